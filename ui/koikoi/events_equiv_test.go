package koikoi

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/koikoi-app/koikoi/engine/koikoi"
)

// TestEngineEventsCarrySteps: the engine's events carry everything
// deriveSteps and dealSteps work out from two states, so that the table can
// follow the events and those two files can go. Over random games of every
// preset, with the Gaji and the exchange, and in two Hiki positions, the
// steps rebuilt from the events alone equal the derived ones.
func TestEngineEventsCarrySteps(t *testing.T) {
	seen := map[StepKind]int{}
	for _, name := range koikoi.PresetNames {
		for _, gaji := range []bool{false, true} {
			r := koikoi.MustPreset(name)
			if gaji {
				for _, o := range [][2]string{{"gaji", "on"}, {"exchange", "on"}} {
					if err := r.Set(o[0], o[1]); err != nil {
						t.Fatal(err)
					}
				}
			}
			t.Run(fmt.Sprintf("%s/gaji=%v", name, gaji), func(t *testing.T) {
				for g := 0; g < 40; g++ {
					equivGame(t, r, uint64(g), seen)
				}
			})
		}
	}
	t.Run("hiki", func(t *testing.T) { equivHiki(t, seen) })
	for k := StepDeal; k <= StepHiki; k++ {
		if seen[k] == 0 {
			t.Errorf("no step of kind %d in the random games", k)
		}
	}
}

// checkSteps fails t when the steps rebuilt from the events differ from
// the derived ones, and counts the kinds of steps seen.
func checkSteps(t *testing.T, what string, got []stepView, derived []Step, seen map[StepKind]int) {
	t.Helper()
	want := make([]stepView, len(derived))
	for i, st := range derived {
		want[i] = viewOf(st)
		seen[st.Kind]++
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("%s:\n got %+v\nwant %+v", what, got, want)
	}
}

