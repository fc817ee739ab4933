package koikoi

import (
	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/daily"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/dailies"
)

// A finished daily goes to the online daily table when the player has an
// online identity (kit.DailyOnline): the history keeps it pending until
// the server took it, and the daily screen sends it, says so, and offers
// to try again when it could not (dailies.Sender).

// dailyEngine is Koi-Koi's daily as the dailies' helpers replay it.
var dailyEngine = dailies.Engine[*koikoi.Game, koikoi.Move]{
	Name:         store.DailyKoikoi,
	Head:         koikoi.RecordHead,
	Date:         daily.Date,
	New:          daily.New,
	ParseMove:    koikoi.ParseMove,
	PersonToMove: func(g *koikoi.Game) bool { return g.State().ToMove() == daily.Person },
	Verify: func(date string, moves []koikoi.Move) (*koikoi.Game, error) {
		return daily.VerifyGame(daily.Submission{Date: date, Moves: moves})
	},
	Forged: daily.ErrForged,
}

// sender returns the dailies' sender, made at its first use.
func (a *App) sender() *dailies.Sender {
	if a.sends == nil {
		a.sends = dailyEngine.Sender(a.h.Daily, a.h.Store)
	}
	return a.sends
}

// hasIdentity reports whether the player has an online identity.
func (a *App) hasIdentity() bool { return a.sender().Identity() }

// openDailyBoard shows the day's table of date; a closed day's line
// replays from its moves.
func (a *App) openDailyBoard(date string, back func()) {
	dailyEngine.Board(a.h.Daily, date, func(text []byte, back func()) error {
		return a.ShowReplay(text, daily.Person, [2]string{a.T("ui.daily.board.player"), a.T("term.computer")}, back)
	}, back)
}
