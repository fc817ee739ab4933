package ikebana

import (
	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/daily"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/dailies"
)

// A finished daily goes to the online daily table when the player has an
// online identity (kit.DailyOnline, dailies.Sender), as Koi-Koi's does.

// dailyEngine is Ikebana's daily as the dailies' helpers replay it.
var dailyEngine = dailies.Engine[*ikebana.Game, ikebana.Move]{
	Name:         store.DailyIkebana,
	Head:         ikebana.RecordHead,
	Date:         daily.Date,
	New:          daily.New,
	ParseMove:    ikebana.ParseMove,
	PersonToMove: func(g *ikebana.Game) bool { return g.State().ToMove() == daily.Person },
	Verify: func(date string, moves []ikebana.Move) (*ikebana.Game, error) {
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

// openDailyBoard shows the day's table of date; a closed day's line
// replays from its moves.
func (a *App) openDailyBoard(date string, back func()) {
	dailyEngine.Board(a.h.Daily, date, func(text []byte, back func()) error {
		seats := dailySeats()
		seats[daily.Person].Name = a.T("ui.daily.board.player")
		return a.ShowReplay(text, seats, daily.Person, back)
	}, back)
}
