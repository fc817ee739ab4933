package koikoi

import (
	"crypto/rand"
	"encoding/binary"
	"errors"
	"time"

	"fyne.io/fyne/v2"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// Player chooses the computer's moves. ai.Player satisfies it.
type Player interface {
	Move(obs *koikoi.Observation) koikoi.Move
}

// Event is a move as the table announces it.
type Event struct {
	Seat koikoi.Seat
	Move koikoi.Move
}

// Controller runs a game: it knows whose turn it is, asks the computer for
// its moves in a goroutine, applies the moves, saves the game after each of
// them and counts the statistics. It holds no widget; the table screen
// watches it through OnChange.
type Controller struct {
	Game *koikoi.Game
	Save store.KoikoiSave

	// Sync makes the computer move at once on the calling goroutine (tests).
	Sync bool
	// Delay returns the pause before a computer move (animations).
	Delay func() time.Duration
	// OnChange is called on the UI goroutine after every change.
	OnChange func()
	// OnSteps is called on the UI goroutine, before OnChange, with the
	// steps of each move and of each deal: the table animates them.
	OnSteps func([]Step)
	// Post runs f on the UI goroutine; nil means fyne.Do. Tests that
	// drive their own loop replace it.
	Post func(f func())
	// OnSaveError is called when the autosave fails.
	OnSaveError func(error)
	// Store saves the game; Stats are counted at each round's end and
	// written through Store. Both may be nil.
	Store *store.Store
	Stats *store.KoikoiStats

	players  [2]Player // nil for a person
	thinking bool
	gen      int           // bumped to drop a stale computer move
	quit     chan struct{} // closed by Stop: the computer's pause ends
	viewer   koikoi.Seat
	handover bool // pass mode: the device must change hands
	last     []Event
	log      []Step             // the round's steps so far, oldest first
	past     []Step             // the earlier rounds' steps: the game's turn log
	obs      koikoi.Observation // the last one made, for observed
	observed observed
}

// NewController returns a controller for g. players[s] is nil when a
// person plays seat s.
func NewController(g *koikoi.Game, sv store.KoikoiSave, players [2]Player) *Controller {
	c := &Controller{Game: g, Save: sv, players: players}
	if g.Moves() > 0 {
		c.past, c.log = replayGame(g)
	}
	c.viewer = 0
	if sv.Mode == store.ModePass {
		st := g.State()
		c.viewer = st.ToMove()
		c.handover = true
	}
	return c
}

// RandomSeed returns a seed from the system's random source.
func RandomSeed() uint64 {
	var b [8]byte
	rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:])
}

// Human reports whether a person plays seat s.
func (c *Controller) Human(s koikoi.Seat) bool { return c.players[s] == nil }

// Viewer returns the seat whose hand the table shows.
func (c *Controller) Viewer() koikoi.Seat { return c.viewer }

// Observe returns what the viewer sees. The engine is asked once per move
// and viewer: one tap reads it several times (the tap, the table, the
// texts).
func (c *Controller) Observe() koikoi.Observation {
	k := observed{c.Game, c.Game.Moves(), c.viewer}
	if k != c.observed {
		c.obs, c.observed = c.Game.Observe(c.viewer), k
	}
	return c.obs
}

// observed says which game, after how many moves, for which viewer an
// observation was made.
type observed struct {
	game   *koikoi.Game
	moves  int
	viewer koikoi.Seat
}

// Thinking reports whether the computer is choosing a move.
func (c *Controller) Thinking() bool { return c.thinking }

// NeedHandover reports whether, in a game of two people, the device must be
// handed to the other player before the table shows a hand.
func (c *Controller) NeedHandover() bool { return c.handover }

// AcceptHandover is called when the next player has the device.
func (c *Controller) AcceptHandover() {
	c.handover = false
	c.changed()
}

// Last returns the moves since the viewer last decided, oldest first.
func (c *Controller) Last() []Event { return c.last }

// MyTurn reports whether the viewer must decide now.
func (c *Controller) MyTurn() bool {
	st := c.Game.State()
	switch st.Phase() {
	case koikoi.PhaseRoundOver, koikoi.PhaseGameOver:
		return false
	}
	return !c.handover && !c.thinking && st.ToMove() == c.viewer && c.Human(c.viewer)
}

// Log returns the steps of the round so far, oldest first. A resumed game
// has them too, replayed from its record.
func (c *Controller) Log() []Step { return c.log }

// GameLog returns the steps of the whole game so far, oldest first: the
// turn log.
func (c *Controller) GameLog() []Step { return append(append([]Step(nil), c.past...), c.log...) }

// Start begins the game loop: it saves the game and lets the computer move
// if it is its turn. Call it once the table is shown. A new game's first
// deal is told as steps; a resumed one is not dealt again.
func (c *Controller) Start() {
	if c.Game.Moves() == 0 {
		c.log = dealSteps(c.Game.State())
		c.emit(c.log)
	}
	c.save()
	c.step()
}

