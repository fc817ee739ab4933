package ikebana

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

// stack returns a deck with the given cards on top, in that order, and the
// others below in id order.
func stack(ids string) []Card {
	top := mustList(ids)
	var used Set
	for _, c := range top {
		used = used.Add(c)
	}
	d := append([]Card(nil), top...)
	for c := Card(0); c < NumCards; c++ {
		if !used.Has(c) {
			d = append(d, c)
		}
	}
	return d
}

func mustList(ids string) []Card {
	var out []Card
	for _, f := range strings.Fields(ids) {
		c, err := ParseCard(f)
		if err != nil {
			panic(err)
		}
		out = append(out, c)
	}
	return out
}

func newStacked(t *testing.T, players int, first Seat, ids string) State {
	t.Helper()
	s, err := NewState(WithPlayers(players), WithFirstPlayer(first), WithDecks(stack(ids)))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// play applies moves in order, failing the test on an error.
func play(t *testing.T, s State, moves ...Move) State {
	t.Helper()
	for _, m := range moves {
		var err error
		if s, err = s.Apply(m); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
	return s
}

func prestiges(s State) []int {
	var out []int
	for p := Seat(0); int(p) < s.Players(); p++ {
		out = append(out, s.Prestige(p))
	}
	return out
}

func TestRefusalPayments(t *testing.T) {
	tests := []struct {
		name     string
		players  int
		first    Seat
		cash     int32
		refusals int
		want     []int
	}{
		{"four players: left neighbour first", 4, 0, 6, 3, []int{0, 7, 8, 9}},
		{"four players from seat 2", 4, 2, 6, 3, []int{8, 9, 0, 7}},
		{"two players: all to the opponent", 2, 1, 10, 4, []int{16, 0}},
		{"three players: round again, skipping the refuser", 3, 0, 15, 5, []int{0, 6 + 1 + 3 + 5, 6 + 2 + 4}},
		{"five players", 5, 4, 21, 6, []int{6 + 1 + 5, 6 + 2 + 6, 6 + 3, 6 + 4, 0}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newStacked(t, tc.players, tc.first, "")
			s.prestige[tc.first] = tc.cash
			if price, to := s.RefusePrice(); price != 1 || int(to) != (int(tc.first)+1)%tc.players {
				t.Fatalf("before drawing: a refusal costs %d to seat %d", price, to)
			}
			s = play(t, s, Draw)
			for k := 1; k <= tc.refusals; k++ {
				price, to := s.RefusePrice()
				// The k-th refusal goes to the k-th other player clockwise.
				want := Seat((int(tc.first) + 1 + (k-1)%(tc.players-1)) % tc.players)
				if price != k || to != want {
					t.Fatalf("refusal %d costs %d to seat %d; want %d to seat %d", k, price, to, k, want)
				}
				s = play(t, s, Refuse)
			}
			if got := prestiges(s); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("prestige after %d refusals = %v; want %v", tc.refusals, got, tc.want)
			}
			// Out of prestige: the card must be kept.
			if _, err := s.Apply(Refuse); !errors.Is(err, ErrCannotPay) {
				t.Errorf("refusing with %d prestige: %v; want ErrCannotPay", s.Prestige(tc.first), err)
			}
			if got := s.LegalMoves(); !reflect.DeepEqual(got, []Move{Keep}) {
				t.Errorf("legal moves %v; want keep only", got)
			}
			if s.Discards(tc.first).Len() != tc.refusals || s.Refusals() != tc.refusals {
				t.Errorf("%d cards discarded, %d refusals; want %d", s.Discards(tc.first).Len(), s.Refusals(), tc.refusals)
			}
		})
	}
}

func TestBuyAndDiscardPile(t *testing.T) {
	// Seat 0 refuses red-4a then red-5 and keeps red-1a; seat 1 buys red-5
	// (5 prestige to seat 0), then seat 0 buys... its own: refused.
	s := newStacked(t, 2, 0, "red-4a red-5 red-1a green-1a")
	s = play(t, s, Draw, Refuse, Refuse, Keep)
	if got := s.DiscardPile(0); !reflect.DeepEqual(got, mustList("red-5 red-4a")) {
		t.Fatalf("discard pile %v", got)
	}
	if got := prestiges(s); !reflect.DeepEqual(got, []int{3, 9}) {
		t.Fatalf("prestige %v", got)
	}
	if got := s.LegalMoves(); !reflect.DeepEqual(got, []Move{Draw, Buy(0)}) {
		t.Fatalf("seat 1 legal moves %v", got)
	}
	s = play(t, s, Buy(0))
	if s.Bouquet(1) != mustSet("red-5") || s.DiscardTop(0) != mustList("red-4a")[0] || s.Discards(0) != mustSet("red-4a") {
		t.Fatalf("after buying: bouquet %v, discards %v top %v", s.Bouquet(1), s.Discards(0), s.DiscardTop(0))
	}
	if got := prestiges(s); !reflect.DeepEqual(got, []int{8, 4}) {
		t.Fatalf("prestige after buying %v", got)
	}
	if s.ToMove() != 0 || s.Phase() != PhaseStart {
		t.Fatalf("seat %d to move in %s", s.ToMove(), s.Phase())
	}
}

