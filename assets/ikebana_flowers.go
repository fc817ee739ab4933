package assets

// Each colour has its flower: red camellia, green bamboo, yellow
// chrysanthemum, blue iris, black plum. A flower is drawn in two parts, its
// stem (with leaves) from the vase's mouth to its head, then the head, so
// that every head lies over every stem.

// kinds lists the flowers by colour; the jokers take them in turn.
var kinds = [5]flower{
	colRed:    {camelliaStem, camellia},
	colGreen:  {bambooStem, bambooTop},
	colYellow: {chrysanthemumStem, chrysanthemum},
	colBlue:   {irisStem, iris},
	colBlack:  {plumBranch, plum},
}

// flower draws one flower: stem from the vase's mouth m to the head at h,
// then the head of radius r; s is the colour to paint it in.
type flower struct {
	stem func(p *pen, m, h pt, r float64, s suit)
	head func(p *pen, h pt, r float64, s suit)
}

// bent returns a gently curved line from a to b, bowed sideways by bow
// units.
func bent(a, b pt, bow float64) []pt {
	d := b.sub(a)
	n := pt{-d.y, d.x}.mul(bow / d.len())
	return curve(a, a.lerp(b, 0.35).add(n), a.lerp(b, 0.7).add(n), b, 12)
}

// side is -1 when the head leans left of the mouth, else 1.
func side(m, h pt) float64 {
	if h.x < m.x {
		return -1
	}
	return 1
}

func camelliaStem(p *pen, m, h pt, r float64, s suit) {
	line := bent(m, h, 6*side(m, h))
	p.band(line, 3.6, 2.4, false, stemG)
	// A leaf halfway up, on the outer side of the bow.
	a, d := line[6], line[7].sub(line[5])
	n := pt{d.y, -d.x}.mul(side(m, h) / d.len())
	p.leaf(a, a.add(n.mul(r*1.1)).add(d.mul(-0.8)), r*0.5, 0.06*side(m, h), leafG)
	// Two glossy leaves under the head.
	p.leaf(h.polar(r*0.5, 110), h.polar(r*1.6, 150), r*0.62, 0.08, leafG)
	p.leaf(h.polar(r*0.5, 70), h.polar(r*1.45, 25), r*0.55, -0.08, leafG)
	p.leaf(h.polar(r*0.55, 120), h.polar(r*1.2, 140), r*0.16, 0.02, "#5d9a4f")
}

func camellia(p *pen, h pt, r float64, s suit) {
	for i := 0; i < 6; i++ {
		p.circle(h.polar(r*0.52, -90+60*float64(i)), r*0.5, s.deep)
	}
	for i := 0; i < 6; i++ {
		p.circle(h.polar(r*0.47, -60+60*float64(i)), r*0.45, s.strong)
	}
	p.circle(h, r*0.5, s.light)
	p.circle(h, r*0.4, s.strong)
	p.circle(h, r*0.25, "#f6cf4a")
	for i := 0; i < 7; i++ {
		p.circle(h.polar(r*0.14, 51.4*float64(i)), r*0.055, "#b9770f")
	}
}

func chrysanthemumStem(p *pen, m, h pt, r float64, s suit) {
	line := bent(m, h, -5*side(m, h))
	p.band(line, 3.4, 2.4, false, stemG)
	// Lobed leaves along the stem, alternately left and right.
	for i, t := range []int{5, 8} {
		a := line[t]
		d := line[t+1].sub(line[t-1])
		n := pt{-d.y, d.x}.mul(1 / d.len())
		if i%2 == 1 {
			n = n.mul(-1)
		}
		p.leaf(a, a.add(n.mul(r*0.95)).add(d.mul(-0.6)), r*0.5, 0.05, stemG)
		p.leaf(a, a.add(n.mul(r*0.7)).add(d.mul(0.9)), r*0.36, -0.05, leafG)
	}
}

func chrysanthemum(p *pen, h pt, r float64, s suit) {
	for i := 0; i < 22; i++ {
		a := 360 * float64(i) / 22
		p.ellipse(h.polar(r*0.58, a), r*0.44, r*0.12, a, s.deep)
	}
	for i := 0; i < 18; i++ {
		a := 10 + 360*float64(i)/18
		p.ellipse(h.polar(r*0.46, a), r*0.4, r*0.12, a, s.strong)
	}
	for i := 0; i < 12; i++ {
		a := 15 + 30*float64(i)
		p.ellipse(h.polar(r*0.26, a), r*0.26, r*0.1, a, s.light)
	}
	p.circle(h, r*0.15, "#b87a0c")
}

