package ikebana

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/store"
)

// TestPaymentsFly plays a first round at every table size, the player
// buying when he can and refusing a card a turn, the computers at random,
// and drives the table's sequencer frame by frame. Each payment of the
// round, the player's and the computers', shows as a token leaving the
// payer's counter (which goes down at once) and landing on the payee's
// (which goes up only then) while the narration tells it; taps during the
// flight do nothing; once all
// is still every counter shows the game's prestige.
func TestPaymentsFly(t *testing.T) {
	for n := ikebana.MinPlayers; n <= ikebana.MaxPlayers; n++ {
		t.Run(fmt.Sprintf("%d seats", n), func(t *testing.T) {
			a, sh := newTestApp(t, t.TempDir())
			sh.settings.Animation = store.AnimNormal
			sh.win.Resize(fyne.NewSize(412, 915))
			g, err := ikebana.NewGame(ikebana.WithPlayers(n), ikebana.WithSeed(uint64(30+n)), ikebana.WithFirstPlayer(you))
			if err != nil {
				t.Fatal(err)
			}
			if err := a.StartGame(g, "random"); err != nil {
				t.Fatal(err)
			}
			tb, m := a.Table(), a.Match()
			tb.seq.Manual = true
			l := a.l()
			counter := func(v int) string { return l.N("ikebana.cli.prestige", v) }
			seen := map[bool]int{} // payments seen, by whether the player paid
			for m.State().Round() == 1 && m.State().Phase().Playing() {
				_, done, _ := roundEvents(m.Game)
				before := m.Observe()
				tapMove(t, tb)
				_, evs, _ := roundEvents(m.Game)
				var want []ikebana.Event
				prestige := before.Prestige
				var starts [][ikebana.MaxPlayers]int // each payment's prestige before it
				for _, e := range evs[len(done):] {
					if pay, ok := paymentOf(e); ok {
						want = append(want, e)
						starts = append(starts, prestige)
						prestige[pay.from] -= pay.amount
						prestige[pay.to] += pay.amount
					}
				}
				for tb.seq.Busy() {
					if !tb.coin.box.Visible() {
						tb.seq.Tick(1)
						continue
					}
					if len(want) == 0 {
						t.Fatal("a token flies where no payment was made")
					}
					e, start := want[0], starts[0]
					want, starts = want[1:], starts[1:]
					pay, _ := paymentOf(e)
					seen[pay.from == you]++
					payer, payee := tb.badgeOf(pay.from), tb.badgeOf(pay.to)
					from, to := tb.coinAt(payer), tb.coinAt(payee)
					if got := coinPos(tb); got != from.Pos {
						t.Fatalf("%+v: the token starts at %v, want the payer's counter %v", pay, got, from.Pos)
					}
					if tb.coin.text.Text != fmt.Sprint(pay.amount) {
						t.Errorf("%+v: the token says %q", pay, tb.coin.text.Text)
					}
					if got, want := payer.text.Text, counter(start[pay.from]-pay.amount); got != want {
						t.Errorf("%+v: as the token leaves the payer shows %q, want %q", pay, got, want)
					}
					if got, want := payee.text.Text, counter(start[pay.to]); got != want {
						t.Errorf("%+v: before the token lands the payee shows %q, want %q", pay, got, want)
					}
					if told := narrate(a.w(), e)[0]; !strings.Contains(tb.narration.Text, told) {
						t.Errorf("%+v: while the token flies the narration says %q, want it to tell %q", pay, tb.narration.Text, told)
					}
					moved := m.Game.Moves()
					for _, b := range []fyne.Tappable{tb.Draw, tb.Keep, tb.Refuse} {
						b.Tapped(&fyne.PointEvent{})
					}
					for _, b := range tb.Buy {
						b.Tapped(&fyne.PointEvent{})
					}
					if m.Game.Moves() != moved {
						t.Fatalf("%+v: a tap during the token's flight played a move", pay)
					}
					tb.seq.Tick(payLand / 2)
					mid := coinPos(tb)
					if d0, d1 := dist2(from.Pos, to.Pos), dist2(mid, to.Pos); !(d1 < d0 && dist2(mid, from.Pos) < d0) {
						t.Errorf("%+v: half way the token is at %v, not between %v and %v", pay, mid, from.Pos, to.Pos)
					}
					if payer.shade == 0 {
						t.Errorf("%+v: the payer's counter is not lit while the token leaves", pay)
					}
					tb.seq.Tick(payLand - 0.01)
					if got := payee.text.Text; got != counter(start[pay.to]) {
						t.Errorf("%+v: the payee shows %q before the token landed", pay, got)
					}
					tb.seq.Tick(payLand)
					if got := coinPos(tb); dist2(got, to.Pos) > 0.5 {
						t.Errorf("%+v: the token lands at %v, want the payee's counter %v", pay, got, to.Pos)
					}
					if got, want := payee.text.Text, counter(start[pay.to]+pay.amount); got != want || payee.shade == 0 {
						t.Errorf("%+v: once the token landed the payee shows %q (lit %v), want %q lit", pay, got, payee.shade, want)
					}
					tb.seq.Tick(1)
				}
				if len(want) > 0 {
					t.Fatalf("%d payments were not shown", len(want))
				}
				if tb.coin.box.Visible() {
					t.Fatal("the token stays in sight once all is still")
				}
				st := m.State()
				if !st.Phase().Playing() {
					break
				}
				for p := range n {
					s := ikebana.Seat(p)
					b := tb.badgeOf(s)
					if b.text.Text != counter(st.Prestige(s)) || b.shade != 0 {
						t.Errorf("at rest seat %d shows %q (lit %v), want %q", p, b.text.Text, b.shade, counter(st.Prestige(s)))
					}
				}
			}
			t.Logf("payments seen: %d by the player, %d by the computers", seen[true], seen[false])
			if seen[true] == 0 || seen[false] == 0 {
				t.Errorf("payments seen: %d by the player, %d by the computers; want both", seen[true], seen[false])
			}
		})
	}
}

