package koikoi

import "testing"

func TestRedealt(t *testing.T) {
	for _, preset := range PresetNames {
		s, err := NewState(WithRules(MustPreset(preset)), WithSeed(7), WithDealer(1))
		if err != nil {
			t.Fatal(err)
		}
		if s.deals != 1 {
			continue // a void first deal: the seed's own redeal differs in its count
		}
		same := s.Redealt(7)
		if same.Hand(0) != s.Hand(0) || same.Hand(1) != s.Hand(1) || same.Field() != s.Field() || same.deck != s.deck || same.Phase() != s.Phase() {
			t.Errorf("%s: Redealt(7) of the seed-7 deal is another deal", preset)
		}
		other := s.Redealt(8)
		if other.deck == s.deck {
			t.Errorf("%s: Redealt(8) dealt the seed-7 deck", preset)
		}
		if other.Round() != 1 || other.Dealer() != 1 || other.Score(0) != 0 || other.Score(1) != 0 {
			t.Errorf("%s: Redealt(8) = round %d dealer %d scores %d-%d; want round 1, dealer 1, 0-0", preset, other.Round(), other.Dealer(), other.Score(0), other.Score(1))
		}
	}
}

func TestRedealtAfterDealEnd(t *testing.T) {
	// Find a round that ends at its deal and take it back.
	for seed := uint64(1); seed < 5000; seed++ {
		s, _ := NewState(WithSeed(seed), WithDealer(0))
		if s.Phase() != PhaseRoundOver {
			continue
		}
		for k := uint64(1); ; k++ {
			r := s.Redealt(seed + k)
			if r.Phase() == PhaseRoundOver {
				continue
			}
			if r.Score(0) != 0 || r.Score(1) != 0 || r.Dealer() != s.Result().Dealer || r.Round() != 1 {
				t.Fatalf("seed %d: Redealt = round %d, dealer %d, %d-%d; want round 1, dealer %d, 0-0", seed, r.Round(), r.Dealer(), r.Score(0), r.Score(1), s.Result().Dealer)
			}
			break
		}
		return
	}
	t.Skip("no round ended at its deal in 5000 seeds")
}
