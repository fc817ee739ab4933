package ikebana

import (
	"fyne.io/fyne/v2"

	"github.com/koikoi-app/koikoi/engine/ikebana"
)

// seatLayout lays out one other florist's row: the name and prestige on a
// line at the top left, the bouquet under them as large as the row allows,
// and on the right the discard top (a card of the same height) with its
// Buy button beside it, centred in the row's height. A row with height to
// spare (a table of two or three) puts the button under the discard top
// instead, when that shows the cards larger: they then take the whole
// width, the discard top and its button centred in a column of their own
// (never the button under the bouquet's last card).
type seatLayout struct{}

// seatGap is the space between the row's parts.
const seatGap = 6

// seatButtonW is the least width of a row's Buy button.
const seatButtonW = 92

func (seatLayout) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	name, prestige, bouquet, top, buy := objs[0], objs[1], objs[2], objs[3], objs[4]
	ns, ps := name.MinSize(), prestige.MinSize()
	lh := max(ns.Height, ps.Height)
	name.Move(fyne.NewPos(seatGap, 1))
	name.Resize(ns)
	prestige.Move(fyne.NewPos(seatGap+ns.Width+2*seatGap, 1))
	prestige.Resize(ps)
	bw := max(buy.MinSize().Width, seatButtonW)
	ch := max(s.Height-lh-4, 0) // the cards' height, under the name line
	// under the discard top the button is as narrow as its text allows:
	// its column takes that width from the bouquet
	tbw := max(buy.MinSize().Width, 48)
	if tall := min(s.Height-lh-4-48-seatGap, seatTallCardsH(s.Width, tbw)); tall > min(ch, seatCardsH(s.Width)) {
		// the button under the discard top, both centred in a column as
		// wide as the wider
		bw = tbw
		ch = tall
		cw := ch / cardAspect
		col := max(cw, bw)
		cx := s.Width - seatGap - col
		top.Move(fyne.NewPos(cx+(col-cw)/2, lh+2))
		top.Resize(fyne.NewSize(cw, ch))
		buy.Move(fyne.NewPos(cx+(col-bw)/2, lh+2+ch+seatGap))
		buy.Resize(fyne.NewSize(bw, 48))
		bouquet.Move(fyne.NewPos(seatGap, lh+2))
		bouquet.Resize(fyne.NewSize(max(cx-2*seatGap, 0), ch))
		return
	}
	buy.Move(fyne.NewPos(s.Width-bw, (s.Height-48)/2))
	buy.Resize(fyne.NewSize(bw, 48))
	ch = min(ch, seatCardsH(s.Width)) // the discard top as tall as the bouquet's cards
	cw := ch / cardAspect
	tx := s.Width - bw - seatGap - cw
	top.Move(fyne.NewPos(tx, lh+2))
	top.Resize(fyne.NewSize(cw, ch))
	bouquet.Move(fyne.NewPos(seatGap, lh+2))
	bouquet.Resize(fyne.NewSize(max(tx-2*seatGap, 0), ch))
}

func (seatLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	ns, ps := objs[0].MinSize(), objs[1].MinSize()
	lh := max(ns.Height, ps.Height)
	return fyne.NewSize(max(ns.Width+ps.Width+4*seatGap, 200), max(lh+36, 56))
}

// seatCardsH returns how tall a row w wide can show its six cards (the
// bouquet and the discard top) beside its Buy button.
func seatCardsH(w float32) float32 {
	free := w - seatButtonW - 4*seatGap - 4*3 // the button, the gaps, the bouquet's gaps
	return max(free/(ikebana.BouquetSize+1)*cardAspect, 0)
}

// seatTallCardsH returns how tall a row w wide can show its six cards
// with the Buy button, bw wide, under the discard top: the top's column
// is as wide as the wider of the two.
func seatTallCardsH(w, bw float32) float32 {
	free := w - 3*seatGap - 4*3
	cw := free / (ikebana.BouquetSize + 1)
	if cw < bw { // the button's width sets the column's
		cw = (free - bw) / ikebana.BouquetSize
	}
	return max(cw*cardAspect, 0)
}