// tapMove makes the player's move through the table's buttons: a
// purchase when one is allowed, else a draw; the first card drawn is
// refused when it may be, the next kept.
func tapMove(t *testing.T, tb *tableScreen) {
	t.Helper()
	st := tb.m.State()
	obs := st.Observe(you)
	switch {
	case st.Phase() == ikebana.PhaseStart:
		for p := 1; p < st.Players(); p++ {
			if obs.IsLegal(ikebana.Buy(ikebana.Seat(p))) {
				test.Tap(tb.Buy[ikebana.Seat(p)])
				return
			}
		}
		test.Tap(tb.Draw)
		tb.seq.Finish()
		tapMove(t, tb)
	case st.Refusals() == 0 && obs.IsLegal(ikebana.Refuse):
		test.Tap(tb.Refuse)
	default:
		test.Tap(tb.Keep)
	}
}

// coinPos is where the token is now.
func coinPos(tb *tableScreen) fyne.Position { return tb.coin.box.Position() }

// dist2 is the square of the distance between a and b.
func dist2(a, b fyne.Position) float32 {
	dx, dy := a.X-b.X, a.Y-b.Y
	return dx*dx + dy*dy
}

// BenchmarkPaymentFrame measures one frame of a payment: the token moved,
// the counters' highlights set.
func BenchmarkPaymentFrame(b *testing.B) {
	a, sh := newTestApp(b, b.TempDir())
	sh.settings.Animation = store.AnimNormal
	g, err := ikebana.NewGame(ikebana.WithPlayers(4), ikebana.WithSeed(7), ikebana.WithFirstPlayer(you))
	if err != nil {
		b.Fatal(err)
	}
	if err := a.StartGame(g, "easy"); err != nil {
		b.Fatal(err)
	}
	tb := a.Table()
	tb.seq.Manual = true
	test.Tap(tb.Draw)
	tb.seq.Finish()
	test.Tap(tb.Refuse)
	tb.seq.Tick(1) // the card refused lands: the payment begins
	if !tb.coin.box.Visible() {
		b.Fatal("no payment under way")
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		tb.seq.Tick(float32(i%100) / 101)
	}
}
