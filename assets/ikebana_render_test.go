package assets

import (
	"bytes"
	"image"
	"image/color"
	"testing"

	"github.com/fyne-io/oksvg"
	"github.com/srwiley/rasterx"
)

// renderSVG draws b w×h pixels with Fyne's SVG rasterizer, strict about
// anything it cannot read.
func renderSVG(t testing.TB, name string, b []byte, w, h int) *image.RGBA {
	t.Helper()
	icon, err := oksvg.ReadIconStream(bytes.NewReader(b), oksvg.StrictErrorMode)
	if err != nil {
		t.Fatalf("%s: oksvg: %v", name, err)
	}
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	icon.SetTarget(0, 0, float64(w), float64(h))
	icon.Draw(rasterx.NewDasher(w, h, rasterx.NewScannerGV(w, h, img, img.Bounds())), 1)
	return img
}

// near reports whether two colours differ by at most tol in every channel.
func near(a color.Color, hex string, tol int) bool {
	var want color.RGBA
	for i, p := range []*uint8{&want.R, &want.G, &want.B} {
		var v uint8
		for _, ch := range hex[1+2*i : 3+2*i] {
			v <<= 4
			switch {
			case ch >= '0' && ch <= '9':
				v |= uint8(ch - '0')
			default:
				v |= uint8(ch-'a') + 10
			}
		}
		*p = v
	}
	r, g, b, _ := a.RGBA()
	d := func(x uint32, y uint8) int { return abs(int(x>>8) - int(y)) }
	return d(r, want.R) <= tol && d(g, want.G) <= tol && d(b, want.B) <= tol
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// TestIkebanaRender draws every card and the back at the smallest size a
// table uses (40 pixels wide) and at 200: the card fills its rectangle (but
// for the rounded corners), its frame is in the card's colour and its index
// badge (black lacquer for a joker) is where the corner label belongs.
func TestIkebanaRender(t *testing.T) {
	for _, w := range []int{40, 200} {
		h := w * 3 / 2
		for _, id := range append(IkebanaIDs(), "back") {
			b := IkebanaBackSVG()
			if id != "back" {
				b, _ = IkebanaCardSVG(id)
			}
			img := renderSVG(t, id, b, w, h)
			if _, _, _, a := img.At(0, 0).RGBA(); a>>8 > 128 {
				t.Errorf("%s at %d px: corner pixel is opaque; want the rounded corner cut", id, w)
			}
			opaque := 0
			for y := 0; y < h; y++ {
				for x := 0; x < w; x++ {
					if img.RGBAAt(x, y).A == 255 {
						opaque++
					}
				}
			}
			if opaque < w*h*97/100 {
				t.Errorf("%s at %d px: %d of %d pixels opaque; want the card to fill its rectangle", id, w, opaque, w*h)
			}
			if id == "back" {
				continue
			}
			s, ground := suits[cardColour(id)], badge
			frame := img.At(w-1-w/100, h/2)
			if s.name == "multi" {
				frame = img.At(w/2, 0+w/100) // the gold gradient is lightest at the top
				s.strong, ground = "#f3d77a", lacquer
			}
			if !near(frame, s.strong, 40) {
				t.Errorf("%s at %d px: frame is %v; want about %s", id, w, frame, s.strong)
			}
			if px := img.At(w*11/200, h*81/300); !near(px, ground, 12) {
				t.Errorf("%s at %d px: index badge is %v; want %s", id, w, px, ground)
			}
		}
	}
}

// cardColour returns the colour index of a card id (colMulti for a joker).
func cardColour(id string) int {
	for c, s := range suits {
		if len(id) > len(s.name) && id[:len(s.name)+1] == s.name+"-" {
			return c
		}
	}
	return -1
}
