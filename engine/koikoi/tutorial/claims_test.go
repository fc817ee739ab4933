package tutorial

import (
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/names"
	"github.com/koikoi-app/koikoi/i18n"
)

// englishNames maps each English card name, lower case, to the cards that
// bear it (the plains of a month share theirs), longest names first.
var englishNames = func() []struct {
	re    *regexp.Regexp
	cards koikoi.Set
} {
	en := i18n.New("en")
	by := map[string]koikoi.Set{}
	for _, c := range koikoi.AllCards() {
		n := strings.ToLower(names.Card(en, c))
		by[n] = by[n].Add(c)
	}
	var names []string
	for n := range by {
		names = append(names, n)
	}
	sort.Slice(names, func(i, j int) bool { return len(names[i]) > len(names[j]) })
	var out []struct {
		re    *regexp.Regexp
		cards koikoi.Set
	}
	for _, n := range names {
		out = append(out, struct {
			re    *regexp.Regexp
			cards koikoi.Set
		}{regexp.MustCompile(`\b` + regexp.QuoteMeta(n) + `\b`), by[n]})
	}
	return out
}()

// checkClaims holds a text against the screen it is shown on: every card
// of its data carries a claim, every claim is true of the step's table or
// row, every language's rendering names the claimed cards of its data,
// and the English rendering names no card (even in plain words, such as
// "the boar") that no claim is about and the row does not show.
func checkClaims(t *testing.T, where string, v StepView, tx Text) {
	t.Helper()
	claimed := koikoi.Set(0)
	for _, c := range tx.Claims {
		claimed = claimed.Add(c.Card)
		if !c.Holds(v) {
			t.Errorf("%s: %s says %v is in the %v; it is not", where, tx.ID, c.Card, c.Place)
		}
	}
	var data []koikoi.Card
	for k, x := range tx.Data {
		if c, ok := x.(koikoi.Card); ok {
			data = append(data, c)
			if !claimed.Has(c) {
				t.Errorf("%s: %s names %v (%s) without saying where it is", where, tx.ID, c, k)
			}
		}
	}
	for _, l := range locs {
		s := tx.Render(l)
		for _, c := range data {
			if !namesCard(l, s, c) {
				t.Errorf("%s: %s in %s does not name %v: %q", where, tx.ID, l.Code(), c, s)
			}
		}
	}
	en := i18n.New("en")
	s := strings.ToLower(tx.Render(en))
	for m := 1; m <= 12; m++ {
		s = strings.ReplaceAll(s, strings.ToLower(names.Month(en, m)), " ")
	}
	row := koikoi.Set(0)
	if v.Table == nil {
		row = koikoi.SetOf(v.Cards...)
	}
	for _, n := range englishNames {
		for _, loc := range n.re.FindAllStringIndex(s, -1) {
			if n.cards&(claimed|row) == 0 {
				t.Errorf("%s: %s names %q with no claim: %q", where, tx.ID, s[loc[0]:loc[1]], s)
			}
		}
		s = n.re.ReplaceAllStringFunc(s, func(x string) string { return strings.Repeat(" ", len(x)) })
	}
}

// TestClaimHolds checks Claim.Holds on a table and on a row.
func TestClaimHolds(t *testing.T) {
	o := &koikoi.Observation{Hand: set("jan-crane"), Field: set("feb-plain-1"), Captured: set("mar-curtain"),
		OppCaptured: set("aug-moon"), Drawn: card("apr-ribbon"), Pending: card("may-bridge")}
	table := StepView{Table: o}
	row := StepView{Cards: cards("sep-sake")}
	for _, c := range []struct {
		v    StepView
		cl   Claim
		want bool
	}{
		{table, Claim{card("jan-crane"), InHand}, true},
		{table, Claim{card("jan-crane"), InField}, false},
		{StepView{Table: o, HideHand: true}, Claim{card("jan-crane"), InHand}, false},
		{table, Claim{card("feb-plain-1"), InField}, true},
		{table, Claim{card("mar-curtain"), InCaptures}, true},
		{table, Claim{card("aug-moon"), InOppCaptures}, true},
		{table, Claim{card("aug-moon"), InCaptures}, false},
		{table, Claim{card("apr-ribbon"), JustDrawn}, true},
		{table, Claim{card("may-bridge"), Waiting}, true},
		{table, Claim{card("sep-sake"), Shown}, false},
		{row, Claim{card("sep-sake"), Shown}, true},
		{row, Claim{card("sep-sake"), Named}, false},
		{row, Claim{card("jul-boar"), Named}, true},
		{table, Claim{card("jan-crane"), Named}, false},
		{row, Claim{card("sep-sake"), InHand}, false},
	} {
		if got := c.cl.Holds(c.v); got != c.want {
			t.Errorf("%v in %v: Holds = %v; want %v", c.cl.Card, c.cl.Place, got, c.want)
		}
	}
	if Place(99).String() == "" || InField.String() != "field" {
		t.Error("Place.String")
	}
}

// namesCard reports whether s names card c in one of the forms a
// sentence gives it ("la pivoine", "den Kuckuck") or as its label.
func namesCard(l *i18n.Localizer, s string, c koikoi.Card) bool {
	n := l.Noun(names.CardID(c))
	for _, f := range []string{n.Name, n.The, n.Start(), n.Acc, n.Dat, n.Of} {
		if strings.Contains(s, f) {
			return true
		}
	}
	return false
}
