package koikoi

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
)

// eventVariants are the rules the event tests play: every preset, and each
// with the Gaji (and so the Hiki where the preset has it) and the exchange.
func eventVariants(t testing.TB) map[string]Rules {
	out := map[string]Rules{}
	for _, name := range PresetNames {
		out[name] = MustPreset(name)
		r := MustPreset(name)
		for _, o := range [][2]string{{"gaji", "on"}, {"exchange", "on"}} {
			if err := r.Set(o[0], o[1]); err != nil {
				t.Fatal(err)
			}
		}
		out[name+"+gaji+exchange"] = r
	}
	return out
}

// playEvents plays whole games of r with random moves and calls check
// with every step: the state before, the events (move or deal) and the
// state after.
func playEvents(t *testing.T, r Rules, games int, check func(before, after State, m *Move, evs []Event)) {
	t.Helper()
	var buf [16]Move
	var evs []Event
	for g := 0; g < games; g++ {
		s, err := NewState(WithRules(r), WithSeed(uint64(g)))
		if err != nil {
			t.Fatal(err)
		}
		rng := splitMix(uint64(g) + 99)
		check(State{}, s, nil, s.DealEvents(evs[:0]))
		for s.phase != PhaseGameOver {
			if s.phase == PhaseRoundOver {
				next, out, err := s.NextRoundEvents(evs[:0])
				if err != nil {
					t.Fatal(err)
				}
				check(s, next, nil, out)
				s, evs = next, out
				continue
			}
			ms := s.AppendLegalMoves(buf[:0])
			m := ms[rng.Intn(len(ms))]
			want, err := s.Apply(m)
			if err != nil {
				t.Fatal(err)
			}
			next, out, err := s.ApplyEvents(m, evs[:0])
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(next, want) {
				t.Fatalf("ApplyEvents(%s) and Apply disagree", m)
			}
			check(s, next, &m, out)
			s, evs = next, out
		}
	}
}

// TestEventsReplay: replaying a step's events, as each seat receives them,
// on that seat's observation before the step gives the public parts of its
// observation after.
func TestEventsReplay(t *testing.T) {
	seen := map[EventKind]int{}
	for name, r := range eventVariants(t) {
		t.Run(name, func(t *testing.T) {
			playEvents(t, r, 40, func(before, after State, _ *Move, evs []Event) {
				for _, e := range evs {
					seen[e.Kind]++
				}
				checkReplay(t, before, after, evs)
			})
		})
	}
	seen[EventHiki]++ // too rare for random games: TestEventsOfAHiki replays it
	for k := EventKind(0); k < numEventKinds; k++ {
		if seen[k] == 0 {
			t.Errorf("no %s event in the random games", k)
		}
	}
}

// checkReplay checks that replaying evs, as each seat receives them, on
// its observation of before (none at a game's start) gives the public
// parts of its observation of after.
func checkReplay(t *testing.T, before, after State, evs []Event) {
	t.Helper()
	for p := Seat(0); p < 2; p++ {
		o := Observation{Seat: p}
		if before.cfg != nil {
			o = before.Observe(p)
		}
		for _, e := range evs {
			replayEvent(&o, e.For(p), after.Rules().ZeroSum)
		}
		want := publicParts(after.Observe(p))
		if got := publicParts(o); !reflect.DeepEqual(got, want) {
			t.Fatalf("seat %d, events %v:\n got %+v\nwant %+v", p, evs, got, want)
		}
	}
}

