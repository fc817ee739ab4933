package tutorial

import (
	"fmt"
	"slices"
	"sort"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/advice"
	"github.com/koikoi-app/koikoi/engine/koikoi/ai"
	"github.com/koikoi-app/koikoi/engine/koikoi/names"
	"github.com/koikoi-app/koikoi/internal/lesson"
	"github.com/koikoi-app/koikoi/internal/noun"
)

// Action is what a step waits for.
type Action uint8

// The actions a step may wait for.
const (
	// ActionNext: the step only explains; Next goes on.
	ActionNext Action = iota
	// ActionTap: a quiz; tap one of StepView.Cards with TapCard.
	ActionTap
	// ActionMove: play a card from the hand or choose a capture in the
	// field, by tapping it (TapCard) on the table of StepView.Table.
	ActionMove
	// ActionKoiKoi: Choose(koikoi.KoiKoi) or Choose(koikoi.Shobu).
	ActionKoiKoi
	// ActionExchange: Choose(koikoi.Exchange) or Choose(koikoi.Keep).
	ActionExchange
)

var actionNames = [...]string{"next", "tap", "move", "koikoi", "exchange"}

// String returns the action's name.
func (a Action) String() string {
	if int(a) < len(actionNames) {
		return actionNames[a]
	}
	return fmt.Sprintf("action(%d)", a)
}

// Month is a month number (1..12) in Text data; Render shows it with its
// plant ("March · Cherry").
type Month int

// MonthName is a month number (1..12) in Text data; Render shows the month
// alone ("March"), for a sentence naming a card of its plant.
type MonthName int

// Points is a number of points in Text data; Render shows it with the unit
// ("5 points", "5文").
type Points int

// Text is a message of the i18n package with its data. The values of Data
// are typed so that Render can put them in the player's language:
// koikoi.Card, koikoi.Yaku, koikoi.Kind, Month, Points, int (a number) or
// string (shown as it is). Claims say where each card the text
// names is; Render ignores them, the tests hold them against the screen.
type Text struct {
	ID     string
	Data   map[string]any
	Claims []Claim
}

// Localizer is what Render needs from a translator; *i18n.Localizer
// implements it. Cards, months, ranks and yaku go into words through
// package names; a card goes into a sentence as a noun.Noun, in the form
// the message's template names ({{.Card}}, {{.Card.Start}},
// {{.Card.Acc}}...: "jouez la pivoine", German "den Kuckuck").
type Localizer interface {
	lesson.Localizer
	Noun(id string) noun.Noun
}

// Render returns the text in l's language, its data filled in. An empty
// Text renders as "".
func (t Text) Render(l Localizer) string {
	data := t.Data
	if len(data) > 0 {
		data = make(map[string]any, len(t.Data))
		for k, v := range t.Data {
			if c, ok := v.(koikoi.Card); ok {
				data[k] = l.Noun(names.CardID(c))
				continue
			}
			data[k] = v
		}
	}
	return lesson.Render(l, t.ID, data, func(v any) (string, bool) { return renderValue(l, v) })
}

// renderValue shows a value of Koi-Koi's own types (ok false for others).
func renderValue(l Localizer, v any) (string, bool) {
	switch v := v.(type) {
	case koikoi.Yaku:
		return names.Yaku(l, v), true
	case koikoi.Kind:
		return names.Kind(l, v), true
	case Month:
		return names.Month(l, int(v)), true
	case MonthName:
		return names.MonthName(l, int(v)), true
	case Points:
		return l.N("count.points", int(v)), true
	}
	return "", false
}

// Feedback answers a tap or a choice. OK says whether it was the expected
// action (the runner then moved on to the next step); otherwise Text
// explains, in a sentence or two, why not, and nothing changed.
type Feedback struct {
	OK   bool
	Text Text
}

// You is the player's seat in every staged game; the computer sits at 1.
const You koikoi.Seat = 0

