package ikebana

import (
	"image"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/assets"
	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// Card pictures are drawn from the assets' SVG once per pixel size, with a
// baked shadow, and shared by every card widget (kit.Pictures), as
// Koi-Koi's are.
var pictures = &kit.Pictures{Draw: kit.SVGDraw(cardSVG), Shadow: 1.5, Max: 400}

// cardSVG returns the SVG of card key (an ikebana.Card; NoCard: the back).
func cardSVG(key any) ([]byte, error) {
	if c := key.(ikebana.Card); c.Valid() {
		return assets.IkebanaCardSVG(c.String())
	}
	return assets.IkebanaBackSVG(), nil
}

// cardAspect is a card's height over its width.
const cardAspect = 1.5

// CardWidget shows one card (NoCard: its back), dimmed when it cannot be
// taken. Marked frames it, a little apart from its edge, in cream: a colour
// and a shape no card's own border has (the yellow cards' and the jokers'
// are gold, and touch the picture). Counts adds a check badge on its
// corner: the card counts in its bouquet's score.
type CardWidget struct {
	widget.BaseWidget
	Card   ikebana.Card
	Dim    bool
	Marked bool
	Counts bool
	// Empty shows nothing but keeps the card's place (a hidden object has
	// no place on the canvas, and a flight needs one to land on).
	Empty bool
}

func newCardWidget(c ikebana.Card) *CardWidget {
	v := &CardWidget{Card: c}
	v.ExtendBaseWidget(v)
	return v
}

// MinSize is the smallest a card shows.
func (v *CardWidget) MinSize() fyne.Size { return fyne.NewSize(20, 30) }

func (v *CardWidget) CreateRenderer() fyne.WidgetRenderer {
	r := &cardRenderer{v: v}
	r.CardRenderer = kit.NewCardRenderer(func(w, h int) image.Image {
		scale := float32(1)
		if c := fyne.CurrentApp().Driver().CanvasForObject(v); c != nil {
			scale = c.Scale()
		}
		return pictures.Get(v.Card, w, h, scale)
	}, kit.WithAlpha(kit.BlackColor, 0x90))
	r.disc = canvas.NewCircle(kit.MarkColor)
	r.disc.StrokeColor = theme.Color(theme.ColorNameBackground)
	r.disc.StrokeWidth = 1.5
	r.tick = canvas.NewImageFromResource(theme.NewColoredResource(theme.ConfirmIcon(), theme.ColorNameBackground))
	r.objs = append(r.CardRenderer.Objects(), r.disc, r.tick)
	r.Refresh()
	return r
}

// cardRenderer fills the card's place with its picture, and the check
// badge over its corner.
type cardRenderer struct {
	kit.CardRenderer
	v    *CardWidget
	disc *canvas.Circle // the check badge: a disc with a tick
	tick *canvas.Image
	objs []fyne.CanvasObject
}

func (r *cardRenderer) Layout(s fyne.Size) {
	r.Place(fyne.Position{}, s, 3, 4) // a band of felt between the card's edge and the frame
	d := min(max(s.Width*0.42, 14), 22)
	r.disc.Move(fyne.NewPos(s.Width-d*0.7, -d*0.3))
	r.disc.Resize(fyne.NewSquareSize(d))
	r.tick.Move(r.disc.Position().AddXY(d*0.15, d*0.15))
	r.tick.Resize(fyne.NewSquareSize(d * 0.7))
}

// Objects returns the card's drawing and the badge over it.
func (r *cardRenderer) Objects() []fyne.CanvasObject { return r.objs }

func (r *cardRenderer) MinSize() fyne.Size { return r.v.MinSize() }

// Refresh frames a marked card, badges one that counts and veils one that
// cannot be taken.
func (r *cardRenderer) Refresh() {
	var frame color.Color
	if r.v.Marked || r.v.Counts {
		frame = kit.MarkColor
	}
	r.Style(frame, 2, r.v.Dim, r.v.Empty)
	r.disc.Hidden = !r.v.Counts || r.v.Empty
	r.tick.Hidden = r.disc.Hidden
	r.CardRenderer.Refresh()
	r.disc.Refresh()
	r.tick.Refresh()
}

// cardRow lays cards out side by side at the card's aspect, as large as
// the space allows up to maxH, aligned left (or centred).
type cardRow struct {
	maxH   float32
	gap    float32
	center bool
	slots  int // lays out for at least this many cards
}

func (l *cardRow) size(s fyne.Size, n int) (w, h float32) {
	n = max(n, l.slots, 1)
	h = s.Height
	if l.maxH > 0 {
		h = min(h, l.maxH)
	}
	w = h / cardAspect
	if fit := (s.Width - l.gap*float32(n-1)) / float32(n); fit < w {
		w, h = fit, fit*cardAspect
	}
	return w, h
}

func (l *cardRow) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	w, h := l.size(s, len(objs))
	x := float32(0)
	if l.center {
		n := float32(len(objs))
		x = (s.Width - n*w - (n-1)*l.gap) / 2
	}
	y := (s.Height - h) / 2
	for _, o := range objs {
		o.Move(fyne.NewPos(x, y))
		o.Resize(fyne.NewSize(w, h))
		x += w + l.gap
	}
}

func (l *cardRow) MinSize(objs []fyne.CanvasObject) fyne.Size {
	n := max(len(objs), l.slots, 1)
	return fyne.NewSize(float32(n)*14+float32(n-1)*l.gap, 21)
}
