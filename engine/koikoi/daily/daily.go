// Package daily is Koi-Koi's daily deal: one game a UTC day, the same for
// everyone, against the hard computer. The deal comes from a seed that is a
// documented function of the date, and the computer's every move from that
// seed and the position, so two players who make the same moves see the
// same game and their scores compare. Verify replays a submitted game and
// refuses a result it cannot reproduce. docs/review.md describes it.
package daily

import (
	"fmt"
	"time"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/ai"
	"github.com/koikoi-app/koikoi/internal/dailyseed"
)

// The daily game's settings. Changing any of them, or the hard level's
// play, changes every day's game: a result is verified by the build that
// served it.
const (
	// Preset is the daily's rules.
	Preset = "standard"
	// Rounds is the number of rounds of a daily game.
	Rounds = 6
	// Budget is the computer's search iterations per decision, on one
	// worker so that its moves are the same on every machine.
	Budget = 20000
	// Person is the seat of the person playing the daily; the computer
	// sits in the other.
	Person koikoi.Seat = 0
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
// bytes, little-endian, of SHA-256("koikoi-daily-" + date).
func Seed(date string) (uint64, error) { return dailyseed.Seed("koikoi", date) }

// New returns the daily game of date, before its first move.
func New(date string) (*koikoi.Game, error) {
	seed, err := Seed(date)
	if err != nil {
		return nil, err
	}
	r := koikoi.MustPreset(Preset)
	r.Rounds = Rounds
	return koikoi.NewGame(koikoi.WithRules(r), koikoi.WithSeed(seed))
}

// Computer returns the daily's computer player for date: the hard level,
// seeded with the day's seed, whose move depends only on that seed and what
// it sees.
func Computer(date string) (ai.Player, error) {
	seed, err := Seed(date)
	if err != nil {
		return nil, err
	}
	return ai.New("hard", ai.WithSeed(seed), ai.WithBudget(Budget), ai.WithWorkers(1))
}

// Submission is a played daily as a client sends it: the date, the
// person's moves in order, and the final score it claims (the person's,
// then the computer's).
type Submission struct {
	Date  string        `json:"date"`
	Moves []koikoi.Move `json:"moves"`
	Score [2]int        `json:"score"`
}

// replay plays the submission's moves through the engine, the computers
// playing their own, and returns the game as far as it went (nil for a
// bad date). A move that is not legal, moves missing or left over return
// ErrBadSubmission.
func replay(sub Submission) (*koikoi.Game, error) {
	g, err := New(sub.Date)
	if err != nil {
		return nil, err
	}
	bot, _ := Computer(sub.Date)
	over := func(s koikoi.State) bool { return s.Phase() == koikoi.PhaseGameOver }
	roundOver := func(s koikoi.State) bool { return s.Phase() == koikoi.PhaseRoundOver }
	computer := func(s koikoi.State) (koikoi.Move, bool) {
		if s.ToMove() == Person {
			return koikoi.Move{}, false
		}
		o := s.Observe(s.ToMove())
		return bot.Move(&o), true
	}
	return g, dailyseed.Replay(g, sub.Moves, over, roundOver, computer)
}

// Verify replays the submission through the engine, the computer playing
// its own moves, and returns the final state. A move that is not legal,
// moves missing or left over return ErrBadSubmission; a claimed score the
// moves do not give returns ErrForged.
func Verify(sub Submission) (koikoi.State, error) {
	g, err := VerifyGame(sub)
	if g == nil {
		return koikoi.State{}, err
	}
	return g.State(), err
}

// VerifyGame is Verify returning the game played (as far as it went; nil
// for a bad date), whose MarshalText is the record a review reads.
func VerifyGame(sub Submission) (*koikoi.Game, error) {
	g, err := replay(sub)
	if err != nil {
		return g, err
	}
	s := g.State()
	if got := [2]int{s.Score(Person), s.Score(Person.Other())}; got != sub.Score {
		return g, fmt.Errorf("%w: claimed %d-%d, the moves give %d-%d", ErrForged, sub.Score[0], sub.Score[1], got[0], got[1])
	}
	return g, nil
}
