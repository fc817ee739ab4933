package kit

import (
	"bytes"
	"image"
	"sync"

	"github.com/fyne-io/oksvg"
	"github.com/srwiley/rasterx"
)

// SVGDraw returns a drawing function for Pictures.Draw that draws each key
// from the SVG source gives for it, parsed the first time and kept (the
// games' card pictures: Fyne's own SVG images are rasterized per image
// object). A picture that source cannot give, or that does not parse, is
// left blank. The function is safe for use by several goroutines.
func SVGDraw(source func(key any) ([]byte, error)) func(key any, w, h int) image.Image {
	var mu sync.Mutex
	icons := map[any]*oksvg.SvgIcon{}
	return func(key any, w, h int) image.Image {
		img := image.NewRGBA(image.Rect(0, 0, w, h))
		mu.Lock()
		defer mu.Unlock()
		icon, ok := icons[key]
		if !ok {
			svg, err := source(key)
			if err == nil {
				icon, err = oksvg.ReadIconStream(bytes.NewReader(svg), oksvg.IgnoreErrorMode)
			}
			if err != nil {
				icon = nil
			}
			icons[key] = icon
		}
		if icon == nil {
			return img
		}
		icon.SetTarget(0, 0, float64(w), float64(h))
		scanner := rasterx.NewScannerGV(w, h, img, img.Bounds())
		icon.Draw(rasterx.NewDasher(w, h, scanner), 1)
		return img
	}
}
