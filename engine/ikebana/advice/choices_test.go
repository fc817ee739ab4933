package advice

import (
	"strings"
	"testing"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/ai"
)

// lastRoundDecks returns three shuffled decks (rounds 1 to 3, where every
// seat keeps its first card: at two seats seat 0 ends them with 48
// prestige and seat 1 with 46, and seat 0 starts round 4) and round 4's
// deck with top on top.
func lastRoundDecks(tb testing.TB, top string) [][]ikebana.Card {
	var decks [][]ikebana.Card
	for r := uint64(1); r <= 3; r++ {
		d := ikebana.ShuffledDeck(r)
		decks = append(decks, d[:])
	}
	return append(decks, stack(tb, top))
}

// choice is a hand-made position where the right move is clear.
type choice struct {
	name   string
	state  func(t *testing.T) ikebana.State
	want   ikebana.Move
	reason Kind
	check  func(t *testing.T, a Advice) // more about the reason, or nil
	// normal is the normal level's move where it differs: what the search
	// adds (nil when it plays want too).
	normal *ikebana.Move
}

var choices = []choice{
	{
		// Seat 0 holds red 3, 4, 5 and green 3; seat 1 refused red-2a.
		// Buying it completes 2-3-4-5 in two colours (24) for 2 paid to
		// seat 1. (Red-5 for 5 against red 2, 3, 4 was this position once:
		// 24 for a 10-point swing to the only opponent against about 17
		// from the pile is a coin toss, 55% either way.)
		name: "buy the card that completes a run",
		state: func(t *testing.T) ikebana.State {
			deck := stack(t, "red-5 red-2a black-1a red-3a yellow-1a red-4a blue-3a green-3a green-4a")
			return position(t, 2, false, [][]ikebana.Card{deck},
				"draw,keep, draw,refuse,keep, draw,keep, draw,keep, draw,keep, draw,keep, draw,keep, draw,keep")
		},
		want: ikebana.Buy(1), reason: Completes,
		check: func(t *testing.T, a Advice) {
			sc := a.Reason.Score
			if sc.NumCombos != 1 || sc.Combos[0].Kind != ikebana.Run || sc.Combos[0].Value != 2 || sc.Base != 12 ||
				sc.Colours != 2 || sc.Total != 24 || a.Card.String() != "red-2a" || a.Move != ikebana.Buy(1) {
				t.Errorf("reason %+v; want run 2-5, 12 points, bicolour, 24, buying red-2a from seat 1", a.Reason)
			}
		},
	},
	{
		// A red 1-2-3-4 and a green 1 drawn: keeping scores 16; a refusal
		// costs 1 and any card drawn next scores at least as much, a red
		// one or a joker 32 to 60.
		name: "a refusal worth its price",
		state: func(t *testing.T) ikebana.State {
			deck := stack(t, "red-1a black-1a red-2a yellow-1a red-3a blue-1a red-4a black-2a green-1a")
			return position(t, 2, false, [][]ikebana.Card{deck}, strings.Repeat("draw,keep,", 8)+"draw")
		},
		want: ikebana.Refuse, reason: Refuse,
		check: func(t *testing.T, a Advice) {
			if a.Reason.Price != 1 || a.Reason.To != 1 || a.Reason.Card.String() != "green-1a" {
				t.Errorf("reason %+v; want refusing green-1a for 1 to seat 1", a.Reason)
			}
		},
	},
	{
		// yellow 1, green 3, blue 3, black 5, and red-3 drawn: three 3s in
		// five colours, 27. No card drawn next is likely to do better.
		name: "a refusal not worth its price",
		state: func(t *testing.T) ikebana.State {
			deck := stack(t, "yellow-1a black-1a green-3a yellow-1b blue-3b blue-1a black-5 black-2a red-3a")
			return position(t, 2, false, [][]ikebana.Card{deck}, strings.Repeat("draw,keep,", 8)+"draw")
		},
		want: ikebana.Keep, reason: Completes,
		check: func(t *testing.T, a Advice) {
			if sc := a.Reason.Score; sc.Total != 27 || sc.Colours != 5 || sc.Combos[0].Kind != ikebana.Three {
				t.Errorf("reason %+v; want three 3s, five colours, 27", a.Reason)
			}
		},
	},
	{
		// The last card of the game. Seat 0 (48 prestige) has finished
		// with 13 points: 61. Seat 1 (46) holds red 1-2-3-4 and draws
		// green-1a: keeping scores 16, 62, a win by one. A refusal would
		// pay seat 0 one and need a red card, a 5 or a joker to win: more
		// points on average, but a win no longer certain. Keep.
		name: "last round: keep the sure win, feed no one",
		state: func(t *testing.T) ikebana.State {
			decks := lastRoundDecks(t, "yellow-3a red-1a blue-3a red-2a black-3a red-3a yellow-2a red-4a blue-2a green-1a")
			return position(t, 2, false, decks,
				keepAll(2)+"next,"+keepAll(2)+"next,"+keepAll(2)+"next,"+strings.Repeat("draw,keep,", 9)+"draw")
		},
		want: ikebana.Keep, reason: Completes, normal: &ikebana.Refuse,
	},
	{
		// The same, but seat 0 finished with 16 points: 64. Keeping loses
		// by two; only a refusal can still win the game.
		name: "last round: gamble when keeping loses",
		state: func(t *testing.T) ikebana.State {
			decks := lastRoundDecks(t, "yellow-1a red-1a yellow-2a red-2a blue-3a red-3a blue-4a red-4a yellow-1b green-1a")
			return position(t, 2, false, decks,
				keepAll(2)+"next,"+keepAll(2)+"next,"+keepAll(2)+"next,"+strings.Repeat("draw,keep,", 9)+"draw")
		},
		want: ikebana.Refuse, reason: Refuse,
	},
}

// TestHardChoices checks the hard level, and Advise, on positions where
// the right move is clear.
func TestHardChoices(t *testing.T) {
	hard := mustNew(t, "hard", ai.WithSeed(3))
	for _, c := range choices {
		t.Run(c.name, func(t *testing.T) {
			s := c.state(t)
			o := s.Observe(s.ToMove())
			if m := hard.Move(&o); m != c.want {
				t.Errorf("hard played %v; want %v", m, c.want)
			}
			a := Advise(&o, ai.WithSeed(3))
			if a.Move != c.want || a.Reason.Kind != c.reason || !a.Searched {
				t.Errorf("Advise = %v, %v (searched %v); want %v, %v", a.Move, a.Reason.Kind, a.Searched, c.want, c.reason)
			}
			if c.check != nil {
				c.check(t, a)
			}
			if c.normal != nil {
				if m := mustNew(t, "normal").Move(&o); m != *c.normal {
					t.Errorf("normal played %v; the position expects it to play %v", m, *c.normal)
				}
			}
		})
	}
}

// TestLastRoundPrestige checks the positions the last-round choices rely
// on.
func TestLastRoundPrestige(t *testing.T) {
	for _, c := range choices {
		if !strings.HasPrefix(c.name, "last round") {
			continue
		}
		s := c.state(t)
		if s.Round() != ikebana.Rounds || s.ToMove() != 1 || s.Bouquet(1).Len() != 4 || s.Bouquet(0).Len() != 5 {
			t.Fatalf("%s: round %d, seat %d to move, bouquets %v / %v", c.name, s.Round(), s.ToMove(), s.Bouquet(0), s.Bouquet(1))
		}
		if s.Prestige(0) != 48 || s.Prestige(1) != 46 {
			t.Errorf("%s: prestige %d, %d; want 48, 46", c.name, s.Prestige(0), s.Prestige(1))
		}
	}
}
