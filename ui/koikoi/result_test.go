package koikoi

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/store"
)

// showResult builds the round result of obs for viewer seat 0 in a window
// of the phone's size and returns what it shows.
func showResult(t *testing.T, a *App, obs koikoi.Observation) (*RoundResultView, []string) {
	t.Helper()
	next := false
	rules := koikoi.MustPreset("standard")
	obj, v := a.roundResult(resultInput{obs: &obs, rules: &rules, viewer: 0, me: "You", opp: "Computer", you: true},
		func() { next = true })
	a.h.Win.SetContent(obj)
	a.h.Win.Resize(fyne.NewSize(360, 640))
	test.Tap(v.Next)
	if !next {
		t.Error("Next does not go on")
	}
	var texts []string
	for _, txt := range shownTexts(obj) {
		texts = append(texts, txt.Text)
	}
	return v, texts
}

func set(t *testing.T, ids ...string) koikoi.Set {
	return koikoi.SetOf(cards(t, ids...)...)
}

func containsText(texts []string, part string) bool {
	return slices.ContainsFunc(texts, func(s string) bool { return strings.Contains(s, part) })
}

// TestResultYakuAndMultipliers: a Shobu after Koi-Koi with Sanko and
// Akatan: each yaku is listed with exactly its cards, then the 7+ doubling
// and the Koi-Koi multiplier with the running total, then the total.
func TestResultYakuAndMultipliers(t *testing.T) {
	a := newTestApp(t, t.TempDir())
	r := koikoi.MustPreset("standard")
	caps := set(t, "jan-crane", "mar-curtain", "aug-moon", "jan-poetry", "feb-poetry", "mar-poetry", "may-plain-1")
	sc := r.Score(caps, koikoi.ScoreContext{Month: 4, KoiOpp: 1})
	obs := koikoi.Observation{Captured: caps, OppHand: set(t, "dec-plain-1", "dec-plain-2"),
		Result: koikoi.RoundResult{Round: 4, Month: 4, Reason: koikoi.EndShobu, Winner: 0, Points: sc.Total, Score: sc}}
	v, texts := showResult(t, a, obs)

	wantYaku := map[string][]koikoi.Card{
		"sanko":  cards(t, "jan-crane", "mar-curtain", "aug-moon"),
		"akatan": cards(t, "jan-poetry", "feb-poetry", "mar-poetry"),
	}
	if len(v.Yaku) != len(wantYaku) {
		t.Errorf("yaku shown: %v; want %v", v.Yaku, wantYaku)
	}
	for id, want := range wantYaku {
		if got := v.Yaku[id]; !slices.Equal(got, want) {
			t.Errorf("cards of %s = %v; want %v", id, got, want)
		}
	}
	if !sc.Doubled || sc.KoiMult != 2 {
		t.Fatalf("score %+v: the case wants the doubling and a Koi-Koi multiplier", sc)
	}
	want := []string{
		"Sankou|5 points", "Akatan|5 points",
		"7 points or more: doubled|×2 = 20", "Koi-Koi multiplier|×2 = 40",
		"Total|40 points",
	}
	if !slices.Equal(v.Lines, want) {
		t.Errorf("score lines:\n%q\nwant\n%q", v.Lines, want)
	}
	if v.WinningHand != nil {
		t.Errorf("a Shobu shows a winning hand %v", v.WinningHand)
	}
	if !slices.Equal(v.OtherHand, cards(t, "dec-plain-1", "dec-plain-2")) || !containsText(texts, "Hand of Computer") {
		t.Errorf("other hand %v, texts %q; want the computer's two cards under their caption", v.OtherHand, texts)
	}
}

// TestResultTeshi: a round won at the deal shows the winning hand, and the
// computer's hand only once.
func TestResultTeshi(t *testing.T) {
	a := newTestApp(t, t.TempDir())
	mine := set(t, "jan-plain-1", "feb-plain-1", "mar-plain-1", "apr-plain-1", "may-plain-1", "jun-plain-1", "jul-plain-1", "aug-plain-1")
	teshi := set(t, "nov-rainman", "nov-swallow", "nov-ribbon", "nov-lightning", "dec-plain-1", "dec-plain-2", "oct-plain-1", "sep-plain-1")
	for _, c := range []struct {
		name         string
		winner       koikoi.Seat
		hand, opp    koikoi.Set
		wantWin      koikoi.Set
		wantOther    koikoi.Set
		wantCaption  string
		wrongCaption string
	}{
		{"computer's teshi", 1, mine, teshi, teshi, 0, "Hand of Computer", "Your hand"},
		{"your teshi", 0, teshi, mine, teshi, mine, "Your hand", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			obs := koikoi.Observation{Hand: c.hand, OppHand: c.opp,
				Result: koikoi.RoundResult{Round: 1, Month: 1, Reason: koikoi.EndTeshi, Winner: c.winner, Points: 6}}
			v, texts := showResult(t, a, obs)
			if !slices.Equal(v.WinningHand, c.wantWin.Cards()) {
				t.Errorf("winning hand %v; want %v", v.WinningHand, c.wantWin)
			}
			if !slices.Equal(v.OtherHand, c.wantOther.Cards()) {
				t.Errorf("other hand %v; want %v", v.OtherHand, c.wantOther)
			}
			if !containsText(texts, c.wantCaption) || (c.wrongCaption != "" && containsText(texts, c.wrongCaption)) {
				t.Errorf("texts %q; want %q", texts, c.wantCaption)
			}
			if len(v.Lines) != 0 || len(v.Yaku) != 0 {
				t.Errorf("a teshi shows score lines %q, yaku %v", v.Lines, v.Yaku)
			}
			if !containsText(texts, "Teshi") {
				t.Errorf("texts %q do not say it was a teshi", texts)
			}
		})
	}
}

