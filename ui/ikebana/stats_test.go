package ikebana

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/store"
)

// finished returns a 2-player game played to its end with first legal
// moves, the first of seeds 1, 2, ... whose winners satisfy want.
func finished(t *testing.T, want func(ws []ikebana.Seat) bool) *ikebana.Game {
	t.Helper()
	for seed := uint64(1); seed < 2000; seed++ {
		g, _ := ikebana.NewGame(ikebana.WithPlayers(2), ikebana.WithSeed(seed))
		for !g.State().GameOver() {
			st := g.State()
			if st.Phase() == ikebana.PhaseRoundOver {
				g.NextRound()
				continue
			}
			moves := st.LegalMoves()
			g.Apply(moves[int(seed+uint64(g.Moves()))%len(moves)])
		}
		if want(g.State().Winners()) {
			return g
		}
	}
	t.Fatal("no game with that outcome")
	return nil
}

// bestOf is the best bouquet the player made in g, in points.
func bestOf(g *ikebana.Game) int {
	best := 0
	for _, r := range g.History() {
		sc, _ := ikebana.ScoreBouquet(r.Bouquets[you], false)
		best = max(best, sc.Total)
	}
	return best
}

// TestStatsCount ends a won, a lost and a shared game against the computer:
// each is counted once (a resumed game on its last scores is not counted
// again), as a win, a loss and a shared win, and the best bouquet is the
// best of all their rounds.
func TestStatsCount(t *testing.T) {
	dir := t.TempDir()
	a, _ := newTestApp(t, dir)
	won := finished(t, func(ws []ikebana.Seat) bool { return len(ws) == 1 && ws[0] == you })
	lost := finished(t, func(ws []ikebana.Seat) bool { return len(ws) == 1 && ws[0] != you })
	tie := finished(t, func(ws []ikebana.Seat) bool { return len(ws) == 2 })
	best := 0
	for _, g := range []*ikebana.Game{won, lost, tie} {
		if err := a.StartGame(g, "easy"); err != nil {
			t.Fatal(err)
		}
		best = max(best, bestOf(g))
	}
	// the last game, left on its scores and resumed, is not counted twice
	a.Leave()
	b, _ := newTestApp(t, dir)
	b.Continue()
	if b.Match() == nil || !b.Match().Save.GameCounted {
		t.Fatal("the game left on its last scores did not resume as counted")
	}
	s, err := b.h.Store.LoadIkebanaStats()
	if err != nil {
		t.Fatal(err)
	}
	if s.Games != 3 || s.Wins != 1 || s.Losses != 1 || s.Shared != 1 || s.ByTable[2].Games != 3 {
		t.Errorf("statistics %+v; want 3 games at 2 florists: one won, one lost, one shared", s)
	}
	if s.Best.Points != best || len(s.Best.Cards) == 0 || s.Best.Players != 2 {
		t.Errorf("best bouquet %+v; want %d points", s.Best, best)
	}

	b.ShowStats()
	v := b.Stats
	if v == nil || v.Stats.Games != 3 || v.Damaged {
		t.Fatalf("the statistics screen shows %+v", v)
	}
	if n := countCards(b.h.Win.Content()); n != len(s.Best.Cards) {
		t.Errorf("the statistics screen draws %d cards; want the best bouquet's %d", n, len(s.Best.Cards))
	}
	// Reset asks first: Cancel keeps them, Confirm erases them.
	test.Tap(v.Reset)
	if !v.ask.Visible() {
		t.Fatal("Reset did not ask to confirm")
	}
	test.Tap(v.Cancel)
	if s, _ := b.h.Store.LoadIkebanaStats(); s.Games != 3 || v.ask.Visible() {
		t.Fatal("Cancel erased the statistics or kept asking")
	}
	test.Tap(v.Reset)
	test.Tap(v.Confirm)
	if s, _ := b.h.Store.LoadIkebanaStats(); s.Games != 0 || len(s.Best.Cards) != 0 {
		t.Errorf("after Reset and Confirm: %+v", s)
	}
	if b.Stats == v || b.Stats.Stats.Games != 0 || !b.Stats.Reset.Disabled() {
		t.Error("the statistics screen does not show the reset statistics")
	}
}

// countCards counts the card views drawn under o.
func countCards(o fyne.CanvasObject) int {
	n := 0
	shown(o, func(o fyne.CanvasObject) {
		if c, ok := o.(*cardView); ok && !c.Empty && c.Card != ikebana.NoCard {
			n++
		}
	})
	return n
}

// TestStatsDamaged: a damaged statistics file is set aside, the screen
// says so and shows empty statistics, and the next game counts afresh.
func TestStatsDamaged(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, store.IkebanaStatsName), []byte(`{"games": "lots"`), 0o644); err != nil {
		t.Fatal(err)
	}
	a, _ := newTestApp(t, dir)
	a.ShowStats()
	if !a.Stats.Damaged || a.Stats.Stats.Games != 0 {
		t.Errorf("the screen shows %+v; want empty statistics said to be damaged", a.Stats)
	}
	if _, err := os.Stat(filepath.Join(dir, store.BadIkebanaStatsName)); err != nil {
		t.Errorf("the damaged statistics were not set aside: %v", err)
	}
	g := finished(t, func([]ikebana.Seat) bool { return true })
	a.StartGame(g, "easy")
	if s, err := a.h.Store.LoadIkebanaStats(); err != nil || s.Games != 1 {
		t.Errorf("after a game: %+v, %v; want 1 game", s, err)
	}
	a.ShowStats()
	if a.Stats.Damaged {
		t.Error("the screen still says the statistics are damaged")
	}
}

// TestPassResume leaves a pass-and-play game on a hand-over and resumes
// it: the same mode, names, person to hand over to, and the same news.
func TestPassResume(t *testing.T) {
	dir := t.TempDir()
	a, sh := newTestApp(t, dir)
	err := a.Start(store.IkebanaNewGame{Mode: store.ModePass, Players: 3, Names: []string{"Ana", "", "Cleo"}}, 8)
	if err != nil {
		t.Fatal(err)
	}
	test.Tap(a.Handover.Show)
	test.Tap(a.Table().Draw)
	test.Tap(a.Table().Keep)
	m := a.Match()
	if !m.Handover() {
		t.Fatal("no hand-over after a turn")
	}
	who, lines := a.Handover.Who, slices.Clone(a.Handover.Lines)
	sh.back()
	b, _ := newTestApp(t, dir)
	b.Continue()
	r := b.Match()
	if r == nil || !r.Pass() || !r.Handover() || b.Handover == nil || b.Handover.Who != who || !slices.Equal(b.Handover.Lines, lines) {
		t.Fatalf("resumed %+v with hand-over %+v; want pass-and-play handing over to %v with %q", r, b.Handover, who, lines)
	}
	if got := b.w().name(1); got != "Player 2" {
		t.Errorf("the unnamed second person is %q; want the default name", got)
	}
	b.h.Settings().MoveHints = true
	test.Tap(b.Handover.Show)
	if !r.YourTurn() || b.Table().me != who {
		t.Error("after the hand-over the table is not the next person's")
	}
	if h := b.Table().Hint; !h.Visible() || h.Text == "" {
		t.Errorf("with hints on, the person at the phone gets no hint (%q)", h.Text)
	}
}
