package koikoi

import (
	"slices"
	"testing"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/sound"
)

// TestEndOfGame: a finished game asks the shell for the moment of its end
// once: a win for the winner's side, a loss otherwise, nothing asked again
// when the screen is rebuilt; in a game between two people the winner's
// celebration plays.
func TestEndOfGame(t *testing.T) {
	g := finishedGame()
	w, ok := g.State().Winner()
	if !ok {
		t.Fatal("the finished game is a draw; the test wants a winner")
	}
	for _, c := range []struct {
		name string
		mode string
		won  bool
	}{
		{"the player's side", store.ModeComputer, w == 0},
		{"pass and play", store.ModePass, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			a := newTestApp(t, t.TempDir())
			sh := shellOf(a)
			startFinished(a, c.mode)
			sh.refresh() // a rebuilt screen celebrates nothing again
			if want := []bool{c.won}; !slices.Equal(sh.celebrated, want) {
				t.Errorf("celebrated %v; want %v", sh.celebrated, want)
			}
		})
	}
}

// startFinished shows a finished game's end (past the hand-over of a game
// between two people).
func startFinished(a *App, mode string) {
	a.StartGame(finishedGame(), store.KoikoiSave{Mode: mode})
	if c := a.Match(); c.Handover() {
		c.AcceptHandover()
	}
}

// TestSoundCues: the Koi-Koi choice chimes once for the yaku (not again
// when the screen is rebuilt, nor on the return from the settings), the
// call knocks, and the round's end sounds the player's win.
func TestSoundCues(t *testing.T) {
	a := newTestApp(t, t.TempDir())
	sh := shellOf(a)
	a.StartGame(stackedGame(t), store.KoikoiSave{Mode: store.ModeComputer})
	c := a.Match()
	for _, id := range []string{"jan-crane", "mar-curtain", "aug-moon"} {
		if c.Observe().Phase != koikoi.PhasePlay {
			break
		}
		if err := c.Submit(koikoi.Play(cards(t, id)[0]), nil); err != nil {
			t.Fatal(err)
		}
	}
	if c.Observe().Phase != koikoi.PhaseKoiKoi {
		t.Fatal("the stacked round did not reach the Koi-Koi choice")
	}
	sh.refresh()
	if want := []sound.Effect{sound.Yaku}; !slices.Equal(sh.played, want) {
		t.Fatalf("at the Koi-Koi choice: played %v; want %v", sh.played, want)
	}
	a.showSettings()
	sh.pressBack()
	if b := a.Table().Buttons["shobu"]; b == nil {
		t.Fatal("no Shobu button")
	} else {
		b.OnTapped()
	}
	if want := []sound.Effect{sound.Yaku, sound.Win}; !slices.Equal(sh.played, want) {
		t.Errorf("after Shobu: played %v; want %v", sh.played, want)
	}
}