// equivHiki plays the Gaji into a Hiki (too rare for random games): the
// declared month's fourth card is in the other hand, and the Gaji chooses
// again or stays in the field.
func equivHiki(t *testing.T, seen map[StepKind]int) {
	r := koikoi.MustPreset("rulebook")
	if err := r.Set("gaji", "on"); err != nil {
		t.Fatal(err)
	}
	set := func(ids string) koikoi.Set {
		s, err := koikoi.ParseSet(ids)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	hand := set("nov-lightning feb-warbler apr-cuckoo may-bridge jun-butterflies jul-boar aug-moon")
	opp := set("mar-plain-2 feb-poetry apr-ribbon may-ribbon jun-blue jul-ribbon oct-blue")
	for _, field := range []string{"mar-curtain mar-poetry mar-plain-1 sep-plain-1 oct-plain-1", "mar-curtain mar-poetry mar-plain-1"} {
		f := set(field)
		pile := (koikoi.FullDeck &^ (hand | f | opp)).Cards()
		o, err := koikoi.NewObservation(koikoi.Observation{Rules: &r, Phase: koikoi.PhasePlay, ToMove: true, Round: 1,
			Dealer: true, Hand: hand, Field: f, OppHandLen: opp.Len(), PileLen: len(pile), Pending: koikoi.NoCard, GajiLive: true})
		if err != nil {
			t.Fatal(err)
		}
		s, err := o.Determinize(opp, pile)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range []koikoi.Move{koikoi.Gaji, koikoi.Capture(f.First())} {
			next, evs, err := s.ApplyEvents(m, nil)
			if err != nil {
				t.Fatal(err)
			}
			checkSteps(t, fmt.Sprintf("field %s, %s", field, m), stepsOfEvents(evs, 0), deriveSteps(s, next, 0, m), seen)
			s = next
		}
	}
}

func equivGame(t *testing.T, r koikoi.Rules, seed uint64, seen map[StepKind]int) {
	s, err := koikoi.NewState(koikoi.WithRules(r), koikoi.WithSeed(seed))
	if err != nil {
		t.Fatal(err)
	}
	check := func(what string, got []stepView, derived []Step) {
		t.Helper()
		checkSteps(t, fmt.Sprintf("seed %d, %s", seed, what), got, derived, seen)
	}
	check("first deal", stepsOfEvents(s.DealEvents(nil), s.Dealer()), dealSteps(s))
	n := uint64(0)
	for s.Phase() != koikoi.PhaseGameOver {
		if s.Phase() == koikoi.PhaseRoundOver {
			next, evs, err := s.NextRoundEvents(nil)
			if err != nil {
				t.Fatal(err)
			}
			if next.Phase() != koikoi.PhaseGameOver {
				check("deal", stepsOfEvents(evs, next.Dealer()), dealSteps(next))
			}
			s = next
			continue
		}
		ms := s.LegalMoves()
		n++
		m := ms[(seed*7919+n*104729)%uint64(len(ms))]
		seat := s.ToMove()
		next, evs, err := s.ApplyEvents(m, nil)
		if err != nil {
			t.Fatal(err)
		}
		check(fmt.Sprintf("seat %d %s, events %v", seat, m, evs), stepsOfEvents(evs, seat), deriveSteps(s, next, seat, m))
		s = next
	}
}

// stepView is a Step without the state it carries.
type stepView struct {
	Kind        StepKind
	Seat        koikoi.Seat
	Card, Onto  koikoi.Card
	Cards, Took koikoi.Set
	Swap, Wild  bool
	Yaku        koikoi.YakuList
	Result      koikoi.RoundResult
}

func viewOf(s Step) stepView {
	v := stepView{s.Kind, s.Seat, s.Card, s.Onto, s.Cards, s.Took, s.Swap, s.Wild, s.Yaku, s.Result}
	if s.Kind == StepDeal || s.Kind == StepSettle || s.Kind == StepExchange || s.Kind == StepKoiKoi ||
		s.Kind == StepShobu || s.Kind == StepRoundEnd || s.Kind == StepYaku {
		v.Card, v.Onto = 0, 0 // deriveSteps leaves them zero there
	}
	return v
}

// stepsOfEvents tells as steps what the events of a move of seat (or of a
// deal by seat) say, with nothing but the events.
func stepsOfEvents(evs []koikoi.Event, seat koikoi.Seat) []stepView {
	var out []stepView
	add := func(v stepView) {
		if v.Kind != StepHiki {
			v.Seat = seat
		}
		out = append(out, v)
	}
	// lands tells where card c went after it was played or drawn, from the
	// event that follows it, and reports how many events it used.
	lands := func(kind StepKind, c koikoi.Card, wild bool, rest []koikoi.Event) int {
		if len(rest) == 0 {
			add(stepView{Kind: kind, Card: c, Onto: koikoi.NoCard, Wild: wild})
			return 0
		}
		switch e := rest[0]; e.Kind {
		case koikoi.EventCapture:
			add(stepView{Kind: kind, Card: c, Onto: e.Cards.First(), Took: e.Cards, Wild: wild})
			add(stepView{Kind: StepTake, Card: c, Cards: e.Cards.Add(c), Took: e.Cards})
			return 1
		case koikoi.EventChoose:
			add(stepView{Kind: kind, Card: c, Onto: koikoi.NoCard, Wild: wild})
			add(stepView{Kind: StepPending, Card: c, Cards: e.Cards})
			return 1
		case koikoi.EventStay:
			add(stepView{Kind: kind, Card: c, Onto: koikoi.NoCard, Wild: wild})
			return 1
		}
		add(stepView{Kind: kind, Card: c, Onto: koikoi.NoCard, Wild: wild})
		return 0
	}
	ended := false
	for i := 0; i < len(evs); i++ {
		e := evs[i]
		switch e.Kind {
		case koikoi.EventDeal:
			add(stepView{Kind: StepDeal})
			out[len(out)-1].Seat = e.Seat
		case koikoi.EventExchange:
			add(stepView{Kind: StepExchange, Swap: e.Swap})
		case koikoi.EventPlay:
			i += lands(StepPlay, e.Card, e.Wild, evs[i+1:])
		case koikoi.EventDraw:
			add(stepView{Kind: StepDraw, Card: e.Card})
			i += lands(StepLand, e.Card, false, evs[i+1:])
		case koikoi.EventTurnUp:
			if e.Seat == seat { // deriveSteps tells only the turn-up before a draw
				add(stepView{Kind: StepDraw, Card: e.Card})
				add(stepView{Kind: StepLand, Card: e.Card, Onto: koikoi.NoCard})
			}
		case koikoi.EventCapture:
			add(stepView{Kind: StepTake, Card: e.Card, Cards: e.Cards.Add(e.Card), Took: e.Cards})
		case koikoi.EventStay:
			add(stepView{Kind: StepLand, Card: e.Card, Onto: koikoi.NoCard})
		case koikoi.EventChoose:
			add(stepView{Kind: StepPending, Card: e.Card, Cards: e.Cards})
		case koikoi.EventHiki:
			add(stepView{Kind: StepHiki, Seat: e.Seat, Card: e.Card, Cards: e.Cards})
		case koikoi.EventYaku:
			add(stepView{Kind: StepYaku, Yaku: e.Made})
		case koikoi.EventKoiKoi:
			add(stepView{Kind: StepKoiKoi})
		case koikoi.EventShobu:
			add(stepView{Kind: StepShobu})
		case koikoi.EventRoundEnd:
			if evs[0].Kind != koikoi.EventDeal {
				add(stepView{Kind: StepSettle})
			}
			add(stepView{Kind: StepRoundEnd, Result: e.Result})
			if evs[0].Kind == koikoi.EventDeal {
				out[len(out)-1].Seat = e.Result.Winner // dealSteps names the winner
			}
			ended = true
		}
	}
	if !ended && (len(evs) == 0 || evs[0].Kind != koikoi.EventDeal) {
		add(stepView{Kind: StepSettle})
	}
	return out
}
