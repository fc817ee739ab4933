package ikebana

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
)

// playEvents plays whole random games at every table size, with and
// without the Bouquet final (a third of them refusing whenever they can), and calls check with every step: the state
// before (zero at the game's start), the events and the state after.
func playEvents(t *testing.T, games int, check func(before, after State, evs []Event)) {
	t.Helper()
	var buf [MaxPlayers]Move
	var evs []Event
	for n := MinPlayers; n <= MaxPlayers; n++ {
		for g := 0; g < games; g++ {
			s, err := NewState(WithPlayers(n), WithSeed(uint64(g)), WithBouquetFinal(g%2 == 0))
			if err != nil {
				t.Fatal(err)
			}
			rng := splitMix(uint64(g)*31 + uint64(n))
			check(State{}, s, s.DealEvents(evs[:0]))
			for s.phase != PhaseGameOver {
				var next State
				if s.phase == PhaseRoundOver {
					next, evs, err = s.NextRoundEvents(evs[:0])
				} else {
					ms := s.AppendLegalMoves(buf[:0])
					m := ms[rng.Intn(len(ms))]
					if g%3 == 0 && len(ms) == 2 && ms[1] == Refuse {
						m = Refuse // refuse whenever possible, to run out of pile
					}
					want, _ := s.Apply(m)
					next, evs, err = s.ApplyEvents(m, evs[:0])
					if !reflect.DeepEqual(next, want) {
						t.Fatalf("ApplyEvents(%s) and Apply disagree", m)
					}
				}
				if err != nil {
					t.Fatal(err)
				}
				check(s, next, evs)
				s = next
			}
		}
	}
}

// table is what a client that only gets events knows of the table.
type table struct {
	o     Observation
	piles [MaxPlayers][]Card // each discard pile, top last
}

// replay updates the table with e.
func (tb *table) replay(e Event) {
	o := &tb.o
	switch e.Kind {
	case EventRoundStart:
		o.Round, o.First, o.ToMove = e.Round, e.Seat, e.Seat
		o.Bouquets, o.Discards, o.Drawn, o.Refusals, o.PileLen = [MaxPlayers]Set{}, [MaxPlayers]Set{}, NoCard, 0, NumCards
		tb.piles = [MaxPlayers][]Card{}
	case EventDraw:
		o.Drawn = e.Card
		o.PileLen--
	case EventRefuse:
		o.Prestige[e.Seat] -= e.Price
		o.Prestige[e.To] += e.Price
		o.Refusals++
	case EventDiscard:
		o.Discards[e.Seat] = o.Discards[e.Seat].Add(e.Card)
		tb.piles[e.Seat] = append(tb.piles[e.Seat], e.Card)
		o.Drawn = NoCard
	case EventKeep:
		o.Bouquets[e.Seat] = o.Bouquets[e.Seat].Add(e.Card)
		o.Drawn, o.Refusals = NoCard, 0
	case EventBuy:
		o.Prestige[e.Seat] -= e.Price
		o.Prestige[e.From] += e.Price
		o.Bouquets[e.Seat] = o.Bouquets[e.Seat].Add(e.Card)
		o.Discards[e.From] = o.Discards[e.From].Remove(e.Card)
		tb.piles[e.From] = tb.piles[e.From][:len(tb.piles[e.From])-1]
	case EventReshuffle:
		for p, pile := range tb.piles {
			if len(pile) > 0 {
				tb.piles[p] = pile[len(pile)-1:]
				o.Discards[p] = SetOf(pile[len(pile)-1])
			}
		}
		o.PileLen = e.Count
	case EventPayment:
		o.Prestige[e.Seat] += e.Price
	}
}

// parts returns what the events must tell of the table.
func (tb *table) parts() Observation {
	o := tb.o
	for p := range o.Tops {
		o.Tops[p] = NoCard
		if pile := tb.piles[p]; len(pile) > 0 {
			o.Tops[p] = pile[len(pile)-1]
		}
	}
	seen := SetOf(o.Drawn)
	for p := range o.Bouquets {
		seen |= o.Bouquets[p] | o.Discards[p]
	}
	o.Unseen = FullDeck &^ seen
	return publicParts(o)
}

func publicParts(o Observation) Observation {
	return Observation{Round: o.Round, First: o.First, Bouquets: o.Bouquets, Discards: o.Discards, Tops: o.Tops,
		Prestige: o.Prestige, Drawn: o.Drawn, Refusals: o.Refusals, PileLen: o.PileLen, Unseen: o.Unseen}
}

// TestEventsReplay: replaying the events of every step on what a client
// knew before gives the public parts of every seat's observation after,
// and no event names a card that the observations do not show.
func TestEventsReplay(t *testing.T) {
	seen := map[EventKind]int{}
	var tb table
	playEvents(t, 40, func(before, after State, evs []Event) {
		if before.cfg == nil {
			tb = table{}
			for p := range tb.o.Prestige {
				tb.o.Prestige[p] = after.Prestige(Seat(p))
			}
		}
		for _, e := range evs {
			seen[e.Kind]++
			if e.For(0) != e {
				t.Fatalf("%v: For changes an event", e)
			}
			if e.Card != NoCard && !visibleTo(after.Observe(0)).Has(e.Card) && !visibleTo(before.Observe(0)).Has(e.Card) {
				t.Fatalf("%v names a card no seat sees", e)
			}
			tb.replay(e)
		}
		for p := 0; p < after.Players(); p++ {
			if got, want := tb.parts(), publicParts(after.Observe(Seat(p))); !reflect.DeepEqual(got, want) {
				t.Fatalf("events %v:\n got %+v\nwant %+v", evs, got, want)
			}
		}
	})
	for k := EventKind(0); k < numEventKinds; k++ {
		if seen[k] == 0 {
			t.Errorf("no %s event in the random games", k)
		}
	}
}

