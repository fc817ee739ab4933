package ikebana

import (
	"fmt"
	"image/color"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/ikebana/rules"
	"github.com/koikoi-app/koikoi/ui/kit"
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
		name := newText(w.name(seat), 15, kit.GoldColor, true)
		total := newText(l.T("ikebanaapp.score.points", map[string]any{"Total": sc.Total}), 15, kit.CreamColor, true)
		row := container.New(&cardRow{gap: 6, slots: ikebana.BouquetSize, maxH: 90})
		setCounted(row, res.Bouquets[p].Cards(), rules.ComboCards(sc))
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
		t := newText(s, 13, kit.CreamColor, bold)
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
	head := newText(l.T("ikebanaapp.score.table"), 15, kit.GoldColor, true)
	return container.NewVBox(head, grid, widget.NewSeparator())
}

// FinalView is the final standings screen, for tests.
type FinalView struct {
	// Winners are the seats that won (several when tied); Headline says
	// the result to the player; Ranks are the standings' lines, the first
	// first ("1. Computer 2 · Hard: 31"), a computer named with its level.
	Winners  []ikebana.Seat
	Headline string
	Ranks    []string
	// Rematch starts a new game at the same table (after a daily, which
	// is played once, it opens the dailies' history); Home goes Home;
	// Replay opens the game's replay and review (not online).
	Rematch, Home, Replay *widget.Button
}

// showFinal shows the final standings; the game is over, its save goes.
func (a *App) showFinal() {
	if a.match == nil {
		return
	}
	a.clearSave()
	a.h.Show(a.finalScreen)
}

// finalScreen ranks the florists by prestige, each computer with its
// level, and celebrates the winner; ties share the win. Beside the ranks
// (under them on a phone) come each round's totals and, against the
// computer, the player's places at this table size so far. Rematch
// starts again at the same table.
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
		if s == m.me {
			won = true
		} else {
			others = append(others, w.name(s))
		}
	}
	switch {
	case m.Pass():
		v.Headline = a.passHeadline(ws, best)
		// people at one phone: a winner among them is at the table, celebrate
		won = slices.ContainsFunc(ws, m.Person)
	case won && len(others) == 0:
		v.Headline = l.T("ikebanaapp.final.win", map[string]any{"Prestige": best})
	case won:
		v.Headline = l.T("ikebanaapp.final.shared", map[string]any{"Others": strings.Join(others, ", "), "Prestige": best})
	default:
		v.Headline = l.T("ikebanaapp.final.lose", map[string]any{"Winners": strings.Join(others, ", "), "Prestige": best, "Mine": st.Prestige(m.me)})
	}
	headline := widget.NewLabel(v.Headline)
	headline.Wrapping = fyne.TextWrapWord
	headline.TextStyle.Bold = true
	headline.Alignment = fyne.TextAlignCenter
	if a.h.Win != nil { // wrapped at its width from the first layout on, or its lines overlap the ranks
		headline.Resize(fyne.NewSize(min(a.h.Win.Canvas().Size().Width-2*theme.Padding(), 480), 10))
	}
	var top []fyne.CanvasObject
	if won {
		top = append(top, newBloom())
	}
	top = append(top, headline)
	ranks := []fyne.CanvasObject{}
	order := make([]ikebana.Seat, st.Players())
	for i := range order {
		order[i] = ikebana.Seat(i)
	}
	sortByPrestige(order, st.Prestige)
	rank := 0
	for i, s := range order {
		if i == 0 || st.Prestige(s) != st.Prestige(order[i-1]) {
			rank = i + 1
		}
		who := a.seatName(m, s)
		v.Ranks = append(v.Ranks, l.T("ikebanaapp.final.rank", map[string]any{"Rank": rank, "Who": who, "Prestige": st.Prestige(s)}))
		ranks = append(ranks, rankRow(l.Number(rank), who, l.Number(st.Prestige(s)), st.Wins(s)))
	}
	var side []fyne.CanvasObject
	if m.Game != nil { // online, the rounds' totals are the server's record
		side = append(side, tight(kit.Subheading(l.T("ikebanaplay.final.totals"))), a.totalsTable(m.Game))
	}
	if places := a.placesLine(m); places != "" {
		note := widget.NewLabel(places)
		note.Wrapping = fyne.TextWrapWord
		note.Importance = widget.LowImportance
		side = append(side, note)
	}
	v.Rematch = widget.NewButtonWithIcon(l.T("ikebanaplay.final.rematch"), theme.MediaReplayIcon(), a.rematch)
	if m.Save.Daily != "" { // a daily is played once: its history instead
		v.Rematch = widget.NewButtonWithIcon(l.T("ui.daily.history"), theme.ListIcon(), func() {
			a.clearSave()
			a.leave()
			a.ShowDailyHistory()
		})
	}
	v.Rematch.Importance = widget.HighImportance
	if a.onlineMatch() != nil {
		v.Rematch.Hide() // the online bar's, with the same people
	}
	v.Home = widget.NewButtonWithIcon(l.T("ikebanaapp.final.home"), theme.HomeIcon(), a.finish)
	pair := container.New(&pairLayout{}, container.NewVBox(ranks...), container.NewVBox(side...))
	content := container.NewVBox(container.New(&kit.MaxWidth{W: 480}, container.NewVBox(top...)),
		container.New(&kit.MaxWidth{W: 2 * 480}, pair))
	// centred in the height the screen leaves, scrolling when taller
	balanced := container.NewVBox(layout.NewSpacer(), content, layout.NewSpacer())
	var footer fyne.CanvasObject = container.NewGridWithColumns(2, kit.Tall(v.Home), kit.Tall(v.Rematch))
	if a.onlineMatch() == nil && m.Game != nil {
		v.Replay = widget.NewButtonWithIcon(l.T("ikebanaapp.replay.open"), theme.MediaPlayIcon(), a.openReplay)
		footer = container.NewVBox(kit.Tall(v.Replay), footer)
	}
	screen := a.screen(l.T("ikebanaapp.final.title"), balanced, footer, a.finish)
	if a.h.Celebrate != nil && a.celebrated != m {
		a.celebrated = m
		screen = a.h.Celebrate(screen, won)
	}
	return screen
}

