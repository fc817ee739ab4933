package ikebana

import (
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/advice"
	"github.com/koikoi-app/koikoi/engine/ikebana/ai"
	iketutorial "github.com/koikoi-app/koikoi/engine/ikebana/tutorial"
)

// tapOn taps the middle of o as a finger would: on the window's canvas,
// where whatever lies on top takes the tap.
func tapOn(win fyne.Window, o fyne.CanvasObject) {
	p := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	test.TapCanvas(win.Canvas(), p.Add(fyne.NewPos(o.Size().Width/2, o.Size().Height/2)))
}

// wantWhy fails unless the table answers with text want and the game is
// where it was (moves records).
func wantWhy(t *testing.T, what string, tb *tableScreen, moves int, want string) {
	t.Helper()
	if got := tb.m.records; got != moves { // the moves the table was told
		t.Fatalf("%s made a move", what)
	}
	if !tb.Why.Visible() || tb.Why.Text != want {
		t.Errorf("%s answers %q (shown %v), want %q", what, tb.Why.Text, tb.Why.Visible(), want)
	}
	if want == "" || strings.Contains(want, "ikebana") || strings.Contains(want, "{{") {
		t.Errorf("%s: the answer %q is not a sentence", what, want)
	}
}

// TestTableTaps plays with taps on the cards: the pile draws, the card
// turned over is kept, a discard top is bought (the prestige paid as the
// engine says); a tap that cannot act is answered with the lessons' words
// and changes nothing: the pile once a card is turned over, a bouquet, a
// discard top after drawing, a Refuse that cannot be paid, any tap while a
// computer plays.
func TestTableTaps(t *testing.T) {
	a, sh := newTestApp(t, t.TempDir())
	sh.win.Resize(fyne.NewSize(412, 915))
	tb, m := startTable(t, a, 3, 5, you, "easy")
	why := func(mv ikebana.Move) string {
		w, bad := iketutorial.WhyNot(m.State(), mv)
		if !bad {
			t.Fatalf("%v is legal", mv)
		}
		return a.say(w)
	}
	bought, refusedUnpaid := false, false
	for turn := 0; turn < 40 && !(bought && refusedUnpaid); turn++ {
		st := m.State()
		if !st.Phase().Playing() {
			break
		}
		if tb.Why.Visible() {
			t.Fatal("an answer stays after the next move")
		}
		obs := st.Observe(you)
		if !bought {
			for _, r := range tb.rows {
				if obs.IsLegal(ikebana.Buy(r.seat)) {
					c, price := st.DiscardTop(r.seat), st.DiscardTop(r.seat).Value()
					_, earlier, _ := roundEvents(m.Game)
					tapOn(sh.win, r.top)
					if !m.State().Bouquet(you).Has(c) {
						t.Fatalf("a tap on %v's discard top did not buy its %v", r.seat, c)
					}
					_, done, _ := roundEvents(m.Game)
					paid := -1
					if e := done[len(earlier)]; e.Kind == ikebana.EventBuy && e.From == r.seat && e.Seat == you {
						paid = e.Price
					}
					if paid != price {
						t.Errorf("the seller was paid %d for the %v, want %d", paid, c, price)
					}
					bought = true
					break
				}
			}
			if bought {
				continue
			}
		}
		tapOn(sh.win, tb.pile)
		if got := m.State(); got.Phase() != ikebana.PhaseDrawn || got.Drawn() == ikebana.NoCard {
			t.Fatalf("a tap on the pile did not draw: phase %v", got.Phase())
		}
		moves := m.Game.Moves()
		tapOn(sh.win, tb.pile)
		wantWhy(t, "a tap on the pile after drawing", tb, moves, why(ikebana.Draw))
		tapOn(sh.win, tb.mine)
		wantWhy(t, "a tap on the bouquet", tb, moves, a.say(bouquetAnswer(m.State())))
		for _, r := range tb.rows {
			if b := tb.Buy[r.seat]; b.Visible() {
				if !b.Disabled() || b.Importance != widget.LowImportance {
					t.Errorf("after drawing, Buy from %v is enabled %v, importance %v; want it disabled, unfilled", r.seat, !b.Disabled(), b.Importance)
				}
				test.Tap(b)
				wantWhy(t, "a tap on a disabled Buy", tb, moves, why(ikebana.Buy(r.seat)))
				tapOn(sh.win, r.top)
				wantWhy(t, "a tap on a discard top after drawing", tb, moves, why(ikebana.Buy(r.seat)))
			}
		}
		// refuse while it can be paid, then the disabled Refuse answers
		for refusable(m) && !refusedUnpaid {
			test.Tap(tb.Refuse)
		}
		if m.State().ToMove() == you && m.State().Phase() == ikebana.PhaseDrawn && !refusedUnpaid {
			if !tb.Refuse.Disabled() || tb.Refuse.Importance != widget.LowImportance {
				t.Error("a Refuse that cannot be paid does not look disabled")
			}
			moves = m.Game.Moves()
			test.Tap(tb.Refuse)
			wantWhy(t, "a tap on a Refuse that cannot be paid", tb, moves, why(ikebana.Refuse))
			refusedUnpaid = true
		}
		drawn := m.State().Drawn()
		tapOn(sh.win, tb.drawn)
		if m.State().Bouquet(you).Has(drawn) == false && m.State().Phase().Playing() {
			t.Fatalf("a tap on the card turned over (%v) did not keep it", drawn)
		}
	}
	if !bought || !refusedUnpaid {
		t.Errorf("bought %v, refused unpaid %v: the game gave no chance to test both", bought, refusedUnpaid)
	}
}

