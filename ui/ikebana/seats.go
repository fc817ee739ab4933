package ikebana

import (
	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/store"
)

// Each seat of a match is a person or a computer florist (Save.Seats).
// Against the computer the player sits in seat 0 and the table always
// shows it. In pass-and-play two people or more share one phone, with
// computers perhaps among them: the table shows the person to move as the
// bottom seat (his bouquet large, his decision), and while computers move,
// the last person who did. Ikebana hides nothing, so between two people's
// turns a banner on the table names whose turn it is; the full hand-over
// screen (handover.go), which asks for the phone to change hands and tells
// what happened since that person's last turn, is a setting.

// Pass reports whether people pass the phone around.
func (m *Match) Pass() bool { return m.Save.Mode == store.ModePass }

// Person reports whether a person plays seat p.
func (m *Match) Person(p ikebana.Seat) bool {
	return int(p) < len(m.Save.Seats) && m.Save.Seats[p].Kind != store.SeatComputer
}

// Viewer returns the seat whose table the phone shows: the player against
// the computer, the person to move in pass-and-play (the match passes the
// phone on).
func (m *Match) Viewer() ikebana.Seat { return ikebana.Seat(m.Play.Viewer()) }

// HintsFor reports whether seat p is a person who asked for hints.
func (m *Match) HintsFor(p ikebana.Seat) bool {
	return m.Person(p) && int(p) < len(m.Save.Seats) && m.Save.Seats[p].Hints
}

// Banner reports whether the table names whose turn it is: in
// pass-and-play, on a person's turn.
func (m *Match) Banner() bool { return m.Pass() && m.MyTurn() }

// Handover reports whether the phone must go to the viewer before the
// table shows (the full hand-over screen).
func (m *Match) Handover() bool { return m.greet || m.Play.Handover() }

// AcceptHandover is called when the viewer has the phone.
func (m *Match) AcceptHandover() {
	if !m.Handover() {
		return
	}
	m.greet = false
	m.Play.AcceptHandover()
	m.Save.Handover = false
	m.save()
	m.Changed()
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
