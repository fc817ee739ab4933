package ikebana

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// board is the part of a table that cards and prestige tokens fly over:
// the other florists' rows, the pile and the card turned over, the
// narration, and the bottom florist's name, prestige, bouquet and discard
// top, with the layer the flights show on. The game's table (tableScreen)
// and the tutorial's staged table (tutorialTable) are each made of one, so
// that a move looks the same in a lesson as in a game (anim.go,
// payanim.go).
type board struct {
	a         *App
	me        ikebana.Seat // the seat at the bottom
	rows      []*seatRow   // the others, in turn order after me
	pile      *CardWidget
	pileCount *canvas.Text
	drawn     *CardWidget
	narration *widget.Label
	myName    *canvas.Text
	myBadge   *badge          // the bottom florist's prestige
	mineInfo  *widget.Label   // how the bottom florist's bouquet stands
	mine      *fyne.Container // the bottom florist's bouquet: a cardRow
	mineBox   *fyne.Container // mine with its head line and the discard top
	head      *mineHead       // the layout of mine's head line
	myTop     *CardWidget
	layer     *kit.Layer  // the flights' layer, over the table
	flyer     *CardWidget // the card in flight
	coin      *coin       // the prestige token in flight
}

// seatRow is one other florist's row.
type seatRow struct {
	seat     ikebana.Seat
	bg       *canvas.Rectangle
	name     *canvas.Text
	prestige *badge
	bouquet  *fyne.Container
	top      *CardWidget
	buy      *actionButton     // Buy, beside or under the discard top
	box      fyne.CanvasObject // the row as laid out (seatLayout)
}

// newBoard makes the board's parts for players florists, seat me at the
// bottom; buy makes each other florist's Buy button. The flights show on
// layer, with the card flyer and the token coin, which the caller has put
// there.
func newBoard(a *App, players int, me ikebana.Seat, buy func(ikebana.Seat) *actionButton, layer *kit.Layer, flyer *CardWidget, coin *coin) board {
	b := board{a: a, me: me, layer: layer, flyer: flyer, coin: coin}
	for i := 1; i < players; i++ {
		r := &seatRow{seat: ikebana.Seat((int(me) + i) % players)}
		r.bg = canvas.NewRectangle(color.Transparent)
		r.bg.CornerRadius = 6
		r.name = newText("", 13, textColor, true)
		r.prestige = newBadge()
		r.bouquet = container.New(&cardRow{gap: 3, slots: ikebana.BouquetSize})
		r.top = newCardWidget(ikebana.NoCard)
		r.buy = buy(r.seat)
		r.box = container.NewStack(r.bg, container.New(seatLayout{}, r.name, r.prestige.box, r.bouquet, r.top, r.buy))
		b.rows = append(b.rows, r)
	}
	b.pile = newCardWidget(ikebana.NoCard)
	b.drawn = newCardWidget(ikebana.NoCard)
	b.pileCount = newText("", 13, textColor, false)
	b.narration = widget.NewLabel("")
	b.narration.Wrapping = fyne.TextWrapWord
	b.mineInfo = widget.NewLabel("")
	b.mineInfo.Wrapping = fyne.TextWrapWord
	b.mineInfo.SizeName = theme.SizeNameCaptionText
	b.myName = newText("", 13, textColor, true)
	b.myBadge = newBadge()
	b.myTop = newCardWidget(ikebana.NoCard)
	b.myTop.Dim = true
	b.mine = container.New(&cardRow{gap: 4, slots: ikebana.BouquetSize, maxH: mineCardsMaxH, center: true})
	// the discard top on the bouquet's right, as wide as a row's cards (a
	// card row alone asks for a 14 dp sliver at the edge)
	b.head = &mineHead{}
	b.mineBox = container.NewBorder(container.New(b.head, b.myName, b.myBadge.box, b.mineInfo), nil, nil,
		container.New(&kit.AtLeast{W: myTopW}, container.New(&cardRow{slots: 1}, b.myTop)), b.mine)
	return b
}

// newFlightLayer makes the layer the flights show on, with its card and
// its token, hidden.
func newFlightLayer() (*kit.Layer, *CardWidget, *coin) {
	layer := kit.NewLayer()
	flyer := newCardWidget(ikebana.NoCard)
	flyer.Hide()
	c := newCoin()
	layer.Add(flyer, c.box)
	return layer, flyer, c
}

