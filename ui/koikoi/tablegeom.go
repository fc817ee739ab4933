package koikoi

import (
	"fyne.io/fyne/v2"

	"github.com/koikoi-app/koikoi/ui/kit"
)

// tableGeom is where every place of the table is, computed from the
// window's size alone: the same size always gives the same places, and
// nothing moves that the player did not cause. Portrait stacks the
// regions; landscape puts the hand along the bottom and the captures
// beside the field.
type tableGeom struct {
	size      fyne.Size
	landscape bool

	top, oppRow, msg kit.Rect
	caps             [2]kit.Rect // by side: 0 the viewer's, 1 the other's
	field            kit.Rect    // the field's grid, pile column included
	pile, draw       kit.Rect
	hand             kit.Rect

	fieldCard fyne.Size
	cols      int // field columns after the pile's
	rows      int
	byColumn  bool // field slots fill a column before the next (landscape's two long rows)
	handCard  fyne.Size
	handRows  int
	gap       float32
	topH      float32 // the top bar's height (none in a lesson: its header is above)
	msgH      float32 // the message area's height (none in a lesson: its text is below)
	capTop    float32 // above a captures panel's cards: its owner line
	capLeft   float32 // left of a captures panel's cards: its owner (a lesson's low panels)
}

// Heights of the fixed regions (dp).
const (
	topH     = 48
	oppRowH  = 32
	msgH     = 48
	capLineH = 15 // the owner line of a captures panel
	liftRoom = 6  // above the hand: a selected card rises into it
)

func rect(x, y, w, h float32) kit.Rect {
	return kit.Rect{Pos: fyne.NewPos(x, y), Size: fyne.NewSize(w, h)}
}

// newTableGeom lays out a table of size s.
func newTableGeom(s fyne.Size) *tableGeom {
	return newGeom(s, topH, msgH)
}

func newGeom(s fyne.Size, top, msg float32) *tableGeom {
	g := &tableGeom{size: s, gap: 4, topH: top, msgH: msg, capTop: capLineH}
	if s.Width > s.Height*1.1 {
		g.layoutLandscape()
	} else {
		g.layoutPortrait()
	}
	return g
}

// portraitGrids are the field grids a portrait table chooses from (rows,
// and columns right of the pile's): three rows of four where the height
// is to spare (a tall phone: larger cards, and the third row is in use
// whenever the field has more than eight cards), two rows of five where
// it is not (a small phone: the row the field seldom needs goes to the
// captures). Past its slots a field's rows get longer, the cards
// overlapping a little.
var portraitGrids = [][2]int{{3, 4}, {2, 5}}

func (g *tableGeom) layoutPortrait() {
	var best *tableGeom
	for _, grid := range portraitGrids {
		c := *g
		c.portraitWith(grid[0], grid[1])
		if best == nil || c.smallestCard() > best.smallestCard()+0.5 {
			best = &c
		}
	}
	*g = *best
}

// smallestCard is the width of the table's smallest face-up card: the
// field's, the hand's, or a captured one.
func (g *tableGeom) smallestCard() float32 {
	return min(g.fieldCard.Width, g.handCard.Width, g.capCard(0, 0, 0, 1).Size.Width)
}