// StepView is what the UI shows for the current step.
type StepView struct {
	Lesson string // the lesson's ID
	Index  int    // the step's number in the lesson, from 0
	Count  int    // the lesson's number of steps
	Text   Text   // what to say
	Action Action // what the step waits for

	// Table is seat 0's view of the staged game (the player is seat 0),
	// or nil for steps that only lay out Cards.
	Table *koikoi.Observation
	// HideHand asks to show the player's hand face down (the hand exchange
	// is decided before looking).
	HideHand bool
	// Cards are the cards to lay out in a row when Table is nil (quizzes
	// and illustrations), in order.
	Cards []koikoi.Card
	// Highlight holds the cards to point at: the expected tap, the
	// capture choices, the cards the text talks about.
	Highlight koikoi.Set
	// Hint is the suggested move when HasHint (the guided round's hints).
	Hint    koikoi.Move
	HasHint bool
	// Advice is the hint with its checked reasons (package advice); its
	// Move is Hint.
	Advice advice.Advice
	// CanBack says whether Back would do something.
	CanBack bool
}

// Runner plays one lesson. It is not safe for use by several goroutines.
type Runner struct {
	lesson Lesson
	rules  koikoi.Rules
	run    run // the step, the staged game, the way back and the hint
}

// run is the shared runner (internal/lesson) on Koi-Koi: its Extra is the
// computer's cards in the order it plays them (nil: the easy level), its
// hint the guided round's advice.
type run = lesson.Runner[advice.Advice, koikoi.State, koikoi.Move, koikoi.Event, []koikoi.Card]

// NewRunner starts lesson l at its first step under the given rules (the
// same rules Lessons was given).
func NewRunner(l Lesson, rules koikoi.Rules) *Runner {
	return &Runner{lesson: l, rules: rules, run: lesson.NewRunner[advice.Advice](l.ID, steps{l, rules})}
}

// Lesson returns the lesson being run.
func (r *Runner) Lesson() Lesson { return r.lesson }

// Index returns the current step's number, from 0; at the end it equals the
// number of steps.
func (r *Runner) Index() int { return r.run.Index() }

// Done reports whether the lesson is finished (Next past its last step).
func (r *Runner) Done() bool { return r.run.Done() }

// Err returns the first error met while staging a position. It is nil
// unless the engine rejected a staged deal, which the tests rule out.
func (r *Runner) Err() error { return r.run.Err() }

// Moves returns the moves the last accepted tap, choice or Next made in
// the staged game, in order: the player's, then the computer's replies.
// Played from the state before that action they give the state after it,
// unless the step that followed staged a new position (the UI then shows
// the new position at once). It is empty after Back and Skip.
func (r *Runner) Moves() []koikoi.Move { return r.run.Played.Moves }

// Events returns the events of Moves, in order, as the engine's
// ApplyEvents told them (raw: Event.For says what a seat may see).
func (r *Runner) Events() []koikoi.Event { return r.run.Played.Events }

// played is what an action made in the staged game.
type played = lesson.Played[koikoi.Move, koikoi.Event]

// State returns the staged game's state and whether there is one.
func (r *Runner) State() (koikoi.State, bool) { return r.run.Pos.State, r.run.Pos.Has }

func (r *Runner) cur() *step {
	if r.Done() {
		return nil
	}
	return &r.lesson.steps[r.run.Index()]
}

// obs returns seat 0's observation of the staged game.
func (r *Runner) obs() *koikoi.Observation {
	if !r.run.Pos.Has {
		return nil
	}
	o := r.run.Pos.State.Observe(0)
	return &o
}

// Step returns what to show for the current step. After the last step it
// returns a view with Index == Count and no text.
func (r *Runner) Step() StepView {
	v := StepView{Lesson: r.lesson.ID, Index: r.run.Index(), Count: r.run.Len(), CanBack: r.run.CanBack()}
	s := r.cur()
	if s == nil {
		return v
	}
	if r.run.Pos.Has && !s.noTable {
		v.Table = r.obs()
	}
	v.Action = s.action
	v.HideHand = s.hideHand
	v.Cards = append([]koikoi.Card(nil), s.cards...)
	if s.say != nil {
		v.Text = s.say(r)
	}
	if v.Text.ID == "" {
		v.Text.ID = "tutorial." + r.lesson.ID + "." + s.id
	}
	if s.highlight != nil {
		v.Highlight = s.highlight(r)
	}
	if s.free {
		v.Action, v.Text = r.freeAction(), r.freeText()
		if v.Action != ActionNext {
			v.Advice = r.advice()
			h := v.Advice.Move
			v.Hint, v.HasHint = h, true
			if h.Kind == koikoi.MovePlay || h.Kind == koikoi.MoveCapture {
				v.Highlight = v.Highlight.Add(h.Card)
			}
		}
	}
	if v.Action == ActionMove && r.run.Pos.Has {
		if ph := r.run.Pos.State.Phase(); ph == koikoi.PhaseCaptureHand || ph == koikoi.PhaseCaptureDraw {
			v.Highlight |= r.run.Pos.State.Choices()
		}
	}
	return v
}

