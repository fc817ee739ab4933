package koikoi

import (
	"testing"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/store"
)

// TestControllerWholeGame lets two computer players finish a game of six
// rounds through the controller and checks that the statistics count each
// round and the game once, even across a resume.
func TestControllerWholeGame(t *testing.T) {
	r := koikoi.MustPreset("standard")
	r.Set("rounds", "6")
	g, err := koikoi.NewGame(koikoi.WithRules(r), koikoi.WithSeed(3))
	if err != nil {
		t.Fatal(err)
	}
	st := store.New(new(store.Memory))
	var stats store.KoikoiStats
	c := NewController(g, store.KoikoiSave{Mode: store.ModeComputer}, [2]Player{firstMove{}, firstMove{}})
	c.Sync, c.Store, c.Stats = true, st, &stats
	changes := 0
	c.OnChange = func() { changes++ }
	c.Start()
	for i := 0; i < 20; i++ {
		s := c.Game.State()
		if s.Phase() != koikoi.PhaseRoundOver {
			break
		}
		if i == 2 {
			// Resume from the save, as after a kill.
			sv, g2, err := st.LoadKoikoi()
			if err != nil {
				t.Fatal(err)
			}
			c = NewController(g2, *sv, [2]Player{firstMove{}, firstMove{}})
			c.Sync, c.Store, c.Stats = true, st, &stats
			c.Start()
		}
		if err := c.NextRound(); err != nil {
			t.Fatal(err)
		}
	}
	s := c.Game.State()
	if s.Phase() != koikoi.PhaseGameOver {
		t.Fatalf("phase %v; want game over", s.Phase())
	}
	hist := c.Game.History()
	if stats.Games != 1 || stats.Rounds != len(hist) {
		t.Errorf("stats = %+v; want 1 game and %d rounds", stats, len(hist))
	}
	var won, pts int
	for _, h := range hist {
		if !h.Draw && h.Winner == 0 {
			won++
			pts += h.Points
		}
	}
	if stats.RoundsWon != won || stats.PointsFor != pts {
		t.Errorf("stats = %+v; want %d rounds won for %d points", stats, won, pts)
	}
	w, ok := s.Winner()
	switch {
	case !ok && stats.Draws != 1, ok && w == 0 && stats.Wins != 1, ok && w == 1 && stats.Losses != 1:
		t.Errorf("stats = %+v; winner %v %v", stats, w, ok)
	}
	saved, _ := st.LoadKoikoiStats()
	if saved.Games != 1 || saved.Rounds != len(hist) {
		t.Errorf("saved stats = %+v", saved)
	}
	if changes == 0 {
		t.Error("OnChange never called")
	}
}

func TestLegalFallback(t *testing.T) {
	g, _ := koikoi.NewGame(koikoi.WithSeed(1))
	obs := g.Observe(g.State().ToMove())
	bad := koikoi.Capture(koikoi.PhoenixCard)
	if m := legal(&obs, bad); !obs.IsLegal(m) {
		t.Errorf("legal(%v) = %v; want a legal move", bad, m)
	}
}
