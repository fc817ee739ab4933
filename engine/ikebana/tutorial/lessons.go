package tutorial

import (
	"strings"

	"github.com/koikoi-app/koikoi/engine/ikebana"
)

// Lesson is one lesson of the tutorial: a short list of steps.
type Lesson struct {
	ID      string // "cards", "turn", "combos" or "guided"
	Number  int    // 1..4, its place in the list
	Title   string // i18n id of its title
	Summary string // i18n id of what it teaches
	steps   []step
}

// Len returns the number of steps of the lesson.
func (l Lesson) Len() int { return len(l.steps) }

// LessonIDs lists the lessons in order.
var LessonIDs = []string{"cards", "turn", "combos", "guided"}

// step is one step of a lesson.
type step struct {
	id     string // text id: ikebana.tutorial.<lesson>.<id>, unless say gives one
	action Action
	// say returns the text with its data and claims (nil: the text alone,
	// naming no card).
	say       func(r *Runner) Text
	highlight func(r *Runner) ikebana.Set

	cards   []ikebana.Card // quiz or illustration row
	bouquet []ikebana.Card // the example bouquet of a scoring quiz
	answer  ikebana.Set    // right answers of a quiz without a bouquet
	wrong   func(r *Runner, c ikebana.Card) Text

	setup  *position      // a new staged position
	expect []ikebana.Move // accepted moves
	// reply: the computers play after the player's move, or, on a step
	// that explains, when the player taps Next.
	reply   bool
	free    bool // the guided round: any legal move, hints on
	noTable bool
}

// card returns the card with the id; ids are constants of this package.
func card(id string) ikebana.Card {
	c, err := ikebana.ParseCard(id)
	if err != nil {
		panic(err)
	}
	return c
}

// cards returns the cards of a space-separated list of ids.
func cards(ids string) []ikebana.Card {
	var cs []ikebana.Card
	for _, id := range strings.Fields(ids) {
		cs = append(cs, card(id))
	}
	return cs
}

// position is a staged game: players seats, the first player, the top of
// the pile as given (the other cards follow in id order), and the moves
// played from the start (script). replies are the computers' moves after
// that, in order, before the easy level takes over. With a seed instead of
// a deck, the pile is shuffled by the engine.
type position struct {
	players int
	first   ikebana.Seat
	top     string
	seed    uint64
	script  string // moves separated by ';'
	replies string
}

// moves reads moves separated by ';'.
func moves(text string) ([]ikebana.Move, error) {
	var ms []ikebana.Move
	for _, f := range strings.Split(text, ";") {
		if strings.TrimSpace(f) == "" {
			continue
		}
		m, err := ikebana.ParseMove(f)
		if err != nil {
			return nil, err
		}
		ms = append(ms, m)
	}
	return ms, nil
}

// stage builds the position: the state with the script played, and the
// computers' replies to come.
func (p position) stage() (ikebana.State, []ikebana.Move, error) {
	opts := []ikebana.Option{ikebana.WithPlayers(p.players), ikebana.WithFirstPlayer(p.first), ikebana.WithSeed(p.seed)}
	if p.top != "" {
		deck := cards(p.top)
		rest := ikebana.FullDeck &^ ikebana.SetOf(deck...)
		opts = append(opts, ikebana.WithDecks(append(deck, rest.Cards()...)))
	}
	st, err := ikebana.NewState(opts...)
	if err != nil {
		return st, nil, err
	}
	script, err := moves(p.script)
	if err != nil {
		return st, nil, err
	}
	for _, m := range script {
		if st, err = st.Apply(m); err != nil {
			return st, nil, err
		}
	}
	replies, err := moves(p.replies)
	if err != nil {
		return st, nil, err
	}
	st = reply(st, &replies, nil)
	return st, replies, nil
}

var (
	// posTurn: three florists. The computers each drew and kept a card;
	// the player refuses three cards (paying 1 to Computer 1, 2 to
	// Computer 2, 3 to Computer 1 again) and must keep the fourth. Each
	// computer then refuses one card: Computer 2 pays its refusal to the
	// player, who can then buy Computer 1's black 1 but not Computer 2's
	// green 3.
	posTurn = &position{
		players: 3, first: 1,
		top:     "yellow-4a black-3a red-1a green-2a blue-4a yellow-1a black-1a red-5 green-3a blue-2a",
		script:  "draw; keep; draw; keep",
		replies: "draw; refuse; keep; draw; refuse; keep",
	}
	// posGuided is the guided round: the player first, two easy computers.
	posGuided = &position{players: 3, first: 0, seed: 11}
)

// Lessons returns the four lessons, in order.
func Lessons() []Lesson {
	ls := []Lesson{
		{ID: "cards", steps: cardsLesson()},
		{ID: "turn", steps: turnLesson()},
		{ID: "combos", steps: combosLesson()},
		{ID: "guided", steps: guidedLesson()},
	}
	for i := range ls {
		ls[i].Number = i + 1
		ls[i].Title = "ikebana.tutorial." + ls[i].ID + ".title"
		ls[i].Summary = "ikebana.tutorial." + ls[i].ID + ".summary"
	}
	return ls
}