func TestIllegalMoves(t *testing.T) {
	// Seat 0 refused red-4a and kept red-1a; seat 1 (2 prestige after a
	// purchase elsewhere is not needed: we set it) is to move.
	base := newStacked(t, 3, 0, "red-4a red-1a green-2a blue-3a")
	base = play(t, base, Draw, Refuse, Keep)
	poor := base
	poor.prestige[1] = 3
	drawing := play(t, base, Draw)
	over := base
	over.phase = PhaseRoundOver
	done := base
	done.phase = PhaseGameOver
	tests := []struct {
		name string
		s    State
		m    Move
		want error
	}{
		{"buy from own discard", play(t, base, Draw, Keep, Draw, Refuse, Keep), Buy(0), ErrOwnDiscard},
		{"buy after drawing", drawing, Buy(0), ErrAlreadyDrawing},
		{"buy from an empty pile", base, Buy(2), ErrEmptyDiscard},
		{"buy from no seat", base, Buy(3), ErrNoSuchSeat},
		{"buy without the price", poor, Buy(0), ErrCannotPay},
		{"keep before drawing", base, Keep, ErrWrongPhase},
		{"refuse before drawing", base, Refuse, ErrWrongPhase},
		{"draw twice", drawing, Draw, ErrWrongPhase},
		{"refuse without the price", func() State { s := drawing; s.prestige[1] = 0; return s }(), Refuse, ErrCannotPay},
		{"move after the round", over, Draw, ErrRoundOver},
		{"move after the game", done, Draw, ErrGameOver},
		{"unknown kind", base, Move{Kind: 7}, ErrBadMove},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := tc.s.Apply(tc.m)
			if !errors.Is(err, tc.want) {
				t.Errorf("Apply(%s) = %v; want %v", tc.m, err, tc.want)
			}
			if !reflect.DeepEqual(got, tc.s) {
				t.Errorf("Apply(%s) changed the state", tc.m)
			}
			if tc.s.IsLegal(tc.m) {
				t.Errorf("IsLegal(%s) = true", tc.m)
			}
		})
	}
	if _, err := base.ApplyAs(0, Draw); !errors.Is(err, ErrNotYourTurn) {
		t.Errorf("seat 0 moving in seat 1's turn: %v; want ErrNotYourTurn", err)
	}
	if _, err := base.ApplyAs(1, Draw); err != nil {
		t.Errorf("seat 1 moving in its turn: %v", err)
	}
	if _, err := base.NextRound(); !errors.Is(err, ErrRoundNotOver) {
		t.Errorf("NextRound mid-round: %v", err)
	}
}

func TestPileExhausted(t *testing.T) {
	s := newStacked(t, 2, 0, "red-1a green-1a")
	s.prestige[0] = 2000
	s = play(t, s, Draw, Refuse) // red-1a down; green-1a up
	s = play(t, s, Keep)         // seat 0 keeps green-1a
	s = play(t, s, Draw, Keep)   // seat 1 keeps the next
	s = play(t, s, Draw)
	for s.PileLen() > 0 {
		s = play(t, s, Refuse)
	}
	// Everything but two bouquet cards and the drawn one is in seat 0's
	// discard pile; refusing the last card reshuffles all but the top.
	if s.Discards(0).Len() != 52 || s.Reshuffles() != 0 {
		t.Fatalf("%d discarded, %d reshuffles", s.Discards(0).Len(), s.Reshuffles())
	}
	last := s.Drawn()
	s = play(t, s, Refuse)
	if s.Reshuffles() != 1 || s.DiscardTop(0) != last || s.Discards(0) != SetOf(last) || s.PileLen() != 51 {
		t.Fatalf("after the reshuffle: %d reshuffles, top %v, discards %v, pile %d",
			s.Reshuffles(), s.DiscardTop(0), s.Discards(0), s.PileLen())
	}
	checkState(t, s, 2000-StartPrestige)
	// The new pile is shuffled: its order is not the discard order.
	order := append([]Card{s.Drawn()}, s.Pile()...)
	sorted := true
	for i := 1; i < len(order); i++ {
		sorted = sorted && order[i] > order[i-1]
	}
	if sorted {
		t.Error("the reshuffled pile is in id order")
	}
}