func (g *tableGeom) portraitWith(rows, cols int) {
	W, H := g.size.Width, g.size.Height
	const pad = 4
	gap := g.gap
	g.rows, g.cols, g.handRows = rows, cols, 2
	nr, nc := float32(rows), float32(cols+1)
	inner := W - 2*pad
	rest := H - g.topH - oppRowH - g.msgH - 2*pad
	// The captures take as much as leaves the cards one plays at least
	// 52 dp wide: on a small phone a tenth of the room, more on larger
	// screens, where their cards' months and ranks then read at a glance.
	var capH, fw, hw float32
	for _, share := range []float32{0.15, 0.13, 0.11, 0.1} {
		capH = min(max(rest*share, 56), 140, g.capFullH(inner))
		// Field and hand cards of one height: the field's rows, the
		// hand's two, their gaps and the selected card's rise in what
		// the captures leave; each as wide as its columns allow.
		h := (rest - 2*capH - (nr+1)*gap - liftRoom) / (nr + 2)
		fw = min(h*cardRatio, (inner-(nc-1)*gap)/nc)
		hw = min(h*cardRatio, (inner-3*gap)/4, 110)
		if fw >= 52 && hw >= 52 {
			break
		}
	}
	g.fieldCard = fyne.NewSize(fw, fw/cardRatio)
	fieldH := nr*g.fieldCard.Height + (nr-1)*gap
	g.handCard = fyne.NewSize(hw, hw/cardRatio)
	handH := 2*g.handCard.Height + gap + liftRoom
	// What the width limits left over goes to the captures.
	spare := rest - 2*capH - fieldH - handH
	capH += min(spare/2, max(0, 140-capH))
	spare = rest - 2*capH - fieldH - handH
	y := float32(0)
	g.top = rect(0, y, W, g.topH)
	y += g.topH
	g.oppRow = rect(pad, y, inner, oppRowH)
	y += oppRowH
	g.caps[1] = rect(pad, y, inner, capH)
	y += capH + spare/2
	fieldW := nc*fw + (nc-1)*gap
	g.field = rect(pad+(inner-fieldW)/2, y, fieldW, fieldH)
	y += fieldH + spare/2
	g.caps[0] = rect(pad, y, inner, capH)
	y += capH
	g.msg = rect(pad, y, inner, g.msgH)
	y += g.msgH
	g.hand = rect(pad, y, inner, H-pad-y)
	g.placePile()
}

func (g *tableGeom) layoutLandscape() {
	W, H := g.size.Width, g.size.Height
	const pad = 4
	gap := g.gap
	g.rows, g.cols, g.handRows = 2, 7, 1
	// Two rows as long as the table is wide: row by row, eight cards
	// dealt would stretch over the whole width and every capture leave a
	// hole in it. Column by column, the field is a block growing from
	// the pile, and a new card takes the first hole.
	g.byColumn = true
	top := g.topH
	msg := g.msgH
	hh := max(H*0.2, 72)
	g.handCard = fyne.NewSize(hh*cardRatio, hh)
	handH := hh + liftRoom
	mid := H - top - msg - handH - 2*pad
	capsW := W * 0.3
	rightX := capsW + pad
	rightW := W - rightX - pad
	fh := (mid - oppRowH - gap) / 2
	fw := min(fh*cardRatio, (rightW-7*gap)/8)
	g.fieldCard = fyne.NewSize(fw, fw/cardRatio)
	fieldW := 8*fw + 7*gap
	fieldH := 2*g.fieldCard.Height + gap
	g.top = rect(0, 0, W, top)
	y := top
	g.caps[1] = rect(pad, y, capsW-pad, mid/2-2)
	g.caps[0] = rect(pad, y+mid/2+2, capsW-pad, mid/2-2)
	g.oppRow = rect(rightX, y, rightW, oppRowH)
	fy := y + oppRowH + (mid-oppRowH-fieldH)/2
	g.field = rect(rightX+(rightW-fieldW)/2, fy, fieldW, fieldH)
	y += mid
	g.msg = rect(pad, y, W-2*pad, msg)
	y += msg
	g.hand = rect(pad, y, W-2*pad, H-pad-y)
	g.placePile()
}

// placePile puts the pile and the spot of the card turned over in the
// field's first column.
func (g *tableGeom) placePile() {
	fx, fy := g.field.Pos.X, g.field.Pos.Y
	g.pile = kit.Rect{Pos: fyne.NewPos(fx, fy), Size: g.fieldCard}
	g.draw = kit.Rect{Pos: fyne.NewPos(fx, fy+g.fieldCard.Height+g.gap), Size: g.fieldCard}
}

// fieldSlot returns field place i, row by row right of the pile's
// column (column by column in landscape). Past the grid's room, the rows
// get longer: the cards overlap a little but stay whole-sized.
func (g *tableGeom) fieldSlot(i, slots int) kit.Rect {
	cols := max(g.cols, (slots+g.rows-1)/g.rows)
	c, r := i%cols, i/cols
	if g.byColumn {
		c, r = i/g.rows, i%g.rows
	}
	w := g.fieldCard.Width
	stepX := w + g.gap
	x0 := g.field.Pos.X + stepX
	if cols > g.cols {
		stepX = (g.field.Size.Width - stepX - w) / float32(cols-1)
	}
	return kit.Rect{Pos: fyne.NewPos(x0+float32(c)*stepX, g.field.Pos.Y+float32(r)*(g.fieldCard.Height+g.gap)), Size: g.fieldCard}
}

