package koikoi

import (
	"image"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// cardRatio is a card's width over its height.
const cardRatio = 2.0 / 3.0

// CardWidget shows one card, or the back of one. A tap calls OnTapped;
// a long press (a right click on a desktop) calls OnLongPress, which the
// table uses to show the card enlarged.
type CardWidget struct {
	widget.BaseWidget

	Card      koikoi.Card // koikoi.NoCard shows the back
	Back      bool        // face down: the back of a known card
	Labels    bool        // draw the corner label
	Selected  bool        // lifted: the card about to be played
	Highlight bool        // a gold frame: a possible target
	Dim       bool        // greyed: not playable now
	// Marked frames in vermilion a card the other side played or drew,
	// with the animations off, until the player's next move.
	Marked   bool
	MinWidth float32
	// PicSize, when set, is the size the picture is drawn at and then
	// scaled to the widget's: a moving card keeps the picture of where it
	// lands instead of drawing one at each size it passes.
	PicSize fyne.Size

	OnTapped    func()
	OnLongPress func()
}

var (
	_ fyne.Tappable          = (*CardWidget)(nil)
	_ fyne.SecondaryTappable = (*CardWidget)(nil)
	_ fyne.Widget            = (*CardWidget)(nil)
)

// NewCardWidget returns a widget showing card c.
func NewCardWidget(c koikoi.Card, labels bool) *CardWidget {
	w := &CardWidget{Card: c, Labels: labels}
	w.ExtendBaseWidget(w)
	return w
}

// Tapped calls OnTapped.
func (w *CardWidget) Tapped(*fyne.PointEvent) {
	if w.OnTapped != nil {
		w.OnTapped()
	}
}

// TappedSecondary calls OnLongPress: a long press on a phone.
func (w *CardWidget) TappedSecondary(*fyne.PointEvent) {
	if w.OnLongPress != nil {
		w.OnLongPress()
	}
}

// MinSize keeps the card at least MinWidth wide.
func (w *CardWidget) MinSize() fyne.Size {
	mw := w.MinWidth
	if mw == 0 {
		mw = 16
	}
	return fyne.NewSize(mw, mw/cardRatio)
}

// CreateRenderer draws the card picture with its frames.
func (w *CardWidget) CreateRenderer() fyne.WidgetRenderer {
	r := &cardRenderer{w: w}
	r.CardRenderer = kit.NewCardRenderer(r.picture, kit.CardShadow)
	r.style()
	return r
}

// cardRenderer keeps the card's picture at its ratio, lifted when selected.
type cardRenderer struct {
	kit.CardRenderer
	w      *CardWidget
	card   koikoi.Card
	labels bool
}

func (r *cardRenderer) Layout(s fyne.Size) {
	// The picture keeps its ratio, centred in s.
	cw, ch := s.Width, s.Width/cardRatio
	if ch > s.Height {
		ch = s.Height
		cw = ch * cardRatio
	}
	pos := fyne.NewPos((s.Width-cw)/2, (s.Height-ch)/2)
	if r.w.Selected {
		// Lifted within its own place, frame included: a selected card
		// never covers the text above the hand.
		top := pos.Y + 2
		cw, ch = cw*0.92, ch*0.92
		pos = fyne.NewPos((s.Width-cw)/2, top)
	}
	r.Place(pos, fyne.NewSize(cw, ch), cw*0.07, 2)
}

func (r *cardRenderer) MinSize() fyne.Size { return r.w.MinSize() }

// shown returns the picture the card shows: its face or the back.
func (w *CardWidget) shown() (koikoi.Card, bool) {
	if w.Back {
		return koikoi.NoCard, false
	}
	return w.Card, w.Labels
}

// picture draws the card for a raster of pw×ph pixels, from the cache.
func (r *cardRenderer) picture(pw, ph int) image.Image {
	size := r.Picture.Size()
	scale := float32(1)
	if size.Width > 0 {
		scale = float32(pw) / size.Width
	}
	if ps := r.w.PicSize; ps.Width > 0 && size.Width > 0 {
		pw, ph = int(ps.Width*scale+0.5), int(ps.Height*scale+0.5)
	}
	return cardImage(r.card, r.labels, pw, ph, scale)
}

// Refresh shows the card's state.
func (r *cardRenderer) Refresh() {
	r.style()
	r.Layout(r.w.Size())
	r.CardRenderer.Refresh()
}

// style frames a possible target in gold, the selected card in white and
// a card the other side just played or drew in vermilion, and veils a
// card that cannot be played.
func (r *cardRenderer) style() {
	w := r.w
	r.card, r.labels = w.shown()
	frame, width := color.Color(kit.GoldColor), float32(0)
	switch {
	case w.Selected:
		frame, width = kit.WhiteColor, 3
	case w.Highlight:
		width = 3
	case w.Marked:
		frame, width = kit.RedColor, 3
	}
	r.Style(frame, width, w.Dim, false)
}
