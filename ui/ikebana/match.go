package ikebana

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/ai"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// Match is the Ikebana game under way: the game, the computer florists,
// the round's narration. It holds no widget; OnChange tells the screens.
type Match struct {
	Game    *ikebana.Game
	Save    store.IkebanaSave
	Players []ai.Player // by seat; nil for a person's seat
	// Lines are the round's narration, one line per step, the newest last.
	Lines []string

	// Store, when set, receives the game after every move.
	Store *store.Store
	// Sync makes the computer move at once, without a goroutine (tests).
	Sync bool
	// Post replaces fyne.Do (tests).
	Post func(func())
	// Delay is the pause between two computer moves.
	Delay func() time.Duration
	// FullHandover says whether the full hand-over screen comes between
	// two people's turns (a setting); without it the table's banner does.
	FullHandover func() bool
	// Words narrates the moves.
	Words func() words
	// OnChange is called on the UI goroutine after every change.
	OnChange func()
	// OnSaveError is called when a save fails.
	OnSaveError func(error)
	// Hold, when it returns true, holds the game after each computer's
	// turn that another computer's turn or the round's end follows, until
	// Resume: the player taps to go on.
	Hold func() bool

	last     *lastMove     // the last move, until the table showed it
	gen      int           // bumped by Stop: a stale computer move is dropped
	quit     chan struct{} // closed by Stop: the computer's pause ends
	thinking bool          // a computer florist is choosing its move
	waiting  bool          // held after a computer's turn (Hold) until Resume
	viewer   ikebana.Seat
}

// newMatch makes the computer florists of g, each at its seat's level.
func newMatch(g *ikebana.Game, sv store.IkebanaSave) (*Match, error) {
	n := g.State().Players()
	if len(sv.Seats) != n {
		return nil, fmt.Errorf("ikebana app: %d seats for %d florists", len(sv.Seats), n)
	}
	m := &Match{Game: g, Save: sv}
	m.Players = make([]ai.Player, n)
	for p, seat := range sv.Seats {
		if seat.Kind != store.SeatComputer {
			continue
		}
		pl, err := ai.New(seat.Level, ai.WithSeed(sv.AISeed+uint64(p)), ai.WithBudget(8000))
		if err != nil {
			return nil, fmt.Errorf("ikebana app: %w", err)
		}
		m.Players[p] = pl
	}
	seen := make([]int, n) // what each seat saw of the round, as saved
	copy(seen, m.Save.Seen)
	m.Save.Seen = seen
	m.sitDown()
	return m, nil
}

// State returns the game's state.
func (m *Match) State() ikebana.State { return m.Game.State() }

// Thinking reports whether a computer florist is choosing its move.
func (m *Match) Thinking() bool { return m.thinking }

// YourTurn reports whether the person at the phone (the viewer) must
// decide now.
func (m *Match) YourTurn() bool {
	st := m.State()
	return st.Phase().Playing() && st.ToMove() == m.viewer && m.Person(m.viewer) && !m.Save.Handover
}

// Play applies the player's move; an illegal one is an error and changes
// nothing.
func (m *Match) Play(mv ikebana.Move) error {
	if !m.YourTurn() {
		return fmt.Errorf("ikebana app: not your turn")
	}
	if err := m.apply(mv); err != nil {
		return err
	}
	m.changed()
	m.Continue()
	return nil
}

// NextRound starts the next round once the scores were seen.
func (m *Match) NextRound() error {
	if m.State().Phase() != ikebana.PhaseRoundOver {
		return fmt.Errorf("ikebana app: the round is not over")
	}
	if err := m.Game.NextRound(); err != nil {
		return err
	}
	m.Lines = nil
	clear(m.Save.Seen)
	m.newRound()
	m.save()
	m.changed()
	m.Continue()
	return nil
}

// Continue lets the computer florists move while it is their turn.
func (m *Match) Continue() {
	for {
		st := m.State()
		if !st.Phase().Playing() || m.Person(st.ToMove()) || m.thinking || m.waiting {
			return
		}
		obs := st.Observe(st.ToMove())
		pl := m.Players[st.ToMove()]
		if m.Sync {
			if m.apply(pl.Move(&obs)) != nil {
				return
			}
			m.changed()
			continue
		}
		m.thinking = true
		m.changed()
		gen := m.gen
		if m.quit == nil {
			m.quit = make(chan struct{})
		}
		quit := m.quit
		delay := time.Duration(0)
		if m.Delay != nil {
			delay = m.Delay()
		}
		go func() {
			start := time.Now()
			mv := pl.Move(&obs)
			if !kit.Pause(delay-time.Since(start), quit) {
				return // stopped: the move is dropped
			}
			m.post(func() {
				if m.gen != gen {
					return
				}
				m.thinking = false
				m.apply(mv)
				m.changed()
				m.Continue()
			})
		}()
		return
	}
}

