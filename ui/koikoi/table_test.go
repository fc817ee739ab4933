package koikoi

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/names"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
	"github.com/koikoi-app/koikoi/ui/sound"
)

// animatedTable starts g on a table whose steps wait for the test to tick
// them (the deal is shown at once).
func animatedTable(t *testing.T, g *koikoi.Game, mode string) (*App, *tableScreen) {
	t.Helper()
	a := newTestApp(t, t.TempDir())
	a.settings().Animation = store.AnimNormal
	a.StartGame(g, store.KoikoiSave{Mode: mode})
	tb := a.Table()
	tb.seq.Finish()
	tb.seq.Manual = true
	return a, tb
}

// between reports whether r lies strictly between from and to (its
// position moved part of the way, on both axes that change).
func between(r, from, to kit.Rect) bool {
	in := func(v, a, b float32) bool {
		if a == b {
			return v == a
		}
		return v > min(a, b)+0.5 && v < max(a, b)-0.5
	}
	return in(r.Pos.X, from.Pos.X, to.Pos.X) && in(r.Pos.Y, from.Pos.Y, to.Pos.Y)
}

func inside(r, box kit.Rect) bool {
	return r.Pos.X >= box.Pos.X-0.5 && r.Pos.Y >= box.Pos.Y-0.5 &&
		r.Pos.X+r.Size.Width <= box.Pos.X+box.Size.Width+0.5 && r.Pos.Y+r.Size.Height <= box.Pos.Y+box.Size.Height+0.5
}

// TestCardTravels follows one card frame by frame: the crane leaves the
// hand, lies on the pine of the field, then both slide into the player's
// captures; the same widget all the way.
func TestCardTravels(t *testing.T) {
	a, tb := animatedTable(t, stackedGame(t), store.ModeComputer)
	crane, pine := cards(t, "jan-crane")[0], cards(t, "jan-plain-1")[0]
	w := tb.HandCards[crane]
	inHand := kit.RectOf(w)
	onField := kit.RectOf(tb.FieldCards[pine])
	test.Tap(w)
	test.Tap(tb.FieldCards[pine])
	if !tb.seq.Busy() {
		t.Fatal("no step queued after the play")
	}
	if got := kit.RectOf(tb.cards[crane]); got != inHand {
		t.Errorf("frame 0: crane at %v; want it still in the hand at %v", got, inHand)
	}
	tb.seq.Tick(0.5)
	mid := kit.RectOf(tb.cards[crane])
	lying := tb.geom.onto(onField)
	if !between(mid, inHand, lying) {
		t.Errorf("half way: crane at %v; want between the hand %v and the field %v", mid, inHand, lying)
	}
	if tb.cards[crane] != w {
		t.Error("the crane's widget changed on the way")
	}
	tb.seq.Tick(1)
	if got := kit.RectOf(w); got != lying {
		t.Errorf("after the play: crane at %v; want lying on the pine at %v", got, lying)
	}
	tb.seq.Tick(0.5) // the capture
	if got := kit.RectOf(w); inside(got, tb.geom.caps[0]) || got == lying {
		t.Errorf("half way to the captures: crane at %v; want on its way", got)
	}
	tb.seq.Tick(1)
	for _, c := range []koikoi.Card{crane, pine} {
		if got := kit.RectOf(tb.cards[c]); !inside(got, tb.geom.caps[0]) {
			t.Errorf("after the capture: %v at %v; want in the player's captures %v", c, got, tb.geom.caps[0])
		}
	}
	if len(tb.toldLines()) == 0 || a.Table() != tb {
		t.Errorf("no narration during the steps (%q)", tb.toldLines())
	}
	tb.seq.Finish()
	if tb.seq.Busy() {
		t.Error("steps left after Finish")
	}
}

