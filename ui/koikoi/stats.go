package koikoi

import (
	"sort"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/names"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// ShowStats shows the statistics against the computer.
func (a *App) ShowStats() { a.h.Show(a.statsScreen) }

func (a *App) statsScreen() fyne.CanvasObject {
	s := a.Stats
	row := func(label string, v string) fyne.CanvasObject {
		return container.NewBorder(nil, nil, nil, kit.Bold(v), widget.NewLabel(label))
	}
	n := a.l().Number
	items := []fyne.CanvasObject{
		row(a.T("ui.stats.games"), n(s.Games)),
		row(a.T("ui.stats.wins"), n(s.Wins)),
		row(a.T("ui.stats.losses"), n(s.Losses)),
		row(a.T("ui.stats.draws"), n(s.Draws)),
		row(a.T("ui.stats.winrate"), a.T("ui.percent", M{"Percent": n(int(s.WinRate()*100 + 0.5))})),
		widget.NewSeparator(),
		row(a.T("ui.stats.rounds"), n(s.Rounds)),
		row(a.T("ui.stats.roundswon"), n(s.RoundsWon)),
		row(a.T("ui.stats.pointsfor"), n(s.PointsFor)),
		row(a.T("ui.stats.pointsagainst"), n(s.PointsAgainst)),
		row(a.T("ui.stats.best"), a.l().N("count.points", s.BestRound)),
		widget.NewSeparator(),
		kit.Bold(a.T("ui.stats.yaku")),
	}
	// The yaku made, most often first; the statistics keep them by id.
	var made []koikoi.Yaku
	for y := range koikoi.NumYaku {
		if s.Yaku[y.String()] > 0 {
			made = append(made, y)
		}
	}
	sort.SliceStable(made, func(i, j int) bool { return s.Yaku[made[i].String()] > s.Yaku[made[j].String()] })
	if len(made) == 0 {
		items = append(items, wrapLeft(a.T("ui.stats.none")))
	}
	for _, y := range made {
		items = append(items, row(names.Yaku(a.l(), y), n(s.Yaku[y.String()])))
	}
	items = append(items, widget.NewSeparator(), a.lastGames())
	if a.h.OnlineStats != nil {
		items = append(items, widget.NewSeparator(), a.h.OnlineStats())
	}
	return a.screen(a.T("ui.home.stats"), container.NewVBox(items...))
}

// lastGames lists the last finished games against the computer, newest
// first, each a tap from its replay and review.
func (a *App) lastGames() fyne.CanvasObject {
	box := container.NewVBox(kit.Bold(a.T("ui.stats.last")))
	games, err := a.h.Store.LoadKoikoiGames()
	if err != nil {
		fyne.LogError("koikoi: last games unreadable", err)
	}
	if len(games) == 0 {
		box.Add(wrapLeft(a.T("ui.stats.last.none")))
	}
	a.lastGameButtons = nil
	for _, g := range games {
		id := "ui.stats.last.drawn"
		switch {
		case g.Self > g.Opp:
			id = "ui.stats.last.won"
		case g.Self < g.Opp:
			id = "ui.stats.last.lost"
		}
		text := a.T(id, M{"Date": g.Finished.Local().Format("2006-01-02 15:04"),
			"Self": a.l().Number(g.Self), "Opp": a.l().Number(g.Opp)})
		b := widget.NewButtonWithIcon(text, theme.MediaPlayIcon(), func() {
			if err := a.ShowReplay([]byte(g.Record), 0, a.seatNames(false), a.ShowStats); err != nil {
				dialogError(a, err)
			}
		})
		b.Alignment = widget.ButtonAlignLeading
		a.lastGameButtons = append(a.lastGameButtons, b)
		box.Add(tall(b))
	}
	a.pasteButton = widget.NewButtonWithIcon(a.T("ui.paste.title"), theme.ContentPasteIcon(), a.ShowPaste)
	box.Add(tall(a.pasteButton))
	return box
}
