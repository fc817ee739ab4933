package koikoi

import (
	"sort"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
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
	if a.h.OnlineStats != nil {
		items = append(items, widget.NewSeparator(), a.h.OnlineStats())
	}
	return a.screen(a.T("ui.home.stats"), container.NewVBox(items...))
}