// TestTapsDuringAnimation: taps while cards move wait and are checked
// again once the table rests; one that no longer makes sense is dropped.
func TestTapsDuringAnimation(t *testing.T) {
	a, tb := animatedTable(t, stackedGame(t), store.ModeComputer)
	c := a.Match()
	crane, pine := cards(t, "jan-crane")[0], cards(t, "jan-plain-1")[0]
	curtain := cards(t, "mar-curtain")[0]
	test.Tap(tb.HandCards[crane])
	test.Tap(tb.FieldCards[pine])
	moves := c.Game.Moves()
	tb.seq.Tick(0.3)
	// The pine is on its way to the captures: a tap on it must not play.
	tb.tapCard(pine)
	// The curtain is in the hand: its tap selects it, once all is still.
	tb.tapCard(curtain)
	if tb.selected != koikoi.NoCard {
		t.Errorf("selected %v during the animation", tb.selected)
	}
	for i := 0; i < 10; i++ {
		tb.tapCard(curtain) // more than the queue keeps
	}
	if len(tb.queued) != maxQueued {
		t.Errorf("%d taps queued; want at most %d", len(tb.queued), maxQueued)
	}
	tb.queued = tb.queued[:2]
	tb.seq.Finish()
	if c.Game.Moves() != moves {
		t.Errorf("moves %d after the queued taps; want %d (the pine's tap dropped)", c.Game.Moves(), moves)
	}
	if tb.selected != curtain || !tb.HandCards[curtain].Selected {
		t.Errorf("selected %v after the animation; want the curtain from the queued tap", tb.selected)
	}
}

// TestAnimationSetting: off shows every step at once, normal and fast
// animate, fast in half the time.
func TestAnimationSetting(t *testing.T) {
	for _, tc := range []struct {
		anim  string
		speed float32
	}{{store.AnimOff, 0}, {store.AnimNormal, 1}, {store.AnimFast, 0.5}} {
		a := newTestApp(t, t.TempDir())
		a.settings().Animation = tc.anim
		a.StartGame(stackedGame(t), store.KoikoiSave{Mode: store.ModeComputer})
		tb := a.Table()
		tb.seq.Manual = true
		if tb.seq.Speed != tc.speed {
			t.Errorf("%s: speed %v; want %v", tc.anim, tb.seq.Speed, tc.speed)
		}
		test.Tap(tb.HandCards[cards(t, "jan-crane")[0]])
		test.Tap(tb.FieldCards[cards(t, "jan-plain-1")[0]])
		if busy := tb.seq.Busy(); busy != (tc.speed > 0) {
			t.Errorf("%s: busy %v after a play", tc.anim, busy)
		}
		tb.seq.Finish()
	}
}

// TestComputerShobuShown: the computer's winning capture and its yaku are
// shown on the table before the round's result replaces it.
func TestComputerShobuShown(t *testing.T) {
	r := koikoi.MustPreset("standard")
	opp := cards(t, "jan-crane", "mar-curtain", "aug-moon", "feb-plain-1", "feb-plain-2", "sep-plain-1", "sep-plain-2", "dec-plain-1")
	field := cards(t, "jan-plain-1", "mar-plain-1", "aug-plain-1", "oct-plain-1", "oct-plain-2", "nov-swallow", "nov-ribbon", "dec-plain-2")
	mine := cards(t, "apr-plain-1", "apr-plain-2", "may-plain-1", "jun-plain-1", "jul-plain-1", "oct-blue", "dec-plain-3", "jun-plain-2")
	used := koikoi.SetOf(append(append(append([]koikoi.Card{}, opp...), mine...), field...)...)
	deck, err := koikoi.StackDeck(&r, opp, mine, field, (koikoi.FullDeck &^ used).Cards())
	if err != nil {
		t.Fatal(err)
	}
	g, err := koikoi.NewGame(koikoi.WithRules(r), koikoi.WithDecks(deck), koikoi.WithDealer(1))
	if err != nil {
		t.Fatal(err)
	}
	a, tb := animatedTable(t, g, store.ModeComputer)
	c := a.Match()
	for i := 0; i < 8 && c.Observe().Phase != koikoi.PhaseRoundOver; i++ {
		tb.seq.Finish()
		hc := c.Observe().Hand.First()
		tb.tapCard(hc)
		tb.tapCard(hc)
	}
	if c.Observe().Phase != koikoi.PhaseRoundOver || c.Observe().Result.Winner != 1 {
		t.Fatalf("phase %v, result %+v; want the computer's win", c.Observe().Phase, c.Observe().Result)
	}
	sawYaku, sawShobu := false, false
	score := tb.texts.score.Text // the header's: no round's points yet
	for tb.seq.Busy() {
		tb.seq.Tick(0.5)
		if tb.root.Objects[0] != tb.view {
			t.Fatal("the result replaced the table before the steps were shown")
		}
		if tb.texts.bannerMain.Visible() {
			sawYaku = sawYaku || tb.texts.bannerMain.Text == a.T("ui.badge.made", M{"Yaku": names.Yaku(a.l(), koikoi.Sanko), "Points": "5"})
			sawShobu = sawShobu || tb.texts.bannerMain.Text == a.T("term.shobu")
		}
		if got := tb.texts.score.Text; !sawShobu && got != score {
			t.Errorf("the header says %q before the computer's Shobu is told; want %q", got, score)
		}
		if got := tb.texts.score.Text; sawShobu && got == score {
			t.Errorf("the header still says %q once the computer's Shobu is told", got)
		}
		tb.seq.Tick(1)
	}
	if !sawYaku || !sawShobu {
		t.Errorf("banners: yaku %v, Shobu %v; want both shown", sawYaku, sawShobu)
	}
	if tb.root.Objects[0] == tb.view || a.Table().Buttons["next"] == nil {
		t.Error("no result after the steps")
	}
}