// pileBox returns the pile, its count and the card turned over, laid out
// for the widest count the language writes (pileLayout).
func (b *board) pileBox() *fyne.Container {
	l := b.a.l()
	var widest fyne.Size
	for _, n := range []int{1, 88} { // the singular and two digits
		widest = widest.Max(fyne.MeasureText(l.N("ikebana.cli.pile", n), b.pileCount.TextSize, b.pileCount.TextStyle))
	}
	return container.New(&pileLayout{widest: widest}, b.pile, b.pileCount, b.drawn)
}

// rowsBox returns the other florists' rows stacked (rowsLayout).
func (b *board) rowsBox() *fyne.Container {
	objs := make([]fyne.CanvasObject, len(b.rows))
	for i, r := range b.rows {
		objs[i] = r.box
	}
	return container.New(rowsLayout{}, objs...)
}

// rowOf returns seat p's row (p is not the bottom seat).
func (b *board) rowOf(p ikebana.Seat) *seatRow {
	for _, r := range b.rows {
		if r.seat == p {
			return r
		}
	}
	return nil
}

// bouquetOf returns seat p's bouquet row.
func (b *board) bouquetOf(p ikebana.Seat) *fyne.Container {
	if p == b.me {
		return b.mine
	}
	return b.rowOf(p).bouquet
}

// topOf returns seat p's discard top.
func (b *board) topOf(p ikebana.Seat) *CardWidget {
	if p == b.me {
		return b.myTop
	}
	return b.rowOf(p).top
}

// badgeOf returns seat p's prestige counter.
func (b *board) badgeOf(p ikebana.Seat) *badge {
	if p == b.me {
		return b.myBadge
	}
	return b.rowOf(p).prestige
}

// showRow shows another florist's row: his name and prestige, lit when
// he is to move, his bouquet and discard top (marked cards framed). The
// caller sets the top's Dim and the Buy button.
func (b *board) showRow(r *seatRow, name string, prestige int, toMove bool, bouquet ikebana.Set, top ikebana.Card, marked func(ikebana.Card) bool) {
	r.name.Text = name
	r.name.Refresh()
	r.prestige.set(b.a.l().N("ikebana.cli.prestige", prestige))
	r.bg.FillColor = color.Transparent
	if toMove {
		r.bg.FillColor = turnColor
	}
	r.bg.Refresh()
	setCards(r.bouquet, bouquet.Cards(), marked)
	r.top.Card, r.top.Empty = top, top == ikebana.NoCard
	r.top.Marked = marked != nil && marked(top)
}

// showMine shows the bottom florist's name, prestige, how his bouquet
// stands, the bouquet and the discard top (marked cards framed).
func (b *board) showMine(name string, prestige int, bouquet ikebana.Set, top ikebana.Card, marked func(ikebana.Card) bool) {
	l, w := b.a.l(), b.a.w()
	b.myName.Text = name
	b.myName.Refresh()
	b.myBadge.set(l.N("ikebana.cli.prestige", prestige))
	info := ""
	if bouquet != 0 {
		sc, _ := ikebana.ScoreBouquet(bouquet, false)
		info = l.T("ikebanaapp.table.standing", map[string]any{"Combos": w.combos(sc), "Colours": w.colours(sc), "Total": sc.Total})
	}
	b.mineInfo.SetText(info)
	setCards(b.mine, bouquet.Cards(), marked)
	b.myTop.Card, b.myTop.Empty = top, top == ikebana.NoCard
	b.myTop.Marked = marked != nil && marked(top)
	b.myTop.Refresh()
}

// showTop shows card c (NoCard: none) on seat p's discard pile while
// cards fly, with its price on its Buy button (whose state the table
// sets once all is still).
func (b *board) showTop(p ikebana.Seat, c ikebana.Card) {
	top := b.topOf(p)
	top.Card, top.Empty = c, c == ikebana.NoCard
	top.Refresh()
	if r := b.rowOf(p); r != nil {
		if c == ikebana.NoCard {
			r.buy.Hide()
			return
		}
		r.buy.SetText(b.a.T("ikebanaapp.table.buy", map[string]any{"Price": c.Value()}))
		r.buy.Show()
	}
}

// showPile shows the pile with its count and the card turned over (marked
// cards framed).
func (b *board) showPile(pileLen int, drawn ikebana.Card, marked func(ikebana.Card) bool) {
	b.pile.Empty = pileLen == 0
	b.pile.Refresh()
	b.pileCount.Text = b.a.l().N("ikebana.cli.pile", pileLen)
	b.pileCount.Refresh()
	b.drawn.Card, b.drawn.Empty = drawn, drawn == ikebana.NoCard
	b.drawn.Marked = marked != nil && marked(drawn)
	b.drawn.Refresh()
}
