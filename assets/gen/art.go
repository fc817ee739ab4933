package main

import "math"

// painters maps a card id to the function that draws its picture.
var painters = map[string]func(c *canvas){
	"jan-crane":   paintCrane,
	"jan-poetry":  func(c *canvas) { pine(c, 0); ribbon(c, 122, 62, 14, poetryRibbon, "akyrs") },
	"jan-plain-1": func(c *canvas) { pine(c, 1) },
	"jan-plain-2": func(c *canvas) { c.mirror(true, func() { pine(c, 2) }) },

	"feb-warbler": func(c *canvas) { skyTop(c, "#e9a08a", 150); plum(c, 3); warbler(c, 112, 186) },
	"feb-poetry":  func(c *canvas) { plum(c, 0); ribbon(c, 118, 78, 12, poetryRibbon, "akyrs") },
	"feb-plain-1": func(c *canvas) { plum(c, 1) },
	"feb-plain-2": func(c *canvas) { c.mirror(true, func() { plum(c, 2) }) },

	"mar-curtain": func(c *canvas) { cherry(c, 3); curtain(c) },
	"mar-poetry":  func(c *canvas) { cherry(c, 0); ribbon(c, 112, 92, 10, poetryRibbon, "mysn") },
	"mar-plain-1": func(c *canvas) { cherry(c, 1) },
	"mar-plain-2": func(c *canvas) { c.mirror(true, func() { cherry(c, 2) }) },

	"apr-cuckoo":  func(c *canvas) { skyTop(c, "#d8453a", 150); crescent(c, 164, 92); wisteria(c, 3); cuckoo(c, 88, 118) },
	"apr-ribbon":  func(c *canvas) { wisteria(c, 0); ribbon(c, 108, 120, -8, redRibbon, "") },
	"apr-plain-1": func(c *canvas) { wisteria(c, 1) },
	"apr-plain-2": func(c *canvas) { c.mirror(true, func() { wisteria(c, 2) }) },

	"may-bridge":  func(c *canvas) { iris(c, 3); bridge(c) },
	"may-ribbon":  func(c *canvas) { iris(c, 0); ribbon(c, 100, 58, -10, redRibbon, "") },
	"may-plain-1": func(c *canvas) { iris(c, 1) },
	"may-plain-2": func(c *canvas) { c.mirror(true, func() { iris(c, 2) }) },

	"jun-butterflies": func(c *canvas) { peony(c, 3); butterfly(c, 62, 78, -18, 1); butterfly(c, 142, 118, 20, 0.85) },
	"jun-blue":        func(c *canvas) { peony(c, 0); ribbon(c, 104, 58, 10, blueRibbon, "") },
	"jun-plain-1":     func(c *canvas) { peony(c, 1) },
	"jun-plain-2":     func(c *canvas) { c.mirror(true, func() { peony(c, 2) }) },

	"jul-boar":    func(c *canvas) { clover(c, 3); boar(c) },
	"jul-ribbon":  func(c *canvas) { clover(c, 0); ribbon(c, 108, 70, 12, redRibbon, "") },
	"jul-plain-1": func(c *canvas) { clover(c, 1) },
	"jul-plain-2": func(c *canvas) { c.mirror(true, func() { clover(c, 2) }) },

	"aug-moon": func(c *canvas) {
		skyTop(c, "#cf3b2c", 200)
		c.circle(100, 98, 58, "#fff4cf", "#e8c77a", 3)
		susuki(c, 0)
	},
	"aug-geese":   func(c *canvas) { skyTop(c, "#cf3b2c", 200); geese(c); susuki(c, 3) },
	"aug-plain-1": func(c *canvas) { susuki(c, 1) },
	"aug-plain-2": func(c *canvas) { c.mirror(true, func() { susuki(c, 2) }) },

	"sep-sake":    func(c *canvas) { chrysanthemum(c, 3); sake(c) },
	"sep-blue":    func(c *canvas) { chrysanthemum(c, 0); ribbon(c, 96, 58, -12, blueRibbon, "") },
	"sep-plain-1": func(c *canvas) { chrysanthemum(c, 1) },
	"sep-plain-2": func(c *canvas) { c.mirror(true, func() { chrysanthemum(c, 2) }) },

	"oct-deer":    func(c *canvas) { maple(c, 3); deer(c) },
	"oct-blue":    func(c *canvas) { maple(c, 0); ribbon(c, 104, 62, 10, blueRibbon, "") },
	"oct-plain-1": func(c *canvas) { maple(c, 1) },
	"oct-plain-2": func(c *canvas) { c.mirror(true, func() { maple(c, 2) }) },

	"nov-rainman":   rainman,
	"nov-swallow":   func(c *canvas) { ground(c, "#a9bccb", 5); rain(c, "#e8eef4"); willow(c, 1); swallow(c) },
	"nov-ribbon":    func(c *canvas) { willow(c, 0); ribbon(c, 100, 64, -6, redRibbon, "") },
	"nov-lightning": lightning,

	"dec-phoenix": func(c *canvas) { skyTop(c, "#d23a2c", 215); phoenix(c); paulownia(c, 3) },
	"dec-plain-1": func(c *canvas) { paulownia(c, 1) },
	"dec-plain-2": func(c *canvas) { paulownia(c, 2) },
	"dec-plain-3": func(c *canvas) { paulownia(c, 4) },
}

