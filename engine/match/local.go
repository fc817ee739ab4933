package match

import (
	"fmt"
	"sync"
	"time"
)

// Engine is what a local match needs of a game: its game's rules behind
// seat numbers. Each game implements it over its Game (the record).
type Engine[O, M, E any] interface {
	// Players returns the number of seats.
	Players() int
	// ToMove returns the seat that must move, and false when none must
	// (the round or the game is over).
	ToMove() (seat int, ok bool)
	// Observe returns what a seat sees.
	Observe(seat int) O
	// LegalMoves returns a seat's legal moves now, none out of turn.
	LegalMoves(seat int) []M
	// Apply makes seat's move and appends its events; a move out of turn
	// or illegal returns the engine's error and changes nothing.
	Apply(seat int, m M, dst []E) ([]E, error)
	// NextRound deals the next round and appends its events.
	NextRound(dst []E) ([]E, error)
	// For returns what seat may see of e.
	For(e E, seat int) E
	// MarshalText returns the game's text form, for saves.
	MarshalText() ([]byte, error)
}

// Player chooses a computer's moves from what its seat sees. Both games'
// ai.Player satisfy it.
type Player[O, M any] interface {
	Move(obs *O) M
}

// Computers returns the players of the Computer seats, by seat (nil at
// the others): newPlayer makes the player of seat p at its level.
func Computers[O, M any](seats []Seat, newPlayer func(level string, p int) (Player[O, M], error)) ([]Player[O, M], error) {
	players := make([]Player[O, M], len(seats))
	for p, s := range seats {
		if s.Kind != Computer {
			continue
		}
		pl, err := newPlayer(s.Level, p)
		if err != nil {
			return nil, fmt.Errorf("match: seat %d: %w", p, err)
		}
		players[p] = pl
	}
	return players, nil
}

// Options are a local match's settings that are the same for both games.
type Options struct {
	// Sync makes the computers move at once, on the goroutine that made
	// the change (tests).
	Sync bool
	// Delay returns a computer's least pause before its move (the table's
	// animations); its thinking counts in it.
	Delay func() time.Duration
	// OnMove is called after every change that moved the game (a move, a
	// deal, or in Sync mode a person's move with the computer moves that
	// follow it), outside the match's lock, on the goroutine that made
	// it: the app saves the game there (MarshalText).
	OnMove func()
	// Hold, when it returns true, holds the match after each computer's
	// turn that another computer's turn follows (the move passes from one
	// Computer seat to another), until Release: the person taps to go on
	// ("tap to continue"). The engine's position, the save (OnMove) and
	// the table then agree: nobody plays on behind the table. It is asked
	// on the goroutine of the calls that set the computers going (Start,
	// Submit, NextRound, Release), under the match's lock (it must not
	// call the match), so it may read the app's settings as the UI does;
	// its answer stands until the next such call.
	Hold func() bool
}

// Config sets up a local match.
type Config[O, M any] struct {
	// Seats says who sits where; Players holds the computer players, by
	// seat (nil at a person's seat).
	Seats   []Seat
	Players []Player[O, M]
	Options
}

// Local is a match on this device: people at this phone and computers.
type Local[O, M, E any] struct {
	mu       sync.Mutex
	eng      Engine[O, M, E]
	cfg      Config[O, M]
	log      []E // every event of the match, raw; event i is number i+1
	viewer   int
	handover bool
	thinking bool
	hold     bool // Hold's answer at the last call that set the computers going
	held     bool // Hold stopped the computers after a turn, until Release
	released bool // Release let them on: the next computer moves without its pause
	stopped  bool
	gen      int         // bumped by Stop: a computer move under way is dropped
	timer    *time.Timer // a computer's pause, until its move
	updates  chan struct{}
}

var (
	_ Match[int, int, int] = (*Local[int, int, int])(nil)
	_ Holder               = (*Local[int, int, int])(nil)
)

