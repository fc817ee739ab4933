package ui

import (
	"bytes"
	"image"
	"sync"

	"github.com/fyne-io/oksvg"
	"github.com/srwiley/rasterx"

	"github.com/koikoi-app/koikoi/koikoi"
)

// Card pictures are drawn from SVG at the exact pixel size a card takes on
// screen, once per size, and shared by every card widget: a table redraw
// then costs no SVG work, which matters on a phone (and keeps tests fast).
// Fyne's own SVG images are rasterized per image object.

// rasterKey names one picture at one size.
type rasterKey struct {
	card   koikoi.Card
	labels bool
	w, h   int
}

// maxRasters bounds the cache: a few sizes of 49 pictures, with and
// without labels.
const maxRasters = 600

var (
	rasterMu    sync.Mutex
	rasterCache = map[rasterKey]image.Image{}
	svgIcons    = map[rasterKey]*oksvg.SvgIcon{} // parsed pictures, size 0
)

// cardImage returns card c (koikoi.NoCard: the back) drawn w×h pixels.
func cardImage(c koikoi.Card, labels bool, w, h int) image.Image {
	if w <= 0 || h <= 0 {
		return image.NewNRGBA(image.Rect(0, 0, 1, 1))
	}
	if !c.Valid() {
		labels = false
	}
	k := rasterKey{c, labels, w, h}
	rasterMu.Lock()
	defer rasterMu.Unlock()
	if img, ok := rasterCache[k]; ok {
		return img
	}
	icon := parsedIcon(c, labels)
	if icon == nil {
		return image.NewNRGBA(image.Rect(0, 0, w, h))
	}
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	icon.SetTarget(0, 0, float64(w), float64(h))
	scanner := rasterx.NewScannerGV(w, h, img, img.Bounds())
	icon.Draw(rasterx.NewDasher(w, h, scanner), 1)
	if len(rasterCache) >= maxRasters {
		clear(rasterCache)
	}
	rasterCache[k] = img
	return img
}

// parsedIcon returns the parsed SVG of a picture; the caller holds rasterMu.
func parsedIcon(c koikoi.Card, labels bool) *oksvg.SvgIcon {
	k := rasterKey{card: c, labels: labels}
	if icon, ok := svgIcons[k]; ok {
		return icon
	}
	res := cardResource(c, labels)
	icon, err := oksvg.ReadIconStream(bytes.NewReader(res.Content()))
	if err != nil {
		return nil
	}
	svgIcons[k] = icon
	return icon
}
