package ikebana

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/advice"
	"github.com/koikoi-app/koikoi/engine/ikebana/ai"
	"github.com/koikoi-app/koikoi/engine/ikebana/names"
	"github.com/koikoi-app/koikoi/i18n"
)

// hintPositions returns about per positions at a table of n, each a
// decision of the seat to move, from games between random, easy and normal
// players (with and without the Bouquet final), several decisions apart.
func hintPositions(t testing.TB, n, per int) []ikebana.Observation {
	t.Helper()
	var out []ikebana.Observation
	rng := rand.New(rand.NewPCG(uint64(n), 19))
	for g := uint64(0); len(out) < per; g++ {
		s, err := ikebana.NewState(ikebana.WithPlayers(n), ikebana.WithSeed(1000*uint64(n)+g), ikebana.WithBouquetFinal(g%2 == 1))
		if err != nil {
			t.Fatal(err)
		}
		var players []ai.Player
		for p := range n {
			pl, _ := ai.New(ai.Levels[(int(g)+p)%3], ai.WithSeed(g*7+uint64(p)))
			players = append(players, pl)
		}
		for s.Phase() != ikebana.PhaseGameOver && len(out) < per {
			if !s.Phase().Playing() {
				if err := s.PlayNextRound(); err != nil {
					t.Fatal(err)
				}
				continue
			}
			o := s.Observe(s.ToMove())
			if rng.IntN(6) == 0 {
				out = append(out, o)
			}
			if err := s.Play(players[s.ToMove()].Move(&o)); err != nil {
				t.Fatal(err)
			}
		}
	}
	return out
}

// percentRE finds a percentage and what stands before it.
var percentRE = regexp.MustCompile(`(.)%`)

// TestHintClaims renders the assist's advice for random positions at
// every table size, in every language, through the code the table shows
// it with (hintLines), and checks each sentence against the reason it
// says, which advice.Check holds against the position: it names the reason's
// cards and numbers, every percentage sticks to its number, and the
// chance of winning is said once, when the search measured it.
func TestHintClaims(t *testing.T) {
	per := 600
	if testing.Short() {
		per = 60
	}
	a, sh := newTestApp(t, t.TempDir())
	kinds := map[advice.Kind]int{}
	for n := 2; n <= ikebana.MaxPlayers; n++ {
		for i, o := range hintPositions(t, n, per) {
			adv := advice.Advise(&o, ai.WithSeed(uint64(i)), ai.WithBudget(1))
			if err := advice.Check(&o, adv); err != nil {
				t.Fatalf("%d seats, position %d: %v", n, i, err)
			}
			for _, r := range adv.Reasons {
				kinds[r.Kind]++
			}
			for _, lang := range i18n.Languages() {
				sh.lang = lang.Code
				where := fmt.Sprintf("%d seats, position %d, %s", n, i, lang.Code)
				checkHintLines(t, where, i18n.New(lang.Code), adv, a.hintLines(adv))
			}
		}
	}
	for k := advice.Completes; k <= advice.Even; k++ {
		if kinds[k] == 0 && !testing.Short() {
			t.Errorf("no %v reason came up", k)
		}
	}
	t.Logf("reasons said: %v", kinds)
}

