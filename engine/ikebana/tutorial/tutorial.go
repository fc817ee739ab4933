package tutorial

import (
	"fmt"
	"slices"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/advice"
	"github.com/koikoi-app/koikoi/engine/ikebana/ai"
	"github.com/koikoi-app/koikoi/internal/lesson"
)

// Action is what a step waits for.
type Action uint8

// The actions a step may wait for.
const (
	// ActionNext: the step only explains; Next goes on.
	ActionNext Action = iota
	// ActionTap: a quiz; tap one of StepView.Cards with TapCard.
	ActionTap
	// ActionMove: a decision at the table of StepView.Table, with Choose
	// (Draw, Buy, Keep, Refuse), or TapCard on a discard top to buy it.
	ActionMove
)

var actionNames = [...]string{"next", "tap", "move"}

// String returns the action's name.
func (a Action) String() string {
	if int(a) < len(actionNames) {
		return actionNames[a]
	}
	return fmt.Sprintf("action(%d)", a)
}

// You is the player's seat in every staged game.
const You ikebana.Seat = 0

// StepView is what the UI shows for the current step.
type StepView struct {
	Lesson string // the lesson's ID
	Index  int    // the step's number in the lesson, from 0
	Count  int    // the lesson's number of steps
	Text   Text   // what to say
	Action Action // what the step waits for

	// Table is seat 0's view of the staged game (the player is seat 0),
	// or nil for steps that only lay out cards.
	Table *ikebana.Observation
	// Cards are the cards to lay out in a row when Table is nil (quizzes
	// and illustrations), in order.
	Cards []ikebana.Card
	// Bouquet is an example bouquet shown above Cards: a quiz asks which
	// card of Cards it would score most with.
	Bouquet []ikebana.Card
	// Highlight holds the cards to point at.
	Highlight ikebana.Set
	// Hint is the guided round's hint when HasHint: package ai's
	// suggestion (HintMove) and its reason, as a text.
	Hint     Text
	HintMove ikebana.Move
	HasHint  bool
	// Want is the decision the step is about, when HasWant: the move it
	// waits for, or the guided round's hint (the UI marks its button).
	Want    ikebana.Move
	HasWant bool
	// CanBack says whether Back would do something.
	CanBack bool
}

// Runner plays one lesson. It is not safe for use by several goroutines.
type Runner struct {
	lesson Lesson
	run    run // the step, the staged game, the way back and the hint
}

// run is the shared runner (internal/lesson) on Ikebana: its Extra is the
// computers' scripted moves still to come, its hint the guided round's
// advice.
type run = lesson.Runner[advice.Advice, ikebana.State, ikebana.Move, ikebana.Event, []ikebana.Move]

// NewRunner starts lesson l at its first step.
func NewRunner(l Lesson) *Runner {
	return &Runner{lesson: l, run: lesson.NewRunner[advice.Advice](l.ID, steps{l})}
}

// Lesson returns the lesson being run.
func (r *Runner) Lesson() Lesson { return r.lesson }

// Index returns the current step's number, from 0; at the end it equals
// the number of steps.
func (r *Runner) Index() int { return r.run.Index() }

// Done reports whether the lesson is finished (Next past its last step).
func (r *Runner) Done() bool { return r.run.Done() }

// Err returns the first error met while staging a position. It is nil
// unless the engine rejected a staged deck, which the tests rule out.
func (r *Runner) Err() error { return r.run.Err() }

// Moves returns the moves the last accepted tap, choice or Next made in
// the staged game, in order: the player's, then the computers' replies.
// Played from the state before that action they give the state after it,
// unless the step that followed staged a new position. It is empty after
// Back and Skip.
func (r *Runner) Moves() []ikebana.Move { return r.run.Played.Moves }

// Events returns the events of Moves, in order, as the engine's
// ApplyEvents told them.
func (r *Runner) Events() []ikebana.Event { return r.run.Played.Events }

