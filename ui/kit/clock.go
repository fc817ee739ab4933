package kit

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"
)

// MoveClock counts down the time left of the move under way at an
// online table (m:ss, or as SetFormat says), gold, then red in the last
// ten seconds. It is blank while no clock runs.
type MoveClock struct {
	widget.BaseWidget
	// Text is what it shows, for tests.
	Text *canvas.Text

	deadline time.Time
	format   func(time.Duration) string // nil: ClockText
	widest   string                     // the widest text format gives
	now      func() time.Time
	ticker   *time.Ticker
	stop     chan struct{}
	post     func(func())
}

var _ fyne.Widget = (*MoveClock)(nil)

// NewMoveClock returns a stopped clock; post runs a function on the UI
// goroutine (fyne.Do when nil).
func NewMoveClock(post func(func())) *MoveClock {
	if post == nil {
		post = fyne.Do
	}
	c := &MoveClock{Text: canvas.NewText("", GoldColor), now: time.Now, post: post}
	c.Text.TextStyle.Monospace = true
	c.Text.TextSize = 15
	c.ExtendBaseWidget(c)
	return c
}

// SetDeadline shows the time left until deadline, every second, until it
// runs out; a zero deadline blanks the clock.
func (c *MoveClock) SetDeadline(deadline time.Time) {
	if deadline.Equal(c.deadline) {
		return
	}
	c.deadline = deadline
	c.show()
	if deadline.IsZero() {
		c.Stop()
		return
	}
	if c.ticker == nil {
		c.ticker, c.stop = time.NewTicker(time.Second), make(chan struct{})
		go func(t *time.Ticker, stop chan struct{}) {
			for {
				select {
				case <-t.C:
					c.post(c.show)
				case <-stop:
					return
				}
			}
		}(c.ticker, c.stop)
	}
}

// SetFormat has the clock write the time left with format (days and
// hours at a turn-based table) rather than m:ss; widest is the widest
// text it gives, which the clock keeps room for.
func (c *MoveClock) SetFormat(format func(time.Duration) string, widest string) {
	c.format, c.widest = format, widest
	c.show()
	c.Refresh()
}

// Stop stops the clock's ticking (the table is left).
func (c *MoveClock) Stop() {
	if c.ticker != nil {
		c.ticker.Stop()
		close(c.stop)
		c.ticker = nil
	}
}

// ClockText returns how a clock shows d left: m:ss, rounded up.
func ClockText(d time.Duration) string {
	s := int((max(d, 0) + time.Second - 1) / time.Second)
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// show draws the time left now.
func (c *MoveClock) show() {
	if c.deadline.IsZero() {
		c.Text.Text = ""
	} else {
		left := c.deadline.Sub(c.now())
		c.Text.Text = ClockText(left)
		if c.format != nil {
			c.Text.Text = c.format(left)
		}
		c.Text.Color = GoldColor
		if left <= 10*time.Second {
			c.Text.Color = RedColor
		}
	}
	c.Text.Refresh()
}

// CreateRenderer draws the clock.
func (c *MoveClock) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(c.Text) }

// MinSize fits the widest time, so that the clock does not change width.
func (c *MoveClock) MinSize() fyne.Size {
	if c.format != nil {
		return fyne.MeasureText(c.widest, c.Text.TextSize, c.Text.TextStyle)
	}
	return fyne.MeasureText("00:00", c.Text.TextSize, c.Text.TextStyle)
}
