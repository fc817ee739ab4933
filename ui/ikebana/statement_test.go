package ikebana

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/store"
)

// roundOver returns an n-player game whose first round was just scored,
// played buying and refusing whenever allowed.
func roundOver(t *testing.T, n int) *ikebana.Game {
	t.Helper()
	return playedToN(t, n, -1, func(s ikebana.State) bool { return s.Phase() == ikebana.PhaseRoundOver })
}

// shownStatements returns the statements on the scoring screen as text.
func shownStatements(v *ScoresView) [][]string {
	var out [][]string
	for _, st := range v.statements {
		var lines []string
		for i, l := range st.labels {
			lines = append(lines, l+" | "+st.amounts[i].Text)
		}
		out = append(out, lines)
	}
	return out
}

// TestStatement: at 2 and 5 seats each florist's statement starts at the
// rules' 6 prestige, adds up (start + payments + bank = after), shows the
// bank paying the bouquet's score and ends on the engine's prestige; its
// payment lines name the other florists; a game resumed from its save
// shows the same statements.
func TestStatement(t *testing.T) {
	for _, n := range []int{2, 5} {
		t.Run(fmt.Sprintf("%d seats", n), func(t *testing.T) {
			a, _ := newTestApp(t, t.TempDir())
			g := roundOver(t, n)
			res := g.State().Result()
			if err := a.StartGame(g, "easy"); err != nil {
				t.Fatal(err)
			}
			v := a.Scores
			if len(v.statements) != n {
				t.Fatalf("%d statements, want %d", len(v.statements), n)
			}
			named := 0
			for p, st := range v.statements {
				num := func(i int) int {
					x, err := strconv.Atoi(st.amounts[i].Text)
					if err != nil {
						t.Fatalf("seat %d, line %q: %q is not a number", p, st.labels[i], st.amounts[i].Text)
					}
					return x
				}
				last := len(st.amounts) - 1
				sum := 0
				for i := range last {
					sum += num(i)
				}
				if num(0) != 6 || num(last-1) != res.Scores[p].Total || num(last) != res.Prestige[p] || sum != num(last) {
					t.Errorf("seat %d: %v does not add up to the engine's %d after a bank's %d", p, shownStatements(v)[p], res.Prestige[p], res.Scores[p].Total)
				}
				for _, l := range st.labels[1 : last-1] {
					for q := range n {
						if q != p && strings.Contains(l, a.w().name(ikebana.Seat(q))) {
							named++
						}
					}
				}
			}
			if named == 0 {
				t.Errorf("no payment line names a florist: %v", shownStatements(v))
			}
			before := shownStatements(v)
			a.Save()
			a.Leave()
			a.Continue()
			if a.Scores == v || !reflect.DeepEqual(shownStatements(a.Scores), before) {
				t.Errorf("resumed, the statements are\n%v\nwant\n%v", shownStatements(a.Scores), before)
			}
		})
	}
}

// TestBankRollsUp: with animations on, the bank's payments roll up from
// nothing, within 1.5 s even at the slow setting; a tap anywhere ends
// them; the same round's scores shown again do not roll; with animations
// off nothing rolls.
func TestBankRollsUp(t *testing.T) {
	a, sh := newTestApp(t, t.TempDir())
	sh.settings.Animation = store.AnimSlow
	a.roll.Manual = true
	g := roundOver(t, 3)
	res := g.State().Result()
	if err := a.StartGame(g, "easy"); err != nil {
		t.Fatal(err)
	}
	v := a.Scores
	if v.skip == nil || !v.skip.Visible() || !a.roll.Busy() {
		t.Fatal("the bank's payments do not roll")
	}
	if d := time.Duration(float32(rollTime) * a.roll.Speed); d > 1500*time.Millisecond {
		t.Errorf("the roll takes %v at the slow setting, want 1.5 s at most", d)
	}
	bankOf := func(p int) string { st := v.statements[p]; return st.amounts[len(st.amounts)-2].Text }
	afterOf := func(p int) string { st := v.statements[p]; return st.amounts[len(st.amounts)-1].Text }
	for p, sc := range res.Scores {
		if bankOf(p) != "0" || afterOf(p) != fmt.Sprint(res.Prestige[p]-sc.Total) {
			t.Errorf("seat %d starts at bank %s, prestige %s; want 0 and %d", p, bankOf(p), afterOf(p), res.Prestige[p]-sc.Total)
		}
	}
	a.roll.Tick(0.3)
	mid := 0
	for p, sc := range res.Scores {
		if x, _ := strconv.Atoi(bankOf(p)); x > 0 && x < sc.Total {
			mid++
		}
	}
	if mid == 0 {
		t.Errorf("at 30%% no bank payment is under way: %v", shownStatements(v))
	}
	test.Tap(v.skip)
	if a.roll.Busy() || v.skip.Visible() {
		t.Error("a tap does not end the roll")
	}
	for p, sc := range res.Scores {
		if bankOf(p) != signed(sc.Total) || afterOf(p) != fmt.Sprint(res.Prestige[p]) {
			t.Errorf("seat %d ends at bank %s, prestige %s; want %s and %d", p, bankOf(p), afterOf(p), signed(sc.Total), res.Prestige[p])
		}
	}
	sh.win.SetContent(sh.build()) // shown again: a language changed
	v = a.Scores
	if v.skip != nil || a.roll.Busy() || bankOf(0) != signed(res.Scores[0].Total) {
		t.Error("the same round's scores roll again")
	}
	sh.settings.Animation = store.AnimOff
	a.StartGame(roundOver(t, 2), "easy")
	if a.Scores.skip != nil || a.roll.Busy() {
		t.Error("with animations off the bank's payments roll")
	}
}

// BenchmarkBankRollFrame measures one frame of the bank's payments rolling
// up on a five-florist scoring screen.
func BenchmarkBankRollFrame(b *testing.B) {
	a, sh := newTestApp(b, b.TempDir())
	sh.settings.Animation = store.AnimNormal
	a.roll.Manual = true
	g, err := ikebana.NewGame(ikebana.WithPlayers(5), ikebana.WithSeed(3))
	if err != nil {
		b.Fatal(err)
	}
	for g.State().Phase().Playing() {
		g.Apply(g.State().LegalMoves()[0])
	}
	if err := a.StartGame(g, "easy"); err != nil {
		b.Fatal(err)
	}
	if !a.roll.Busy() {
		b.Fatal("nothing rolls")
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		a.roll.Tick(float32(i%100) / 101)
	}
}
