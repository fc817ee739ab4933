package ikebana

import (
	"cmp"
	"errors"
	"fmt"
	"github.com/koikoi-app/koikoi/ui/ikebana/rules"
	"github.com/koikoi-app/koikoi/ui/kit"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/ai"
	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/store"
)

// The statistics count what a player expects of his own record: games
// against the computer, won alone, won together (a shared win) or lost,
// and his best bouquet. A game passed around one phone belongs to no one
// in particular (whose wins would they be?), so it is only counted apart,
// and the screen says so.

// count adds the match's finished rounds and its end to the statistics,
// once each (the save remembers what was counted). It reports whether it
// counted something.
func (m *Match) count() bool {
	if m.Store == nil {
		return false
	}
	st := m.State()
	hist := m.Game.History()
	over := st.GameOver()
	if m.Save.RoundsCounted >= len(hist) && (m.Save.GameCounted || !over) {
		return false
	}
	stats, err := m.Store.LoadIkebanaStats()
	if err != nil { // damaged ones are set aside: start again
		fyne.LogError("ikebana: statistics unreadable, they start afresh", err)
	}
	n := st.Players()
	if !m.Pass() {
		for _, r := range hist[min(m.Save.RoundsCounted, len(hist)):] {
			stats.AddBouquet(r.Bouquets[you], n)
		}
	}
	m.Save.RoundsCounted = len(hist)
	if over && !m.Save.GameCounted {
		m.Save.GameCounted = true
		if m.Pass() {
			stats.PassGames++
		} else {
			stats.AddGame(m.result(false))
			m.keep()
			m.keepDaily()
		}
	}
	if err := m.Store.SaveIkebanaStats(stats); err != nil && m.OnSaveError != nil {
		m.OnSaveError(err)
	}
	return true
}

// keep adds the finished game to the store's last games, for its replay
// and review from the statistics.
func (m *Match) keep() {
	text, err := m.Record(m.Game).MarshalText()
	if err == nil {
		r := m.result(false)
		err = m.Store.AddIkebanaGame(store.IkebanaGame{Record: string(text), Seats: m.Save.Seats,
			Place: r.Place, Prestige: r.Prestige, Finished: time.Now()})
	}
	if err != nil && m.OnSaveError != nil {
		m.OnSaveError(err)
	}
}

// lastGamesList lists the last finished games against the computer,
// newest first, each a tap from its replay and review.
func (a *App) lastGamesList() fyne.CanvasObject {
	l := a.l()
	title := widget.NewLabel(l.T("ikebanaapp.stats.last"))
	title.TextStyle.Bold = true
	box := container.NewVBox(title)
	games, err := a.h.Store.LoadIkebanaGames()
	if err != nil {
		fyne.LogError("ikebana: last games unreadable", err)
	}
	if len(games) == 0 {
		none := widget.NewLabel(l.T("ikebanaapp.stats.last.none"))
		none.Wrapping = fyne.TextWrapWord
		box.Add(none)
	}
	a.lastGames = nil
	for _, g := range games {
		text := l.T("ikebanaapp.stats.last.game", map[string]any{"Date": g.Finished.Local().Format("2006-01-02 15:04"),
			"Place": placeName(l, g.Place), "Players": l.Number(len(g.Seats)), "Prestige": l.Number(g.Prestige)})
		b := widget.NewButtonWithIcon(text, theme.MediaPlayIcon(), func() {
			if err := a.ShowReplay([]byte(g.Record), g.Seats, you, a.ShowStats); err != nil {
				fyne.LogError("ikebana: a kept game does not replay", err)
			}
		})
		b.Alignment = widget.ButtonAlignLeading
		a.lastGames = append(a.lastGames, b)
		box.Add(kit.Tall(b))
	}
	a.pasteButton = widget.NewButtonWithIcon(l.T("ikebanaapp.paste.title"), theme.ContentPasteIcon(), a.ShowPaste)
	box.Add(kit.Tall(a.pasteButton))
	return box
}

// result is how the game ended for the player against the computer: his
// place and prestige, and where he finished against each computer; or,
// abandoned, a loss behind them all.
func (m *Match) result(abandoned bool) store.IkebanaResult {
	st := m.State()
	r := store.IkebanaResult{Players: st.Players(), Abandoned: abandoned}
	mine := st.Prestige(you)
	if !abandoned {
		r.Prestige, r.Place = mine, 1
		for p := range st.Players() {
			if st.Prestige(ikebana.Seat(p)) > mine {
				r.Place++
			}
		}
		r.Shared = r.Place == 1 && len(st.Winners()) > 1
	}
	for p, seat := range m.Save.Seats {
		if seat.Kind == store.SeatComputer {
			r.Rivals = append(r.Rivals, store.IkebanaRival{Level: seat.Level, Cmp: cmp.Compare(mine, st.Prestige(ikebana.Seat(p)))})
		}
	}
	return r
}

