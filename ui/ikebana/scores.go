package ikebana

import (
	"fmt"
	"strings"

	"github.com/koikoi-app/koikoi/ui/kit"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/ikebana"
)

// ScoresView is the round's scoring screen, for tests: Next goes to the
// next round, or to the final standings after the last.
type ScoresView struct {
	Round int
	Next  *widget.Button

	skip       *kit.TapArea // over the screen while the bank's payments roll
	statements []statementLines
}

// scoresScreen shows each bouquet with its combinations marked on its
// cards, the colour multiplier and the jokers' colours, each florist's
// prestige statement (statement.go), then the round's table; the bank's
// payments roll up.
func (a *App) scoresScreen() fyne.CanvasObject {
	m := a.match
	l, w := a.l(), a.w()
	st := m.State()
	res := st.Result()
	v := &ScoresView{Round: res.Round}
	a.Scores = v
	lg, known := roundLedger(m.Game)
	var rolls []*roller
	var items []fyne.CanvasObject
	for p, sc := range res.Scores {
		seat := ikebana.Seat(p)
		name := newText(w.name(seat), 15, goldColor, true)
		total := newText(l.T("ikebanaapp.score.points", map[string]any{"Total": sc.Total}), 15, textColor, true)
		row := container.New(&cardRow{gap: 6, slots: ikebana.BouquetSize, maxH: 90})
		setCards(row, res.Bouquets[p].Cards(), comboCards(sc))
		lines := []string{w.combos(sc) + " · " + w.colours(sc)}
		lines = append(lines, w.jokers(sc)...)
		if sc.Final {
			lines = append(lines, l.T("ikebana.cli.score.doubled"))
		}
		how := widget.NewLabel(strings.Join(lines, "\n"))
		how.Wrapping = fyne.TextWrapWord
		head := container.NewBorder(nil, nil, name, total)
		bouquet := container.NewVBox(head, container.New(&kit.AtLeast{H: 72}, row), tight(how))
		item := fyne.CanvasObject(bouquet)
		if known {
			item = container.New(&pairLayout{}, bouquet, a.statement(seat, lg, &rolls))
		}
		items = append(items, item, widget.NewSeparator())
	}
	items = append(items, container.New(&kit.MaxWidth{W: 560}, a.roundTable(res, lg, known, &rolls)))
	if st.GameOver() {
		v.Next = widget.NewButtonWithIcon(l.T("ikebanaapp.score.standings"), theme.NavigateNextIcon(), a.showFinal)
	} else {
		v.Next = widget.NewButtonWithIcon(l.T("ikebanaapp.score.next"), theme.NavigateNextIcon(), func() {
			if a.match != m {
				return
			}
			if err := m.NextRound(); err != nil {
				fyne.LogError("ikebana: next round", err)
			}
		})
	}
	v.Next.Importance = widget.HighImportance
	title := l.T("ikebanaapp.score.title", map[string]any{"N": res.Round})
	screen := a.screen(title, container.New(&kit.MaxWidth{W: 2 * 560}, container.NewVBox(items...)), kit.Tall(v.Next), a.Leave)
	if skip := a.rollUp(res.Round, rolls); skip != nil {
		return container.NewStack(screen, skip)
	}
	return screen
}

// roundTable is the round's table: each florist's prestige at the start,
// paid and received (net), the bank's payment for the bouquet and the
// running total; the last two roll up with the statements. Without the
// round's record (known false) it has no start and payments columns.
func (a *App) roundTable(res ikebana.RoundResult, lg ledger, known bool, rolls *[]*roller) fyne.CanvasObject {
	l, w := a.l(), a.w()
	cell := func(s string, bold bool, right bool) *canvas.Text {
		t := newText(s, 13, textColor, bold)
		if right {
			t.Alignment = fyne.TextAlignTrailing
		}
		return t
	}
	objs := []fyne.CanvasObject{cell(l.T("ikebanaapp.score.col.who"), true, false)}
	if known {
		objs = append(objs, cell(l.T("ikebanaapp.score.col.start"), true, true), cell(l.T("ikebanaapp.score.col.trades"), true, true))
	}
	objs = append(objs, cell(l.T("ikebanaapp.score.col.bouquet"), true, true), cell(l.T("ikebanaapp.score.col.prestige"), true, true))
	cols := len(objs)
	for p, sc := range res.Scores {
		seat := ikebana.Seat(p)
		objs = append(objs, cell(clipText(w.name(seat), 13, w.isYou(seat), maxNameW), w.isYou(seat), false))
		if known {
			objs = append(objs, cell(fmt.Sprint(lg.start[p]), false, true), cell(signed(lg.net(seat)), false, true))
		}
		bank, total := cell("", false, true), cell("", true, true)
		objs = append(objs, bank, total)
		*rolls = append(*rolls, &roller{text: bank, to: sc.Total, plus: true},
			&roller{text: total, from: res.Prestige[p] - sc.Total, to: res.Prestige[p]})
	}
	grid := container.New(gridLayout{cols: cols}, objs...)
	head := newText(l.T("ikebanaapp.score.table"), 15, goldColor, true)
	return container.NewVBox(head, grid, widget.NewSeparator())
}

// FinalView is the final standings screen, for tests.
type FinalView struct {
	// Winners are the seats that won (several when tied); Headline says
	// the result to the player.
	Winners  []ikebana.Seat
	Headline string
	Home     *widget.Button
}

// showFinal shows the final standings; the game is over, its save goes.
func (a *App) showFinal() {
	if a.match == nil {
		return
	}
	a.clearSave()
	a.h.Show(a.finalScreen)
}

