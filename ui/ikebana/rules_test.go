package ikebana

import (
	"strings"
	"testing"
	"time"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/internal/i18ntest"
	"github.com/koikoi-app/koikoi/store"
)

// TestRuleFacts checks what the rules page's sentences say about the
// numbers the engine gives them: whom a refusal pays, which combination
// each example shows, how many colour counts bring no bonus, which colour
// the jokers take.
func TestRuleFacts(t *testing.T) {
	f, err := newRuleFacts()
	if err != nil {
		t.Fatal(err)
	}
	if f.Payees != [2]ikebana.Seat{1, 2} {
		t.Errorf("refusals at a table of three pay %v; the page says the left neighbour, then the next", f.Payees)
	}
	// "With two florists, your opponent gets it all."
	g, err := ikebana.NewGame(ikebana.WithPlayers(2), ikebana.WithDecks(ikebana.AllCards()), ikebana.WithFirstPlayer(0))
	if err != nil {
		t.Fatal(err)
	}
	for i, mv := range []ikebana.Move{ikebana.Draw, ikebana.Refuse, ikebana.Refuse} {
		if err := g.Apply(mv); err != nil {
			t.Fatal(err)
		}
		if _, to := g.State().RefusePrice(); to != 1 {
			t.Errorf("at a table of two, refusal %d pays seat %d, not the opponent", i+1, to)
		}
	}
	if f.Refusals[0] >= f.Refusals[1] {
		t.Errorf("refusal prices %v; the page says the second costs more", f.Refusals)
	}
	// "their value times their number", pair to five, then the runs
	kinds := []ikebana.ComboKind{ikebana.Pair, ikebana.Three, ikebana.Four, ikebana.Five, ikebana.Run, ikebana.Run, ikebana.Run}
	if len(f.Combos) != len(kinds) {
		t.Fatalf("%d combination examples, want %d", len(f.Combos), len(kinds))
	}
	for i, ex := range f.Combos {
		sc := ex.Score
		if sc.NumCombos != 1 || sc.Combos[0].Kind != kinds[i] || sc.Combos[0].Cards != ex.Cards {
			t.Errorf("example %d (%v) scores %+v, want one %v of all its cards", i, ex.Cards.Cards(), sc.Combinations(), kinds[i])
			continue
		}
		if c := sc.Combos[0]; c.Kind != ikebana.Run && c.Points != c.Value*c.Size {
			t.Errorf("%v of %ds scores %d; the page says value × number = %d", c.Kind, c.Value, c.Points, c.Value*c.Size)
		}
	}
	if w := f.Worked[1].Score; w.NumCombos != 1 || w.Combos[0].Kind != ikebana.Run || w.Combos[0].Cards == f.Worked[1].Cards {
		t.Errorf("the second worked example should score a run and leave a card out: %+v", w.Combinations())
	}
	if f.Worked[0].Score.NumCombos != 2 || f.Worked[0].Score.Colours != ikebana.NumColours {
		t.Errorf("the first worked example should score two combinations in five colours: %+v", f.Worked[0].Score)
	}
	// "{{.Few}} or {{.More}} colours": exactly two counts without bonus
	if len(f.Plain) != 2 || f.Multiplier[f.Plain[0]] != 1 {
		t.Errorf("colour counts without bonus %v (multipliers %v), want two at ×1", f.Plain, f.Multiplier)
	}
	for n := 1; n <= ikebana.NumColours; n++ {
		if f.Multiplier[n] == 0 {
			t.Errorf("no colour example of %d colours", n)
		}
	}
	// a joker bringing the missing colour, then one taking a colour the
	// bouquet has
	for i, ex := range f.Coloured {
		var joker ikebana.Card = ikebana.NoCard
		for _, c := range ex.Cards.Cards() {
			if c.Joker() {
				joker = c
			}
		}
		if joker == ikebana.NoCard {
			t.Fatalf("joker example %d holds no joker", i)
		}
		col := ex.Score.Jokers[joker.Value()-1]
		has := false
		for _, c := range ex.Cards.Cards() {
			has = has || (!c.Joker() && c.Colour() == col)
		}
		if has != (i == 1) {
			t.Errorf("joker example %d: the joker takes %v, already in the bouquet: %v", i, col, has)
		}
	}
	if f.FinalFactor <= 1 || f.Jokers != 5 || f.PerColour*f.Colours+f.Jokers != f.Cards {
		t.Errorf("facts %+v do not add up", f)
	}
}

// TestRulesTextsHoldNoNumbers: every number on the page comes from the
// engine through a placeholder, in every language; none is typed in a
// text.
func TestRulesTextsHoldNoNumbers(t *testing.T) {
	for _, lang := range i18n.Languages() {
		msgs, err := i18n.Messages(lang.Code)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for id, fields := range msgs {
			if !strings.HasPrefix(id, "ikebanarules.") {
				continue
			}
			n++
			for field, text := range fields {
				if field == "description" {
					continue
				}
				if strings.IndexFunc(i18ntest.Strip(text), unicode.IsDigit) >= 0 {
					t.Errorf("%s %s types a number: %q", lang.Code, id, text)
				}
			}
		}
		if n == 0 {
			t.Errorf("%s: no rules page texts", lang.Code)
		}
	}
}

