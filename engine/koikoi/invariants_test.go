package koikoi

import (
	"errors"
	"testing"
)

// checkInvariants fails the test when s loses a card or breaks a rule that
// must hold at every step.
func checkInvariants(t testing.TB, s *State) {
	t.Helper()
	parts := []Set{s.hands[0], s.hands[1], s.field, s.captured[0], s.captured[1], SetOf(s.pending)}
	var pile Set
	for _, c := range s.deck[s.next:] {
		pile = pile.Add(c)
	}
	parts = append(parts, pile)
	var all Set
	n := 0
	for _, p := range parts {
		all |= p
		n += p.Len()
	}
	if all != FullDeck || n != NumCards {
		t.Fatalf("cards not accounted for: %d distinct, %d counted", all.Len(), n)
	}
	if s.phase == PhasePlay && s.field == 0 && s.next < NumCards {
		t.Fatalf("a turn starts with an empty field and cards in the pile")
	}
	if s.phase == PhaseKoiKoi && s.hands[s.toMove] == 0 {
		t.Fatalf("Koi-Koi offered with an empty hand")
	}
	if s.hands[0].Len() > 8 || s.hands[1].Len() > 8 {
		t.Fatalf("a hand holds more than 8 cards")
	}
}

// playRandomGame plays a whole game with random legal moves, checking the
// invariants and the scoring rules at every step. Tried moves that are not
// legal must fail and change nothing.
func playRandomGame(t testing.TB, r Rules, seed uint64, choose func(n int) int) State {
	s, err := NewState(WithRules(r), WithSeed(seed))
	if err != nil {
		t.Fatal(err)
	}
	rounds := 0
	var counted [2]int // each seat's counted points at the end of its last turn
	for s.phase != PhaseGameOver {
		checkInvariants(t, &s)
		if s.phase == PhaseRoundOver {
			rounds++
			counted = [2]int{}
			checkRound(t, &s)
			if s, err = s.NextRound(); err != nil {
				t.Fatal(err)
			}
			continue
		}
		legal := s.LegalMoves()
		if len(legal) == 0 {
			t.Fatalf("no legal move in phase %s", s.phase)
		}
		// An illegal move is refused and changes nothing.
		bogus := Move{MoveKind(choose(len(moveNames))), Card(choose(NumCards))}.canonical()
		isLegal := false
		for _, m := range legal {
			isLegal = isLegal || m == bogus
		}
		if !isLegal {
			before := s
			if _, err := s.Apply(bogus); err == nil {
				t.Fatalf("illegal move %s accepted in %s", bogus, s.phase)
			}
			if before != s {
				t.Fatalf("a refused move changed the state")
			}
		}
		prevScores := s.scores
		mover, wasKoi := s.toMove, s.phase == PhaseKoiKoi
		if s, err = s.Apply(legal[choose(len(legal))]); err != nil {
			t.Fatal(err)
		}
		// A Koi-Koi choice is only ever offered when the counted points
		// rose (rules.md §1.4).
		if !wasKoi && (s.phase == PhaseKoiKoi || s.toMove != mover) && s.phase != PhaseRoundOver {
			now := r.Yaku(s.captured[mover], int(s.month)).Sum()
			if s.phase == PhaseKoiKoi && now <= counted[mover] {
				t.Fatalf("Koi-Koi offered to seat %d with %d counted points, %d before", mover, now, counted[mover])
			}
			counted[mover] = now
		}
		if s.phase != PhaseRoundOver && s.scores != prevScores {
			t.Fatalf("scores changed mid-round")
		}
	}
	if want := r.Rounds; rounds != want && !(r.ExtraRoundOnTie && rounds > want && rounds <= want+MaxExtraRounds) {
		t.Fatalf("%d rounds played; want %d", rounds, want)
	}
	if extra := rounds - r.Rounds; extra > 0 && extra < MaxExtraRounds && s.scores[0] == s.scores[1] {
		t.Fatalf("the tie-break stopped at a tie after %d extra rounds", extra)
	}
	if r.ZeroSum && s.scores[0]+s.scores[1] != 0 {
		t.Fatalf("zero-sum preset: scores %v", s.scores)
	}
	return s
}