// skyTop paints the top h units of the card in col.
func skyTop(c *canvas, col string, h float64) {
	c.rect(5, 5, 190, h, 11, col, "", 0)
	c.rect(5, 20, 190, h-15, 0, col, "", 0)
}

// ground paints the bottom part of the card from y down in col.
func ground(c *canvas, col string, y float64) {
	c.rect(5, y, 190, 295-y, 11, col, "", 0)
	c.rect(5, y, 190, math.Max(0, 280-y), 0, col, "", 0)
}

// ---- January: pine ----

func pineTuft(c *canvas, x, y, s float64) {
	c.at(x, y, 0, s, func() {
		c.path("M-34 6C-30-16 30-16 34 6Z", "#1f5a34", "#10331d", 1.6)
		for i := -3; i <= 3; i++ {
			f := float64(i)
			c.line(0, 5, f*9.5, -9+math.Abs(f)*2.6, "#5aa266", 1.7)
		}
	})
}

func pine(c *canvas, v int) {
	if v != 2 {
		ground(c, "#c9493a", 262)
	}
	c.path("M52 296C58 250 46 214 78 182C104 156 98 128 132 104C150 92 162 80 176 70", "", "#4a2e1c", 15)
	c.path("M52 296C58 250 46 214 78 182C104 156 98 128 132 104C150 92 162 80 176 70", "", "#7b5232", 6)
	c.path("M82 180C64 170 44 170 30 160", "", "#4a2e1c", 7)
	tufts := [][3]float64{{44, 158, 0.85}, {80, 176, 1.05}, {120, 124, 1}, {160, 78, 0.9}, {100, 150, 0.8}, {150, 108, 0.7}}
	if v == 2 {
		tufts = append(tufts, [3]float64{60, 232, 0.9}, [3]float64{40, 200, 0.7})
	}
	if v == 1 {
		tufts = append(tufts, [3]float64{92, 228, 1.1})
	}
	for _, t := range tufts {
		pineTuft(c, t[0], t[1], t[2])
	}
}

func paintCrane(c *canvas) {
	c.circle(128, 96, 56, "#d8352a", "#b0241c", 2)
	ground(c, "#c9493a", 268)
	// Pine in the lower left.
	c.path("M30 296C40 270 34 250 52 232", "", "#4a2e1c", 10)
	pineTuft(c, 44, 238, 0.9)
	pineTuft(c, 30, 268, 0.7)
	// Legs.
	c.line(112, 216, 104, 272, ink, 3)
	c.line(124, 214, 130, 272, ink, 3)
	c.path("M98 272H112M124 272H138", "", ink, 3)
	// Tail feathers (black).
	c.path("M140 196C164 204 176 222 178 240C166 230 156 226 140 222Z", ink, "", 0)
	// Body.
	c.ellipse(118, 196, 40, 25, -14, "#ffffff", "#8c8c8c", 1.6)
	// Wing.
	c.path("M96 186C118 168 150 170 168 186C150 188 132 196 112 206Z", "#eef0f0", "#9a9a9a", 1.4)
	c.path("M150 178C160 182 166 186 170 190L156 192Z", ink, "", 0)
	// Neck and head.
	c.path("M92 194C78 170 70 150 74 118", "", ink, 10)
	c.ellipse(74, 112, 9, 7, -10, "#ffffff", "#8c8c8c", 1.2)
	c.circle(76, 106, 4.2, "#e0241b", "", 0)
	c.path("M66 113L44 122L67 117Z", "#6c6a52", "", 0)
	c.circle(71, 111, 1.5, ink, "", 0)
}

// ---- February: plum ----

func blossom5(c *canvas, x, y, r float64, petal, edge, heart string) {
	c.petals(x, y, 5, r*0.62, r*0.52, r*0.52, -90, petal, edge, r*0.08)
	c.circle(x, y, r*0.3, heart, "", 0)
}

func plum(c *canvas, v int) {
	if v == 1 || v == 2 {
		ground(c, "#e7b9a2", 250)
	}
	br := "#3a2418"
	c.path("M20 290C40 250 70 240 76 200C82 160 60 140 84 110C100 90 130 88 150 60", "", br, 12)
	c.path("M76 200C100 190 130 200 170 180", "", br, 7)
	c.path("M84 110C70 96 52 92 36 74", "", br, 6)
	fl := [][3]float64{{150, 60, 1}, {124, 88, 0.9}, {40, 78, 0.9}, {62, 100, 0.8}, {168, 178, 1}, {136, 192, 0.9}, {100, 128, 0.8}, {60, 238, 1}, {90, 160, 0.75}}
	if v == 2 {
		fl = append(fl, [3]float64{110, 210, 0.9})
	}
	for i, f := range fl {
		if v == 3 && i >= 4 && i <= 5 {
			continue
		}
		blossom5(c, f[0], f[1], 16*f[2], "#d8283a", "#8f1220", "#f7d46a")
	}
	for _, b := range [][2]float64{{160, 70}, {114, 76}, {50, 92}, {150, 200}} {
		c.circle(b[0], b[1], 4, "#c0243a", "", 0)
	}
}

