package ikebana

import (
	"errors"
	"reflect"
	"testing"
)

// allMoves lists every move there is, legal or not, for checking that the
// illegal ones are refused.
var allMoves = []Move{Draw, Keep, Refuse, Buy(0), Buy(1), Buy(2), Buy(3), Buy(4), {Kind: 9}}

// checkState checks what must hold in every state of a game.
func checkState(t *testing.T, s State, bank int) {
	t.Helper()
	n := s.Players()
	var seen Set
	account := func(what string, c Set) {
		if seen&c != 0 {
			t.Fatalf("%s holds cards seen elsewhere: %v", what, seen&c)
		}
		seen |= c
	}
	account("pile", s.PileSet())
	if s.PileSet().Len() != s.PileLen() {
		t.Fatalf("pile of %d holds %d distinct cards", s.PileLen(), s.PileSet().Len())
	}
	if s.Drawn() != NoCard {
		account("drawn", SetOf(s.Drawn()))
	}
	sum, cards := 0, 0
	for p := Seat(0); p < MaxPlayers; p++ {
		if int(p) >= n {
			if s.Bouquet(p) != 0 || s.Discards(p) != 0 || s.Prestige(p) != 0 {
				t.Fatalf("seat %d of %d is not empty", p, n)
			}
			continue
		}
		account("bouquet", s.Bouquet(p))
		account("discards", s.Discards(p))
		var pile Set
		for _, c := range s.DiscardPile(p) {
			pile = pile.Add(c)
		}
		if pile != s.Discards(p) || (s.DiscardTop(p) == NoCard) != (pile == 0) || (pile != 0 && s.DiscardPile(p)[0] != s.DiscardTop(p)) {
			t.Fatalf("seat %d: discard pile %v, set %v, top %v", p, s.DiscardPile(p), s.Discards(p), s.DiscardTop(p))
		}
		if s.Prestige(p) < 0 {
			t.Fatalf("seat %d has %d prestige", p, s.Prestige(p))
		}
		if s.Bouquet(p).Len() > BouquetSize {
			t.Fatalf("seat %d has %d cards", p, s.Bouquet(p).Len())
		}
		sum += s.Prestige(p)
		cards += s.Bouquet(p).Len()
	}
	if seen != FullDeck {
		t.Fatalf("cards missing: %v", FullDeck&^seen)
	}
	if want := StartPrestige*n + bank; sum != want {
		t.Fatalf("prestige adds up to %d; want %d (bank paid %d)", sum, want, bank)
	}
	if s.Phase().Playing() {
		// Turns go clockwise from the first player, one card each.
		if want := (int(s.FirstPlayer()) + cards) % n; int(s.ToMove()) != want {
			t.Fatalf("seat %d to move after %d cards from first player %d", s.ToMove(), cards, s.FirstPlayer())
		}
	}
	// What a seat sees adds up, and determinizing it gives back the same
	// observation.
	o := s.Observe(s.ToMove())
	if o.Unseen != s.PileSet() {
		t.Fatalf("Unseen %v; pile %v", o.Unseen, s.PileSet())
	}
	d := o.Determinize(uint64(cards))
	if d.PileSet() != s.PileSet() || !reflect.DeepEqual(d.Observe(s.ToMove()), o) {
		t.Fatalf("determinized observation differs")
	}
}

// playRandomGame plays a whole game with random legal moves from seed,
// checking every state, every move, and every round's result.
func playRandomGame(t *testing.T, players int, seed uint64, refuseBias bool) (reshuffles int) {
	t.Helper()
	s, err := NewState(WithPlayers(players), WithSeed(seed), WithBouquetFinal(seed%2 == 0))
	if err != nil {
		t.Fatal(err)
	}
	rng := splitMix(seed * 31)
	bank, rounds := 0, 1
	for {
		legal := s.LegalMoves()
		if !s.Phase().Playing() {
			if len(legal) != 0 {
				t.Fatalf("legal moves %v in phase %s", legal, s.Phase())
			}
			r := s.Result()
			if r.Round != rounds {
				t.Fatalf("result of round %d; want %d", r.Round, rounds)
			}
			best, next := -1, Seat(0)
			for i := 0; i < players; i++ {
				p := (int(r.First) + i) % players
				if r.Bouquets[p].Len() != BouquetSize {
					t.Fatalf("round %d: seat %d has %d cards", rounds, p, r.Bouquets[p].Len())
				}
				bank += r.Scores[p].Total
				if r.Scores[p].Total > best {
					best, next = r.Scores[p].Total, Seat(p)
				}
			}
			reshuffles += s.Reshuffles()
			checkState(t, s, bank)
			if s.Phase() == PhaseGameOver {
				won := 0
				for _, w := range s.Winners() {
					if !s.Wins(w) {
						t.Fatalf("winner %d does not win", w)
					}
					won++
				}
				for p := Seat(0); p < MaxPlayers; p++ {
					if s.Wins(p) {
						won--
					}
				}
				if won != 0 || len(s.Winners()) == 0 {
					t.Fatalf("Winners %v disagrees with Wins", s.Winners())
				}
				if rounds != Rounds {
					t.Fatalf("game over after %d rounds", rounds)
				}
				if _, err := s.NextRound(); !errors.Is(err, ErrGameOver) {
					t.Fatalf("NextRound after the game: %v", err)
				}
				return reshuffles
			}
			if s, err = s.NextRound(); err != nil {
				t.Fatal(err)
			}
			if s.FirstPlayer() != next || r.Next != next {
				t.Fatalf("round %d starts with seat %d (result says %d); want %d", rounds+1, s.FirstPlayer(), r.Next, next)
			}
			rounds++
			continue
		}
		checkState(t, s, bank)
		if _, err := s.NextRound(); !errors.Is(err, ErrRoundNotOver) {
			t.Fatalf("NextRound mid-round: %v", err)
		}
		for _, m := range allMoves {
			isLegal := false
			for _, l := range legal {
				isLegal = isLegal || l == m
			}
			next, err := s.Apply(m)
			if (err == nil) != isLegal || s.IsLegal(m) != isLegal {
				t.Fatalf("%s: legal %v, Apply err %v", m, isLegal, err)
			}
			if err != nil && !reflect.DeepEqual(next, s) {
				t.Fatalf("illegal %s changed the state", m)
			}
		}
		m := legal[rng.Intn(len(legal))]
		if refuseBias && len(legal) == 2 && legal[1] == Refuse {
			m = Refuse
		}
		next, err := s.Apply(m)
		if err != nil {
			t.Fatalf("legal %s: %v", m, err)
		}
		inPlace := s
		if err := inPlace.Play(m); err != nil || !reflect.DeepEqual(inPlace, next) {
			t.Fatalf("Play(%s) differs from Apply (%v)", m, err)
		}
		s = next
	}
}

func TestRandomGamesInvariants(t *testing.T) {
	games := 150
	if testing.Short() {
		games = 20
	}
	for players := MinPlayers; players <= MaxPlayers; players++ {
		reshuffles := 0
		for g := 0; g < games; g++ {
			reshuffles += playRandomGame(t, players, uint64(players*1000+g), g%3 == 0)
		}
		if reshuffles == 0 {
			t.Errorf("%d players: no game exhausted its pile", players)
		}
	}
}
