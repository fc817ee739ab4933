package ui

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

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

// TestEndOfGameMoment: the moment of a game's end shows once per call
// with its sound, a win's or a loss's, and moves nothing with animations
// off.
func TestEndOfGameMoment(t *testing.T) {
	for _, won := range []bool{true, false} {
		a := newTestApp(t, storeDir(t))
		rec := listen(a)
		a.Settings.Animation = store.AnimNormal
		a.celebrate(widget.NewLabel("end"), won)
		want := sound.Lose
		if won {
			want = sound.Win
		}
		if a.moment == nil || a.moment.Won != won {
			t.Fatalf("no moment with won=%v", won)
		}
		if !slices.Equal(rec.played, []sound.Effect{want}) {
			t.Errorf("played %v; want [%v]", rec.played, want)
		}
		a.moment.stop()
	}
	a := newTestApp(t, storeDir(t)) // animations off
	a.celebrate(widget.NewLabel("end"), true)
	if a.moment == nil || a.moment.layer.Visible() {
		t.Error("with animations off the moment moves on screen")
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

// TestSoundSwitch: the switch in the settings silences the sounds and
// is saved.
func TestSoundSwitch(t *testing.T) {
	a := newTestApp(t, storeDir(t))
	rec := listen(a)
	a.ShowSettings()
	a.settingsSound.SetChecked(false)
	if !a.Settings.Mute {
		t.Error("the sound switch does not mute")
	}
	a.Sound.Play(sound.Capture)
	a.settingsSound.SetChecked(true)
	a.Sound.Play(sound.Yaku)
	if want := []sound.Effect{sound.Yaku}; !slices.Equal(rec.played, want) {
		t.Errorf("played %v; want %v", rec.played, want)
	}
	if s, _ := a.Store.LoadSettings(); s.Mute {
		t.Error("the sound switched back on is not saved")
	}
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