// checkHintLines checks the sentences a hint shows for adv in l's
// language: one per reason, then the chance when no reason gave it.
func checkHintLines(t *testing.T, where string, l *i18n.Localizer, adv advice.Advice, lines []string) {
	t.Helper()
	told := false
	for _, r := range adv.Reasons {
		told = told || r.Kind == advice.Wins || r.Kind == advice.Even
	}
	want := len(adv.Reasons)
	if adv.Searched && !told {
		want++
	}
	if len(lines) != want {
		t.Fatalf("%s: %d sentences for %d reasons (searched %v): %q", where, len(lines), len(adv.Reasons), adv.Searched, lines)
	}
	number := func(n int) *regexp.Regexp {
		return regexp.MustCompile(`(^|[^0-9])` + regexp.QuoteMeta(l.Number(n)) + `([^0-9]|$)`)
	}
	for i, line := range lines {
		if strings.Contains(line, "{{") || strings.Contains(line, "no value") || strings.TrimSpace(line) == "" {
			t.Fatalf("%s: sentence %d unfilled: %q", where, i, line)
		}
		for _, m := range percentRE.FindAllStringSubmatch(line, -1) {
			if m[1] < "0" || m[1] > "9" {
				t.Errorf("%s: a %% apart from its number (it may wrap away): %q", where, line)
			}
		}
		if i == len(adv.Reasons) { // the chance
			if p := fmt.Sprintf("%d%%", int(100*adv.WinChance+0.5)); !strings.Contains(line, p) {
				t.Errorf("%s: the chance %s is not in %q", where, p, line)
			}
			continue
		}
		r := adv.Reasons[i]
		var nums []int
		var pcts []int
		switch r.Kind {
		case advice.Completes:
			nums = []int{r.Score.Total}
		case advice.Builds, advice.Passes:
			nums = []int{r.Gain, r.Score.Total}
		case advice.Cheaper, advice.Refuse, advice.Deny:
			nums = []int{r.Price}
		case advice.Forced:
			nums = []int{r.Price, r.Prestige}
		case advice.Dear:
			nums = []int{r.Prestige}
		case advice.Outlook:
			nums = []int{r.Points, r.AltPoints}
		case advice.Wins, advice.Even:
			pcts = []int{r.Chance, r.AltChance}
		}
		for _, n := range nums {
			if !number(n).MatchString(line) {
				t.Errorf("%s: %v says %q, without its number %d", where, r.Kind, line, n)
			}
		}
		for _, p := range pcts {
			if !strings.Contains(line, fmt.Sprintf("%d%%", p)) {
				t.Errorf("%s: %v says %q, without %d%%", where, r.Kind, line, p)
			}
		}
		if !strings.Contains(line, "%") != (pcts == nil) {
			t.Errorf("%s: %v says %q: a percentage only in the chance of winning", where, r.Kind, line)
		}
		for _, c := range []ikebana.Card{r.Card, r.AltCard} {
			if c == ikebana.NoCard {
				continue
			}
			// The card as a sentence names it, with its article in one of
			// its cases: "the red 3", "des Jokers 1".
			if n := names.CardNoun(l, c); !slices.ContainsFunc([]string{n.The, n.Acc, n.Dat, n.Of}, func(f string) bool { return strings.Contains(line, f) }) {
				t.Errorf("%s: %v says %q, without its card %s", where, r.Kind, line, n)
			}
		}
		if r.Kind == advice.Completes || r.Kind == advice.Builds || r.Kind == advice.Passes {
			if cs := names.Combos(l, r.Score); !strings.Contains(line, cs) && r.Kind != advice.Passes {
				t.Errorf("%s: %v says %q, without %s", where, r.Kind, line, cs)
			}
		}
	}
}

// TestHintChanceOnlySearched checks that a hint whose chance of winning
// was not measured shows no percentage at all.
func TestHintChanceOnlySearched(t *testing.T) {
	a, sh := newTestApp(t, t.TempDir())
	for i, o := range hintPositions(t, 3, 40) {
		adv := advice.Advise(&o, ai.WithSeed(uint64(i)), ai.WithBudget(1))
		adv.Searched, adv.WinChance, adv.Outlooks = false, 0, nil
		var kept []advice.Reason
		for _, r := range adv.Reasons {
			if r.Kind < advice.Passes || r.Kind == advice.Passes {
				kept = append(kept, r)
			}
		}
		adv.Reasons = kept
		if err := advice.Check(&o, adv); err != nil {
			t.Fatalf("position %d: %v", i, err)
		}
		for _, lang := range i18n.Languages() {
			sh.lang = lang.Code
			lines := a.hintLines(adv)
			checkHintLines(t, fmt.Sprintf("position %d, %s", i, lang.Code), i18n.New(lang.Code), adv, lines)
			if s := strings.Join(lines, " "); strings.Contains(s, "%") {
				t.Errorf("position %d, %s: not searched, yet %q", i, lang.Code, s)
			}
		}
	}
}

// redFourGame is the position of the red-4 hint (issue 19) at a table of
// n: seat 0 has kept red-4a and the joker 4, every other seat one card a
// turn, and seat 0 has turned over red-4b: three 4s in one colour, 48
// points as the bouquet stands, with two cards still to come.
func redFourGame(t *testing.T, n int) *ikebana.Game {
	t.Helper()
	others := [][]string{{"black-1a", "blue-2a", "yellow-3a", "green-5"}, {"black-1b", "blue-2b", "yellow-3b", "green-1a"}}
	top := append([]string{"red-4a"}, others[0][:n-1]...)
	top = append(append(top, "multi-4"), others[1][:n-1]...)
	top = append(top, "red-4b")
	var deck []ikebana.Card
	var used ikebana.Set
	for _, id := range top {
		c, err := ikebana.ParseCard(id)
		if err != nil {
			t.Fatal(err)
		}
		deck, used = append(deck, c), used.Add(c)
	}
	for c := ikebana.Card(0); c < ikebana.NumCards; c++ {
		if !used.Has(c) {
			deck = append(deck, c)
		}
	}
	g, err := ikebana.NewGame(ikebana.WithPlayers(n), ikebana.WithFirstPlayer(0), ikebana.WithDecks(deck), ikebana.WithSeed(1))
	if err != nil {
		t.Fatal(err)
	}
	for range 2 * n {
		if err := g.Apply(ikebana.Draw); err != nil {
			t.Fatal(err)
		}
		if err := g.Apply(ikebana.Keep); err != nil {
			t.Fatal(err)
		}
	}
	if err := g.Apply(ikebana.Draw); err != nil {
		t.Fatal(err)
	}
	return g
}

