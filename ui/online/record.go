package online

import (
	"context"
	"errors"
	"fmt"

	"github.com/koikoi-app/koikoi/engine/match"
	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/server/protocol"
)

// errRecord: a finished game's record could not be had, or its game's
// replay cannot read it.
var errRecord = errors.New("online: the game's record cannot be replayed")

// openRecord asks the server for one of the player's finished games
// (its record) and opens it in its game's replay, whose back arrow goes
// back; an error gets its sentence, with the same way back.
func (a *App) openRecord(table string, back func()) {
	a.ask(a.T("online.lobby.connecting"), back, func(ctx context.Context, s *core.Session) (func(), error) {
		e, err := s.Record(ctx, table)
		if errors.Is(err, core.ErrNotFound) {
			err = fmt.Errorf("%w: %w", errRecord, err) // not a table's code: the record's
		}
		if err != nil {
			return nil, err
		}
		return func() {
			seats, you := recordSeats(e)
			if err := a.game(e.Game).ShowOnlineReplay([]byte(e.Text), seats, you, back); err != nil {
				a.showError(fmt.Errorf("%w: %w", errRecord, err), back)
			}
		}, nil
	})
}

// recordSeats returns a record's seats as the games' replays take them,
// and the player's seat (-1 when the record does not mark it).
func recordSeats(e protocol.RecordEntry) ([]match.Seat, int) {
	seats, you := make([]match.Seat, len(e.Seats)), -1
	for i, s := range e.Seats {
		seats[i] = match.Seat{Kind: match.Person, Name: s.Name}
		if s.Level != "" {
			seats[i] = match.Seat{Kind: match.Computer, Level: s.Level}
		}
		if s.You {
			you = i
		}
	}
	return seats, you
}
