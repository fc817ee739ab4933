package kit

import (
	"errors"
	"testing"

	"github.com/koikoi-app/koikoi/engine/match"
)

// fakeMatch is a match.Match of ints whose moves are events: Submit
// records the move and signals Updates, a negative move is refused.
type fakeMatch struct {
	events  []int
	updates chan struct{}
	stopped bool
	next    int
}

var errRefused = errors.New("refused")

func (f *fakeMatch) Viewer() int              { return 0 }
func (f *fakeMatch) Seats() []match.Seat      { return []match.Seat{{Kind: match.Person}} }
func (f *fakeMatch) Observe() int             { return len(f.events) }
func (f *fakeMatch) LegalMoves() []int        { return nil }
func (f *fakeMatch) Updates() <-chan struct{} { return f.updates }
func (f *fakeMatch) Thinking() bool           { return false }
func (f *fakeMatch) Handover() bool           { return false }
func (f *fakeMatch) AcceptHandover()          {}
func (f *fakeMatch) NextRound() error         { f.next++; return nil }

func (f *fakeMatch) Events(after uint64) []match.Sequenced[int] {
	var out []match.Sequenced[int]
	for i := int(after); i < len(f.events); i++ {
		out = append(out, match.Sequenced[int]{Seq: uint64(i + 1), Event: f.events[i]})
	}
	return out
}

func (f *fakeMatch) Submit(m int) error {
	if m < 0 {
		return errRefused
	}
	f.events = append(f.events, m)
	return nil
}

func (f *fakeMatch) Stop() {
	if !f.stopped {
		f.stopped = true
		close(f.updates)
	}
}

// TestMatchPulls: Submit and NextRound pull once each after the match took
// them, a refused move pulls nothing; an update is pulled through Post
// until Stop, and a pull posted before Stop but run after it does
// nothing.
func TestMatchPulls(t *testing.T) {
	f := &fakeMatch{updates: make(chan struct{}, 1)}
	posted := make(chan func())
	m := &Match[int, int, int]{Play: f, Post: func(g func()) { posted <- g }}
	var told []int
	seen := uint64(0)
	m.Pull = func() {
		for _, s := range m.Play.Events(seen) {
			told, seen = append(told, s.Event), s.Seq
		}
		m.Changed()
	}
	changes := 0
	m.OnChange = func() { changes++ }
	m.Follow()

	if err := m.Submit(7); err != nil {
		t.Fatalf("Submit(7) = %v", err)
	}
	if err := m.Submit(-1); !errors.Is(err, errRefused) {
		t.Fatalf("Submit(-1) = %v; want the match's error", err)
	}
	if err := m.NextRound(); err != nil || f.next != 1 {
		t.Fatalf("NextRound() = %v, rounds dealt %d; want nil, 1", err, f.next)
	}
	if len(told) != 1 || told[0] != 7 || changes != 2 {
		t.Fatalf("after Submit(7), Submit(-1), NextRound: told %v, %d changes; want [7], 2", told, changes)
	}

	// A computer's move: the match signals, the pull comes through Post.
	f.events = append(f.events, 9)
	f.updates <- struct{}{}
	(<-posted)()
	if len(told) != 2 || told[1] != 9 {
		t.Fatalf("after an update: told %v; want [7 9]", told)
	}

	// A pull posted before Stop runs after it: it tells nothing.
	f.events = append(f.events, 11)
	f.updates <- struct{}{}
	late := <-posted
	m.Stop()
	late()
	if !m.Stopped() || !f.stopped || len(told) != 2 {
		t.Fatalf("after Stop: stopped %v, match stopped %v, told %v; want true, true, [7 9]", m.Stopped(), f.stopped, told)
	}
}

// TestMatchSync: in Sync mode nothing follows the updates (the calls that
// made the changes pull them).
func TestMatchSync(t *testing.T) {
	f := &fakeMatch{updates: make(chan struct{}, 1)}
	m := &Match[int, int, int]{Play: f, Sync: true, Post: func(func()) { t.Fatal("posted in Sync mode") }}
	pulls := 0
	m.Pull = func() { pulls++ }
	m.Follow()
	f.updates <- struct{}{}
	if err := m.Submit(1); err != nil || pulls != 1 {
		t.Fatalf("Submit(1) = %v after %d pulls; want nil after 1", err, pulls)
	}
	if len(f.updates) != 1 {
		t.Fatal("something read the updates in Sync mode")
	}
}

// recorded is a match with a text form.
type recorded struct{ fakeMatch }

func (recorded) MarshalText() ([]byte, error) { return []byte("match"), nil }

type text string

func (t text) MarshalText() ([]byte, error) { return []byte(t), nil }

// TestMatchRecord: the save is the match's own text form when it has one
// (a local match, under its lock), else the game's.
func TestMatchRecord(t *testing.T) {
	for _, c := range []struct {
		name string
		play match.Match[int, int, int]
		want string
	}{
		{"local", &recorded{}, "match"},
		{"online", &fakeMatch{}, "game"},
		{"not started", nil, "game"},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := &Match[int, int, int]{Play: c.play}
			got, _ := m.Record(text("game")).MarshalText()
			if string(got) != c.want {
				t.Errorf("Record(game) is %q; want %q", got, c.want)
			}
		})
	}
}
