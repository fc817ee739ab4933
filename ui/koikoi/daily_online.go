package koikoi

import (
	"errors"
	"strings"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/daily"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/dailies"
)

// A finished daily goes to the online daily table when the player has an
// online identity (kit.DailyOnline): the history keeps it pending until
// the server took it, and the daily screen sends it, says so, and offers
// to try again when it could not (dailies.Sender).

// sender returns the dailies' sender, made at its first use.
func (a *App) sender() *dailies.Sender {
	if a.sends == nil {
		a.sends = &dailies.Sender{Online: a.h.Daily, Store: a.h.Store, Game: store.DailyKoikoi, Moves: dailyMoves}
	}
	return a.sends
}

// hasIdentity reports whether the player has an online identity.
func (a *App) hasIdentity() bool { return a.sender().Identity() }

// dailyMoves returns the person's moves of a daily's record, as the
// server reads them (Move.String), by replaying it from the day's deal.
func dailyMoves(d store.Daily) ([]string, error) {
	g, err := daily.New(d.Date)
	if err != nil {
		return nil, err
	}
	_, moves, _ := strings.Cut(d.Record, "\nmoves\n")
	moves, _, _ = strings.Cut(moves, "\nend")
	var out []string
	for _, line := range strings.Split(moves, "\n") {
		if line == "next" {
			err = g.NextRound()
		} else {
			var mv koikoi.Move
			if mv, err = koikoi.ParseMove(line); err == nil {
				if g.State().ToMove() == daily.Person {
					out = append(out, mv.String())
				}
				err = g.Apply(mv)
			}
		}
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

// openDailyBoard shows the day's table of date; a closed day's line
// replays from its moves.
func (a *App) openDailyBoard(date string, back func()) {
	a.h.Daily.Board(store.DailyKoikoi, date, func(moves []string, back func()) error {
		sub := daily.Submission{Date: date}
		for _, s := range moves {
			mv, err := koikoi.ParseMove(s)
			if err != nil {
				return err
			}
			sub.Moves = append(sub.Moves, mv)
		}
		// The score is not in the line: the replay is what the moves give.
		g, err := daily.VerifyGame(sub)
		if err != nil && !errors.Is(err, daily.ErrForged) {
			return err
		}
		text, err := g.MarshalText()
		if err != nil {
			return err
		}
		return a.ShowReplay(text, daily.Person, [2]string{a.T("ui.daily.board.player"), a.T("term.computer")}, back)
	}, back)
}