// TestResultNoEmptyHand: when the hands ran out, no empty hand is shown.
func TestResultNoEmptyHand(t *testing.T) {
	a := newTestApp(t, t.TempDir())
	obs := koikoi.Observation{Result: koikoi.RoundResult{Round: 2, Month: 2, Reason: koikoi.EndExhausted, Draw: true}}
	v, texts := showResult(t, a, obs)
	if v.OtherHand != nil || containsText(texts, "Hand of") {
		t.Errorf("an empty hand is shown: %v, texts %q", v.OtherHand, texts)
	}
	if !containsText(texts, "draw") {
		t.Errorf("texts %q do not say the round is a draw", texts)
	}
}

// TestResultVerify: Verify recomputes the fingerprint from the revealed
// seed and shows both and the verdict; a deck that is not the seed's is
// caught; a prepared deck offers no check.
func TestResultVerify(t *testing.T) {
	a := newTestApp(t, t.TempDir())
	const seed = 14495302324335096827
	deck := koikoi.ShuffledDeck(seed)
	shown := koikoi.DealHash(seed, deck)
	swapped := deck
	swapped[0], swapped[1] = swapped[1], swapped[0]
	for _, c := range []struct {
		name    string
		deck    [koikoi.NumCards]koikoi.Card
		verdict string
	}{
		{"the seed's deck", deck, "They match"},
		{"another deck", swapped, "They differ"},
	} {
		t.Run(c.name, func(t *testing.T) {
			obs := koikoi.Observation{Result: koikoi.RoundResult{Round: 1, Month: 1, Reason: koikoi.EndExhausted,
				Draw: true, Seed: seed, Deck: c.deck}}
			v, texts := showResult(t, a, obs)
			if v.Verify == nil || v.Verdict.Visible() {
				t.Fatal("no Verify button, or a verdict before it is tapped")
			}
			if !containsText(texts, "14495302324335096827") {
				t.Errorf("texts %q do not reveal the seed", texts)
			}
			test.Tap(v.Verify)
			got := v.Verdict.Text
			recomputed := shown
			if !v.Verdict.Visible() || !strings.Contains(got, c.verdict) ||
				!strings.Contains(got, koikoi.DealHash(seed, c.deck)) || !strings.Contains(got, recomputed) {
				t.Errorf("verdict %q; want %q with the fingerprint shown (%s) and the recomputed one (%s)",
					got, c.verdict, koikoi.DealHash(seed, c.deck), recomputed)
			}
			if !v.Verify.Disabled() {
				t.Error("Verify can be tapped again")
			}
		})
	}
	t.Run("prepared deck", func(t *testing.T) {
		obs := koikoi.Observation{Result: koikoi.RoundResult{Round: 1, Month: 1, Reason: koikoi.EndExhausted, Draw: true}}
		v, texts := showResult(t, a, obs)
		if v.Verify != nil || !containsText(texts, "prepared deck") {
			t.Errorf("a prepared deck: Verify %v, texts %q", v.Verify, texts)
		}
	})
}

// TestResultAfterShobu plays the stacked round through the engine to its
// Shobu and checks the result the table shows: Sanko with its three brights.
func TestResultAfterShobu(t *testing.T) {
	a := newTestApp(t, t.TempDir())
	g := stackedGame(t)
	plan := cards(t, "jan-crane", "mar-curtain", "aug-moon")
	for g.State().Phase() != koikoi.PhaseRoundOver {
		st := g.State()
		obs := g.Observe(st.ToMove())
		m := firstMove{}.Move(&obs)
		if st.ToMove() == 0 && st.Phase() == koikoi.PhasePlay && len(plan) > 0 {
			m, plan = koikoi.Play(plan[0]), plan[1:]
		}
		if err := g.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	a.StartGame(g, store.KoikoiSave{Mode: store.ModeComputer, Level: "easy"})
	if a.result == nil {
		t.Fatal("the table does not show the round result")
	}
	if got, want := a.result.Yaku["sanko"], cards(t, "jan-crane", "mar-curtain", "aug-moon"); !slices.Equal(got, want) {
		t.Errorf("Sanko shown with %v; want %v", got, want)
	}
}