// TestResumeTellsLastStep: a game resumed from its save says what the
// last step said and has the same game log.
func TestResumeTellsLastStep(t *testing.T) {
	dir := t.TempDir()
	a := newTestApp(t, dir)
	a.StartGame(stackedGame(t), store.KoikoiSave{Mode: store.ModeComputer})
	test.Tap(a.Table().HandCards[cards(t, "jan-crane")[0]])
	test.Tap(a.Table().FieldCards[cards(t, "jan-plain-1")[0]])
	line, log := a.Table().toldLines(), a.Table().LogLines()
	sel := cards(t, "mar-curtain")[0]
	test.Tap(a.Table().HandCards[sel])

	b := newTestApp(t, dir)
	b.newPlayer = a.newPlayer
	if !b.Continue() {
		t.Fatal("the saved game did not resume")
	}
	if got := b.Table().toldLines(); !slices.Equal(got, line) || len(line) == 0 {
		t.Errorf("resumed narration %q; want %q", got, line)
	}
	if got := b.Table().LogLines(); len(got) != len(log) || got[len(got)-1] != log[len(log)-1] {
		t.Errorf("resumed log %q; want %q", got, log)
	}
	if got := b.Table().Status.Text; got != b.T("ui.status.play") {
		t.Errorf("resumed status %q; want the player's turn", got)
	}
}

// TestStepsOfAMove checks the steps derived from the engine's moves: a
// play that takes, the draw and its landing, the yaku, the round's end.
func TestStepsOfAMove(t *testing.T) {
	g := stackedGame(t)
	before := g.State()
	crane := cards(t, "jan-crane")[0]
	evs, err := g.ApplyEvents(koikoi.Play(crane), nil)
	if err != nil {
		t.Fatal(err)
	}
	steps := stepsOf(evs, 0)
	var kinds []StepKind
	for _, s := range steps {
		kinds = append(kinds, s.Kind)
	}
	if len(steps) < 4 || kinds[0] != StepPlay || kinds[1] != StepTake || kinds[2] != StepDraw || kinds[len(kinds)-1] != StepSettle {
		t.Fatalf("steps %v; want play, take, draw, …, settle", kinds)
	}
	pine := cards(t, "jan-plain-1")[0]
	if steps[0].Onto != pine || steps[1].Cards != koikoi.SetOf(crane, pine) {
		t.Errorf("play onto %v taking %v; want onto %v taking the crane and the pine", steps[0].Onto, steps[1].Cards, pine)
	}
	if steps[2].Card != g.State().Drawn() {
		t.Errorf("drew %v; want %v", steps[2].Card, g.State().Drawn())
	}
	var m tableModel
	obs := before.Observe(0)
	m.fromObservation(&obs, true)
	for _, s := range steps {
		m.reveal(s)
		m.apply(s)
	}
	obs = g.Observe(0)
	if err := sameView(&m, &obs); err != nil {
		t.Errorf("after the steps: %v", err)
	}
}