// played is what an action made in the staged game.
type played = lesson.Played[ikebana.Move, ikebana.Event]

// State returns the staged game's state and whether there is one.
func (r *Runner) State() (ikebana.State, bool) { return r.run.Pos.State, r.run.Pos.Has }

func (r *Runner) cur() *step {
	if r.Done() {
		return nil
	}
	return &r.lesson.steps[r.run.Index()]
}

// obs returns seat 0's observation of the staged game.
func (r *Runner) obs() *ikebana.Observation {
	if !r.run.Pos.Has {
		return nil
	}
	o := r.run.Pos.State.Observe(You)
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
	v.Action = r.action(s)
	v.Cards = append([]ikebana.Card(nil), s.cards...)
	v.Bouquet = append([]ikebana.Card(nil), s.bouquet...)
	if s.say != nil {
		v.Text = s.say(r)
	}
	if v.Text.ID == "" {
		v.Text.ID = "ikebana.tutorial." + r.lesson.ID + "." + s.id
	}
	if s.highlight != nil {
		v.Highlight = s.highlight(r)
	}
	if v.Action == ActionMove && len(s.expect) > 0 {
		v.Want, v.HasWant = s.expect[0], true
	}
	if s.free && v.Action == ActionMove {
		adv := r.advice()
		v.HasHint, v.HintMove, v.Hint = true, adv.Move, HintTexts(adv)[0]
		v.Want, v.HasWant = adv.Move, true
		if c := adv.Reason.Card; c != ikebana.NoCard {
			v.Highlight = v.Highlight.Add(c)
		}
	}
	return v
}

// action returns what the current step waits for.
func (r *Runner) action(s *step) Action {
	if s.free {
		if r.run.Pos.Has && r.run.Pos.State.Phase().Playing() && r.run.Pos.State.ToMove() == You {
			return ActionMove
		}
		return ActionNext
	}
	return s.action
}

// TapCard answers a tap on a card: a quiz answer on ActionTap steps; on
// ActionMove steps a tap on another florist's discard top buys it (the same
// as Choose(ikebana.Buy(seat))). A right tap moves on to the next step; a
// wrong one returns the explanation and changes nothing.
func (r *Runner) TapCard(c ikebana.Card) Feedback {
	s := r.cur()
	if s == nil {
		return Feedback{}
	}
	switch r.action(s) {
	case ActionNext:
		return wrong("ikebana.tutorial.wrong.read", nil)
	case ActionTap:
		if slices.Contains(s.bouquet, c) {
			return wrong("ikebana.tutorial.wrong.in-bouquet", map[string]any{"Card": c}, Claim{Place: InExample, Card: c})
		}
		if r.answers(s).Has(c) {
			r.run.Answered()
			return Feedback{OK: true}
		}
		if s.wrong != nil {
			return Feedback{Text: s.wrong(r, c)}
		}
		return wrong("ikebana.tutorial.wrong.quiz", map[string]any{"Card": c}, Claim{Place: Shown, Card: c})
	}
	o := r.obs()
	for p := 0; p < o.Players(); p++ {
		if o.Tops[p] == c {
			return r.Choose(ikebana.Buy(ikebana.Seat(p)))
		}
	}
	return wrong("ikebana.tutorial.wrong.buttons", nil)
}

// answers returns the right answers of a quiz step.
func (r *Runner) answers(s *step) ikebana.Set {
	if len(s.bouquet) > 0 {
		return bestCards(s.bouquet, s.cards)
	}
	return s.answer
}

