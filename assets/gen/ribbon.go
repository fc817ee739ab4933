package main

// glyphs are rough brush strokes after kana, in an 18x18 box, used as the
// writing on poetry ribbons. They only need to read as lettering.
var glyphs = map[rune]string{
	'a': "M3 5H14M8 1C7 8 8 14 10 17M12 8C6 8 2 14 6 16C10 17 16 14 16 10C16 7 12 7 10 9",
	'k': "M2 7C6 6 11 5 12 8C13 12 10 16 8 16M7 2C7 8 5 14 2 17M15 5L17 11",
	'y': "M9 1V14C9 17 3 17 3 14C3 11 10 12 15 16M9 7H15",
	'r': "M4 3H13L5 11C9 8 16 9 15 13C14 17 9 17 6 16",
	's': "M6 1V13C6 17 11 17 15 12",
	'm': "M3 3H10L4 13C4 17 12 12 16 8M11 8L11 17",
	'n': "M10 4C6 10 4 16 2 14C0 10 6 2 12 3C17 4 18 12 12 17",
}

// Ribbon styles.
const (
	poetryRibbon = iota // red, straight ends, black writing
	redRibbon           // red, swallow-tail end, no writing
	blueRibbon          // blue-violet, straight ends, gold inner frame
)

// ribbon draws a tanzaku hanging from (x, y), tilted by rot degrees.
func ribbon(c *canvas, x, y, rot float64, style int, text string) {
	const w, l = 32.0, 150.0
	c.at(x, y, rot, 1, func() {
		switch style {
		case blueRibbon:
			c.rect(-w/2, 0, w, l, 1.5, "#34388f", "#1b1d52", 2)
			c.rect(-w/2+4.5, 8, w-9, l-16, 1, "", "#d9b45a", 1.8)
			c.line(0, 18, 0, l-18, "#5b60c0", 3)
		case redRibbon:
			c.poly("#d3242b", "#7d1410", 2, -w/2, 0, w/2, 0, w/2, l, 0, l-16, -w/2, l)
			c.line(-w/2+5, 6, -w/2+5, l-10, "#ee6a5e", 2.2)
		default:
			c.rect(-w/2, 0, w, l, 1.5, "#d3242b", "#7d1410", 2)
			s := 1.3
			gy := 18.0
			for _, r := range text {
				d := glyphs[r]
				c.at(-9*s, gy, 0, s, func() {
					c.path(d, "", ink, 2.6)
				})
				gy += 22 * s * 0.95
			}
		}
		// The knot that ties it to the branch.
		c.rect(-w/2-2, -3, w+4, 8, 2, "#3a2a20", "", 0)
		c.path("M-6 -3C-14 -16 4 -18 0 -3C-4 -18 14 -16 6 -3", "", "#3a2a20", 2.2)
	})
}
