package ikebana

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/ui/kit"
)

// The table's narration tells the round since the player's last move
// (the computers' and the others' whole turns), the newest line last,
// in a band of whole lines (at least 3 or 4, more on a tall screen) that
// scrolls when they are more. The band
// shows over the flights' layer, on a felt-coloured ground: a flying
// card passes under its text, never over it.

// narrationGround is the felt under the narration's text, a little
// see-through.
var narrationGround = kit.WithAlpha(kit.FeltColor, 0xe6)

// narrationBox returns the narration's place in the table's layout (slot:
// as tall as the band's lines) and the layer over the
// flights that shows it there (top). The caller lays top out once the
// table's parts are placed.
func (t *tableScreen) narrationBox() (slot, top *fyne.Container) {
	t.narrScroll = container.NewVScroll(t.narration)
	box := container.NewStack(canvas.NewRectangle(narrationGround), t.narrScroll)
	sl := &narrationSlot{t: t}
	slot = container.New(sl)
	top = container.New(&followLayout{t: t, of: slot}, box)
	return slot, top
}

// narrationLines is the lines the narration's band shows at least: 3 on
// a small phone in portrait or on its side (room for the cards first), 4
// on a larger one. A tall screen's spare height gives the band more
// (tableLayout).
func (t *tableScreen) narrationLines() int {
	sz := t.root.Size()
	if sz.Height == 0 && t.a.h.Win != nil { // not laid out yet: the table fills the window
		sz = t.a.h.Win.Canvas().Size()
	}
	if sz.Height > 0 && sz.Height < 700 || sz.Width > sz.Height {
		return 3
	}
	return 4
}

// narrationMetrics returns the narration's line pitch (a line more
// makes its label that much taller), the label's padding above its first
// line, and the height of a band showing one line from the top of a line
// to the label's bottom: measured on labels like it, in the app's theme.
func (t *tableScreen) narrationMetrics() (pitch, pad, first float32) {
	lb := t.narration
	height := func(s string) float32 {
		l := widget.NewLabel(s)
		l.SizeName, l.TextStyle = lb.SizeName, lb.TextStyle
		return l.MinSize().Height
	}
	one := height("Ag")
	pad = lb.Theme().Size(theme.SizeNameInnerPadding)
	return height("Ag\nAg") - one, pad, one - pad
}

// narrationTrim is how far under the top of a line the band's top lies
// when the narration is scrolled: in the empty space over the line's
// letters, so that a clip rounded to the pixel shows nothing of the line
// above.
const narrationTrim = 2

// narrationHeight is the height of a band showing n whole lines: scrolled
// to its newest, the top of the band is at the top of a line (a trim
// under it), none cut.
func (t *tableScreen) narrationHeight(n int) float32 {
	pitch, _, first := t.narrationMetrics()
	return first + float32(n-1)*pitch - narrationTrim
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

// narrationSlot lays out the narration's place: the band's lines
// (narrationLines) whatever the narration says, so that nothing on the
// table moves when a line comes.
type narrationSlot struct{ t *tableScreen }

func (l *narrationSlot) Layout([]fyne.CanvasObject, fyne.Size) {}

func (l *narrationSlot) MinSize([]fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(0, l.t.narrationHeight(l.t.narrationLines()))
}

// followLayout puts its one object where of is, as wide as of and as
// tall as the whole lines of the narration that fit in of's height (at
// least one): of and the followLayout's container lie at the same origin.
type followLayout struct {
	t  *tableScreen
	of fyne.CanvasObject
}

func (l *followLayout) Layout(objs []fyne.CanvasObject, _ fyne.Size) {
	sz := l.of.Size()
	pitch, _, first := l.t.narrationMetrics()
	n := max(int((sz.Height-first+narrationTrim)/pitch+0.01)+1, 1)
	sz.Height = min(sz.Height, l.t.narrationHeight(n))
	for _, o := range objs {
		o.Move(l.of.Position())
		o.Resize(sz)
	}
}

func (l *followLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.Size{} }
