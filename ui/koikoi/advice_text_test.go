package koikoi

import (
	"math"
	"slices"
	"sort"
	"strings"
	"testing"
	"unicode"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/advice"
	"github.com/koikoi-app/koikoi/engine/koikoi/ai"
	"github.com/koikoi-app/koikoi/engine/koikoi/names"
	"github.com/koikoi-app/koikoi/i18n"
)

// TestAdviceSentencesSayTheClaims runs the advisor over random positions
// of every preset, checks every claim against the position
// (advice.Check), and words each advice in all five languages through
// adviceSentences, the code the table, the Koi-Koi dialog and the lessons
// use. Each sentence must name exactly what its checked reason names:
// every card, yaku and number of the reason, in the reason's order where
// two of a kind could be swapped, and no other card, yaku or number. So
// what the screen says is what Check verified. The search's margin is
// never a number, and no sentence is a percentage.
func TestAdviceSentencesSayTheClaims(t *testing.T) {
	perPreset := 750
	if testing.Short() {
		perPreset = 250
	}
	langs := map[string]*wording{}
	for _, l := range i18n.Languages() {
		langs[l.Code] = newWording(i18n.New(l.Code))
	}
	seen := map[advice.Kind]int{}
	for _, preset := range koikoi.PresetNames {
		t.Run(preset, func(t *testing.T) {
			n := 0
			for seed := uint64(1); n < perPreset; seed++ {
				walkAdviceGame(t, preset, seed, func(o *koikoi.Observation) {
					n++
					a := advice.Advise(o, ai.WithSeed(seed), ai.WithBudget(200))
					if err := advice.Check(o, a); err != nil {
						t.Fatalf("seed %d: the advice does not check: %v", seed, err)
					}
					for _, r := range a.Reasons {
						seen[r.Kind]++
					}
					for code, w := range langs {
						got := adviceSentences(w.l, o, a, w.opp)
						if len(got) != len(a.Reasons) {
							t.Fatalf("%s seed %d: %d sentences for %d reasons %v: %q", code, seed, len(got), len(a.Reasons), a.Reasons, got)
						}
						for i, r := range a.Reasons {
							if err := w.check(o, a, r, got[i]); err != "" {
								t.Fatalf("%s seed %d, %v (advice %v): %q %s", code, seed, r, a.Move, got[i], err)
							}
						}
					}
				})
			}
		})
	}
	for _, k := range []advice.Kind{advice.Takes, advice.MakesYaku, advice.Progress, advice.Blocks, advice.NoCapture,
		advice.Cheapest, advice.MonthHeld, advice.MonthGone, advice.PassesOver, advice.Forgoes, advice.RainMan, advice.Rated, advice.Wild, advice.Blind,
		advice.ShobuWinsGame, advice.ShobuLosesGame, advice.SevenDoubles, advice.Doubled, advice.Threat,
		advice.HandShort, advice.PointsFavour, advice.FollowsSearch} {
		if seen[k] == 0 && !testing.Short() {
			t.Errorf("no advice gave a %v reason: its sentence went untested", k)
		}
	}
	t.Logf("reasons worded in %d languages: %v", len(langs), seen)
}

// walkAdviceGame plays a game of the preset between a normal and a random
// player, of one to twelve rounds (last rounds come often), with the Gaji
// in one game of three, and calls visit at every decision.
func walkAdviceGame(t *testing.T, preset string, seed uint64, visit func(o *koikoi.Observation)) {
	t.Helper()
	rules := koikoi.MustPreset(preset)
	rules.Rounds = 1 + int(seed%12)
	rules.Gaji = seed%3 == 0
	s, err := koikoi.NewState(koikoi.WithRules(rules), koikoi.WithSeed(seed))
	if err != nil {
		t.Fatal(err)
	}
	var players [2]ai.Player
	for i, level := range []string{"normal", "random"} {
		if players[i], err = ai.New(level, ai.WithSeed(seed)); err != nil {
			t.Fatal(err)
		}
	}
	if seed%2 == 0 {
		players[0], players[1] = players[1], players[0]
	}
	for s.Phase() != koikoi.PhaseGameOver {
		if s.Phase() == koikoi.PhaseRoundOver {
			if s, err = s.NextRound(); err != nil {
				t.Fatal(err)
			}
			continue
		}
		o := s.Observe(s.ToMove())
		if len(o.LegalMoves()) > 0 {
			visit(&o)
		}
		if s, err = s.Apply(players[s.ToMove()].Move(&o)); err != nil {
			t.Fatal(err)
		}
	}
}