// TapCard answers a tap on a card: a quiz answer on ActionTap steps, a move
// (play from the hand, capture from the field) on ActionMove steps. A right
// tap moves on to the next step (after the computer's reply where the step
// has one); a wrong one returns the explanation and changes nothing.
func (r *Runner) TapCard(c koikoi.Card) Feedback {
	s := r.cur()
	if s == nil {
		return Feedback{}
	}
	switch r.action(s) {
	case ActionNext:
		return wrong("tutorial.wrong.read", nil)
	case ActionKoiKoi, ActionExchange:
		return wrong("tutorial.wrong.buttons", nil)
	case ActionTap:
		if s.answer.Has(c) {
			r.run.Answered()
			return Feedback{OK: true}
		}
		if s.wrong != nil {
			return Feedback{Text: s.wrong(c)}
		}
		return Feedback{Text: Text{ID: "tutorial.wrong.quiz", Data: map[string]any{"Card": c}, Claims: at(Shown, c)}}
	}
	// ActionMove: turn the tap into the move the phase asks for.
	st := r.run.Pos.State
	var m koikoi.Move
	switch st.Phase() {
	case koikoi.PhasePlay:
		if !st.Hand(0).Has(c) {
			if st.Field().Has(c) {
				return Feedback{Text: Text{ID: "tutorial.wrong.field-card", Data: map[string]any{"Card": c}, Claims: at(InField, c)}}
			}
			return wrong("tutorial.wrong.not-in-hand", nil)
		}
		m = koikoi.Play(c)
	case koikoi.PhaseCaptureHand, koikoi.PhaseCaptureDraw:
		if !st.Choices().Has(c) {
			p := st.Pending()
			return Feedback{Text: Text{ID: "tutorial.wrong.capture-choice",
				Data: map[string]any{"Card": p, "Month": Month(p.Month())}, Claims: at(Waiting, p)}}
		}
		m = koikoi.Capture(c)
	default:
		return wrong("tutorial.wrong.read", nil)
	}
	return r.move(s, m)
}

// Choose answers the buttons: Koi-Koi or Shobu on ActionKoiKoi steps,
// Exchange or Keep on ActionExchange steps. Plays and captures may also be
// given here (the same as tapping their card).
func (r *Runner) Choose(m koikoi.Move) Feedback {
	s := r.cur()
	if s == nil {
		return Feedback{}
	}
	switch r.action(s) {
	case ActionKoiKoi:
		if m.Kind != koikoi.MoveKoiKoi && m.Kind != koikoi.MoveShobu {
			return wrong("tutorial.wrong.buttons", nil)
		}
	case ActionExchange:
		if m.Kind != koikoi.MoveExchange && m.Kind != koikoi.MoveKeep {
			return wrong("tutorial.wrong.buttons", nil)
		}
	case ActionMove:
		if m.Kind != koikoi.MovePlay && m.Kind != koikoi.MoveCapture {
			return wrong("tutorial.wrong.cards", nil)
		}
		return r.TapCard(m.Card)
	case ActionTap:
		return wrong("tutorial.wrong.cards", nil)
	default:
		return wrong("tutorial.wrong.read", nil)
	}
	return r.move(s, m)
}