// seatTallH is the height a row w wide needs to show its cards as large
// as its width allows, the Buy button under the discard top (the name
// line counted as 20).
func seatTallH(w float32) float32 { return 20 + 4 + seatTallCardsH(w, seatButtonW) + seatGap + 48 }

// rowsLayout stacks the other florists' rows, each of the same height: the
// height the table gives them, shared out.
type rowsLayout struct{}

// rowGap is the space between two rows.
const rowGap = 4

func (rowsLayout) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	n := float32(len(objs))
	if n == 0 {
		return
	}
	h := (s.Height - (n-1)*rowGap) / n
	for i, o := range objs {
		o.Move(fyne.NewPos(0, float32(i)*(h+rowGap)))
		o.Resize(fyne.NewSize(s.Width, h))
	}
}

func (rowsLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objs {
		ms := o.MinSize()
		m.Width = max(m.Width, ms.Width)
		m.Height += ms.Height
	}
	if len(objs) > 1 {
		m.Height += float32(len(objs)-1) * rowGap
	}
	return m
}

// pairLayout puts two parts side by side when its width allows both
// (pairMinW), else the second under the first: on a landscape screen a
// florist's bouquet and his prestige statement share a line.
type pairLayout struct {
	wide bool // as last laid out: its least size follows
}

// pairMinW is the least width that puts the two parts side by side.
const pairMinW = 640

func (p *pairLayout) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	first, second := objs[0], objs[1]
	p.wide = s.Width >= pairMinW
	if p.wide {
		w := (s.Width - 2*seatGap) / 2
		first.Move(fyne.NewPos(0, 0))
		first.Resize(fyne.NewSize(w, s.Height))
		second.Move(fyne.NewPos(w+2*seatGap, 0))
		second.Resize(fyne.NewSize(s.Width-w-2*seatGap, s.Height))
		return
	}
	h := first.MinSize().Height
	first.Move(fyne.NewPos(0, 0))
	first.Resize(fyne.NewSize(s.Width, h))
	second.Move(fyne.NewPos(0, h))
	second.Resize(fyne.NewSize(s.Width, max(s.Height-h, second.MinSize().Height)))
}

func (p *pairLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	a, b := objs[0].MinSize(), objs[1].MinSize()
	if p.wide {
		return fyne.NewSize(a.Width+b.Width+2*seatGap, max(a.Height, b.Height))
	}
	return fyne.NewSize(max(a.Width, b.Width), a.Height+b.Height)
}

// gridLayout lays out a table of cols columns: the first takes the width
// the others leave, the others are as wide as their widest cell.
type gridLayout struct{ cols int }

// gridGap is the space between two columns and two rows.
const gridGap = 8

func (g gridLayout) widths(objs []fyne.CanvasObject) ([]float32, []float32) {
	ws := make([]float32, g.cols)
	hs := make([]float32, (len(objs)+g.cols-1)/g.cols)
	for i, o := range objs {
		m := o.MinSize()
		ws[i%g.cols] = max(ws[i%g.cols], m.Width)
		hs[i/g.cols] = max(hs[i/g.cols], m.Height)
	}
	return ws, hs
}

func (g gridLayout) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	ws, hs := g.widths(objs)
	rest := s.Width
	for _, w := range ws[1:] {
		rest -= w + gridGap
	}
	ws[0] = max(rest, ws[0])
	y := float32(0)
	for r, h := range hs {
		x := float32(0)
		for c := 0; c < g.cols && r*g.cols+c < len(objs); c++ {
			o := objs[r*g.cols+c]
			o.Move(fyne.NewPos(x, y))
			o.Resize(fyne.NewSize(ws[c], h))
			x += ws[c] + gridGap
		}
		y += h + gridGap/2
	}
}

func (g gridLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	ws, hs := g.widths(objs)
	var s fyne.Size
	for _, w := range ws {
		s.Width += w
	}
	s.Width += float32(len(ws)-1) * gridGap
	for _, h := range hs {
		s.Height += h
	}
	s.Height += float32(max(len(hs)-1, 0)) * gridGap / 2
	return s
}
