package assets

// The corner index of an Ikebana card: the value in bold figures over the
// colour's symbol, dark on a pale badge (gold on black for a joker), sized
// to be read on a card 40 pixels wide (where a card unit is a fifth of a
// pixel).

// figureStrokes are the centre lines of the figures 1 to 5 in a 10x18 box,
// each a list of strokes drawn as bands; a stroke is split where the line
// turns a corner, so that every band's outline stays simple.
var figureStrokes = [6][][]pt{
	1: {
		{{0.9, 5.4}, {6.2, 0}},
		{{6.2, 0}, {6.2, 18}},
	},
	2: {
		join(curve(pt{0.6, 4.6}, pt{0.6, -1.2}, pt{9.9, -1.3}, pt{9.6, 4.8}, 10),
			curve(pt{9.6, 4.8}, pt{9.3, 8.6}, pt{2.6, 11.8}, pt{0.4, 18}, 10)),
		{{0.4, 18}, {10, 18}},
	},
	3: {
		join(curve(pt{0.5, 2.4}, pt{3, -0.9}, pt{10.1, -0.4}, pt{9.3, 4.5}, 10),
			curve(pt{9.3, 4.5}, pt{8.8, 7.6}, pt{5.8, 8.5}, pt{3.8, 8.5}, 6)),
		join(curve(pt{3.8, 8.5}, pt{7.6, 8.5}, pt{10.3, 10.3}, pt{10.1, 13.3}, 6),
			curve(pt{10.1, 13.3}, pt{9.8, 18.8}, pt{2.2, 19.1}, pt{0, 16}, 10)),
	},
	4: {
		{{7.4, 18}, {7.4, 0}},
		{{7.4, 0}, {0, 12.4}},
		{{0, 12.4}, {10.2, 12.4}},
	},
	5: {
		{{9.6, 0}, {1.7, 0}},
		{{1.7, 0}, {0.9, 8}},
		join(curve(pt{0.9, 8}, pt{3.2, 6}, pt{9.9, 6}, pt{10, 11.7}, 8),
			curve(pt{10, 11.7}, pt{10.1, 18.3}, pt{2, 19.1}, pt{0, 15.6}, 10)),
	},
}

// join appends b to a, dropping b's first point (a's last).
func join(a, b []pt) []pt { return append(a, b[1:]...) }

// figure draws the value v (1..5) with the top-left of its 10x18 box at o,
// h units tall, in the given colour.
func (p *pen) figure(v int, o pt, h float64, fill string) {
	k := h / 18
	for _, s := range figureStrokes[v] {
		pts := make([]pt, len(s))
		for i, q := range s {
			pts[i] = o.add(q.mul(k))
		}
		p.band(pts, 3*k, 3*k, true, fill)
	}
}

// symbolShape draws the silhouette of colour c's symbol centred at o, r units
// in radius (the shape's size, not exactly its extent), grown by g units all
// round. The symbols: red ring, green square, yellow triangle, blue diamond,
// black star.
func (p *pen) symbolShape(c int, o pt, r, g float64, fill string) {
	switch c {
	case colRed:
		p.circle(o, r+g, fill)
	case colGreen:
		s := r*0.86 + g
		p.rect(o.x-s, o.y-s, 2*s, 2*s, r*0.12+g, fill)
	case colYellow:
		// An equilateral triangle pointing up, its centre of area at o.
		q := r*1.22 + 2*g
		c := pt{o.x, o.y + 0.08*r}
		p.poly(fill, c.polar(q, -90), c.polar(q, 30), c.polar(q, 150))
	case colBlue:
		p.poly(fill, pt{o.x, o.y - r*1.16 - g*1.4}, pt{o.x + r*0.72 + g*1.2, o.y},
			pt{o.x, o.y + r*1.16 + g*1.4}, pt{o.x - r*0.72 - g*1.2, o.y})
	case colBlack:
		p.poly(fill, starPoints(o, 5, r*1.22+g*1.9, r*0.46+g*1.2, -90)...)
	}
}

// symbol draws colour c's symbol (see symbolShape) with a rim, dark on a
// pale ground so that the symbol keeps its shape in greyscale; hole is the
// colour the ring's hole shows.
func (p *pen) symbol(c int, o pt, r float64, rim, hole string) {
	g := r * 0.16
	p.symbolShape(c, o, r, g, rim)
	p.symbolShape(c, o, r, 0, suits[c].strong)
	if c == colRed {
		p.circle(o, r*0.55+g, rim)
		p.circle(o, r*0.55, hole)
	}
}

// jokerMark draws the jokers' symbol centred at o: a disc cut into five
// wedges of the five colours around a dark heart, with a gold rim.
func (p *pen) jokerMark(o pt, r float64) {
	p.circle(o, r*1.18, gold)
	for i := 0; i < 5; i++ {
		a0 := -90 + 72*float64(i) - 36
		pts := []pt{o}
		for k := 0; k <= 6; k++ {
			pts = append(pts, o.polar(r, a0+12*float64(k)))
		}
		p.poly(suits[i].strong, pts...)
	}
	p.circle(o, r*0.42, gold)
	p.circle(o, r*0.26, lacquer)
}

// index draws the corner index of a card of colour c and value v: a pale
// badge with a dark figure and the colour's symbol, or for a joker
// (colMulti) a black lacquer badge with a gold figure and the jokers'
// mark, which no colour's card has.
func (p *pen) index(c, v int) {
	ground, rim, fig := badge, ink, ink
	if c == colMulti {
		ground, rim, fig = lacquer, gold, gold
	}
	p.rect(5, 5, 62, 141, 12, rim)
	p.rect(7.5, 7.5, 57, 136, 10, ground)
	p.figure(v, pt{19, 11}, 60, fig)
	if c == colMulti {
		p.jokerMark(pt{36, 113}, 20)
		return
	}
	p.symbol(c, pt{36, 113}, 21, ink, badge)
}