// move checks m against the step, applies it and the computer's replies,
// and moves on when the step is complete.
func (r *Runner) move(s *step, m koikoi.Move) Feedback {
	if !slices.Contains(r.run.Pos.State.LegalMoves(), m) {
		return wrong("tutorial.wrong.read", nil)
	}
	if len(s.expect) > 0 && !slices.Contains(s.expect, m) {
		if s.wrongMove != nil {
			return Feedback{Text: s.wrongMove(r, m)}
		}
		return Feedback{Text: r.notThisOne(m.Card, s.expect[0].Card)}
	}
	if err := r.run.Make(m); err != nil { // ruled out by the legal moves
		return wrong("tutorial.wrong.read", nil)
	}
	// A step is complete when the player's decision is made: a capture
	// choice still pending belongs to the same step.
	st := r.run.Pos.State
	if ph := st.Phase(); !s.free && st.ToMove() == 0 && (ph == koikoi.PhaseCaptureHand || ph == koikoi.PhaseCaptureDraw) && s.action == ActionMove && !s.advanceOnChoice {
		return Feedback{OK: true}
	}
	r.run.Settle()
	return Feedback{OK: true}
}

// notThisOne explains a play from the hand other than the one the step is
// about: what the tapped card would do (take a field card of its month, or
// stay in the field), and which card to play instead.
func (r *Runner) notThisOne(c, want koikoi.Card) Text {
	d := map[string]any{"Card": c, "Expected": want}
	cl := at(InHand, c, want)
	// Every field card of its month is named: with two the player would
	// choose, with three the card takes them all.
	if t, _ := r.run.Pos.State.Field().Captures(c); !t.Empty() {
		ids := [...]string{1: "tutorial.wrong.expected-match", 2: "tutorial.wrong.expected-match-two", 3: "tutorial.wrong.expected-match-three"}
		for i, k := range t.Cards() {
			d[[...]string{"Target", "Second", "Third"}[i]] = k
			cl = append(cl, Claim{k, InField})
		}
		return Text{ID: ids[t.Len()], Data: d, Claims: cl}
	}
	return Text{ID: "tutorial.wrong.expected-none", Data: d, Claims: cl}
}

// Next goes on from a step that only explains (and lets the computer play
// its turn where the step says so). On a step that waits for the player's
// tap or choice, Next does nothing and returns false: the lesson is
// learned by doing. It also returns false when the lesson is done.
func (r *Runner) Next() bool {
	s := r.cur()
	if s == nil || r.action(s) != ActionNext {
		return false
	}
	r.run.Next()
	return true
}

// auto makes the current step's expected action for the player (the first
// right answer, the expected move, the hint in the guided round), or Next
// on a step that explains. Resume replays the steps before the one it
// returns to with it.
func (r *Runner) auto() bool {
	s := r.cur()
	if s == nil {
		return false
	}
	switch r.action(s) {
	case ActionNext:
		return r.Next()
	case ActionTap:
		return r.TapCard(s.answer.First()).OK
	}
	if s.free {
		return r.make(r.advice().Move).OK
	}
	for {
		idx := r.run.Index()
		if f := r.make(r.defaultMove(s)); !f.OK {
			return false
		}
		if r.run.Index() != idx {
			return true
		}
	}
}

// make makes move m the way a player would: a tap on its card, or a choice.
func (r *Runner) make(m koikoi.Move) Feedback {
	if m.Kind == koikoi.MovePlay || m.Kind == koikoi.MoveCapture {
		return r.TapCard(m.Card)
	}
	return r.Choose(m)
}

// defaultMove is the move auto makes for the player on a step.
func (r *Runner) defaultMove(s *step) koikoi.Move {
	if r.run.Pos.Has {
		ph := r.run.Pos.State.Phase()
		if ph == koikoi.PhaseCaptureHand || ph == koikoi.PhaseCaptureDraw {
			for _, m := range s.expect {
				if m.Kind == koikoi.MoveCapture && r.run.Pos.State.Choices().Has(m.Card) {
					return m
				}
			}
			return koikoi.Capture(bestCard(r.run.Pos.State.Choices()))
		}
	}
	if len(s.expect) > 0 {
		return s.expect[0]
	}
	return r.run.Pos.State.LegalMoves()[0]
}

// Skip ends the lesson at once (Done becomes true); Back still returns to
// where it was.
func (r *Runner) Skip() { r.run.Skip() }

