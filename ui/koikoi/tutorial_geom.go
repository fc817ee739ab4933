package koikoi

import "fyne.io/fyne/v2"

// newLessonGeom lays out a lesson's table of size s: the game's places
// without the top bar and the message area, which the lesson screen has
// above and below the table. In portrait the lesson's text takes room the
// game gives its cards, so the field keeps two rows when three would make
// the cards narrower than a finger, and the captures get what is left.
func newLessonGeom(s fyne.Size) *tableGeom {
	g := &tableGeom{size: s, gap: 4, capTop: capLineH}
	if s.Width > s.Height*1.1 {
		g.layoutLandscape()
		return g
	}
	g.layoutLessonPortrait()
	return g
}

// Heights of a lesson's regions (dp).
const (
	lessonOppH    = 28
	lessonCapMinH = 32 // the owner line and cards small enough to count
	lessonCapMaxH = 110
	minFinger     = 52 // the card width a lesson keeps when it can
)

func (g *tableGeom) layoutLessonPortrait() {
	W, H := g.size.Width, g.size.Height
	const pad = 4
	gap := g.gap
	inner := W - 2*pad
	avail := H - 2*pad - lessonOppH - 2*lessonCapMinH - gap
	g.cols, g.handRows = 5, 2
	var w float32
	for _, rows := range []int{3, 2} {
		// Field and hand cards of one width: rows of the field, two of
		// the hand, their gaps and the selected card's rise.
		w = (avail - float32(rows)*gap - liftRoom) / (float32(rows+2) / cardRatio)
		w = min(w, (inner-5*gap)/6, 110)
		g.rows = rows
		if w >= minFinger {
			break
		}
	}
	g.fieldCard = fyne.NewSize(w, w/cardRatio)
	g.handCard = g.fieldCard
	fieldH := float32(g.rows)*g.fieldCard.Height + float32(g.rows-1)*gap
	handH := 2*g.handCard.Height + gap + liftRoom
	capH := min(max((avail+2*lessonCapMinH-fieldH-handH)/2, lessonCapMinH), lessonCapMaxH)
	spare := max(avail+2*lessonCapMinH-fieldH-handH-2*capH, 0)
	if capH < 2*lessonCapMinH {
		// Too low for a line above the cards: the owner and what the
		// captures make go left of them.
		// Narrow enough that the rank rows fan each card's corner
		// index clear of the next.
		g.capTop, g.capLeft = 0, min(inner*0.24, 100)
	}
	y := float32(pad)
	g.oppRow = rect(pad, y, inner, lessonOppH)
	y += lessonOppH
	g.caps[1] = rect(pad, y, inner, capH)
	y += capH + spare/2
	fieldW := 6*w + 5*gap
	g.field = rect(pad+(inner-fieldW)/2, y, fieldW, fieldH)
	y += fieldH + spare/2 + gap
	g.caps[0] = rect(pad, y, inner, capH)
	y += capH
	g.hand = rect(pad, y, inner, H-pad-y)
	g.placePile()
}

// lessonBoardNeed returns the height a portrait lesson table of width w
// needs for the largest cards its width allows, three field rows: what a
// tall screen has beyond it goes to the lesson's text.
func lessonBoardNeed(w float32) float32 {
	const pad, gap, rows = 4, 4, 3
	cw := min((w-2*pad-5*gap)/6, 110)
	return 2*pad + lessonOppH + 2*lessonCapMinH + gap + rows*gap + liftRoom + (rows+2)*cw/cardRatio + 2
}
