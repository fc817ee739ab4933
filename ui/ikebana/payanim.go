package ikebana

import (
	"image/color"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"github.com/koikoi-app/koikoi/ui/kit"
)

// A payment between two florists shows as a gold token carrying the
// amount, flying from the payer's prestige to the payee's: the payer's
// counter goes down as it leaves, lit red; the payee's goes up when it
// lands, lit gold. It is one step of the table's sequencer, at the
// Animations setting's pace (none when animations are off), so that taps
// wait for it as they wait for the cards.

const (
	// payTime is how long a payment takes at normal speed: the token's
	// flight, then the payee's highlight.
	payTime = 800 * time.Millisecond
	// payLand is the fraction of the step at which the token lands.
	payLand = 0.6
	// coinSize is the token's diameter.
	coinSize = 28
)

// The highlights' shades, from off to full, made once: a frame picks one
// and allocates nothing.
var (
	paidShades = shades(color.NRGBA{R: 0xd9, G: 0x4a, B: 0x3d, A: 0xd0})
	gotShades  = shades(color.NRGBA{R: 0xf2, G: 0xc1, B: 0x4e, A: 0x90})
)

// shadeSteps is how many shades a highlight fades through.
const shadeSteps = 16

func shades(c color.NRGBA) *[shadeSteps + 1]color.Color {
	var out [shadeSteps + 1]color.Color
	for i := range out {
		k := c
		k.A = uint8(int(c.A) * i / shadeSteps)
		out[i] = k
	}
	return &out
}

// badge is a florist's prestige on the table: its text over a glow that
// lights when prestige leaves or comes.
type badge struct {
	box   *fyne.Container
	text  *canvas.Text
	glow  *canvas.Rectangle
	shade int // the glow's shade index, 0: off
}

func newBadge() *badge {
	b := &badge{text: newText("", 13, goldColor, false), glow: canvas.NewRectangle(color.Transparent)}
	b.glow.CornerRadius = 5
	b.box = container.New(glowLayout{}, b.glow, b.text)
	return b
}

// set shows prestige text s.
func (b *badge) set(s string) {
	if b.text.Text != s {
		b.text.Text = s
		b.text.Refresh()
	}
}

// light sets the glow to fraction f (0: off, 1: full) of shades.
func (b *badge) light(sh *[shadeSteps + 1]color.Color, f float32) {
	i := int(min(max(f, 0), 1)*shadeSteps + 0.5)
	if i == b.shade && (i == 0 || b.glow.FillColor == sh[i]) {
		return
	}
	b.shade = i
	b.glow.FillColor = sh[i]
	b.glow.Refresh()
}

// glowLayout lays a badge out: the text at its place, the glow a little
// larger around it.
type glowLayout struct{}

func (glowLayout) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	glow, text := objs[0], objs[1]
	text.Move(fyne.NewPos(0, 0))
	text.Resize(s)
	glow.Move(fyne.NewPos(-5, -2))
	glow.Resize(fyne.NewSize(s.Width+10, s.Height+4))
}

func (glowLayout) MinSize(objs []fyne.CanvasObject) fyne.Size { return objs[1].MinSize() }

// coin is the prestige token: a gold disc with the amount.
type coin struct {
	box  *fyne.Container
	text *canvas.Text
}

func newCoin() *coin {
	disc := canvas.NewCircle(goldColor)
	disc.StrokeColor = color.NRGBA{R: 0x7a, G: 0x55, B: 0x10, A: 0xff}
	disc.StrokeWidth = 2
	c := &coin{text: newText("", 14, color.NRGBA{R: 0x3a, G: 0x24, B: 0x05, A: 0xff}, true)}
	c.text.Alignment = fyne.TextAlignCenter
	c.box = container.NewStack(disc, container.NewCenter(c.text))
	c.box.Hide()
	return c
}

// coinAt returns where the token lies over badge b: centred on it.
func (b *board) coinAt(bg *badge) kit.Rect {
	r := b.rectOf(bg.box, -1)
	c := r.Pos.Add(fyne.NewPos(r.Size.Width/2, r.Size.Height/2))
	return kit.Rect{Pos: c.Subtract(fyne.NewPos(coinSize/2, coinSize/2)), Size: fyne.NewSize(coinSize, coinSize)}
}

// payStep shows payment pay, made by a payer with prestige from to a
// payee with prestige to.
func (b *board) payStep(pay payment, from, to int) kit.Beat {
	l := b.a.l()
	payer, payee := b.badgeOf(pay.from), b.badgeOf(pay.to)
	down := l.N("ikebana.cli.prestige", from-pay.amount)
	up := l.N("ikebana.cli.prestige", to+pay.amount)
	amount := strconv.Itoa(pay.amount)
	landed := false
	return kit.Beat{
		Duration: payTime,
		Begin: func() []*kit.Mover {
			b.coin.text.Text = amount
			b.coin.text.Refresh()
			payer.set(down)
			b.coin.box.Show()
			b.layer.Raise(b.coin.box)
			return []*kit.Mover{{Obj: b.coin.box, From: b.coinAt(payer), To: b.coinAt(payee), End: payLand}}
		},
		Frame: func(f float32) {
			payer.light(paidShades, 1-f/payLand)
			if f < payLand {
				return
			}
			if !landed {
				landed = true
				payee.set(up)
			}
			payee.light(gotShades, 1-0.5*(f-payLand)/(1-payLand))
		},
		Done: func() {
			b.coin.box.Hide()
			payer.light(paidShades, 0)
			payee.light(gotShades, 0)
		},
	}
}

// mineHead lays out the line over the player's bouquet: the name and
// prestige, as on the other florists' rows, then how the bouquet stands,
// wrapping in the width left. With lines set (a label of as many lines as
// the info may take) it keeps that height: the bouquet under it stays put
// when the info wraps (the tutorial's board).
type mineHead struct {
	lines fyne.CanvasObject
}

func (*mineHead) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	name, prestige, info := objs[0], objs[1], objs[2]
	ns, ps := name.MinSize(), prestige.MinSize()
	// the texts centred on the info's first line
	mid := theme.InnerPadding() + fyne.MeasureText("0", theme.CaptionTextSize(), fyne.TextStyle{}).Height/2
	name.Move(fyne.NewPos(seatGap, mid-ns.Height/2))
	name.Resize(ns)
	px := seatGap + ns.Width + seatGap
	prestige.Move(fyne.NewPos(px, mid-ps.Height/2))
	prestige.Resize(ps)
	ix := px + ps.Width + 2
	info.Move(fyne.NewPos(ix, 0))
	info.Resize(fyne.NewSize(max(s.Width-ix, 0), s.Height))
}

func (l *mineHead) MinSize(objs []fyne.CanvasObject) fyne.Size {
	ns, ps, is := objs[0].MinSize(), objs[1].MinSize(), objs[2].MinSize()
	h := max(ns.Height, ps.Height, is.Height)
	if l.lines != nil {
		h = max(h, l.lines.MinSize().Height)
	}
	return fyne.NewSize(ns.Width+ps.Width+2*seatGap+2+is.Width, h)
}
