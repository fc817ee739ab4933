package local

import (
	"fmt"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/ai"
	"github.com/koikoi-app/koikoi/engine/match"
)

// Match is a local Ikebana match.
type Match = match.Local[ikebana.Observation, ikebana.Move, ikebana.Event]

// Options set up a local match besides its game and seats.
type Options struct {
	match.Options             // Sync, Delay, OnMove
	Seed          uint64      // the computer at seat p plays with seed Seed+p
	AI            []ai.Option // more options for every computer player (budget, cores)
}

// New returns a local match of g with seats[p] at seat p: Computer seats
// get a player of package ai at their Level. A game not yet begun starts
// with the events of its first round's start; a resumed one with none (the table shows
// the observation). Call Start once the table is shown.
func New(g *ikebana.Game, seats []match.Seat, o Options) (*Match, error) {
	players, err := match.Computers(seats, func(level string, p int) (match.Player[ikebana.Observation, ikebana.Move], error) {
		return ai.New(level, append([]ai.Option{ai.WithSeed(o.Seed + uint64(p))}, o.AI...)...)
	})
	if err != nil {
		return nil, err
	}
	var start []ikebana.Event
	if g.Moves() == 0 {
		start = g.State().DealEvents(nil)
	}
	return match.NewLocal(engine{g}, match.Config[ikebana.Observation, ikebana.Move]{
		Seats: seats, Players: players, Options: o.Options}, start)
}

// engine is a Ikebana game behind seat numbers.
type engine struct{ g *ikebana.Game }

func (e engine) Players() int { return e.g.State().Players() }

func (e engine) ToMove() (int, bool) {
	s := e.g.State()
	return int(s.ToMove()), s.Phase().Playing()
}

func (e engine) Observe(p int) ikebana.Observation { return e.g.Observe(ikebana.Seat(p)) }

func (e engine) LegalMoves(p int) []ikebana.Move {
	if q, ok := e.ToMove(); !ok || q != p {
		return nil
	}
	return e.g.State().LegalMoves()
}

func (e engine) Apply(p int, m ikebana.Move, dst []ikebana.Event) ([]ikebana.Event, error) {
	if q, ok := e.ToMove(); ok && q != p {
		return dst, fmt.Errorf("%w: seat %d moved, seat %d is to move", ikebana.ErrNotYourTurn, p, q)
	}
	return e.g.ApplyEvents(m, dst)
}

func (e engine) NextRound(dst []ikebana.Event) ([]ikebana.Event, error) {
	return e.g.NextRoundEvents(dst)
}

func (e engine) For(ev ikebana.Event, p int) ikebana.Event { return ev.For(ikebana.Seat(p)) }

func (e engine) MarshalText() ([]byte, error) { return e.g.MarshalText() }