// wording is what the test knows of a language: every card's and yaku's
// name, to find the ones a sentence should not name.
type wording struct {
	l     *i18n.Localizer
	opp   string
	names []string // every card (in every form a sentence gives it) and yaku name, longest first
}

func newWording(l *i18n.Localizer) *wording {
	w := &wording{l: l, opp: l.T("term.computer")}
	for _, c := range koikoi.AllCards() {
		w.names = append(w.names, nounForms(cardNoun(l, c))...)
	}
	for y := koikoi.Yaku(0); y < koikoi.NumYaku; y++ {
		w.names = append(w.names, names.Yaku(l, y))
	}
	sort.Slice(w.names, func(i, j int) bool { return len(w.names[i]) > len(w.names[j]) })
	return w
}

// named is one thing a sentence must name, and the rank of its place
// when the reason has two of a kind that must not be swapped (0: any).
// A card is named in one of the forms a sentence gives it (alt).
type named struct {
	text  string
	order int
	alt   []string
}

// nounForms lists the forms of a name a sentence may use, longest first.
func nounForms(n i18n.Noun) []string {
	fs := []string{n.The, n.Start(), n.Acc, n.Dat, n.Of}
	sort.SliceStable(fs, func(i, j int) bool { return len(fs[i]) > len(fs[j]) })
	return slices.Compact(fs)
}

// expect lists what the sentence of r must name, worked out from the
// reason's fields (not from the renderer's data).
func (w *wording) expect(o *koikoi.Observation, a advice.Advice, r advice.Reason) (must []named, allowFixed string) {
	l := w.l
	cards := func(s koikoi.Set, order int) {
		for t := s; t != 0; t &= t - 1 {
			fs := nounForms(cardNoun(l, t.First()))
			must = append(must, named{fs[0], order, fs})
		}
	}
	num := func(n, order int) { must = append(must, named{text: l.Number(n), order: order}) }
	yaku := func() { must = append(must, named{text: names.Yaku(l, r.Yaku), order: 0}) }
	// "Have of the Need cards"; Japanese says the Need first.
	have, need := 1, 2
	if l.Code() == "ja" {
		have, need = 2, 1
	}
	switch r.Kind {
	case advice.Takes:
		own := a.Move.Card
		if a.Move.Kind == koikoi.MoveCapture {
			own = o.Pending
		}
		if !r.Cards.Has(own) {
			return nil, "takes does not hold the card played"
		}
		cards(koikoi.SetOf(own), 1)
		cards(r.Cards.Remove(own), 2)
	case advice.MakesYaku:
		yaku()
		num(r.Points, 0)
	case advice.Progress:
		yaku()
		num(r.Have, have)
		num(r.Need, need)
	case advice.Blocks, advice.Threat:
		yaku()
		num(r.Have, have)
		num(r.Need, need)
		cards(r.Cards, 0)
		must = append(must, named{text: w.opp, order: 0})
		if r.Kind == advice.Threat && l.Code() == "ja" {
			allowFixed = "1" // あと1枚: one short
		}
	case advice.RainMan:
		cards(r.Cards, 0)
		yaku()
		allowFixed = "3" // three other brights
		switch {
		case r.Have == 1:
			allowFixed += "1" // one, in a word or a figure
		case r.Have > 1:
			num(r.Have, 0)
		}
	case advice.Cheapest, advice.MonthGone:
		cards(r.Cards, 0)
	case advice.MonthHeld:
		cards(r.Cards, 1)
		cards(r.Held, 2)
		must = append(must, named{text: w.opp, order: 0})
	case advice.PassesOver, advice.Forgoes:
		if r.Alt.Kind == koikoi.MovePlay {
			cards(koikoi.SetOf(r.Alt.Card), 1)
		}
		cards(r.Cards, 2)
	case advice.Rated:
		if r.Alt.Kind == koikoi.MovePlay || r.Alt.Kind == koikoi.MoveCapture {
			cards(koikoi.SetOf(r.Alt.Card), 0)
		}
	case advice.ShobuWinsGame, advice.ShobuLosesGame:
		num(r.You, 1)
		num(r.Opp, 2)
	case advice.Doubled:
		num(r.Points, 1)
		num(r.Total, 2)
		allowFixed = "7"
	case advice.SevenDoubles:
		num(r.Points, 1)
		allowFixed = "7"
		if r.Need > 1 {
			num(r.Need, 2)
		} else {
			allowFixed += "1" // one more point, in a word or a figure
		}
	case advice.HandShort:
		if r.Have > 1 {
			num(r.Have, 0)
		} else {
			allowFixed = "01"
		}
	case advice.PointsFavour:
		d := a.Decision
		num(d.ShobuPoints, 0)
		must = append(must, named{text: l.Decimal(math.Abs(math.Round(d.KoiPoints*10) / 10)), order: 0})
	case advice.FollowsSearch:
		num(r.You, 1)
		num(r.Opp, 2)
		if r.Have > 1 {
			num(r.Have, 0)
		} else {
			allowFixed = "01" // rounds left, in a word or a figure
		}
	}
	return must, allowFixed
}