// shown is a text with data whose cards are all in the step's row.
func shown(id string, data map[string]any) Text {
	t := Text{ID: id, Data: data}
	for _, v := range data {
		if c, ok := v.(ikebana.Card); ok {
			t.Claims = append(t.Claims, Claim{Place: Shown, Card: c})
		}
	}
	return t
}

// cardsLesson: the five colours with their flowers and symbols, the
// values and their copies, the jokers.
func cardsLesson() []step {
	find := cards("black-3a red-3a blue-3a yellow-3a green-3a")
	values := cards("green-2a yellow-4a black-1a blue-3a red-2b")
	jokers := cards("red-3a multi-3 green-3b blue-3b")
	return []step{
		{id: "colours", cards: cards("red-5 green-5 yellow-5 blue-5 black-5")},
		{id: "find", action: ActionTap, cards: find, answer: ikebana.SetOf(card("blue-3a")),
			wrong: func(_ *Runner, c ikebana.Card) Text {
				return shown("ikebana.tutorial.cards.find.wrong", map[string]any{"Card": c, "Flower": Flower(c.Colour()), "Symbol": Symbol(c.Colour())})
			}},
		{id: "values", cards: cards("red-1a red-2a red-3a red-4a red-5")},
		{id: "value", action: ActionTap, cards: values, answer: ikebana.SetOf(card("yellow-4a")),
			wrong: func(_ *Runner, c ikebana.Card) Text {
				best := card("yellow-4a")
				return shown("ikebana.tutorial.cards.value.wrong", map[string]any{"Card": c, "Value": c.Value(), "Best": best, "BestValue": best.Value()})
			}},
		{id: "jokers", cards: cards("multi-1 multi-2 multi-3 multi-4 multi-5")},
		{id: "joker", action: ActionTap, cards: jokers, answer: ikebana.SetOf(card("multi-3")),
			wrong: func(_ *Runner, c ikebana.Card) Text {
				return shown("ikebana.tutorial.cards.joker.wrong", map[string]any{"Card": c, "Colour": c.Colour()})
			}},
		{id: "end", say: func(*Runner) Text {
			return Text{ID: "ikebana.tutorial.cards.end", Data: map[string]any{"Cards": ikebana.NumCards}}
		}},
	}
}

// turnLesson: draw, refuse (the k-th refusal costs k, paid round the
// table), the limit of what can be paid, and buying a discard top.
func turnLesson() []step {
	drawn := func(r *Runner) ikebana.Set { return ikebana.SetOf(r.run.Pos.State.Drawn()) }
	refusal := func(id string) func(r *Runner) Text {
		return func(r *Runner) Text {
			st := r.run.Pos.State
			price, to := st.RefusePrice()
			me := st.Prestige(You)
			t := Text{ID: "ikebana.tutorial.turn." + id,
				Data: map[string]any{"Card": st.Drawn(), "Price": price, "To": Payee(to), "Have": me},
				Claims: []Claim{{Place: TurnedOver, Card: st.Drawn()}, {Place: RefuseCost, Seat: to, N: price},
					{Place: HasPrestige, Seat: You, N: me}}}
			if top := st.DiscardTop(You); top != ikebana.NoCard {
				t.Data["Prev"] = top
				t.Claims = append(t.Claims, Claim{Place: OnDiscard, Card: top, Seat: You})
			}
			return t
		}
	}
	return []step{
		{id: "table", setup: posTurn, say: func(r *Runner) Text {
			st := r.run.Pos.State
			t := Text{ID: "ikebana.tutorial.turn.table", Data: map[string]any{"Have": st.Prestige(You)}}
			for p := 0; p < st.Players(); p++ {
				t.Claims = append(t.Claims, Claim{Place: HasPrestige, Seat: ikebana.Seat(p), N: st.Prestige(ikebana.Seat(p))})
			}
			return t
		}},
		{id: "draw", action: ActionMove, expect: []ikebana.Move{ikebana.Draw}},
		{id: "refuse1", action: ActionMove, expect: []ikebana.Move{ikebana.Refuse}, say: refusal("refuse1"), highlight: drawn},
		{id: "refuse2", action: ActionMove, expect: []ikebana.Move{ikebana.Refuse}, say: refusal("refuse2"), highlight: drawn},
		{id: "refuse3", action: ActionMove, expect: []ikebana.Move{ikebana.Refuse}, say: refusal("refuse3"), highlight: drawn},
		{id: "forced", action: ActionMove, expect: []ikebana.Move{ikebana.Keep}, say: refusal("forced"), highlight: drawn, reply: true},
		{id: "paid", say: func(r *Runner) Text {
			st := r.run.Pos.State
			return Text{ID: "ikebana.tutorial.turn.paid", Data: map[string]any{"From": Name(2), "Have": st.Prestige(You)},
				Claims: []Claim{{Place: HasPrestige, Seat: You, N: st.Prestige(You)}}}
		}},
		{id: "buy", action: ActionMove, expect: []ikebana.Move{ikebana.Buy(1)},
			say: func(r *Runner) Text {
				c := r.run.Pos.State.DiscardTop(1)
				return Text{ID: "ikebana.tutorial.turn.buy", Data: map[string]any{"Card": c, "From": Name(1), "Price": c.Value()},
					Claims: []Claim{{Place: OnDiscard, Card: c, Seat: 1, N: c.Value()}}}
			},
			highlight: func(r *Runner) ikebana.Set { return ikebana.SetOf(r.run.Pos.State.DiscardTop(1)) }},
		{id: "end", say: func(r *Runner) Text {
			st := r.run.Pos.State
			b := st.Bouquet(You)
			var bought ikebana.Card
			for _, c := range b.Cards() {
				if c.Value() == 1 && c.Colour() == ikebana.Black {
					bought = c
				}
			}
			return Text{ID: "ikebana.tutorial.turn.end", Data: map[string]any{"Card": bought, "From": Name(1), "Have": st.Prestige(You)},
				Claims: []Claim{{Place: InBouquet, Card: bought, Seat: You}, {Place: HasPrestige, Seat: You, N: st.Prestige(You)}}}
		}},
	}
}

