package koikoi

// Redealt returns the state at the start of its round as if the deck had
// been shuffled from seed instead: the same rules, round, dealer and game
// scores, the hands, field and pile of the new shuffle (a void deal is dealt
// again, and a round that ends at its deal ends, as NextRound does). The
// review measures a deal's luck against the deals that could have been. s
// must be a round's first state, as NewState or NextRound returned it: one
// that ended at its deal is taken back to before it.
func (s State) Redealt(seed uint64) State {
	c := *s.config()
	c.decks, c.seed = nil, seed
	t := s
	t.cfg = &c
	if t.phase == PhaseRoundOver && !t.result.Draw {
		t.scores[t.result.Winner] -= t.result.Points
		if c.rules.ZeroSum {
			t.scores[t.result.Winner.Other()] += t.result.Points
		}
	}
	if t.phase == PhaseRoundOver {
		t.dealer = t.result.Dealer
	}
	t.deals = 0
	t.phase = PhasePlay
	t.startRound()
	return t
}
