package ikebana

import (
	"fyne.io/fyne/v2"

	"github.com/koikoi-app/koikoi/ui/kit"
)

// lessonLayout places the lesson screen's parts: header, board, text
// panel, actions. In portrait they stack: the actions at the bottom, the
// panel above them, the board in the rest. In landscape the board takes
// the left half and the panel and actions the right.
//
// Every part's size depends on the window's alone, never on the step's
// text, its buttons or whether the cards are flying: the board stays put
// from step to step, as Koi-Koi's lessons' table does. The panel is tall
// enough for every step's text at that size (TestLessonBoardStill checks
// that it never scrolls).
type lessonLayout struct{}

func (lessonLayout) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	header, board, panel, actions := objs[0], objs[1], objs[2], objs[3]
	const pad = 4
	place := func(o fyne.CanvasObject, x, y, w, h float32) {
		o.Move(fyne.NewPos(x, y))
		o.Resize(fyne.NewSize(max(w, 0), max(h, 0)))
	}
	hh := header.MinSize().Height
	place(header, pad, pad, s.Width-2*pad, hh)
	top := hh + 2*pad
	// one row of buttons, or none while the cards fly: the same room
	const ah = kit.TapHeight
	if s.Width > s.Height*1.15 { // landscape
		lw := s.Width/2 - pad
		place(board, pad, top, lw-pad, s.Height-top-pad)
		rx, rw := s.Width/2+pad, s.Width/2-2*pad
		place(actions, rx, s.Height-ah-pad, rw, ah)
		place(panel, rx, top, rw, s.Height-top-ah-2*pad)
		return
	}
	w := s.Width - 2*pad
	place(actions, pad, s.Height-ah-pad, w, ah)
	ph := lessonPanelHeight(s)
	place(panel, pad, s.Height-ah-ph-2*pad, w, ph)
	place(board, pad, top, w, s.Height-top-ah-ph-3*pad)
}

// lessonPanelHeight is the text panel's height in a portrait window of
// size s: a fifth of the height, enough for seven lines of the longest
// step's text on a 360×640 phone (in French and German), no more than
// the tallest phones need.
func lessonPanelHeight(s fyne.Size) float32 {
	return min(max(s.Height*0.2, 140), 180)
}

func (lessonLayout) MinSize(objs []fyne.CanvasObject) fyne.Size { return fyne.NewSize(320, 400) }

// boardLayout places the staged table: the other florists' rows at the
// top, the pile and the card turned over, the narration, and the
// player's bouquet at the bottom, each sharing the height between its
// least and its most. The narration has the room of two lines, shown or
// not: the cards stay put as it grows.
type boardLayout struct {
	lines fyne.CanvasObject // a label of two lines, as the narration's
}

func (l boardLayout) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	rows, middle, narration, mine := objs[0], objs[1], objs[2], objs[3]
	place := func(o fyne.CanvasObject, y, h float32) {
		o.Move(fyne.NewPos(0, y))
		o.Resize(fyne.NewSize(s.Width, max(h, 0)))
	}
	n := float32(len(rows.(*fyne.Container).Objects))
	nh := l.lines.MinSize().Height
	rest := s.Height - nh
	rh := min(max(rest*0.42, n*rowMinH+(n-1)*rowGap), n*rowMaxH+(n-1)*rowGap)
	mh := min(max(rest*0.32, mineMinH), mineMaxH)
	ph := rest - rh - mh
	if ph < pileMinH { // a small screen: the rows give way first
		rh = max(rh-(pileMinH-ph), n*rowMinH+(n-1)*rowGap)
		ph = rest - rh - mh
	}
	y := float32(0)
	place(rows, y, rh)
	y += rh
	place(middle, y, ph)
	y += ph
	place(narration, y, nh)
	y += nh
	place(mine, y, mh)
}

func (boardLayout) MinSize(objs []fyne.CanvasObject) fyne.Size { return fyne.NewSize(200, 200) }

// cardsLayout places a quiz: the example bouquet's name and cards, then
// the name and cards of the row to tap; without an example, the row
// alone, centred.
type cardsLayout struct{}

func (cardsLayout) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	exName, ex, chName, row := objs[0], objs[1], objs[2], objs[3]
	// cardHeight is how tall a row's cards show in a band h high.
	cardHeight := func(o fyne.CanvasObject, h float32) float32 {
		c := o.(*fyne.Container)
		_, ch := c.Layout.(*cardRow).size(fyne.NewSize(s.Width, h), len(c.Objects))
		return ch
	}
	if !ex.Visible() {
		h := cardHeight(row, min(s.Height, 200))
		row.Move(fyne.NewPos(0, (s.Height-h)/2))
		row.Resize(fyne.NewSize(s.Width, h))
		return
	}
	// each row's name just above its cards, the whole centred
	const gap = 6
	eh, ch := exName.MinSize().Height, chName.MinSize().Height
	band := (s.Height - eh - ch - 3*gap) / 2
	h1, h2 := cardHeight(ex, band), cardHeight(row, band)
	y := max((s.Height-(eh+h1+ch+h2+3*gap))/2, 0)
	for _, o := range []struct {
		obj fyne.CanvasObject
		h   float32
	}{{exName, eh}, {ex, h1}, {chName, ch}, {row, h2}} {
		o.obj.Move(fyne.NewPos(0, y))
		o.obj.Resize(fyne.NewSize(s.Width, o.h))
		y += o.h + gap
	}
}

func (cardsLayout) MinSize(objs []fyne.CanvasObject) fyne.Size { return fyne.NewSize(200, 120) }

// tightRows stacks its objects with no space between them (the header's
// title and step line).
type tightRows struct{}

func (tightRows) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	y := float32(0)
	for _, o := range objs {
		h := o.MinSize().Height - 8
		o.Move(fyne.NewPos(0, y-4))
		o.Resize(fyne.NewSize(s.Width, h+8))
		y += h
	}
}

func (tightRows) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objs {
		ms := o.MinSize()
		m.Width = max(m.Width, ms.Width)
		m.Height += ms.Height - 8
	}
	m.Height = max(m.Height, 48)
	return m
}
