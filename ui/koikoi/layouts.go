package koikoi

import (
	"fyne.io/fyne/v2"
)

// cardGrid places cards of one size in rows, as large as fits the space
// (at most maxW wide), centred. rows forces the number of rows when > 0.
type cardGrid struct {
	maxW float32
	rows int
	gap  float32
	minW float32 // MinSize width of one card
}

func (g *cardGrid) fit(n int, s fyne.Size) (cols, rows int, w float32) {
	if n == 0 {
		return 0, 0, 0
	}
	best := float32(0)
	bc, br := n, 1
	for r := 1; r <= n; r++ {
		if g.rows > 0 && r != g.rows {
			continue
		}
		c := (n + r - 1) / r
		cw := (s.Width - g.gap*float32(c-1)) / float32(c)
		ch := (s.Height - g.gap*float32(r-1)) / float32(r)
		if ch*cardRatio < cw {
			cw = ch * cardRatio
		}
		if g.maxW > 0 && cw > g.maxW {
			cw = g.maxW
		}
		if cw > best+0.5 {
			best, bc, br = cw, c, r
		}
	}
	return bc, br, best
}

func (g *cardGrid) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	vis := visible(objs)
	cols, rows, w := g.fit(len(vis), s)
	if cols == 0 {
		return
	}
	h := w / cardRatio
	totalH := float32(rows)*h + float32(rows-1)*g.gap
	y0 := (s.Height - totalH) / 2
	for i, o := range vis {
		r, c := i/cols, i%cols
		inRow := cols
		if r == rows-1 && len(vis)%cols != 0 {
			inRow = len(vis) % cols
		}
		rowW := float32(inRow)*w + float32(inRow-1)*g.gap
		x0 := (s.Width - rowW) / 2
		o.Move(fyne.NewPos(x0+float32(c)*(w+g.gap), y0+float32(r)*(h+g.gap)))
		o.Resize(fyne.NewSize(w, h))
	}
}

func (g *cardGrid) MinSize(objs []fyne.CanvasObject) fyne.Size {
	w := g.minW
	if w == 0 {
		w = 20
	}
	return fyne.NewSize(w, w/cardRatio)
}

// flowLayout places objects at their minimum size left to right, wrapping
// to a new line when the width runs out.
// With wrapW set, MinSize reports the height of the lines at that width.
type flowLayout struct {
	gap   float32
	wrapW float32
}

func (f *flowLayout) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	x, y, lineH := float32(0), float32(0), float32(0)
	for _, o := range objs {
		m := o.MinSize()
		if x > 0 && x+m.Width > s.Width {
			x, y, lineH = 0, y+lineH+f.gap, 0
		}
		o.Move(fyne.NewPos(x, y))
		o.Resize(m)
		// The layout owns its objects' visibility: what has no room is
		// hidden (a zero size would still draw texts), and shown again
		// when the room comes back.
		if y+m.Height > s.Height+1 {
			o.Hide()
		} else {
			o.Show()
		}
		x += m.Width + f.gap
		if m.Height > lineH {
			lineH = m.Height
		}
	}
}

func (f *flowLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	if f.wrapW > 0 {
		x, y, lineH := float32(0), float32(0), float32(0)
		for _, o := range objs {
			m := o.MinSize()
			if x > 0 && x+m.Width > f.wrapW {
				x, y, lineH = 0, y+lineH+f.gap, 0
			}
			x += m.Width + f.gap
			lineH = max(lineH, m.Height)
		}
		return fyne.NewSize(f.wrapW, y+lineH)
	}
	var w, h float32
	for _, o := range objs {
		m := o.MinSize()
		if m.Width > w {
			w = m.Width
		}
		if m.Height > h {
			h = m.Height
		}
	}
	return fyne.NewSize(w, h)
}

func visible(objs []fyne.CanvasObject) []fyne.CanvasObject {
	out := objs[:0:0]
	for _, o := range objs {
		if o.Visible() {
			out = append(out, o)
		}
	}
	return out
}

// padLayout pads its objects by h horizontally and v vertically.
type padLayout struct{ h, v float32 }

func (p *padLayout) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(p.h, p.v))
		o.Resize(fyne.NewSize(s.Width-2*p.h, s.Height-2*p.v))
	}
}

func (p *padLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var w, h float32
	for _, o := range objs {
		m := o.MinSize()
		w, h = max(w, m.Width), max(h, m.Height)
	}
	return fyne.NewSize(w+2*p.h, h+2*p.v)
}
