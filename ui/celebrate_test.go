package ui

import (
	"testing"

	"fyne.io/fyne/v2"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/sound"
)

// recorder is a sound output that remembers the effects played.
type recorder struct{ played []sound.Effect }

func (r *recorder) Play(pcm []byte) {
	for e := range sound.NumEffects {
		if string(e.PCM()) == string(pcm) {
			r.played = append(r.played, e)
		}
	}
}

// listen gives the app a sound output that records (no device is opened).
func listen(a *App) *recorder {
	rec := &recorder{}
	a.Sound = sound.NewPlayer(rec)
	return rec
}

// TestEndOfGame: a finished game shows the moment of its end once, with
// its sound: a win for the winner's side, a loss otherwise, nothing
// played again when the screen is rebuilt, and no motion with animations
// off.
func TestEndOfGame(t *testing.T) {
	g := finishedGame()
	w, ok := g.State().Winner()
	if !ok {
		t.Fatal("the finished game is a draw; the test wants a winner")
	}
	for _, c := range []struct {
		name   string
		viewer koikoi.Seat
		mode   string
		won    bool
	}{
		{"the player's side", w, store.ModeComputer, w == 0},
		{"pass and play", 0, store.ModePass, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			a := newTestApp(t, t.TempDir())
			rec := listen(a)
			a.Settings.Animation = store.AnimNormal
			startFinished(a, c.mode)
			want := sound.Lose
			if c.won {
				want = sound.Win
			}
			if a.Moment == nil || a.Moment.Won != c.won {
				t.Fatalf("moment %+v; want won=%v", a.Moment, c.won)
			}
			a.Refresh() // a rebuilt screen plays nothing again
			if len(rec.played) != 1 || rec.played[0] != want {
				t.Errorf("played %v; want [%v]", rec.played, want)
			}
			a.Moment.stop()
		})
	}
	t.Run("animations off", func(t *testing.T) {
		a := newTestApp(t, t.TempDir()) // animations off
		startFinished(a, store.ModePass)
		if a.Moment == nil || a.Moment.layer.Visible() {
			t.Error("with animations off the moment moves on screen")
		}
	})
}

// startFinished shows a finished game's end (past the hand-over of a game
// between two people).
func startFinished(a *App, mode string) {
	a.StartGame(finishedGame(), store.Save{Mode: mode})
	if c := a.Controller(); c.NeedHandover() {
		c.AcceptHandover()
	}
}

// TestEndMomentFrames checks the win's petals and the loss's veil between
// frames: petals start above the window, drift inside it, and have fallen
// out of it at the end; the veil lifts from dark to clear.
func TestEndMomentFrames(t *testing.T) {
	size := fyne.NewSize(360, 640)
	m := newEndMoment(true, "Victory!", size)
	m.frame(0)
	for _, p := range m.petals {
		if p.shape.Position().Y > 0 {
			t.Fatalf("at the start a petal is at %v; want above the window", p.shape.Position())
		}
	}
	m.frame(0.5)
	inside := 0
	for _, p := range m.petals {
		pos := p.shape.Position()
		if pos.X < -40 || pos.X > size.Width+40 {
			t.Errorf("a petal drifted to x=%v, off the window", pos.X)
		}
		if pos.Y > 0 && pos.Y < size.Height {
			inside++
		}
	}
	if inside < numPetals/2 {
		t.Errorf("half-way %d of %d petals are on screen", inside, numPetals)
	}
	m.frame(1)
	for _, p := range m.petals {
		if p.shape.Position().Y < size.Height*0.6 {
			t.Errorf("at the end a petal is still at y=%v", p.shape.Position().Y)
		}
	}
	l := newEndMoment(false, "Defeat", size)
	l.frame(0)
	dark := l.veil.FillColor
	l.frame(1)
	if _, _, _, a0 := dark.RGBA(); a0 == 0 {
		t.Error("a loss does not start dark")
	}
	if _, _, _, a1 := l.veil.FillColor.RGBA(); a1 != 0 {
		t.Error("a loss's veil does not lift")
	}
}

// TestSoundCues: the Koi-Koi choice chimes once for the yaku (not again
// when the screen is rebuilt), the call knocks, and the round's end sounds
// the player's win; the switch in the settings silences it all.
func TestSoundCues(t *testing.T) {
	a := newTestApp(t, t.TempDir())
	rec := listen(a)
	a.StartGame(stackedGame(t), store.Save{Mode: store.ModeComputer})
	c := a.Controller()
	for _, id := range []string{"jan-crane", "mar-curtain", "aug-moon"} {
		if c.Observe().Phase != koikoi.PhasePlay {
			break
		}
		if err := c.Play(koikoi.Play(cards(t, id)[0])); err != nil {
			t.Fatal(err)
		}
	}
	if c.Observe().Phase != koikoi.PhaseKoiKoi {
		t.Fatal("the stacked round did not reach the Koi-Koi choice")
	}
	a.Refresh()
	if want := []sound.Effect{sound.Yaku}; !equalEffects(rec.played, want) {
		t.Fatalf("at the Koi-Koi choice: played %v; want %v", rec.played, want)
	}
	a.ShowSettings()
	a.SettingsSound.SetChecked(false)
	if !a.Settings.Mute {
		t.Error("the sound switch does not mute")
	}
	a.SettingsSound.SetChecked(true)
	a.Back()
	if b := a.Table().Buttons["shobu"]; b == nil {
		t.Fatal("no Shobu button")
	} else {
		b.OnTapped()
	}
	if want := []sound.Effect{sound.Yaku, sound.Win}; !equalEffects(rec.played, want) {
		t.Errorf("after Shobu: played %v; want %v", rec.played, want)
	}
	a.Sound.SetEnabled(false)
	a.Sound.Play(sound.Capture)
	if len(rec.played) != 2 {
		t.Errorf("a muted player played %v", rec.played[2:])
	}
}

func equalEffects(a, b []sound.Effect) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// BenchmarkEndMomentFrame measures one frame of the win's moment: placing
// the 36 petals and the banner.
func BenchmarkEndMomentFrame(b *testing.B) {
	m := newEndMoment(true, "Victory!", fyne.NewSize(412, 915))
	b.ReportAllocs()
	f := float32(0)
	for b.Loop() {
		m.frame(f)
		f += 1.0 / 192
		if f > 1 {
			f = 0
		}
	}
}
