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
	p.circle(o, 56, "#0e1328")
	p.circle(o, 53, gold)
	p.circle(o, 50, "#1c2748")
	// The five symbols, each in its colour, around the rim.
	for i := 0; i < 5; i++ {
		p.symbol(i, o.polar(37, -90+72*float64(i)), 6.5, gold, "#1c2748")
	}
	// A small vase of three gold stems: heaven, man and earth.
	for _, s := range [][2]pt{{{100, 160}, {108, 120}}, {{99, 160}, {84, 136}}, {{101, 160}, {118, 146}}} {
		p.band(bent(s[0], s[1], 3), 2.4, 1.6, false, gold)
		p.circle(s[1], 4.2, gold)
	}
	p.path("M92 158L108 158L107 162C114 166 114 176 108 180L92 180C86 176 86 166 93 162Z", gold)
	p.out(`</svg>`)
	return p.String()
}