func warbler(c *canvas, x, y float64) {
	c.at(x, y, -8, 1.5, func() {
		c.path("M22 4L46 14L40 20L18 12Z", "#5f6b22", "", 0) // tail
		c.ellipse(0, 0, 26, 15, -10, "#8e9a36", "#4f5a1a", 1.5)
		c.path("M-8-4C4-14 20-8 26 4C12 4 0 4-8-4Z", "#6d7826", "", 0) // wing
		c.circle(-22, -10, 11, "#8e9a36", "#4f5a1a", 1.5)
		c.path("M-32-12L-42-8L-31-6Z", ink, "", 0)
		c.circle(-25, -12, 2.4, ink, "", 0)
		c.ellipse(-8, 8, 12, 6, -10, "#d9d28c", "", 0)
		c.line(-2, 14, -4, 24, "#3a2418", 2)
		c.line(6, 14, 8, 24, "#3a2418", 2)
	})
}

// ---- March: cherry ----

func sakura(c *canvas, x, y, r float64) {
	c.petals(x, y, 5, r*0.58, r*0.46, r*0.46, -90, "#f7b6c6", "#d0607f", r*0.07)
	c.circle(x, y, r*0.22, "#d0405f", "", 0)
}

func cherry(c *canvas, v int) {
	// Stylised mist bands.
	if v != 3 {
		y := 236.0
		if v == 2 {
			y = 222
		}
		c.path(pf("M5 %vC40 %v 70 %v 100 %vS160 %v 195 %vV290H5Z", y, y-18, y-6, y+4, y+18, y-6), "#e6a2b0", "", 0)
	}
	c.path("M30 296C44 240 30 200 60 150C80 118 120 100 150 50", "", "#4a2e1c", 11)
	c.path("M60 150C90 150 120 160 160 140", "", "#4a2e1c", 6)
	clusters := [][2]float64{{150, 52}, {120, 90}, {60, 148}, {160, 140}, {96, 118}, {130, 150}, {40, 200}}
	for i, cl := range clusters {
		if v == 3 && i >= 3 {
			continue
		}
		for j := 0; j < 4; j++ {
			a := float64(j*97+i*31) * math.Pi / 180
			sakura(c, cl[0]+16*math.Cos(a), cl[1]+12*math.Sin(a), 14)
		}
	}
}

func curtain(c *canvas) {
	// The maku: a curtain hung on a pole across the lower card.
	c.line(8, 140, 192, 140, "#3a2418", 5)
	for i := 0; i < 6; i++ {
		x := 10 + float64(i)*30
		col := "#d3242b"
		if i%2 == 1 {
			col = "#fbf3e0"
		}
		c.path(pf("M%v 140H%vV%vQ%v %v %v %vZ", x, x+30, 262, x+15, 276, x, 262), col, "#7d1410", 1.4)
	}
	c.line(8, 158, 192, 158, "#2e3d8c", 6)
	c.circle(100, 212, 28, "#fbf3e0", "#7d1410", 2)
	sakura(c, 100, 212, 32)
	for x := 24.0; x < 190; x += 30 {
		c.circle(x, 140, 4, "#b8892f", "", 0)
	}
}

// ---- April: wisteria ----

func raceme(c *canvas, x, y, l float64) {
	c.line(x, y, x, y+l, "#3a2a3a", 1.6)
	n := int(l / 9)
	for i := 0; i < n; i++ {
		f := float64(i) / float64(n)
		r := 8 * (1 - 0.6*f)
		dx := 5 * math.Sin(float64(i)*1.7)
		col := "#7a4fae"
		if i%2 == 1 {
			col = "#a889d6"
		}
		c.ellipse(x+dx, y+6+float64(i)*9, r, r*0.8, 0, col, "#4a2c70", 1)
	}
}

func wisteria(c *canvas, v int) {
	c.path("M5 40C50 30 110 52 195 36", "", "#3a2a20", 7)
	leaves := []float64{30, 70, 110, 150, 185}
	for i, x := range leaves {
		c.ellipse(x, 42+float64(i%2)*8, 14, 6, 20-float64(i%2)*40, "#5f8f3a", "#2f5a1e", 1)
	}
	rs := [][3]float64{{40, 44, 150}, {80, 46, 190}, {124, 44, 165}, {166, 40, 210}}
	if v == 2 {
		rs = [][3]float64{{50, 44, 200}, {100, 46, 150}, {150, 42, 190}}
	}
	if v == 3 {
		rs = [][3]float64{{40, 44, 210}, {176, 40, 170}}
	}
	for _, r := range rs {
		raceme(c, r[0], r[1], r[2])
	}
}

func crescent(c *canvas, x, y float64) {
	c.path(pf("M%v %vC%v %v %v %v %v %vC%v %v %v %v %v %vZ", x, y-24, x-32, y-24, x-32, y+24, x, y+24, x-16, y+14, x-16, y-14, x, y-24), "#f5d35a", "#b08a1a", 1.2)
}

