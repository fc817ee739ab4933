package tutorial

import (
	"fmt"
	"strings"

	"github.com/koikoi-app/koikoi/engine/koikoi"
)

// Lesson is one lesson of the tutorial: a short list of steps.
type Lesson struct {
	ID      string // "cards", "setup", "capture", "yaku", "koikoi" or "guided"
	Number  int    // 1..6, its place in the list
	Title   string // i18n id of its title, tutorial.lesson.<Number>.title
	Summary string // i18n id of what it teaches, tutorial.lesson.<Number>.summary
	steps   []step
}

// Len returns the number of steps of the lesson.
func (l Lesson) Len() int { return len(l.steps) }

// LessonIDs lists the lessons in order.
var LessonIDs = []string{"cards", "setup", "capture", "yaku", "koikoi", "guided"}

// step is one step of a lesson.
type step struct {
	id     string // text id: tutorial.<lesson>.<id>, unless say gives one
	action Action
	// say returns the text with its data and its claims (nil: the text
	// tutorial.<lesson>.<id> alone, naming no card).
	say       func(r *Runner) Text
	highlight func(r *Runner) koikoi.Set

	cards  []koikoi.Card // quiz or illustration row
	answer koikoi.Set    // right answers of a quiz
	wrong  func(c koikoi.Card) Text

	setup     *position     // a new staged position
	expect    []koikoi.Move // accepted moves (any legal when empty)
	wrongMove func(r *Runner, m koikoi.Move) Text

	// reply: the computer plays its turn after the player's move, or, on
	// a step that explains, when the player taps Next.
	reply           bool
	free            bool // the guided round: any legal move, hints on
	hideHand        bool
	noTable         bool
	advanceOnChoice bool // a capture choice left pending is the next step's
}

// card returns the card with the id; ids are constants of this file.
func card(id string) koikoi.Card {
	c, err := koikoi.ParseCard(id)
	if err != nil {
		panic(err)
	}
	return c
}

// cards returns the cards of a space-separated list of ids.
func cards(ids string) []koikoi.Card {
	var cs []koikoi.Card
	for _, id := range strings.Fields(ids) {
		cs = append(cs, card(id))
	}
	return cs
}

func set(ids string) koikoi.Set { return koikoi.SetOf(cards(ids)...) }

func plays(ids string) []koikoi.Move {
	var ms []koikoi.Move
	for _, c := range cards(ids) {
		ms = append(ms, koikoi.Play(c))
	}
	return ms
}

// position is a staged round: the player (seat 0) gets hand, the computer
// opp, the field and the top of the draw pile as given (the rest of the pile
// follows in deck order). The player is the Oya unless dealer is 1. Then the
// player's script moves are made, the computer answering each turn. The
// computer plays the cards of order first, in that order (see reply).
type position struct {
	dealer                 koikoi.Seat
	hand, opp, field, pile string
	order                  string // the computer's plays, in order
	script                 string // the player's moves, such as "play dec-phoenix"
	seed                   uint64 // a shuffled deal instead (the guided round)
}

func (p position) stage(rules koikoi.Rules) (koikoi.State, error) {
	if p.seed != 0 {
		st, err := koikoi.NewState(koikoi.WithRules(rules), koikoi.WithSeed(p.seed), koikoi.WithDealer(0))
		return reply(st, nil, nil), err
	}
	hand, opp, field, pile := cards(p.hand), cards(p.opp), cards(p.field), cards(p.pile)
	used := koikoi.SetOf(hand...) | koikoi.SetOf(opp...) | koikoi.SetOf(field...) | koikoi.SetOf(pile...)
	pile = append(pile, (koikoi.FullDeck &^ used).Cards()...)
	oya, other := hand, opp
	if p.dealer == 1 {
		oya, other = opp, hand
	}
	deck, err := koikoi.StackDeck(&rules, oya, other, field, pile)
	if err != nil {
		return koikoi.State{}, err
	}
	st, err := koikoi.NewState(koikoi.WithRules(rules), koikoi.WithDecks(deck), koikoi.WithDealer(p.dealer))
	if err != nil {
		return st, err
	}
	order := cards(p.order)
	st = reply(st, order, nil)
	for _, line := range strings.Split(p.script, ";") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		m, err := koikoi.ParseMove(line)
		if err != nil {
			return st, err
		}
		if st, err = st.Apply(m); err != nil {
			return st, err
		}
		st = reply(st, order, nil)
	}
	return st, nil
}