// TestRedFourHint opens the table at the red-4 position with hints on:
// the hint keeps the red 4 and says why (three 4s in one colour, 48
// points, then the round's outlook and the chances), Keep stands out and
// Refuse does not, in every language.
func TestRedFourHint(t *testing.T) {
	for _, lang := range i18n.Languages() {
		a, sh := newTestApp(t, t.TempDir())
		sh.lang = lang.Code
		sh.settings.IkebanaPrefs.Hints = true
		// Normal computers: the chance is calibrated against them.
		if err := a.StartGame(redFourGame(t, 4), "normal"); err != nil {
			t.Fatal(err)
		}
		tb, m := a.Table(), a.Match()
		obs := m.State().Observe(you)
		if obs.Phase != ikebana.PhaseDrawn || obs.Bouquets[you].String() != "red-4a multi-4" || obs.Drawn.String() != "red-4b" {
			t.Fatalf("%s: not the red-4 position: %v, bouquet %v, drawn %v", lang.Code, obs.Phase, obs.Bouquets[you], obs.Drawn)
		}
		adv := tb.advice
		if adv == nil || adv.Move != ikebana.Keep || adv.Reason.Kind != advice.Builds || adv.Reason.Score.Total != 48 {
			t.Fatalf("%s: advice %+v; want keep: builds, 48", lang.Code, adv)
		}
		if err := advice.Check(&obs, *adv); err != nil {
			t.Fatal(err)
		}
		if !tb.Keep.Visible() || tb.Keep.Importance != widget.HighImportance || tb.Refuse.Importance == widget.HighImportance {
			t.Errorf("%s: Keep %v (importance %v), Refuse importance %v; want Keep alone to stand out", lang.Code, tb.Keep.Visible(), tb.Keep.Importance, tb.Refuse.Importance)
		}
		l := i18n.New(lang.Code)
		lines := a.hintLines(*adv)
		if !tb.Hint.Visible() || tb.Hint.Text != a.hintText(*adv) {
			t.Fatalf("%s: hint %v %q; want %q", lang.Code, tb.Hint.Visible(), tb.Hint.Text, lines)
		}
		checkHintLines(t, lang.Code, l, *adv, lines)
		red4 := names.CardNoun(l, obs.Drawn)
		if !strings.HasPrefix(lines[0], strings.SplitN(l.T("ikebana.hint.builds", map[string]any{"Card": red4}), red4.Name, 2)[0]) || !strings.Contains(lines[0], "48") {
			t.Errorf("%s: the hint does not say to take the %s for 48: %q", lang.Code, red4, lines[0])
		}
		if len(adv.Reasons) < 3 || adv.Reasons[1].Kind != advice.Outlook || adv.Reasons[2].Kind != advice.Wins {
			t.Errorf("%s: reasons %v; want builds, outlook, wins", lang.Code, adv.Reasons)
		}
		if text := tb.Hint.Text; !strings.Contains(text, lines[len(lines)-1]) || strings.Contains(text, "。 ") {
			t.Errorf("%s: the hint's sentences badly joined: %q", lang.Code, text)
		}
		t.Logf("%s: %s", lang.Code, tb.Hint.Text)
	}
}

// TestHintChanceHidden opens the table at the red-4 position against easy
// computers, where the chance of winning is not calibrated: the hint still
// says to keep the red 4, and shows no chance.
func TestHintChanceHidden(t *testing.T) {
	a, sh := newTestApp(t, t.TempDir())
	sh.settings.IkebanaPrefs.Hints = true
	if err := a.StartGame(redFourGame(t, 4), "easy"); err != nil {
		t.Fatal(err)
	}
	tb := a.Table()
	adv := tb.advice
	if adv == nil || adv.Move != ikebana.Keep || adv.Searched {
		t.Fatalf("advice %+v; want keep, without the search's numbers", adv)
	}
	if !tb.Hint.Visible() || strings.Contains(tb.Hint.Text, "%") {
		t.Errorf("hint %v %q; want one without a chance", tb.Hint.Visible(), tb.Hint.Text)
	}
}