// TestTapWhileComputerPlays taps the pile while a computer florist
// thinks: the table says whose turn it is and plays nothing.
func TestTapWhileComputerPlays(t *testing.T) {
	a, sh := newTestApp(t, t.TempDir())
	moves := make(chan func(), 4)
	a.Sync, a.Post = false, func(f func()) { moves <- f }
	tb, m := startTable(t, a, 2, 5, 1, "easy")
	tapOn(sh.win, tb.pile)
	want := a.T("ikebanaapp.table.why.wait", map[string]any{"Who": a.w().name(1)})
	wantWhy(t, "a tap on the pile while the computer thinks", tb, 0, want)
	test.Tap(tb.Draw) // hidden, and answered all the same if reached
	for !m.MyTurn() { // until the computer's turn lands
		select {
		case f := <-moves:
			f()
		case <-time.After(2 * time.Minute): // a safeguard: a loaded machine is slow
			t.Fatal("the computer did not move")
		}
	}
	if o := m.Observe(); o.Bouquets[1].Len() != 1 || o.Bouquets[you].Len() != 0 {
		t.Fatalf("after the computer's turn: bouquets %v and %v; want one card, the computer's", o.Bouquets[1], o.Bouquets[you])
	}
}

// TestHintButton checks that, hints on, the button of the hint's move
// stands out and no other, at both decisions of a turn; hints off, none
// does.
func TestHintButton(t *testing.T) {
	for _, hints := range []bool{true, false} {
		a, sh := newTestApp(t, t.TempDir())
		sh.settings.IkebanaPrefs.Hints = hints
		tb, m := startTable(t, a, 3, 11, you, "easy")
		for turn := 0; turn < 6 && m.State().Phase().Playing(); turn++ {
			obs := m.State().Observe(you)
			adv := advice.Advise(&obs, ai.WithSeed(m.Save.AISeed^uint64(m.Game.Moves())), ai.WithBudget(2000))
			var stressed []ikebana.Move
			for _, mv := range []ikebana.Move{ikebana.Draw, ikebana.Keep, ikebana.Refuse, ikebana.Buy(1), ikebana.Buy(2)} {
				if b := tb.buttonOf(&advice.Advice{Move: mv}); b != nil && b.Visible() && b.Importance == widget.HighImportance {
					stressed = append(stressed, mv)
				}
			}
			switch {
			case hints && (len(stressed) != 1 || stressed[0] != adv.Move):
				t.Errorf("hints on, phase %v: buttons %v stand out, want the hint's %v", obs.Phase, stressed, adv.Move)
			case !hints && len(stressed) > 0:
				t.Errorf("hints off, phase %v: buttons %v stand out, want none", obs.Phase, stressed)
			}
			if err := m.Submit(adv.Move, nil); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestTutorialTaps plays the turn lesson with taps on the cards: each
// decision the lesson asks for is made by tapping the pile, the card
// turned over or a discard top (Refuse with its button); before it, a tap
// on the bouquet is answered and changes nothing.
func TestTutorialTaps(t *testing.T) {
	a, sh := newTestApp(t, t.TempDir())
	sh.win.Resize(fyne.NewSize(412, 915))
	if !a.OpenLesson("turn") {
		t.Fatal("no lesson turn")
	}
	s := a.Lesson()
	taps := 0
	for n := 0; n < 60 && s.View().Index < s.View().Count; n++ {
		v := s.View()
		if v.Action != iketutorial.ActionMove {
			test.Tap(s.Buttons["next"])
			continue
		}
		tt := s.v.table
		st, _ := s.state()
		tapOn(sh.win, tt.mine)
		if got, want := s.WrongText(), bouquetAnswer(st).Render(a.l()); got != want || !s.Wrong.Visible() {
			t.Errorf("step %d: a tap on the bouquet answers %q, want %q", v.Index, got, want)
		}
		if s.View().Index != v.Index {
			t.Fatalf("step %d: a tap on the bouquet moved on", v.Index)
		}
		switch w := v.Want; w.Kind {
		case ikebana.MoveDraw:
			tapOn(sh.win, tt.pile)
		case ikebana.MoveKeep:
			tapOn(sh.win, tt.drawn)
		case ikebana.MoveBuy:
			tapOn(sh.win, tt.topOf(w.From))
		default:
			test.Tap(s.Buttons["refuse"])
			taps--
		}
		taps++
		if s.View().Index == v.Index {
			t.Fatalf("step %d: the tap for %v did not move on: %q", v.Index, v.Want, s.WrongText())
		}
	}
	if taps < 3 {
		t.Errorf("only %d decisions made by tapping cards", taps)
	}
	if s.View().Index < s.View().Count {
		t.Error("the lesson did not end")
	}
}

// refusable reports whether the player may refuse the card turned over.
func refusable(m *Match) bool {
	st := m.State()
	return st.ToMove() == you && st.IsLegal(ikebana.Refuse)
}

// TestTapToContinue holds the game after each computer's turn that
// another computer's turn or the round's end follows, when the setting
// says so: the table says who plays next and a tap anywhere goes on; the
// round's scores wait for the tap after the last computer's turn.
func TestTapToContinue(t *testing.T) {
	a, sh := newTestApp(t, t.TempDir())
	sh.settings.TapToContinue = true
	tb, m := startTable(t, a, 3, 4, you, "easy")
	test.Tap(tb.Draw)
	test.Tap(tb.Keep)
	if !m.Waiting() || m.Observe().ToMove != 2 {
		t.Fatalf("after computer 1's turn: waiting %v, %v to move; want held before computer 2", m.Waiting(), m.Observe().ToMove)
	}
	if want := a.T("ikebanaapp.table.held", map[string]any{"Who": a.w().name(2)}); !tb.Continue.Visible() || tb.Status.Text != want {
		t.Errorf("held: Continue shown %v, status %q; want %q", tb.Continue.Visible(), tb.Status.Text, want)
	}
	moves := m.records
	tapOn(sh.win, tb.narration) // the felt: no card, no button
	if m.Waiting() || m.records == moves || m.Observe().ToMove != you {
		t.Fatalf("a tap on the table did not go on: waiting %v, %v to move", m.Waiting(), m.Observe().ToMove)
	}
	if tb.Continue.Visible() {
		t.Error("Continue stays on the player's turn")
	}
	for m.Observe().Phase.Playing() {
		if m.Waiting() {
			test.Tap(tb.Continue)
			continue
		}
		tapMove(t, tb)
	}
	if !m.Waiting() || a.Scores != nil || !tb.shown {
		t.Fatalf("the round's end after a computer's turn: waiting %v, scores shown %v; want the table held", m.Waiting(), a.Scores != nil)
	}
	if want := a.T("ikebanaapp.table.held.end"); tb.Status.Text != want {
		t.Errorf("held at the round's end: %q, want %q", tb.Status.Text, want)
	}
	test.Tap(tb.Continue)
	if a.Scores == nil {
		t.Error("Continue at the round's end does not show the scores")
	}
}

// TestHeldGameIsTheSavedGame: with tap to continue, the game itself holds
// after a computer's turn, not only the table: the engine stands where the
// table shows, the save is of that position, the log tells every move made
// and no more, and a player who leaves while held (Back) comes back to the
// position held, nothing played behind the table and lost to the eye.
func TestHeldGameIsTheSavedGame(t *testing.T) {
	dir := t.TempDir()
	a, sh := newTestApp(t, dir)
	sh.settings.TapToContinue = true
	tb, m := startTable(t, a, 4, 4, you, "easy")
	test.Tap(tb.Draw)
	test.Tap(tb.Keep)
	if !m.Waiting() || !m.held() || m.Observe().ToMove != 2 {
		t.Fatalf("after computer 1's turn: table waiting %v, match held %v, %v to move; want both held before computer 2",
			m.Waiting(), m.held(), m.Observe().ToMove)
	}
	if st := m.State(); st.ToMove() != 2 || m.records != m.Game.Moves() {
		t.Fatalf("held: the engine has %v to move after %d records, the table told %d; the match played on behind the table",
			st.ToMove(), m.Game.Moves(), m.records)
	}
	text, err := m.Game.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	_, saved, err := sh.store.LoadIkebana()
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := saved.MarshalText(); string(got) != string(text) {
		t.Fatalf("the save is not the game held:\n%s\nwant\n%s", got, text)
	}
	if told, all := gameLog(m.Record(m.Game), a.w(), m.records), gameLog(m.Record(m.Game), a.w(), m.Game.Moves()+1); !slices.Equal(told, all) {
		t.Errorf("the log tells %d lines of what the table showed, the game has %d", len(told), len(all))
	}
	lines, moves := m.Lines, m.Game.Moves()
	sh.back() // leave while held
	if sh.homes != 1 {
		t.Fatal("the back key did not leave the table")
	}
	b, bsh := newTestApp(t, dir)
	bsh.settings.TapToContinue = true
	b.Continue()
	rm := b.Match()
	if rm == nil {
		t.Fatal("Continue started no match")
	}
	// The resumed game goes on from the position held: computer 2 plays
	// its turn now (every move of it told), and holds before computer 3.
	head, err := rm.Game.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	held := strings.TrimSuffix(strings.TrimSpace(string(text)), "end")
	if !strings.HasPrefix(string(head), held) || !slices.Equal(rm.Lines[:len(lines)], lines) {
		t.Fatalf("the resumed game does not go on from the one held:\n%s\nwant it to begin with\n%s", head, text)
	}
	if !rm.Waiting() || rm.Observe().ToMove != 3 || rm.Game.Moves() <= moves || rm.records != rm.Game.Moves() {
		t.Errorf("resumed: waiting %v, %v to move, %d records (told %d); want held before computer 3 after computer 2's turn",
			rm.Waiting(), rm.Observe().ToMove, rm.Game.Moves(), rm.records)
	}
}
