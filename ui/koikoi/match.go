package koikoi

import (
	"crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"time"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/ai"
	"github.com/koikoi-app/koikoi/engine/koikoi/daily"
	"github.com/koikoi-app/koikoi/engine/koikoi/local"
	"github.com/koikoi-app/koikoi/engine/match"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// Match is the Koi-Koi game under way as the app keeps it: the match the
// table plays (an engine/match.Match: what the viewer sees, its legal
// moves, the events, Submit), and what the app adds to it: the save, the
// statistics and the round's steps, told from the events. It holds no
// widget; OnSteps and OnChange tell the screens. Ikebana's Match is the
// same kit.Match with its own envelope.
type Match struct {
	// Match plays the match (Play) and brings its changes to the UI
	// goroutine (Sync, Post, OnChange).
	kit.Match[koikoi.Observation, koikoi.Move, koikoi.Event]
	// Game is the record Play plays: it is read only before the match
	// starts (and by tests that play synchronously).
	Game *koikoi.Game
	Save store.KoikoiSave

	// Delay returns the computer's least pause before its move (the
	// table's animations).
	Delay func() time.Duration
	// newPlayer, when set, makes the computer player instead of package
	// ai (tests).
	newPlayer func(level string) (match.Player[koikoi.Observation, koikoi.Move], error)
	// OnSteps is called on the UI goroutine, before OnChange, with the
	// steps of the events told since the last call: the table animates
	// them.
	OnSteps func([]Step)
	// OnSaveError is called when the autosave fails.
	OnSaveError func(error)
	// Store saves the game; Stats are counted at each round's end and
	// written through Store. Both may be nil.
	Store *store.Store
	Stats *store.KoikoiStats
	// DailyPending, for a daily, tells at its end whether its result is
	// to be sent to the online daily table (the player has an online
	// identity); nil: never.
	DailyPending func() bool

	local   *local.Match
	seated  []match.Seat       // who sits where (Play's Seats)
	shown   koikoi.Observation // what the viewer saw after the last event told
	log     []Step             // the round's steps so far, oldest first
	past    []Step             // the earlier rounds' steps: the game log
	results []koikoi.RoundResult
	end     *koikoi.Event // the game's end, once told
	hash    string        // the round's fair-deal fingerprint
	ended   int           // the rounds whose end was told (or replayed)
	// online is what the online screens lend an online match (nil on
	// this phone's own).
	online *Online
}

// RandomSeed returns a seed from the system's random source.
func RandomSeed() uint64 {
	var b [8]byte
	rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:])
}

// newMatch returns the match of g as sv says: against the computer at its
// level (seat 1), or two people passing the phone. Call open, then start
// once the screens follow it.
func newMatch(g *koikoi.Game, sv store.KoikoiSave) *Match {
	if sv.Mode != store.ModePass {
		sv.Mode = store.ModeComputer
	}
	m := &Match{Game: g, Save: sv}
	m.Pull = m.pull
	return m
}

// seats returns the match's seats as engine/match names them.
func (m *Match) seats(level string) []match.Seat {
	if m.Save.Mode == store.ModePass {
		return []match.Seat{{Kind: match.Person}, {Kind: match.Person}}
	}
	return []match.Seat{{Kind: match.Person}, {Kind: match.Computer, Level: level}}
}