// BenchmarkTableFrame measures the Go work of one animation frame: every
// mover of a capture placing its card.
func BenchmarkTableFrame(b *testing.B) {
	a := newTestApp(b, b.TempDir())
	a.settings().Animation = store.AnimNormal
	a.h.Win.Resize(fyne.NewSize(412, 915))
	a.startNewGame(store.KoikoiNewGame{Mode: store.ModeComputer, Preset: "standard", Level: "easy"}, 1)
	tb := a.Table()
	tb.seq.Finish()
	tb.seq.Manual = true
	// A capture: two cards from the field to the captures.
	var ms []*kit.Mover
	obs := a.Match().Observe()
	for _, c := range obs.Field.Cards()[:2] {
		w := tb.cards[c]
		ms = append(ms, &kit.Mover{Obj: w, From: kit.RectOf(w), To: tb.geom.caps[0]})
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		f := float32(i%60) / 60
		for _, m := range ms {
			m.Tick(f)
		}
	}
}

// TestLogAndGroups: a tap on the message area opens the round's steps; a tap on a
// captures group shows its cards large.
func TestLogAndGroups(t *testing.T) {
	a := newTestApp(t, t.TempDir())
	a.StartGame(stackedGame(t), store.KoikoiSave{Mode: store.ModeComputer})
	test.Tap(a.Table().HandCards[cards(t, "jan-crane")[0]])
	test.Tap(a.Table().FieldCards[cards(t, "jan-plain-1")[0]])
	tb := a.Table()
	test.Tap(tb.texts.logArea)
	ov := a.h.Win.Canvas().Overlays().Top()
	if ov == nil {
		t.Fatal("no game log after a tap on its button")
	}
	shown := map[string]bool{}
	for _, txt := range shownTexts(ov) {
		shown[txt.Text] = true
	}
	for _, o := range test.LaidOutObjects(ov) {
		if l, ok := o.(*widget.Label); ok {
			shown[l.Text] = true
		}
	}
	for _, l := range tb.LogLines() {
		if !shown[l] {
			t.Errorf("the log does not show %q", l)
		}
	}
	test.Tap(tb.Buttons["close"])
	if a.h.Win.Canvas().Overlays().Top() != nil {
		t.Fatal("the log stays open after Close")
	}
	test.Tap(tb.texts.groups[0][koikoi.Bright])
	ov = a.h.Win.Canvas().Overlays().Top()
	if ov == nil {
		t.Fatal("no captures shown after a tap on the brights")
	}
	big := map[koikoi.Card]float32{}
	for _, o := range test.LaidOutObjects(ov) {
		if w, ok := o.(*CardWidget); ok {
			big[w.Card] = w.Size().Width
		}
	}
	caps := a.Match().Observe().Captured
	if w, ok := big[cards(t, "jan-crane")[0]]; !ok || w < capturesCard.Width || len(big) != caps.Len() {
		t.Errorf("the captures sheet shows %v; want the player's %v, the crane among them, %.0f dp wide", big, caps, capturesCard.Width)
	}
}

