package ikebana

import (
	"image"
	"image/color"

	"fyne.io/fyne/v2"
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

// cardView shows one card (NoCard: its back), dimmed when it cannot be
// taken and framed in gold when it belongs to a combination.
type cardView struct {
	widget.BaseWidget
	Card   ikebana.Card
	Dim    bool
	Marked bool
	// Empty shows nothing but keeps the card's place (a hidden object has
	// no place on the canvas, and a flight needs one to land on).
	Empty bool
}

func newCardView(c ikebana.Card) *cardView {
	v := &cardView{Card: c}
	v.ExtendBaseWidget(v)
	return v
}

// MinSize is the smallest a card shows.
func (v *cardView) MinSize() fyne.Size { return fyne.NewSize(20, 30) }

func (v *cardView) CreateRenderer() fyne.WidgetRenderer {
	r := &cardRenderer{v: v}
	r.CardRenderer = kit.NewCardRenderer(func(w, h int) image.Image {
		scale := float32(1)
		if c := fyne.CurrentApp().Driver().CanvasForObject(v); c != nil {
			scale = c.Scale()
		}
		return pictures.Get(v.Card, w, h, scale)
	}, color.NRGBA{A: 0x90})
	r.Refresh()
	return r
}

// cardRenderer fills the card's place with its picture.
type cardRenderer struct {
	kit.CardRenderer
	v *cardView
}

func (r *cardRenderer) Layout(s fyne.Size) { r.Place(fyne.Position{}, s, 3, 2) }

func (r *cardRenderer) MinSize() fyne.Size { return r.v.MinSize() }

// Refresh frames a card of a combination in gold and veils one that cannot
// be taken.
func (r *cardRenderer) Refresh() {
	var frame color.Color
	if r.v.Marked {
		frame = kit.GoldColor
	}
	r.Style(frame, 3, r.v.Dim, r.v.Empty)
	r.CardRenderer.Refresh()
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