func cuckoo(c *canvas, x, y float64) {
	c.at(x, y, -14, 1, func() {
		c.path("M20 0L52-8L50 4L22 8Z", ink, "", 0) // tail
		c.ellipse(0, 2, 26, 11, 0, "#2a2a34", "", 0)
		c.path("M-4 0C-20-30 10-48 30-44C14-30 14-14 10 0Z", ink, "", 0)      // upper wing
		c.path("M-2 6C-14 28 6 40 22 36C10 28 10 18 10 6Z", "#3a3a46", "", 0) // lower wing
		c.circle(-26, -2, 9, "#2a2a34", "", 0)
		c.path("M-33-4L-46 0L-33 2Z", "#e0a030", "", 0)
		c.circle(-28, -4, 2, "#f5d35a", "", 0)
		c.ellipse(-6, 8, 14, 4, 0, "#d0ccc0", "", 0)
	})
}

// ---- May: iris ----

func irisFlower(c *canvas, x, y, s float64) {
	c.at(x, y, 0, s, func() {
		c.line(0, 10, 0, 60, "#3f7a34", 3)
		c.path("M0 4C-10-14-4-26 0-30C4-26 10-14 0 4Z", "#5b3a9a", "#2f1d5c", 1.2)
		c.path("M0 4C-18-2-26 10-22 22C-14 18-6 12 0 4Z", "#6d48b4", "#2f1d5c", 1.2)
		c.path("M0 4C18-2 26 10 22 22C14 18 6 12 0 4Z", "#6d48b4", "#2f1d5c", 1.2)
		c.path("M-4 6L-14 14M4 6L14 14", "", "#f2d04a", 2.4)
	})
}

func iris(c *canvas, v int) {
	if v == 1 || v == 2 {
		c.path("M5 262C50 254 150 270 195 258V290H5Z", "#8fb6d9", "", 0)
	}
	blades := []string{
		"M60 296C56 220 40 170 30 120", "M70 296C74 220 90 170 84 110", "M120 296C118 230 130 190 150 140",
		"M132 296C136 240 160 210 176 170", "M96 296C96 240 100 200 104 160", "M44 296C40 250 20 220 12 200",
	}
	for i, b := range blades {
		col := "#3f7a34"
		if i%2 == 1 {
			col = "#5a9a44"
		}
		c.path(b, "", col, 6)
	}
	fl := [][3]float64{{30, 112, 1.1}, {84, 104, 1}, {150, 132, 1.1}, {104, 156, 0.8}}
	if v == 2 {
		fl = [][3]float64{{40, 120, 1}, {110, 90, 1.15}, {170, 160, 0.95}}
	}
	if v == 3 {
		fl = [][3]float64{{30, 92, 1}, {92, 76, 1}, {156, 100, 1.05}}
	}
	for _, f := range fl {
		irisFlower(c, f[0], f[1], f[2])
	}
}

func bridge(c *canvas) {
	c.path("M5 180H195V280Q195 295 180 295H20Q5 295 5 280Z", "#8fb6d9", "", 0)
	c.path("M20 220C50 214 70 226 100 220M90 268C120 262 150 274 180 268", "", "#e8f0f8", 2)
	// Two boards of the eight-plank bridge, zigzagging over the water.
	boards := [][8]float64{
		{5, 238, 112, 196, 120, 214, 5, 262},
		{96, 206, 120, 196, 195, 246, 195, 272},
	}
	for _, b := range boards {
		c.poly("#b07a44", "#4a2e1c", 2.2, b[:]...)
	}
	for t := 0.1; t < 1; t += 0.16 {
		x1, y1 := 5+(112-5)*t, 238+(196-238)*t
		c.line(x1, y1, x1, y1+24-6*t, "#4a2e1c", 1.6)
		x2, y2 := 108+(195-108)*t, 201+(246-201)*t
		c.line(x2, y2, x2+4, y2+20+6*t, "#4a2e1c", 1.6)
	}
	for _, x := range []float64{30, 80, 140, 180} {
		y := 262.0 - (x-5)*0.2
		if x > 110 {
			y = 230 + (x-110)*0.5
		}
		c.rect(x-3, y, 6, 22, 1, "#4a2e1c", "", 0)
	}
	irisFlower(c, 50, 150, 0.9)
	irisFlower(c, 150, 130, 0.8)
}

// ---- June: peony ----

func peonyFlower(c *canvas, x, y, s float64) {
	c.at(x, y, 0, s, func() {
		c.petals(0, 0, 7, 18, 16, 13, -90, "#c81f3a", "#7a0f22", 1.5)
		c.petals(0, -2, 5, 10, 12, 10, -60, "#e84a64", "#9a1a30", 1.2)
		c.circle(0, -2, 8, "#f6a0ae", "#9a1a30", 1)
		c.petals(0, -2, 4, 3, 2, 2, 0, "#f2c94c", "", 0)
	})
}

func peonyLeaf(c *canvas, x, y, rot, s float64) {
	c.at(x, y, rot, s, func() {
		c.path("M0 0C10-12 30-12 42 0C30 4 24 6 0 0ZM0 0C8 8 22 22 20 36C14 26 6 18 0 0ZM0 0C-8 8-22 22-20 36C-14 26-6 18 0 0Z", "#2e6b3a", "#17401f", 1.2)
	})
}

