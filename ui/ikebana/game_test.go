package ikebana

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/store"
)

// playThrough taps a whole game through the widgets, from the table as it
// stands to the final standings: the player draws, buys a discard when one
// is affordable every third turn, refuses a first card when he can every
// other time, and goes on from each round's scores.
func playThrough(t *testing.T, a *App) (rounds, buys, refusals int) {
	t.Helper()
	turn := 0
	for range 3000 {
		m := a.Match()
		st := m.State()
		switch {
		case st.Phase() == ikebana.PhaseRoundOver || st.Phase() == ikebana.PhaseGameOver:
			if a.Scores == nil || a.Scores.Round != st.Result().Round {
				t.Fatalf("round %d is over but its scores are not shown", st.Result().Round)
			}
			rounds++
			over := st.GameOver()
			test.Tap(a.Scores.Next)
			if over {
				return rounds, buys, refusals
			}
		case m.MyTurn() && st.Phase() == ikebana.PhaseStart:
			tb := a.Table()
			if tb.Draw.Hidden {
				t.Fatal("your turn, and no Draw button")
			}
			turn++
			tapped := false
			if turn%3 == 0 {
				for _, b := range tb.Buy {
					if !b.Hidden && !b.Disabled() {
						before := st.Bouquet(you).Len()
						test.Tap(b)
						if m.State().Bouquet(you).Len() != before+1 && m.State().Round() == st.Round() {
							t.Fatal("Buy did not buy")
						}
						buys++
						tapped = true
						break
					}
				}
			}
			if !tapped {
				test.Tap(tb.Draw)
			}
		case m.MyTurn():
			tb := a.Table()
			if tb.Keep.Hidden || !tb.Keep.Visible() {
				t.Fatal("a card is turned over, and no Keep button")
			}
			price, to := st.RefusePrice()
			want := a.T("ikebanaapp.table.refuse", map[string]any{"Price": price, "To": a.w().payee(to)})
			if tb.Refuse.Text != want {
				t.Fatalf("Refuse says %q, want %q", tb.Refuse.Text, want)
			}
			if turn%2 == 0 && st.Refusals() == 0 && !tb.Refuse.Disabled() {
				test.Tap(tb.Refuse)
				refusals++
				if m.State().Prestige(you) != st.Prestige(you)-price {
					t.Fatalf("refusing cost %d, want %d", st.Prestige(you)-m.State().Prestige(you), price)
				}
			} else {
				test.Tap(tb.Keep)
			}
		default:
			t.Fatalf("the computer (seat %d) did not move in phase %v", st.ToMove(), st.Phase())
		}
	}
	t.Fatal("the game did not end")
	return rounds, buys, refusals
}

func TestWholeGame(t *testing.T) {
	a, sh := newTestApp(t, t.TempDir())
	if err := a.Start(store.IkebanaNewGame{Players: 4, Level: "easy"}, 11); err != nil {
		t.Fatal(err)
	}
	if !a.HasSave() {
		t.Error("a new game is not saved")
	}
	m := a.Match()
	n, buys, refusals := playThrough(t, a)
	if n != ikebana.Rounds || buys == 0 || refusals == 0 {
		t.Errorf("%d rounds scored, %d buys, %d refusals: want %d rounds and some of each", n, buys, refusals, ikebana.Rounds)
	}
	if a.Final == nil {
		t.Fatal("no final standings")
	}
	st := m.State()
	if got, want := a.Final.Winners, st.Winners(); len(got) != len(want) || got[0] != want[0] {
		t.Errorf("winners %v, want %v", got, want)
	}
	if !strings.Contains(a.Final.Headline, a.l().Number(st.Prestige(st.Winners()[0]))) {
		t.Errorf("headline %q does not give the winning prestige", a.Final.Headline)
	}
	if a.HasSave() {
		t.Error("a finished game is still saved")
	}
	var computerLines int
	for _, line := range m.Lines {
		if strings.HasPrefix(line, "Computer ") {
			computerLines++
		}
	}
	if computerLines == 0 {
		t.Errorf("the computer's turns are not narrated: %q", m.Lines)
	}
	test.Tap(a.Final.Home)
	if sh.homes != 1 || a.Match() != nil {
		t.Errorf("Home shown %d times, match %v: want Home once and no match", sh.homes, a.Match())
	}
}
