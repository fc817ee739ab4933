package koikoi

import (
	"strings"
	"time"

	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/store"
)

// TestWholeRoundTapped plays a stacked round by tapping the widgets: the
// player captures three brights, chooses Shobu on Sanko and wins it.
func TestWholeRoundTapped(t *testing.T) {
	dir := t.TempDir()
	a := newTestApp(t, dir)
	a.StartGame(stackedGame(t), store.KoikoiSave{Mode: store.ModeComputer, Level: "easy"})
	c := a.Match()

	plan := cards(t, "jan-crane", "mar-curtain", "aug-moon")
	targets := cards(t, "jan-plain-1", "mar-plain-1", "aug-plain-1")
	for i, hc := range plan {
		tb := a.Table()
		obs := c.Observe()
		if obs.Phase != koikoi.PhasePlay || !c.MyTurn() {
			t.Fatalf("turn %d: phase %v, my turn %v; want to play", i, obs.Phase, c.MyTurn())
		}
		w := tb.HandCards[hc]
		if w == nil {
			t.Fatalf("turn %d: %v not in the hand widgets", i, hc)
		}
		test.Tap(w)
		tb = a.Table()
		if !tb.HandCards[hc].Selected {
			t.Errorf("turn %d: %v not selected after a tap", i, hc)
		}
		f := tb.FieldCards[targets[i]]
		if f == nil || !f.Highlight {
			t.Fatalf("turn %d: the matching field card %v is not highlighted", i, targets[i])
		}
		test.Tap(f) // play onto the highlighted card
		obs = c.Observe()
		if !obs.Captured.Has(hc) || !obs.Captured.Has(targets[i]) {
			t.Fatalf("turn %d: captured %v; want %v and %v", i, obs.Captured, hc, targets[i])
		}
		if obs.Phase == koikoi.PhaseKoiKoi {
			break
		}
	}
	obs := c.Observe()
	if obs.Phase != koikoi.PhaseKoiKoi || !c.MyTurn() {
		t.Fatalf("after Sanko: phase %v; want the Koi-Koi choice", obs.Phase)
	}
	if obs.Yaku[koikoi.Sanko] == 0 {
		t.Fatalf("yaku %v; want Sanko", obs.Yaku)
	}
	shobu := a.Table().Buttons["shobu"]
	if shobu == nil {
		t.Fatal("no Shobu button on the Koi-Koi panel")
	}
	want := obs.Score()
	test.Tap(shobu)

	obs = c.Observe()
	if obs.Phase != koikoi.PhaseRoundOver {
		t.Fatalf("after Shobu: phase %v; want round over", obs.Phase)
	}
	r := obs.Result
	if r.Draw || r.Winner != 0 || r.Points != want.Total || r.Score.Yaku[koikoi.Sanko] != 5 {
		t.Errorf("result = %+v; want a win of %d points with Sanko", r, want.Total)
	}
	if obs.ScoreSelf != r.Points || obs.ScoreOpp != 0 {
		t.Errorf("game score = %d-%d; want %d-0", obs.ScoreSelf, obs.ScoreOpp, r.Points)
	}
	if a.Stats.RoundsWon != 1 || a.Stats.Yaku["sanko"] != 1 || a.Stats.BestRound != r.Points {
		t.Errorf("stats = %+v", a.Stats)
	}
	if saved, _ := a.h.Store.LoadKoikoiStats(); saved.RoundsWon != 1 {
		t.Errorf("saved stats = %+v; want the round counted", saved)
	}
	next := a.Table().Buttons["next"]
	if next == nil {
		t.Fatal("no Next button on the result screen")
	}
	test.Tap(next)
	st := c.Game.State()
	if st.Round() != 2 || st.Phase() == koikoi.PhaseRoundOver {
		t.Errorf("after Next: round %d phase %v; want round 2 under way", st.Round(), st.Phase())
	}
}

