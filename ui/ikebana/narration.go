package ikebana

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/ui/kit"
)

// The table's narration tells the round since the player's last move
// (the computers' and the others' whole turns), the newest line last,
// in a band of a few lines that scrolls when they are more. The band
// shows over the flights' layer, on a felt-coloured ground: a flying
// card passes under its text, never over it.

// narrationGround is the felt under the narration's text, a little
// see-through.
var narrationGround = kit.WithAlpha(kit.FeltColor, 0xe6)

// narrationBox returns the narration's place in the table's layout (slot:
// as tall as the lines it shows, a few at most) and the layer over the
// flights that shows it there (top). The caller lays top out once the
// table's parts are placed.
func (t *tableScreen) narrationBox() (slot, top *fyne.Container) {
	t.narrScroll = container.NewVScroll(t.narration)
	box := container.NewStack(canvas.NewRectangle(narrationGround), t.narrScroll)
	sl := &narrationSlot{t: t}
	slot = container.New(sl)
	top = container.New(&followLayout{of: slot}, box)
	return slot, top
}

// narrationLines is the most lines the narration's band shows at once: 3,
// or 2 on a small phone in portrait (room for the cards first).
func (t *tableScreen) narrationLines() int {
	sz := t.root.Size()
	if sz.Height == 0 && t.a.h.Win != nil { // not laid out yet: the table fills the window
		sz = t.a.h.Win.Canvas().Size()
	}
	if sz.Height > 0 && sz.Height < 700 && sz.Width <= sz.Height {
		return 2
	}
	return 3
}

// narrate shows the round's narration among its first told lines: from
// the player's own last move on (at least the band's lines), scrolled to
// the newest.
func (t *tableScreen) narrate(told int) {
	lines := t.m.Lines[:min(told, len(t.m.Lines))]
	from := max(len(lines)-t.narrationLines(), 0)
	if seen := t.m.Save.Seen; int(t.me) < len(seen) && seen[t.me] > 0 {
		from = min(from, seen[t.me]-1) // the player's last line, and all since
	}
	t.narration.SetText(strings.Join(lines[from:], "\n"))
	if t.narrScroll != nil {
		t.narrScroll.Refresh()
		t.narrScroll.ScrollToBottom()
	}
}

// narrationSlot lays out the narration's place: as tall as its text at
// the width it is given, the band's lines at most.
type narrationSlot struct {
	t *tableScreen
	w float32
}

func (l *narrationSlot) Layout(_ []fyne.CanvasObject, s fyne.Size) { l.w = s.Width }

func (l *narrationSlot) MinSize([]fyne.CanvasObject) fyne.Size {
	lb := l.t.narration
	full := lb.MinSize().Height
	if l.w > 0 {
		lb.Resize(fyne.NewSize(l.w, full))
		full = lb.MinSize().Height
	}
	one := widget.NewLabel("Ag").MinSize().Height
	line := fyne.MeasureText("Ag", lb.Theme().Size(lb.SizeName), lb.TextStyle).Height
	most := one + float32(l.t.narrationLines()-1)*line
	return fyne.NewSize(0, min(full, most))
}

// followLayout puts its one object where of is, at of's size: of and the
// followLayout's container lie at the same origin.
type followLayout struct{ of fyne.CanvasObject }

func (l *followLayout) Layout(objs []fyne.CanvasObject, _ fyne.Size) {
	for _, o := range objs {
		o.Move(l.of.Position())
		o.Resize(l.of.Size())
	}
}

func (l *followLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.Size{} }