func peony(c *canvas, v int) {
	if v == 1 || v == 2 {
		ground(c, "#f1d27a", 262)
	}
	c.path("M100 296C100 260 96 230 100 200", "", "#2e5a2a", 5)
	peonyLeaf(c, 100, 240, -30, 1.5)
	peonyLeaf(c, 100, 250, 200, 1.4)
	peonyLeaf(c, 98, 214, 160, 1.1)
	peonyLeaf(c, 100, 210, 10, 1.2)
	switch v {
	case 3:
		peonyFlower(c, 100, 196, 1.6)
	case 2:
		peonyFlower(c, 86, 186, 1.5)
		peonyFlower(c, 150, 150, 0.9)
		peonyLeaf(c, 40, 130, 40, 1)
	default:
		peonyFlower(c, 100, 180, 1.7)
		peonyFlower(c, 50, 110, 0.8)
		peonyLeaf(c, 150, 110, 120, 1.1)
	}
}

func butterfly(c *canvas, x, y, rot, s float64) {
	c.at(x, y, rot, s, func() {
		c.ellipse(-16, -12, 18, 14, -30, "#4a4fc4", "#1b1d52", 1.5)
		c.ellipse(16, -12, 18, 14, 30, "#4a4fc4", "#1b1d52", 1.5)
		c.ellipse(-12, 12, 11, 9, 30, "#8a5ad0", "#1b1d52", 1.5)
		c.ellipse(12, 12, 11, 9, -30, "#8a5ad0", "#1b1d52", 1.5)
		c.circle(-18, -14, 5, "#f2c94c", "", 0)
		c.circle(18, -14, 5, "#f2c94c", "", 0)
		c.ellipse(0, 0, 3.5, 18, 0, ink, "", 0)
		c.path("M-1-16L-8-30M1-16L8-30", "", ink, 1.6)
	})
}

// ---- July: bush clover ----

func cloverSpray(c *canvas, d string, pts [][2]float64) {
	c.path(d, "", "#4a2a3a", 4)
	for i, p := range pts {
		if i%2 == 0 {
			c.ellipse(p[0], p[1], 7, 4.6, float64(i*37), "#c8285a", "#7a1a3a", 1)
		} else {
			c.ellipse(p[0], p[1], 8, 4.4, float64(i*53), "#6a8a3a", "#3a5a1e", 1)
		}
	}
}

func clover(c *canvas, v int) {
	if v == 1 || v == 2 || v == 3 {
		ground(c, "#c9493a", 250)
	}
	sprays := []struct {
		d        string
		x0, y0   float64
		x1, y1   float64
		bendx, n float64
	}{
		{"", 40, 296, 150, 60, -60, 14},
		{"", 90, 296, 190, 120, 20, 12},
		{"", 20, 296, 30, 90, -10, 11},
	}
	if v == 3 {
		sprays = sprays[:2]
	}
	for k, sp := range sprays {
		if v == 2 && k == 2 {
			sp.x1 = 100
		}
		mx, my := (sp.x0+sp.x1)/2+sp.bendx, (sp.y0+sp.y1)/2
		d := pf("M%v %vQ%v %v %v %v", sp.x0, sp.y0, mx, my, sp.x1, sp.y1)
		var pts [][2]float64
		n := int(sp.n)
		for i := 1; i <= n; i++ {
			t := float64(i) / float64(n)
			px := (1-t)*(1-t)*sp.x0 + 2*(1-t)*t*mx + t*t*sp.x1
			py := (1-t)*(1-t)*sp.y0 + 2*(1-t)*t*my + t*t*sp.y1
			side := 8.0
			if i%2 == 0 {
				side = -8
			}
			pts = append(pts, [2]float64{px + side, py})
		}
		cloverSpray(c, d, pts)
	}
}

func boar(c *canvas) {
	c.at(100, 226, 0, 1, func() {
		col, dark := "#7a4a26", "#3e2412"
		c.line(-34, 14, -38, 40, dark, 8)
		c.line(30, 14, 34, 40, dark, 8)
		c.ellipse(0, 0, 56, 28, 0, col, dark, 2)
		c.path("M-40-18C-20-38 30-36 50-14", "", dark, 6) // bristly back
		c.path("M-50-14C-66-14-82 0-86 10L-70 18C-62 16-54 12-50 10Z", col, dark, 2)
		c.ellipse(-86, 12, 5, 6, 0, "#c08060", dark, 1.2)
		c.path("M-74 14L-80 4", "", "#f5f0e0", 2.6) // tusk
		c.circle(-62, -2, 2.4, ink, "", 0)
		c.path("M-54-16L-48-26L-44-14Z", dark, "", 0)
		c.line(-20, 18, -22, 40, dark, 8)
		c.line(14, 20, 16, 40, dark, 8)
		c.path("M56-4C62-6 64 2 60 6", "", dark, 2)
	})
}

// ---- August: susuki grass ----