// TestResumeAfterKill plays a few moves, drops the app without closing
// it (a kill) and resumes in a new one from the same directory.
func TestResumeAfterKill(t *testing.T) {
	dir := t.TempDir()
	a := newTestApp(t, dir)
	a.StartGame(stackedGame(t), store.KoikoiSave{Mode: store.ModeComputer, Level: "easy"})
	tb := a.Table()
	hc := cards(t, "feb-plain-1")[0]
	test.Tap(tb.HandCards[hc])
	test.Tap(a.Table().HandCards[hc])
	before, _ := a.Match().Game.MarshalText()
	moves := a.Match().Game.Moves()
	if moves < 2 {
		t.Fatalf("only %d moves made", moves)
	}

	b := newTestApp(t, dir) // the killed app is never told
	if !b.HasSave() {
		t.Fatal("no saved game to continue after a kill")
	}
	b.Continue()
	if b.Match() == nil {
		t.Fatal("Continue did not open the game")
	}
	after, _ := b.Match().Game.MarshalText()
	if string(before) != string(after) {
		t.Errorf("resumed game differs:\n%s\nwant\n%s", after, before)
	}
	if !b.Match().MyTurn() {
		t.Error("resumed game is not waiting for the player")
	}
	// The resumed table plays on.
	obs := b.Match().Observe()
	c := obs.Hand.Cards()[0]
	test.Tap(b.Table().HandCards[c])
	test.Tap(b.Table().HandCards[c])
	if b.Match().Game.Moves() <= moves {
		t.Error("no move made after resuming")
	}
}

// TestCorruptSave: a damaged save gives a message and a fresh start; the
// statistics survive.
func TestCorruptSave(t *testing.T) {
	for _, tc := range []struct {
		name, data, want string
	}{
		{"garbage", "\x00garbage{", "ui.save.corrupt"},
		{"future", `{"version":7,"mode":"computer","game":""}`, "ui.save.version"},
		{"bad game", `{"version":1,"mode":"computer","game":"koikoi-game 1\nrules standard\nseed 1\nmoves\nplay nonsense\nend\n"}`, "ui.save.corrupt"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			be := store.Dir{Path: dir}
			be.Write(store.KoikoiName, []byte(tc.data))
			be.Write(store.KoikoiStatsName, []byte(`{"games":4,"wins":3}`))
			a := newTestApp(t, dir)
			a.Continue()
			if a.Match() != nil {
				t.Fatal("a damaged save opened a game")
			}
			if want, got := a.T(tc.want), shellOf(a).notice; got != want {
				t.Errorf("notice = %q; want %q", got, want)
			}
			if a.HasSave() {
				t.Error("Continue still offered after a damaged save")
			}
			if a.Stats.Games != 4 || a.Stats.Wins != 3 {
				t.Errorf("stats = %+v; want them kept", a.Stats)
			}
			a.ShowNewGame()
			test.Tap(a.newGameStart)
			if a.Match() == nil {
				t.Fatal("no fresh game after a damaged save")
			}
		})
	}
}

// TestSaveRoundTrip: every move is saved and the save restores the game.
func TestSaveRoundTrip(t *testing.T) {
	dir := t.TempDir()
	a := newTestApp(t, dir)
	a.StartGame(stackedGame(t), store.KoikoiSave{Mode: store.ModeComputer, Level: "hard", AISeed: 42})
	hc := cards(t, "jan-crane")[0]
	test.Tap(a.Table().HandCards[hc])
	test.Tap(a.Table().HandCards[hc])
	sv, g, err := a.h.Store.LoadKoikoi()
	if err != nil || g == nil {
		t.Fatalf("LoadGame = %v, %v", g, err)
	}
	if sv.Level != "hard" || sv.AISeed != 42 || sv.Mode != store.ModeComputer {
		t.Errorf("envelope = %+v", sv)
	}
	want, _ := a.Match().Game.MarshalText()
	got, _ := g.MarshalText()
	if string(got) != string(want) {
		t.Errorf("saved game = %s; want %s", got, want)
	}
}