// example is an explaining step that shows a bouquet and what the real
// scorer makes of it.
func example(id, ids string, extra func(sc ikebana.Score, d map[string]any)) step {
	cs := cards(ids)
	return step{id: id, cards: cs, say: func(*Runner) Text {
		sc, _ := ikebana.ScoreBouquet(ikebana.SetOf(cs...), false)
		d := map[string]any{"Combos": Combos(sc), "Colours": Colours(sc), "Total": sc.Total}
		if extra != nil {
			extra(sc, d)
		}
		return Text{ID: "ikebana.tutorial.combos." + id, Data: d}
	}}
}

// quiz is a step that shows a four-card bouquet and a row of cards: tap
// the card the bouquet would score most with, on the real scorer.
func quiz(id, bouquet, choices string) step {
	b, cs := cards(bouquet), cards(choices)
	return step{id: id, action: ActionTap, bouquet: b, cards: cs,
		wrong: func(_ *Runner, c ikebana.Card) Text {
			best := bestCards(b, cs).First()
			sc, bs := scoreWith(b, c), scoreWith(b, best)
			return shown("ikebana.tutorial.combos.wrong", map[string]any{
				"Card": c, "Combos": Combos(sc), "Colours": Colours(sc), "Total": sc.Total,
				"Best": best, "BestTotal": bs.Total})
		}}
}

// combosLesson: combinations of one value, runs and the best split, the
// colour multiplier, and the jokers' colour, each shown on the real scorer
// and then asked.
func combosLesson() []step {
	return []step{
		example("same", "red-3a green-3b yellow-3a blue-2a black-2b", nil),
		quiz("same-quiz", "red-4a green-4b blue-1a black-2a", "blue-5 red-1b yellow-4a"),
		example("runs", "red-1a red-2a green-3a green-4a red-2b", nil),
		quiz("runs-quiz", "blue-2a blue-3a black-4a black-5", "red-3b black-4b blue-1a"),
		example("colours", "red-1a red-2a red-3a red-4a red-5", nil),
		quiz("colours-quiz", "red-1a red-1b red-3a red-4a", "green-1c red-2a red-4b"),
		example("jokers", "red-5 green-5 yellow-5 blue-5 multi-5", func(sc ikebana.Score, d map[string]any) {
			d["Colour"] = sc.Jokers[4]
		}),
		quiz("jokers-quiz", "green-1a green-2a green-3a green-4a", "yellow-5 blue-1b multi-5"),
		{id: "end"},
	}
}

// guidedLesson: a whole round against two easy computers, with hints.
func guidedLesson() []step {
	return []step{
		{id: "intro", setup: posGuided},
		{id: "play", free: true, say: func(r *Runner) Text {
			st := r.run.Pos.State
			if st.Phase() != ikebana.PhaseDrawn {
				return Text{ID: "ikebana.tutorial.guided.start", Data: map[string]any{"Turn": st.Bouquet(You).Len() + 1}}
			}
			price, to := st.RefusePrice()
			t := Text{ID: "ikebana.tutorial.guided.drawn", Data: map[string]any{"Card": st.Drawn(), "Price": price, "To": Payee(to)},
				Claims: []Claim{{Place: TurnedOver, Card: st.Drawn()}, {Place: RefuseCost, Seat: to, N: price}}}
			if !st.IsLegal(ikebana.Refuse) {
				t.ID = "ikebana.tutorial.guided.must-keep"
			}
			return t
		}},
		{id: "end", say: func(r *Runner) Text {
			st := r.run.Pos.State
			sc, _ := ikebana.ScoreBouquet(st.Bouquet(You), false)
			return Text{ID: "ikebana.tutorial.guided.end",
				Data:   map[string]any{"Combos": Combos(sc), "Colours": Colours(sc), "Total": sc.Total, "Have": st.Prestige(You)},
				Claims: []Claim{{Place: HasPrestige, Seat: You, N: st.Prestige(You)}}}
		}},
	}
}
