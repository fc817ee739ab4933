package ikebana

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/ai"
)

// TestLedger plays whole games at 2 to 5 seats: every payment the ledger
// finds moves exactly that prestige between those two florists, each
// round adds up (start + payments + bank = after), and a game read back
// from its record gives the same ledger.
func TestLedger(t *testing.T) {
	for n := ikebana.MinPlayers; n <= ikebana.MaxPlayers; n++ {
		t.Run(fmt.Sprintf("%d seats", n), func(t *testing.T) {
			g, err := ikebana.NewGame(ikebana.WithPlayers(n), ikebana.WithSeed(uint64(40+n)))
			if err != nil {
				t.Fatal(err)
			}
			pl, _ := ai.New("random", ai.WithSeed(uint64(n)))
			buys, refusals := 0, 0
			for !g.State().GameOver() {
				st := g.State()
				if st.Phase() == ikebana.PhaseRoundOver {
					checkLedger(t, g)
					if err := g.NextRound(); err != nil {
						t.Fatal(err)
					}
					continue
				}
				obs := st.Observe(st.ToMove())
				mv := pl.Move(&obs)
				evs, err := g.ApplyEvents(mv, nil)
				if err != nil {
					t.Fatal(err)
				}
				after := g.State()
				var pay payment
				ok := false
				for _, e := range evs {
					if p, paid := paymentOf(e); paid {
						if ok {
							t.Fatalf("%v: two payments %v", mv, evs)
						}
						pay, ok = p, true
					}
				}
				if ok != (mv.Kind == ikebana.MoveRefuse || mv.Kind == ikebana.MoveBuy) {
					t.Fatalf("%v: payment %v, want one only for a refusal or a purchase", mv, ok)
				}
				if !ok || !after.Phase().Playing() {
					continue // the round's last move is also the bank's payment
				}
				if pay.buy {
					buys++
				} else {
					refusals++
				}
				for p := range n {
					s := ikebana.Seat(p)
					want := st.Prestige(s)
					if s == pay.from {
						want -= pay.amount
					}
					if s == pay.to {
						want += pay.amount
					}
					if got := after.Prestige(s); got != want || pay.from == pay.to || pay.amount <= 0 {
						t.Fatalf("%v by %v: seat %v has %d, want %d (payment %+v)", mv, st.ToMove(), s, got, want, pay)
					}
				}
			}
			checkLedger(t, g)
			if buys == 0 || refusals == 0 {
				t.Errorf("the game saw %d purchases and %d refusals: pick a seed with both", buys, refusals)
			}
		})
	}
}

// checkLedger checks the ledger of g's round just scored.
func checkLedger(t *testing.T, g *ikebana.Game) {
	t.Helper()
	l, ok := roundLedger(g)
	if !ok {
		t.Fatal("no ledger for a scored round")
	}
	res := g.State().Result()
	for p := range l.start {
		s := ikebana.Seat(p)
		if got := l.start[p] + l.net(s) + l.bank[p]; got != l.after[p] || l.bank[p] != res.Scores[p].Total {
			t.Errorf("round %d, seat %d: %d + %d + %d = %d, want %d after", res.Round, p, l.start[p], l.net(s), l.bank[p], got, l.after[p])
		}
		sum := 0
		for _, buy := range []bool{false, true} {
			for _, paid := range []bool{false, true} {
				for _, sh := range l.shares(s, buy, paid) {
					if paid {
						sum -= sh.amount
					} else {
						sum += sh.amount
					}
				}
			}
		}
		if sum != l.net(s) {
			t.Errorf("round %d, seat %d: the shares add up to %d, the net is %d", res.Round, p, sum, l.net(s))
		}
	}
	text, _ := g.MarshalText()
	back := new(ikebana.Game)
	if err := back.UnmarshalText(text); err != nil {
		t.Fatal(err)
	}
	if l2, _ := roundLedger(back); !reflect.DeepEqual(l, l2) {
		t.Errorf("round %d: read back from the record, the ledger is %+v, want %+v", res.Round, l2, l)
	}
}