// TestLanguageSwitchKeepsGame changes the language at the table.
func TestLanguageSwitchKeepsGame(t *testing.T) {
	a := newTestApp(t, t.TempDir())
	a.StartGame(stackedGame(t), store.KoikoiSave{Mode: store.ModeComputer})
	before, _ := a.Match().Game.MarshalText()
	en := a.Table().Status.Text
	shellOf(a).setLanguage("fr")
	fr := a.Table().Status.Text
	if fr == en || fr != a.T("ui.status.play") {
		t.Errorf("status after switching to French = %q (was %q)", fr, en)
	}
	after, _ := a.Match().Game.MarshalText()
	if string(before) != string(after) {
		t.Error("the game changed with the language")
	}
}

// TestPassAndPlayHandover: in a game of two people the table hides the
// hands until the next player taps the hand-over button.
func TestPassAndPlayHandover(t *testing.T) {
	a := newTestApp(t, t.TempDir())
	a.StartGame(stackedGame(t), store.KoikoiSave{Mode: store.ModePass})
	c := a.Match()
	if !c.Handover() || a.Table().Buttons["handover"] == nil || len(a.Table().HandCards) != 0 {
		t.Fatal("a two-player game does not start with the hand-over screen")
	}
	test.Tap(a.Table().Buttons["handover"])
	hc := cards(t, "feb-plain-1")[0]
	test.Tap(a.Table().HandCards[hc])
	test.Tap(a.Table().HandCards[hc])
	if !c.Handover() || c.Viewer() != 1 {
		t.Fatalf("after a play: handover %v viewer %d; want the hand-over to seat 1", c.Handover(), c.Viewer())
	}
	if len(a.Table().HandCards) != 0 {
		t.Error("hand shown before the hand-over")
	}
	test.Tap(a.Table().Buttons["handover"])
	if len(a.Table().HandCards) != 8 {
		t.Errorf("seat 1 sees %d hand cards; want 8", len(a.Table().HandCards))
	}
}

// TestComputerThinksInGoroutine: without Sync the computer's move arrives
// through fyne.Do while the UI goes on.
func TestComputerThinksInGoroutine(t *testing.T) {
	a := newTestApp(t, t.TempDir())
	a.Sync = false
	shellOf(a).settings.Animation = store.AnimSlow // the computer's pause: 1.4 s
	g, err := koikoi.NewGame(koikoi.WithSeed(5), koikoi.WithDealer(1))
	if err != nil {
		t.Fatal(err)
	}
	// The test goroutine plays the UI loop: the computer's move comes back
	// through Post.
	loop := make(chan func(), 1)
	a.Post = func(f func()) { loop <- f }
	a.StartGame(g, store.KoikoiSave{Mode: store.ModeComputer})
	c := a.Match()
	if !c.Thinking() || c.MyTurn() {
		t.Fatalf("thinking %v, my turn %v; want the computer thinking", c.Thinking(), c.MyTurn())
	}
	a.Table().seq.Manual = true // the UI loop here runs no animation
	// Two minutes: a safeguard, a loaded machine is slow.
	for deadline := time.After(2 * time.Minute); !c.MyTurn(); {
		select {
		case f := <-loop:
			f()
			a.Table().seq.Finish()
		case <-deadline:
			t.Fatal("the computer never answered")
		}
	}
	if !c.MyTurn() || c.Game.Moves() == 0 || c.Thinking() {
		t.Errorf("the computer did not move: moves %d, thinking %v", c.Game.Moves(), c.Thinking())
	}
}

