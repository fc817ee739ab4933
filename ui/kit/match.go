package kit

import (
	"encoding"

	"fyne.io/fyne/v2"

	"github.com/koikoi-app/koikoi/engine/match"
)

// Match is what both games' Match types are built on: an engine/match.Match
// played by a table, whose changes it brings to the UI goroutine. O is the
// game's observation, M its move and E its event.
//
// A game's Match embeds it and sets Pull, which tells the events made since
// the last pull (the game's save, statistics, narration and animated
// steps). Pull runs on the UI goroutine: after every change the match
// reports through Updates (Follow), and after the viewer's own Submit and
// NextRound.
type Match[O, M, E any] struct {
	// Play is the match the screens talk to.
	Play match.Match[O, M, E]
	// Sync makes the computers move at once, without a goroutine (tests):
	// nothing follows Play's updates, every call pulls.
	Sync bool
	// Post runs f on the UI goroutine; nil means fyne.Do.
	Post func(f func())
	// Pull tells the events Play made since the last pull, on the UI
	// goroutine. The game sets it.
	Pull func()
	// OnChange is called on the UI goroutine after every change.
	OnChange func()
	// Restore shows the match as it stands after a panic in Pull or
	// OnChange, which Guard reported: the screens are built anew.
	Restore func()

	stopped bool
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

// Do runs f on the UI goroutine, through Post or fyne.Do.
func (m *Match[O, M, E]) Do(f func()) {
	if m.Post != nil {
		m.Post(f)
		return
	}
	fyne.Do(f)
}

// Submit makes the viewer's move m and tells its events; a move the
// engine refuses is an error and changes nothing.
func (m *Match[O, M, E]) Submit(mv M) error {
	if err := m.Play.Submit(mv); err != nil {
		return err
	}
	m.pull()
	return nil
}

// NextRound deals the next round once the scores were seen, and tells it.
func (m *Match[O, M, E]) NextRound() error {
	if err := m.Play.NextRound(); err != nil {
		return err
	}
	m.pull()
	return nil
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

// pull runs Pull, guarded: a panic is reported and the screens restored.
func (m *Match[O, M, E]) pull() { Guard("kit: telling a match's events", m.Pull, m.restore) }

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