// TestWholeRoundAnimated plays a whole round by taps with the animations
// on, showing every step frame by frame: at every frame each card lies
// within the window, each card rests at its place when the table rests, and when the round is over the table shows what the engine has.
func TestWholeRoundAnimated(t *testing.T) {
	r := koikoi.MustPreset("standard")
	g, err := koikoi.NewGame(koikoi.WithRules(r), koikoi.WithSeed(7), koikoi.WithDealer(0))
	if err != nil {
		t.Fatal(err)
	}
	a, tb := animatedTable(t, g, store.ModeComputer)
	c := a.Match()
	win := a.h.Win.Canvas().Size()
	frames, steps := 0, 0
	show := func() {
		for tb.seq.Busy() {
			for _, f := range []float32{0.25, 0.5, 0.75} {
				tb.seq.Tick(f)
				frames++
				for _, w := range tb.cards {
					r := kit.RectOf(w)
					if r.Pos.X < -1 || r.Pos.Y < -1 || r.Pos.X+r.Size.Width > win.Width+1 || r.Pos.Y+r.Size.Height > win.Height+1 {
						t.Fatalf("frame %d: %v at %v, out of the %v window", frames, w.Card, r, win)
					}
				}
			}
			tb.seq.Tick(1)
			steps++
		}
		// The table rests: every card at its place.
		for _, cd := range koikoi.AllCards() {
			want := tb.model.rectOf(cd, tb.geom, tb.viewer)
			if got := kit.RectOf(tb.cards[cd]); got != want {
				t.Fatalf("after step %d: %v rests at %v; want %v", steps, cd, got, want)
			}
		}
	}
	for i := 0; i < 200; i++ {
		show()
		obs := c.Observe()
		if obs.Phase == koikoi.PhaseRoundOver || obs.Phase == koikoi.PhaseGameOver {
			break
		}
		if !c.MyTurn() {
			t.Fatalf("move %d: neither the player's turn nor the round's end (phase %v)", i, obs.Phase)
		}
		m := firstMove{}.Move(&obs)
		before := c.Game.Moves()
		switch m.Kind {
		case koikoi.MovePlay:
			test.Tap(tb.HandCards[m.Card])
			test.Tap(tb.HandCards[m.Card])
		case koikoi.MoveCapture:
			test.Tap(tb.FieldCards[m.Card])
		case koikoi.MoveShobu:
			test.Tap(tb.Buttons["shobu"])
		case koikoi.MoveKeep:
			test.Tap(tb.Buttons["keep"])
		}
		if c.Game.Moves() == before {
			t.Fatalf("move %d (%v) was not made by its taps", i, m)
		}
	}
	if p := c.Observe().Phase; p != koikoi.PhaseRoundOver && p != koikoi.PhaseGameOver {
		t.Fatalf("the round did not end (phase %v)", p)
	}
	if frames < 20 {
		t.Errorf("only %d frames shown", frames)
	}
	obs := c.Observe()
	if err := sameView(&tb.model, &obs); err != nil {
		t.Errorf("once the round is over: %v", err)
	}
}

// TestNextRoundDealShown: after the result, the next round's deal is shown
// on the table, not behind the result.
func TestNextRoundDealShown(t *testing.T) {
	a := newTestApp(t, t.TempDir())
	a.StartGame(stackedGame(t), store.KoikoiSave{Mode: store.ModeComputer})
	playToKoiKoi(t, a)
	test.Tap(a.Table().Buttons["shobu"])
	tb := a.Table()
	tb.seq.Speed = 1
	tb.Hold()
	test.Tap(tb.Buttons["next"])
	if !tb.Animating() {
		t.Fatal("the deal is not animated")
	}
	if tb.root.Objects[0] != tb.view {
		t.Error("the deal runs behind the result")
	}
	tb.Tick(0.5)
	tb.seq.Finish()
	if tb.root.Objects[0] != tb.view || len(tb.HandCards) != 8 {
		t.Errorf("after the deal: %d hand cards shown", len(tb.HandCards))
	}
}

// TestNothingShifts: selecting a card and the messages that follow change
// no card's place but the selected one's look.
func TestNothingShifts(t *testing.T) {
	a := newTestApp(t, t.TempDir())
	a.StartGame(stackedGame(t), store.KoikoiSave{Mode: store.ModeComputer})
	tb := a.Table()
	places := func() map[koikoi.Card]kit.Rect {
		m := map[koikoi.Card]kit.Rect{}
		for _, c := range koikoi.AllCards() {
			m[c] = kit.RectOf(tb.cards[c])
		}
		return m
	}
	before, status := places(), tb.Status.Text
	test.Tap(tb.HandCards[cards(t, "feb-plain-1")[0]]) // no match: a longer message
	tb.flash = "A message much longer than any status line would ever be on the smallest phone"
	tb.update()
	if tb.Status.Text == status {
		t.Fatal("the status did not change")
	}
	for c, r := range places() {
		if r != before[c] {
			t.Errorf("%v moved from %v to %v when the message changed", c, before[c], r)
		}
	}
	if m := tb.Status.Position().Y; m+tb.Status.Size().Height > tb.geom.hand.Pos.Y+0.5 {
		t.Errorf("the status line reaches into the hand")
	}
}