// NewLocal returns a local match over eng, with start as its first events
// (a new game's deal; none for a game resumed from a save). The viewer is
// the person to move, else the first person's seat, or seat 0 when only
// computers play; with several people at the phone (pass-and-play) it
// starts with a handover. Call Start once the table is shown.
func NewLocal[O, M, E any](eng Engine[O, M, E], cfg Config[O, M], start []E) (*Local[O, M, E], error) {
	n := eng.Players()
	if len(cfg.Seats) != n {
		return nil, fmt.Errorf("match: %d seats for %d players", len(cfg.Seats), n)
	}
	if len(cfg.Players) != n {
		return nil, fmt.Errorf("match: %d players for %d seats", len(cfg.Players), n)
	}
	for p, s := range cfg.Seats {
		switch {
		case s.Kind == Computer && cfg.Players[p] == nil:
			return nil, fmt.Errorf("match: seat %d: a computer with no player", p)
		case s.Kind == Person && cfg.Players[p] != nil:
			return nil, fmt.Errorf("match: seat %d: a person with a computer player", p)
		case s.Kind == Remote:
			return nil, fmt.Errorf("match: seat %d: a local match has no remote seat", p)
		}
	}
	m := &Local[O, M, E]{eng: eng, cfg: cfg, log: start, viewer: -1, updates: make(chan struct{}, 1)}
	people := 0
	for p, s := range cfg.Seats {
		if s.Kind == Person {
			people++
			if m.viewer < 0 {
				m.viewer = p
			}
		}
	}
	if m.viewer < 0 {
		m.viewer = 0
	}
	m.passOn()
	// Pass-and-play starts (or resumes) with the phone handed to whoever
	// plays first.
	m.handover = people > 1
	return m, nil
}

// Start lets the computers move if it is their turn.
func (m *Local[O, M, E]) Start() {
	m.mu.Lock()
	m.askHold()
	moved := m.step()
	m.mu.Unlock()
	m.after(moved)
}

// Viewer returns the seat the table is seen from.
func (m *Local[O, M, E]) Viewer() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.viewer
}

// Seats returns who sits in every seat.
func (m *Local[O, M, E]) Seats() []Seat { return append([]Seat(nil), m.cfg.Seats...) }

// Observe returns what the viewer sees.
func (m *Local[O, M, E]) Observe() O {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.eng.Observe(m.viewer)
}

// LegalMoves returns the viewer's legal moves: none when it is not a
// person's turn at this phone.
func (m *Local[O, M, E]) LegalMoves() []M {
	m.mu.Lock()
	defer m.mu.Unlock()
	if !m.personToMove() {
		return nil
	}
	return m.eng.LegalMoves(m.viewer)
}

// personToMove reports whether the viewer, a person holding the phone, must
// move now.
func (m *Local[O, M, E]) personToMove() bool {
	p, ok := m.eng.ToMove()
	return ok && p == m.viewer && m.cfg.Seats[p].Kind == Person && !m.handover && !m.stopped
}

// Events returns the events after number seq, as the viewer may see them:
// Since's events.
func (m *Local[O, M, E]) Events(after uint64) []Sequenced[E] {
	evs, _ := m.Since(after)
	return evs
}

// Since returns the events after number seq, as the viewer may see them,
// and what the viewer sees after them, under one lock.
func (m *Local[O, M, E]) Since(seq uint64) ([]Sequenced[E], O) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return sequence(m.log, seq, func(e E) E { return m.eng.For(e, m.viewer) }), m.eng.Observe(m.viewer)
}

// MarshalText returns the game's text form (the engine's), for saves: a
// save made in OnMove or at any time is of a game between two moves.
func (m *Local[O, M, E]) MarshalText() ([]byte, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.eng.MarshalText()
}

// Updates returns the channel that receives after every change; Stop
// closes it.
func (m *Local[O, M, E]) Updates() <-chan struct{} { return m.updates }

// Thinking reports whether a computer is choosing its move.
func (m *Local[O, M, E]) Thinking() bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.thinking
}

// Handover reports whether the phone must go to the viewer first.
func (m *Local[O, M, E]) Handover() bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.handover
}

// AcceptHandover says the viewer has the phone.
func (m *Local[O, M, E]) AcceptHandover() {
	m.mu.Lock()
	m.handover = false
	m.mu.Unlock()
	m.notify()
}

// Held reports whether the match holds after a computer's turn (Hold)
// until Release.
func (m *Local[O, M, E]) Held() bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.held
}

// Release ends a hold: the next computer plays at once (the table showed
// the last turn already, so no pause comes before its move). Without a
// hold it does nothing.
func (m *Local[O, M, E]) Release() {
	m.mu.Lock()
	if !m.held || m.stopped {
		m.mu.Unlock()
		return
	}
	m.askHold()
	m.held, m.released = false, true
	moved := m.step()
	m.mu.Unlock()
	m.after(moved)
}

// Submit makes the viewer's move. Out of turn it returns the engine's
// error (or ErrHandover, ErrStopped); an illegal move returns the engine's
// error. Either changes nothing.
func (m *Local[O, M, E]) Submit(mv M) error {
	m.mu.Lock()
	m.askHold()
	if m.stopped {
		m.mu.Unlock()
		return ErrStopped
	}
	if m.handover {
		m.mu.Unlock()
		return ErrHandover
	}
	if p, ok := m.eng.ToMove(); ok && p == m.viewer && m.cfg.Seats[p].Kind != Person {
		m.mu.Unlock()
		return fmt.Errorf("match: seat %d is a computer's", p)
	}
	return m.change(func() ([]E, error) { return m.eng.Apply(m.viewer, mv, m.log) })
}

