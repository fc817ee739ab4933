package kit

import (
	"errors"
	"testing"
)

// TestSVGDraw draws each key's SVG at the size asked, reads each source
// once, and leaves blank what cannot be read or parsed.
func TestSVGDraw(t *testing.T) {
	calls := map[string]int{}
	draw := SVGDraw(func(key any) ([]byte, error) {
		k := key.(string)
		calls[k]++
		switch k {
		case "red":
			return []byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#ff0000"/></svg>`), nil
		case "junk":
			return []byte("not svg <"), nil
		}
		return nil, errors.New("no such picture")
	})
	for _, size := range []int{8, 20} {
		img := draw("red", size, size*3/2)
		if b := img.Bounds(); b.Dx() != size || b.Dy() != size*3/2 {
			t.Fatalf("red at %d: bounds %v", size, b)
		}
		if r, g, _, a := img.At(size/2, size/2).RGBA(); r>>8 != 0xff || g != 0 || a>>8 != 0xff {
			t.Errorf("red at %d: middle pixel %v", size, img.At(size/2, size/2))
		}
	}
	for _, k := range []string{"junk", "missing", "junk"} {
		if _, _, _, a := draw(k, 6, 6).At(3, 3).RGBA(); a != 0 {
			t.Errorf("%s: drawn; want blank", k)
		}
	}
	if calls["red"] != 1 || calls["junk"] != 1 || calls["missing"] != 1 {
		t.Errorf("source read %v; want each key once", calls)
	}
}