func susuki(c *canvas, v int) {
	hill := "#23222a"
	switch v {
	case 0, 3:
		c.path("M5 190C60 150 140 150 195 190V280Q195 295 180 295H20Q5 295 5 280Z", hill, "", 0)
	case 1:
		c.path("M5 150C70 110 140 130 195 170V280Q195 295 180 295H20Q5 295 5 280Z", hill, "", 0)
	case 2:
		c.path("M5 210C50 120 120 100 195 140V280Q195 295 180 295H20Q5 295 5 280Z", hill, "", 0)
	}
	// Grass blades on the hill, pale against the dark.
	top := map[int]float64{0: 176, 1: 146, 2: 150, 3: 176}[v]
	for i := 0; i < 9; i++ {
		x := 18 + float64(i)*21
		h := 40 + float64((i*37)%30)
		bend := 10.0
		if i%2 == 0 {
			bend = -10
		}
		c.path(pf("M%v 292Q%v %v %v %v", x, x+bend, top+40, x+2*bend, top-h+60), "", "#e8dcc0", 2.4)
		c.path(pf("M%v 292Q%v %v %v %v", x+6, x+6-bend, top+60, x+6-2*bend, top-h+90), "", "#9a927a", 2)
	}
	if v == 1 || v == 2 {
		// Plumes above the hill on the plains.
		for i := 0; i < 4; i++ {
			x := 40 + float64(i)*40
			y := top - 20 + float64(i%2)*16
			c.path(pf("M%v %vQ%v %v %v %v", x, y+50, x+4, y+20, x+14, y), "", "#6a5a40", 2.4)
			c.ellipse(x+14, y+6, 4, 12, 20, "#d8c8a0", "#8a7a58", 1)
		}
	}
}

func goose(c *canvas, x, y, s float64) {
	c.at(x, y, 0, s, func() {
		c.path("M-30-14C-16-4-6 0 0 0C6 0 16-4 30-14C20 0 10 6 0 8C-10 6-20 0-30-14Z", ink, "", 0)
		c.ellipse(0, 4, 8, 5, 0, ink, "", 0)
		c.path("M-6 4L-16 10", "", ink, 3)
	})
}

func geese(c *canvas) {
	goose(c, 100, 80, 1.2)
	goose(c, 150, 120, 1)
	goose(c, 60, 136, 0.95)
}

// ---- September: chrysanthemum ----

func mum(c *canvas, x, y, s float64, petal, edge, heart string) {
	c.at(x, y, 0, s, func() {
		c.petals(0, 0, 16, 14, 9, 3.6, 0, petal, edge, 0.9)
		c.petals(0, 0, 12, 8, 6, 3, 15, petal, edge, 0.9)
		c.circle(0, 0, 5.5, heart, edge, 1)
	})
}

func mumLeaf(c *canvas, x, y, rot float64) {
	c.at(x, y, rot, 1, func() {
		c.path("M0 0C-6-10-2-22 8-26C10-18 18-20 22-12C16-8 20 0 14 4C8 2 4 4 0 0Z", "#2f6b34", "#17401f", 1.2)
	})
}

func chrysanthemum(c *canvas, v int) {
	if v == 1 || v == 2 {
		ground(c, "#c9493a", 258)
	}
	if v == 3 {
		ground(c, "#c9493a", 262)
		mumLeaf(c, 36, 276, -20)
		mumLeaf(c, 168, 280, 30)
	} else {
		c.path("M60 296C64 250 70 210 90 170M140 296C140 250 130 210 120 180", "", "#2f5a2a", 4)
		mumLeaf(c, 64, 240, -30)
		mumLeaf(c, 140, 250, 40)
		mumLeaf(c, 84, 200, 10)
		mumLeaf(c, 128, 212, 60)
	}
	switch v {
	case 3:
		mum(c, 44, 80, 1.2, "#f2b52c", "#9a5a0a", "#d8352a")
		mum(c, 160, 70, 1, "#fbf3e0", "#9a8a6a", "#f2b52c")
	case 2:
		mum(c, 66, 128, 1.5, "#f2b52c", "#9a5a0a", "#d8352a")
		mum(c, 136, 186, 1.4, "#fbf3e0", "#9a8a6a", "#f2b52c")
		mum(c, 152, 92, 0.9, "#e8503a", "#8a2010", "#f2b52c")
	default:
		mum(c, 100, 160, 1.9, "#f2b52c", "#9a5a0a", "#d8352a")
		mum(c, 50, 206, 1.1, "#fbf3e0", "#9a8a6a", "#f2b52c")
		mum(c, 160, 110, 0.9, "#e8503a", "#8a2010", "#f2b52c")
	}
}

func sake(c *canvas) {
	// A shallow red lacquer cup on its foot, with a gold crest.
	c.path("M70 206L60 252H140L130 206Z", "#8a1a14", "#4a0a08", 2)
	c.ellipse(100, 252, 40, 6, 0, "#6a100c", "#4a0a08", 1.5)
	c.path("M24 170C30 220 170 220 176 170Z", "#c8241c", "#6a0e0a", 2.5)
	c.ellipse(100, 170, 76, 18, 0, "#e03a2a", "#6a0e0a", 2.5)
	c.ellipse(100, 170, 62, 12, 0, "#b8201a", "", 0)
	mum(c, 100, 196, 0.85, "#f2c94c", "#9a6a0a", "#c8241c")
}

// ---- October: maple ----

func mapleLeaf(c *canvas, x, y, rot, s float64, col string) {
	c.at(x, y, rot, s, func() {
		pts := star(0, 0, 7, 16, 7, -90)
		c.poly(col, "#6a140c", 1.2, pts...)
		c.line(0, 6, 0, 16, "#6a140c", 1.6)
	})
}