// Waiting reports whether the game is held after a computer's turn until
// the player taps (Hold).
func (m *Match) Waiting() bool { return m.waiting }

// Resume goes on after a computer's turn the game was held at.
func (m *Match) Resume() {
	if !m.waiting {
		return
	}
	m.waiting = false
	m.changed()
	m.Continue()
}

// hold holds the game after move mv if it ended a computer's turn that
// another computer's turn, or the round's end, follows.
func (m *Match) hold(before, after *ikebana.State, mv ikebana.Move) {
	p := before.ToMove()
	ended := mv.Kind == ikebana.MoveKeep || mv.Kind == ikebana.MoveBuy || !after.Phase().Playing()
	next := !after.Phase().Playing() || !m.Person(after.ToMove())
	m.waiting = ended && next && !m.Person(p) && m.Hold != nil && m.Hold()
}

// Stop drops the computer's move under way (the player left the table).
func (m *Match) Stop() {
	m.gen++
	m.thinking = false
	if m.quit != nil {
		close(m.quit) // the computer's pause ends at once
		m.quit = nil
	}
}

func (m *Match) post(f func()) {
	if m.Post != nil {
		m.Post(f)
		return
	}
	fyne.Do(f)
}

func (m *Match) changed() {
	if m.OnChange != nil {
		m.OnChange()
	}
}

// apply plays a move, narrates it and saves.
func (m *Match) apply(mv ikebana.Move) error {
	before := m.State()
	if err := m.Game.Apply(mv); err != nil {
		return err
	}
	e2eMove(before.ToMove(), mv)
	after := m.State()
	m.last = &lastMove{before: before, after: after, move: mv, records: m.Game.Moves()}
	if m.Words != nil {
		m.Lines = append(m.Lines, narrate(m.Words(), &before, &after, mv)...)
	}
	m.last.lines = len(m.Lines)
	m.hold(&before, &after, mv)
	m.passOn(before.ToMove())
	m.count()
	m.save()
	return nil
}

// save writes the game to the store.
func (m *Match) save() {
	if m.Store == nil {
		return
	}
	if err := m.Store.SaveIkebana(&m.Save, m.Game); err != nil && m.OnSaveError != nil {
		m.OnSaveError(err)
	}
}

// narrate tells what a move did, one line per step: the card turned over,
// kept, refused with its price and payee, bought with its price.
func narrate(w words, before, after *ikebana.State, mv ikebana.Move) []string {
	p := before.ToMove()
	who := "other"
	if w.isYou(p) {
		who = "you"
	}
	data := map[string]any{"Who": w.name(p)}
	var kind string
	switch mv.Kind {
	case ikebana.MoveDraw:
		kind, data["Card"] = "draw", w.card(after.Drawn())
	case ikebana.MoveKeep:
		kind, data["Card"] = "keep", w.card(before.Drawn())
	case ikebana.MoveRefuse:
		price, to := before.RefusePrice()
		kind, data["Card"], data["Price"], data["To"] = "refuse", w.card(before.Drawn()), price, w.payee(to)
	case ikebana.MoveBuy:
		c := before.DiscardTop(mv.From)
		kind, data["Card"], data["Price"], data["From"] = "buy", w.card(c), c.Value(), w.seller(mv.From)
	}
	lines := []string{w.l.T("ikebana.cli."+who+"."+kind, data)}
	if (mv.Kind == ikebana.MoveDraw || mv.Kind == ikebana.MoveRefuse) && after.Reshuffles() > before.Reshuffles() {
		lines = append(lines, w.l.T("ikebana.cli.reshuffle"))
	}
	if mv.Kind == ikebana.MoveRefuse && after.Drawn() != ikebana.NoCard && after.ToMove() == p {
		lines = append(lines, w.l.T("ikebana.cli."+who+".draw", map[string]any{"Who": w.name(p), "Card": w.card(after.Drawn())}))
	}
	return lines
}
