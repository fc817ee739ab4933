package advice

import (
	"fmt"
	"testing"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/ai"
	"github.com/koikoi-app/koikoi/internal/splitmix"
)

// TestAdviceClaims asks Advise for advice at thousands of positions of
// games between random, easy and normal players (varied, sometimes odd
// positions), at every table size with and without the Bouquet final,
// and fails on any claim Check finds the position contradicts. It also
// fails if a kind of reason never came up: the claims it checks must all
// have been made.
func TestAdviceClaims(t *testing.T) {
	perTable := 450
	if testing.Short() {
		perTable = 100
	}
	seen := map[Kind]int{}
	total := 0
	for n := ikebana.MinPlayers; n <= ikebana.MaxPlayers; n++ {
		for _, final := range []bool{false, true} {
			t.Run(fmt.Sprintf("%dseats/final=%v", n, final), func(t *testing.T) {
				checked := 0
				r := splitmix.Source(uint64(n)<<8 | 7)
				if final {
					r = splitmix.Source(uint64(n)<<8 | 9)
				}
				for g := 0; checked < perTable; g++ {
					var players []ai.Player
					for p := range n {
						players = append(players, mustNew(t, ai.Levels[r.Intn(3)], ai.WithSeed(uint64(g*10+p))))
					}
					s, err := ikebana.NewState(ikebana.WithPlayers(n), ikebana.WithBouquetFinal(final), ikebana.WithSeed(uint64(9000+g)))
					if err != nil {
						t.Fatal(err)
					}
					for !s.GameOver() && checked < perTable {
						if s.Phase() == ikebana.PhaseRoundOver {
							s.PlayNextRound()
							continue
						}
						o := s.Observe(s.ToMove())
						if r.Intn(4) == 0 {
							a := Advise(&o, ai.WithSeed(uint64(g)), ai.WithBudget(300))
							if err := Check(&o, a); err != nil {
								t.Fatalf("game %d, round %d, seat %d, bouquet %v, drawn %v, tops %v, prestige %v: %v\\nadvice %+v",
									g, o.Round, o.Seat, o.Bouquets[o.Seat], o.Drawn, o.Tops[:n], o.Prestige[:n], err, a)
							}
							for _, rs := range a.Reasons {
								seen[rs.Kind]++
							}
							checked++
						}
						s.Play(players[s.ToMove()].Move(&o))
					}
				}
				total += checked
			})
		}
	}
	t.Logf("%d positions; reasons: %v", total, seen)
	if testing.Short() {
		return
	}
	for k := range Kind(len(reasonNames)) {
		if seen[k] == 0 {
			t.Errorf("no advice gave a %v reason", k)
		}
	}
}

// TestCheckCatchesFalseClaims changes one claim at a time in true advice
// and expects Check to find each.
func TestCheckCatchesFalseClaims(t *testing.T) {
	// Seat 0 holds red-5 and draws green-5: a pair of 5s, bicolour.
	s := position(t, 2, false, [][]ikebana.Card{stack(t, "red-5 black-1a green-5")}, "draw,keep,draw,keep,draw")
	o := s.Observe(0)
	a := Advise(&o, ai.WithBudget(2000))
	if err := Check(&o, a); err != nil {
		t.Fatal(err)
	}
	edits := map[string]func(a *Advice){
		"another move":     func(a *Advice) { a.Move = ikebana.Refuse },
		"another card":     func(a *Advice) { a.Card = card(t, "red-1a") },
		"more gain":        func(a *Advice) { a.Reasons[0].Gain++ },
		"another score":    func(a *Advice) { a.Reasons[0].Score.Total = 48 },
		"cards to come":    func(a *Advice) { a.Reasons[0].ToCome = 1 },
		"a stray price":    func(a *Advice) { a.Reasons[0].Price = 1 },
		"completes":        func(a *Advice) { a.Reasons[0].Kind = Completes },
		"another chance":   func(a *Advice) { a.WinChance += 0.1 },
		"another outlook":  func(a *Advice) { a.Reasons[len(a.Reasons)-2].Points += 3 },
		"wins when behind": func(a *Advice) { a.Reasons[len(a.Reasons)-1].AltChance = 99 },
		"a wrong phase":    func(a *Advice) { a.Phase = ikebana.PhaseStart },
		"no main reason":   func(a *Advice) { a.Reasons = a.Reasons[1:] },
	}
	for name, edit := range edits {
		b := a
		b.Reasons = append([]Reason(nil), a.Reasons...)
		b.Outlooks = append([]ai.MoveValue(nil), a.Outlooks...)
		edit(&b)
		if len(b.Reasons) > 0 {
			b.Reason = b.Reasons[0]
		}
		if err := Check(&o, b); err == nil {
			t.Errorf("%s: Check passed %+v", name, b)
		}
	}
}