// checkRound checks a finished round's result against the rules.
func checkRound(t testing.TB, s *State) {
	res := s.result
	r := &s.cfg.rules
	if res.Draw {
		want := res.Dealer.Other()
		if r.DrawKeepsDealer {
			want = res.Dealer
		}
		if s.dealer != want {
			t.Fatalf("dealer after a draw: %d; want %d", s.dealer, want)
		}
		return
	}
	want := res.Winner
	if (res.Reason == EndTeshi || res.Reason == EndKuttsuki) && r.HandWinPassesDeal {
		want = res.Dealer.Other()
	}
	if s.dealer != want {
		t.Fatalf("after %s won by %d, %d deals; want %d", res.Reason, res.Winner, s.dealer, want)
	}
	switch res.Reason {
	case EndTeshi, EndKuttsuki:
		if res.Points != HandWinPoints {
			t.Fatalf("%s scored %d", res.Reason, res.Points)
		}
	case EndShobu, EndLastCard, EndExhausted:
		w := res.Winner
		want := r.Score(s.captured[w], ScoreContext{Month: res.Month, KoiSelf: int(s.koi[w]), KoiOpp: int(s.koi[w.Other()]), FieldBrights: int(s.brights)})
		if want.Total != res.Points || res.Points <= 0 {
			t.Fatalf("%s scored %d; the rules give %d", res.Reason, res.Points, want.Total)
		}
		if res.Reason == EndExhausted && r.Exhaust != ExhaustMuseum {
			t.Fatalf("an exhausted round has a winner outside museum")
		}
	default:
		t.Fatalf("winner with reason %s", res.Reason)
	}
}

func TestRandomGames(t *testing.T) {
	games := 500
	if testing.Short() {
		games = 50
	}
	for _, name := range PresetNames {
		t.Run(name, func(t *testing.T) {
			for g := 0; g < games; g++ {
				r := MustPreset(name)
				rng := splitMix(uint64(g) * 7919)
				// Turn options on at random, so every option meets every preset.
				for _, o := range []string{"gaji", "exchange", "triad", "field-brights", "tsukifuda", "sake-as-plain", "seven-doubles"} {
					if rng.Intn(3) == 0 {
						r.Set(o, []string{"on", "off"}[rng.Intn(2)])
					}
				}
				r.Viewing = Viewing(rng.Intn(3))
				if rng.Intn(4) == 0 {
					r.Rounds = 1 + rng.Intn(MaxRounds)
				}
				playRandomGame(t, r, uint64(g), rng.Intn)
			}
		})
	}
}

func TestMuseumExhaustion(t *testing.T) {
	r := MustPreset("museum")
	seen := map[string]int{}
	for g := uint64(0); g < 300; g++ {
		rng := splitMix(g)
		s, _ := NewState(WithRules(r), WithSeed(g))
		for s.phase != PhaseRoundOver {
			ms := s.LegalMoves()
			m := ms[rng.Intn(len(ms))]
			if m.Kind == MoveShobu {
				m = KoiKoi // keep the round going to its end
			}
			before := s
			s, _ = s.Apply(m)
			if s.phase == PhaseRoundOver && s.result.Reason == EndExhausted {
				if s.hands[before.dealer] != 0 || s.hands[before.dealer.Other()].Len() != 1 {
					t.Fatalf("museum exhaustion not when the Oya's hand empties: hands %d/%d", s.hands[0].Len(), s.hands[1].Len())
				}
				switch {
				case s.lastYaku == int8(before.dealer.Other()):
					if s.result.Draw || s.result.Winner != before.dealer.Other() {
						t.Fatalf("the non-dealer made the last yaku but did not win: %+v", s.result)
					}
					seen["won"]++
				default:
					if !s.result.Draw {
						t.Fatalf("a draw was expected: last yaku by %d", s.lastYaku)
					}
					seen["draw"]++
				}
			}
		}
	}
	if seen["won"] == 0 || seen["draw"] == 0 {
		t.Errorf("both exhaustion outcomes should occur in 300 rounds: %v", seen)
	}
}

func TestObservationHidesCards(t *testing.T) {
	for seed := uint64(0); seed < 20; seed++ {
		s, _ := NewState(WithSeed(seed))
		if s.Phase() == PhaseRoundOver {
			if o := s.Observe(0); o.OppHand != s.hands[1] {
				t.Fatalf("the other hand is not shown once the round is over")
			}
			continue
		}
		checkHidden(t, s)
	}
}

func checkHidden(t *testing.T, s State) {
	for p := Seat(0); p < 2; p++ {
		o := s.Observe(p)
		if o.OppHand != 0 || o.Pile != nil || o.public.hands[p.Other()] != 0 || o.public.deck != [NumCards]Card{} || o.public.cfg.seed != 0 {
			t.Fatalf("seat %d sees hidden cards", p)
		}
		if o.Unseen() != s.hands[p.Other()]|pileSet(&s) {
			t.Fatalf("Unseen() is not the other hand plus the pile")
		}
		g, err := o.Determinize(s.hands[p.Other()], s.Pile())
		copy(g.deck[:s.next], s.deck[:s.next]) // the dealt part is not needed for play
		if err != nil {
			t.Fatal(err)
		}
		if g.hands != s.hands || g.deck != s.deck {
			t.Fatalf("Determinize with the true cards differs")
		}
		if _, err := o.Determinize(0, nil); !errors.Is(err, ErrBadDeck) {
			t.Fatalf("a wrong guess: %v", err)
		}
	}
}

func pileSet(s *State) Set {
	var p Set
	for _, c := range s.deck[s.next:] {
		p = p.Add(c)
	}
	return p
}
