package koikoi

import "fyne.io/fyne/v2"

func clamp(v, lo, hi float32) float32 { return min(max(v, lo), hi) }

// lessonLayout places a lesson screen's header on top, and the text
// panel (the text, the decision buttons, Back and Next) below the cards
// in portrait or beside them in landscape. The panel's size depends on
// the window's alone: the cards never move when the text changes.
//
// A step without a table (a row of cards to look at or to choose from)
// gives its text a third of a portrait screen: its few cards need less.
type lessonLayout struct{ rows bool }

const (
	lessonHeader = iota
	lessonBody
	lessonPanel
)

// lessonNavH is the height of Back and Next with their padding.
const lessonNavH = 48 + 2*4 + 2*4

func (l lessonLayout) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	if len(objs) < 3 {
		return
	}
	place := func(o fyne.CanvasObject, x, y, w, h float32) {
		o.Move(fyne.NewPos(x, y))
		o.Resize(fyne.NewSize(max(w, 0), max(h, 0)))
	}
	top := objs[lessonHeader].MinSize().Height
	place(objs[lessonHeader], 0, 0, s.Width, top)
	if s.Width > s.Height*1.1 {
		w := lessonPanelWidth(s)
		place(objs[lessonBody], 0, top, s.Width-w, s.Height-top)
		place(objs[lessonPanel], s.Width-w, top, w, s.Height-top)
		return
	}
	// The text gets a little more than a sixth of the height (a step's
	// text and the guided round's hint with its reason read without
	// scrolling on a 360×640 phone), or what a tall screen has beyond
	// the table's largest cards.
	text := max(clamp(s.Height*0.175, 96, 170), min(s.Height-top-lessonBoardNeed(s.Width)-lessonNavH, s.Height*0.3))
	if l.rows {
		text = max(text, s.Height*0.32)
	}
	h := text + lessonNavH
	place(objs[lessonBody], 0, top, s.Width, s.Height-top-h)
	place(objs[lessonPanel], 0, s.Height-h, s.Width, h)
}

// lessonPanelWidth is the width of a lesson's text panel in a window of
// size s: all of it in portrait, a side column in landscape.
func lessonPanelWidth(s fyne.Size) float32 {
	if s.Width > s.Height*1.1 {
		return clamp(s.Width*0.3, 220, 400)
	}
	return s.Width
}

func (lessonLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	if len(objs) < 3 {
		return fyne.Size{}
	}
	w := max(objs[lessonHeader].MinSize().Width, objs[lessonPanel].MinSize().Width)
	return fyne.NewSize(w, objs[lessonHeader].MinSize().Height+lessonNavH+96+200)
}

// monthGrid lays out the 48 cards month by month: each month's four cards
// side by side, several months to a row (as many as make the cards
// largest), with a wider gap between months so that they line up in
// columns. Its objects are the cards in deck order, four per month.
type monthGrid struct {
	gap, monthGap float32
}

// fit returns the months per row and the card width for the size.
func (g monthGrid) fit(s fyne.Size) (per int, w float32) {
	for _, m := range []int{1, 2, 3, 4, 6} {
		rows := 12 / m
		cw := (s.Width - float32(m)*3*g.gap - float32(m-1)*g.monthGap) / float32(4*m)
		ch := (s.Height - float32(rows-1)*g.gap) / float32(rows)
		cw = min(cw, ch*cardRatio)
		if cw > w {
			per, w = m, cw
		}
	}
	return per, w
}

func (g monthGrid) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	per, w := g.fit(s)
	if per == 0 || w <= 0 {
		return
	}
	h := w / cardRatio
	rows := (len(objs)/4 + per - 1) / per
	rowW := float32(4*per)*w + float32(per)*3*g.gap + float32(per-1)*g.monthGap
	x0 := (s.Width - rowW) / 2
	y0 := (s.Height - float32(rows)*h - float32(rows-1)*g.gap) / 2
	for i, o := range objs {
		month, k := i/4, i%4
		col, row := month%per, month/per
		x := x0 + float32(col)*(4*w+3*g.gap+g.monthGap) + float32(k)*(w+g.gap)
		y := y0 + float32(row)*(h+g.gap)
		o.Move(fyne.NewPos(x, y))
		o.Resize(fyne.NewSize(w, h))
	}
}

func (g monthGrid) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(100, 100) }
