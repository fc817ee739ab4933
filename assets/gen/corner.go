package main

import "strconv"

// digitPaths are stroke outlines of the digits 0-9 in a 10x18 box.
var digitPaths = [10]string{
	"M5 0C-1.6 0-1.6 18 5 18C11.6 18 11.6 0 5 0Z",
	"M1.5 4L6 0V18",
	"M0.5 4.5C0.5-1.2 10-1.2 9.6 4.8C9.3 8.5 2.5 12 0.4 18H10",
	"M0.6 2.2C3-0.8 10-0.3 9.2 4.6C8.7 7.6 5.6 8.4 4 8.5C7.5 8.5 10.2 10.2 10 13.2C9.7 18.6 2.2 19 0 16",
	"M7.6 18V0L0 12.4H10",
	"M9.4 0H1.6L0.8 8C3 6 9.8 6 9.9 11.6C10 18.2 2 19 0 15.6",
	"M8.8 1.2C4.6-1.2 0 2.4 0 10.6C0 19 10 19 10 12.6C10 6.4 2 6.4 0.2 11",
	"M0 0H10L3.6 18",
	"M5 8.5C-0.4 8.5-0.2 0 5 0C10.2 0 10.4 8.5 5 8.5C-0.6 8.5-0.6 18 5 18C10.6 18 10.6 8.5 5 8.5Z",
	"M9.8 7C8.2 11.6 0 11.4 0 5.6C0-1.2 10-1.2 10 7C10 15 6 19 1.2 17",
}

// digits draws the number n with its top-left corner at (x, y), each digit
// h units tall, and returns the width used.
func digits(c *canvas, n int, x, y, h float64, col string) float64 {
	s := h / 18
	w := 0.0
	for i, r := range strconv.Itoa(n) {
		if i > 0 {
			w += 4.5 * s
		}
		d := int(r - '0')
		c.at(x+w, y, 0, s, func() {
			c.path(digitPaths[d], "", col, 2.7)
		})
		w += 10 * s
	}
	return w
}

// rankIcon draws the small rank mark centred at (x, y).
func rankIcon(c *canvas, kind string, x, y float64) {
	switch kind {
	case "bright":
		c.circle(x, y, 9.5, "#f2b42c", "#8a4b08", 1.4)
		c.circle(x, y, 5.8, "#d62b1f", "", 0)
	case "animal":
		col := "#6b3f1f"
		c.ellipse(x, y+3.6, 5.6, 4.6, 0, col, "", 0)
		c.ellipse(x-6.4, y-2.2, 2.4, 3.1, -20, col, "", 0)
		c.ellipse(x-2.2, y-6.4, 2.4, 3.1, -6, col, "", 0)
		c.ellipse(x+2.6, y-6.4, 2.4, 3.1, 6, col, "", 0)
		c.ellipse(x+6.6, y-2.2, 2.4, 3.1, 20, col, "", 0)
	case "ribbon":
		c.at(x, y, 28, 1, func() {
			c.rect(-4.5, -11, 9, 22, 1, "#d62b1f", "#7d1410", 1.2)
		})
	default:
		c.circle(x, y, 5, "#5c5346", "", 0)
	}
}

// corner returns the corner label group: month number and rank mark on a
// pale badge in the top-left corner.
func corner(cd card) string {
	var c canvas
	c.raw(`<g id="corner">`)
	h := 27.0
	nw := 10 * h / 18
	if cd.month >= 10 {
		nw = 2*nw + 4.5*h/18
	}
	w := 7 + nw + 6 + 24 + 5
	c.rect(7, 7, w, 41, 9, "#fffaf0", "#8a7652", 1.6)
	digits(&c, cd.month, 14, 14, h, ink)
	c.at(14+nw+6+12, 27.5, 0, 1.2, func() { rankIcon(&c, cd.kind, 0, 0) })
	c.raw(`</g>`)
	return c.String()
}

// backSVG draws the card back: dark red with a black frame and a plum crest.
func backSVG() string {
	var c canvas
	c.raw(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 300" width="200" height="300">`)
	c.vgrad("bk", "#7a1c18", "#4a0f0d")
	c.rect(1.5, 1.5, 197, 297, 14, "#1c1413", "#0c0807", 3)
	c.rect(10, 10, 180, 280, 8, "url(#bk)", "#b8892f", 2)
	c.rect(17, 17, 166, 266, 5, "", "#b8892f", 1)
	// A quiet lattice of diamonds.
	for y := 30.0; y <= 270; y += 30 {
		for x := 35.0; x <= 165; x += 32.5 {
			c.poly("#5e1411", "", 0, x, y-8, x+7, y, x, y+8, x-7, y)
		}
	}
	// Central plum-blossom crest.
	c.circle(100, 150, 42, "#1c1413", "#b8892f", 2)
	c.petals(100, 150, 5, 17, 13, 13, -90, "#b8892f", "", 0)
	c.petals(100, 150, 5, 17, 9, 9, -90, "#7a1c18", "", 0)
	c.circle(100, 150, 8, "#b8892f", "", 0)
	c.petals(100, 150, 5, 4, 1.5, 1.5, -54, "#7a1c18", "", 0)
	c.raw(`</svg>`)
	return c.String()
}

// iconSVG draws the app icon: the crane card tilted over a face-down card
// on a dark rounded square.
func iconSVG() string {
	var c canvas
	c.raw(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">`)
	c.vgrad("ig", "#2a2f3a", "#12141a")
	c.rect(0, 0, 512, 512, 96, "url(#ig)", "", 0)
	// Face-down card behind.
	c.at(196, 266, -13, 1.12, func() {
		c.rect(-100, -150, 200, 300, 14, "#1c1413", "", 0)
		c.rect(-91, -141, 182, 282, 8, "#7a1c18", "#b8892f", 3)
		c.circle(0, 0, 36, "#1c1413", "#b8892f", 3)
		c.petals(0, 0, 5, 15, 11, 11, -90, "#b8892f", "", 0)
		c.circle(0, 0, 7, "#7a1c18", "", 0)
	})
	// Crane card in front.
	c.at(306, 250, 10, 1.2, func() {
		c.at(-100, -150, 0, 1, func() {
			c.rect(1.5, 1.5, 197, 297, 14, paper, border, 3)
			paintCrane(&c)
		})
	})
	c.raw(`</svg>`)
	return c.String()
}
