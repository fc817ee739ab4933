package koikoi

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/advice"
	"github.com/koikoi-app/koikoi/engine/koikoi/names"
	"github.com/koikoi-app/koikoi/store"
)

// gajiFirst is a computer player that plays the Gaji wild whenever it may
// and otherwise makes the first legal move.
type gajiFirst struct{}

func (gajiFirst) Move(obs *koikoi.Observation) koikoi.Move {
	if obs.IsLegal(koikoi.Gaji) {
		return koikoi.Gaji
	}
	return firstMove{}.Move(obs)
}

// TestComputerGajiTold: the computer plays the lightning wild; the turn's
// steps show the wild play, the card waiting for its pick among the whole
// field, then the pick, and the narration says it was the wild Gaji.
func TestComputerGajiTold(t *testing.T) {
	r := koikoi.MustPreset("museum")
	r.Set("gaji", "on")
	mine := cards(t, "apr-plain-1", "feb-plain-1", "may-plain-1", "jun-plain-1", "jul-plain-1", "oct-plain-1", "dec-plain-1", "sep-plain-2")
	opp := cards(t, "nov-lightning", "apr-plain-2", "may-plain-2", "jun-plain-2", "jul-plain-2", "oct-blue", "dec-plain-3", "feb-plain-2")
	field := cards(t, "jan-crane", "mar-plain-1", "aug-plain-1", "sep-plain-1", "oct-plain-2", "dec-plain-2", "jan-plain-1", "mar-plain-2")
	used := koikoi.SetOf(append(append(append([]koikoi.Card{}, mine...), field...), opp...)...)
	// The player's draw matches nothing in the field, and no November
	// card turns over early to bar the Gaji.
	var pile, late []koikoi.Card
	for _, c := range koikoi.AllCards() {
		switch {
		case used.Has(c):
		case c.Month() == 5 || c.Month() == 6 || c.Month() == 7:
			pile = append(pile, c)
		default:
			late = append(late, c)
		}
	}
	pile = append(pile, late...)
	deck, err := koikoi.StackDeck(&r, mine, opp, field, pile)
	if err != nil {
		t.Fatal(err)
	}
	g, err := koikoi.NewGame(koikoi.WithRules(r), koikoi.WithDecks(deck), koikoi.WithDealer(0), koikoi.WithSeed(1))
	if err != nil {
		t.Fatal(err)
	}
	a := newTestApp(t, t.TempDir())
	a.newPlayer = func(string) (Player, error) { return gajiFirst{}, nil }
	a.StartGame(g, store.KoikoiSave{Mode: store.ModeComputer})
	tb := a.Table()
	if err := tb.c.Submit(koikoi.Play(mine[0]), nil); err != nil {
		t.Fatal(err)
	}
	log := tb.c.Log()
	wild := -1
	for i, s := range log {
		if s.Kind == StepPlay && s.Card == koikoi.LightningCard {
			wild = i
		}
	}
	if wild < 0 || !log[wild].Wild || log[wild].Seat != 1 {
		t.Fatalf("no wild play of the lightning by the computer among %d steps", len(log))
	}
	if p := log[wild+1]; p.Kind != StepPending || p.Cards.Len() < 2 {
		t.Fatalf("after the wild play: step %d (%d cards); want the lightning waiting for its pick", p.Kind, p.Cards.Len())
	}
	if log[wild+2].Kind != StepSettle || log[wild+3].Kind != StepTake || log[wild+3].Took.Len() != 1 {
		t.Fatalf("the pick: steps %d, %d; want the table settled, then one field card taken", log[wild+2].Kind, log[wild+3].Kind)
	}
	card := cardNoun(a.l(), koikoi.LightningCard)
	want := a.T("table.they.gaji.choose", M{"Name": a.T("term.computer"), "Card": card})
	if got := tb.narrator().narrate(log, wild); got != want {
		t.Errorf("wild play told %q; want %q", got, want)
	}
	if lines := strings.Join(tb.LogLines(), "\n"); !strings.Contains(lines, want) {
		t.Errorf("the game log lacks the wild play:\n%s", lines)
	}
	if got := tb.c.Game.State().GajiMonth(1); got == 0 {
		t.Error("the computer's Gaji is paired with no month")
	}
}

