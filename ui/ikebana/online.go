package ikebana

import (
	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/match"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// An online table is the same table as offline, playing a match whose
// other seats are people elsewhere and the server's computers: the same
// flights, narration, game log, hints (the player's own seat only) and
// scoring screens. What only an online table has (who is connected, the
// move clock, the short messages, the rematch, the reconnecting banner)
// is the online screens' bar, laid over every screen of the match. There
// is no save and no statistics here: the server keeps the game, and
// counts online games apart.

// Online is what the online screens lend an online table: the bar laid
// over it, the back key's question, and what stops it.
type Online = kit.OnlineTable

// PlayOnline shows the table of an online match, seen from the player's
// seat.
func (a *App) PlayOnline(play match.Match[ikebana.Observation, ikebana.Move, ikebana.Event], on Online) {
	a.leave()
	sv := store.IkebanaSave{Mode: store.ModeComputer}
	me := play.Viewer()
	for p, s := range play.Seats() {
		seat := store.IkebanaSeat{Kind: store.SeatPerson, Name: s.Name}
		switch {
		case s.Kind == match.Computer:
			seat = store.IkebanaSeat{Kind: store.SeatComputer, Level: s.Level}
		case p == me:
			seat.Name, seat.Hints = "", a.h.Settings().IkebanaPrefs.Hints // "you"
		}
		sv.Seats = append(sv.Seats, seat)
	}
	m := &Match{Save: sv, Lines: []string{}, me: ikebana.Seat(me), online: &on}
	m.Play, m.Pull = play, m.pull
	m.Online = true // a move waits for the server, off the UI goroutine
	m.Save.Seen = make([]int, len(sv.Seats))
	a.start(m)
}

// openOnline follows the online match: its events come from the server.
func (m *Match) openOnline() error {
	m.shown = m.Play.Observe()
	m.Follow()
	m.Tell()
	return nil
}

// onlineState is the state of an online match as the player's seat sees
// it, for the scoring screens: the round's results, the prestige and the
// winners are public (only the pile's order is not, which no screen
// shows).
func (m *Match) onlineState() ikebana.State {
	o := m.Play.Observe()
	return o.Determinize(0)
}

// onlineMatch returns what the online screens lent the match under way,
// or nil when it is this phone's own.
func (a *App) onlineMatch() *Online {
	if a.match == nil {
		return nil
	}
	return a.match.online
}

// LeaveOnline leaves the online table (its seat held by the server): the
// player said so when Back asked.
func (a *App) LeaveOnline() { a.leave() }
