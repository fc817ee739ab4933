package assets

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// pen writes the SVG of an Ikebana card. It has no way to stroke: every
// element it emits is a filled shape, because Fyne's rasterizer (oksvg)
// draws a stroke at the same pixel width whatever the size of the picture,
// which looks heavy on a small card and vanishes on a large one. Lines are
// drawn as thin filled outlines (see band).
type pen struct {
	strings.Builder
}

// pt is a point in card units (a card is 200x300).
type pt struct{ x, y float64 }

func (p pt) add(q pt) pt             { return pt{p.x + q.x, p.y + q.y} }
func (p pt) sub(q pt) pt             { return pt{p.x - q.x, p.y - q.y} }
func (p pt) mul(k float64) pt        { return pt{p.x * k, p.y * k} }
func (p pt) len() float64            { return math.Hypot(p.x, p.y) }
func (p pt) lerp(q pt, t float64) pt { return p.add(q.sub(p).mul(t)) }

// polar returns the point at distance r and angle a (degrees, clockwise
// from the positive x axis, as SVG turns) from p.
func (p pt) polar(r, a float64) pt {
	rad := a * math.Pi / 180
	return pt{p.x + r*math.Cos(rad), p.y + r*math.Sin(rad)}
}

// fmtNum writes a coordinate with at most one decimal, which is a fifth of a
// pixel even on a 600-pixel-tall card.
func fmtNum(v float64) string {
	s := strconv.FormatFloat(math.Round(v*10)/10, 'f', -1, 64)
	if s == "-0" {
		return "0"
	}
	return s
}

// out writes one line, formatting float64 arguments with fmtNum.
func (p *pen) out(format string, args ...any) {
	for i, a := range args {
		if f, ok := a.(float64); ok {
			args[i] = fmtNum(f)
		}
	}
	fmt.Fprintf(p, format, args...)
	p.WriteByte('\n')
}

func (p *pen) rect(x, y, w, h, r float64, fill string) {
	if r == 0 {
		p.out(`<rect x="%v" y="%v" width="%v" height="%v" fill="%v"/>`, x, y, w, h, fill)
		return
	}
	// Both radii: oksvg reads a missing ry as 0, a square corner.
	p.out(`<rect x="%v" y="%v" width="%v" height="%v" rx="%v" ry="%v" fill="%v"/>`, x, y, w, h, r, r, fill)
}

func (p *pen) circle(c pt, r float64, fill string) {
	p.out(`<circle cx="%v" cy="%v" r="%v" fill="%v"/>`, c.x, c.y, r, fill)
}

// ellipse draws an ellipse centred at c, rotated by rot degrees.
func (p *pen) ellipse(c pt, rx, ry, rot float64, fill string) {
	if rot == 0 {
		p.out(`<ellipse cx="%v" cy="%v" rx="%v" ry="%v" fill="%v"/>`, c.x, c.y, rx, ry, fill)
		return
	}
	p.out(`<ellipse cx="0" cy="0" rx="%v" ry="%v" fill="%v" transform="translate(%v %v) rotate(%v)"/>`, rx, ry, fill, c.x, c.y, rot)
}

// poly draws a filled polygon through pts.
func (p *pen) poly(fill string, pts ...pt) {
	var b strings.Builder
	for i, q := range pts {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(fmtNum(q.x) + "," + fmtNum(q.y))
	}
	p.out(`<polygon points="%v" fill="%v"/>`, b.String(), fill)
}

// path draws a filled path.
func (p *pen) path(d, fill string) {
	p.out(`<path d="%v" fill="%v"/>`, d, fill)
}

// faded draws what f draws at the given opacity.
func (p *pen) faded(o float64, f func()) {
	p.out(`<g opacity="%v">`, o)
	f()
	p.out(`</g>`)
}

// vgrad defines a vertical linear gradient from colour a (top) to b (bottom).
func (p *pen) vgrad(id, a, b string) {
	p.out(`<defs><linearGradient id="%v" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="%v"/><stop offset="1" stop-color="%v"/></linearGradient></defs>`, id, a, b)
}

// hgrad defines a horizontal linear gradient from colour a (left) to b (right).
func (p *pen) hgrad(id, a, b string) {
	p.out(`<defs><linearGradient id="%v" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="%v"/><stop offset="1" stop-color="%v"/></linearGradient></defs>`, id, a, b)
}

// leaf draws a pointed leaf from base to tip, w wide at its widest, bent
// sideways by bend (a share of its length, positive to the left of the
// direction of growth).
func (p *pen) leaf(base, tip pt, w, bend float64, fill string) {
	d := tip.sub(base)
	n := pt{-d.y, d.x}.mul(1 / d.len())
	mid := base.lerp(tip, 0.45).add(n.mul(bend * d.len()))
	l := mid.add(n.mul(w / 2))
	r := mid.sub(n.mul(w / 2))
	p.path(fmt.Sprintf("M%s %sQ%s %s %s %sQ%s %s %s %sZ",
		fmtNum(base.x), fmtNum(base.y), fmtNum(l.x), fmtNum(l.y), fmtNum(tip.x), fmtNum(tip.y),
		fmtNum(r.x), fmtNum(r.y), fmtNum(base.x), fmtNum(base.y)), fill)
}

// band draws a line through pts as a filled outline, w0 wide at the first
// point narrowing (or widening) evenly to w1 at the last, with round ends
// when round is set. It stands in for a stroke (see pen).
func (p *pen) band(pts []pt, w0, w1 float64, round bool, fill string) {
	if len(pts) < 2 {
		return
	}
	left := make([]pt, len(pts))
	right := make([]pt, len(pts))
	for i := range pts {
		a, b := pts[max(i-1, 0)], pts[min(i+1, len(pts)-1)]
		t := b.sub(a)
		if l := t.len(); l > 0 {
			t = t.mul(1 / l)
		}
		n := pt{-t.y, t.x}
		h := (w0 + (w1-w0)*float64(i)/float64(len(pts)-1)) / 2
		left[i] = pts[i].add(n.mul(h))
		right[i] = pts[i].sub(n.mul(h))
	}
	outline := left
	for i := len(right) - 1; i >= 0; i-- {
		outline = append(outline, right[i])
	}
	p.poly(fill, outline...)
	if round {
		p.circle(pts[0], w0/2, fill)
		p.circle(pts[len(pts)-1], w1/2, fill)
	}
}

// curve returns n+1 points along the cubic Bézier a, c1, c2, b.
func curve(a, c1, c2, b pt, n int) []pt {
	pts := make([]pt, 0, n+1)
	for i := 0; i <= n; i++ {
		t := float64(i) / float64(n)
		u := 1 - t
		pts = append(pts, pt{
			u*u*u*a.x + 3*u*u*t*c1.x + 3*u*t*t*c2.x + t*t*t*b.x,
			u*u*u*a.y + 3*u*u*t*c1.y + 3*u*t*t*c2.y + t*t*t*b.y,
		})
	}
	return pts
}

// starPoints returns the corners of an n-pointed star centred at c, outer
// radius r1, inner r2, the first point at angle a0 (degrees).
func starPoints(c pt, n int, r1, r2, a0 float64) []pt {
	pts := make([]pt, 0, 2*n)
	for i := 0; i < 2*n; i++ {
		r := r1
		if i%2 == 1 {
			r = r2
		}
		pts = append(pts, c.polar(r, a0+180*float64(i)/float64(n)))
	}
	return pts
}
