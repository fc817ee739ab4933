package ikebana

import (
	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/store"
)

// Each seat of a match is a person or a computer florist (Save.Seats).
// Against the computer the player sits in seat 0 and the table always
// shows it. In pass-and-play every seat is a person sharing one phone: the
// table shows the seat to move as the bottom one (its bouquet large, its
// decision), and between two people's turns a hand-over screen asks for
// the phone to change hands and tells the next person what happened since
// his last turn.

// Pass reports whether people pass the phone around.
func (m *Match) Pass() bool { return m.Save.Mode == store.ModePass }

// Person reports whether a person plays seat p.
func (m *Match) Person(p ikebana.Seat) bool { return int(p) < len(m.Players) && m.Players[p] == nil }

// Viewer returns the seat whose table the phone shows: the player against
// the computer, the person to move in pass-and-play.
func (m *Match) Viewer() ikebana.Seat { return m.viewer }

// Handover reports whether the phone must go to the viewer before the
// table shows.
func (m *Match) Handover() bool { return m.Save.Handover }

// AcceptHandover is called when the viewer has the phone.
func (m *Match) AcceptHandover() {
	if !m.Save.Handover {
		return
	}
	m.Save.Handover = false
	m.save()
	m.changed()
}

// Since returns the narration lines of the round seat p has not seen: the
// other florists' moves since its last turn.
func (m *Match) Since(p ikebana.Seat) []string {
	seen := 0
	if int(p) < len(m.Save.Seen) {
		seen = min(max(m.Save.Seen[p], 0), len(m.Lines))
	}
	return m.Lines[seen:]
}

// names returns the seats' names as the save has them.
func (m *Match) names() []string {
	out := make([]string, len(m.Save.Seats))
	for i, s := range m.Save.Seats {
		out[i] = s.Name
	}
	return out
}

// sitDown sets the viewer of a new or resumed match.
func (m *Match) sitDown() {
	m.viewer = you
	if m.Pass() {
		m.viewer = m.State().ToMove()
	}
}

// passOn follows a move by seat p: p saw the round's lines so far, and in
// pass-and-play the phone goes to the next person to move.
func (m *Match) passOn(p ikebana.Seat) {
	if int(p) < len(m.Save.Seen) {
		m.Save.Seen[p] = len(m.Lines)
	}
	st := m.State()
	if !m.Pass() || !st.Phase().Playing() {
		return
	}
	if next := st.ToMove(); next != m.viewer && m.Person(next) {
		m.viewer = next
		m.Save.Handover = true
	}
}

// newRound hands the phone to the round's first florist in pass-and-play:
// everyone looked at the scores, the hand-over says who starts.
func (m *Match) newRound() {
	if m.Pass() && m.State().Phase().Playing() {
		m.viewer = m.State().ToMove()
		m.Save.Handover = true
	}
}
