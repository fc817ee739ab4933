package koikoi

import (
	"testing"

	"fyne.io/fyne/v2"
)

// TestTableCardSizes: a portrait table gives its height to cards one can
// read. On a small phone the captured cards read at a glance (they were
// 26 dp wide when the field kept a third row it seldom used), and on a
// tall phone the field's cards are larger than its six columns allowed.
func TestTableCardSizes(t *testing.T) {
	for _, c := range []struct {
		size                  fyne.Size
		field, hand, captured float32 // smallest widths (dp)
	}{
		{fyne.NewSize(360, 640), 52, 52, 40},
		{fyne.NewSize(412, 915), 68, 68, 60},
		{fyne.NewSize(768, 1024), 78, 78, 75},
	} {
		g := newTableGeom(c.size)
		got := [3]float32{g.fieldCard.Width, g.handCard.Width, g.capCard(0, 0, 0, 1).Size.Width}
		for i, want := range []float32{c.field, c.hand, c.captured} {
			if got[i] < want {
				t.Errorf("%v: %s cards %.0f dp wide; want at least %.0f", c.size, []string{"field", "hand", "captured"}[i], got[i], want)
			}
		}
		if n := g.rows * g.cols; n < 10 {
			t.Errorf("%v: the field has %d slots; want at least 10", c.size, n)
		}
	}
}

// TestFieldOverflow: past its grid's slots (two rows of five on a small
// phone), the field's rows get longer inside the field's place, each
// card still showing most of its width. (Landscape fills its two rows
// column by column: a card's left neighbour is two slots before it.)
func TestFieldOverflow(t *testing.T) {
	for _, s := range []fyne.Size{fyne.NewSize(360, 640), fyne.NewSize(412, 915), fyne.NewSize(915, 412)} {
		g := newTableGeom(s)
		for slots := 1; slots <= 16; slots++ {
			for i := 0; i < slots; i++ {
				r := g.fieldSlot(i, slots)
				if !inside(r, g.field) {
					t.Errorf("%v: slot %d of %d at %v is outside the field %v", s, i, slots, r, g.field)
				}
				left := i - 1 // the slot left of i, in its row
				if g.byColumn {
					left = i - g.rows
				} else if i%max(g.cols, (slots+g.rows-1)/g.rows) == 0 {
					left = -1
				}
				if left >= 0 {
					if shown := r.Pos.X - g.fieldSlot(left, slots).Pos.X; shown < 0.6*r.Size.Width {
						t.Errorf("%v: with %d slots card %d shows %.0f dp of its %.0f", s, slots, left, shown, r.Size.Width)
					}
				}
			}
		}
	}
}
