package ikebana

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// heightAt lays o out at width w and returns the height it then needs (a
// wrapping text needs its width first to know its lines).
func heightAt(o fyne.CanvasObject, w float32) float32 {
	for range 2 {
		o.Resize(fyne.NewSize(w, o.MinSize().Height))
	}
	return o.MinSize().Height
}

// lessonLayout places the lesson screen's parts: header, board, text
// panel, actions. In portrait they stack: the actions at the bottom, the
// panel above them as tall as its text (at most half the screen; it
// scrolls past that), the board in the rest. In landscape the board takes
// the left half and the panel and actions the right.
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
	if s.Width > s.Height*1.15 { // landscape
		lw := s.Width/2 - pad
		place(board, pad, top, lw-pad, s.Height-top-pad)
		rx, rw := s.Width/2+pad, s.Width/2-2*pad
		ah := heightAt(actions, rw)
		place(actions, rx, s.Height-ah-pad, rw, ah)
		place(panel, rx, top, rw, s.Height-top-ah-2*pad)
		return
	}
	w := s.Width - 2*pad
	ah := heightAt(actions, w)
	place(actions, pad, s.Height-ah-pad, w, ah)
	ph := min(panelHeight(panel, w), (s.Height-top-ah)/2)
	place(panel, pad, s.Height-ah-ph-2*pad, w, ph)
	place(board, pad, top, w, s.Height-top-ah-ph-3*pad)
}

// panelHeight is the height the scrolling panel's content needs at width w.
func panelHeight(panel fyne.CanvasObject, w float32) float32 {
	if sc, ok := panel.(*container.Scroll); ok {
		return heightAt(sc.Content, w)
	}
	return heightAt(panel, w)
}

func (lessonLayout) MinSize(objs []fyne.CanvasObject) fyne.Size { return fyne.NewSize(320, 400) }

// boardLayout places the staged table: the other florists' rows at the
// top, the pile and the card turned over, the narration, and the
// player's bouquet at the bottom, each sharing the height between its
// least and its most.
type boardLayout struct{}

func (boardLayout) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	rows, middle, narration, mine := objs[0], objs[1], objs[2], objs[3]
	place := func(o fyne.CanvasObject, y, h float32) {
		o.Move(fyne.NewPos(0, y))
		o.Resize(fyne.NewSize(s.Width, max(h, 0)))
	}
	n := float32(len(rows.(*fyne.Container).Objects))
	nh := float32(0)
	if narration.Visible() {
		nh = heightAt(narration, s.Width)
	}
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
