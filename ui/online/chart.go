package online

import (
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/ui/kit"
)

// RatingChart draws a rating's history as a line, oldest on the left,
// between its lowest and highest values, which it writes at the left
// edge.
type RatingChart struct {
	widget.BaseWidget
	// Points are the ratings after each rated game, oldest first.
	Points []int
}

var _ fyne.Widget = (*RatingChart)(nil)

// chartHeight is the chart's height: small, a glance at the trend.
const chartHeight = 96

// NewRatingChart returns the chart of points.
func NewRatingChart(points []int) *RatingChart {
	c := &RatingChart{Points: points}
	c.ExtendBaseWidget(c)
	return c
}

// CreateRenderer draws the line and the two bounds.
func (c *RatingChart) CreateRenderer() fyne.WidgetRenderer {
	r := &chartRenderer{c: c, base: canvas.NewLine(kit.SeparatorColor),
		high: canvas.NewText("", kit.MutedColor), low: canvas.NewText("", kit.MutedColor)}
	r.high.TextSize, r.low.TextSize = 11, 11
	for range max(len(c.Points)-1, 0) {
		l := canvas.NewLine(kit.GoldColor)
		l.StrokeWidth = 2
		r.lines = append(r.lines, l)
	}
	return r
}

type chartRenderer struct {
	c         *RatingChart
	base      *canvas.Line
	high, low *canvas.Text
	lines     []*canvas.Line
}

func (r *chartRenderer) Layout(size fyne.Size) {
	pts := r.c.Points
	if len(pts) == 0 {
		return
	}
	lo, hi := slices.Min(pts), slices.Max(pts)
	r.high.Text, r.low.Text = strconv.Itoa(hi), strconv.Itoa(lo)
	label := max(r.high.MinSize().Width, r.low.MinSize().Width) + 6
	r.high.Move(fyne.NewPos(0, 0))
	r.low.Move(fyne.NewPos(0, size.Height-r.low.MinSize().Height))
	left, w := label, size.Width-label-8
	top, h := float32(6), size.Height-12
	r.base.Position1, r.base.Position2 = fyne.NewPos(left, size.Height-1), fyne.NewPos(size.Width, size.Height-1)
	span := float32(max(hi-lo, 1))
	at := func(i int) fyne.Position {
		x := left
		if len(pts) > 1 {
			x += w * float32(i) / float32(len(pts)-1)
		}
		return fyne.NewPos(x, top+h*(1-float32(pts[i]-lo)/span))
	}
	for i, l := range r.lines {
		l.Position1, l.Position2 = at(i), at(i+1)
	}
}

func (r *chartRenderer) MinSize() fyne.Size { return fyne.NewSize(120, chartHeight) }

func (r *chartRenderer) Refresh() {
	r.Layout(r.c.Size())
	for _, o := range r.Objects() {
		canvas.Refresh(o)
	}
}

func (r *chartRenderer) Objects() []fyne.CanvasObject {
	objs := []fyne.CanvasObject{r.base, r.high, r.low}
	for _, l := range r.lines {
		objs = append(objs, l)
	}
	return objs
}

func (r *chartRenderer) Destroy() {}