// onto returns where a card lies on the field card at r: shifted so that
// both show, towards the inside of the field.
func (g *tableGeom) onto(r kit.Rect) kit.Rect {
	dx, dy := r.Size.Width*0.28, r.Size.Height*0.16
	if r.Pos.X+r.Size.Width+dx > g.field.Pos.X+g.field.Size.Width {
		dx = -dx
	}
	if r.Pos.Y+r.Size.Height+dy > g.field.Pos.Y+g.field.Size.Height {
		dy = -dy
	}
	return kit.Rect{Pos: r.Pos.Add(fyne.NewPos(dx, dy)), Size: r.Size}
}

// handSlot returns the place of the i-th of n hand cards, centred.
func (g *tableGeom) handSlot(i, n int) kit.Rect {
	rows := g.handRows
	if n <= 4 {
		rows = 1
	}
	perRow := (n + rows - 1) / rows
	r, c := i/perRow, i%perRow
	inRow := perRow
	if r == rows-1 && n%perRow != 0 {
		inRow = n % perRow
	}
	w, h := g.handCard.Width, g.handCard.Height
	rowW := float32(inRow)*w + float32(inRow-1)*6
	x0 := g.hand.Pos.X + (g.hand.Size.Width-rowW)/2
	totalH := float32(rows)*h + float32(rows-1)*g.gap
	y0 := g.hand.Pos.Y + liftRoom + (g.hand.Size.Height-liftRoom-totalH)/2
	return kit.Rect{Pos: fyne.NewPos(x0+float32(c)*(w+6), y0+float32(r)*(h+g.gap)), Size: g.handCard}
}

// oppSlot returns the place of the i-th of n cards of the other hand: a
// small fan of backs at the left of the other player's row.
func (g *tableGeom) oppSlot(i, n int) kit.Rect {
	h := g.oppRow.Size.Height - 2
	w := h * cardRatio
	step := w * 0.45
	return kit.Rect{Pos: g.oppRow.Pos.Add(fyne.NewPos(float32(i)*step, 1)), Size: fyne.NewSize(w, h)}
}

// oppFanWidth is the width the other hand's fan takes at its fullest.
func (g *tableGeom) oppFanWidth() float32 {
	h := g.oppRow.Size.Height - 2
	w := h * cardRatio
	return w + 7*w*0.45
}

// capWeights are the widths of the four rank groups of a captures panel,
// by how many cards each can hold.
var capWeights = [4]float32{1.1, 1.3, 1.3, 1.7}

// countW is the width of a rank group's count, left of its cards.
const countW = 16

// capGroup returns rank group k's place in a captures panel.
func (g *tableGeom) capGroup(side, k int) kit.Rect {
	p := g.caps[side]
	total := float32(0)
	for _, w := range capWeights {
		total += w
	}
	gap := float32(6)
	avail := p.Size.Width - g.capLeft - 3*gap
	x := p.Pos.X + g.capLeft
	for i := 0; i < k; i++ {
		x += avail*capWeights[i]/total + gap
	}
	return rect(x, p.Pos.Y+g.capTop, avail*capWeights[k]/total, p.Size.Height-g.capTop)
}

// capFullH is the height of a captures panel of width w at which the
// cards of its narrowest group are as large as the group's width allows:
// more height would only be more margin around them.
func (g *tableGeom) capFullH(w float32) float32 {
	total := float32(0)
	for _, cw := range capWeights {
		total += cw
	}
	groupW := (w - g.capLeft - 3*6) * capWeights[0] / total
	return g.capTop + 2 + (groupW-countW)/cardRatio
}

// capCard returns the place of the i-th of n captured cards of group k.
func (g *tableGeom) capCard(side, k, i, n int) kit.Rect {
	gr := g.capGroup(side, k)
	w := min((gr.Size.Height-2)*cardRatio, gr.Size.Width-countW)
	h := w / cardRatio
	room := gr.Size.Width - countW - w
	step := w * 0.5
	if n > 1 && room/float32(n-1) < step {
		step = max(room/float32(n-1), 0)
	}
	return kit.Rect{Pos: gr.Pos.Add(fyne.NewPos(countW+float32(i)*step, (gr.Size.Height-h)/2)), Size: fyne.NewSize(w, h)}
}
