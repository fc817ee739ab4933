package ui

import (
	"image/color"
	"math"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"

	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
	"github.com/koikoi-app/koikoi/ui/sound"
)

// The moment at a game's end: when the player wins, cherry petals and gold
// flakes drift down over the final score with a "Victory!" banner; when he
// loses, the screen rises slowly from dark under a quiet "Defeat". Each
// plays once, over the game-over screen, and is skipped with the
// Animations setting off; "fast" halves it.

// Petals in flight and how long a win's moment lasts at normal speed.
const (
	numPetals    = 36
	winDuration  = 3200 * time.Millisecond
	loseDuration = 1800 * time.Millisecond
)

// petal is one falling shape: where it starts (as fractions of the
// window's width), how fast it falls, how far and how often it sways.
type petal struct {
	shape          *canvas.Circle
	x, speed, sway float32
	swayFreq, lag  float32
	size           float32
}

// endMoment is the animated layer of a game's end.
type endMoment struct {
	Won    bool
	layer  *fyne.Container
	banner *canvas.Text
	pill   *canvas.Rectangle // behind the banner, so it reads over the scores
	veil   *canvas.Rectangle // the loss's dark veil
	petals []petal
	anim   *fyne.Animation
	size   fyne.Size
}

// newEndMoment builds the layer for a win or a loss, laid out for size.
// Its animation is not started.
func newEndMoment(won bool, text string, size fyne.Size) *endMoment {
	m := &endMoment{Won: won, size: size, layer: container.NewWithoutLayout()}
	m.banner = canvas.NewText(text, kit.GoldColor)
	m.banner.TextStyle.Bold = true
	m.banner.Alignment = fyne.TextAlignCenter
	m.pill = canvas.NewRectangle(kit.PanelColor)
	m.pill.CornerRadius = 16
	if !won {
		m.veil = canvas.NewRectangle(kit.WithAlpha(kit.BlackColor, 0xd0))
		m.banner.Color = kit.MutedColor
		m.layer.Add(m.veil)
		m.layer.Add(m.pill)
		m.layer.Add(m.banner)
		return m
	}
	// A fixed sequence (SplitMix-style), so the moment is the same each
	// time and tests can check it.
	seed := uint64(0x6b6f696b6f69)
	rnd := func() float32 {
		seed += 0x9e3779b97f4a7c15
		z := seed
		z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
		z = (z ^ z>>27) * 0x94d049bb133111eb
		return float32((z^z>>31)>>40) / float32(1<<24)
	}
	for i := range numPetals {
		p := petal{
			x: rnd(), speed: 0.7 + 0.6*rnd(), sway: 8 + 18*rnd(),
			swayFreq: 1 + 2*rnd(), lag: 0.35 * rnd(), size: 12 + 10*rnd(),
		}
		p.shape = canvas.NewCircle(kit.PetalColors[i%len(kit.PetalColors)])
		p.shape.Resize(fyne.NewSize(p.size, p.size*0.62))
		m.petals = append(m.petals, p)
		m.layer.Add(p.shape)
	}
	m.layer.Add(m.pill)
	m.layer.Add(m.banner)
	return m
}

// frame places everything for fraction f (0..1) of the moment.
func (m *endMoment) frame(f float32) {
	w, h := m.size.Width, m.size.Height
	// The banner grows in over the first fifth, then stays.
	grow := min(1, f*5)
	m.banner.TextSize = 22 + 14*easeOut(grow)
	bs := fyne.MeasureText(m.banner.Text, m.banner.TextSize, m.banner.TextStyle)
	m.banner.Resize(fyne.NewSize(w, bs.Height))
	m.banner.Move(fyne.NewPos(0, h*0.5-bs.Height/2))
	m.pill.Resize(fyne.NewSize(bs.Width+48, bs.Height+16))
	m.pill.Move(fyne.NewPos((w-bs.Width)/2-24, h*0.5-bs.Height/2-8))
	if !m.Won {
		// The veil lifts from dark; the banner fades with it at the end.
		m.veil.Resize(m.size)
		m.veil.FillColor = kit.WithAlpha(kit.BlackColor, uint8(0xd0*(1-easeOut(f))))
		c := kit.MutedColor
		c.A = uint8(0xff * min(1, 2*(1-f)))
		m.banner.Color = c
		m.pill.FillColor = withAlpha(kit.PanelColor, c.A)
		return
	}
	for i := range m.petals {
		p := &m.petals[i]
		t := max(0, f-p.lag) / (1 - p.lag) // each petal starts a little later
		y := -p.size + t*p.speed*(h+2*p.size)
		x := p.x*w + p.sway*float32(math.Sin(float64(2*math.Pi*(p.swayFreq*t+p.x))))
		p.shape.Move(fyne.NewPos(x, y))
	}
	c := kit.GoldColor
	c.A = uint8(0xff * min(1, 3*(1-f)))
	m.banner.Color = c
	m.pill.FillColor = withAlpha(kit.PanelColor, c.A)
}

// withAlpha returns c at most as opaque as a.
func withAlpha(c color.NRGBA, a uint8) color.NRGBA {
	c.A = min(c.A, a)
	return c
}

// easeOut slows a motion at its end.
func easeOut(f float32) float32 { return 1 - (1-f)*(1-f) }

// start plays the moment once with the app's animation speed; at its end
// the layer empties. With animations off nothing is shown.
func (m *endMoment) start(a *App) {
	d := loseDuration
	if m.Won {
		d = winDuration
	}
	switch a.Settings.Animation {
	case store.AnimOff:
		m.layer.Hide()
		return
	case store.AnimFast:
		d /= 2
	case store.AnimSlow:
		d *= 2
	}
	m.frame(0)
	m.anim = fyne.NewAnimation(d, func(f float32) {
		m.frame(f)
		m.layer.Refresh()
		if f >= 1 {
			m.layer.Hide()
		}
	})
	m.anim.Curve = fyne.AnimationLinear
	m.anim.Start()
}

// stop ends the moment at once.
func (m *endMoment) stop() {
	if m.anim != nil {
		m.anim.Stop()
	}
	m.layer.Hide()
}

// celebrate lays the end-of-game moment over screen, with its sound: the
// petals and gold of a win, or the slow dusk of a loss. Both games end
// with it (Ikebana through its Host).
func (a *App) celebrate(screen fyne.CanvasObject, won bool) fyne.CanvasObject {
	text, effect := a.T("shell.end.win"), sound.Win
	if !won {
		text, effect = a.T("shell.end.lose"), sound.Lose
	}
	a.Sound.Play(effect)
	if a.moment != nil {
		a.moment.stop()
	}
	a.moment = newEndMoment(won, text, a.Win.Canvas().Size())
	a.moment.start(a)
	return container.NewStack(screen, a.moment.layer)
}
