package ui

import (
	"errors"

	"fyne.io/fyne/v2"

	"github.com/koikoi-app/koikoi/i18n"
	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// host is what the shell lends every part of its screens (each game's,
// Play online's), which shows its screens through show.
func (a *App) host(show func(build func() fyne.CanvasObject)) kit.Host {
	return kit.Host{
		Win:  a.Win,
		L:    func() *i18n.Localizer { return a.L },
		Show: show,
		Back: a.onBack,
		Home: func(notice string) {
			a.notice = notice
			a.ShowHome()
		},
		ShowSettings: a.showSettings,
		Celebrate:    a.celebrate,
		Daily:        a.dailyOnline(),
	}
}

// dailyOnline lends the games' dailies the online screens: the identity,
// sending a finished daily, the day's table (a.Online is made after the
// games' screens, so it is looked up at each call).
func (a *App) dailyOnline() *kit.DailyOnline {
	return &kit.DailyOnline{
		Identity: func() bool { return a.Online.HasIdentity() },
		Submit: func(game, date string, moves []string, result []int, done func(place, players int, err error)) {
			a.Online.SubmitDaily(game, date, moves, result, done)
		},
		Board: func(game, date string, open func([]string, func()) error, back func()) {
			a.Online.ShowDailyBoard(game, date, open, back)
		},
		ErrorText: func(err error) string { return a.Online.DailyErrorText(err) },
		Final: func(err error) bool {
			return errors.Is(err, core.ErrDailyPlayed) || errors.Is(err, core.ErrDailyClosed)
		},
	}
}

// showOver shows a screen of a part that is not Koi-Koi's: the Koi-Koi
// game's work under way (a computer's move, its animations) stops first.
func (a *App) showOver(build func() fyne.CanvasObject) {
	a.Koikoi.Stop()
	a.show(build)
}