// replayEvent updates what o shows with e, as a client that only gets
// events would.
func replayEvent(o *Observation, e Event, zeroSum bool) {
	mine := e.Seat == o.Seat
	captured := func(s Set) {
		if mine {
			o.Captured |= s
		} else {
			o.OppCaptured |= s
		}
	}
	switch e.Kind {
	case EventDeal:
		*o = Observation{Seat: o.Seat, Round: e.Round, Month: e.Month, Dealer: mine, Field: e.Cards, Hand: e.Hand,
			OppHandLen: e.Count, PileLen: NumCards - 2*e.Count - e.Cards.Len(), Pending: NoCard, Drawn: NoCard,
			Played: NoCard, ScoreSelf: o.ScoreSelf, ScoreOpp: o.ScoreOpp, Result: o.Result}
	case EventExchange:
		o.Hand = e.Hand
	case EventPlay:
		o.Played = e.Card
		if mine {
			o.Hand = o.Hand.Remove(e.Card)
		} else {
			o.OppHandLen--
		}
	case EventDraw:
		o.Drawn = e.Card
		o.PileLen--
	case EventTurnUp:
		o.PileLen--
		o.Field = o.Field.Add(e.Card)
	case EventStay:
		o.Field = o.Field.Add(e.Card)
		o.Pending = NoCard
	case EventChoose:
		o.Pending = e.Card
	case EventCapture:
		o.Field &^= e.Cards
		captured(e.Cards.Add(e.Card))
		o.Pending = NoCard
	case EventHiki:
		o.Hiki |= 1 << e.Month
	case EventSweep:
		o.Field &^= e.Cards
		captured(e.Cards)
	case EventYaku:
		if mine {
			o.Yaku = e.Yaku
		} else {
			o.OppYaku = e.Yaku
		}
	case EventKoiKoi:
		if mine {
			o.KoiSelf = e.Count
		} else {
			o.KoiOpp = e.Count
		}
	case EventRoundEnd:
		r := e.Result
		o.Result = r
		o.Pending = NoCard
		if !r.Draw {
			pts := [2]int{}
			pts[r.Winner] = r.Points
			if zeroSum {
				pts[r.Winner.Other()] = -r.Points
			}
			o.ScoreSelf += pts[o.Seat]
			o.ScoreOpp += pts[o.Seat.Other()]
		}
		o.Pile = append([]Card(nil), r.Deck[NumCards-o.PileLen:]...)
		var pile Set
		for _, c := range o.Pile {
			pile = pile.Add(c)
		}
		o.OppHand = o.Unseen() &^ pile
	case EventGameEnd:
		o.ScoreSelf, o.ScoreOpp = e.Scores[o.Seat], e.Scores[o.Seat.Other()]
	}
}

// publicParts is what events must tell of an observation: where every
// seen card is, the counts, yaku, calls, scores and the last result.
type parts struct {
	Hand, Field, Captured, OppCaptured, OppHand Set
	OppHandLen, PileLen, KoiSelf, KoiOpp        int
	Pending, Drawn, Played                      Card
	Yaku, OppYaku                               YakuList
	Hiki                                        uint16
	Round, Month                                int
	Result                                      RoundResult
	Pile                                        []Card
}

func publicParts(o Observation) parts {
	if len(o.Pile) == 0 {
		o.Pile = nil
	}
	return parts{o.Hand, o.Field, o.Captured, o.OppCaptured, o.OppHand, o.OppHandLen, o.PileLen,
		o.KoiSelf, o.KoiOpp, o.Pending, o.Drawn, o.Played, o.Yaku, o.OppYaku, o.Hiki, o.Round, o.Month, o.Result, o.Pile}
}

// TestEventsVisibility: what a seat receives of an event names no card its
// observation does not show (before or after the step), and an event's
// public form names none that either seat cannot see.
func TestEventsVisibility(t *testing.T) {
	for name, r := range eventVariants(t) {
		t.Run(name, func(t *testing.T) {
			playEvents(t, r, 40, func(before, after State, m *Move, evs []Event) {
				var seen [2]Set
				for p := Seat(0); p < 2; p++ {
					seen[p] = visible(after.Observe(p))
					if before.cfg != nil {
						seen[p] |= visible(before.Observe(p))
					}
				}
				for _, e := range evs {
					for p := Seat(0); p < 2; p++ {
						if leak := named(e.For(p)) &^ seen[p]; leak != 0 {
							t.Fatalf("%v for seat %d names %v, which it cannot see", e, p, leak)
						}
						if e.Kind == EventRoundEnd && e.For(p).Result != after.Observe(p).Result {
							t.Fatalf("%v for seat %d: the result differs from its observation's", e, p)
						}
					}
					if leak := named(e.Public()) &^ (seen[0] & seen[1]); leak != 0 || e.Public().Hand != 0 {
						t.Fatalf("%v names %v in public", e, leak)
					}
					if e.Hand != 0 {
						t.Fatalf("%v: a move's event holds a hand", e)
					}
				}
			})
		})
	}
}

