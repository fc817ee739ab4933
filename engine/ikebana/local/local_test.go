package local

import (
	"errors"
	"testing"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/match"
	"github.com/koikoi-app/koikoi/internal/splitmix"
)

func newGame(t *testing.T, players int, seed uint64) *ikebana.Game {
	t.Helper()
	g, err := ikebana.NewGame(ikebana.WithPlayers(players), ikebana.WithSeed(seed))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func seat(kind match.SeatKind) match.Seat {
	if kind == match.Computer {
		return match.Seat{Kind: kind, Level: "easy", Name: "Kiku"}
	}
	return match.Seat{Kind: kind, Name: "Ada"}
}

// playOut plays m to the game's end, the people at the phone making random
// legal moves and accepting each handover; it checks the events' numbers
// and returns the events and the handovers.
func playOut(t *testing.T, m *Match, g *ikebana.Game, seed uint64) (evs []ikebana.Event, handovers int) {
	t.Helper()
	rng := splitmix.Source(seed)
	last := uint64(0)
	read := func() {
		for _, e := range m.Events(last) {
			if e.Seq != last+1 {
				t.Fatalf("event %d after %d", e.Seq, last)
			}
			last = e.Seq
			evs = append(evs, e.Event)
		}
	}
	m.Start()
	for steps := 0; !g.State().GameOver(); steps++ {
		if steps > 10000 {
			t.Fatal("the game does not end")
		}
		read()
		switch {
		case m.Handover():
			if err := m.Submit(ikebana.Draw); !errors.Is(err, match.ErrHandover) {
				t.Fatalf("Submit before the handover: %v", err)
			}
			handovers++
			m.AcceptHandover()
		case g.State().Phase() == ikebana.PhaseRoundOver:
			if err := m.NextRound(); err != nil {
				t.Fatal(err)
			}
		default:
			if m.Viewer() != int(g.State().ToMove()) {
				t.Fatalf("viewer %d; seat %d is to move", m.Viewer(), g.State().ToMove())
			}
			ms := m.LegalMoves()
			if err := m.Submit(ms[rng.Intn(len(ms))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	read()
	return evs, handovers
}

func TestTables(t *testing.T) {
	C, P := match.Computer, match.Person
	for _, tc := range []struct {
		name  string
		seats []match.SeatKind
	}{
		{"computers", []match.SeatKind{C, C, C, C}},
		{"one person", []match.SeatKind{C, P, C}},
		{"pass and play", []match.SeatKind{P, P}},
		{"mixed", []match.SeatKind{P, C, P, C, P}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, len(tc.seats), 7)
			seats := make([]match.Seat, len(tc.seats))
			people := 0
			for p, k := range tc.seats {
				seats[p] = seat(k)
				if k == P {
					people++
				}
			}
			m, err := New(g, seats, Options{Options: match.Options{Sync: true}, Seed: 7})
			if err != nil {
				t.Fatal(err)
			}
			evs, handovers := playOut(t, m, g, 7)
			if evs[0].Kind != ikebana.EventRoundStart || evs[len(evs)-1].Kind != ikebana.EventGameEnd {
				t.Errorf("events from %v to %v; want a round's start to the game's end", evs[0], evs[len(evs)-1])
			}
			if (people > 1) != (handovers > 0) {
				t.Errorf("%d handovers with %d people at the phone", handovers, people)
			}
		})
	}
}

// TestSubmitErrors: a move out of turn or illegal is the engine's error and
// changes nothing.
func TestSubmitErrors(t *testing.T) {
	g := newGame(t, 3, 2)
	m, err := New(g, []match.Seat{seat(match.Person), seat(match.Computer), seat(match.Computer)}, Options{Options: match.Options{Sync: true}})
	if err != nil {
		t.Fatal(err)
	}
	m.Start()
	before, _ := m.MarshalText()
	n := len(m.Events(0))
	for _, c := range []struct {
		m    ikebana.Move
		want error
	}{
		{ikebana.Keep, ikebana.ErrWrongPhase},
		{ikebana.Buy(0), ikebana.ErrOwnDiscard},
		{ikebana.Buy(1), ikebana.ErrEmptyDiscard},
	} {
		if err := m.Submit(c.m); !errors.Is(err, c.want) {
			t.Errorf("Submit(%s) = %v; want %v", c.m, err, c.want)
		}
	}
	if _, err := (engine{g}).Apply(2, ikebana.Draw, nil); !errors.Is(err, ikebana.ErrNotYourTurn) {
		t.Errorf("a move of seat 2 out of turn = %v; want ErrNotYourTurn", err)
	}
	after, _ := m.MarshalText()
	if string(after) != string(before) || len(m.Events(0)) != n {
		t.Error("an illegal move changed the match")
	}
}