// finalScreen ranks the florists by prestige and celebrates the winner;
// ties share the win.
func (a *App) finalScreen() fyne.CanvasObject {
	m := a.match
	l, w := a.l(), a.w()
	st := m.State()
	ws := st.Winners()
	best := st.Prestige(ws[0])
	v := &FinalView{Winners: ws}
	a.Final = v
	var others []string
	won := false
	for _, s := range ws {
		if s == you {
			won = true
		} else {
			others = append(others, w.name(s))
		}
	}
	switch {
	case m.Pass():
		v.Headline = a.passHeadline(ws, best)
		won = true // people at one phone: the winner is at the table, celebrate
	case won && len(others) == 0:
		v.Headline = l.T("ikebanaapp.final.win", map[string]any{"Prestige": best})
	case won:
		v.Headline = l.T("ikebanaapp.final.shared", map[string]any{"Others": strings.Join(others, ", "), "Prestige": best})
	default:
		v.Headline = l.T("ikebanaapp.final.lose", map[string]any{"Winners": strings.Join(others, ", "), "Prestige": best, "Mine": st.Prestige(you)})
	}
	headline := widget.NewLabel(v.Headline)
	headline.Wrapping = fyne.TextWrapWord
	headline.TextStyle.Bold = true
	headline.Alignment = fyne.TextAlignCenter
	if a.h.Win != nil { // wrapped at its width from the first layout on, or its lines overlap the ranks
		headline.Resize(fyne.NewSize(min(a.h.Win.Canvas().Size().Width-2*theme.Padding(), 480), 10))
	}
	var items []fyne.CanvasObject
	if won {
		items = append(items, newBloom())
	}
	items = append(items, headline)
	order := make([]ikebana.Seat, st.Players())
	for i := range order {
		order[i] = ikebana.Seat(i)
	}
	sortByPrestige(order, st)
	rank := 0
	for i, s := range order {
		if i == 0 || st.Prestige(s) != st.Prestige(order[i-1]) {
			rank = i + 1
		}
		c := textColor
		if st.Wins(s) {
			c = goldColor
		}
		line := newText(l.T("ikebanaapp.final.rank", map[string]any{"Rank": rank, "Who": w.name(s), "Prestige": st.Prestige(s)}), 17, c, st.Wins(s))
		items = append(items, line)
	}
	items = append(items, widget.NewSeparator(), a.totalsTable(m.Game))
	v.Home = widget.NewButtonWithIcon(l.T("ikebanaapp.final.home"), theme.HomeIcon(), a.finish)
	v.Home.Importance = widget.HighImportance
	screen := a.screen(l.T("ikebanaapp.final.title"), container.New(&kit.MaxWidth{W: 480}, container.NewVBox(items...)), kit.Tall(v.Home), a.finish)
	if a.h.Celebrate != nil && a.celebrated != m {
		a.celebrated = m
		screen = a.h.Celebrate(screen, won)
	}
	return screen
}

// totalsTable gives each florist's prestige after each round: the running
// totals of the whole game.
func (a *App) totalsTable(g *ikebana.Game) fyne.CanvasObject {
	l, w := a.l(), a.w()
	hist := g.History()
	cell := func(s string, bold bool) fyne.CanvasObject {
		t := newText(s, 14, textColor, bold)
		t.Alignment = fyne.TextAlignTrailing
		return t
	}
	// the names in a column as wide as the longest, the rounds sharing the
	// rest: equal columns would make every one as wide as a long name
	names := []fyne.CanvasObject{newText(l.T("ikebanaapp.score.col.who"), 14, textColor, true)}
	var objs []fyne.CanvasObject
	for _, r := range hist {
		objs = append(objs, cell(l.T("ikebanaapp.final.round", map[string]any{"N": r.Round}), true))
	}
	for p := range g.State().Players() {
		names = append(names, newText(w.name(ikebana.Seat(p)), 14, textColor, w.isYou(ikebana.Seat(p))))
		for _, r := range hist {
			objs = append(objs, cell(l.Number(r.Prestige[p]), false))
		}
	}
	return container.NewBorder(nil, nil, container.NewGridWithColumns(1, names...), nil,
		container.NewGridWithColumns(max(len(hist), 1), objs...))
}

// finish ends the match and goes Home.
func (a *App) finish() {
	a.clearSave()
	a.leave()
	a.h.Home("")
}

// sortByPrestige orders seats by prestige, the highest first, seat order
// among equals.
func sortByPrestige(seats []ikebana.Seat, st ikebana.State) {
	for i := 1; i < len(seats); i++ {
		for j := i; j > 0 && st.Prestige(seats[j]) > st.Prestige(seats[j-1]); j-- {
			seats[j], seats[j-1] = seats[j-1], seats[j]
		}
	}
}

// newBloom is the winner's flourish: five flowers of the five colours'
// cards, fanned.
func newBloom() fyne.CanvasObject {
	row := container.New(&cardRow{gap: 6, center: true, maxH: 96})
	var cards []ikebana.Card
	for _, id := range []string{"red-5", "green-5", "yellow-5", "blue-5", "black-5"} {
		c, _ := ikebana.ParseCard(id)
		cards = append(cards, c)
	}
	setCards(row, cards, func(ikebana.Card) bool { return true })
	glow := canvas.NewRadialGradient(goldColor, feltTransparent)
	return container.New(&kit.AtLeast{H: 110}, container.NewStack(glow, row))
}

// clearSave deletes the save of a finished game; a failure is logged (the
// save then offers the finished game's scores again).
func (a *App) clearSave() {
	if err := a.h.Store.ClearIkebana(); err != nil {
		fyne.LogError("ikebana: clearing a finished game's save", err)
	}
}
