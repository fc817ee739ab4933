package game

import (
	"fmt"
	"slices"
	"testing"
)

// TestBotMoveLevels: from its view alone, a bot at each level of each game
// plays whole games with legal moves; for Ikebana, each move is the one the
// engine's computer player makes from the seat's own Observation.
func TestBotMoveLevels(t *testing.T) {
	for _, c := range cases {
		r, _ := Lookup(c.game)
		for _, level := range r.Levels() {
			moves := 60
			if level == "hard" { // a second or more a move
				if testing.Short() {
					continue
				}
				moves = 2
			}
			t.Run(fmt.Sprintf("%s/%s/%d", c.game, level, c.opts.Players), func(t *testing.T) {
				_, tb, _ := newTable(t, c.game, c.opts, 3)
				for n := 0; !tb.Over() && n < moves; n++ {
					seat := tb.ToMove()
					m, err := BotMove(c.game, tb.View(seat), level, uint64(n))
					if err != nil {
						t.Fatalf("move %d: %v", n, err)
					}
					if !slices.Contains(tb.Legal(seat), m) {
						t.Fatalf("move %d: %q is not legal", n, m)
					}
					if c.game == "ikebana" && level != "random" {
						if want, _ := tb.Computer(level, uint64(n)); want != m {
							t.Fatalf("move %d: the bot chose %q from its view, the computer %q from the Observation", n, m, want)
						}
					}
					if _, err := tb.Apply(seat, m); err != nil {
						t.Fatal(err)
					}
				}
			})
		}
	}
}
