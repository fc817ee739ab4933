package match

import (
	"errors"
	"sync"
)

// ErrNoNextRound: a scripted match has no next round; its script stages
// every position itself.
var ErrNoNextRound = errors.New("match: a scripted match deals no next round")

// Script is a staged game that answers its viewer's moves at once, on the
// caller's goroutine: a lesson's board, whose opponents' replies are
// written in the lesson (engine/koikoi/tutorial, engine/ikebana/tutorial).
// Scripted makes it a Match; it calls a Script's methods under its lock
// only, so a Script need not be safe for several goroutines.
type Script[O, M, E any] interface {
	// Seats returns who sits in every seat; the viewer is seat 0.
	Seats() []Seat
	// Observe returns what seat 0 sees now.
	Observe() O
	// LegalMoves returns seat 0's legal moves now, none when the script
	// waits for no move.
	LegalMoves() []M
	// Submit answers seat 0's move m: it appends the events of the move
	// and of the replies that follow it to dst and returns it. A move the
	// script refuses returns an error that says why, and changes nothing.
	Submit(m M, dst []E) ([]E, error)
	// For returns what seat 0 may see of e.
	For(e E) E
}

// Scripted is a Match over a Script, seen from seat 0: nobody thinks (the
// replies come with the move), no phone is handed over, no next round is
// dealt. Do runs the script's own actions (a lesson's Next, Back, quiz
// answers) under the same lock, their events in the same stream.
type Scripted[O, M, E any] struct {
	mu      sync.Mutex
	s       Script[O, M, E]
	log     []E // every event of the match, raw; event i is number i+1
	stopped bool
	updates chan struct{}
}

var _ Match[int, int, int] = (*Scripted[int, int, int])(nil)

// NewScripted returns the match of script s.
func NewScripted[O, M, E any](s Script[O, M, E]) *Scripted[O, M, E] {
	return &Scripted[O, M, E]{s: s, updates: make(chan struct{}, 1)}
}

// Viewer returns 0: a script is seen from seat 0.
func (m *Scripted[O, M, E]) Viewer() int { return 0 }

// Seats returns who sits in every seat.
func (m *Scripted[O, M, E]) Seats() []Seat {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.s.Seats()
}

// Observe returns what seat 0 sees now.
func (m *Scripted[O, M, E]) Observe() O {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.s.Observe()
}

// LegalMoves returns seat 0's legal moves now (none once stopped).
func (m *Scripted[O, M, E]) LegalMoves() []M {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.stopped {
		return nil
	}
	return m.s.LegalMoves()
}

// Events returns the events after number seq, as seat 0 may see them:
// Since's events.
func (m *Scripted[O, M, E]) Events(after uint64) []Sequenced[E] {
	evs, _ := m.Since(after)
	return evs
}

// Since returns the events after number seq, as seat 0 may see them, and
// what seat 0 sees after them, under one lock.
func (m *Scripted[O, M, E]) Since(seq uint64) ([]Sequenced[E], O) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return sequence(m.log, seq, m.s.For), m.s.Observe()
}

// sequence returns the events of log after number after, numbered, each
// as see shows it.
func sequence[E any](log []E, after uint64, see func(E) E) []Sequenced[E] {
	if after >= uint64(len(log)) {
		return nil
	}
	out := make([]Sequenced[E], 0, uint64(len(log))-after)
	for i := after; i < uint64(len(log)); i++ {
		out = append(out, Sequenced[E]{Seq: i + 1, Event: see(log[i])})
	}
	return out
}

// Updates returns the channel that receives after every change; Stop
// closes it.
func (m *Scripted[O, M, E]) Updates() <-chan struct{} { return m.updates }

// Submit makes seat 0's move: the script's refusal (its error, nothing
// changed), or the move and the replies, their events in the stream.
func (m *Scripted[O, M, E]) Submit(mv M) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.stopped {
		return ErrStopped
	}
	log, err := m.s.Submit(mv, m.log)
	if err != nil {
		return err
	}
	m.log = log
	m.notify()
	return nil
}

// NextRound returns ErrNoNextRound (ErrStopped once stopped).
func (m *Scripted[O, M, E]) NextRound() error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.stopped {
		return ErrStopped
	}
	return ErrNoNextRound
}

// Thinking returns false: the replies come with the move.
func (m *Scripted[O, M, E]) Thinking() bool { return false }

// Handover returns false: the phone stays with seat 0.
func (m *Scripted[O, M, E]) Handover() bool { return false }

// AcceptHandover does nothing: there is no handover.
func (m *Scripted[O, M, E]) AcceptHandover() {}

// Stop closes Updates; the match takes no more moves.
func (m *Scripted[O, M, E]) Stop() {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.stopped {
		return
	}
	m.stopped = true
	close(m.updates)
}

// Do runs f under the match's lock: f reads or changes the script,
// appends the events of what it did to dst and returns it, and says
// whether it changed anything (Updates then fires). Once the match is
// stopped f still reads, and its changes are not told.
func (m *Scripted[O, M, E]) Do(f func(dst []E) (log []E, changed bool)) {
	m.mu.Lock()
	defer m.mu.Unlock()
	log, changed := f(m.log)
	m.log = log
	if changed && !m.stopped {
		m.notify()
	}
}

// notify signals Updates without blocking. m.mu is held.
func (m *Scripted[O, M, E]) notify() {
	select {
	case m.updates <- struct{}{}:
	default:
	}
}
