package assets

import "fmt"

// An Ikebana card is 200x300 units, like a Koi-Koi card: a frame in the
// card's colour, an alcove with a round window (a joker's: a sun on a night
// sky), a vase on the floor board holding as many flowers as the card's
// value, and the corner index.

// slots holds, for each value, where the flower heads go: an asymmetric
// arrangement (the tallest stem up and to the right, the others lower and
// to either side), kept clear of the corner index.
var slots = [6][]pt{
	1: {{136, 78}},
	2: {{142, 64}, {86, 150}},
	3: {{140, 56}, {86, 146}, {168, 132}},
	4: {{142, 50}, {96, 112}, {170, 128}, {80, 172}},
	5: {{146, 46}, {98, 100}, {172, 112}, {80, 164}, {156, 170}},
}

// headSize is a flower head's radius for each value: fewer flowers, larger.
var headSize = [6]float64{1: 31, 2: 28, 3: 25, 4: 23, 5: 21}

// jokerKinds is the order in which the jokers' vases take the flowers.
var jokerKinds = [5]int{colRed, colBlue, colYellow, colBlack, colGreen}

// cardSVG draws the card of colour c (colMulti for a joker) and value v,
// the k-th copy (0 for the first) of that colour and value.
func cardSVG(c, v, k int) string {
	var p pen
	s := suits[c]
	p.out(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 300" width="200" height="300">`)
	p.vgrad("wall", s.wall, s.wall2)
	// The wall and the floor reach under the frame, so that no seam shows
	// between them where the frame's edge is drawn half over a pixel.
	p.rect(3, 3, 194, 294, 12, "url(#wall)")
	window(&p, c)
	board, edge := floor, floor2
	if c == colMulti {
		board, edge = lacquer, gold
	}
	p.rect(3, 258, 194, 39, 12, board)
	p.rect(3, 258, 194, 12, 0, board)
	p.rect(3, 258, 194, 3, 0, edge)
	p.rect(3, 276, 194, 1.6, 0, edge)
	arrangement(&p, c, v, vessels[k].mouth)
	vase(&p, c, k)
	if c == colMulti {
		// The five symbols along the floor board.
		for i := 0; i < 5; i++ {
			p.symbol(i, pt{84 + 20*float64(i), 285}, 5.6, gold, lacquer)
		}
	}
	// The frame goes on last, over whatever the picture lets stray onto it.
	frame := s.strong
	if c == colMulti {
		p.vgrad("frame", "#f3d77a", "#b0841c")
		frame = "url(#frame)"
	}
	p.path(roundRectPath(0, 0, 200, 300, 14, true)+roundRectPath(7, 7, 186, 286, 9, false), frame)
	p.index(c, v)
	p.out(`</svg>`)
	return p.String()
}

// window draws the round window behind the flowers: paler than the wall,
// with its lattice; a joker's is a golden sun on a night sky instead.
func window(p *pen, c int) {
	o := pt{128, 112}
	if c == colMulti {
		// A sun large enough to light every flower from behind, its rays
		// reaching the edges of the wall.
		o = pt{124, 118}
		p.faded(0.35, func() {
			for i := 0; i < 16; i++ {
				a := 22.5 * float64(i)
				p.poly(gold, o, toWall(o, a-4), toWall(o, a+4))
			}
		})
		p.circle(o, 84, "#b88a22")
		p.circle(o, 80, "#f3d77a")
		p.faded(0.6, func() { p.circle(o.add(pt{-8, -8}), 62, "#fbeeb8") })
		return
	}
	p.faded(0.55, func() {
		p.circle(o, 70, "#ffffff")
	})
	p.faded(0.12, func() {
		for _, dx := range []float64{-24, 24} {
			p.rect(o.x+dx-1.2, o.y-67, 2.4, 134, 0, suits[c].deep)
		}
		p.rect(o.x-66, o.y+28, 132, 2.4, 0, suits[c].deep)
	})
	// The window's frame: a thin dark ring, made of two discs.
	p.faded(0.25, func() {
		p.path(ringPath(o, 72, 69), suits[c].deep)
	})
}

// toWall returns where the ray from o at angle a (degrees) meets the edge
// of the wall (the card inside its frame).
func toWall(o pt, a float64) pt {
	d := pt{}.polar(1, a)
	t := 1000.0
	for _, e := range [][2]float64{{d.x, 193 - o.x}, {-d.x, o.x - 7}, {d.y, 293 - o.y}, {-d.y, o.y - 7}} {
		if e[0] > 1e-9 {
			t = min(t, e[1]/e[0])
		}
	}
	return o.add(d.mul(t))
}

// roundRectPath returns the outline of a rounded rectangle as path data,
// clockwise or counter-clockwise: a counter-clockwise one inside a
// clockwise one makes a hole in the same path, under either fill rule.
func roundRectPath(x, y, w, h, r float64, clockwise bool) string {
	f := fmtNum
	arc := func(ex, ey float64, sweep int) string {
		return fmt.Sprintf("A%s %s 0 0 %d %s %s", f(r), f(r), sweep, f(ex), f(ey))
	}
	if clockwise {
		return "M" + f(x+r) + " " + f(y) + "H" + f(x+w-r) + arc(x+w, y+r, 1) + "V" + f(y+h-r) + arc(x+w-r, y+h, 1) +
			"H" + f(x+r) + arc(x, y+h-r, 1) + "V" + f(y+r) + arc(x+r, y, 1) + "Z"
	}
	return "M" + f(x+r) + " " + f(y) + arc(x, y+r, 0) + "V" + f(y+h-r) + arc(x+r, y+h, 0) + "H" + f(x+w-r) +
		arc(x+w, y+h-r, 0) + "V" + f(y+r) + arc(x+w-r, y, 0) + "Z"
}

// ringPath returns a path for the ring between radii r1 > r2 around o: the
// outer circle clockwise, the inner one counter-clockwise, so the nonzero
// rule leaves the middle empty.
func ringPath(o pt, r1, r2 float64) string {
	return fmt.Sprintf("M%s %sA%s %s 0 1 1 %s %sA%s %s 0 1 1 %s %sZM%s %sA%s %s 0 1 0 %s %sA%s %s 0 1 0 %s %sZ",
		fmtNum(o.x-r1), fmtNum(o.y), fmtNum(r1), fmtNum(r1), fmtNum(o.x+r1), fmtNum(o.y), fmtNum(r1), fmtNum(r1), fmtNum(o.x-r1), fmtNum(o.y),
		fmtNum(o.x-r2), fmtNum(o.y), fmtNum(r2), fmtNum(r2), fmtNum(o.x+r2), fmtNum(o.y), fmtNum(r2), fmtNum(r2), fmtNum(o.x-r2), fmtNum(o.y))
}

// arrangement draws the v flowers of a card of colour c, their stems
// leaving the vase at mouth: all the stems, then all the heads.
func arrangement(p *pen, c, v int, mouth pt) {
	kind := func(i int) flower {
		if c == colMulti {
			return kinds[jokerKinds[i]]
		}
		return kinds[c]
	}
	paint := func(i int) suit {
		if c == colMulti {
			return suits[jokerKinds[i]]
		}
		return suits[c]
	}
	r := headSize[v]
	for i, h := range slots[v] {
		kind(i).stem(p, mouth.add(pt{float64(2*i-v) * 1.5, 0}), h, r, paint(i))
	}
	for i, h := range slots[v] {
		kind(i).head(p, h, r, paint(i))
	}
}

// vessel is one of the three vases a colour's copies stand in (the first,
// second and third card of a value: red-1a, red-1b, red-1c).
type vessel struct {
	body, lip, shine string // the paths of its body, lip and highlight
	mouth            pt     // where the stems go in
	mark             pt     // where its symbol sits
	shadow           float64
}

var vessels = [3]vessel{
	{ // A round-bellied vase.
		"M104 198C104 208 106 212 100 220C84 236 80 252 94 266L148 266C162 252 158 236 142 220C136 212 138 208 138 198Z",
		"M100 196L142 196L140 203L102 203Z",
		"M104 226C96 236 94 248 100 258L106 258C101 248 102 236 110 226Z",
		pt{120, 204}, pt{121, 244}, 44,
	},
	{ // A tall vase with a narrow neck.
		"M109 180C109 192 100 198 100 212L100 258C100 263 103 266 108 266L134 266C139 266 142 263 142 258L142 212C142 198 133 192 133 180Z",
		"M105 175L137 175L135 182L107 182Z",
		"M104 214L104 256L109 256L109 212C108 206 106 208 104 214Z",
		pt{121, 180}, pt{121, 234}, 30,
	},
	{ // A low, wide basin on a foot.
		"M80 232L162 232C160 246 152 254 140 256L138 266L104 266L102 256C90 254 82 246 80 232Z",
		"M76 228L166 228L164 234L78 234Z",
		"M88 238C92 246 98 250 106 252L106 248C100 246 95 243 93 238Z",
		pt{121, 232}, pt{121, 244}, 48,
	},
}

// vase draws vessel k on the floor board, glazed in the card's deep shade
// (gold for a joker), its symbol on the belly.
func vase(p *pen, c, k int) {
	s, v := suits[c], vessels[k]
	glaze, shine := s.deep, s.strong
	if c == colMulti {
		glaze, shine = "#b8861c", gold
	}
	p.faded(0.3, func() { p.ellipse(pt{121, 268}, v.shadow, 6, 0, "#000000") })
	p.path(v.body, glaze)
	p.path(v.lip, shine)
	p.faded(0.35, func() { p.path(v.shine, "#ffffff") })
	if c == colMulti {
		p.rect(v.mark.x-22, v.mark.y-12, 44, 3, 1.5, lacquer)
		p.jokerMark(v.mark.add(pt{0, 4}), 8)
		return
	}
	p.symbol(c, v.mark, 8, ink, glaze)
}