// The staged positions. The player's hand never matches the field except
// where the lesson says, and no hand holds four of a month or four pairs
// unless the lesson shows Teshi or Kuttsuki.
var (
	// posOne: a plain deal (lesson 2).
	posOne = &position{
		hand:  "feb-plain-1 jan-plain-1 mar-plain-1 sep-plain-1 nov-swallow jan-poetry mar-poetry sep-blue",
		opp:   "apr-plain-2 may-plain-2 jun-plain-2 jul-plain-2 aug-plain-2 oct-plain-2 dec-plain-2 dec-plain-3",
		field: "feb-plain-2 apr-plain-1 jun-plain-1 aug-plain-1 oct-plain-1 dec-plain-1 may-plain-1 jul-plain-1",
		pile:  "apr-ribbon",
	}
	// posRound: lesson 3's round, turn by turn. You: feb-plain-1 takes
	// feb-plain-2, the draw apr-ribbon takes apr-plain-1. Computer:
	// jun-plain-2 takes jun-plain-1, draws oct-plain-1 (stays). You:
	// sep-plain-1 matches nothing, nor does the draw nov-rainman. Computer:
	// sep-plain-2 takes sep-plain-1, the draw may-ribbon stays. You: aug-geese matches aug-moon and aug-plain-1, you
	// choose; the draw dec-plain-1 stays. Computer: aug-plain-2 takes the
	// other August card, the draw dec-plain-2 takes dec-plain-1. You:
	// mar-plain-2 takes the three March cards; the draw jul-plain-1 stays.
	// The computer takes eight plain cards in all: no yaku (Kasu needs ten).
	posRound = &position{
		hand:  "feb-plain-1 sep-plain-1 aug-geese mar-plain-2 jan-plain-1 jan-poetry nov-swallow may-bridge",
		opp:   "jun-plain-2 sep-plain-2 aug-plain-2 may-plain-1 may-plain-2 dec-plain-3 jul-plain-2 jan-plain-2",
		field: "feb-plain-2 apr-plain-1 aug-moon aug-plain-1 mar-curtain mar-poetry mar-plain-1 jun-plain-1",
		pile:  "apr-ribbon oct-plain-1 nov-rainman may-ribbon dec-plain-1 dec-plain-2 jul-plain-1",
		order: "jun-plain-2 sep-plain-2 aug-plain-2",
	}
	// posEmpty: the player takes the December and August triples, the
	// computer the last two field cards; the crane is turned up next.
	posEmpty = &position{
		hand:   "dec-phoenix jan-plain-1 jan-poetry mar-plain-1 mar-poetry sep-plain-1 sep-blue nov-swallow",
		opp:    "feb-plain-2 may-plain-1 may-plain-2 jun-plain-1 jul-plain-1 oct-plain-1 oct-plain-2 jun-plain-2",
		field:  "dec-plain-1 dec-plain-2 dec-plain-3 aug-plain-1 aug-plain-2 aug-geese feb-plain-1 apr-plain-1",
		pile:   "aug-moon apr-plain-2 jan-crane",
		script: "play dec-phoenix",
	}
	posTeshi = &position{
		hand:  "jan-crane jan-poetry jan-plain-1 jan-plain-2 feb-plain-1 mar-plain-1 apr-plain-1 may-plain-1",
		opp:   "feb-plain-2 mar-plain-2 apr-plain-2 may-plain-2 jun-plain-2 jul-plain-2 aug-plain-2 oct-plain-2",
		field: "jun-plain-1 jul-plain-1 aug-plain-1 sep-plain-1 oct-plain-1 nov-swallow dec-plain-1 dec-plain-2",
	}
	posKuttsuki = &position{
		hand:  "feb-plain-1 feb-plain-2 mar-plain-1 mar-plain-2 apr-plain-1 apr-plain-2 may-plain-1 may-plain-2",
		opp:   "jan-plain-1 jan-poetry feb-warbler mar-poetry apr-ribbon may-ribbon jun-plain-2 jul-plain-2",
		field: posTeshi.field,
	}
	// posExchange: the computer deals, the player may swap hands.
	posExchange = &position{dealer: 1, hand: posOne.hand, opp: posOne.opp, field: posOne.field, pile: posOne.pile}
	// posGoOn: the boar and the deer are taken; the butterflies complete
	// Inoshikacho early, with animals left to take and a weak opponent.
	posGoOn = &position{
		hand:   "jul-boar jun-butterflies aug-geese may-bridge apr-cuckoo feb-warbler mar-plain-1 nov-swallow",
		opp:    "mar-plain-2 sep-plain-1 sep-plain-2 oct-plain-2 jan-plain-1 jan-plain-2 dec-plain-2 mar-poetry",
		field:  "jul-plain-1 oct-plain-1 jun-plain-1 aug-plain-1 may-plain-1 feb-plain-1 dec-plain-1 apr-plain-1",
		pile:   "oct-deer nov-ribbon sep-blue",
		script: "play jul-boar",
	}
	// posStop: the same yaku, but the computer has taken two brights and
	// the full moon lies in the field.
	posStop = &position{
		hand:   "jul-boar jun-butterflies sep-plain-1 sep-plain-2 nov-swallow nov-ribbon may-plain-1 apr-plain-1",
		opp:    "jan-crane may-plain-2 apr-plain-2 oct-plain-2 may-ribbon apr-ribbon oct-blue may-bridge",
		field:  "jul-plain-1 oct-plain-1 jun-plain-1 jan-plain-1 mar-plain-1 aug-moon feb-plain-1 dec-plain-1",
		pile:   "oct-deer mar-curtain sep-blue",
		script: "play jul-boar",
	}
	// posGuided is the guided round's deal (a shuffled one).
	posGuided = &position{seed: 7}
)