func (c *Controller) emit(steps []Step) {
	if c.OnSteps != nil {
		c.OnSteps(steps)
	}
}

// Play makes move m for the viewer.
func (c *Controller) Play(m koikoi.Move) error {
	if !c.MyTurn() {
		return koikoi.ErrNotYourTurn
	}
	c.last = c.last[:0]
	return c.apply(c.viewer, m)
}

// NextRound deals the next round after a finished one.
func (c *Controller) NextRound() error {
	st := c.Game.State()
	if st.Phase() != koikoi.PhaseRoundOver {
		return koikoi.ErrWrongPhase
	}
	if err := c.Game.NextRound(); err != nil {
		return err
	}
	c.last = c.last[:0]
	c.past = append(c.past, c.log...)
	c.log = dealSteps(c.Game.State())
	c.emit(c.log)
	c.afterMove()
	return nil
}

// Stop drops any computer move under way; call it when leaving the table.
func (c *Controller) Stop() {
	c.gen++
	c.thinking = false
	if c.quit != nil {
		close(c.quit) // the computer's pause ends at once
		c.quit = nil
	}
}

func (c *Controller) apply(seat koikoi.Seat, m koikoi.Move) error {
	before := c.Game.State()
	if err := c.Game.Apply(m); err != nil {
		return err
	}
	steps := deriveSteps(before, c.Game.State(), seat, m)
	c.log = append(c.log, steps...)
	c.emit(steps)
	c.last = append(c.last, Event{Seat: seat, Move: m})
	e2eMove(seat, m)
	c.afterMove()
	return nil
}

func (c *Controller) afterMove() {
	c.count()
	st := c.Game.State()
	if c.Save.Mode == store.ModePass {
		switch st.Phase() {
		case koikoi.PhaseRoundOver, koikoi.PhaseGameOver:
		default:
			if st.ToMove() != c.viewer {
				c.viewer = st.ToMove()
				c.handover = true
			}
		}
	}
	c.save()
	c.changed()
	c.step()
}

// step lets the computer move when it is its turn.
func (c *Controller) step() {
	st := c.Game.State()
	switch st.Phase() {
	case koikoi.PhaseRoundOver, koikoi.PhaseGameOver:
		return
	}
	seat := st.ToMove()
	p := c.players[seat]
	if p == nil || c.thinking {
		return
	}
	obs := c.Game.Observe(seat)
	if c.Sync {
		c.apply(seat, legal(&obs, p.Move(&obs)))
		return
	}
	c.thinking = true
	gen := c.gen
	if c.quit == nil {
		c.quit = make(chan struct{})
	}
	quit := c.quit
	post := c.Post
	if post == nil {
		post = fyne.Do
	}
	var delay time.Duration
	if c.Delay != nil {
		delay = c.Delay()
	}
	c.changed()
	go func() {
		start := time.Now()
		m := legal(&obs, p.Move(&obs))
		if !kit.Pause(delay-time.Since(start), quit) {
			return // stopped: the move is dropped
		}
		post(func() {
			if gen != c.gen {
				return
			}
			c.thinking = false
			if err := c.apply(seat, m); err != nil {
				c.changed()
			}
		})
	}()
}

// legal returns m, or the first legal move when a player misbehaves.
func legal(obs *koikoi.Observation, m koikoi.Move) koikoi.Move {
	if obs.IsLegal(m) {
		return m
	}
	if ms := obs.LegalMoves(); len(ms) > 0 {
		return ms[0]
	}
	return m
}

// count adds finished rounds and the finished game to the statistics, once.
func (c *Controller) count() {
	if c.Save.Mode != store.ModeComputer || c.Stats == nil {
		return
	}
	hist := c.Game.History()
	dirty := false
	for c.Save.RoundsCounted < len(hist) {
		r := hist[c.Save.RoundsCounted]
		c.Save.RoundsCounted++
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
		c.Stats.AddRound(won, lost, r.Points, ids)
		dirty = true
	}
	st := c.Game.State()
	if st.Phase() == koikoi.PhaseGameOver && !c.Save.GameCounted {
		c.Save.GameCounted = true
		res := 0
		if w, ok := st.Winner(); ok {
			res = 1
			if w != 0 {
				res = -1
			}
		}
		c.Stats.AddGame(res)
		dirty = true
	}
	if dirty && c.Store != nil {
		c.report(c.Store.SaveKoikoiStats(*c.Stats))
	}
}

func (c *Controller) save() {
	if c.Store == nil {
		return
	}
	c.report(c.Store.SaveKoikoi(&c.Save, c.Game))
}

func (c *Controller) report(err error) {
	if err != nil && c.OnSaveError != nil && !errors.Is(err, store.ErrNotFound) {
		c.OnSaveError(err)
	}
}

func (c *Controller) changed() {
	if c.OnChange != nil {
		c.OnChange()
	}
}
