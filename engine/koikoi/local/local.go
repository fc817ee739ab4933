package local

import (
	"fmt"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/ai"
	"github.com/koikoi-app/koikoi/engine/match"
)

// Match is a local Koi-Koi match.
type Match = match.Local[koikoi.Observation, koikoi.Move, koikoi.Event]

// Options set up a local match besides its game and seats.
type Options struct {
	match.Options             // Sync, Delay, OnMove
	Seed          uint64      // the computer at seat p plays with seed Seed+p
	AI            []ai.Option // more options for every computer player (budget, cores)
	// NewPlayer, when set, makes the computer of seat p at level instead
	// of package ai (tests: a player whose moves they know).
	NewPlayer func(level string, p int) (match.Player[koikoi.Observation, koikoi.Move], error)
}

// New returns a local match of g with seats[p] at seat p: Computer seats
// get a player of package ai at their Level. A game not yet begun starts
// with the events of its deal; a resumed one with none (the table shows
// the observation). Call Start once the table is shown.
func New(g *koikoi.Game, seats []match.Seat, o Options) (*Match, error) {
	newPlayer := o.NewPlayer
	if newPlayer == nil {
		newPlayer = func(level string, p int) (match.Player[koikoi.Observation, koikoi.Move], error) {
			return ai.New(level, append([]ai.Option{ai.WithSeed(o.Seed + uint64(p))}, o.AI...)...)
		}
	}
	players, err := match.Computers(seats, newPlayer)
	if err != nil {
		return nil, err
	}
	var start []koikoi.Event
	if g.Moves() == 0 {
		start = g.State().DealEvents(nil)
	}
	return match.NewLocal(engine{g}, match.Config[koikoi.Observation, koikoi.Move]{
		Seats: seats, Players: players, Options: o.Options}, start)
}

// engine is a Koi-Koi game behind seat numbers.
type engine struct{ g *koikoi.Game }

func (e engine) Players() int { return 2 }

func (e engine) ToMove() (int, bool) {
	s := e.g.State()
	switch s.Phase() {
	case koikoi.PhaseRoundOver, koikoi.PhaseGameOver:
		return 0, false
	}
	return int(s.ToMove()), true
}

func (e engine) Observe(p int) koikoi.Observation { return e.g.Observe(koikoi.Seat(p)) }

func (e engine) LegalMoves(p int) []koikoi.Move {
	if q, ok := e.ToMove(); !ok || q != p {
		return nil
	}
	return e.g.State().LegalMoves()
}

func (e engine) Apply(p int, m koikoi.Move, dst []koikoi.Event) ([]koikoi.Event, error) {
	if q, ok := e.ToMove(); ok && q != p {
		return dst, fmt.Errorf("%w: seat %d moved, seat %d is to move", koikoi.ErrNotYourTurn, p, q)
	}
	return e.g.ApplyEvents(m, dst)
}

func (e engine) NextRound(dst []koikoi.Event) ([]koikoi.Event, error) {
	return e.g.NextRoundEvents(dst)
}

func (e engine) For(ev koikoi.Event, p int) koikoi.Event { return ev.For(koikoi.Seat(p)) }

func (e engine) MarshalText() ([]byte, error) { return e.g.MarshalText() }