// visibleTo returns the cards observation o shows face up.
func visibleTo(o Observation) Set {
	v := SetOf(o.Drawn)
	for p := range o.Bouquets {
		v |= o.Bouquets[p] | o.Discards[p]
	}
	return v
}

// TestEventsJSON: every event of random games survives MarshalJSON and
// UnmarshalJSON.
func TestEventsJSON(t *testing.T) {
	playEvents(t, 5, func(_, _ State, evs []Event) {
		for _, e := range evs {
			b, err := json.Marshal(e)
			if err != nil {
				t.Fatalf("Marshal(%v): %v", e, err)
			}
			var got Event
			if err := json.Unmarshal(b, &got); err != nil {
				t.Fatalf("Unmarshal(%s): %v", b, err)
			}
			if got != e {
				t.Fatalf("round trip of %s:\n got %v\nwant %v", b, got, e)
			}
		}
	})
}

func TestEventJSONForm(t *testing.T) {
	e := Event{Kind: EventRefuse, Seat: 0, Card: mustSet("red-1a").First(), Price: 1, To: 1}
	b, err := json.Marshal(e)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"kind":"refuse","seat":0,"card":"red-1a","price":1,"to":1}`; string(b) != want {
		t.Errorf("Marshal = %s; want %s", b, want)
	}
	if got, want := e.String(), "refuse seat=0 card=red-1a price=1 to=1"; got != want {
		t.Errorf("String() = %s; want %s", got, want)
	}
	end := Event{Kind: EventGameEnd, Card: NoCard, Winners: 1<<1 | 1<<3}
	if b, _ := json.Marshal(end); string(b) != `{"kind":"game-end","seat":0,"winners":[1,3]}` {
		t.Errorf("Marshal(game end) = %s; want the winners as a list", b)
	}
	for _, bad := range []string{`{"kind":"dance"}`, `{"kind":"draw","card":"pink-9"}`, `{"kind":"draw","seat":5}`,
		`{"kind":"buy","from":7}`, `{"kind":"game-end","winners":[9]}`, `{"kind":"game-end","winners":[-1]}`, `"draw"`} {
		var got Event
		if err := json.Unmarshal([]byte(bad), &got); err == nil {
			t.Errorf("Unmarshal(%s) = %v; want an error", bad, got)
		} else if !errors.Is(err, ErrBadEvent) && !errors.Is(err, ErrUnknownCard) {
			t.Errorf("Unmarshal(%s) = %v; want ErrBadEvent or ErrUnknownCard", bad, err)
		}
	}
}

// TestEventsOfARefusal is a worked example: a card refused, paid for,
// discarded, and the next card drawn.
func TestEventsOfARefusal(t *testing.T) {
	s, err := NewState(WithPlayers(3), WithSeed(4), WithFirstPlayer(0))
	if err != nil {
		t.Fatal(err)
	}
	s, _ = s.Apply(Draw)
	first := s.Drawn()
	next, evs, err := s.ApplyEvents(Refuse, nil)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range evs {
		got = append(got, e.String())
	}
	want := []string{"refuse seat=0 card=" + first.String() + " price=1 to=1", "discard seat=0 card=" + first.String(),
		"draw seat=0 card=" + next.Drawn().String()}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("events:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if _, evs, err := next.ApplyEvents(Draw, evs[:0]); err == nil || len(evs) != 0 {
		t.Errorf("an illegal move: %v, %d events; want an error and none", err, len(evs))
	}
}

// FuzzEventJSON: any input decodes to an event or an error, never a
// panic, and what decodes encodes back to the same event.
func FuzzEventJSON(f *testing.F) {
	f.Add(`{"kind":"refuse","seat":0,"card":"red-1a","price":1,"to":1}`)
	f.Add(`{"kind":"buy","seat":2,"card":"multi-5","price":5,"from":0}`)
	f.Add(`{"kind":"game-end","seat":0,"winners":[1,3]}`)
	f.Add(`{"kind":"draw","seat":0,"card":"red-1a","to":2,"from":1,"prestige":4,"winners":[0]}`)
	f.Fuzz(func(t *testing.T, in string) {
		var e Event
		if json.Unmarshal([]byte(in), &e) != nil {
			return
		}
		b, err := json.Marshal(e)
		if err != nil {
			t.Fatalf("Marshal(%v) of a decoded event: %v", e, err)
		}
		var back Event
		if err := json.Unmarshal(b, &back); err != nil || back != e {
			t.Fatalf("%s: decoded %v, re-decoded %v (%v)", b, e, back, err)
		}
	})
}

func BenchmarkApplyGameEvents(b *testing.B) {
	start, err := NewState(WithPlayers(4), WithSeed(1))
	if err != nil {
		b.Fatal(err)
	}
	rng := splitMix(7)
	var buf [MaxPlayers]Move
	evs := make([]Event, 0, 32)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		s := start
		for !s.GameOver() {
			if s.phase == PhaseRoundOver {
				s, evs, _ = s.NextRoundEvents(evs[:0])
				continue
			}
			ms := s.AppendLegalMoves(buf[:0])
			s, evs, _ = s.ApplyEvents(ms[rng.Intn(len(ms))], evs[:0])
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}
