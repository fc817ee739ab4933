package tutorial

import (
	"fmt"
	"strings"

	"github.com/koikoi-app/koikoi/koikoi"
)

// Lesson is one lesson of the tutorial: a short list of steps.
type Lesson struct {
	ID     string // "cards", "setup", "capture", "yaku", "koikoi" or "guided"
	Number int    // 1..6, its place in the list
	Title  string // i18n id of its title, tutorial.lesson.<Number>.title
	steps  []step
}

// Len returns the number of steps of the lesson.
func (l Lesson) Len() int { return len(l.steps) }

// LessonIDs lists the lessons in order.
var LessonIDs = []string{"cards", "setup", "capture", "yaku", "koikoi", "guided"}

// step is one step of a lesson.
type step struct {
	id     string // text id: tutorial.<lesson>.<id>, unless text is set
	text   string
	action Action
	data   func(r *Runner) map[string]any
	// dyn replaces the text and data altogether.
	dyn       func(r *Runner) Text
	highlight func(r *Runner) koikoi.Set

	cards  []koikoi.Card // quiz or illustration row
	answer koikoi.Set    // right answers of a quiz
	wrong  func(c koikoi.Card) Text

	setup     func(koikoi.Rules) (koikoi.State, error) // a new staged position
	expect    []koikoi.Move                            // accepted moves (any legal when empty)
	wrongMove func(r *Runner, m koikoi.Move) Text

	reply           bool // the computer plays its turn after the player's move
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
// player's script moves are made, the computer answering each turn.
type position struct {
	dealer                 koikoi.Seat
	hand, opp, field, pile string
	script                 string // the player's moves, such as "play dec-phoenix"
	seed                   uint64 // a shuffled deal instead (the guided round)
}

func (p position) stage(rules koikoi.Rules) (koikoi.State, error) {
	if p.seed != 0 {
		st, err := koikoi.NewState(koikoi.WithRules(rules), koikoi.WithSeed(p.seed), koikoi.WithDealer(0))
		return reply(st), err
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
	st = reply(st)
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
		st = reply(st)
	}
	return st, nil
}

func stage(p position) func(koikoi.Rules) (koikoi.State, error) { return p.stage }

// The staged positions. The player's hand never matches the field except
// where the lesson says, and no hand holds four of a month or four pairs
// unless the lesson shows Teshi or Kuttsuki.
var (
	// posOne: feb-plain-1 takes feb-plain-2; the draw, apr-ribbon, takes apr-plain-1.
	posOne = position{
		hand:  "feb-plain-1 jan-plain-1 mar-plain-1 sep-plain-1 nov-swallow jan-poetry mar-poetry sep-blue",
		opp:   "apr-plain-2 may-plain-2 jun-plain-2 jul-plain-2 aug-plain-2 oct-plain-2 dec-plain-2 dec-plain-3",
		field: "feb-plain-2 apr-plain-1 jun-plain-1 aug-plain-1 oct-plain-1 dec-plain-1 may-plain-1 jul-plain-1",
		pile:  "apr-ribbon",
	}
	// posNone: mar-plain-1 matches nothing; neither does the draw, nov-rainman.
	posNone = position{hand: posOne.hand, opp: posOne.opp, field: posOne.field, pile: "nov-rainman"}
	// posTwo: aug-geese matches the full moon and aug-plain-1.
	posTwo = position{
		hand:  "aug-geese jan-plain-1 mar-plain-1 sep-plain-1 nov-swallow jan-poetry mar-poetry sep-blue",
		opp:   "apr-plain-2 may-plain-2 jun-plain-2 jul-plain-2 feb-plain-1 oct-plain-2 dec-plain-2 dec-plain-3",
		field: "aug-moon aug-plain-1 feb-plain-2 apr-plain-1 jun-plain-1 oct-plain-1 dec-plain-1 may-plain-1",
		pile:  "nov-rainman",
	}
	// posThree: mar-plain-2 matches the three other March cards.
	posThree = position{
		hand:  "mar-plain-2 jan-plain-1 jan-poetry sep-plain-1 sep-blue nov-swallow nov-ribbon may-bridge",
		opp:   "apr-plain-2 may-plain-2 jun-plain-2 jul-plain-2 aug-plain-2 oct-plain-2 dec-plain-2 dec-plain-3",
		field: "mar-curtain mar-poetry mar-plain-1 feb-plain-2 apr-plain-1 jun-plain-1 oct-plain-1 dec-plain-1",
		pile:  "jul-plain-1",
	}
	// posEmpty: the player takes the December and August triples, the
	// computer the last two field cards; the crane is turned up next.
	posEmpty = position{
		hand:   "dec-phoenix jan-plain-1 jan-poetry mar-plain-1 mar-poetry sep-plain-1 sep-blue nov-swallow",
		opp:    "feb-plain-2 may-plain-1 may-plain-2 jun-plain-1 jul-plain-1 oct-plain-1 oct-plain-2 jun-plain-2",
		field:  "dec-plain-1 dec-plain-2 dec-plain-3 aug-plain-1 aug-plain-2 aug-geese feb-plain-1 apr-plain-1",
		pile:   "aug-moon apr-plain-2 jan-crane",
		script: "play dec-phoenix",
	}
	posTeshi = position{
		hand:  "jan-crane jan-poetry jan-plain-1 jan-plain-2 feb-plain-1 mar-plain-1 apr-plain-1 may-plain-1",
		opp:   "feb-plain-2 mar-plain-2 apr-plain-2 may-plain-2 jun-plain-2 jul-plain-2 aug-plain-2 oct-plain-2",
		field: "jun-plain-1 jul-plain-1 aug-plain-1 sep-plain-1 oct-plain-1 nov-swallow dec-plain-1 dec-plain-2",
	}
	posKuttsuki = position{
		hand:  "feb-plain-1 feb-plain-2 mar-plain-1 mar-plain-2 apr-plain-1 apr-plain-2 may-plain-1 may-plain-2",
		opp:   "jan-plain-1 jan-poetry feb-warbler mar-poetry apr-ribbon may-ribbon jun-plain-2 jul-plain-2",
		field: posTeshi.field,
	}
	// posExchange: the computer deals, the player may swap hands.
	posExchange = position{dealer: 1, hand: posOne.hand, opp: posOne.opp, field: posOne.field, pile: posOne.pile}
	// posGoOn: the boar and the deer are taken; the butterflies complete
	// Inoshikacho early, with animals left to take and a weak opponent.
	posGoOn = position{
		hand:   "jul-boar jun-butterflies aug-geese may-bridge apr-cuckoo feb-warbler mar-plain-1 nov-swallow",
		opp:    "mar-plain-2 sep-plain-1 sep-plain-2 oct-plain-2 jan-plain-1 jan-plain-2 dec-plain-2 mar-poetry",
		field:  "jul-plain-1 oct-plain-1 jun-plain-1 aug-plain-1 may-plain-1 feb-plain-1 dec-plain-1 apr-plain-1",
		pile:   "oct-deer nov-ribbon sep-blue",
		script: "play jul-boar",
	}
	// posStop: the same yaku, but the computer has taken two brights and
	// the full moon lies in the field.
	posStop = position{
		hand:   "jul-boar jun-butterflies sep-plain-1 sep-plain-2 nov-swallow nov-ribbon may-plain-1 apr-plain-1",
		opp:    "jan-crane may-plain-2 apr-plain-2 oct-plain-2 may-ribbon apr-ribbon oct-blue may-bridge",
		field:  "jul-plain-1 oct-plain-1 jun-plain-1 jan-plain-1 mar-plain-1 aug-moon feb-plain-1 dec-plain-1",
		pile:   "oct-deer mar-curtain sep-blue",
		script: "play jul-boar",
	}
	// posGuided is the guided round's deal (a shuffled one).
	posGuided = position{seed: 7}
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

func cardSteps(rules koikoi.Rules) []step {
	ss := []step{
		{id: "intro", cards: koikoi.AllCards()},
		{id: "ranks", cards: cards("jan-crane feb-warbler feb-poetry feb-plain-1"),
			data: func(*Runner) map[string]any {
				return map[string]any{"Bright": koikoi.Bright, "Animal": koikoi.Animal, "Ribbon": koikoi.Ribbon, "Plain": koikoi.Plain}
			}},
		{id: "quiz-bright", action: ActionTap, cards: cards("apr-cuckoo jul-ribbon mar-curtain oct-plain-1"),
			answer: set("mar-curtain"),
			wrong: func(c koikoi.Card) Text {
				return Text{ID: "tutorial.wrong.not-bright", Data: map[string]any{"Card": c, "Kind": c.Kind()}}
			}},
		{id: "months", cards: koikoi.MonthSet(3).Cards(),
			data: func(*Runner) map[string]any { return map[string]any{"Month": Month(3)} }},
		{id: "quiz-month", action: ActionTap, cards: cards("aug-geese may-ribbon dec-plain-1 mar-plain-1"),
			answer: set("mar-plain-1"),
			data:   func(*Runner) map[string]any { return map[string]any{"Month": Month(3)} },
			wrong: func(c koikoi.Card) Text {
				return Text{ID: "tutorial.wrong.month", Data: map[string]any{"Card": c, "Month": Month(c.Month())}}
			}},
		{id: "special", cards: cards("sep-sake nov-rainman nov-lightning")},
	}
	if rules.Gaji {
		ss = append(ss, step{id: "gaji", cards: cards("nov-lightning")})
	}
	if rules.SakeAsPlain {
		ss = append(ss, step{id: "sake-plain", cards: cards("sep-sake")})
	}
	ss = append(ss, step{id: "quiz-sake", action: ActionTap, cards: cards("nov-swallow sep-blue aug-moon sep-sake"),
		answer: set("sep-sake"),
		wrong: func(c koikoi.Card) Text {
			return Text{ID: "tutorial.wrong.not-sake", Data: map[string]any{"Card": c}}
		}})
	return ss
}

func setupSteps(rules koikoi.Rules) []step {
	handWin := func(*Runner) map[string]any { return map[string]any{"Points": Points(koikoi.HandWinPoints)} }
	ss := []step{
		{id: "dealer", action: ActionTap, cards: cards("jul-boar feb-plain-1"), answer: set("feb-plain-1"),
			wrong: func(c koikoi.Card) Text {
				return Text{ID: "tutorial.wrong.dealer", Data: map[string]any{"Card": c, "Month": Month(c.Month())}}
			}},
		{id: "deal", setup: stage(posOne)},
	}
	if rules.Exchange {
		ss = append(ss, step{id: "exchange", action: ActionExchange, setup: stage(posExchange), hideHand: true})
	}
	ss = append(ss,
		step{id: "teshi", setup: stage(posTeshi), data: handWin, highlight: fixed(koikoi.MonthSet(1))},
		step{id: "kuttsuki", setup: stage(posKuttsuki), data: handWin},
		step{id: "turns", setup: stage(posOne)},
	)
	return ss
}

// capturedOf returns the cards of the drawn card's month the player took
// with it.
func drawData(r *Runner) map[string]any {
	o := r.obs()
	d := o.Drawn
	t := o.Captured.Month(d.Month()).Remove(d)
	return map[string]any{"Drawn": d, "Target": t.First()}
}

func captureSteps() []step {
	one, onet := card("feb-plain-1"), card("feb-plain-2")
	return []step{
		{id: "intro", setup: stage(posOne)},
		{id: "one", action: ActionMove, expect: plays("feb-plain-1"),
			data:      func(*Runner) map[string]any { return map[string]any{"Card": one, "Target": onet} },
			highlight: fixed(koikoi.SetOf(one, onet))},
		{id: "draw", data: drawData, highlight: func(r *Runner) koikoi.Set {
			d := drawData(r)
			return koikoi.SetOf(d["Drawn"].(koikoi.Card), d["Target"].(koikoi.Card))
		}},
		{id: "none", action: ActionMove, setup: stage(posNone), expect: plays("mar-plain-1"),
			data:      func(*Runner) map[string]any { return map[string]any{"Card": card("mar-plain-1")} },
			highlight: fixed(set("mar-plain-1"))},
		{id: "none-after", data: func(r *Runner) map[string]any {
			return map[string]any{"Card": card("mar-plain-1"), "Drawn": r.obs().Drawn}
		}},
		{id: "two", action: ActionMove, setup: stage(posTwo), expect: plays("aug-geese"), advanceOnChoice: true,
			data:      func(*Runner) map[string]any { return map[string]any{"Card": card("aug-geese")} },
			highlight: fixed(set("aug-geese aug-moon aug-plain-1"))},
		{id: "choose", action: ActionMove,
			expect: []koikoi.Move{koikoi.Capture(card("aug-moon")), koikoi.Capture(card("aug-plain-1"))},
			data:   func(*Runner) map[string]any { return map[string]any{"Best": card("aug-moon")} }},
		{id: "chosen", data: func(r *Runner) map[string]any {
			return map[string]any{"Card": (r.obs().Captured & koikoi.MonthSet(8) &^ set("aug-geese")).First()}
		}},
		{id: "three", action: ActionMove, setup: stage(posThree), expect: plays("mar-plain-2"),
			data:      func(*Runner) map[string]any { return map[string]any{"Card": card("mar-plain-2")} },
			highlight: fixed(koikoi.MonthSet(3))},
		{id: "three-after", data: func(*Runner) map[string]any { return map[string]any{"Month": Month(3)} },
			highlight: fixed(koikoi.MonthSet(3))},
		{id: "empty", action: ActionMove, setup: stage(posEmpty), expect: plays("jan-plain-1 jan-poetry"),
			data: func(r *Runner) map[string]any {
				return map[string]any{"Card": card("jan-crane"), "Month": Month(1)}
			},
			highlight: fixed(set("jan-crane")),
			wrongMove: func(r *Runner, m koikoi.Move) Text {
				return Text{ID: "tutorial.wrong.empty", Data: map[string]any{"Card": m.Card, "Month": Month(1)}}
			}},
	}
}

// value returns a yaku's points under the rules, as Points.
func value(rules koikoi.Rules, y koikoi.Yaku) Points { return Points(rules.Values[y].Base) }

func yakuSteps(rules koikoi.Rules) []step {
	brights := set("jan-crane mar-curtain aug-moon nov-rainman dec-phoenix")
	ss := []step{
		{id: "intro", noTable: true},
		{id: "brights", cards: brights.Cards(), data: func(*Runner) map[string]any {
			return map[string]any{"Yaku": koikoi.Sanko, "Points": value(rules, koikoi.Sanko),
				"Goko": koikoi.Goko, "Max": value(rules, koikoi.Goko)}
		}},
		{id: "animals", cards: koikoi.InoShikaCho.Cards(), data: func(*Runner) map[string]any {
			return map[string]any{"Yaku": koikoi.Inoshikacho, "Points": value(rules, koikoi.Inoshikacho),
				"Tane": koikoi.Tane, "TanePoints": value(rules, koikoi.Tane)}
		}},
		{id: "ribbons", cards: (koikoi.PoetryRibbons | koikoi.BlueRibbons).Cards(), data: func(*Runner) map[string]any {
			return map[string]any{"Akatan": koikoi.Akatan, "Aotan": koikoi.Aotan, "Points": value(rules, koikoi.Akatan),
				"Tan": koikoi.Tan, "TanPoints": value(rules, koikoi.Tan)}
		}},
		{id: "plains", cards: set("jan-plain-1 feb-plain-1 mar-plain-1 apr-plain-1 may-plain-1 jun-plain-1 jul-plain-1 aug-plain-1 oct-plain-1 dec-plain-1").Cards(),
			data: func(*Runner) map[string]any {
				return map[string]any{"Yaku": koikoi.Kasu, "Points": value(rules, koikoi.Kasu)}
			}},
	}
	if rules.YakuExists(koikoi.Tsukimi) {
		id := "viewing"
		if rules.Viewing == koikoi.ViewingWithOtherYaku {
			id = "viewing-other"
		}
		ss = append(ss, step{id: id, cards: cards("aug-moon sep-sake mar-curtain"), data: func(*Runner) map[string]any {
			return map[string]any{"Tsukimi": koikoi.Tsukimi, "Hanami": koikoi.Hanami, "Points": value(rules, koikoi.Tsukimi)}
		}})
	}
	if rules.YakuExists(koikoi.Tsukifuda) {
		ss = append(ss, step{id: "tsukifuda", cards: koikoi.MonthSet(1).Cards(), data: func(*Runner) map[string]any {
			return map[string]any{"Yaku": koikoi.Tsukifuda, "Points": value(rules, koikoi.Tsukifuda), "Month": Month(1)}
		}})
	}
	ss = append(ss,
		step{id: "badges", setup: stage(posEmpty), data: func(r *Runner) map[string]any {
			p := badge(r)
			return map[string]any{"Yaku": p.Yaku, "Have": p.Have, "Need": p.Need}
		}, highlight: func(r *Runner) koikoi.Set { return r.obs().Captured & koikoi.Brights }},
		step{id: "quiz", action: ActionTap, noTable: true, cards: cards("aug-geese jun-blue jun-butterflies sep-sake"),
			answer: set("jun-butterflies"),
			data:   func(*Runner) map[string]any { return map[string]any{"Yaku": koikoi.Inoshikacho} },
			wrong: func(c koikoi.Card) Text {
				return Text{ID: "tutorial.wrong.inoshikacho", Data: map[string]any{"Card": c, "Yaku": koikoi.Inoshikacho}}
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
		{id: "intro", noTable: true},
		{id: "risk", noTable: true},
		{id: "mult", cards: koikoi.InoShikaCho.Cards(), data: func(*Runner) map[string]any {
			now, self, opp := koiExample(rules)
			return map[string]any{"Yaku": koikoi.Inoshikacho, "Now": Points(now.Total),
				"AfterSelf": Points(self.Total), "AfterOpp": Points(opp.Total)}
		}},
	}
	if rules.SevenDoubles {
		ss = append(ss, step{id: "seven", noTable: true})
	}
	butterflies := card("jun-butterflies")
	play := func(id string, pos position) step {
		return step{id: id, action: ActionMove, setup: stage(pos), expect: plays("jun-butterflies"),
			data: func(*Runner) map[string]any {
				return map[string]any{"Card": butterflies, "Yaku": koikoi.Inoshikacho}
			},
			highlight: fixed(koikoi.InoShikaCho)}
	}
	ss = append(ss,
		play("go-play", posGoOn),
		step{id: "go-choose", action: ActionKoiKoi, expect: []koikoi.Move{koikoi.KoiKoi}, reply: true,
			data: func(r *Runner) map[string]any {
				return map[string]any{"Yaku": koikoi.Inoshikacho, "Cards": r.obs().Hand.Len()}
			},
			wrongMove: func(*Runner, koikoi.Move) Text { return Text{ID: "tutorial.wrong.go-on"} }},
		step{id: "go-after"},
		play("stop-play", posStop),
		step{id: "stop-choose", action: ActionKoiKoi, expect: []koikoi.Move{koikoi.Shobu},
			data: func(r *Runner) map[string]any {
				return map[string]any{"Yaku": koikoi.Inoshikacho, "Card": card("aug-moon"), "Brights": (r.obs().OppCaptured & koikoi.Brights).Len()}
			},
			highlight: func(r *Runner) koikoi.Set { return r.obs().OppCaptured&koikoi.Brights | set("aug-moon") },
			wrongMove: func(*Runner, koikoi.Move) Text { return Text{ID: "tutorial.wrong.stop"} }},
		step{id: "stop-after", data: func(r *Runner) map[string]any {
			return map[string]any{"Points": Points(r.obs().Result.Points)}
		}},
	)
	return ss
}

func guidedSteps() []step {
	return []step{
		{id: "intro", setup: stage(posGuided)},
		{id: "play", free: true},
		{id: "end", dyn: func(r *Runner) Text {
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