// Lessons returns the six lessons for the rules: their texts quote the
// rules' points and multipliers, and steps about options the rules do not
// use (the hand exchange, Gaji, Tsukifuda, the viewing yaku...) are left out.
func Lessons(rules koikoi.Rules) []Lesson {
	ls := []Lesson{
		{ID: "cards", steps: cardSteps(rules)},
		{ID: "setup", steps: setupSteps(rules)},
		{ID: "capture", steps: captureSteps()},
		{ID: "yaku", steps: yakuSteps(rules)},
		{ID: "koikoi", steps: koiSteps(rules)},
		{ID: "guided", steps: guidedSteps()},
	}
	for i := range ls {
		ls[i].Number = i + 1
		ls[i].Title = fmt.Sprintf("tutorial.lesson.%d.title", i+1)
		ls[i].Summary = fmt.Sprintf("tutorial.lesson.%d.summary", i+1)
	}
	return ls
}

// LessonByID returns the lesson with the id among Lessons(rules).
func LessonByID(rules koikoi.Rules, id string) (Lesson, bool) {
	for _, l := range Lessons(rules) {
		if l.ID == id {
			return l, true
		}
	}
	return Lesson{}, false
}

func fixed(s koikoi.Set) func(*Runner) koikoi.Set { return func(*Runner) koikoi.Set { return s } }

// data returns a say function for a text that names no card.
func data(f func(r *Runner) map[string]any) func(*Runner) Text {
	return func(r *Runner) Text { return Text{Data: f(r)} }
}

