package kit

import (
	"image/color"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// Presence is one seat as an online table shows it: who sits there and
// whether they are connected.
type Presence struct {
	Name string
	// Person: a person (computers have no dot); Away: their connection is
	// down; Note says so in words, beside the name ("away"). Unknown:
	// nobody can tell, this phone's own connection being down; the dot is
	// a hollow ring.
	Person, Away, Unknown bool
	Note                  string
}

// Dot states, as Presence.Dot names them.
const (
	DotHere    = "here"
	DotAway    = "away"
	DotUnknown = "unknown"
)

// Dot names the dot a seat shows: DotHere (green), DotAway (grey) or
// DotUnknown (a hollow grey ring); "" for a computer, which has none.
func (s Presence) Dot() string {
	switch {
	case !s.Person:
		return ""
	case s.Unknown:
		return DotUnknown
	case s.Away:
		return DotAway
	}
	return DotHere
}

// PresenceStrip shows an online table's seats in a row: each name with a
// dot, green while the person is connected, grey while away, a hollow
// ring while nobody can tell (this phone is reconnecting), and, for a few
// seconds, the short message a seat just sent beside its name.
type PresenceStrip struct {
	widget.BaseWidget
	// Names and Said hold each seat's texts, Seats what each shows, for
	// tests.
	Names []*canvas.Text
	Said  []*widget.Label
	Seats []Presence

	dots []*canvas.Circle
	row  *fyne.Container
	gen  []int // bumped by each Say: an older message's timer leaves the newer
	post func(func())
}

var _ fyne.Widget = (*PresenceStrip)(nil)

// NewPresenceStrip returns a strip of seats; post runs a function on the
// UI goroutine (fyne.Do when nil).
func NewPresenceStrip(seats []Presence, post func(func())) *PresenceStrip {
	if post == nil {
		post = fyne.Do
	}
	p := &PresenceStrip{row: container.NewHBox(), post: post}
	p.ExtendBaseWidget(p)
	p.Set(seats)
	return p
}

// Set shows the seats as they are now (a seat event came).
func (p *PresenceStrip) Set(seats []Presence) {
	if len(seats) != len(p.Seats) {
		p.build(len(seats))
	}
	p.Seats = append(p.Seats[:0], seats...)
	for i, s := range seats {
		p.Names[i].Text = s.Name
		if s.Note != "" {
			p.Names[i].Text = s.Name + " · " + s.Note
		}
		p.Names[i].Color = CreamColor
		if s.Away {
			p.Names[i].Color = MutedColor
		}
		p.Names[i].Refresh()
		dot := p.dots[i]
		dot.StrokeWidth = 0
		switch s.Dot() {
		case DotHere:
			dot.FillColor = HereColor
		case DotAway:
			dot.FillColor = AwayColor
		case DotUnknown:
			dot.FillColor, dot.StrokeColor, dot.StrokeWidth = color.Transparent, AwayColor, 1.5
		}
		if s.Person {
			dot.Show()
		} else {
			dot.Hide()
		}
		dot.Refresh()
	}
	p.Refresh()
}

// build makes the strip's objects for n seats.
func (p *PresenceStrip) build(n int) {
	p.Names, p.Said, p.dots, p.gen = nil, nil, nil, make([]int, n)
	p.row.Objects = nil
	for range n {
		dot := canvas.NewCircle(HereColor)
		name := canvas.NewText("", CreamColor)
		name.TextSize = 13
		said := widget.NewLabel("")
		said.Importance = widget.WarningImportance
		said.TextStyle.Italic = true
		said.Hide()
		p.dots, p.Names, p.Said = append(p.dots, dot), append(p.Names, name), append(p.Said, said)
		p.row.Add(container.NewHBox(container.NewCenter(container.NewGridWrap(fyne.NewSize(10, 10), dot)), container.NewCenter(name), said))
	}
}

// Say shows text beside seat's name for d, then takes it away.
func (p *PresenceStrip) Say(seat int, text string, d time.Duration) {
	if seat < 0 || seat >= len(p.Said) {
		return
	}
	p.gen[seat]++
	gen := p.gen[seat]
	p.Said[seat].SetText(text)
	p.Said[seat].Show()
	p.Refresh()
	time.AfterFunc(d, func() {
		p.post(func() {
			if p.gen[seat] == gen {
				p.Said[seat].Hide()
				p.Refresh()
			}
		})
	})
}

// CreateRenderer draws the strip, scrolling sideways when the seats do not
// fit.
func (p *PresenceStrip) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewHScroll(p.row))
}

// MinSize is one line high.
func (p *PresenceStrip) MinSize() fyne.Size {
	return fyne.NewSize(0, p.row.MinSize().Height)
}