func irisStem(p *pen, m, h pt, r float64, s suit) {
	sd := side(m, h)
	// Sword leaves rise beside the stem.
	p.leaf(m.add(pt{-4 * sd, 0}), m.lerp(h, 0.62).add(pt{-r * 0.9 * sd, 0}), 7, 0.03*sd, leafG)
	p.band(bent(m, h.add(pt{0, r * 0.3}), 2*sd), 3.4, 2.6, false, stemG)
	p.leaf(m.add(pt{3 * sd, 0}), m.lerp(h, 0.48).add(pt{r * 0.8 * sd, 0}), 6, -0.04*sd, stemG)
}

func iris(p *pen, h pt, r float64, s suit) {
	r *= 1.15
	// Three standards stand up behind, three falls hang in front.
	p.ellipse(h.polar(r*0.45, -125), r*0.2, r*0.46, -35, s.light)
	p.ellipse(h.polar(r*0.45, -55), r*0.2, r*0.46, 35, s.light)
	p.ellipse(h.polar(r*0.42, -90), r*0.24, r*0.52, 0, s.strong)
	for _, a := range []float64{155, 25} {
		c := h.polar(r*0.52, a)
		p.ellipse(c, r*0.52, r*0.27, a, s.deep)
		p.ellipse(c.polar(-r*0.04, a), r*0.42, r*0.2, a, s.strong)
		p.ellipse(c.polar(-r*0.12, a), r*0.2, r*0.07, a, "#f3cf3a")
	}
	c := h.polar(r*0.5, 90)
	p.ellipse(c, r*0.27, r*0.5, 0, s.deep)
	p.ellipse(c.add(pt{0, -r * 0.03}), r*0.2, r*0.42, 0, s.strong)
	p.ellipse(c.add(pt{0, -r * 0.15}), r*0.07, r*0.22, 0, "#f3cf3a")
	p.circle(h, r*0.13, s.deep)
}

func bambooStem(p *pen, m, h pt, r float64, s suit) {
	top := h.add(pt{0, -r * 0.2})
	p.band([]pt{m, top}, 7, 5.6, false, s.strong)
	// Nodes: a darker ring every so often, and a highlight down one side.
	d := top.sub(m)
	n := pt{-d.y, d.x}.mul(1 / d.len())
	p.band([]pt{m.add(n.mul(1.6)), top.add(n.mul(1.2))}, 1.4, 1.2, false, s.light)
	for t := 0.22; t < 0.95; t += 0.26 {
		c := m.lerp(top, t)
		p.band([]pt{c.add(n.mul(4.2)), c.sub(n.mul(4.2))}, 2, 2, false, s.deep)
	}
}

func bambooTop(p *pen, h pt, r float64, s suit) {
	// A spray of narrow leaves from the top node, to either side.
	base := h.add(pt{0, r * 0.1})
	for i, a := range []float64{-150, -118, -62, -30, 200, -20} {
		fill := s.deep
		if i%2 == 1 {
			fill = s.strong
		}
		p.leaf(base, base.polar(r*1.25, a), r*0.34, 0.05, fill)
	}
	p.circle(base, 3.4, s.deep)
}

func plumBranch(p *pen, m, h pt, r float64, s suit) {
	// A crooked branch: it turns twice on its way up.
	sd := side(m, h)
	k1 := m.lerp(h, 0.35).add(pt{8 * sd, 0})
	k2 := m.lerp(h, 0.7).add(pt{-7 * sd, 0})
	p.band([]pt{m, k1}, 6, 5, true, "#3a2a22")
	p.band([]pt{k1, k2}, 5, 4, true, "#3a2a22")
	p.band([]pt{k2, h}, 4, 3, true, "#3a2a22")
	// A bud on a twig.
	tw := k2.add(pt{10 * sd, -6})
	p.band([]pt{k2, tw}, 2.4, 1.6, false, "#3a2a22")
	p.circle(tw, 3.6, s.light)
}

func plum(p *pen, h pt, r float64, s suit) {
	for i := 0; i < 5; i++ {
		p.circle(h.polar(r*0.5, -90+72*float64(i)), r*0.46, s.strong)
	}
	for i := 0; i < 5; i++ {
		p.circle(h.polar(r*0.6, -96+72*float64(i)), r*0.2, s.light)
	}
	p.circle(h, r*0.26, "#e9c9c4")
	for i := 0; i < 5; i++ {
		a := -54 + 72*float64(i)
		p.band([]pt{h, h.polar(r*0.36, a)}, 1.2, 0.8, false, "#e9c9c4")
		p.circle(h.polar(r*0.38, a), r*0.06, gold)
	}
	p.circle(h, r*0.1, "#b0504a")
}