// shownCard is a say function for a text about one card of the row.
func shownCard(id string, c koikoi.Card, extra map[string]any) Text {
	d := map[string]any{"Card": c}
	for k, v := range extra {
		d[k] = v
	}
	return Text{ID: id, Data: d, Claims: at(Shown, c)}
}

func cardSteps(rules koikoi.Rules) []step {
	sake, rain, lightning := card("sep-sake"), card("nov-rainman"), card("nov-lightning")
	ss := []step{
		{id: "intro", cards: koikoi.AllCards()},
		{id: "ranks", cards: cards("jan-crane feb-warbler feb-poetry feb-plain-1"),
			say: data(func(*Runner) map[string]any {
				return map[string]any{"Bright": koikoi.Bright, "Animal": koikoi.Animal, "Ribbon": koikoi.Ribbon, "Plain": koikoi.Plain}
			})},
		{id: "quiz-bright", action: ActionTap, cards: cards("apr-cuckoo jul-ribbon mar-curtain oct-plain-1"),
			answer: set("mar-curtain"),
			wrong: func(c koikoi.Card) Text {
				return shownCard("tutorial.wrong.not-bright", c, map[string]any{"Kind": c.Kind()})
			}},
		{id: "months", cards: koikoi.MonthSet(3).Cards(),
			say: data(func(*Runner) map[string]any { return map[string]any{"Month": Month(3)} })},
		{id: "quiz-month", action: ActionTap, cards: cards("aug-geese may-ribbon dec-plain-1 mar-plain-1"),
			answer: set("mar-plain-1"),
			say:    data(func(*Runner) map[string]any { return map[string]any{"Month": Month(3)} }),
			wrong: func(c koikoi.Card) Text {
				return shownCard("tutorial.wrong.month", c, map[string]any{"Month": MonthName(c.Month())})
			}},
		{id: "special", cards: []koikoi.Card{sake, rain, lightning}, say: func(*Runner) Text {
			return Text{Data: map[string]any{"Sake": sake, "RainMan": rain, "Lightning": lightning},
				Claims: at(Shown, sake, rain, lightning)}
		}},
	}
	if rules.Gaji {
		ss = append(ss, step{id: "gaji", cards: []koikoi.Card{lightning}, say: func(*Runner) Text {
			return Text{Data: map[string]any{"Card": lightning}, Claims: at(Shown, lightning)}
		}})
	}
	if rules.SakeAsPlain {
		ss = append(ss, step{id: "sake-plain", cards: []koikoi.Card{sake}, say: func(*Runner) Text {
			return Text{Data: map[string]any{"Card": sake}, Claims: at(Shown, sake)}
		}})
	}
	ss = append(ss, step{id: "quiz-sake", action: ActionTap, cards: cards("nov-swallow sep-blue aug-moon sep-sake"),
		answer: set("sep-sake"),
		wrong: func(c koikoi.Card) Text {
			return shownCard("tutorial.wrong.not-sake", c, nil)
		}})
	return ss
}

func setupSteps(rules koikoi.Rules) []step {
	handWin := data(func(*Runner) map[string]any { return map[string]any{"Points": Points(koikoi.HandWinPoints)} })
	ss := []step{
		{id: "dealer", action: ActionTap, cards: cards("jul-boar feb-plain-1"), answer: set("feb-plain-1"),
			wrong: func(c koikoi.Card) Text {
				return shownCard("tutorial.wrong.dealer", c, map[string]any{"Month": Month(c.Month())})
			}},
		{id: "deal", setup: posOne},
	}
	if rules.Exchange {
		ss = append(ss, step{id: "exchange", action: ActionExchange, setup: posExchange, hideHand: true})
	}
	ss = append(ss,
		step{id: "teshi", setup: posTeshi, say: func(r *Runner) Text {
			return Text{Data: map[string]any{"Points": Points(koikoi.HandWinPoints), "Month": Month(1)}}
		}, highlight: fixed(koikoi.MonthSet(1))},
		step{id: "kuttsuki", setup: posKuttsuki, say: handWin},
		step{id: "turns", setup: posOne},
	)
	return ss
}