// open makes the local match; a resumed game's steps so far are replayed
// from its record (the game log, the narration's last line).
func (m *Match) open() error {
	o := local.Options{Options: match.Options{Sync: m.Sync, Delay: m.Delay},
		// The computer (seat 1) plays with the save's seed, as it
		// always has.
		Seed: m.Save.AISeed - 1, AI: ai.AllCores()}
	switch {
	case m.Save.Daily != "":
		// The daily's computer is the day's, whatever a test would set:
		// its moves are those every player of the day meets.
		o.NewPlayer = func(string, int) (match.Player[koikoi.Observation, koikoi.Move], error) {
			return daily.Computer(m.Save.Daily)
		}
	case m.newPlayer != nil:
		o.NewPlayer = func(level string, _ int) (match.Player[koikoi.Observation, koikoi.Move], error) {
			return m.newPlayer(level)
		}
	}
	lm, err := local.New(m.Game, m.seats(m.Save.Level), o)
	if err != nil && m.Save.Mode == store.ModeComputer {
		lm, err = local.New(m.Game, m.seats("normal"), o) // a level this version does not know
	}
	if err != nil {
		return fmt.Errorf("koikoi app: %w", err)
	}
	if m.Game.Moves() > 0 {
		// A resumed game: its events are not told again, but its
		// steps make the game log and its last line the narration.
		v := koikoi.Seat(lm.Viewer())
		past, round := replay(m.Game, v)
		m.past, m.log = stepsOf(past, v), stepsOf(round, v)
		for _, e := range round {
			switch e.Kind {
			case koikoi.EventDeal:
				m.hash = e.Hash
			case koikoi.EventGameEnd:
				m.end = &e
			}
		}
		// A record not replayed: the round as it stands.
		st := m.Game.State()
		if m.hash == "" {
			m.hash = st.DealHash()
		}
		if m.end == nil && st.Phase() == koikoi.PhaseGameOver {
			w, won := st.Winner()
			m.end = &koikoi.Event{Kind: koikoi.EventGameEnd, Seat: w, Draw: !won}
		}
		m.results = m.Game.History()
		m.ended = len(m.results)
	}
	m.local, m.Play = lm, lm
	m.seated = lm.Seats()
	m.shown = lm.Observe()
	return nil
}

// start tells a new game's deal, saves the game and lets the computer
// move.
func (m *Match) start() {
	m.Follow()
	m.Tell()
	m.save()
	m.local.Start()
	m.Told()
}

// pull tells the events the match made since the last pull: the steps to
// animate, the statistics, the save. It runs on the UI goroutine.
func (m *Match) pull() {
	if m.Play == nil {
		return
	}
	evs, obs := m.Read()
	m.shown = obs
	if len(evs) == 0 {
		m.Changed()
		return
	}
	raw := make([]koikoi.Event, len(evs))
	for i, s := range evs {
		raw[i] = s.Event
	}
	var prev koikoi.Event
	for _, e := range raw {
		if mv, ok := moveOf(prev, e); ok {
			e2eMove(e.Seat, mv)
		}
		prev = e
		switch e.Kind {
		case koikoi.EventDeal:
			m.hash = e.Hash
		case koikoi.EventRoundEnd:
			m.results = append(m.results, e.Result)
		case koikoi.EventGameEnd:
			m.end = &e
		}
	}
	steps := stepsOf(raw, obs.Seat)
	for _, s := range steps {
		if s.Kind == StepDeal { // a new round: the last one joins the game's log
			m.past, m.log = append(m.past, m.log...), nil
		}
		m.log = append(m.log, s)
	}
	m.count(raw)
	m.save()
	if m.OnSteps != nil && len(steps) > 0 {
		m.OnSteps(steps)
	}
	m.Changed()
}

// Observe returns what the viewer sees, as the table was last told it.
func (m *Match) Observe() koikoi.Observation { return m.shown }

// Viewer returns the seat whose hand the table shows.
func (m *Match) Viewer() koikoi.Seat { return m.shown.Seat }

// Human reports whether a person at this phone plays seat s.
func (m *Match) Human(s koikoi.Seat) bool {
	return int(s) < len(m.seated) && m.seated[s].Kind == match.Person
}

// Handover reports whether, in a game of two people, the phone must be
// handed to the other player before the table shows a hand.
func (m *Match) Handover() bool { return m.Play != nil && m.Play.Handover() }

// MyTurn reports whether the viewer must decide now.
func (m *Match) MyTurn() bool {
	o := &m.shown
	return o.MyTurn && m.Human(o.Seat) && !m.Handover() && !m.Stopped() && !m.Sending() &&
		o.Phase != koikoi.PhaseRoundOver && o.Phase != koikoi.PhaseGameOver
}