func TestNextFirstPlayer(t *testing.T) {
	// Three players, seat 1 first: cards go 1, 2, 0, 1, 2, 0, ...
	// Seats 2 and 0 tie at 60; seat 2 comes first clockwise from seat 1.
	b0 := mustList("green-1a green-2a green-3a green-4a green-5")
	b1 := mustList("yellow-1a yellow-1b blue-2a black-3a blue-5")
	b2 := mustList("red-1a red-2a red-3a red-4a red-5")
	var ids []string
	for i := 0; i < 5; i++ {
		ids = append(ids, b1[i].String(), b2[i].String(), b0[i].String())
	}
	s := newStacked(t, 3, 1, strings.Join(ids, " "))
	for i := 0; i < 15; i++ {
		s = play(t, s, Draw, Keep)
	}
	r := s.Result()
	if s.Phase() != PhaseRoundOver || r.Round != 1 || r.Scores[0].Total != 60 || r.Scores[2].Total != 60 || r.Scores[1].Total != 2 {
		t.Fatalf("phase %s, result %+v", s.Phase(), r)
	}
	if got := prestiges(s); !reflect.DeepEqual(got, []int{66, 8, 66}) {
		t.Errorf("prestige after scoring %v", got)
	}
	next, err := s.NextRound()
	if err != nil {
		t.Fatal(err)
	}
	if next.FirstPlayer() != 2 || next.ToMove() != 2 || next.Round() != 2 || r.Next != 2 {
		t.Errorf("round 2 starts with seat %d; want 2", next.FirstPlayer())
	}
	if next.Result().Round != 1 || next.PileLen() != NumCards || next.Bouquet(0) != 0 {
		t.Errorf("round 2 did not start afresh")
	}
}

func TestBouquetFinal(t *testing.T) {
	for _, final := range []bool{false, true} {
		s, err := NewState(WithPlayers(2), WithSeed(5), WithBouquetFinal(final))
		if err != nil {
			t.Fatal(err)
		}
		for s.Phase() != PhaseGameOver {
			if s.Phase() == PhaseRoundOver {
				r := s.Result()
				if r.Final || r.Scores[0].Final {
					t.Errorf("round %d doubled", r.Round)
				}
				s, _ = s.NextRound()
				continue
			}
			s = play(t, s, s.LegalMoves()[0]) // draw and keep
		}
		r := s.Result()
		want, _ := ScoreBouquet(r.Bouquets[0], final)
		if r.Round != Rounds || r.Final != final || r.Scores[0] != want {
			t.Errorf("final=%v: last round %+v; want score %+v", final, r, want)
		}
	}
}

func TestReproducible(t *testing.T) {
	run := func(seed uint64) State {
		s, err := NewState(WithPlayers(3), WithSeed(seed))
		if err != nil {
			t.Fatal(err)
		}
		rng := splitMix(1)
		for s.Phase() != PhaseGameOver {
			if s.Phase() == PhaseRoundOver {
				s, _ = s.NextRound()
				continue
			}
			ms := s.LegalMoves()
			s = play(t, s, ms[rng.Intn(len(ms))])
		}
		return s
	}
	if a, b := run(9), run(9); !reflect.DeepEqual(a, b) {
		t.Error("the same seed and moves gave two games")
	}
	firsts := map[Seat]bool{}
	for seed := uint64(0); seed < 40; seed++ {
		s, _ := NewState(WithPlayers(3), WithSeed(seed))
		firsts[s.FirstPlayer()] = true
	}
	if len(firsts) != 3 {
		t.Errorf("first players drawn over 40 seeds: %v", firsts)
	}
}

// TestShuffleUniform checks that every card reaches the top of a pile about
// as often as any other.
func TestShuffleUniform(t *testing.T) {
	var top, bottom [NumCards]int
	const n = 55 * 200
	for seed := uint64(0); seed < n; seed++ {
		d := ShuffledDeck(seed)
		top[d[0]]++
		bottom[d[NumCards-1]]++
	}
	for c := range top {
		if top[c] < 120 || top[c] > 290 || bottom[c] < 120 || bottom[c] > 290 {
			t.Errorf("%s: on top %d times, at the bottom %d times in %d shuffles (expected 200)", Card(c), top[c], bottom[c], n)
		}
	}
}

func TestNewStateErrors(t *testing.T) {
	tests := []struct {
		name string
		opts []Option
		want error
	}{
		{"one player", []Option{WithPlayers(1)}, ErrBadOptionValue},
		{"six players", []Option{WithPlayers(6)}, ErrBadOptionValue},
		{"bad options", []Option{WithRules(Rules{Players: 9})}, ErrBadOptionValue},
		{"first player out of the table", []Option{WithPlayers(2), WithFirstPlayer(3)}, ErrNoSuchSeat},
		{"short deck", []Option{WithDecks(mustList("red-1a red-1b"))}, ErrBadDeck},
		{"repeated card", []Option{WithDecks(append(stack("")[:54], Card(0)))}, ErrBadDeck},
	}
	for _, tc := range tests {
		if _, err := NewState(tc.opts...); !errors.Is(err, tc.want) {
			t.Errorf("%s: err = %v; want %v", tc.name, err, tc.want)
		}
	}
}
