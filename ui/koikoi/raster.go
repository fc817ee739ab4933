package koikoi

import (
	"image"

	"github.com/koikoi-app/koikoi/engine/koikoi"
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
var cardPictures = &kit.Pictures{Draw: kit.SVGDraw(cardSVG), Shadow: 1.5, Max: 600}

// cardImage returns card c (koikoi.NoCard: the back) drawn w×h pixels at
// canvas scale scale, shadow included.
func cardImage(c koikoi.Card, labels bool, w, h int, scale float32) image.Image {
	if !c.Valid() {
		labels = false
	}
	return cardPictures.Get(pictureKey{c, labels}, w, h, scale)
}

// cardSVG returns the SVG of a picture (a pictureKey).
func cardSVG(key any) ([]byte, error) {
	k := key.(pictureKey)
	return cardResource(k.card, k.labels).Content(), nil
}
