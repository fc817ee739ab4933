package game

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"testing"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/koikoi"
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

// TestViewObservation: the Observation a bot reads from its view is
// exactly the engine's Observation of that seat, for every seat at every
// point of whole games of both games.
func TestViewObservation(t *testing.T) {
	for _, c := range cases {
		for seed := range uint64(4) {
			_, tb, _ := newTable(t, c.game, c.opts, seed)
			for n := 0; !tb.Over(); n++ {
				for seat := range tb.Seats() {
					var got, want any
					switch g := tb.(type) {
					case *koikoiTable:
						var o koikoi.Observation
						err := json.Unmarshal(tb.View(seat), &o)
						got, want = o, g.g.Observe(koikoi.Seat(seat))
						if err != nil {
							t.Fatal(err)
						}
					case *ikebanaTable:
						var o ikebana.Observation
						err := json.Unmarshal(tb.View(seat), &o)
						got, want = o, g.g.Observe(ikebana.Seat(seat))
						if err != nil {
							t.Fatal(err)
						}
					}
					if !reflect.DeepEqual(got, want) {
						t.Fatalf("%s seed %d move %d seat %d: from the view\n%+v\nwant\n%+v", c.game, seed, n, seat, got, want)
					}
				}
				m, _ := tb.Computer("random", uint64(n))
				if _, err := tb.Apply(tb.ToMove(), m); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}
