package kit

import (
	"errors"
	"sync"
	"testing"

	"github.com/koikoi-app/koikoi/engine/match"
)

// fakeMatch is a match.Match of ints whose moves are events: Submit
// records the move and signals Updates, a negative move is refused. With
// gate, Submit waits for it (a server's answer).
type fakeMatch struct {
	mu      sync.Mutex
	events  []int
	updates chan struct{}
	gate    chan struct{}
	stopped bool
	next    int
	nextErr error // what NextRound answers
}

var errRefused = errors.New("refused")

func (f *fakeMatch) Viewer() int              { return 0 }
func (f *fakeMatch) Seats() []match.Seat      { return []match.Seat{{Kind: match.Person}} }
func (f *fakeMatch) Observe() int             { _, obs := f.Since(0); return obs }
func (f *fakeMatch) LegalMoves() []int        { return nil }
func (f *fakeMatch) Updates() <-chan struct{} { return f.updates }
func (f *fakeMatch) Thinking() bool           { return false }
func (f *fakeMatch) Handover() bool           { return false }
func (f *fakeMatch) AcceptHandover()          {}
func (f *fakeMatch) NextRound() error         { f.next++; return f.nextErr }

func (f *fakeMatch) Since(seq uint64) ([]match.Sequenced[int], int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []match.Sequenced[int]
	for i := int(seq); i < len(f.events); i++ {
		out = append(out, match.Sequenced[int]{Seq: uint64(i + 1), Event: f.events[i]})
	}
	return out, len(f.events)
}

func (f *fakeMatch) Submit(m int) error {
	if f.gate != nil {
		<-f.gate
	}
	if m < 0 {
		return errRefused
	}
	f.add(m)
	return nil
}

// add makes a move (the viewer's, or another seat's) and signals it.
func (f *fakeMatch) add(m int) {
	f.mu.Lock()
	f.events = append(f.events, m)
	f.mu.Unlock()
	select {
	case f.updates <- struct{}{}:
	default:
	}
}

func (f *fakeMatch) Stop() {
	if !f.stopped {
		f.stopped = true
		close(f.updates)
	}
}

// pulled is a kit.Match over a fakeMatch whose Pull records what it told.
type pulled struct {
	*Match[int, int, int]
	f       *fakeMatch
	told    []int
	pulls   int
	changes int
}

func newPulled(f *fakeMatch, sync, online bool, post func(func())) *pulled {
	p := &pulled{Match: &Match[int, int, int]{Play: f, Sync: sync, Online: online, Post: post}, f: f}
	p.Pull = func() {
		p.pulls++
		evs, _ := p.Read()
		for _, s := range evs {
			p.told = append(p.told, s.Event)
		}
		p.Changed()
	}
	p.OnChange = func() { p.changes++ }
	return p
}

// TestMatchPulls: a move pulls once, from the update it makes, and then
// runs after it; a refused move pulls nothing; a computer's move is
// pulled the same way, until Stop, and a pull posted before Stop but run
// after it does nothing.
func TestMatchPulls(t *testing.T) {
	f := &fakeMatch{updates: make(chan struct{}, 1)}
	posted := make(chan func())
	m := newPulled(f, false, false, func(g func()) { posted <- g })
	m.Follow()

	thens := 0
	if err := m.Submit(7, func() { thens++ }); err != nil {
		t.Fatalf("Submit(7) = %v", err)
	}
	if m.pulls != 0 || thens != 0 {
		t.Fatalf("Submit pulled %d times, then ran %d times, before the update; want 0, 0", m.pulls, thens)
	}
	(<-posted)()
	if m.pulls != 1 || len(m.told) != 1 || m.told[0] != 7 || thens != 1 || m.Seq() != 1 {
		t.Fatalf("after Submit(7): %d pulls told %v, then ran %d times, seq %d; want 1 pull telling [7], 1, 1", m.pulls, m.told, thens, m.Seq())
	}
	if err := m.Submit(-1, func() { t.Error("then ran after a refused move") }); !errors.Is(err, errRefused) {
		t.Fatalf("Submit(-1) = %v; want the match's error", err)
	}
	if err := m.NextRound(); err != nil || f.next != 1 {
		t.Fatalf("NextRound() = %v, rounds dealt %d; want nil, 1", err, f.next)
	}

	// A computer's move: the match signals, the pull comes through Post.
	f.add(9)
	(<-posted)()
	if m.pulls != 2 || len(m.told) != 2 || m.told[1] != 9 {
		t.Fatalf("after an update: %d pulls told %v; want 2 telling [7 9]", m.pulls, m.told)
	}

	// A pull posted before Stop runs after it: it tells nothing.
	f.add(11)
	late := <-posted
	m.Stop()
	late()
	if !m.Stopped() || !f.stopped || len(m.told) != 2 {
		t.Fatalf("after Stop: stopped %v, match stopped %v, told %v; want true, true, [7 9]", m.Stopped(), f.stopped, m.told)
	}
}

