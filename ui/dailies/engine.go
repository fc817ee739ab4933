package dailies

import (
	"errors"
	"time"

	"github.com/koikoi-app/koikoi/internal/record"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// Game is what the dailies' helpers do with an engine's game (each
// engine's *Game): play a move, deal the next round, write its record.
type Game[M any] interface {
	Apply(M) error
	NextRound() error
	MarshalText() ([]byte, error)
}

// Move is an engine's move: it reads back from its String.
type Move interface {
	String() string
}

// Engine is what the dailies' helpers need of one game's daily
// (engine/<game>/daily): the same work for both games, over their own
// game and move types.
type Engine[G Game[M], M Move] struct {
	Name string // the store's game name: store.DailyKoikoi or store.DailyIkebana
	Head string // the first word of the game's record (the engine's RecordHead)
	// Date returns the UTC day of a time; New deals a date's daily;
	// ParseMove reads a move's String.
	Date      func(time.Time) string
	New       func(date string) (G, error)
	ParseMove func(string) (M, error)
	// PersonToMove reports whether the person is to move in g.
	PersonToMove func(g G) bool
	// Verify plays date's daily from the person's moves, the computers
	// playing theirs, and returns the game as far as it went, or an error
	// that says it went wrong; Forged is its error about a claimed result
	// the moves do not give, none here (no result is claimed).
	Verify func(date string, moves []M) (G, error)
	Forged error
}

// errRecord is wrapped by the errors about a daily's record that does not
// read.
var errRecord = errors.New("dailies: a daily's record does not read")

// Play replays the finished daily d's record from the day's deal, calling
// each before each move is applied (g as it stands, mv the move), and
// returns the game where the record ends. A record that does not read, a
// move that is not legal or an error of each stops it with an error that
// names the record's line.
func (e Engine[G, M]) Play(d store.Daily, each func(g G, mv M) error) (G, error) {
	g, err := e.New(d.Date)
	if err != nil {
		return g, err
	}
	r, err := record.Read([]byte(d.Record), e.Head, "a "+e.Name+" daily's record", errRecord, func(string) error { return nil })
	if err != nil {
		return g, err
	}
	for _, l := range r.Moves {
		if l.Value == "next" {
			err = g.NextRound()
		} else {
			var mv M
			if mv, err = e.ParseMove(l.Value); err == nil {
				if err = each(g, mv); err == nil {
					err = g.Apply(mv)
				}
			}
		}
		if err != nil {
			return g, r.Bad(l.N, "%v", err)
		}
	}
	return g, nil
}

// Moves returns the person's moves of the finished daily d, as the server
// reads them (Move.String), by replaying its record from the day's deal.
func (e Engine[G, M]) Moves(d store.Daily) ([]string, error) {
	var out []string
	_, err := e.Play(d, func(g G, mv M) error {
		if e.PersonToMove(g) {
			out = append(out, mv.String())
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// Replay returns the record of date's daily played with the person's
// moves (as the server sends them), the computers playing theirs.
func (e Engine[G, M]) Replay(date string, moves []string) ([]byte, error) {
	var mvs []M
	for _, s := range moves {
		mv, err := e.ParseMove(s)
		if err != nil {
			return nil, err
		}
		mvs = append(mvs, mv)
	}
	g, err := e.Verify(date, mvs)
	if err != nil && !errors.Is(err, e.Forged) {
		return nil, err
	}
	return g.MarshalText()
}

// Sender returns a sender of the game's finished dailies to online, kept
// in st's history.
func (e Engine[G, M]) Sender(online *kit.DailyOnline, st *store.Store) *Sender {
	return &Sender{Online: online, Store: st, Game: e.Name, Moves: e.Moves, Date: e.Date}
}

// Board shows the online day's table of date; a closed day's line opens
// in show, the game's replay, with the record its moves give (show's back
// returns to the table). back leaves the table.
func (e Engine[G, M]) Board(online *kit.DailyOnline, date string, show func(record []byte, back func()) error, back func()) {
	online.Board(e.Name, date, func(moves []string, back func()) error {
		text, err := e.Replay(date, moves)
		if err != nil {
			return err
		}
		return show(text, back)
	}, back)
}