// rankRow is one line of the final standings on its band: the place, the
// name, the prestige; a winner's in gold. Five fit in a third of a small
// phone's height.
func rankRow(rank, who, prestige string, winner bool) fyne.CanvasObject {
	c := color.Color(kit.CreamColor)
	bg := canvas.NewRectangle(kit.TurnColor)
	bg.CornerRadius = 8
	if winner {
		c = kit.GoldColor
		bg.StrokeColor, bg.StrokeWidth = kit.GoldColor, 1.5
	}
	place := newText(rank, 19, c, true)
	place.Alignment = fyne.TextAlignCenter
	name := newText(clipText(who, 16, winner, 260), 16, c, winner)
	pts := newText(prestige, 18, c, true)
	line := container.NewBorder(nil, nil, container.New(&kit.AtLeast{W: 32}, place), pts, container.NewVBox(layout.NewSpacer(), name, layout.NewSpacer()))
	return container.NewStack(bg, container.New(layout.NewCustomPaddedLayout(2, 2, 10, 12), container.New(&kit.AtLeast{H: 30}, line)))
}

// placesLine says, against the computer, the player's places at this
// table size over all his games ("1st ×3, 2nd ×1"); "" in pass-and-play or
// before any.
func (a *App) placesLine(m *Match) string {
	if m.Pass() || m.Game == nil { // online games are counted apart
		return ""
	}
	l := a.l()
	stats, err := a.h.Store.LoadIkebanaStats()
	if err != nil {
		fyne.LogError("ikebana: statistics unreadable", err)
	}
	n := m.State().Players()
	var parts []string
	for p, c := range stats.ByTable[n].Places {
		if c > 0 {
			parts = append(parts, placeName(l, p+1)+" ×"+l.Number(c))
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return l.T("ikebanaplay.final.places", map[string]any{"N": n, "Places": strings.Join(parts, ", ")})
}

// rematch starts a new game at the same table: the same people and
// computers in the same seats, the same Bouquet-final choice.
func (a *App) rematch() {
	m := a.match
	if m == nil {
		return
	}
	ng := store.IkebanaNewGame{Players: m.State().Players(), Seats: m.Save.Seats, Final: m.State().Rules().Final}
	if err := a.Start(ng, newSeed()); err != nil {
		a.h.Home(err.Error())
	}
}

// seatName is a florist's name in lists of match m; a computer's with its
// level, as each computer may play at its own.
func (a *App) seatName(m *Match, p ikebana.Seat) string {
	name := a.wordsOf(m).name(p)
	if int(p) < len(m.Save.Seats) && m.Save.Seats[p].Kind == store.SeatComputer {
		name += " · " + a.T("level."+m.Save.Seats[p].Level+".name")
	}
	return name
}

// totalsTable gives each florist's prestige after each round: the running
// totals of the whole game.
func (a *App) totalsTable(g *ikebana.Game) fyne.CanvasObject {
	l, w := a.l(), a.w()
	hist := g.History()
	cell := func(s string, bold bool) fyne.CanvasObject {
		t := newText(s, 14, kit.CreamColor, bold)
		t.Alignment = fyne.TextAlignTrailing
		return t
	}
	// the names in a column as wide as the longest, the rounds sharing the
	// rest: equal columns would make every one as wide as a long name
	names := []fyne.CanvasObject{newText(l.T("ikebanaapp.score.col.who"), 14, kit.CreamColor, true)}
	var objs []fyne.CanvasObject
	for _, r := range hist {
		objs = append(objs, cell(l.T("ikebanaapp.final.round", map[string]any{"N": r.Round}), true))
	}
	for p := range g.State().Players() {
		names = append(names, newText(w.name(ikebana.Seat(p)), 14, kit.CreamColor, w.isYou(ikebana.Seat(p))))
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
func sortByPrestige(seats []ikebana.Seat, prestige func(ikebana.Seat) int) {
	for i := 1; i < len(seats); i++ {
		for j := i; j > 0 && prestige(seats[j]) > prestige(seats[j-1]); j-- {
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
	setCards(row, cards, nil)
	glow := canvas.NewRadialGradient(kit.GoldColor, kit.WithAlpha(kit.FeltColor, 0))
	return container.New(&kit.AtLeast{H: 110}, container.NewStack(glow, row))
}

// clearSave deletes the save of a finished game; a failure is logged (the
// save then offers the finished game's scores again).
func (a *App) clearSave() {
	if a.onlineMatch() != nil {
		return // the player's own game stays saved
	}
	clear := a.h.Store.ClearIkebana
	if a.match != nil && a.match.Save.Daily != "" {
		clear = a.h.Store.ClearIkebanaDaily // the normal game stays saved
	}
	if err := clear(); err != nil {
		fyne.LogError("ikebana: clearing a finished game's save", err)
	}
}

// openReplay opens the finished game's replay; its back arrow returns to
// the final standings.
func (a *App) openReplay() {
	m := a.match
	text, err := m.Record(m.Game).MarshalText()
	if err == nil {
		err = a.ShowReplay(text, m.Save.Seats, m.me, func() { a.h.Show(a.finalScreen) })
	}
	if err != nil {
		fyne.LogError("ikebana: the finished game does not replay", err)
	}
}