func maple(c *canvas, v int) {
	c.path("M192 40C150 60 120 50 80 90C60 110 50 140 20 160", "", "#2e1c14", 6)
	c.path("M110 66C120 100 150 110 160 150", "", "#2e1c14", 4)
	leaves := [][4]float64{{170, 50, 10, 1.2}, {130, 70, -20, 1.1}, {96, 78, 30, 1}, {70, 112, 0, 1.2}, {40, 146, -30, 1}, {150, 120, 20, 1.1}, {160, 156, -10, 1.2}, {120, 104, 40, 0.8}}
	cols := []string{"#d8322a", "#e8792a", "#c8201a", "#e8a02a"}
	extra := [][4]float64{{60, 220, 20, 1.1}, {140, 250, -30, 1}, {100, 196, 0, 0.9}, {30, 260, 40, 0.8}, {170, 210, 10, 0.9}}
	if v == 3 {
		extra = nil
	}
	if v == 2 {
		extra = extra[:3]
	}
	for i, l := range append(leaves, extra...) {
		mapleLeaf(c, l[0], l[1], l[2], l[3], cols[i%len(cols)])
	}
}

func deer(c *canvas) {
	c.at(96, 208, 0, 1, func() {
		col, dark := "#a8662e", "#4a2a12"
		c.line(-30, 10, -36, 70, dark, 6)
		c.line(26, 10, 32, 70, dark, 6)
		c.ellipse(0, 0, 44, 22, 0, col, dark, 2)
		for _, p := range [][2]float64{{-14, -6}, {4, 4}, {18, -8}, {-24, 6}} {
			c.circle(p[0], p[1], 3, "#f3e2c0", "", 0)
		}
		c.line(-14, 16, -16, 70, dark, 6)
		c.line(14, 16, 12, 70, dark, 6)
		c.path("M-36-6C-44-20-46-40-40-52L-28-48C-30-34-26-20-20-10Z", col, dark, 2)
		c.ellipse(-42, -56, 12, 8, 20, col, dark, 2) // head, looking back
		c.ellipse(-30, -66, 6, 3, -30, col, dark, 1.4)
		c.circle(-44, -58, 2, ink, "", 0)
		c.path("M-48-62C-54-76-50-88-58-98M-52-76L-62-80M-46-64C-40-80-30-86-32-100M-36-82L-26-86", "", dark, 3)
		c.path("M44-4L52-10L50 2Z", col, dark, 1.4)
	})
}

// ---- November: willow ----

func willow(c *canvas, v int) {
	strands := []float64{26, 56, 88, 120, 150, 176}
	if v == 2 {
		strands = []float64{120, 148, 174}
	}
	for i, x := range strands {
		l := 200 + float64((i*53)%70)
		if v == 2 {
			l -= 60
		}
		d := pf("M%v 6C%v %v %v %v %v %v", x, x+14, l*0.3, x-16, l*0.7, x+4, l)
		c.path(d, "", "#3a6a2a", 2.4)
		for t := 0.15; t < 1; t += 0.13 {
			yy := 6 + l*t
			xx := x + 10*math.Sin(t*5)
			c.ellipse(xx+4, yy, 7, 2.8, 60, "#6aa040", "#2a4a1a", 0.8)
		}
	}
}

func rain(c *canvas, col string) {
	for i := 0; i < 14; i++ {
		x := 14 + float64((i*47)%176)
		y := 20 + float64((i*71)%240)
		c.line(x, y, x-6, y+22, col, 1.8)
	}
}

func swallow(c *canvas) {
	c.at(88, 160, -22, 1.5, func() {
		c.path("M20 0L60-14L36 4L62 10L20 8Z", ink, "", 0) // forked tail
		c.ellipse(0, 2, 24, 9, 0, "#1a1a2a", "", 0)
		c.path("M-6 0C-16-30-2-56 20-64C10-40 12-18 10 0Z", ink, "", 0)
		c.path("M-4 6C-10 30 6 48 26 52C14 34 12 20 10 6Z", "#2a2a3a", "", 0)
		c.circle(-22, 0, 8, "#1a1a2a", "", 0)
		c.circle(-24, 5, 4.5, "#d8352a", "", 0)
		c.ellipse(-4, 8, 14, 4, 0, "#f3efe0", "", 0)
		c.path("M-29-2L-38 0L-29 2Z", ink, "", 0)
	})
}

func rainman(c *canvas) {
	ground(c, "#1e2a3a", 5)
	rain(c, "#9ab0c8")
	willow(c, 2)
	// Stream at the bottom.
	c.path("M5 262C60 250 120 272 195 256V280Q195 295 180 295H20Q5 295 5 280Z", "#3a6aa8", "", 0)
	c.path("M20 272C50 266 80 280 110 272M120 282C140 278 160 284 180 278", "", "#a8c8e8", 2)
	// The poet in blue with a red umbrella, walking.
	c.path("M70 150L56 256H112L100 150Z", "#e8e0c8", "#5a5040", 2) // robe
	c.path("M62 210L58 256H110L104 212Z", "#3a5aa8", "#1a2a5a", 2)
	c.circle(84, 140, 11, "#f2d6b0", "#5a4030", 1.5)
	c.path("M74 132L84 120L94 132Z", ink, "", 0) // hat
	c.line(92, 148, 114, 86, "#3a2418", 3)       // umbrella handle
	c.path("M60 96C70 54 150 48 170 86Z", "#d8352a", "#6a0e0a", 2)
	c.path("M115 62L80 93M115 62L140 88M115 62L112 92", "", "#6a0e0a", 1.5)
	// The frog that taught him patience.
	c.ellipse(150, 250, 14, 9, 0, "#5aa040", "#2a5a1a", 1.5)
	c.circle(142, 242, 3.5, "#f2e070", "#2a5a1a", 1)
	c.circle(154, 242, 3.5, "#f2e070", "#2a5a1a", 1)
}