// abandon ends the saved game for a new one: against the computer it
// counts as a loss (once: a game whose end was counted is not lost
// again). A damaged save is only set aside.
func (a *App) abandon() {
	sv, g, err := a.h.Store.LoadIkebana()
	if err != nil || g == nil {
		return
	}
	m, err := newMatch(g, *sv)
	if err == nil && !m.Pass() && !sv.GameCounted {
		stats, err := a.h.Store.LoadIkebanaStats()
		if err != nil {
			fyne.LogError("ikebana: statistics unreadable, they start afresh", err)
		}
		stats.AddGame(m.result(true))
		if err := a.h.Store.SaveIkebanaStats(stats); err != nil {
			fyne.LogError("ikebana: counting an abandoned game", err)
		}
	}
	if err := a.h.Store.ClearIkebana(); err != nil {
		fyne.LogError("ikebana: clearing an abandoned game's save", err)
	}
}

// StatsView is the statistics screen's controls, for tests: Reset asks
// to confirm, Confirm erases, Cancel does not.
type StatsView struct {
	Stats                  store.IkebanaStats
	Damaged                bool // the saved statistics could not be read
	Reset, Confirm, Cancel *widget.Button
	ask                    fyne.CanvasObject // the question and its two answers
}

// ShowStats shows the Ikebana statistics.
func (a *App) ShowStats() { a.h.Show(a.statsScreen) }

func (a *App) statsScreen() fyne.CanvasObject {
	l, w := a.l(), a.w()
	s, err := a.h.Store.LoadIkebanaStats()
	v := &StatsView{Stats: s, Damaged: errors.Is(err, store.ErrCorrupt)}
	a.Stats = v
	label := func(text string, bold bool) *widget.Label {
		t := widget.NewLabel(text)
		t.Wrapping = fyne.TextWrapWord
		t.TextStyle.Bold = bold
		return t
	}
	row := func(name string, n string) fyne.CanvasObject {
		v := widget.NewLabel(n)
		v.TextStyle.Bold = true
		return container.NewBorder(nil, nil, nil, v, label(name, false))
	}
	var items []fyne.CanvasObject
	if v.Damaged {
		note := label(l.T("ikebanaplay.stats.damaged"), false)
		note.Importance = widget.WarningImportance
		items = append(items, note)
	}
	items = append(items,
		label(l.T("ikebanaplay.stats.computer"), true),
		row(l.T("ikebanaplay.stats.games"), l.Number(s.Games)),
		row(l.T("ikebanaplay.stats.wins"), l.Number(s.Wins)),
		row(l.T("ikebanaplay.stats.shared"), l.Number(s.Shared)),
		row(l.T("ikebanaplay.stats.losses"), l.Number(s.Losses)))
	if s.Abandoned > 0 {
		items = append(items, row(l.T("ikebanaplay.stats.abandoned"), l.Number(s.Abandoned)))
	}
	if avg, ok := s.Overall().Average(); ok {
		items = append(items, row(l.T("ikebanaplay.stats.average"), l.Decimal(avg)))
	}
	if places := a.placesTable(s); places != nil {
		note := label(l.T("ikebanaplay.stats.places.note"), false)
		note.Importance = widget.LowImportance
		items = append(items, widget.NewSeparator(), label(l.T("ikebanaplay.stats.places"), true), places, note)
	}
	if levels := a.levelsTable(s); levels != nil {
		note := label(l.T("ikebanaplay.stats.levels.note"), false)
		note.Importance = widget.LowImportance
		items = append(items, widget.NewSeparator(), label(l.T("ikebanaplay.stats.levels"), true), levels, note)
	}
	items = append(items, widget.NewSeparator(), label(l.T("ikebanaplay.stats.best"), true))
	if best, err := s.Best.Set(); err == nil && best != 0 {
		cards := container.New(&cardRow{gap: 6, slots: ikebana.BouquetSize, maxH: 110, center: true})
		sc, _ := ikebana.ScoreBouquet(best, false)
		setCounted(cards, best.Cards(), rules.ComboCards(sc))
		items = append(items, container.New(&kit.AtLeast{H: 90}, cards),
			label(l.T("ikebanaplay.stats.best.how", map[string]any{
				"Combos": w.combos(sc), "Colours": w.colours(sc), "Total": s.Best.Points, "N": s.Best.Players}), false))
	} else {
		items = append(items, label(l.T("ikebanaplay.stats.best.none"), false))
	}
	items = append(items, widget.NewSeparator(), a.lastGamesList())
	pass := label(l.T("ikebanaplay.stats.pass.note"), false)
	pass.Importance = widget.LowImportance
	items = append(items, widget.NewSeparator(), label(l.T("ikebanaplay.stats.pass"), true),
		row(l.T("ikebanaplay.stats.games"), l.Number(s.PassGames)), pass)
	if a.h.OnlineStats != nil {
		items = append(items, widget.NewSeparator(), a.h.OnlineStats())
	}

	footer := container.NewStack()
	v.Reset = widget.NewButtonWithIcon(l.T("ikebanaplay.stats.reset"), theme.DeleteIcon(), nil)
	question := label(l.T("ikebanaplay.stats.reset.ask"), true)
	question.Alignment = fyne.TextAlignCenter
	v.Cancel = widget.NewButton(l.T("ikebanaplay.stats.reset.cancel"), nil)
	v.Confirm = widget.NewButtonWithIcon(l.T("ikebanaplay.stats.reset.confirm"), theme.DeleteIcon(), func() {
		if a.h.Store.ResetIkebanaStats() != nil {
			return
		}
		a.ShowStats()
	})
	v.Confirm.Importance = widget.DangerImportance
	ask := container.NewVBox(question, container.NewGridWithColumns(2, kit.Tall(v.Cancel), kit.Tall(v.Confirm)))
	ask.Hide()
	v.ask = ask
	reset := kit.Tall(v.Reset)
	v.Reset.OnTapped = func() {
		reset.Hide()
		ask.Show()
		footer.Refresh()
	}
	v.Cancel.OnTapped = func() {
		ask.Hide()
		reset.Show()
		footer.Refresh()
	}
	footer.Objects = []fyne.CanvasObject{reset, ask}
	if s.Games == 0 && s.PassGames == 0 && len(s.Best.Cards) == 0 {
		v.Reset.Disable()
	}
	body := container.NewVBox(append(items, layout.NewSpacer())...)
	return a.screen(l.T("ikebanaplay.stats.title"), container.New(&kit.MaxWidth{W: 480}, body), footer, func() { a.h.Home("") })
}

