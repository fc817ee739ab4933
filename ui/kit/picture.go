package kit

import (
	"image"
	"image/color"
	"image/draw"
	"sync"
)

// Pictures draws pictures once per key and pixel size and keeps them: a
// card on the table is drawn by the GPU from an image already made, and a
// moving card scales the picture of where it lands instead of drawing a
// new one at every passing size. Safe for use by several goroutines.
type Pictures struct {
	// Draw makes the picture of key at w×h pixels.
	Draw func(key any, w, h int) image.Image
	// Shadow, when > 0, bakes a soft shadow of that many pixels (at
	// scale 1) under the picture's lower right: one image, one texture.
	Shadow float32
	// Max bounds the number of pictures kept (0: 800).
	Max int

	mu    sync.Mutex
	cache map[picKey]image.Image
}

type picKey struct {
	key       any
	w, h, off int // off: the shadow's offset in pixels
}

// Get returns the picture of key at w×h pixels, drawing it the first time.
// scale is the canvas scale, which sizes the shadow.
func (p *Pictures) Get(key any, w, h int, scale float32) image.Image {
	if w <= 0 || h <= 0 {
		return image.NewNRGBA(image.Rect(0, 0, 1, 1))
	}
	off := int(p.Shadow*scale + 0.5)
	if off >= w/4 || off >= h/4 {
		off = 0
	}
	k := picKey{key, w, h, off}
	p.mu.Lock()
	defer p.mu.Unlock()
	if img, ok := p.cache[k]; ok {
		return img
	}
	img := p.Draw(key, w-off, h-off)
	if off > 0 {
		img = withShadow(img, w, h, off)
	}
	max := p.Max
	if max == 0 {
		max = 800
	}
	if p.cache == nil || len(p.cache) >= max {
		p.cache = map[picKey]image.Image{}
	}
	p.cache[k] = img
	return img
}

// withShadow returns src on a w×h image over its own silhouette, darkened
// and shifted by off pixels down and right, with a softer rim.
func withShadow(src image.Image, w, h, off int) image.Image {
	dst := image.NewNRGBA(image.Rect(0, 0, w, h))
	b := src.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			_, _, _, a := src.At(x, y).RGBA()
			if a == 0 {
				continue
			}
			for _, d := range [...]struct {
				dx, dy int
				alpha  uint32
			}{{off, off, 0x50}, {off - 1, off, 0x28}, {off, off - 1, 0x28}} {
				px, py := x-b.Min.X+d.dx, y-b.Min.Y+d.dy
				if px < 0 || py < 0 || px >= w || py >= h {
					continue
				}
				al := uint8(a >> 8 * d.alpha >> 8)
				if cur := dst.NRGBAAt(px, py).A; al > cur {
					dst.SetNRGBA(px, py, color.NRGBA{A: al})
				}
			}
		}
	}
	draw.Draw(dst, image.Rect(0, 0, b.Dx(), b.Dy()), src, b.Min, draw.Over)
	return dst
}