// check returns what is wrong with sentence s of reason r, or "".
func (w *wording) check(o *koikoi.Observation, a advice.Advice, r advice.Reason, s string) string {
	must, fixed := w.expect(o, a, r)
	if strings.Contains(s, "%") || strings.Contains(s, "<no value>") || strings.Contains(s, "{{") {
		return "holds a percentage or a blank placeholder"
	}
	// Take out what must be named, longest first (a plain's name is in
	// its ribbon's), keeping every other character in its place.
	sort.SliceStable(must, func(i, j int) bool { return len(must[i].text) > len(must[j].text) })
	rest := s
	at := map[int]int{} // order → where
	for _, m := range must {
		i := strings.Index(rest, m.text)
		for _, f := range m.alt { // the form named first
			if j := strings.Index(rest, f); j >= 0 && (i < 0 || j < i) {
				i, m.text = j, f
			}
		}
		if i < 0 {
			return "does not name " + m.text
		}
		rest = rest[:i] + strings.Repeat("\x00", len(m.text)) + rest[i+len(m.text):]
		if m.order > 0 {
			if p, ok := at[m.order]; !ok || i < p {
				at[m.order] = i
			}
		}
	}
	if p1, ok1 := at[1]; ok1 {
		if p2, ok2 := at[2]; ok2 && p1 > p2 {
			return "names its two sides in the wrong order"
		}
	}
	for _, n := range w.names {
		if strings.Contains(rest, n) && !wildLightning(w, r, n) {
			return "names " + n + ", which its reason does not"
		}
	}
	for _, c := range rest {
		if unicode.IsDigit(c) && !strings.ContainsRune(fixed, c) {
			return "holds a number its reason does not: " + strings.ReplaceAll(rest, "\x00", "_")
		}
	}
	if r.Kind == advice.Rated && s != w.l.T("advice.rated."+marginWord(r.Percent), M{"Alt": moveName(w.l, r.Alt)}) {
		return "words the margin " + marginWord(r.Percent) + " otherwise"
	}
	return ""
}