// TestRulesFit shows the rules page from Home and from the table at phone,
// landscape and tablet sizes in every language: every control within
// reach and 48 dp, no text running out of the window, the cards drawn.
func TestRulesFit(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	mid := playedTo(t, func(s ikebana.State) bool { return s.Phase() == ikebana.PhaseStart && s.ToMove() == you })
	text, _ := mid.MarshalText()
	eachFitWindow(t, func(name string, sz fyne.Size, a *App, sh *testShell) {
		a.ShowRules()
		checkFit(t, name+" rules", sh.win, sz, true)
		checkRulesCards(t, name+" rules", sh.win.Content())
		sh.back()
		if sh.homes != 1 {
			t.Fatalf("%s: back from the rules page did not go Home", name)
		}

		g := new(ikebana.Game)
		g.UnmarshalText(text)
		a.StartGame(g, "easy")
		checkFit(t, name+" table", sh.win, sz, false)
		test.Tap(a.Rules.Open)
		checkFit(t, name+" rules from the table", sh.win, sz, true)
		checkRulesCards(t, name+" rules from the table", sh.win.Content())
		sh.back()
		if a.Table() == nil || !a.Table().shown || a.Match().Game.Moves() != g.Moves() || a.Table().Draw.Hidden {
			t.Fatalf("%s: back from the rules page did not return to the table as it was", name)
		}
	})
}

// checkRulesCards fails when the page under root draws too few cards or
// cards too small to read.
func checkRulesCards(t *testing.T, name string, root fyne.CanvasObject) {
	t.Helper()
	n := 0
	shown(root, func(o fyne.CanvasObject) {
		v, ok := o.(*CardWidget)
		if !ok {
			return
		}
		n++
		if s := v.Size(); s.Height < 40 || s.Width < 26 {
			t.Errorf("%s: %v is drawn %v, too small to read", name, v.Card, s)
		}
	})
	// a card of each colour, one colour's ten, the jokers, a discard to
	// buy, and a bouquet for each example
	if n < 40 {
		t.Errorf("%s: %d cards drawn, want 40 or more", name, n)
	}
}

// TestRulesWhileComputersPlay opens the rules page from the table on a
// computer's turn: the computer florists play on without bringing the
// table back over the page, and back returns to the table at the
// player's turn, their moves narrated.
func TestRulesWhileComputersPlay(t *testing.T) {
	a, sh := newTestApp(t, t.TempDir())
	posted := make(chan func(), 8)
	a.Sync, a.Post = false, func(f func()) { posted <- f }
	g := playedTo(t, func(s ikebana.State) bool {
		return s.Round() == 1 && s.Phase() == ikebana.PhaseStart && s.ToMove() == 1
	})
	if err := a.StartGame(g, "easy"); err != nil {
		t.Fatal(err)
	}
	m := a.Match()
	test.Tap(a.Rules.Open)
	onPage := func() bool {
		found := false
		shown(sh.win.Content(), func(o fyne.CanvasObject) { found = found || o == a.Rules.Close })
		return found
	}
	if !onPage() {
		t.Fatal("the table's rules control shows no rules page")
	}
	for !m.MyTurn() {
		select {
		case f := <-posted:
			f()
		case <-time.After(2 * time.Minute): // a safeguard: a loaded machine is slow
			t.Fatal("the computer florists stopped playing while the rules page was on show")
		}
		if !onPage() || a.Table().shown {
			t.Fatal("a computer's move brought the table back over the rules page")
		}
	}
	lines := len(m.Lines)
	sh.back()
	if a.Table() == nil || !a.Table().shown || a.Table().Draw.Hidden || onPage() {
		t.Fatal("back from the rules page did not show the table at the player's turn")
	}
	if lines == 0 || !strings.Contains(a.Table().narration.Text, m.Lines[lines-1]) {
		t.Errorf("the table does not narrate the moves made while the player read: %q", a.Table().narration.Text)
	}
}

// TestLeaveStopsTheComputer leaves the table while a computer florist
// waits out its pause: its move is dropped (the match's timer is
// cancelled), the save keeps the game as it was left, and nothing reaches
// the screens afterwards.
func TestLeaveStopsTheComputer(t *testing.T) {
	a, sh := newTestApp(t, t.TempDir())
	sh.settings.Animation = store.AnimSlow // a 1.4 s pause before the computer's move
	posted := make(chan func(), 8)
	a.Sync, a.Post = false, func(f func()) { posted <- f }
	g := playedTo(t, func(s ikebana.State) bool {
		return s.Round() == 1 && s.Phase() == ikebana.PhaseStart && s.ToMove() == 1
	})
	moves := g.Moves()
	if err := a.StartGame(g, "easy"); err != nil {
		t.Fatal(err)
	}
	m := a.Match()
	if !m.Thinking() {
		t.Fatal("the computer is not thinking on its turn")
	}
	a.Leave()
	<-time.After(2 * time.Second) // past the pause: the cancelled timer must not fire
	for len(posted) > 0 {
		(<-posted)()
	}
	if g.Moves() != moves || m.Thinking() {
		t.Errorf("after leaving: %d moves (want %d), thinking %v", g.Moves(), moves, m.Thinking())
	}
	sv, saved, err := sh.store.LoadIkebana()
	if err != nil || saved == nil || saved.Moves() != moves || sv == nil {
		t.Errorf("the save after leaving: %v at %v moves, want the game at %d moves", err, saved, moves)
	}
	if sh.homes != 1 || a.Match() != nil {
		t.Errorf("Home shown %d times, match %v after leaving", sh.homes, a.Match())
	}
}
