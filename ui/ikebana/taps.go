package ikebana

import (
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	iketutorial "github.com/koikoi-app/koikoi/engine/ikebana/tutorial"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// A player acts with the buttons or on the cards themselves, at the table
// and in the lessons alike: a tap on the pile draws, on the card turned
// over keeps it, on another florist's discard top buys it. A tap that
// cannot act is answered with why (a bouquet's cards stay in it, another
// florist is playing, a purchase after drawing...), and so is a tap on a
// disabled button. One catcher under the board finds what a tap fell on
// (spotAt): the cards stay drawings, the buttons stay the 48 dp targets.

// spotKind is what a tap on the board fell on.
type spotKind uint8

const (
	spotNone    spotKind = iota
	spotPile             // the pile
	spotDrawn            // the card turned over
	spotTop              // a florist's discard top
	spotBouquet          // a florist's bouquet
)

// spot is a place on the board: its kind and, for a discard top or a
// bouquet, whose.
type spot struct {
	kind spotKind
	seat ikebana.Seat
}

// move returns the move a tap on s asks for: Draw, Keep or Buy; ok is
// false where no move is asked for (a bouquet, the felt).
func (s spot) move() (ikebana.Move, bool) {
	switch s.kind {
	case spotPile:
		return ikebana.Draw, true
	case spotDrawn:
		return ikebana.Keep, true
	case spotTop:
		return ikebana.Buy(s.seat), true
	}
	return ikebana.Move{}, false
}

// spotAt returns what lies at the absolute position pos of the board.
func (b *board) spotAt(pos fyne.Position) spot {
	d := fyne.CurrentApp().Driver()
	in := func(o fyne.CanvasObject) bool {
		if !o.Visible() {
			return false
		}
		p, s := d.AbsolutePositionForObject(o), o.Size()
		return pos.X >= p.X && pos.Y >= p.Y && pos.X < p.X+s.Width && pos.Y < p.Y+s.Height
	}
	switch {
	case in(b.pile):
		return spot{kind: spotPile}
	case in(b.drawn) && !b.drawn.Empty:
		return spot{kind: spotDrawn}
	case in(b.myTop):
		return spot{kind: spotTop, seat: b.me}
	case in(b.mine):
		return spot{kind: spotBouquet, seat: b.me}
	}
	for _, r := range b.rows {
		switch {
		case in(r.top):
			return spot{kind: spotTop, seat: r.seat}
		case in(r.bouquet):
			return spot{kind: spotBouquet, seat: r.seat}
		}
	}
	return spot{}
}

// bouquetAnswer says, to the florist to move in st, that a bouquet's
// cards stay in it, and what to tap instead.
func bouquetAnswer(st ikebana.State) iketutorial.Text {
	if st.Phase() == ikebana.PhaseDrawn {
		return iketutorial.Text{ID: "ikebanaapp.table.why.bouquet.drawn", Data: map[string]any{"Card": st.Drawn()},
			Claims: []iketutorial.Claim{{Place: iketutorial.TurnedOver, Card: st.Drawn()}}}
	}
	return iketutorial.Text{ID: "ikebanaapp.table.why.bouquet.start"}
}

// say renders a lesson's text with the match's names (a person's name in
// pass-and-play).
func (a *App) say(t iketutorial.Text) string { return a.sayWith(a.w(), t) }

// sayWith renders a text with the names of w.
func (a *App) sayWith(w words, t iketutorial.Text) string {
	return t.RenderWith(w.l, func(v any) (string, bool) {
		switch v := v.(type) {
		case iketutorial.Name:
			return w.name(ikebana.Seat(v)), true
		case iketutorial.Payee:
			return w.payee(ikebana.Seat(v)), true
		}
		return "", false
	})
}

// tapCatcher is an invisible layer under a board that hands on where each
// tap fell (the buttons over it take their own taps).
type tapCatcher struct {
	widget.BaseWidget
	onTap func(abs fyne.Position)
}

var _ fyne.Tappable = (*tapCatcher)(nil)

func newTapCatcher(f func(fyne.Position)) *tapCatcher {
	c := &tapCatcher{onTap: f}
	c.ExtendBaseWidget(c)
	return c
}

// Tapped hands the tap's position on.
func (c *tapCatcher) Tapped(e *fyne.PointEvent) { c.onTap(e.AbsolutePosition) }

// CreateRenderer draws nothing.
func (c *tapCatcher) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(canvas.NewRectangle(color.Transparent))
}

// actionButton is a decision's button. Disabled, it looks so: no fill, a
// thin edge and muted text, unlike any enabled button; and a tap on it is
// still answered (refused says why), where Fyne's disabled button would
// swallow it.
type actionButton struct {
	widget.Button
	refused func()
}

var _ fyne.Tappable = (*actionButton)(nil)

func newActionButton(label string, icon fyne.Resource, tapped, refused func()) *actionButton {
	b := &actionButton{refused: refused}
	b.Text, b.Icon, b.OnTapped = label, icon, tapped
	b.ExtendBaseWidget(b)
	return b
}

// set enables the button or not; an enabled one stands out when stress
// (the hint's move), a disabled one shows no fill.
func (b *actionButton) set(enabled, stress bool) {
	imp := widget.MediumImportance
	switch {
	case !enabled:
		imp = widget.LowImportance
	case stress:
		imp = widget.HighImportance
	}
	if enabled == !b.Disabled() && imp == b.Importance {
		return
	}
	b.Importance = imp
	if enabled {
		b.Enable()
	} else {
		b.Disable()
	}
	b.Refresh()
}

// Tapped makes the move, or says why not when the button is disabled.
func (b *actionButton) Tapped(e *fyne.PointEvent) {
	if b.Disabled() {
		if b.refused != nil {
			b.refused()
		}
		return
	}
	b.Button.Tapped(e)
}

// CreateRenderer draws the button with its edge, shown when disabled.
func (b *actionButton) CreateRenderer() fyne.WidgetRenderer {
	edge := canvas.NewRectangle(color.Transparent)
	edge.StrokeColor = kit.WithAlpha(kit.DisabledColor, 0x90)
	edge.StrokeWidth = 1
	edge.CornerRadius = theme.InputRadiusSize()
	r := &actionRenderer{WidgetRenderer: b.Button.CreateRenderer(), b: b, edge: edge}
	r.Refresh()
	return r
}

type actionRenderer struct {
	fyne.WidgetRenderer
	b    *actionButton
	edge *canvas.Rectangle
	objs []fyne.CanvasObject // the edge, then the button's: made again when those change
}

func (r *actionRenderer) Layout(s fyne.Size) {
	r.WidgetRenderer.Layout(s)
	r.edge.Resize(s)
}

func (r *actionRenderer) Objects() []fyne.CanvasObject {
	inner := r.WidgetRenderer.Objects()
	if len(r.objs) != len(inner)+1 || !slices.Equal(r.objs[1:], inner) {
		r.objs = append([]fyne.CanvasObject{r.edge}, inner...)
	}
	return r.objs
}

func (r *actionRenderer) Refresh() {
	r.edge.Hidden = !r.b.Disabled()
	r.edge.Refresh()
	r.WidgetRenderer.Refresh()
}