// TestHikiTold: a Gaji aimed at a month whose fourth card the computer
// holds shows the declaration as a step of its own (the computer declares
// it), narrated on the table and in the notice, and the player is told to
// choose again.
func TestHikiTold(t *testing.T) {
	field := cards(t, "mar-curtain", "mar-poetry", "mar-plain-1", "aug-plain-1", "sep-plain-1", "oct-plain-2", "jan-plain-1", "dec-plain-2")
	opp := cards(t, "mar-plain-2", "apr-plain-2", "may-plain-2", "jun-plain-2", "jul-plain-2", "oct-blue", "dec-plain-3", "feb-plain-2")
	a := newTestApp(t, t.TempDir())
	a.StartGame(gajiGame(t, "rulebook", field, opp), store.KoikoiSave{Mode: store.ModeComputer})
	shellOf(a).refresh()
	tb := a.Table()
	test.Tap(tb.HandCards[koikoi.LightningCard])
	test.Tap(tb.FieldCards[field[0]])
	log := tb.c.Log()
	n := len(log)
	if n < 3 || log[n-3].Kind != StepHiki || log[n-2].Kind != StepPending || log[n-1].Kind != StepSettle {
		t.Fatalf("%d steps; want the Hiki, the Gaji waiting again, the table settled last", n)
	}
	if h := log[n-3]; h.Seat != 1 || h.Card.Month() != 3 {
		t.Errorf("Hiki step by seat %d on %s; want the computer declaring March", h.Seat, h.Card)
	}
	if log[n-2].Cards.Month(3) != 0 {
		t.Errorf("the Gaji may still take %s", log[n-2].Cards.Month(3))
	}
	want := a.T("table.they.hiki", M{"Name": a.T("term.computer"), "Month": names.Month(a.l(), 3)})
	shown := tb.Narration[0].Text + " " + tb.Narration[1].Text
	// The turn is told whole: the wild play, then the Hiki last.
	if !strings.HasSuffix(strings.Join(strings.Fields(shown), " "), want) {
		t.Errorf("narration %q; want it to end with %q", shown, want)
	}
	notice := overlayText(a.h.Win.Canvas().Overlays().Top())
	for _, s := range []string{want, a.T("table.you.hiki.again")} {
		if !strings.Contains(notice, s) {
			t.Errorf("the notice lacks %q:\n%s", s, notice)
		}
	}
}

// TestGajiHint: a hint to play the Gaji wild lights the lightning up in the
// hand and says so, and why, over the table.
func TestGajiHint(t *testing.T) {
	field := cards(t, "jan-crane", "mar-plain-1", "aug-plain-1", "sep-plain-1", "oct-plain-2", "nov-swallow", "dec-plain-2", "jan-plain-1")
	opp := cards(t, "apr-plain-2", "may-plain-2", "jun-plain-2", "jul-plain-2", "oct-blue", "dec-plain-3", "feb-plain-2", "mar-plain-2")
	a := newTestApp(t, t.TempDir())
	a.settings().MoveHints = true
	a.advise = func(*koikoi.Observation) advice.Advice {
		return advice.Advice{Move: koikoi.Gaji, Reasons: []advice.Reason{{Kind: advice.Wild}}}
	}
	a.StartGame(gajiGame(t, "museum", field, opp), store.KoikoiSave{Mode: store.ModeComputer})
	tb := a.Table()
	test.Tap(tb.Buttons["hint"])
	if w := tb.HandCards[koikoi.LightningCard]; w == nil || !w.Highlight {
		t.Error("the lightning is not lit by the Gaji's hint")
	}
	if got, want := tb.HintHead, a.T("rules.gaji.hint"); got != want {
		t.Errorf("hint %q; want %q", got, want)
	}
	if want := []string{a.T("advice.wild")}; !slices.Equal(tb.HintTexts, want) {
		t.Errorf("hint's reasons %q; want %q", tb.HintTexts, want)
	}
}