// placesTable is the statistics' table of places: a line per table size
// played, its games, how often the player finished 1st, 2nd... and his
// average final prestige; nil before any game.
func (a *App) placesTable(s store.IkebanaStats) fyne.CanvasObject {
	l := a.l()
	head := []string{l.T("ikebanaplay.stats.col.table"), l.T("ikebanaplay.stats.col.games")}
	for p := 1; p <= ikebana.MaxPlayers; p++ {
		head = append(head, placeName(l, p))
	}
	head = append(head, l.T("ikebanaplay.stats.col.average"))
	var rows [][]string
	for n := 2; n <= ikebana.MaxPlayers; n++ {
		t := s.ByTable[n]
		if t.Games == 0 {
			continue
		}
		r := []string{l.Number(n), l.Number(t.Games)}
		for p := range ikebana.MaxPlayers {
			switch {
			case p >= n:
				r = append(r, "")
			case p < len(t.Places):
				r = append(r, l.Number(t.Places[p]))
			default:
				r = append(r, l.Number(0))
			}
		}
		avg := "–"
		if v, ok := t.Average(); ok {
			avg = l.Decimal(v)
		}
		rows = append(rows, append(r, avg))
	}
	return statsGrid(head, rows)
}

// placeName is place p (1 for first) as a short ordinal: "2nd".
func placeName(l *i18n.Localizer, p int) string {
	return l.T(fmt.Sprintf("ikebanaplay.stats.place.%d", p))
}

// levelsTable is the player's record against each computer level met:
// how often he finished ahead of one, level with it, behind it; nil
// before any.
func (a *App) levelsTable(s store.IkebanaStats) fyne.CanvasObject {
	l := a.l()
	head := []string{l.T("ikebanaplay.stats.col.level"), l.T("ikebanaplay.stats.col.ahead"), l.T("ikebanaplay.stats.col.tied"), l.T("ikebanaplay.stats.col.behind")}
	var rows [][]string
	for _, lv := range ai.Levels {
		if r, ok := s.ByLevel[lv]; ok {
			rows = append(rows, []string{l.T("level." + lv + ".name"), l.Number(r.Ahead), l.Number(r.Level), l.Number(r.Behind)})
		}
	}
	return statsGrid(head, rows)
}

// statsGrid lays out a table of figures under its head: the first column
// (a name) taking the width the figures leave, each figure's column as
// wide as its widest, right aligned; nil without rows.
func statsGrid(head []string, rows [][]string) fyne.CanvasObject {
	if len(rows) == 0 {
		return nil
	}
	cell := func(s string, bold, right bool) fyne.CanvasObject {
		t := newText(s, 14, kit.CreamColor, bold)
		if right {
			t.Alignment = fyne.TextAlignTrailing
		}
		return t
	}
	var cells []fyne.CanvasObject
	for i, h := range head {
		cells = append(cells, cell(h, true, i > 0))
	}
	for _, r := range rows {
		for i, v := range r {
			cells = append(cells, cell(v, false, i > 0))
		}
	}
	// inset as the labels' text is, so the table lines up with them
	inset := layout.NewCustomPaddedLayout(0, 0, theme.InnerPadding(), theme.InnerPadding())
	return container.New(inset, container.New(gridLayout{cols: len(head)}, cells...))
}