// visible returns the cards observation o shows face up.
func visible(o Observation) Set {
	v := o.Hand | o.Field | o.Captured | o.OppCaptured | o.OppHand | SetOf(o.Pending)
	for _, c := range o.Pile {
		v = v.Add(c)
	}
	return v
}

// named returns the cards an event names (the result's deck apart).
func named(e Event) Set { return e.Cards | e.Hand | SetOf(e.Card)&^SetOf(NoCard) }

// TestEventsJSON: every event of random games survives MarshalJSON and
// UnmarshalJSON, as each seat receives it.
func TestEventsJSON(t *testing.T) {
	for name, r := range eventVariants(t) {
		t.Run(name, func(t *testing.T) {
			playEvents(t, r, 8, func(_, _ State, _ *Move, evs []Event) {
				for _, e := range evs {
					for p := Seat(0); p < 2; p++ {
						want := e.For(p).Public()
						want.Hand = e.For(p).Hand
						b, err := json.Marshal(e.For(p))
						if err != nil {
							t.Fatalf("Marshal(%v): %v", e, err)
						}
						var got Event
						if err := json.Unmarshal(b, &got); err != nil {
							t.Fatalf("Unmarshal(%s): %v", b, err)
						}
						if !reflect.DeepEqual(got, want) {
							t.Fatalf("round trip of %s:\n got %v\nwant %v", b, got, want)
						}
					}
				}
			})
		})
	}
}