// TestHints: with hints on, the hint button highlights the advised card.
func TestHints(t *testing.T) {
	a := newTestApp(t, t.TempDir())
	a.settings().MoveHints = true
	a.StartGame(stackedGame(t), store.KoikoiSave{Mode: store.ModeComputer})
	b := a.Table().Buttons["hint"]
	if b == nil {
		t.Fatal("no hint button with hints on")
	}
	test.Tap(b)
	adv := firstMove{}.Move(ptrObs(a.Match().Observe()))
	w := a.Table().HandCards[adv.Card]
	if w == nil || !w.Highlight {
		t.Errorf("advised card %v not highlighted", adv.Card)
	}
	if got, want := a.Table().HintHead, a.T("ui.hint.play", M{"Card": cardNoun(a.l(), adv.Card)}); got != want {
		t.Errorf("hint = %q; want %q", got, want)
	}
	a.settings().MoveHints = false
	shellOf(a).refresh()
	if a.Table().Buttons["hint"] != nil {
		t.Error("hint button shown with hints off")
	}
}

func ptrObs(o koikoi.Observation) *koikoi.Observation { return &o }

// TestHandExchange: the non-dealer is asked before seeing his hand (it is
// dealt face down) and may swap it with the Oya's.
func TestHandExchange(t *testing.T) {
	r := koikoi.MustPreset("museum")
	r.Set("exchange", "on")
	oya := cards(t, "jan-crane", "mar-curtain", "aug-moon", "feb-plain-1", "feb-plain-2", "sep-plain-1", "sep-plain-2", "dec-plain-1")
	mine := cards(t, "apr-plain-1", "apr-plain-2", "may-plain-1", "may-plain-2", "jun-plain-1", "jul-plain-1", "oct-blue", "dec-plain-3")
	field := cards(t, "jan-plain-1", "mar-plain-1", "aug-plain-1", "oct-plain-1", "oct-plain-2", "nov-swallow", "nov-ribbon", "dec-plain-2")
	used := koikoi.SetOf(append(append(append([]koikoi.Card{}, oya...), mine...), field...)...)
	deck, err := koikoi.StackDeck(&r, oya, mine, field, (koikoi.FullDeck &^ used).Cards())
	if err != nil {
		t.Fatal(err)
	}
	g, err := koikoi.NewGame(koikoi.WithRules(r), koikoi.WithDecks(deck), koikoi.WithDealer(1))
	if err != nil {
		t.Fatal(err)
	}
	a := newTestApp(t, t.TempDir())
	a.StartGame(g, store.KoikoiSave{Mode: store.ModeComputer})
	tb := a.Table()
	if len(tb.HandCards) != 0 {
		t.Errorf("%d hand cards face up before the exchange; want none", len(tb.HandCards))
	}
	ex := tb.Buttons["exchange"]
	if ex == nil {
		t.Fatal("no exchange button")
	}
	test.Tap(ex)
	if got := a.Match().Observe().Hand | a.Match().Observe().Captured; got&koikoi.SetOf(oya...) == 0 {
		t.Errorf("after the exchange the hand is %v; want the Oya's cards", a.Match().Observe().Hand)
	}
}

// TestOpponentTurnTold: back to the player, the narration says what the
// computer played and took, and the game log has every step of the round.
func TestOpponentTurnTold(t *testing.T) {
	a := newTestApp(t, t.TempDir())
	a.StartGame(stackedGame(t), store.KoikoiSave{Mode: store.ModeComputer})
	test.Tap(a.Table().HandCards[cards(t, "jan-crane")[0]])
	test.Tap(a.Table().FieldCards[cards(t, "jan-plain-1")[0]])
	var played koikoi.Card = koikoi.NoCard
	for _, s := range a.Match().Log() {
		if s.Seat == 1 && s.Kind == StepPlay {
			played = s.Card
		}
	}
	if played == koikoi.NoCard {
		t.Fatal("the computer did not play")
	}
	log := a.Table().LogLines()
	var told bool
	for _, l := range log {
		told = told || strings.Contains(l, a.T("term.computer")+" played "+cardNoun(a.l(), played).The)
	}
	if !told {
		t.Errorf("the log %q does not tell that the computer played %v", log, played)
	}
	if !strings.HasPrefix(log[1], "You played the crane and sun and took the pine") {
		t.Errorf("log[1] = %q; want the player's capture of the pine", log[1])
	}
}
