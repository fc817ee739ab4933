package assets

// ikebanaBack draws the Ikebana card back: deep indigo, a quiet lattice, and
// in the middle a gold medallion with a vase of three stems ringed by the
// five colours' symbols.
func ikebanaBack() string {
	var p pen
	p.out(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 300" width="200" height="300">`)
	p.vgrad("bk", "#25345e", "#141c36")
	p.rect(0, 0, 200, 300, 14, "#0e1328")
	p.rect(8, 8, 184, 284, 8, gold)
	p.rect(10, 10, 180, 280, 7, "url(#bk)")
	p.rect(16, 16, 168, 268, 5, "#b8923a")
	p.rect(17, 17, 166, 266, 4.4, "url(#bk)")
	for y := 36.0; y <= 264; y += 38 {
		for x := 38.0; x <= 162; x += 31 {
			p.faded(0.5, func() { p.poly("#34477a", starPoints(pt{x, y}, 4, 7, 2.6, -90)...) })
		}
	}
	o := pt{100, 150}
	p.circle(o, 66, "#0e1328")
	p.circle(o, 63, gold)
	p.circle(o, 60, "#1c2748")
	p.faded(0.5, func() { p.path(ringPath(o, 56, 54.6), gold) })
	// The five symbols, each in its colour, around the rim.
	for i := 0; i < 5; i++ {
		p.symbol(i, o.polar(46, -90+72*float64(i)), 7, gold, "#1c2748")
	}
	// A small vase of three gold flowers: heaven, man and earth.
	base := pt{100, 166}
	for _, h := range []pt{{105, 128}, {82, 143}, {120, 151}} {
		p.band(bent(base, h, 4*side(base, h)), 3.2, 2.2, false, gold)
	}
	for i, h := range []pt{{105, 128}, {82, 143}, {120, 151}} {
		r := []float64{8.5, 7, 6}[i]
		for k := 0; k < 5; k++ {
			p.circle(h.polar(r*0.55, -90+72*float64(k)), r*0.5, gold)
		}
		p.circle(h, r*0.28, "#1c2748")
	}
	p.path("M92 163L108 163L107 167C115 171 115 183 108 187L92 187C85 183 85 171 93 167Z", gold)
	p.faded(0.35, func() { p.path("M90 173C88 177 89 181 92 184L95 184C92 181 91 177 93 173Z", "#ffffff") })
	p.out(`</svg>`)
	return p.String()
}
