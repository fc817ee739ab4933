// Package daily is Ikebana's daily deal: one game a UTC day, the same for
// everyone, at a table of hard computers. The deal comes from a seed that
// is a documented function of the date, and every computer's move from
// that seed, its seat and the position, so two players who make the same
// moves see the same game and their results compare. Verify replays a
// submitted game and refuses a result it cannot reproduce. docs/review.md
// describes it.
package daily

import (
	"fmt"
	"time"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/ai"
	"github.com/koikoi-app/koikoi/internal/dailyseed"
)

// The daily game's settings. Changing any of them, or the hard level's
// play, changes every day's game: a result is verified by the build that
// served it.
const (
	// Players is the table's size: the person and three computers.
	Players = 4
	// Budget is the computers' turns played out per decision, on one worker
	// so that their moves are the same on every machine.
	Budget = 60000
	// Person is the seat of the person playing the daily; the computers
	// sit in the others.
	Person ikebana.Seat = 0
)

// Errors Verify returns; callers test them with errors.Is. They are
// internal/dailyseed's, which both games' dailies share.
var (
	// ErrBadDate: a date that is not a day written YYYY-MM-DD.
	ErrBadDate = dailyseed.ErrBadDate
	// ErrBadSubmission: a move that is not legal where it stands, or too
	// few or too many moves.
	ErrBadSubmission = dailyseed.ErrBadSubmission
	// ErrForged: the moves replay to another result than the one claimed.
	ErrForged = dailyseed.ErrForged
)

// Date returns the day of t in UTC, as the daily names it: "2026-12-06".
func Date(t time.Time) string { return dailyseed.Date(t) }

// Seed returns the daily deal's seed for date (YYYY-MM-DD): the first 8
// bytes, little-endian, of SHA-256("ikebana-daily-" + date).
func Seed(date string) (uint64, error) { return dailyseed.Seed("ikebana", date) }

// New returns the daily game of date, before its first move: Players
// seats, no Bouquet final, the first player drawn from the seed.
func New(date string) (*ikebana.Game, error) {
	seed, err := Seed(date)
	if err != nil {
		return nil, err
	}
	return ikebana.NewGame(ikebana.WithPlayers(Players), ikebana.WithSeed(seed))
}

// Computers returns the daily's computer players for date, one a seat
// (nil at Person's): the hard level, each seeded with the day's seed and
// its seat.
func Computers(date string) ([]ai.Player, error) {
	seed, err := Seed(date)
	if err != nil {
		return nil, err
	}
	out := make([]ai.Player, Players)
	for p := range out {
		if ikebana.Seat(p) != Person {
			out[p], _ = ai.New("hard", ai.WithSeed(seed+uint64(p)), ai.WithBudget(Budget), ai.WithWorkers(1))
		}
	}
	return out, nil
}

// Submission is a played daily as a client sends it: the date, the
// person's moves in order, and the final prestige it claims, seat by seat.
type Submission struct {
	Date     string         `json:"date"`
	Moves    []ikebana.Move `json:"moves"`
	Prestige [Players]int   `json:"prestige"`
}

// replay plays the submission's moves through the engine, the computers
// playing their own, and returns the game as far as it went (nil for a
// bad date). A move that is not legal, moves missing or left over return
// ErrBadSubmission.
func replay(sub Submission) (*ikebana.Game, error) {
	g, err := New(sub.Date)
	if err != nil {
		return nil, err
	}
	bots, _ := Computers(sub.Date)
	roundOver := func(s ikebana.State) bool { return s.Phase() == ikebana.PhaseRoundOver }
	computer := func(s ikebana.State) (ikebana.Move, bool) {
		if s.ToMove() == Person {
			return ikebana.Move{}, false
		}
		o := s.Observe(s.ToMove())
		return bots[s.ToMove()].Move(&o), true
	}
	return g, dailyseed.Replay(g, sub.Moves, ikebana.State.GameOver, roundOver, computer)
}

// Verify replays the submission through the engine, the computers playing
// their own moves, and returns the final state. A move that is not legal,
// moves missing or left over return ErrBadSubmission; claimed prestige the
// moves do not give returns ErrForged.
func Verify(sub Submission) (ikebana.State, error) {
	g, err := VerifyGame(sub)
	if g == nil {
		return ikebana.State{}, err
	}
	return g.State(), err
}

// VerifyGame is Verify returning the game played (as far as it went; nil
// for a bad date), whose MarshalText is the record a review reads.
func VerifyGame(sub Submission) (*ikebana.Game, error) {
	g, err := replay(sub)
	if err != nil {
		return g, err
	}
	s := g.State()
	var got [Players]int
	for p := range got {
		got[p] = s.Prestige(ikebana.Seat(p))
	}
	if got != sub.Prestige {
		return g, fmt.Errorf("%w: claimed %v, the moves give %v", ErrForged, sub.Prestige, got)
	}
	return g, nil
}