func captureSteps() []step {
	one, onet := card("feb-plain-1"), card("feb-plain-2")
	none, geese, moon, three := card("sep-plain-1"), card("aug-geese"), card("aug-moon"), card("mar-plain-2")
	crane := card("jan-crane")
	return []step{
		{id: "intro", setup: posRound},
		{id: "one", action: ActionMove, expect: plays("feb-plain-1"),
			say: func(*Runner) Text {
				return Text{Data: map[string]any{"Card": one, "Target": onet}, Claims: []Claim{{one, InHand}, {onet, InField}}}
			},
			highlight: fixed(koikoi.SetOf(one, onet))},
		{id: "draw", reply: true, say: func(r *Runner) Text {
			o := r.obs()
			d := o.Drawn
			t := o.Captured.Month(d.Month()).Remove(d).First()
			return Text{Data: map[string]any{"Drawn": d, "Target": t}, Claims: []Claim{{d, JustDrawn}, {d, InCaptures}, {t, InCaptures}}}
		}, highlight: func(r *Runner) koikoi.Set {
			o := r.obs()
			return o.Captured.Month(o.Drawn.Month())
		}},
		{id: "none", action: ActionMove, expect: plays("sep-plain-1"),
			say: func(*Runner) Text {
				return Text{Data: map[string]any{"Card": none}, Claims: at(InHand, none)}
			},
			highlight: fixed(koikoi.SetOf(none))},
		{id: "none-after", reply: true, say: func(r *Runner) Text {
			d := r.obs().Drawn
			return Text{Data: map[string]any{"Card": none, "Drawn": d}, Claims: []Claim{{none, InField}, {d, JustDrawn}, {d, InField}}}
		}, highlight: func(r *Runner) koikoi.Set { return koikoi.SetOf(none, r.obs().Drawn) }},
		{id: "two", action: ActionMove, expect: plays("aug-geese"), advanceOnChoice: true,
			say: func(r *Runner) Text {
				t := r.obs().Field.Month(8)
				return Text{Data: map[string]any{"Card": geese, "A": t.First(), "B": t.Remove(t.First()).First()},
					Claims: append(at(InHand, geese), at(InField, t.Cards()...)...)}
			},
			highlight: func(r *Runner) koikoi.Set { return r.obs().Field.Month(8).Add(geese) }},
		{id: "choose", action: ActionMove, reply: false,
			expect: []koikoi.Move{koikoi.Capture(moon), koikoi.Capture(card("aug-plain-1"))},
			say: func(*Runner) Text {
				return Text{Data: map[string]any{"Best": moon}, Claims: at(InField, moon)}
			}},
		{id: "chosen", reply: true, say: func(r *Runner) Text {
			o := r.obs()
			took := (o.Captured & koikoi.MonthSet(8)).Remove(geese).First()
			left := o.Field.Month(8).First()
			return Text{Data: map[string]any{"Card": took, "Other": left}, Claims: []Claim{{took, InCaptures}, {left, InField}}}
		}, highlight: func(r *Runner) koikoi.Set { return r.obs().Field.Month(8) | r.obs().Captured.Month(8) }},
		{id: "three", action: ActionMove, expect: plays("mar-plain-2"),
			say: func(*Runner) Text {
				return Text{Data: map[string]any{"Card": three}, Claims: at(InHand, three)}
			},
			highlight: fixed(koikoi.MonthSet(3))},
		{id: "three-after", say: data(func(*Runner) map[string]any { return map[string]any{"Month": Month(3)} }),
			highlight: fixed(koikoi.MonthSet(3))},
		{id: "empty", action: ActionMove, setup: posEmpty, expect: plays("jan-plain-1 jan-poetry"),
			say: func(*Runner) Text {
				return Text{Data: map[string]any{"Card": crane, "Month": Month(1)}, Claims: at(InField, crane)}
			},
			highlight: fixed(koikoi.SetOf(crane)),
			wrongMove: func(r *Runner, m koikoi.Move) Text {
				return Text{ID: "tutorial.wrong.empty", Data: map[string]any{"Card": m.Card, "Target": crane, "Month": Month(1)},
					Claims: []Claim{{m.Card, InHand}, {crane, InField}}}
			}},
		{id: "end", say: func(r *Runner) Text {
			bs := (r.obs().Captured & koikoi.Brights).Cards()
			d := map[string]any{"Yaku": koikoi.Sanko}
			for i, k := range []string{"A", "B", "C"} {
				if i < len(bs) {
					d[k] = bs[i]
				}
			}
			return Text{Data: d, Claims: at(InCaptures, bs...)}
		}, highlight: func(r *Runner) koikoi.Set { return r.obs().Captured & koikoi.Brights }},
	}
}