func TestEventJSONForm(t *testing.T) {
	e := Event{Kind: EventCapture, Seat: 1, Card: mustCard("jan-crane"), Cards: mustSet("jan-plain-1")}
	b, err := json.Marshal(e)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"kind":"capture","seat":1,"card":"jan-crane","cards":["jan-plain-1"]}`; string(b) != want {
		t.Errorf("Marshal = %s; want %s", b, want)
	}
	if got, want := e.String(), `capture seat=1 card=jan-crane cards="jan-plain-1"`; got != want {
		t.Errorf("String() = %s; want %s", got, want)
	}
	for _, bad := range []string{`{"kind":"dance"}`, `{"kind":"play","card":"jan-dragon"}`, `{"kind":"play","seat":2}`,
		`{"kind":"yaku","yaku":{"goko":1000}}`, `{"kind":"round-end","result":{"reason":"boredom"}}`,
		`{"kind":"round-end","result":{"reason":"shobu","deck":["jan-crane"]}}`, `[1]`,
		`{"kind":"capture","cards":["jan-crane","jan-crane"]}`} {
		var got Event
		if err := json.Unmarshal([]byte(bad), &got); err == nil {
			t.Errorf("Unmarshal(%s) = %v; want an error", bad, got)
		} else if !errors.Is(err, ErrBadEvent) && !errors.Is(err, ErrUnknownCard) && !errors.Is(err, ErrDuplicateCard) {
			t.Errorf("Unmarshal(%s) = %v; want ErrBadEvent, ErrUnknownCard or ErrDuplicateCard", bad, err)
		}
	}
	if _, err := json.Marshal(Event{Kind: numEventKinds}); err == nil {
		t.Error("Marshal of an unknown kind: no error")
	}
}

// TestEventsOfAMove is a worked example: a card played that captures, the
// draw that stays.
func TestEventsOfAMove(t *testing.T) {
	r := MustPreset("standard")
	s := position(t, r, "jan-crane feb-warbler", "jan-plain-1 mar-plain-1", "", "", "apr-plain-1 apr-plain-2")
	s.deck[s.next] = mustCard("may-plain-1")
	_, evs, err := s.ApplyEvents(Play(mustCard("jan-crane")), nil)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range evs {
		got = append(got, e.String())
	}
	want := []string{"play seat=0 card=jan-crane", `capture seat=0 card=jan-crane cards="jan-plain-1"`,
		"draw seat=0 card=may-plain-1", "stay card=may-plain-1"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("events:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if _, evs, err := s.ApplyEvents(Play(mustCard("dec-phoenix")), evs[:0]); err == nil || len(evs) != 0 {
		t.Errorf("an illegal move: %v, %v events; want an error and none", err, len(evs))
	}
}

func BenchmarkRandomRoundEvents(b *testing.B) {
	start, err := NewState(WithSeed(1))
	if err != nil {
		b.Fatal(err)
	}
	rng := splitMix(7)
	s := start
	evs := make([]Event, 0, 32)
	var buf [16]Move
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if s.phase == PhaseRoundOver {
			s, _ = s.NextRound()
		}
		if s.phase == PhaseGameOver {
			s = start
		}
		for s.phase != PhaseRoundOver && s.phase != PhaseGameOver {
			ms := s.AppendLegalMoves(buf[:0])
			s, evs, _ = s.ApplyEvents(ms[rng.Intn(len(ms))], evs[:0])
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "rounds/s")
}

// FuzzEventJSON: any input decodes to an event or an error, never a
// panic, and what decodes encodes back to the same event.
func FuzzEventJSON(f *testing.F) {
	f.Add(`{"kind":"capture","seat":1,"card":"jan-crane","cards":["jan-plain-1"]}`)
	f.Add(`{"kind":"yaku","seat":0,"yaku":{"tan":1},"made":{"tan":1},"points":1}`)
	f.Add(`{"kind":"game-end","seat":1,"scores":[3,9]}`)
	f.Add(`{"kind":"shobu","seat":0,"reason":"last-card"}`)
	f.Add(`{"kind":"play","seat":0,"card":"jan-crane","reason":"shobu","scores":[1,2]}`)
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
		if err := json.Unmarshal(b, &back); err != nil || !reflect.DeepEqual(back, e) {
			t.Fatalf("%s: decoded %v, re-decoded %v (%v)", b, e, back, err)
		}
	})
}

// TestEventsOfAHiki: the Gaji aimed at a month whose fourth card the other
// player holds (rules.md §4): the Hiki is declared, and the Gaji chooses
// again, or stays in the field when nothing else is left.
func TestEventsOfAHiki(t *testing.T) {
	r := MustPreset("rulebook")
	r.Set("gaji", "on")
	hand := "nov-lightning feb-warbler apr-cuckoo may-bridge jun-butterflies jul-boar aug-moon"
	opp := "mar-plain-2 feb-poetry apr-ribbon may-ribbon jun-blue jul-ribbon oct-blue"
	for _, tc := range []struct {
		field string
		moves []Move
		want  []string
	}{
		{"mar-curtain mar-poetry mar-plain-1 sep-plain-1 oct-plain-1", []Move{Gaji, Capture(mustCard("mar-curtain"))}, []string{
			"play seat=0 card=nov-lightning wild=true",
			`choose seat=0 card=nov-lightning cards="mar-curtain mar-poetry mar-plain-1 sep-plain-1 oct-plain-1"`,
			`hiki seat=1 card=mar-curtain cards="mar-curtain mar-poetry mar-plain-1" month=3`,
			`choose seat=0 card=nov-lightning cards="sep-plain-1 oct-plain-1"`,
		}},
		{"mar-curtain mar-poetry mar-plain-1", []Move{Gaji, Capture(mustCard("mar-poetry"))}, []string{
			"play seat=0 card=nov-lightning wild=true",
			`choose seat=0 card=nov-lightning cards="mar-curtain mar-poetry mar-plain-1"`,
			`hiki seat=1 card=mar-poetry cards="mar-curtain mar-poetry mar-plain-1" month=3`,
			"stay card=nov-lightning",
			"draw seat=0 card=",
		}},
	} {
		s := position(t, r, hand, tc.field, "", "", opp)
		var got []string
		for _, m := range tc.moves {
			next, evs, err := s.ApplyEvents(m, nil)
			if err != nil {
				t.Fatal(err)
			}
			checkReplay(t, s, next, evs)
			for _, e := range evs {
				got = append(got, e.String())
			}
			s = next
		}
		if len(got) < len(tc.want) {
			t.Fatalf("events %q; want %q", got, tc.want)
		}
		for i, w := range tc.want {
			if !strings.HasPrefix(got[i], w) {
				t.Errorf("event %d = %q; want %q", i, got[i], w)
			}
		}
	}
}