// Choose answers the decision buttons on ActionMove steps: Draw, Buy(seat),
// Keep or Refuse. The expected move moves on (after the computers' replies
// where the step has them); another returns why not and changes nothing.
func (r *Runner) Choose(m ikebana.Move) Feedback {
	s := r.cur()
	if s == nil {
		return Feedback{}
	}
	switch r.action(s) {
	case ActionNext:
		return wrong("ikebana.tutorial.wrong.read", nil)
	case ActionTap:
		return wrong("ikebana.tutorial.wrong.cards", nil)
	}
	if why, bad := r.illegal(m); bad {
		return Feedback{Text: why}
	}
	if len(s.expect) > 0 && !slices.Contains(s.expect, m) {
		return Feedback{Text: r.notThisOne(s.expect[0])}
	}
	if err := r.run.Make(m); err != nil { // ruled out by illegal
		return wrong("ikebana.tutorial.wrong.read", nil)
	}
	r.run.Settle()
	return Feedback{OK: true}
}

// illegal explains why m cannot be made now, if it cannot, from the
// board as it stands.
func (r *Runner) illegal(m ikebana.Move) (Text, bool) { return WhyNot(r.run.Pos.State, m) }

// WhyNot explains, to the florist to move, why move m cannot be made in
// state st (ok true), or returns ok false when it can: the game's table
// answers a tap with the same words as the lessons.
func WhyNot(st ikebana.State, m ikebana.Move) (why Text, ok bool) {
	p := st.ToMove()
	me := st.Prestige(p)
	switch m.Kind {
	case ikebana.MoveDraw:
		if st.Phase() == ikebana.PhaseDrawn {
			return Text{ID: "ikebana.tutorial.wrong.decide", Data: map[string]any{"Card": st.Drawn()},
				Claims: []Claim{{Place: TurnedOver, Card: st.Drawn()}}}, true
		}
	case ikebana.MoveBuy:
		if st.Phase() == ikebana.PhaseDrawn {
			return Text{ID: "ikebana.tutorial.wrong.started", Data: map[string]any{"Card": st.Drawn()},
				Claims: []Claim{{Place: TurnedOver, Card: st.Drawn()}}}, true
		}
		if int(m.From) >= st.Players() {
			return Text{ID: "ikebana.tutorial.wrong.read"}, true
		}
		c := st.DiscardTop(m.From)
		switch {
		case m.From == p && c != ikebana.NoCard:
			return Text{ID: "ikebana.tutorial.wrong.own", Data: map[string]any{"Card": c},
				Claims: []Claim{{Place: OnDiscard, Card: c, Seat: p}}}, true
		case m.From == p || c == ikebana.NoCard:
			return Text{ID: "ikebana.tutorial.wrong.empty"}, true
		case c.Value() > me:
			return Text{ID: "ikebana.tutorial.wrong.price", Data: map[string]any{"Card": c, "Price": c.Value(), "Have": me, "From": Name(m.From)},
				Claims: []Claim{{Place: OnDiscard, Card: c, Seat: m.From, N: c.Value()}, {Place: HasPrestige, Seat: p, N: me}}}, true
		}
	case ikebana.MoveKeep, ikebana.MoveRefuse:
		if st.Phase() != ikebana.PhaseDrawn {
			return Text{ID: "ikebana.tutorial.wrong.draw-first"}, true
		}
		if m.Kind == ikebana.MoveRefuse && !st.IsLegal(m) {
			price, to := st.RefusePrice()
			return Text{ID: "ikebana.tutorial.wrong.refuse", Data: map[string]any{"Card": st.Drawn(), "Price": price, "Have": me},
				Claims: []Claim{{Place: TurnedOver, Card: st.Drawn()}, {Place: RefuseCost, Seat: to, N: price}, {Place: HasPrestige, Seat: p, N: me}}}, true
		}
	default:
		return Text{ID: "ikebana.tutorial.wrong.read"}, true
	}
	return Text{}, false
}

