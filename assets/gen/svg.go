package main

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// canvas collects SVG elements. It only emits the subset of SVG that
// Fyne's rasterizer (oksvg + rasterx) draws: no text, filters, masks,
// patterns, style sheets or use references.
type canvas struct {
	strings.Builder
}

// num formats a coordinate with at most one decimal.
func num(v float64) string {
	s := strconv.FormatFloat(math.Round(v*10)/10, 'f', -1, 64)
	if s == "-0" {
		return "0"
	}
	return s
}

// pf is Sprintf where every float64 argument is shortened by num.
func pf(format string, args ...any) string {
	for i, a := range args {
		if f, ok := a.(float64); ok {
			args[i] = num(f)
		}
	}
	return fmt.Sprintf(format, args...)
}

func (c *canvas) raw(format string, args ...any) {
	c.WriteString(pf(format, args...))
	c.WriteByte('\n')
}

// paint returns fill/stroke attributes. An empty fill means none; a zero
// stroke width means no stroke.
func paint(fill, stroke string, sw float64) string {
	var b strings.Builder
	if fill == "" {
		b.WriteString(` fill="none"`)
	} else {
		b.WriteString(` fill="` + fill + `"`)
	}
	if sw > 0 && stroke != "" {
		b.WriteString(` stroke="` + stroke + `" stroke-width="` + num(sw) + `" stroke-linecap="round" stroke-linejoin="round"`)
	}
	return b.String()
}

// rect draws a rectangle with corners of radius r. Both rx and ry are
// written: oksvg, Fyne's SVG rasterizer, reads a missing ry as 0 (square
// corners) instead of as rx, as SVG says.
func (c *canvas) rect(x, y, w, h, r float64, fill, stroke string, sw float64) {
	c.raw(`<rect x="%v" y="%v" width="%v" height="%v" rx="%v" ry="%v"%v/>`, x, y, w, h, r, r, paint(fill, stroke, sw))
}

func (c *canvas) circle(x, y, r float64, fill, stroke string, sw float64) {
	c.raw(`<circle cx="%v" cy="%v" r="%v"%v/>`, x, y, r, paint(fill, stroke, sw))
}

// ellipse draws an ellipse rotated by rot degrees around its centre.
func (c *canvas) ellipse(x, y, rx, ry, rot float64, fill, stroke string, sw float64) {
	if rot == 0 {
		c.raw(`<ellipse cx="%v" cy="%v" rx="%v" ry="%v"%v/>`, x, y, rx, ry, paint(fill, stroke, sw))
		return
	}
	c.raw(`<ellipse cx="0" cy="0" rx="%v" ry="%v" transform="translate(%v %v) rotate(%v)"%v/>`, rx, ry, x, y, rot, paint(fill, stroke, sw))
}

func (c *canvas) path(d, fill, stroke string, sw float64) {
	c.raw(`<path d="%v"%v/>`, d, paint(fill, stroke, sw))
}

// line draws a stroked line.
func (c *canvas) line(x1, y1, x2, y2 float64, stroke string, sw float64) {
	c.raw(`<line x1="%v" y1="%v" x2="%v" y2="%v"%v/>`, x1, y1, x2, y2, paint("", stroke, sw))
}

func (c *canvas) poly(fill, stroke string, sw float64, pts ...float64) {
	var b strings.Builder
	for i := 0; i+1 < len(pts); i += 2 {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(num(pts[i]) + "," + num(pts[i+1]))
	}
	c.raw(`<polygon points="%v"%v/>`, b.String(), paint(fill, stroke, sw))
}

// group wraps what f draws in a <g> with the given attributes.
func (c *canvas) group(attrs string, f func()) {
	c.raw(`<g %v>`, attrs)
	f()
	c.raw(`</g>`)
}

// at draws f translated to (x, y), rotated by rot degrees and scaled by s.
func (c *canvas) at(x, y, rot, s float64, f func()) {
	t := pf("translate(%v %v)", x, y)
	if rot != 0 {
		t += pf(" rotate(%v)", rot)
	}
	if s != 1 {
		// Always two values: Fyne's oksvg reads scale(s) as scale(s, 0).
		t += pf(" scale(%v %v)", s, s)
	}
	c.group(`transform="`+t+`"`, f)
}

// mirror draws f flipped left-to-right across the card's vertical axis.
func (c *canvas) mirror(on bool, f func()) {
	if !on {
		f()
		return
	}
	c.group(`transform="translate(200 0) scale(-1 1)"`, f)
}

// petals draws n ellipses radiating from (x, y).
func (c *canvas) petals(x, y float64, n int, dist, rx, ry, rot0 float64, fill, stroke string, sw float64) {
	for i := 0; i < n; i++ {
		a := rot0 + 360*float64(i)/float64(n)
		rad := a * math.Pi / 180
		if rx == ry {
			c.circle(x+dist*math.Cos(rad), y+dist*math.Sin(rad), rx, fill, stroke, sw)
			continue
		}
		c.ellipse(x+dist*math.Cos(rad), y+dist*math.Sin(rad), rx, ry, a, fill, stroke, sw)
	}
}

// star returns a closed polygon path alternating between radius r1 and r2.
func star(x, y float64, n int, r1, r2, rot0 float64) []float64 {
	var pts []float64
	for i := 0; i < 2*n; i++ {
		r := r1
		if i%2 == 1 {
			r = r2
		}
		a := (rot0 + 180*float64(i)/float64(n)) * math.Pi / 180
		pts = append(pts, x+r*math.Cos(a), y+r*math.Sin(a))
	}
	return pts
}

// gradient defines a vertical linear gradient from top colour a to bottom colour b.
func (c *canvas) vgrad(id, a, b string) {
	c.raw(`<defs><linearGradient id="%v" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="%v"/><stop offset="1" stop-color="%v"/></linearGradient></defs>`, id, a, b)
}