// value returns a yaku's points under the rules, as Points.
func value(rules koikoi.Rules, y koikoi.Yaku) Points { return Points(rules.Values[y].Base) }

func yakuSteps(rules koikoi.Rules) []step {
	brights := set("jan-crane mar-curtain aug-moon nov-rainman dec-phoenix")
	rain := card("nov-rainman")
	boar, deer, butterflies := card("jul-boar"), card("oct-deer"), card("jun-butterflies")
	ss := []step{
		// A card of each rank: captures like these make the yaku.
		{id: "intro", noTable: true, cards: cards("jan-crane jul-boar jan-poetry jan-plain-1")},
		{id: "brights", cards: brights.Cards(), say: func(*Runner) Text {
			return Text{Data: map[string]any{"Yaku": koikoi.Sanko, "Points": value(rules, koikoi.Sanko),
				"Goko": koikoi.Goko, "Max": value(rules, koikoi.Goko), "RainMan": rain}, Claims: at(Shown, rain)}
		}},
		{id: "animals", cards: koikoi.InoShikaCho.Cards(), say: func(*Runner) Text {
			return Text{Data: map[string]any{"Yaku": koikoi.Inoshikacho, "Points": value(rules, koikoi.Inoshikacho),
				"Tane": koikoi.Tane, "TanePoints": value(rules, koikoi.Tane)}, Claims: at(Shown, boar, deer, butterflies)}
		}},
		{id: "ribbons", cards: (koikoi.PoetryRibbons | koikoi.BlueRibbons).Cards(), say: data(func(*Runner) map[string]any {
			return map[string]any{"Akatan": koikoi.Akatan, "Aotan": koikoi.Aotan, "Points": value(rules, koikoi.Akatan),
				"Tan": koikoi.Tan, "TanPoints": value(rules, koikoi.Tan)}
		})},
		{id: "plains", cards: set("jan-plain-1 feb-plain-1 mar-plain-1 apr-plain-1 may-plain-1 jun-plain-1 jul-plain-1 aug-plain-1 oct-plain-1 dec-plain-1").Cards(),
			say: data(func(*Runner) map[string]any {
				return map[string]any{"Yaku": koikoi.Kasu, "Points": value(rules, koikoi.Kasu)}
			})},
	}
	if rules.YakuExists(koikoi.Tsukimi) {
		id := "viewing"
		if rules.Viewing == koikoi.ViewingWithOtherYaku {
			id = "viewing-other"
		}
		moon, sake, curtain := card("aug-moon"), card("sep-sake"), card("mar-curtain")
		ss = append(ss, step{id: id, cards: []koikoi.Card{moon, sake, curtain}, say: func(*Runner) Text {
			return Text{Data: map[string]any{"Tsukimi": koikoi.Tsukimi, "Hanami": koikoi.Hanami, "Points": value(rules, koikoi.Tsukimi),
				"Sake": sake, "Moon": moon, "Curtain": curtain}, Claims: at(Shown, moon, sake, curtain)}
		}})
	}
	if rules.YakuExists(koikoi.Tsukifuda) {
		ss = append(ss, step{id: "tsukifuda", cards: koikoi.MonthSet(1).Cards(), say: data(func(*Runner) map[string]any {
			return map[string]any{"Yaku": koikoi.Tsukifuda, "Points": value(rules, koikoi.Tsukifuda), "Month": Month(1)}
		})})
	}
	ss = append(ss,
		step{id: "badges", setup: posEmpty, say: func(r *Runner) Text {
			p := badge(r)
			return Text{Data: map[string]any{"Yaku": p.Yaku, "Have": p.Have, "Need": p.Need}}
		}, highlight: func(r *Runner) koikoi.Set { return r.obs().Captured & koikoi.Brights }},
		step{id: "quiz", action: ActionTap, noTable: true, cards: cards("aug-geese jun-blue jun-butterflies sep-sake"),
			answer: set("jun-butterflies"),
			say: func(*Runner) Text {
				return Text{Data: map[string]any{"Yaku": koikoi.Inoshikacho, "Boar": boar, "Deer": deer}, Claims: at(Named, boar, deer)}
			},
			wrong: func(c koikoi.Card) Text {
				return Text{ID: "tutorial.wrong.inoshikacho",
					Data:   map[string]any{"Card": c, "Yaku": koikoi.Inoshikacho, "Boar": boar, "Deer": deer, "Butterflies": butterflies},
					Claims: append(at(Shown, c, butterflies), at(Named, boar, deer)...)}
			}},
	)
	return ss
}