func lightning(c *canvas) {
	c.rect(5, 5, 190, 290, 11, "#1a1818", "", 0)
	// A red storm cloud band and the thunder drums.
	c.path("M5 60C30 40 50 70 80 50S140 40 160 60 195 50 195 50V130C160 150 140 120 100 140S40 150 5 130Z", "#c8322a", "#6a0e0a", 2)
	for _, x := range []float64{40, 100, 160} {
		c.circle(x, 96, 14, "#1a1818", "#f2b52c", 2)
		c.circle(x, 96, 5, "#f2b52c", "", 0)
	}
	c.poly("#f5d35a", "#a06a0a", 1.5, 118, 130, 82, 200, 104, 200, 72, 270, 134, 186, 110, 186, 136, 130)
	// Willow strands in green over the dark.
	for i, x := range []float64{24, 46, 160, 180} {
		l := 200 + float64(i%2)*50
		c.path(pf("M%v 140C%v %v %v %v %v %v", x, x+10, 140+l*0.3, x-10, 140+l*0.6, x+2, 140+l*0.6), "", "#5a9a3a", 2.4)
	}
}

// ---- December: paulownia ----

func paulowniaLeaf(c *canvas, x, y, rot, s float64, col string) {
	c.at(x, y, rot, s, func() {
		c.path("M0 0C-30-4-44-30-30-52C-24-44-14-46-10-56C-4-48 4-48 10-56C14-46 24-44 30-52C44-30 30-4 0 0Z", col, "#17301a", 1.6)
		c.path("M0 0V-50M0-20L-20-40M0-20L20-40", "", "#17301a", 1.4)
	})
}

func flowerSpike(c *canvas, x, y, h float64) {
	c.line(x, y, x, y-h, "#4a5a2a", 3)
	for i := 0.0; i < h-6; i += 11 {
		w := 10 * (1 - i/h*0.6)
		c.ellipse(x-w*0.6, y-10-i, w*0.7, 5, -30, "#8a6ab8", "#3a2a5a", 1)
		c.ellipse(x+w*0.6, y-10-i, w*0.7, 5, 30, "#a889d6", "#3a2a5a", 1)
	}
}

func paulownia(c *canvas, v int) {
	switch v {
	case 4:
		ground(c, "#f2c94c", 170)
	case 1, 2:
		ground(c, "#f2c94c", 232)
	}
	switch v {
	case 1:
		flowerSpike(c, 100, 130, 100)
		flowerSpike(c, 54, 150, 76)
		flowerSpike(c, 148, 160, 84)
	case 2:
		flowerSpike(c, 70, 140, 100)
		flowerSpike(c, 136, 120, 86)
	case 4:
		flowerSpike(c, 100, 150, 110)
		flowerSpike(c, 50, 160, 70)
		flowerSpike(c, 150, 160, 70)
	}
	leafCol := "#3a7a3a"
	if v == 4 {
		leafCol = "#2f6b3a"
	}
	paulowniaLeaf(c, 58, 282, -22, 0.92, leafCol)
	paulowniaLeaf(c, 142, 282, 22, 0.92, leafCol)
	paulowniaLeaf(c, 100, 280, 0, 1.05, "#4f8f3f")
}

func phoenix(c *canvas) {
	c.at(100, 120, 0, 1, func() {
		// Long tail plumes sweeping to the right.
		cols := []string{"#2f8a5a", "#f2b52c", "#3a5aa8", "#e8503a", "#8a4ab8"}
		for i, col := range cols {
			f := float64(i)
			c.path(pf("M0 10C30 %v 60 %v 90 %v", 20+f*8, -20+f*14, -30+f*20), "", col, 9-f*0.6)
			c.circle(90, -30+f*20, 6, col, ink, 1)
		}
		// Wings spread upward.
		c.path("M-6-4C-20-40-10-70 20-86C10-60 20-40 24-10Z", "#e8503a", "#6a0e0a", 1.6)
		c.path("M0-6C0-40 20-62 50-70C32-50 36-30 30-4Z", "#f2b52c", "#8a5a0a", 1.6)
		c.path("M-2-20C-8-50 6-66 24-76", "", "#2f8a5a", 3)
		c.ellipse(0, 6, 24, 14, 10, "#2f8a5a", "#17401f", 1.6)
		// Neck and head with a crest.
		c.path("M-14 0C-40-10-42-36-34-50", "", "#3a5aa8", 9)
		c.circle(-34, -54, 8, "#e8503a", "#6a0e0a", 1.4)
		c.path("M-40-60L-52-72M-34-62L-38-78M-30-60L-24-74", "", "#f2b52c", 2.4)
		c.path("M-42-54L-54-50L-42-48Z", "#f2b52c", "", 0)
		c.circle(-36, -55, 1.8, ink, "", 0)
	})
}
