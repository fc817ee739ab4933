package koikoi

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/store"
)

// goldenImage compares the picture of a canvas with testdata/name, or
// writes it with -update.
func goldenImage(t *testing.T, name string, img image.Image) {
	t.Helper()
	if *update {
		path := filepath.Join("testdata", name)
		os.MkdirAll(filepath.Dir(path), 0o755)
		f, err := os.Create(path)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if err := png.Encode(f, img); err != nil {
			t.Fatal(err)
		}
		return
	}
	test.AssertImageMatches(t, name, img)
}

func TestCardWidgetStates(t *testing.T) {
	test.NewTempApp(t)
	crane := koikoi.CraneCard
	for _, tc := range []struct {
		name string
		set  func(w *CardWidget)
	}{
		{"plain", func(*CardWidget) {}},
		{"selected", func(w *CardWidget) { w.Selected = true }},
		{"highlight", func(w *CardWidget) { w.Highlight = true }},
		{"dim", func(w *CardWidget) { w.Dim = true }},
		{"back", func(w *CardWidget) { w.Card = koikoi.NoCard }},
		{"nolabel", func(w *CardWidget) { w.Labels = false }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := NewCardWidget(crane, true)
			tc.set(w)
			win := test.NewTempWindow(t, container.NewStack(w))
			win.SetPadded(false)
			win.Resize(fyne.NewSize(60, 90))
			golden(t, "card_"+tc.name+".xml", test.RenderObjectToMarkup(w))
			goldenImage(t, "card_"+tc.name+".png", win.Canvas().Capture())
		})
	}
}

func TestCardWidgetTaps(t *testing.T) {
	test.NewTempApp(t)
	w := NewCardWidget(koikoi.MoonCard, false)
	var taps, long int
	w.OnTapped = func() { taps++ }
	w.OnLongPress = func() { long++ }
	test.Tap(w)
	test.TapSecondary(w)
	if taps != 1 || long != 1 {
		t.Errorf("taps = %d, long presses = %d; want 1 and 1", taps, long)
	}
	if m := w.MinSize(); m.Width < 16 {
		t.Errorf("MinSize = %v", m)
	}
}

// TestTouchTargets checks that hand cards and buttons are at least 48 dp
// on the smallest phone, 360×640.
func TestTouchTargets(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 360, Height: 640}, {Width: 412, Height: 915}, {Width: 915, Height: 412}} {
		a := newTestApp(t, t.TempDir())
		a.StartGame(stackedGame(t), store.KoikoiSave{Mode: store.ModeComputer})
		a.h.Win.Resize(size)
		shellOf(a).refresh()
		tb := a.Table()
		for c, w := range tb.HandCards {
			if s := w.Size(); s.Width < 48 || s.Height < 48 {
				t.Errorf("%v: hand card %v is %v; want at least 48×48", size, c, s)
			}
			p := fyne.CurrentApp().Driver().AbsolutePositionForObject(w)
			if p.X < 0 || p.Y < 0 || p.X+w.Size().Width > size.Width+0.5 || p.Y+w.Size().Height > size.Height+0.5 {
				t.Errorf("%v: hand card %v at %v size %v is cut off", size, c, p, w.Size())
			}
		}
		for k, b := range tb.Buttons {
			if s := b.Size(); s.Height < 44 || s.Width < 44 {
				t.Errorf("%v: button %s is %v; want at least 48 dp", size, k, s)
			}
		}
	}
}

func TestTableGolden(t *testing.T) {
	for _, tc := range []struct {
		name string
		size fyne.Size
	}{
		{"table_360x640.png", fyne.NewSize(360, 640)},
		{"table_915x412.png", fyne.NewSize(915, 412)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := newTestApp(t, t.TempDir())
			a.StartGame(stackedGame(t), store.KoikoiSave{Mode: store.ModeComputer})
			a.h.Win.Resize(tc.size)
			shellOf(a).refresh()
			test.Tap(a.Table().HandCards[koikoi.CraneCard])
			goldenImage(t, tc.name, a.h.Win.Canvas().Capture())
		})
	}
}