// badge returns the bright yaku progress the badges step talks about.
func badge(r *Runner) koikoi.Progress {
	o := r.obs()
	for _, p := range r.rules.Progress(o.Captured, o.Month) {
		if p.Yaku <= koikoi.Sanko {
			return p
		}
	}
	return koikoi.Progress{Yaku: koikoi.Sanko, Have: (o.Captured & koikoi.Brights).Len(), Need: 3}
}

// koiExample is the score of Inoshikacho now, after one Koi-Koi of the
// player's, and after one of the opponent's.
func koiExample(rules koikoi.Rules) (now, self, opp koikoi.Score) {
	s := koikoi.InoShikaCho
	now = rules.Score(s, koikoi.ScoreContext{Month: 1})
	self = rules.Score(s, koikoi.ScoreContext{Month: 1, KoiSelf: 1})
	opp = rules.Score(s, koikoi.ScoreContext{Month: 1, KoiOpp: 1})
	return
}

func koiSteps(rules koikoi.Rules) []step {
	ss := []step{
		// A yaku just made: the moment of the choice.
		{id: "intro", noTable: true, cards: koikoi.InoShikaCho.Cards()},
		// The risk, beside the yaku at stake: nothing if the other player
		// stops first, and what their points are multiplied by after
		// your call.
		{id: "risk", noTable: true, cards: koikoi.InoShikaCho.Cards(), say: func(*Runner) Text {
			if m := rules.KoiMultiplier(0, 1); m > 1 {
				return Text{ID: "tutorial.koikoi.risk-mult", Data: map[string]any{"Mult": m}}
			}
			return Text{}
		}},
		// The gain: more yaku and cards, and a multiplier where the rules
		// have one for the caller.
		{id: "gain", cards: koikoi.InoShikaCho.Cards(), say: func(*Runner) Text {
			now, self, _ := koiExample(rules)
			d := map[string]any{"Yaku": koikoi.Inoshikacho, "Now": Points(now.Total), "AfterSelf": Points(self.Total)}
			if self.Total > now.Total {
				return Text{ID: "tutorial.koikoi.gain-mult", Data: d}
			}
			return Text{Data: d}
		}},
	}
	if rules.SevenDoubles {
		ss = append(ss, sevenStep(rules))
	}
	butterflies, boar, deer, moon := card("jun-butterflies"), card("jul-boar"), card("oct-deer"), card("aug-moon")
	play := func(id string, pos *position) step {
		return step{id: id, action: ActionMove, setup: pos, expect: plays("jun-butterflies"),
			say: func(*Runner) Text {
				return Text{Data: map[string]any{"Card": butterflies, "Yaku": koikoi.Inoshikacho}, Claims: at(InHand, butterflies)}
			},
			highlight: fixed(koikoi.InoShikaCho)}
	}
	goPlay := play("go-play", posGoOn)
	goPlay.say = func(*Runner) Text {
		return Text{Data: map[string]any{"Card": butterflies, "Yaku": koikoi.Inoshikacho, "Boar": boar, "Deer": deer},
			Claims: []Claim{{butterflies, InHand}, {boar, InCaptures}, {deer, InCaptures}}}
	}
	ss = append(ss,
		goPlay,
		step{id: "go-choose", action: ActionKoiKoi, expect: []koikoi.Move{koikoi.KoiKoi}, reply: true,
			say: data(func(r *Runner) map[string]any {
				o := r.obs()
				return map[string]any{"Yaku": koikoi.Inoshikacho, "Cards": o.Hand.Len(), "Matches": matching(o)}
			}),
			wrongMove: func(*Runner, koikoi.Move) Text { return Text{ID: "tutorial.wrong.go-on"} }},
		step{id: "go-after"},
		play("stop-play", posStop),
		step{id: "stop-choose", action: ActionKoiKoi, expect: []koikoi.Move{koikoi.Shobu},
			say: func(r *Runner) Text {
				return Text{Data: map[string]any{"Yaku": koikoi.Inoshikacho, "Card": moon, "Brights": (r.obs().OppCaptured & koikoi.Brights).Len()},
					Claims: at(InField, moon)}
			},
			highlight: func(r *Runner) koikoi.Set { return r.obs().OppCaptured&koikoi.Brights | koikoi.SetOf(moon) },
			wrongMove: func(*Runner, koikoi.Move) Text { return Text{ID: "tutorial.wrong.stop"} }},
		step{id: "stop-after", say: data(func(r *Runner) map[string]any {
			return map[string]any{"Points": Points(r.obs().Result.Points)}
		})},
	)
	return ss
}

