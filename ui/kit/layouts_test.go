package kit

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
)

// TestGrowOnly: the band asks for the largest height its content asked
// for at its width, lays the content out at its bottom, and starts afresh
// at a new width.
func TestGrowOnly(t *testing.T) {
	r := canvas.NewRectangle(nil)
	r.SetMinSize(fyne.NewSize(10, 80))
	g := &GrowOnly{}
	c := container.New(g, r)
	c.Resize(fyne.NewSize(200, 80))
	r.SetMinSize(fyne.NewSize(10, 30))
	if h := c.MinSize().Height; h != 80 {
		t.Errorf("after its content shrank the band asks for %v; want 80", h)
	}
	c.Refresh()
	if p, s := r.Position(), r.Size(); p.Y != 50 || s.Height != 30 {
		t.Errorf("the content is at %v, %v; want at the bottom (y 50), 30 high", p, s)
	}
	c.Resize(fyne.NewSize(300, 80))
	if h := c.MinSize().Height; h != 30 {
		t.Errorf("at a new width the band asks for %v; want 30", h)
	}
}

// TestSizeLayouts checks AtLeast, MaxWidth and Tall.
func TestSizeLayouts(t *testing.T) {
	r := canvas.NewRectangle(nil)
	r.SetMinSize(fyne.NewSize(20, 20))
	if s := container.New(&AtLeast{H: 50}, r).MinSize(); s != fyne.NewSize(20, 50) {
		t.Errorf("AtLeast H 50: %v", s)
	}
	if s := Tall(r).MinSize(); s.Height != TapHeight {
		t.Errorf("Tall: %v", s)
	}
	if s := container.New(&AtLeast{W: 110}, r).MinSize(); s != fyne.NewSize(110, 20) {
		t.Errorf("AtLeast W 110: %v", s)
	}
	c := container.New(&MaxWidth{W: 100}, r)
	c.Resize(fyne.NewSize(300, 40))
	if p, s := r.Position(), r.Size(); p.X != 100 || s.Width != 100 || s.Height != 40 {
		t.Errorf("MaxWidth 100 in 300: at %v, %v; want centred, 100 wide", p, s)
	}
}
