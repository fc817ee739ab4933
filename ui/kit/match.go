package kit

import (
	"encoding"
	"errors"

	"fyne.io/fyne/v2"

	"github.com/koikoi-app/koikoi/engine/match"
)

// ErrSending: a move was made while the last one is still on its way to
// the server (an online match takes one move at a time).
var ErrSending = errors.New("kit: the last move is still on its way")

// Match is what both games' Match types are built on: an engine/match.Match
// played by a table, whose changes it brings to the UI goroutine. O is the
// game's observation, M its move and E its event.
//
// A game's Match embeds it and sets Pull, which tells what changed since
// the last pull (the game's save, statistics, narration and animated
// steps), reading it with Read. Pull runs on the UI goroutine once per
// change: Follow pulls after every change the match reports through
// Updates; in Sync mode (nothing follows) the calls that made the change
// pull it.
type Match[O, M, E any] struct {
	// Play is the match the screens talk to.
	Play match.Match[O, M, E]
	// Sync makes the computers move at once, without a goroutine (tests):
	// nothing follows Play's updates, every call pulls.
	Sync bool
	// Online says that Play waits for a server on Submit: the move is sent
	// off the UI goroutine, one at a time (Sending).
	Online bool
	// Post runs f on the UI goroutine; nil means fyne.Do.
	Post func(f func())
	// Pull tells what Play did since the last pull, on the UI goroutine.
	// The game sets it.
	Pull func()
	// OnChange is called on the UI goroutine after every change.
	OnChange func()
	// Restore shows the match as it stands after a panic in Pull or
	// OnChange, which Guard reported: the screens are built anew.
	Restore func()

	seen    uint64 // the number of the last event read (Read)
	stopped bool
	sending bool
	// then are the calls to make once the events after a move are told:
	// after the pull that reads events numbered after seq.
	then []after
}

// after is a call to make once the events after number seq are read.
type after struct {
	seq uint64
	f   func()
}

// Follow brings every change of Play to the UI goroutine, a Pull each,
// until Stop (unless Sync: the changes are pulled by the calls that made
// them).
func (m *Match[O, M, E]) Follow() {
	if m.Sync {
		return
	}
	go func(updates <-chan struct{}) {
		for range updates {
			m.Do(func() {
				if !m.stopped {
					m.pull()
				}
			})
		}
	}(m.Play.Updates())
}

// pull runs Pull, guarded (a panic is reported and the screens
// restored), then the calls waiting for the events it read.
func (m *Match[O, M, E]) pull() {
	Guard("kit: telling a match's events", m.Pull, m.restore)
	waiting := m.then[:0]
	var due []func()
	for _, a := range m.then {
		if m.seen > a.seq {
			due = append(due, a.f)
		} else {
			waiting = append(waiting, a)
		}
	}
	m.then = waiting
	for _, f := range due {
		f()
	}
}

// Tell pulls now: what Play did before the table followed it (a new
// game's deal, an online table's history), or what waited while the table
// held (a game's own pause).
func (m *Match[O, M, E]) Tell() { m.pull() }

// Told pulls after a call that changed Play (a move, a deal, a handover,
// the computers let go), in Sync mode; otherwise Follow pulls it from the
// change's update.
func (m *Match[O, M, E]) Told() {
	if m.Sync {
		m.pull()
	}
}

// Read reads in one call what Play did after the events already read:
// the events numbered after Seq, and what the viewer sees after them. It
// remembers the last event's number. Pull calls it.
func (m *Match[O, M, E]) Read() ([]match.Sequenced[E], O) {
	evs, obs := m.Play.Since(m.seen)
	if len(evs) > 0 {
		m.seen = evs[len(evs)-1].Seq
	}
	return evs, obs
}

// Seq returns the number of the last event read: it grows with every
// move and deal (a hint is for the position it was asked at).
func (m *Match[O, M, E]) Seq() uint64 { return m.seen }

// Do runs f on the UI goroutine, through Post or fyne.Do.
func (m *Match[O, M, E]) Do(f func()) {
	if m.Post != nil {
		m.Post(f)
		return
	}
	fyne.Do(f)
}

// Submit makes the viewer's move and calls then (when not nil) once its
// events are told. A move the match refuses (out of turn, illegal) is its
// error and changes nothing. Online the move goes off the UI goroutine:
// Sending until the server answered, a refusal then logged (the table
// shows the position as it is), and ErrSending for a move made meanwhile.
func (m *Match[O, M, E]) Submit(mv M, then func()) error {
	if m.sending {
		return ErrSending
	}
	if m.Online {
		m.sending = true
		m.Changed()
		go func() {
			err := m.Play.Submit(mv)
			m.Do(func() {
				m.sending = false
				if m.stopped {
					return
				}
				if err != nil {
					fyne.LogError("a move at an online table", err)
					m.Changed()
					return
				}
				// The move's events (those Follow has not told yet) and the
				// end of Sending: a table told them already still shows it.
				seq := m.seen
				if m.pull(); m.seen == seq {
					m.Changed()
				}
				if then != nil {
					then()
				}
			})
		}()
		return nil
	}
	seq := m.seen
	if err := m.Play.Submit(mv); err != nil {
		return err
	}
	if then != nil {
		m.then = append(m.then, after{seq, then})
	}
	m.Told()
	return nil
}

// Sending reports whether the viewer's online move is on its way.
func (m *Match[O, M, E]) Sending() bool { return m.sending }

// NextRound deals the next round once the scores were seen, and tells it.
// Online the server deals it by itself: a second Next (a double tap)
// while the first one's round is on its way finds the round under way,
// and a Next after the server ended the game (the last round over, a
// player gone) finds it ended: either way it only shows what came.
func (m *Match[O, M, E]) NextRound() error {
	if err := m.Play.NextRound(); err != nil {
		if !m.Online || !errors.Is(err, match.ErrRoundNotOver) && !errors.Is(err, match.ErrGameOver) {
			return err
		}
		m.pull()
		return nil
	}
	m.Told()
	return nil
}

// AcceptHandover says the next player has the phone, and tells the table.
func (m *Match[O, M, E]) AcceptHandover() {
	m.Play.AcceptHandover()
	m.Told()
}

// Thinking reports whether a computer (or a person elsewhere) is choosing
// a move.
func (m *Match[O, M, E]) Thinking() bool { return m.Play != nil && m.Play.Thinking() }

// Stop drops the computer's move under way and its pause, and tells
// nothing more (the player left the table).
func (m *Match[O, M, E]) Stop() {
	m.stopped = true
	if m.Play != nil {
		m.Play.Stop()
	}
}

// Stopped reports whether Stop was called.
func (m *Match[O, M, E]) Stopped() bool { return m.stopped }

// restore runs Restore, if set.
func (m *Match[O, M, E]) restore() {
	if m.Restore != nil {
		m.Restore()
	}
}

// Changed calls OnChange, if set, guarded: a panic is reported and the
// screens restored.
func (m *Match[O, M, E]) Changed() {
	if m.OnChange != nil {
		Guard("kit: showing a match's change", m.OnChange, m.restore)
	}
}

// Record returns the game's text form for a save: Play's own when it has
// one (a local match writes it under its lock, so a computer's move stays
// out), else game's.
func (m *Match[O, M, E]) Record(game encoding.TextMarshaler) encoding.TextMarshaler {
	if r, ok := m.Play.(encoding.TextMarshaler); ok {
		return r
	}
	return game
}
