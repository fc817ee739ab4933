package koikoi

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/store"
)

// viewingGame deals a round in which the computer, after the player's
// first turn (a January card laid down, the phoenix drawn), takes the
// curtain with its first card and the sake cup with its draw: Hanami-zake.
func viewingGame(t *testing.T) *koikoi.Game {
	t.Helper()
	mine := cards(t, "jan-plain-1", "jan-plain-2", "feb-plain-1", "feb-plain-2", "apr-plain-1", "apr-plain-2", "may-plain-1", "nov-swallow")
	field := cards(t, "mar-plain-1", "sep-plain-1", "jun-plain-1", "jun-plain-2", "jul-plain-1", "jul-plain-2", "aug-plain-1", "aug-plain-2")
	opp := cards(t, "mar-curtain", "oct-deer", "oct-blue", "oct-plain-1", "nov-ribbon", "dec-plain-1", "dec-plain-2", "dec-plain-3")
	return dealtGame(t, koikoi.MustPreset("standard"), mine, field, opp, cards(t, "dec-phoenix", "sep-sake")...)
}

// callsKoiKoi is firstMove, but it calls Koi-Koi when it may.
type callsKoiKoi struct{}

func (callsKoiKoi) Move(obs *koikoi.Observation) koikoi.Move {
	if obs.IsLegal(koikoi.KoiKoi) {
		return koikoi.KoiKoi
	}
	return firstMove{}.Move(obs)
}

// startViewing starts viewingGame against computer p with "wait for a
// tap after each computer's turn" set to hold, and plays the player's
// first card: the computer's turn follows.
func startViewing(t *testing.T, p Player, hold bool) *App {
	t.Helper()
	a := newTestApp(t, t.TempDir())
	a.settings().TapToContinue = hold
	a.newPlayer = func(string) (Player, error) { return p, nil }
	a.StartGame(viewingGame(t), store.KoikoiSave{Mode: store.ModeComputer})
	if err := a.Match().Submit(koikoi.Play(cards(t, "jan-plain-1")[0]), nil); err != nil {
		t.Fatal(err)
	}
	return a
}

// tapTable taps the window's canvas at the middle of card c's place, as a
// finger would: what lies on top answers.
func tapTable(a *App, c koikoi.Card) {
	w := a.Table().cards[c]
	test.TapCanvas(shellOf(a).win.Canvas(), w.Position().Add(fyne.NewPos(w.Size().Width/2, w.Size().Height/2)))
}

// TestHeldAfterComputersShobu: with the setting on, the computer's Shobu
// is shown on the table, held, which says so and offers Continue, until a
// tap anywhere (here on the message area) shows the round's result; with
// the setting off the result shows at once.
func TestHeldAfterComputersShobu(t *testing.T) {
	a := startViewing(t, firstMove{}, true)
	tb := a.Table()
	if ph := a.Match().Observe().Phase; ph != koikoi.PhaseRoundOver {
		t.Fatalf("after the computer's turn the phase is %v; want the round over (its Shobu)", ph)
	}
	if caps := a.Match().Game.State().Captured(1); !caps.Has(cards(t, "sep-sake")[0]) {
		t.Fatalf("the computer's captures %v lack the sake cup", caps)
	}
	if tb.root.Objects[0] != tb.view || tb.Buttons["continue"] == nil || tb.Buttons["next"] != nil {
		t.Fatal("setting on: the computer's Shobu does not hold the table with a Continue button")
	}
	if got, want := tb.Status.Text, a.T("ui.table.held.end"); got != want {
		t.Errorf("held at the round's end, the status says %q; want %q", got, want)
	}
	m := tb.geometry().msg // the message area: untouched, a tap there opens the game log
	test.TapCanvas(shellOf(a).win.Canvas(), m.Pos.Add(fyne.NewPos(m.Size.Width/2, m.Size.Height/2)))
	if tb.Buttons["next"] == nil || tb.Buttons["continue"] != nil {
		t.Fatal("a tap on the held table did not show the round's result")
	}

	a = startViewing(t, firstMove{}, false)
	if tb := a.Table(); tb.Buttons["next"] == nil || tb.Buttons["continue"] != nil {
		t.Fatal("setting off: the computer's Shobu did not show the round's result at once")
	}
}

// TestHeldAfterComputersKoiKoi: with the setting on, the computer's
// Koi-Koi call holds the table, saying so, its hand dimmed and untouched
// by the tap that goes on (the Continue button); then the player plays.
// With the setting off the player's turn follows at once.
func TestHeldAfterComputersKoiKoi(t *testing.T) {
	a := startViewing(t, callsKoiKoi{}, true)
	tb, c := a.Table(), a.Match()
	if !c.MyTurn() || c.Observe().KoiOpp != 1 {
		t.Fatalf("after the computer's turn: my turn %v, its calls %d; want my turn after one call", c.MyTurn(), c.Observe().KoiOpp)
	}
	want := a.T("ui.table.held.koikoi", M{"Name": a.T("term.computer")})
	if b := tb.Buttons["continue"]; b == nil || tb.Status.Text != want {
		t.Fatalf("setting on: the status says %q, Continue %v; want %q and the button", tb.Status.Text, b, want)
	}
	feb := cards(t, "feb-plain-1")[0]
	if w := tb.cards[feb]; !w.Dim {
		t.Error("held: the player's hand is not dimmed")
	}
	moves := c.Game.Moves()
	test.Tap(tb.Buttons["continue"])
	if c.Game.Moves() != moves || tb.Buttons["continue"] != nil {
		t.Fatal("Continue played a card, or the table stays held")
	}
	if got, want := tb.Status.Text, a.T("ui.status.play"); got != want {
		t.Errorf("after Continue the status says %q; want %q", got, want)
	}
	tapTable(a, feb)
	tapTable(a, feb) // tap to select, tap again to play
	if c.Game.Moves() == moves {
		t.Error("after Continue the player's taps play nothing")
	}

	a = startViewing(t, callsKoiKoi{}, false)
	if tb := a.Table(); tb.Buttons["continue"] != nil || tb.Status.Text != a.T("ui.status.play") {
		t.Errorf("setting off: the status says %q after the computer's call; want the player's turn", tb.Status.Text)
	}
}