// notThisOne says which decision the step is about when the player made
// another legal one.
func (r *Runner) notThisOne(want ikebana.Move) Text {
	st := r.run.Pos.State
	switch want.Kind {
	case ikebana.MoveDraw:
		return Text{ID: "ikebana.tutorial.wrong.want-draw"}
	case ikebana.MoveBuy:
		c := st.DiscardTop(want.From)
		return Text{ID: "ikebana.tutorial.wrong.want-buy", Data: map[string]any{"Card": c, "From": Name(want.From), "Price": c.Value()},
			Claims: []Claim{{Place: OnDiscard, Card: c, Seat: want.From, N: c.Value()}}}
	case ikebana.MoveKeep:
		return Text{ID: "ikebana.tutorial.wrong.want-keep", Data: map[string]any{"Card": st.Drawn()},
			Claims: []Claim{{Place: TurnedOver, Card: st.Drawn()}}}
	}
	price, to := st.RefusePrice()
	return Text{ID: "ikebana.tutorial.wrong.want-refuse", Data: map[string]any{"Card": st.Drawn(), "Price": price, "To": Payee(to)},
		Claims: []Claim{{Place: TurnedOver, Card: st.Drawn()}, {Place: RefuseCost, Seat: to, N: price}}}
}

// Next goes on from a step that only explains (and lets the computers play
// where the step says so). On a step that waits for the player's tap or
// choice, Next does nothing and returns false: the lesson is learned by
// doing. It also returns false when the lesson is done.
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
		return r.TapCard(r.answers(s).First()).OK
	}
	if s.free {
		return r.Choose(r.advice().Move).OK
	}
	return r.Choose(s.expect[0]).OK
}

// Skip ends the lesson at once (Done becomes true); Back still returns to
// where it was.
func (r *Runner) Skip() { r.run.Skip() }

// Back returns to the position before the last Next, tap or choice that
// changed something, exactly as it was. It returns false at the start.
func (r *Runner) Back() bool { return r.run.Back() }

// hintBudget keeps the guided round's hints quick on a phone: the runner
// computes a hint as its step shows, on the UI goroutine, and the hard
// level's full search (ai.DefaultBudget) takes about 140 ms there against
// 1.4 ms (BenchmarkGuidedStep). So the round's hints are a quick search,
// not the hard level's move, and the round's intro says so
// (ikebana.tutorial.guided.intro); the table's assist searches in full.
const hintBudget = 600

// advice returns the guided round's hint, computed once per position.
func (r *Runner) advice() advice.Advice {
	return r.run.Hint(func() advice.Advice {
		return advice.Advise(r.obs(), ai.WithSeed(1), ai.WithBudget(hintBudget))
	})
}

// reply lets the computers play until it is the player's turn again or the
// round is over: the lesson's scripted moves first, in order, then the easy
// level (which plays the same move on the same board). Each move is
// recorded with its events in rec, unless rec is nil.
func reply(s ikebana.State, script *[]ikebana.Move, rec *played) ikebana.State {
	easy, _ := ai.New("easy")
	for s.Phase().Playing() && s.ToMove() != You {
		var m ikebana.Move
		if len(*script) > 0 && s.IsLegal((*script)[0]) {
			m = (*script)[0]
			*script = (*script)[1:]
		} else {
			*script = nil
			o := s.Observe(s.ToMove())
			m = easy.Move(&o)
		}
		next, err := lesson.Apply(rec, s, m)
		if err != nil {
			break
		}
		s = next
	}
	return s
}

// bestCards returns the cards of choices that make bouquet score most, on
// the real scorer.
func bestCards(bouquet, choices []ikebana.Card) ikebana.Set {
	var best ikebana.Set
	top := -1
	for _, c := range choices {
		t := scoreWith(bouquet, c).Total
		switch {
		case t > top:
			best, top = ikebana.SetOf(c), t
		case t == top:
			best = best.Add(c)
		}
	}
	return best
}

// scoreWith scores bouquet with card c added.
func scoreWith(bouquet []ikebana.Card, c ikebana.Card) ikebana.Score {
	sc, _ := ikebana.ScoreBouquet(ikebana.SetOf(bouquet...).Add(c), false)
	return sc
}
