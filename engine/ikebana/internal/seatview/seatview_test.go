package seatview

import (
	"testing"

	"github.com/koikoi-app/koikoi/engine/ikebana"
)

// TestViewAgreesWithTheEngine plays games of three and four seats through
// and holds, at every decision, the view of the seat to move to what the
// engine says: who moves, the phase, the card drawn, and which purchases
// and refusals are legal.
func TestViewAgreesWithTheEngine(t *testing.T) {
	for _, players := range []int{3, 4} {
		g, err := ikebana.NewGame(ikebana.WithRules(ikebana.Rules{Players: players}), ikebana.WithSeed(uint64(players)))
		if err != nil {
			t.Fatal(err)
		}
		decisions, buys, refusals := 0, 0, 0
		for n := 0; !g.State().GameOver(); n++ {
			s := g.State()
			if s.Phase() == ikebana.PhaseRoundOver {
				if err := g.NextRound(); err != nil {
					t.Fatal(err)
				}
				continue
			}
			o := s.Observe(s.ToMove())
			v := Of(&o)
			if v.Players != players || v.Me != s.ToMove() || v.Start != (s.Phase() == ikebana.PhaseStart) || v.Bouquet != s.Bouquet(v.Me) {
				t.Fatalf("state %d: view %+v of seat %d in phase %v", n, v, s.ToMove(), s.Phase())
			}
			for q := range players {
				if v.CanBuy(q) != s.IsLegal(ikebana.Buy(ikebana.Seat(q))) {
					t.Fatalf("state %d: CanBuy(%d) = %v, the engine says %v", n, q, v.CanBuy(q), !v.CanBuy(q))
				}
				if v.CanBuy(q) {
					buys++
				}
			}
			if !v.Start && (v.Drawn != s.Drawn() || v.CanRefuse() != s.IsLegal(ikebana.Refuse)) {
				t.Fatalf("state %d: drawn %v, CanRefuse %v; the engine: %v, %v", n, v.Drawn, v.CanRefuse(), s.Drawn(), s.IsLegal(ikebana.Refuse))
			}
			if !v.Start && v.CanRefuse() {
				refusals++
			}
			legal := s.LegalMoves()
			if err := g.Apply(legal[n%len(legal)]); err != nil {
				t.Fatal(err)
			}
			decisions++
		}
		if decisions < 20 || buys == 0 || refusals == 0 {
			t.Errorf("%d players: %d decisions, %d purchases and %d refusals open; want some of each", players, decisions, buys, refusals)
		}
	}
}
