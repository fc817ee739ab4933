package ikebana

import (
	"errors"
	"github.com/koikoi-app/koikoi/ui/kit"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/ikebana"
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
	stats, _ := m.Store.LoadIkebanaStats() // damaged ones are set aside: start again
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
			ws := st.Winners()
			won := slices.Contains(ws, you)
			stats.AddGame(n, won, won && len(ws) > 1)
		}
	}
	if err := m.Store.SaveIkebanaStats(stats); err != nil && m.OnSaveError != nil {
		m.OnSaveError(err)
	}
	return true
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
	row := func(name string, n int) fyne.CanvasObject {
		v := widget.NewLabel(l.Number(n))
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
		row(l.T("ikebanaplay.stats.games"), s.Games),
		row(l.T("ikebanaplay.stats.wins"), s.Wins),
		row(l.T("ikebanaplay.stats.shared"), s.Shared),
		row(l.T("ikebanaplay.stats.losses"), s.Losses))
	for n := 2; n <= ikebana.MaxPlayers; n++ {
		if t := s.ByTable[n]; t.Games > 0 {
			items = append(items, label(l.T("ikebanaplay.stats.table", map[string]any{
				"N": n, "Games": t.Games, "Wins": t.Wins, "Shared": t.Shared}), false))
		}
	}
	items = append(items, widget.NewSeparator(), label(l.T("ikebanaplay.stats.best"), true))
	if best, err := s.Best.Set(); err == nil && best != 0 {
		cards := container.New(&cardRow{gap: 6, slots: ikebana.BouquetSize, maxH: 110, center: true})
		sc, _ := ikebana.ScoreBouquet(best, false)
		setCounted(cards, best.Cards(), comboCards(sc))
		items = append(items, container.New(&kit.AtLeast{H: 90}, cards),
			label(l.T("ikebanaplay.stats.best.how", map[string]any{
				"Combos": w.combos(sc), "Colours": w.colours(sc), "Total": s.Best.Points, "N": s.Best.Players}), false))
	} else {
		items = append(items, label(l.T("ikebanaplay.stats.best.none"), false))
	}
	pass := label(l.T("ikebanaplay.stats.pass.note"), false)
	pass.Importance = widget.LowImportance
	items = append(items, widget.NewSeparator(), label(l.T("ikebanaplay.stats.pass"), true),
		row(l.T("ikebanaplay.stats.games"), s.PassGames), pass)

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