// Back returns to the position before the last Next, tap or choice that
// changed something, exactly as it was. It returns false at the start.
func (r *Runner) Back() bool { return r.run.Back() }

// action returns what the current step waits for.
func (r *Runner) action(s *step) Action {
	if s.free {
		return r.freeAction()
	}
	return s.action
}

// freeAction is the guided round's action: whatever the game asks for.
func (r *Runner) freeAction() Action {
	if !r.run.Pos.Has {
		return ActionNext
	}
	switch r.run.Pos.State.Phase() {
	case koikoi.PhaseKoiKoi:
		return ActionKoiKoi
	case koikoi.PhaseExchange:
		return ActionExchange
	case koikoi.PhasePlay, koikoi.PhaseCaptureHand, koikoi.PhaseCaptureDraw:
		return ActionMove
	}
	return ActionNext
}

func (r *Runner) freeText() Text {
	o := r.obs()
	switch r.run.Pos.State.Phase() {
	case koikoi.PhaseKoiKoi:
		sc := o.Score()
		return Text{ID: "tutorial.guided.koikoi", Data: map[string]any{"Points": Points(sc.Total)}}
	case koikoi.PhaseCaptureHand, koikoi.PhaseCaptureDraw:
		p := r.run.Pos.State.Pending()
		return Text{ID: "tutorial.guided.capture", Data: map[string]any{"Card": p}, Claims: at(Waiting, p)}
	}
	// What the computer just did, the screen's narration tells.
	return Text{ID: "tutorial.guided.play"}
}

// advice returns the guided round's hint with its reasons, computed once
// per position; its Move is zero when the player is not to move.
func (r *Runner) advice() advice.Advice {
	return r.run.Hint(func() advice.Advice {
		if o := r.obs(); o != nil && o.MyTurn {
			return advice.Advise(o, ai.WithSeed(1), ai.WithBudget(hintBudget))
		}
		return advice.Advice{}
	})
}

// hintBudget keeps the guided round's hints quick on a phone.
const hintBudget = 400

// reply lets the computer play until it is the player's turn again or the
// round is over. It plays the cards of order first, in that order, when
// the lesson staged them (so that its turns do what the lesson says), and
// otherwise as the easy level with a fixed seed; a capture choice takes
// the best card. In the tutorial the computer always keeps its hand at the
// exchange and stops (Shobu) when it makes a yaku. Each move it makes is
// recorded in rec, with its events, unless rec is nil.
func reply(s koikoi.State, order []koikoi.Card, rec *played) koikoi.State {
	p, _ := ai.New("easy", ai.WithSeed(1))
	for s.ToMove() == 1 {
		ph := s.Phase()
		if ph == koikoi.PhaseRoundOver || ph == koikoi.PhaseGameOver {
			break
		}
		var m koikoi.Move
		switch {
		case ph == koikoi.PhaseExchange:
			m = koikoi.Keep
		case ph == koikoi.PhasePlay && len(order) > 0:
			m = koikoi.Play(koikoi.NoCard)
			for _, c := range order {
				if s.Hand(1).Has(c) {
					m = koikoi.Play(c)
					break
				}
			}
			if m.Card == koikoi.NoCard {
				o := s.Observe(1)
				m = p.Move(&o)
			}
		case (ph == koikoi.PhaseCaptureHand || ph == koikoi.PhaseCaptureDraw) && len(order) > 0:
			m = koikoi.Capture(bestCard(s.Choices()))
		case ph == koikoi.PhaseKoiKoi && len(order) > 0:
			m = koikoi.Shobu
		default:
			o := s.Observe(1)
			m = p.Move(&o)
		}
		next, err := lesson.Apply(rec, s, m)
		if err != nil {
			break
		}
		s = next
	}
	return s
}

func wrong(id string, data map[string]any) Feedback {
	return Feedback{Text: Text{ID: id, Data: data}}
}

// bestCard returns the highest-ranked card of s (the first on ties).
func bestCard(s koikoi.Set) koikoi.Card {
	cs := s.Cards()
	sort.SliceStable(cs, func(i, j int) bool { return cs[i].Kind() < cs[j].Kind() })
	if len(cs) == 0 {
		return koikoi.NoCard
	}
	return cs[0]
}