// TestMatchSync: in Sync mode nothing follows the updates; the call that
// made a change pulls it, once, then runs then.
func TestMatchSync(t *testing.T) {
	f := &fakeMatch{updates: make(chan struct{}, 1)}
	m := newPulled(f, true, false, func(func()) { t.Fatal("posted in Sync mode") })
	m.Follow()
	thens := 0
	if err := m.Submit(1, func() { thens++ }); err != nil || m.pulls != 1 || thens != 1 {
		t.Fatalf("Submit(1) = %v after %d pulls, then ran %d times; want nil after 1, 1", err, m.pulls, thens)
	}
	if len(f.updates) != 1 {
		t.Fatal("something read the updates in Sync mode")
	}
	m.AcceptHandover()
	if err := m.NextRound(); err != nil || m.pulls != 3 {
		t.Fatalf("AcceptHandover, NextRound = %v: %d pulls; want 3", err, m.pulls)
	}
}

// TestMatchOnline: online a move goes off the UI goroutine: Sending until
// the answer, a move meanwhile refused with ErrSending; the answer tells
// the events and runs then; a refusal tells nothing.
func TestMatchOnline(t *testing.T) {
	f := &fakeMatch{updates: make(chan struct{}, 1), gate: make(chan struct{})}
	posted := make(chan func(), 4)
	m := newPulled(f, false, true, func(g func()) { posted <- g })
	thens := 0
	if err := m.Submit(3, func() { thens++ }); err != nil || !m.Sending() || m.changes != 1 {
		t.Fatalf("Submit(3) = %v, sending %v, %d changes; want nil, true, 1", err, m.Sending(), m.changes)
	}
	if err := m.Submit(4, nil); !errors.Is(err, ErrSending) {
		t.Fatalf("a second Submit = %v; want ErrSending", err)
	}
	f.gate <- struct{}{}
	(<-posted)()
	if m.Sending() || len(m.told) != 1 || m.told[0] != 3 || thens != 1 {
		t.Fatalf("after the answer: sending %v, told %v, then ran %d times; want false, [3], 1", m.Sending(), m.told, thens)
	}
	if err := m.Submit(-1, func() { t.Error("then ran after a refused move") }); err != nil {
		t.Fatalf("Submit(-1) = %v; want nil (the refusal comes later)", err)
	}
	f.gate <- struct{}{}
	(<-posted)()
	if m.Sending() || len(m.told) != 1 {
		t.Fatalf("after a refusal: sending %v, told %v; want false, [3]", m.Sending(), m.told)
	}
}

// recorded is a match with a text form.
type recorded struct{ fakeMatch }

func (*recorded) MarshalText() ([]byte, error) { return []byte("match"), nil }

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

// TestMatchNextRoundTwice: online, a Next after the round has moved on (a
// double tap on the scores' Next, the server's deal on its way) finds the
// round under way and only shows it, and a Next after the server ended the
// game (the last round over, a player gone) only shows the end; on the
// phone's own match the same answers are errors.
func TestMatchNextRoundTwice(t *testing.T) {
	for _, answer := range []error{match.ErrRoundNotOver, match.ErrGameOver} {
		for _, online := range []bool{true, false} {
			f := &fakeMatch{updates: make(chan struct{}, 1), nextErr: answer}
			m := newPulled(f, true, online, func(g func()) { g() })
			pulls := m.pulls
			err := m.NextRound()
			switch {
			case online && (err != nil || m.pulls != pulls+1):
				t.Errorf("online, %v: NextRound = %v, %d pulls; want nil and the table shown", answer, err, m.pulls-pulls)
			case !online && !errors.Is(err, answer):
				t.Errorf("offline: NextRound = %v; want %v", err, answer)
			}
		}
	}
}
