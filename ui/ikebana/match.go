package ikebana

import (
	"fmt"
	"time"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/ai"
	"github.com/koikoi-app/koikoi/engine/ikebana/daily"
	"github.com/koikoi-app/koikoi/engine/ikebana/local"
	"github.com/koikoi-app/koikoi/engine/match"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// Match is the Ikebana game under way as the app keeps it: the match the
// table plays (an engine/match.Match: what the viewer sees, its legal
// moves, the events, Submit), and what the app adds to it: the save's
// record of seats, hand-over and statistics, and the round's narration,
// told from the events. It holds no widget; OnChange tells the screens.
// Koi-Koi's Match is the same kit.Match with its own envelope.
type Match struct {
	// Match plays the match (Play) and brings its changes to the UI
	// goroutine (Sync, Post, OnChange).
	kit.Match[ikebana.Observation, ikebana.Move, ikebana.Event]
	// Game is the record Play plays, for saves, statistics and the
	// scoring screen's ledger; it is read only while no one can move
	// (before the match starts, once a round is over).
	Game *ikebana.Game
	Save store.IkebanaSave
	// Lines are the round's narration, one line per step, the newest last.
	Lines []string

	// Store, when set, receives the game after every move.
	Store *store.Store
	// DailyPending, for a daily, tells at its end whether its result is
	// to be sent to the online daily table (the player has an online
	// identity); nil: never.
	DailyPending func() bool
	// Delay is the pause between two computer moves.
	Delay func() time.Duration
	// FullHandover says whether the full hand-over screen comes between
	// two people's turns (a setting); without it the table's banner does.
	FullHandover func() bool
	// Words narrates the moves.
	Words func() words
	// OnSaveError is called when a save fails.
	OnSaveError func(error)
	// Hold, when it returns true, holds the game after each computer's
	// turn that another computer's turn or the round's end follows, until
	// Resume: the player taps to go on. Between two computers the match
	// itself holds (match.Options.Hold), so the position the table shows
	// is the engine's, and the one saved: nobody plays on behind it. At
	// the round's end only the table holds, its scores waiting for the
	// tap: the engine waits for the next deal anyway.
	Hold func() bool

	batch *batch // the events told since the table last showed them
	// greet holds the table for the hand-over screen at a round's start in
	// pass-and-play, when the first to move held the phone last: everyone
	// looked at the scores, the hand-over says who starts.
	greet bool
	// waiting: the table is held after a computer's turn (Hold) until
	// Resume: the match holds, or the round's scores wait.
	waiting bool
	// records is the game's records (moves and round changes, as
	// ikebana.Game.Moves counts them) told so far; fresh says the first
	// deal, which is no record, is still to be told.
	records int
	fresh   bool
	closing bool                // a computer's last card: held once the round is scored
	shown   ikebana.Observation // what the table got last (a batch's after)
	// me is the player's seat, "you" in the narration: seat 0 on this
	// phone, the seat the server gave online.
	me ikebana.Seat
	// online is what the online screens lend an online match (nil on this
	// phone's own).
	online *Online
	// told is the round's events the narration (Lines) tells, to tell
	// them again in another language (retell).
	told []ikebana.Event
}

// batch is the events of one change or more, with what the viewer sees
// after them and the narration lines told by then: the table flies them.
type batch struct {
	before  ikebana.Observation // what the viewer saw before the batch
	events  []ikebana.Event
	told    []int // by event, the narration lines told once it is
	after   ikebana.Observation
	lines   int
	records []int // by event, the game's records once it is told
}

// newMatch seats g's florists as sv says, computers at their levels. Call
// open once the screens are set to follow it.
func newMatch(g *ikebana.Game, sv store.IkebanaSave) (*Match, error) {
	n := g.State().Players()
	if len(sv.Seats) != n {
		return nil, fmt.Errorf("ikebana app: %d seats for %d florists", len(sv.Seats), n)
	}
	m := &Match{Game: g, Save: sv}
	m.Pull = m.pull
	seen := make([]int, n) // what each seat saw of the round, as saved
	copy(seen, m.Save.Seen)
	m.Save.Seen = seen
	return m, nil
}

// seats returns the match's seats as engine/match names them.
func (m *Match) seats() []match.Seat {
	out := make([]match.Seat, len(m.Save.Seats))
	for p, s := range m.Save.Seats {
		out[p] = match.Seat{Kind: match.Person, Name: s.Name}
		if s.Kind == store.SeatComputer {
			out[p] = match.Seat{Kind: match.Computer, Level: s.Level}
		}
	}
	return out
}

// open makes the local match and lets the computers move.
func (m *Match) open() error {
	if m.Game == nil {
		return m.openOnline()
	}
	o := local.Options{
		Options: match.Options{Sync: m.Sync, Delay: m.Delay, Hold: m.Hold},
		Seed:    m.Save.AISeed,
		AI:      []ai.Option{ai.WithBudget(8000)},
	}
	if m.Save.Daily != "" {
		// The day's computers, as daily.Computers makes them: the hard
		// level (the save's seats) seeded with the day's seed and the
		// seat, at the daily's budget on one worker.
		seed, err := daily.Seed(m.Save.Daily)
		if err != nil {
			return fmt.Errorf("ikebana app: %w", err)
		}
		o.Seed, o.AI = seed, []ai.Option{ai.WithBudget(daily.Budget), ai.WithWorkers(1)}
	}
	lm, err := local.New(m.Game, m.seats(), o)
	if err != nil {
		return fmt.Errorf("ikebana app: %w", err)
	}
	m.Play = lm
	m.records, m.fresh = m.Game.Moves(), m.Game.Moves() == 0
	m.shown = lm.Observe()
	m.Follow()
	m.Tell()
	lm.Start()
	m.Told() // the computers' moves in Start
	return nil
}

// State returns the game's state: read it only while no one can move
// (tests, and once a round is over).
func (m *Match) State() ikebana.State {
	if m.Game == nil {
		return m.onlineState()
	}
	return m.Game.State()
}

// Observe returns what the viewer sees as the table was told it: the
// match's position after the events told so far.
func (m *Match) Observe() ikebana.Observation { return m.shown }

// MyTurn reports whether the person at the phone (the viewer) must
// decide now, as the table was told.
func (m *Match) MyTurn() bool {
	o := &m.shown
	return !m.greet && !m.waiting && !m.Sending() && m.online.Reachable() && !m.Play.Handover() && o.MyTurn() && m.Person(o.Seat)
}

// pull tells the events the match made since the last pull: it narrates
// them, notes what each mover saw, counts finished rounds, saves, passes
// the phone on and tells the screens. It runs on the UI goroutine.
func (m *Match) pull() {
	if m.waiting {
		return // the table tells the events after the tap
	}
	// Held is read first: a hold that comes after it comes with events
	// this pull does not see, and its own update follows.
	held := m.held()
	evs, obs := m.Read()
	if m.FullHandover != nil && !m.FullHandover() && m.Play.Handover() {
		m.Play.AcceptHandover() // the table's banner says whose turn it is
	}
	if len(evs) == 0 {
		m.shown = obs
		if held { // the hold of a turn told by the last pull
			m.waiting = true
			m.Changed()
			return
		}
		if m.Save.Handover != m.Handover() {
			m.Save.Handover = m.Handover()
			m.save()
			m.Changed()
			return
		}
		if m.online != nil { // the connection dropped or came back: the table says so
			m.Changed()
		}
		return
	}
	if m.batch == nil {
		m.batch = &batch{before: m.shown}
	}
	w := words{}
	if m.Words != nil {
		w = m.Words()
	}
	scored := false
	var prev ikebana.Event
	for i, s := range evs {
		e := s.Event
		switch e.Kind {
		case ikebana.EventRoundStart:
			if !m.fresh {
				m.records++ // the next round's deal
			}
			m.fresh = false
			m.Lines, m.told = nil, nil
			clear(m.Save.Seen)
			m.greet = m.Pass() && m.Person(e.Seat) && m.FullHandover != nil && m.FullHandover()
		case ikebana.EventRoundEnd:
			scored = true
		}
		if mv, ok := moveOf(prev, e); ok {
			e2eMove(e.Seat, mv)
			m.records++
		}
		if m.Words != nil {
			m.Lines = append(m.Lines, narrate(w, e)...)
			m.told = append(m.told, e)
		}
		if moved(e) && int(e.Seat) < len(m.Save.Seen) {
			m.Save.Seen[e.Seat] = len(m.Lines) // the mover saw the round so far
		}
		m.batch.events = append(m.batch.events, e)
		m.batch.told = append(m.batch.told, len(m.Lines))
		m.batch.records = append(m.batch.records, m.records)
		prev = e
		if m.closes(e, evs[i+1:]) {
			m.waiting = true
		}
	}
	m.waiting = m.waiting || held
	m.batch.after, m.batch.lines = obs, len(m.Lines)
	m.shown = m.batch.after
	m.Save.Handover = m.Handover()
	if scored {
		m.count()
	}
	m.save()
	m.Changed()
}

// held reports whether the match holds after a computer's turn (Hold).
func (m *Match) held() bool {
	h, ok := m.Play.(match.Holder)
	return ok && h.Held()
}

// closes reports whether the table holds after event e, which evs follow:
// the round's scoring after a computer's last card, its scores waiting
// for the tap (Hold).
func (m *Match) closes(e ikebana.Event, evs []match.Sequenced[ikebana.Event]) bool {
	if m.Hold == nil || !m.Hold() {
		return false
	}
	switch e.Kind {
	case ikebana.EventKeep, ikebana.EventBuy:
		if !m.Person(e.Seat) && len(evs) > 0 && evs[0].Event.Kind == ikebana.EventPayment {
			m.closing = true // held once the round is scored
		}
	case ikebana.EventRoundEnd, ikebana.EventGameEnd:
		if len(evs) > 0 && evs[0].Event.Kind == ikebana.EventGameEnd {
			return false
		}
		held := m.closing
		m.closing = false
		return held
	}
	return false
}

// Waiting reports whether the table is held after a computer's turn until
// the player taps (Hold).
func (m *Match) Waiting() bool { return m.waiting }

// Resume goes on after a computer's turn the table was held at: the
// match lets the next computer play, or the round's scores show.
func (m *Match) Resume() {
	if !m.waiting {
		return
	}
	m.waiting = false
	m.Changed()
	if h, ok := m.Play.(match.Holder); ok {
		h.Release()
	}
	m.Tell() // what waited for the tap
}

// taken returns the events told since the table last showed them, and
// forgets them.
func (m *Match) taken() *batch {
	b := m.batch
	m.batch = nil
	return b
}

// moved reports whether e is part of a florist's move (not the round's
// start, end or scoring).
func moved(e ikebana.Event) bool {
	switch e.Kind {
	case ikebana.EventDraw, ikebana.EventRefuse, ikebana.EventDiscard, ikebana.EventKeep, ikebana.EventBuy, ikebana.EventReshuffle:
		return true
	}
	return false
}

// moveOf returns the move event e starts, after event prev: a draw that
// follows a refusal is part of it.
func moveOf(prev, e ikebana.Event) (ikebana.Move, bool) {
	switch e.Kind {
	case ikebana.EventDraw:
		if prev.Seat == e.Seat && (prev.Kind == ikebana.EventDiscard || prev.Kind == ikebana.EventReshuffle) {
			return ikebana.Move{}, false
		}
		return ikebana.Draw, true
	case ikebana.EventRefuse:
		return ikebana.Refuse, true
	case ikebana.EventKeep:
		return ikebana.Keep, true
	case ikebana.EventBuy:
		return ikebana.Buy(e.From), true
	}
	return ikebana.Move{}, false
}

// save writes the game to the store.
func (m *Match) save() {
	if m.Store == nil {
		return
	}
	save := m.Store.SaveIkebana
	if m.Save.Daily != "" {
		save = m.Store.SaveIkebanaDaily
	}
	if err := save(&m.Save, m.Record(m.Game)); err != nil && m.OnSaveError != nil {
		m.OnSaveError(err)
	}
}

// narrate tells what event e did, in a line or none: the card turned
// over, kept, refused with its price and payee, bought with its price,
// the pile shuffled again.
func narrate(w words, e ikebana.Event) []string {
	p := e.Seat
	who := "other"
	if w.isYou(p) {
		who = "you"
	}
	data := map[string]any{"Who": w.name(p)}
	var kind string
	switch e.Kind {
	case ikebana.EventDraw:
		kind, data["Card"] = "draw", w.noun(e.Card)
	case ikebana.EventKeep:
		kind, data["Card"] = "keep", w.noun(e.Card)
	case ikebana.EventRefuse:
		kind, data["Card"], data["Price"], data["To"] = "refuse", w.noun(e.Card), e.Price, w.payee(e.To)
	case ikebana.EventBuy:
		kind, data["Card"], data["Price"], data["From"] = "buy", w.noun(e.Card), e.Price, w.seller(e.From)
		if w.isYou(e.From) && !w.isYou(p) {
			kind = "buy.you" // "vous achète", "te compra": French and Spanish say it apart
		}
	case ikebana.EventReshuffle:
		return []string{w.l.T("ikebana.cli.reshuffle")}
	default:
		return nil
	}
	return []string{w.l.T("ikebana.cli."+who+"."+kind, data)}
}