// NextRound deals the next round once a round is over.
func (m *Local[O, M, E]) NextRound() error {
	m.mu.Lock()
	m.askHold()
	if m.stopped {
		m.mu.Unlock()
		return ErrStopped
	}
	return m.change(func() ([]E, error) { return m.eng.NextRound(m.log) })
}

// change makes the change f (a move or a deal, which appends its events
// to the log) and lets the computers answer. m.mu is held, and released.
func (m *Local[O, M, E]) change(f func() ([]E, error)) error {
	log, err := f()
	if err != nil {
		m.mu.Unlock()
		return err
	}
	m.log = log
	m.passOn()
	m.step()
	m.mu.Unlock()
	m.after(true)
	return nil
}

// Stop drops a computer move under way and its pause, and closes Updates;
// the match takes no more moves.
func (m *Local[O, M, E]) Stop() {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.stopped {
		return
	}
	m.gen++
	m.stopped, m.thinking, m.held = true, false, false
	if m.timer != nil {
		m.timer.Stop()
		m.timer = nil
	}
	close(m.updates)
}

// passOn makes the person to move the viewer in pass-and-play; the phone
// must be handed over when the viewer changes.
func (m *Local[O, M, E]) passOn() {
	p, ok := m.eng.ToMove()
	if !ok || m.cfg.Seats[p].Kind != Person || p == m.viewer {
		return
	}
	m.viewer, m.handover = p, true
}

// step lets the computers move while it is their turn: at once in Sync
// mode, else by starting the computer to move on its own goroutine. It
// reports whether a move was made. m.mu is held.
func (m *Local[O, M, E]) step() (moved bool) {
	for !m.stopped && !m.thinking && !m.held {
		p, ok := m.eng.ToMove()
		if !ok || m.cfg.Seats[p].Kind != Computer {
			return moved
		}
		obs := m.eng.Observe(p)
		pl := m.cfg.Players[p]
		if m.cfg.Sync {
			if !m.computerMove(p, pl.Move(&obs)) {
				return moved
			}
			moved = true
			continue
		}
		m.thinking = true
		gen := m.gen
		var delay time.Duration
		if m.cfg.Delay != nil && !m.released {
			delay = m.cfg.Delay()
		}
		m.released = false
		start := time.Now()
		go func() {
			mv := pl.Move(&obs)
			m.mu.Lock()
			defer m.mu.Unlock()
			if gen != m.gen {
				return
			}
			// The pause is a timer that Stop cancels, never a sleep.
			m.timer = time.AfterFunc(max(0, delay-time.Since(start)), func() { m.play(gen, p, mv) })
		}()
		return moved
	}
	return moved
}

// play makes the move a computer chose, unless Stop came first.
func (m *Local[O, M, E]) play(gen, p int, mv M) {
	m.mu.Lock()
	if gen != m.gen {
		m.mu.Unlock()
		return
	}
	m.timer, m.thinking = nil, false
	m.computerMove(p, mv)
	m.step()
	m.mu.Unlock()
	m.after(true)
}

// computerMove applies seat p's move, or its first legal move when the
// player misbehaves; it reports whether a move was made. m.mu is held.
func (m *Local[O, M, E]) computerMove(p int, mv M) bool {
	log, err := m.eng.Apply(p, mv, m.log)
	if err != nil {
		legal := m.eng.LegalMoves(p)
		if len(legal) == 0 {
			return false
		}
		if log, err = m.eng.Apply(p, legal[0], m.log); err != nil {
			return false
		}
	}
	m.log = log
	m.passOn()
	if q, ok := m.eng.ToMove(); ok && q != p && m.cfg.Seats[q].Kind == Computer && m.hold {
		m.held = true // the turn passed to another computer: wait for the person
	}
	return true
}

// askHold asks Hold for the computers' turns to come. m.mu is held.
func (m *Local[O, M, E]) askHold() { m.hold = m.cfg.Hold != nil && m.cfg.Hold() }

// after tells the world of a change: OnMove (when moved) and Updates.
func (m *Local[O, M, E]) after(moved bool) {
	if moved && m.cfg.OnMove != nil {
		m.cfg.OnMove()
	}
	m.notify()
}

// notify signals Updates without blocking: one pending signal is enough.
func (m *Local[O, M, E]) notify() {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.stopped {
		return
	}
	select {
	case m.updates <- struct{}{}:
	default:
	}
}
