package client

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/cenkalti/backoff/v5"

	"github.com/koikoi-app/koikoi/server/protocol"
)

// Bot plays one seat of a table through a Conn.
type Bot struct {
	Conn  *Conn
	Level string // a computer level, which Choose reads
	// Choose chooses the seat's move from its view (the engine's
	// Observation in its JSON form, with its legal moves) as the computer
	// player of level would: server/game.BotMove, which knows the games;
	// this package knows none.
	Choose func(gameName string, view json.RawMessage, level string, seed uint64) (string, error)
	// Think returns how long to wait before each move (nil: at once).
	Think func() time.Duration
	// AcceptComputer accepts the quick match's offer of computers.
	AcceptComputer bool
	// Observe, if set, sees every frame the bot reads, in order (after a
	// move refused as unavailable, that includes the catch-up of the
	// bot's resume, which repeats events it had read).
	Observe func(Message)
	// Seed makes the bot's choices reproducible.
	Seed uint64

	// What the bot knows of its table.
	Table  protocol.TableInfo
	Seq    int64           // the last event seen
	View   json.RawMessage // the seat's latest view
	Ended  string          // "game_end" or "closed" once over
	Errors []*protocol.Error
	Moves  int
	moved  int64 // the seq the last move was sent at (events start at 1)
	moveID int64 // the request that sent it
	// catchUp: a resume asked on this connection after a refused move is
	// under way; its catch-up repeats the events already read until the
	// state.
	catchUp  bool
	resumeID int64           // the request of that resume
	retry    backoff.BackOff // the waits before asking again while the server is unavailable
}

// ErrEnded is returned by Play when the table closed without a game end.
var ErrEnded = errors.New("client: the table was closed")

// errNoChoose: a Bot was asked to move with no Choose.
var errNoChoose = errors.New("client: the bot has no Choose to choose its moves")

// Play reads the table's frames and moves whenever the seat is to move,
// until the game ends. The bot must follow the table already (the answer
// to Create, Join, Quick or Resume is on its way).
//
// A move lost with a broken connection, or refused as unavailable, is made
// again when the state shows the seat still to move at the same seq: the
// state that answers Resume on a new Conn (set Conn, call Resume, then
// Play again), or the one that answers the Resume the bot sends itself on
// an unavailable error.
func (b *Bot) Play(ctx context.Context) error {
	rng := rand.New(rand.NewPCG(b.Seed, 7))
	for b.Ended == "" {
		// Move once the state has said what table this is, at a seq not
		// moved at yet, when the seat's view has moves; then read on.
		if b.Table.Game != "" && b.Table.Status == "playing" && b.moved != b.Seq && hasLegal(b.View) {
			if err := b.move(ctx, rng); err != nil {
				return err
			}
		}
		m, err := b.Conn.Read(ctx)
		if err != nil {
			return err
		}
		if b.Observe != nil {
			b.Observe(m)
		}
		if err := b.take(ctx, m); err != nil {
			return err
		}
	}
	if b.Ended == "closed" {
		return ErrEnded
	}
	return nil
}

// move thinks, chooses and sends a move.
func (b *Bot) move(ctx context.Context, rng *rand.Rand) error {
	if b.Think != nil {
		if d := b.Think(); d > 0 {
			select {
			case <-time.After(d):
			case <-ctx.Done():
				return ctx.Err()
			}
		}
	}
	if b.Choose == nil {
		return errNoChoose
	}
	mv, err := b.Choose(b.Table.Game, b.View, b.Level, rng.Uint64())
	if err != nil {
		return fmt.Errorf("client: choosing a move: %w", err)
	}
	b.moved = b.Seq
	id, err := b.Conn.Send(ctx, protocol.Move{Header: protocol.Header{Type: "move"}, Table: b.Table.ID, Seq: b.Seq, Move: mv})
	if err != nil {
		return err
	}
	b.moveID = id
	b.Moves++
	return nil
}

// Take learns from a frame read for the bot by someone else (before Play).
func (b *Bot) Take(m Message) error { return b.take(context.Background(), m) }

// take learns from one frame.
func (b *Bot) take(ctx context.Context, m Message) error {
	switch m.Type {
	case "state":
		st, err := m.State()
		if err != nil {
			return err
		}
		if st.Table.Seq == b.moved {
			b.moved = 0 // the move made at this seq was lost: make it again
		}
		b.Table, b.Seq, b.View, b.catchUp, b.moveID, b.resumeID = st.Table, st.Table.Seq, st.View, false, 0, 0
		if b.retry != nil {
			b.retry.Reset()
		}
		switch st.Table.Status {
		case "finished":
			b.Ended = "game_end"
		case "closed":
			b.Ended = "closed"
		}
	case "event":
		e, err := m.Event()
		if err != nil {
			return err
		}
		if e.Table != b.Table.ID && b.Table.ID != "" {
			return nil
		}
		if b.catchUp && e.Seq <= b.Seq {
			return nil // read before the resume
		}
		if e.Seq != b.Seq+1 {
			return fmt.Errorf("client: event %d after %d", e.Seq, b.Seq)
		}
		b.Seq = e.Seq
		switch {
		case e.View != nil:
			b.View = e.View
		case !protocol.TableEvent(e.Kind):
			b.View = nil // out of date until the last event of the move or deal brings the new one
		}
		switch e.Kind {
		case "start":
			b.Table.Status = "playing"
		case "game_end", "closed":
			b.Ended = e.Kind
		case "offer":
			if b.AcceptComputer {
				_, err := b.Conn.Send(ctx, protocol.AcceptComputer{Header: protocol.Header{Type: "accept_computer"}, Table: b.Table.ID})
				return err
			}
		}
	case "error":
		b.Errors = append(b.Errors, m.Error)
		unavailable := m.Error != nil && m.Error.Code == protocol.CodeUnavailable
		switch {
		case unavailable && b.moveID != 0 && m.Re == b.moveID && !b.catchUp:
			// The move was not made: ask for the state, which says
			// whether the seat is still to move.
			b.catchUp = true
			return b.Resume(ctx)
		case unavailable && b.resumeID != 0 && m.Re == b.resumeID:
			// The server cannot read the table now (its database is
			// away): ask again, later and later.
			if b.retry == nil {
				b.retry = Backoff()
			}
			if err := wait(ctx, b.retry); err != nil {
				return err
			}
			return b.Resume(ctx)
		}
	}
	return nil
}

// Resume asks, on b.Conn, for the table's events after the last one the bot
// saw, then its state: after a new Conn, set Conn, call Resume, then Play.
// While the server answers that it is unavailable, Play asks again, after
// a wait that grows (see Backoff).
func (b *Bot) Resume(ctx context.Context) error {
	id, err := b.Conn.Send(ctx, protocol.Resume{Header: protocol.Header{Type: "resume"}, Table: b.Table.ID, After: b.Seq})
	b.resumeID = id
	return err
}

// hasLegal reports whether a view lists moves: both games' views have a
// "legal" key only then, and no other string holds it.
func hasLegal(view json.RawMessage) bool { return bytes.Contains(view, []byte(`"legal":`)) }
