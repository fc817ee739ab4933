package local

import (
	"errors"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/match"
	"github.com/koikoi-app/koikoi/internal/splitmix"
)

func newGame(t *testing.T, seed uint64) *koikoi.Game {
	t.Helper()
	g, err := koikoi.NewGame(koikoi.WithSeed(seed), koikoi.WithRules(koikoi.MustPreset("museum")))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

var (
	computer = match.Seat{Kind: match.Computer, Level: "easy", Name: "Hana"}
	person   = match.Seat{Kind: match.Person, Name: "Ada"}
)

// playOut plays m to the game's end: the people at the phone make random
// legal moves (accepting each handover), the computers theirs, and every
// finished round is followed by the next. It returns the events seen.
func playOut(t *testing.T, m *Match, g *koikoi.Game, seed uint64) []match.Sequenced[koikoi.Event] {
	t.Helper()
	rng := splitmix.Source(seed)
	var seen []match.Sequenced[koikoi.Event]
	read := func() {
		last := uint64(0)
		if len(seen) > 0 {
			last = seen[len(seen)-1].Seq
		}
		for _, e := range m.Events(last) {
			if e.Seq != last+1 {
				t.Fatalf("event %d after %d", e.Seq, last)
			}
			last = e.Seq
			seen = append(seen, e)
		}
	}
	m.Start()
	for steps := 0; g.State().Phase() != koikoi.PhaseGameOver; steps++ {
		if steps > 10000 {
			t.Fatal("the game does not end")
		}
		read()
		switch {
		case m.Handover():
			if len(m.LegalMoves()) != 0 {
				t.Fatal("legal moves before the handover")
			}
			if err := m.Submit(koikoi.KoiKoi); !errors.Is(err, match.ErrHandover) {
				t.Fatalf("Submit before the handover: %v", err)
			}
			m.AcceptHandover()
		case g.State().Phase() == koikoi.PhaseRoundOver:
			if err := m.NextRound(); err != nil {
				t.Fatal(err)
			}
		default:
			ms := m.LegalMoves()
			if len(ms) == 0 {
				t.Fatalf("no legal move for the viewer %d in %s", m.Viewer(), g.State().Phase())
			}
			if err := m.Submit(ms[rng.Intn(len(ms))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	read()
	return seen
}

func TestComputersOnly(t *testing.T) {
	g := newGame(t, 1)
	saves := 0
	m, err := New(g, []match.Seat{computer, {Kind: match.Computer, Level: "random"}}, Options{Options: match.Options{Sync: true, OnMove: func() { saves++ }}})
	if err != nil {
		t.Fatal(err)
	}
	evs := playOut(t, m, g, 1)
	if evs[0].Event.Kind != koikoi.EventDeal || evs[len(evs)-1].Event.Kind != koikoi.EventGameEnd {
		t.Errorf("events from %v to %v; want a deal to the game's end", evs[0].Event, evs[len(evs)-1].Event)
	}
	if saves == 0 || saves > g.Moves() {
		t.Errorf("OnMove called %d times for %d moves and deals", saves, g.Moves())
	}
	if m.Viewer() != 0 || len(m.LegalMoves()) != 0 {
		t.Errorf("viewer %d, legal moves %v; want seat 0 and none", m.Viewer(), m.LegalMoves())
	}
}

func TestPersonAgainstComputer(t *testing.T) {
	for seed := uint64(0); seed < 5; seed++ {
		g := newGame(t, seed)
		m, err := New(g, []match.Seat{computer, person}, Options{Options: match.Options{Sync: true}, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		evs := playOut(t, m, g, seed)
		if last := evs[len(evs)-1].Event; last.Kind != koikoi.EventGameEnd || last.Scores != [2]int{g.State().Score(0), g.State().Score(1)} {
			t.Errorf("last event %v; want the game's end with the scores", last)
		}
		if m.Viewer() != 1 {
			t.Errorf("viewer %d; want the person's seat 1", m.Viewer())
		}
		if m.Handover() {
			t.Error("a handover with one person at the phone")
		}
	}
}

// TestPassAndPlay: two people share the phone; the viewer is the person to
// move, the phone is handed over between them, and each sees its own hand
// in the deal's events.
func TestPassAndPlay(t *testing.T) {
	g := newGame(t, 3)
	m, err := New(g, []match.Seat{person, {Kind: match.Person, Name: "Bo"}}, Options{Options: match.Options{Sync: true}})
	if err != nil {
		t.Fatal(err)
	}
	first := g.State().ToMove()
	if m.Viewer() != int(first) || !m.Handover() {
		t.Errorf("viewer %d, handover %v; want %d, the first to move, and the phone handed over", m.Viewer(), m.Handover(), first)
	}
	if len(m.LegalMoves()) != 0 {
		t.Error("legal moves before the first handover")
	}
	deal := m.Events(0)[0].Event
	if deal.Hand != g.State().Hand(first) {
		t.Errorf("the deal shows hand %v; want the viewer's %v", deal.Hand, g.State().Hand(first))
	}
	handovers := 0
	m.Start()
	for g.State().Phase() != koikoi.PhaseGameOver {
		if m.Handover() {
			handovers++
			m.AcceptHandover()
		}
		if g.State().Phase() == koikoi.PhaseRoundOver {
			if err := m.NextRound(); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if m.Viewer() != int(g.State().ToMove()) {
			t.Fatalf("viewer %d; seat %d is to move", m.Viewer(), g.State().ToMove())
		}
		if err := m.Submit(m.LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	if handovers < 10 {
		t.Errorf("%d handovers in a whole game", handovers)
	}
}

// TestSubmitErrors: a move out of turn or illegal is the engine's error and
// changes nothing.
func TestSubmitErrors(t *testing.T) {
	g := newGame(t, 4)
	m, err := New(g, []match.Seat{person, computer}, Options{Options: match.Options{Sync: true}})
	if err != nil {
		t.Fatal(err)
	}
	m.Start()
	for g.State().ToMove() != 0 || g.State().Phase() != koikoi.PhasePlay {
		if err := m.Submit(m.LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	before, _ := m.MarshalText()
	n := len(m.Events(0))
	notInHand := (koikoi.FullDeck &^ g.State().Hand(0)).First()
	for _, c := range []struct {
		m    koikoi.Move
		want error
	}{
		{koikoi.Play(notInHand), koikoi.ErrNotInHand},
		{koikoi.Shobu, koikoi.ErrWrongPhase},
		{koikoi.Capture(notInHand), koikoi.ErrWrongPhase},
	} {
		if err := m.Submit(c.m); !errors.Is(err, c.want) {
			t.Errorf("Submit(%s) = %v; want %v", c.m, err, c.want)
		}
	}
	if err := m.NextRound(); !errors.Is(err, koikoi.ErrWrongPhase) {
		t.Errorf("NextRound mid-round = %v; want ErrWrongPhase", err)
	}
	after, _ := m.MarshalText()
	if string(after) != string(before) || len(m.Events(0)) != n {
		t.Error("an illegal move changed the match")
	}
	// Out of turn: the engine behind the match refuses seat 1's move now.
	if _, err := (engine{g}).Apply(1, koikoi.Shobu, nil); !errors.Is(err, koikoi.ErrNotYourTurn) {
		t.Errorf("a move of seat 1 out of turn = %v; want ErrNotYourTurn", err)
	}
	m.Stop()
	if err := m.Submit(koikoi.Shobu); !errors.Is(err, match.ErrStopped) {
		t.Errorf("Submit after Stop = %v; want ErrStopped", err)
	}
}

// TestResume: a game saved mid-round comes back with no deal to tell and
// the same observation.
func TestResume(t *testing.T) {
	g := newGame(t, 5)
	m, err := New(g, []match.Seat{person, computer}, Options{Options: match.Options{Sync: true}})
	if err != nil {
		t.Fatal(err)
	}
	m.Start()
	for i := 0; i < 3 && len(m.LegalMoves()) > 0; i++ {
		if err := m.Submit(m.LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	text, err := m.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	var back koikoi.Game
	if err := back.UnmarshalText(text); err != nil {
		t.Fatal(err)
	}
	r, err := New(&back, []match.Seat{person, computer}, Options{Options: match.Options{Sync: true}})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Events(0)) != 0 {
		t.Errorf("a resumed game tells %d events", len(r.Events(0)))
	}
	if got, want := r.Observe(), m.Observe(); got.Hand != want.Hand || got.Field != want.Field || got.Phase != want.Phase {
		t.Errorf("resumed observation %+v; want %+v", got, want)
	}
}

func TestNewErrors(t *testing.T) {
	g := newGame(t, 6)
	for _, seats := range [][]match.Seat{
		{person},
		{person, {Kind: match.Computer, Level: "genius"}},
		{person, {Kind: match.Remote}},
	} {
		if _, err := New(g, seats, Options{}); err == nil {
			t.Errorf("New with seats %v: no error", seats)
		}
	}
}

// TestComputersAsync: two computers play a whole game on their own
// goroutines; the caller only follows Updates and deals the next rounds.
func TestComputersAsync(t *testing.T) {
	g := newGame(t, 8)
	random := match.Seat{Kind: match.Computer, Level: "random"}
	m, err := New(g, []match.Seat{random, random}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	m.Start()
	for range m.Updates() {
		switch m.Observe().Phase {
		case koikoi.PhaseRoundOver:
			if err := m.NextRound(); err != nil {
				t.Fatal(err)
			}
		case koikoi.PhaseGameOver:
			m.Stop()
		}
	}
	evs := m.Events(0)
	if last := evs[len(evs)-1].Event; last.Kind != koikoi.EventGameEnd {
		t.Errorf("last event %v; want the game's end", last)
	}
}

// TestSubmitOutOfTurn: while the computer thinks, the person's move is the
// engine's ErrNotYourTurn and changes nothing; Stop cancels the computer's
// pending move.
func TestSubmitOutOfTurn(t *testing.T) {
	g, err := koikoi.NewGame(koikoi.WithSeed(9), koikoi.WithDealer(0), koikoi.WithRules(koikoi.MustPreset("museum")))
	if err != nil {
		t.Fatal(err)
	}
	m, err := New(g, []match.Seat{computer, person}, Options{Options: match.Options{Delay: func() time.Duration { return time.Hour }}})
	if err != nil {
		t.Fatal(err)
	}
	m.Start()
	before, _ := m.MarshalText()
	hand := m.Observe().Hand
	if err := m.Submit(koikoi.Play(hand.First())); !errors.Is(err, koikoi.ErrNotYourTurn) {
		t.Errorf("Submit out of turn = %v; want ErrNotYourTurn", err)
	}
	if !m.Thinking() {
		t.Error("the computer is not thinking")
	}
	m.Stop()
	after, _ := m.MarshalText()
	if string(after) != string(before) || m.Thinking() {
		t.Error("the move out of turn or the stopped computer changed the game")
	}
}
