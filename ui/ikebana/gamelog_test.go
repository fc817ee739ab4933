package ikebana

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/store"
)

// recordedPayments replays g's record with the engine and returns, in
// order, the log's payment lines as the states say them: who lost
// prestige to whom and how much on each refusal and purchase, then the
// bank's payment for each bouquet at each round's end (Game.History).
func recordedPayments(t *testing.T, g *ikebana.Game, w words) (pays []string) {
	t.Helper()
	head, record, ok := gameRecord(g)
	replay, ok2 := replayed(head, nil)
	if !ok || !ok2 {
		t.Fatal("the record does not replay")
	}
	l := w.l
	history := g.History()
	for _, r := range record {
		if r == "next" {
			replay.NextRound()
			continue
		}
		mv, _ := ikebana.ParseMove(r)
		before := replay.State()
		if err := replay.Apply(mv); err != nil {
			t.Fatal(err)
		}
		after := replay.State()
		var res ikebana.RoundResult // the bank's payments, when the move ends the round
		if !after.Phase().Playing() {
			res, history = history[0], history[1:]
		}
		// prestige before the bank paid
		held := func(p ikebana.Seat) int {
			if res.Scores != nil {
				return after.Prestige(p) - res.Scores[p].Total
			}
			return after.Prestige(p)
		}
		if mv.Kind == ikebana.MoveRefuse || mv.Kind == ikebana.MoveBuy {
			payer := before.ToMove()
			paid := before.Prestige(payer) - held(payer)
			for p := range before.Players() {
				s := ikebana.Seat(p)
				if s != payer && held(s)-before.Prestige(s) == paid {
					pays = append(pays, l.T("ikebanaapp.log.pay", map[string]any{"From": w.name(payer), "To": w.name(s), "Prestige": l.N("ikebana.cli.prestige", paid)}))
				}
			}
		}
		if res.Scores != nil {
			for p, sc := range res.Scores {
				pays = append(pays, l.T("ikebanaapp.log.bank", map[string]any{"To": w.name(ikebana.Seat(p)), "Prestige": l.N("ikebana.cli.prestige", sc.Total),
					"Combos": w.combos(sc), "Colours": w.colours(sc)}))
			}
		}
	}
	return pays
}

// logPayments returns the payment lines of a log.
func logPayments(lines []logLine) []string {
	var out []string
	for _, ln := range lines {
		if ln.kind == logPay || ln.kind == logBank {
			out = append(out, ln.text)
		}
	}
	return out
}

// TestGameLog plays a round of four, the computers' turns and the
// player's, and a move of the next; the log opened from the table tells
// every move told and every payment, payer → payee with the amount, and
// the bank's payments, as the engine's record has them.
func TestGameLog(t *testing.T) {
	a, _ := newTestApp(t, t.TempDir())
	_, m := startTable(t, a, 4, 21, 2, "random")
	for m.State().Round() == 1 && m.State().Phase().Playing() {
		tapMove(t, a.Table())
	}
	first := slices.Clone(m.Lines)
	if err := m.NextRound(); err != nil {
		t.Fatal(err)
	}
	tb := a.Table()
	test.Tap(tb.LogOpen)
	if tb.Log == nil || !tb.Log.pop.Visible() {
		t.Fatal("the log does not open")
	}
	w := a.w()
	want := recordedPayments(t, m.Game, w)
	got := logPayments(gameLog(m.Game, w, m.Game.Moves()))
	if !slices.Equal(got, want) {
		t.Errorf("the log's payments:\n%s\nwant, from the engine's record:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	var pays, banks int
	for _, s := range want {
		if strings.HasPrefix(s, "Bank") {
			banks++
		} else {
			pays++
		}
	}
	if pays < 3 || banks != 4 {
		t.Errorf("%d payments between florists and %d bank payments in a round of four", pays, banks)
	}
	// every line of the narration, both rounds, is in the log, in order
	shown := strings.Join(tb.Log.Lines, "\n")
	for _, ln := range append(first, m.Lines...) {
		i := strings.Index(shown, ln)
		if i < 0 {
			t.Fatalf("the log lacks %q", ln)
		}
		shown = shown[i+len(ln):]
	}
	test.Tap(tb.Log.Close)
	if tb.Log != nil {
		t.Error("Close leaves the log open")
	}
}

// TestGameLogNames checks that in pass-and-play the log names everyone,
// payer and payee, by the names given.
func TestGameLogNames(t *testing.T) {
	a, _ := newTestApp(t, t.TempDir())
	names := []string{"Ana", "Ben", "Chloé"}
	if err := a.Start(store.IkebanaNewGame{Mode: store.ModePass, Players: 3, Names: names}, 9); err != nil {
		t.Fatal(err)
	}
	m := a.Match()
	for m.State().Round() == 1 && m.State().Phase().Playing() {
		m.AcceptHandover()
		st := m.State()
		ms := st.LegalMoves()
		if err := m.Submit(ms[len(ms)-1], nil); err != nil { // buy or refuse when allowed
			t.Fatal(err)
		}
	}
	w := a.w()
	got := logPayments(gameLog(m.Game, w, m.Game.Moves()))
	if want := recordedPayments(t, m.Game, w); !slices.Equal(got, want) {
		t.Errorf("the log's payments:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	for _, s := range got {
		if strings.Contains(s, "You") || strings.Contains(s, "Computer") || !strings.ContainsAny(s, "ABC") {
			t.Errorf("pass-and-play log line %q does not go by the people's names", s)
		}
	}
	if len(got) < 4 {
		t.Errorf("only %d payments logged", len(got))
	}
}