// Log returns the steps of the round so far, oldest first. A resumed game
// has them too, replayed from its record.
func (m *Match) Log() []Step { return m.log }

// GameLog returns the steps of the whole game so far, oldest first: the
// game log.
func (m *Match) GameLog() []Step { return append(append([]Step(nil), m.past...), m.log...) }

// Results returns the finished rounds' results, in order.
func (m *Match) Results() []koikoi.RoundResult { return m.results }

// Winner returns the game's winner once it is over; ok is false on a
// draw or before the end.
func (m *Match) Winner() (seat koikoi.Seat, ok bool) {
	if m.end == nil || m.end.Draw {
		return 0, false
	}
	return m.end.Seat, true
}

// DealHash returns the round's fair-deal fingerprint.
func (m *Match) DealHash() string { return m.hash }

// count adds to the statistics, each once, the finished rounds the save
// has not counted (a game resumed after a kill: they count with its next
// change, as they always have), the rounds whose end evs tell, and the
// game's end.
func (m *Match) count(evs []koikoi.Event) {
	if m.Save.Mode != store.ModeComputer || m.Stats == nil {
		return
	}
	dirty := false
	add := func(r koikoi.RoundResult) {
		m.Save.RoundsCounted++
		won := !r.Draw && r.Winner == 0
		lost := !r.Draw && r.Winner == 1
		var ids []string
		if won {
			for y, p := range r.Score.Yaku {
				if p > 0 {
					ids = append(ids, koikoi.Yaku(y).String())
				}
			}
		}
		m.Stats.AddRound(won, lost, r.Points, ids)
		dirty = true
	}
	for m.Save.RoundsCounted < m.ended {
		add(m.results[m.Save.RoundsCounted])
	}
	for _, e := range evs {
		switch e.Kind {
		case koikoi.EventRoundEnd:
			if m.ended++; m.Save.RoundsCounted < m.ended {
				add(e.Result)
			}
		case koikoi.EventGameEnd:
			if m.Save.GameCounted {
				break
			}
			m.Save.GameCounted = true
			res := 0
			if !e.Draw {
				res = 1
				if e.Seat != 0 {
					res = -1
				}
			}
			m.Stats.AddGame(res)
			dirty = true
			m.keep()
			m.keepDaily()
		}
	}
	if dirty && m.Store != nil {
		m.report(m.Store.SaveKoikoiStats(*m.Stats))
	}
}

// finalRecord returns the finished game's record and its final score,
// seat 0's first; a record that cannot be written is reported (not ok).
func (m *Match) finalRecord() (text string, self, opp int, ok bool) {
	b, err := m.Record(m.Game).MarshalText()
	if err != nil {
		m.report(err)
		return "", 0, 0, false
	}
	o := m.shown
	self, opp = o.ScoreSelf, o.ScoreOpp
	if o.Seat != 0 {
		self, opp = opp, self
	}
	return string(b), self, opp, true
}

// keep adds the finished game to the store's last games, for its replay
// and review from the statistics.
func (m *Match) keep() {
	if m.Store == nil {
		return
	}
	text, self, opp, ok := m.finalRecord()
	if !ok {
		return
	}
	m.report(m.Store.AddKoikoiGame(store.KoikoiGame{Record: text, Level: m.Save.Level,
		Self: self, Opp: opp, Finished: time.Now()}))
}

// save writes the game to the store.
func (m *Match) save() {
	if m.Store == nil {
		return
	}
	if m.Save.Daily != "" {
		m.report(m.Store.SaveKoikoiDaily(&m.Save, m.Record(m.Game)))
		return
	}
	m.report(m.Store.SaveKoikoi(&m.Save, m.Record(m.Game)))
}

func (m *Match) report(err error) {
	if err != nil && m.OnSaveError != nil && !errors.Is(err, store.ErrNotFound) {
		m.OnSaveError(err)
	}
}