// wildLightning reports whether n is the lightning's name in a sentence
// about the Gaji, which is the lightning.
func wildLightning(w *wording, r advice.Reason, n string) bool {
	gaji := r.Kind == advice.Wild || r.Kind == advice.Rated && r.Alt.Kind == koikoi.MoveGaji
	return gaji && slices.Contains(nounForms(cardNoun(w.l, koikoi.LightningCard)), n)
}

// marginWord is how a margin of the search reads: about as good (0),
// slightly (1–4), clearly (5–14) or far (15 and more) above.
func marginWord(p int) string {
	switch {
	case p == 0:
		return "even"
	case p <= 4:
		return "slight"
	case p <= 14:
		return "clear"
	}
	return "far"
}

// TestPointsFavourComparesTotals: the Koi-Koi dialog compares what Shobu
// scores now with what the round ends with on average after a Koi-Koi,
// two totals, never a total against a signed gain ("+2.8").
func TestPointsFavourComparesTotals(t *testing.T) {
	for _, c := range []struct {
		lang string
		koi  float64
		alt  koikoi.Move
		want string
	}{
		{"en", 8.84, koikoi.KoiKoi, "The points favour Koi-Koi: 8.8 points on average if you go on (rounds the other player wins count against you), against 6 points now."},
		{"en", 2.8, koikoi.Shobu, "The points favour Shobu: 6 points now, against 2.8 points on average if you go on (rounds the other player wins count against you)."},
		{"en", -1.24, koikoi.Shobu, "The points favour Shobu: 6 points now, against −1.2 points on average if you go on (rounds the other player wins count against you)."},
		{"fr", 2.8, koikoi.Shobu, "Les points sont pour Shobu : 6 points maintenant, contre 2,8 points en moyenne si vous continuez (les manches gagnées par l’adversaire comptent contre vous)."},
		{"de", 8.84, koikoi.KoiKoi, "Die Punkte sprechen für Koi-Koi: 8,8 Punkte im Schnitt, wenn du weiterspielst (Runden, die der Gegner gewinnt, zählen gegen dich), gegen 6 Punkte jetzt."},
	} {
		l := i18n.New(c.lang)
		a := advice.Advice{Move: c.alt, Decision: &advice.Decision{Move: c.alt, ShobuPoints: 6, KoiPoints: c.koi, Favoured: c.alt}}
		got := reasonSentence(l, nil, a, advice.Reason{Kind: advice.PointsFavour, Alt: c.alt}, l.T("term.computer"))
		if got != c.want {
			t.Errorf("%s, Koi-Koi %.2f against Shobu 6:\n got %q\nwant %q", c.lang, c.koi, got, c.want)
		}
	}
}

// TestRainManSaysWhatItDoes: taking the rain man says what it does for
// the brights (the "Lightning takes Rain man… 4 of 10 Kasu"
// ignored it): it counts only with three other brights, for Ame-shikō.
func TestRainManSaysWhatItDoes(t *testing.T) {
	for _, c := range []struct {
		lang string
		have int
		want string
	}{
		{"en", 0, "The rain man is a bright, but it counts only with three other brights, for Ame-Shikou: you have none yet."},
		{"en", 2, "The rain man is a bright, but it counts only with three other brights, for Ame-Shikou: you have 2."},
		{"fr", 1, "Le poète sous la pluie est une Lumière, mais cette carte ne compte qu’avec trois autres Lumières, pour Ame-Shikou\u00a0: vous en avez une."},
		{"de", 0, "Der Dichter im Regen ist ein Licht, zählt aber nur zusammen mit drei anderen Lichtern, für Ame-Shikou: Du hast noch keins."},
	} {
		l := i18n.New(c.lang)
		r := advice.Reason{Kind: advice.RainMan, Cards: koikoi.SetOf(koikoi.RainManCard), Yaku: koikoi.AmeShiko, Have: c.have}
		if got := reasonSentence(l, nil, advice.Advice{}, r, l.T("term.computer")); got != c.want {
			t.Errorf("%s, %d other brights:\n got %q\nwant %q", c.lang, c.have, got, c.want)
		}
	}
}