// TestResumeKoiKoiChoice: a game saved at the player's Koi-Koi choice
// resumes with the choice offered and the yaku told.
func TestResumeKoiKoiChoice(t *testing.T) {
	dir := t.TempDir()
	a := newTestApp(t, dir)
	a.StartGame(stackedGame(t), store.KoikoiSave{Mode: store.ModeComputer})
	playToKoiKoi(t, a)
	line := a.Table().toldLines()
	b := newTestApp(t, dir)
	if !b.Continue() {
		t.Fatal("the saved game did not resume")
	}
	if b.Table().Buttons["koikoi"] == nil || b.Table().Buttons["shobu"] == nil {
		t.Error("the Koi-Koi choice is not offered after the resume")
	}
	if got := b.Table().toldLines(); !slices.Equal(got, line) || got[len(got)-1] != "You made "+names.Yaku(b.l(), koikoi.Sanko)+"!" {
		t.Errorf("resumed narration %q; want %q", got, line)
	}
}

// TestSoundsFollowSteps: a card laid down sounds when it lands, a capture
// when its cards reach the captures, frame by frame; none with the
// animations off.
func TestSoundsFollowSteps(t *testing.T) {
	a, tb := animatedTable(t, stackedGame(t), store.ModeComputer)
	rec := listen(a)
	test.Tap(tb.HandCards[cards(t, "jan-crane")[0]])
	test.Tap(tb.FieldCards[cards(t, "jan-plain-1")[0]])
	tb.Tick(0.9)
	if len(rec.played) != 0 {
		t.Errorf("sounds %v before the card landed", rec.played)
	}
	tb.Tick(1)
	if len(rec.played) != 1 || rec.played[0] != sound.CardDown {
		t.Fatalf("sounds %v when the crane landed; want the card laid down", rec.played)
	}
	tb.Tick(0.5)
	tb.Tick(1)
	if len(rec.played) != 2 || rec.played[1] != sound.Capture {
		t.Errorf("sounds %v after the capture; want the capture's", rec.played)
	}
	tb.seq.Finish()

	off := newTestApp(t, t.TempDir())
	quiet := listen(off)
	off.StartGame(stackedGame(t), store.KoikoiSave{Mode: store.ModeComputer})
	test.Tap(off.Table().HandCards[cards(t, "jan-crane")[0]])
	test.Tap(off.Table().FieldCards[cards(t, "jan-plain-1")[0]])
	for _, e := range quiet.played {
		if e == sound.CardDown || e == sound.Capture {
			t.Errorf("sound %v with the animations off", e)
		}
	}
}

// TestPassAndPlayCallSoundsOnce: in a game of two people, a player's own
// yaku chimes once and their Koi-Koi call sounds once: with the panel and
// its button, not again when the call's step shows.
func TestPassAndPlayCallSoundsOnce(t *testing.T) {
	g := stackedGame(t)
	// Seat 0 takes the crane and the curtain; seat 1 plays its first
	// legal moves; then seat 0's moon will make Sanko.
	for _, pair := range [][2]string{{"jan-crane", "jan-plain-1"}, {"mar-curtain", "mar-plain-1"}} {
		hc, fc := cards(t, pair[0])[0], cards(t, pair[1])[0]
		if err := g.Apply(koikoi.Play(hc)); err != nil {
			t.Fatal(err)
		}
		if g.State().Phase() == koikoi.PhaseCaptureHand {
			if err := g.Apply(koikoi.Capture(fc)); err != nil {
				t.Fatal(err)
			}
		}
		for !(g.State().ToMove() == 0 && g.State().Phase() == koikoi.PhasePlay) {
			obs := g.Observe(g.State().ToMove())
			if err := g.Apply(firstMove{}.Move(&obs)); err != nil {
				t.Fatal(err)
			}
		}
	}
	a, tb := animatedTable(t, g, store.ModePass)
	test.Tap(tb.Buttons["handover"])
	rec := listen(a)
	test.Tap(tb.HandCards[cards(t, "aug-moon")[0]])
	test.Tap(tb.FieldCards[cards(t, "aug-plain-1")[0]])
	tb.seq.Finish()
	if a.Match().Observe().Phase != koikoi.PhaseKoiKoi {
		t.Fatal("the moon did not bring the Koi-Koi choice")
	}
	test.Tap(tb.Buttons["koikoi"])
	tb.seq.Finish()
	count := map[sound.Effect]int{}
	for _, e := range rec.played {
		count[e]++
	}
	if count[sound.Yaku] != 1 || count[sound.KoiKoi] != 1 {
		t.Errorf("sounds %v; want the yaku's and the Koi-Koi call's once each", rec.played)
	}
}