// sevenStep tells that 7 points or more double, on cards that make them:
// the lesson's Inoshikacho with the three poetry ribbons.
func sevenStep(rules koikoi.Rules) step {
	set := koikoi.InoShikaCho | koikoi.PoetryRibbons
	sc := rules.Score(set, koikoi.ScoreContext{Month: 1})
	st := step{id: "seven", noTable: true, cards: set.Cards()}
	var made []koikoi.Yaku
	for y, p := range sc.Yaku {
		if p > 0 {
			made = append(made, koikoi.Yaku(y))
		}
	}
	if !sc.Doubled || len(made) != 2 {
		// Rules under which these cards do not show it: the rule alone.
		return st
	}
	st.say = func(*Runner) Text {
		return Text{ID: "tutorial.koikoi.seven-example", Data: map[string]any{
			"Yaku": made[0], "Other": made[1], "Base": Points(sc.Base), "Total": Points(sc.Base * 2)}}
	}
	return st
}

// matching counts the hand's cards that match a field card.
func matching(o *koikoi.Observation) int {
	n := 0
	for _, c := range o.Hand.Cards() {
		if f, _ := o.Field.Captures(c); !f.Empty() {
			n++
		}
	}
	return n
}

func guidedSteps() []step {
	return []step{
		{id: "intro", setup: posGuided},
		{id: "play", free: true},
		{id: "end", say: func(r *Runner) Text {
			res := r.obs().Result
			switch {
			case res.Draw || res.Reason == koikoi.EndNone:
				return Text{ID: "tutorial.guided.end.draw"}
			case res.Winner == 0:
				return Text{ID: "tutorial.guided.end.win", Data: map[string]any{"Points": Points(res.Points)}}
			}
			return Text{ID: "tutorial.guided.end.lose", Data: map[string]any{"Points": Points(res.Points)}}
		}},
	}
}
