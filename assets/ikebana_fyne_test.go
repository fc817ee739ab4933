package assets

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
)

// TestIkebanaFyne draws every card and the back the way the app will, as a
// canvas.Image of an SVG resource in a Fyne window (the test driver's
// software painter), 40 and 200 pixels wide, and checks that the picture
// arrives: the frame in the card's colour, the index badge in place.
func TestIkebanaFyne(t *testing.T) {
	test.NewTempApp(t)
	for _, w := range []float32{40, 200} {
		h := w * 3 / 2
		for _, id := range append(IkebanaIDs(), "back") {
			b := IkebanaBackSVG()
			if id != "back" {
				b, _ = IkebanaCardSVG(id)
			}
			img := canvas.NewImageFromResource(fyne.NewStaticResource(id+".svg", b))
			img.FillMode = canvas.ImageFillStretch
			win := test.NewTempWindow(t, img)
			win.SetPadded(false)
			win.Resize(fyne.NewSize(w, h))
			shot := win.Canvas().Capture()
			if got := shot.Bounds().Dx(); got != int(w) {
				t.Fatalf("%s: captured %d px wide; want %v", id, got, w)
			}
			if id == "back" {
				if px := shot.At(int(w)/2, int(h)/2); near(px, "#ffffff", 60) {
					t.Errorf("back at %v px: centre is %v; want the medallion", w, px)
				}
				continue
			}
			c := cardColour(id)
			frame, ground := suits[c].strong, badge
			if c == colMulti {
				frame, ground = "#c9a240", lacquer // the gold gradient, halfway down
			}
			if px := shot.At(int(w)-1-int(w)/100, int(h)/2); !near(px, frame, 40) {
				t.Errorf("%s at %v px: frame is %v; want about %s", id, w, px, frame)
			}
			if px := shot.At(int(w*11/200), int(h*81/300)); !near(px, ground, 12) {
				t.Errorf("%s at %v px: index badge is %v; want %s", id, w, px, ground)
			}
		}
	}
}
