package ui

import (
	"bytes"
	"image"
	"sync"

	"github.com/fyne-io/oksvg"
	"github.com/srwiley/rasterx"

	"github.com/koikoi-app/koikoi/koikoi"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// Card pictures are drawn from SVG at the pixel size a card takes on
// screen, once per size, with their shadow baked in, and shared by every
// card widget (kit.Pictures): a table redraw then costs no SVG work, which
// matters on a phone (and keeps tests fast). Fyne's own SVG images are
// rasterized per image object.

// pictureKey names one card picture: a card (koikoi.NoCard: the back),
// with or without its corner label.
type pictureKey struct {
	card   koikoi.Card
	labels bool
}

// cardPictures holds every card picture drawn so far: a few sizes of 49
// pictures, with and without labels.
var cardPictures = &kit.Pictures{Draw: drawCard, Shadow: 1.5, Max: 600}

var (
	svgMu    sync.Mutex
	svgIcons = map[pictureKey]*oksvg.SvgIcon{} // parsed pictures
)

// cardImage returns card c (koikoi.NoCard: the back) drawn w×h pixels at
// canvas scale scale, shadow included.
func cardImage(c koikoi.Card, labels bool, w, h int, scale float32) image.Image {
	if !c.Valid() {
		labels = false
	}
	return cardPictures.Get(pictureKey{c, labels}, w, h, scale)
}

// drawCard draws a picture from its SVG.
func drawCard(key any, w, h int) image.Image {
	k := key.(pictureKey)
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	svgMu.Lock()
	defer svgMu.Unlock()
	icon := parsedIcon(k)
	if icon == nil {
		return img
	}
	icon.SetTarget(0, 0, float64(w), float64(h))
	scanner := rasterx.NewScannerGV(w, h, img, img.Bounds())
	icon.Draw(rasterx.NewDasher(w, h, scanner), 1)
	return img
}

// parsedIcon returns the parsed SVG of a picture; the caller holds svgMu.
func parsedIcon(k pictureKey) *oksvg.SvgIcon {
	if icon, ok := svgIcons[k]; ok {
		return icon
	}
	res := cardResource(k.card, k.labels)
	icon, err := oksvg.ReadIconStream(bytes.NewReader(res.Content()))
	if err != nil {
		return nil
	}
	svgIcons[k] = icon
	return icon
}
