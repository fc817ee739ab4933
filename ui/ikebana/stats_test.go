package ikebana

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/store"
)

// finished returns a 2-player game played to its end with first legal
// moves, the first of seeds 1, 2, ... whose winners satisfy want.
func finished(t *testing.T, want func(ws []ikebana.Seat) bool) *ikebana.Game {
	t.Helper()
	return finishedAt(t, 2, want)
}

// finishedAt is finished at a table of n florists.
func finishedAt(t *testing.T, n int, want func(ws []ikebana.Seat) bool) *ikebana.Game {
	t.Helper()
	for seed := uint64(1); seed < 2000; seed++ {
		g, _ := ikebana.NewGame(ikebana.WithPlayers(n), ikebana.WithSeed(seed))
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
		if c, ok := o.(*CardWidget); ok && !c.Empty && c.Card != ikebana.NoCard {
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
	sh.settings.IkebanaPrefs.FullHandover = true
	err := a.Start(store.IkebanaNewGame{Players: 3, Seats: []store.IkebanaSeat{
		{Kind: store.SeatPerson, Name: "Ana", Hints: true}, {Kind: store.SeatPerson, Hints: true}, {Kind: store.SeatPerson, Name: "Cleo", Hints: true}}}, 8)
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
	test.Tap(b.Handover.Show)
	if !r.MyTurn() || b.Table().me != who {
		t.Error("after the hand-over the table is not the next person's")
	}
	if h := b.Table().Hint; !h.Visible() || h.Text == "" {
		t.Errorf("with hints on, the person at the phone gets no hint (%q)", h.Text)
	}
}

// TestAbandonAsks: a New game while a game against the computer is under
// way asks first and says the game counts as a loss; Keep keeps it, and
// Abandon counts it as a loss (behind each computer, with no place) and
// starts the new game.
func TestAbandonAsks(t *testing.T) {
	dir := t.TempDir()
	a, sh := newTestApp(t, dir)
	a.ShowNewGame()
	a.NewGame.Players.SetSelectedIndex(1) // 3 florists
	test.Tap(a.NewGame.Start)
	if a.NewGame.Question.Visible() || a.Match() == nil {
		t.Fatal("a first game asked before starting")
	}
	test.Tap(a.Table().Draw)
	sh.back() // Home, the game saved
	a.ShowNewGame()
	v := a.NewGame
	test.Tap(v.Start)
	if a.Match() != nil || !v.Question.Visible() || v.Question.Text != a.T("ikebanaplay.new.abandon.loss") {
		t.Fatalf("Start with a game under way: match %v, question %q (shown %v); want the question of a loss", a.Match(), v.Question.Text, v.Question.Visible())
	}
	test.Tap(v.Keep)
	if v.Question.Visible() || !v.Start.Visible() || !a.HasSave() || a.Match() != nil {
		t.Fatal("Keep did not keep the game under way")
	}
	if s, _ := a.h.Store.LoadIkebanaStats(); s.Games != 0 {
		t.Fatalf("Keep counted the game: %+v", s)
	}
	test.Tap(v.Start)
	test.Tap(v.Abandon)
	m := a.Match()
	if m == nil || m.Game.Moves() > 0 && !m.Person(0) {
		t.Fatal("Abandon did not start the new game")
	}
	s, _ := a.h.Store.LoadIkebanaStats()
	if s.Games != 1 || s.Losses != 1 || s.Abandoned != 1 || s.ByTable[3].Placed != 0 || s.ByLevel["easy"].Behind != 2 {
		t.Errorf("after abandoning: %+v; want one loss, abandoned, unplaced, behind both computers", s)
	}
	// the new game is under way: leaving it and starting again asks again
	sh.back()
	a.ShowNewGame()
	test.Tap(a.NewGame.Start)
	if !a.NewGame.Question.Visible() {
		t.Error("the second game under way was abandoned without a question")
	}
}

// TestAbandonPass: abandoning a game passed around the phone asks without
// speaking of a loss, and counts nothing.
func TestAbandonPass(t *testing.T) {
	a, sh := newTestApp(t, t.TempDir())
	if err := a.Start(store.IkebanaNewGame{Players: 2, Seats: []store.IkebanaSeat{{Kind: store.SeatPerson}, {Kind: store.SeatPerson}}}, 3); err != nil {
		t.Fatal(err)
	}
	sh.back()
	a.ShowNewGame()
	test.Tap(a.NewGame.Start)
	if q := a.NewGame.Question; !q.Visible() || q.Text != a.T("ikebanaplay.new.abandon.ask") {
		t.Fatalf("the question is %q; want the one without a loss", q.Text)
	}
	test.Tap(a.NewGame.Abandon)
	if s, _ := a.h.Store.LoadIkebanaStats(); s.Games != 0 || s.PassGames != 0 {
		t.Errorf("abandoning a pass-and-play game counted %+v", s)
	}
}

// TestStatsPlaces ends games at tables of 2 and 3 and shows the
// statistics: the places, the average final prestige and the record by
// level are counted from the games and shown on the screen.
func TestStatsPlaces(t *testing.T) {
	a, _ := newTestApp(t, t.TempDir())
	won := finished(t, func(ws []ikebana.Seat) bool { return len(ws) == 1 && ws[0] == you })
	lost := finished(t, func(ws []ikebana.Seat) bool { return len(ws) == 1 && ws[0] != you })
	a.StartGame(won, "hard")
	a.StartGame(lost, "easy")
	s, _ := a.h.Store.LoadIkebanaStats()
	t2 := s.ByTable[2]
	if !slices.Equal(t2.Places, []int{1, 1}) || t2.Placed != 2 {
		t.Errorf("places at 2: %+v; want one 1st, one 2nd", t2)
	}
	sum := won.State().Prestige(you) + lost.State().Prestige(you)
	if avg, _ := t2.Average(); t2.Prestige != sum || avg != float64(sum)/2 {
		t.Errorf("prestige at 2: %d (average %v); want %d", t2.Prestige, avg, sum)
	}
	if s.ByLevel["hard"] != (store.IkebanaRecord{Ahead: 1}) || s.ByLevel["easy"] != (store.IkebanaRecord{Behind: 1}) {
		t.Errorf("by level %+v; want ahead of hard once, behind easy once", s.ByLevel)
	}
	a.ShowStats()
	texts := map[string]bool{}
	shown(a.h.Win.Content(), func(o fyne.CanvasObject) {
		if t, ok := o.(*canvas.Text); ok {
			texts[t.Text] = true
		}
	})
	l := a.l()
	for _, want := range []string{"1st", "2nd", "Avg.", l.Decimal(float64(sum) / 2), "Hard", "Easy", "Ahead", "Behind"} {
		if !texts[want] {
			t.Errorf("the statistics screen does not show %q", want)
		}
	}
}
