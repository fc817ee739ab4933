package review

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/ai"
)

// playGame plays a whole game between the levels (one a seat) and returns
// it with every state the engine went through.
func playGame(t testing.TB, seed uint64, levels []string, final bool) (*ikebana.Game, []ikebana.State) {
	t.Helper()
	g, err := ikebana.NewGame(ikebana.WithPlayers(len(levels)), ikebana.WithSeed(seed), ikebana.WithBouquetFinal(final))
	if err != nil {
		t.Fatal(err)
	}
	players := make([]ai.Player, len(levels))
	for i, l := range levels {
		if players[i], err = ai.New(l, ai.WithSeed(seed*8+uint64(i)), ai.WithBudget(500)); err != nil {
			t.Fatal(err)
		}
	}
	states := []ikebana.State{g.State()}
	for !g.State().GameOver() {
		if g.State().Phase() == ikebana.PhaseRoundOver {
			err = g.NextRound()
		} else {
			p := g.State().ToMove()
			obs := g.Observe(p)
			err = g.Apply(players[p].Move(&obs))
		}
		if err != nil {
			t.Fatal(err)
		}
		states = append(states, g.State())
	}
	return g, states
}

var mixed = []string{"random", "easy", "normal", "random", "easy"}

func TestReplayStatesAreTheEngines(t *testing.T) {
	for n := ikebana.MinPlayers; n <= ikebana.MaxPlayers; n++ {
		for seed := uint64(1); seed <= 3; seed++ {
			g, states := playGame(t, seed, mixed[:n], seed == 2)
			text, err := g.MarshalText()
			if err != nil {
				t.Fatal(err)
			}
			rp, err := Load(text)
			if err != nil {
				t.Fatalf("%d seats, seed %d: Load: %v", n, seed, err)
			}
			if rp.Len()+1 != len(states) {
				t.Fatalf("%d seats, seed %d: %d states; want %d", n, seed, rp.Len()+1, len(states))
			}
			for i, s := range states {
				if !reflect.DeepEqual(rp.State(i), s) {
					t.Fatalf("%d seats, seed %d: state %d differs from the engine's", n, seed, i)
				}
				for p := range n {
					if got, want := rp.Observe(i, ikebana.Seat(p)), s.Observe(ikebana.Seat(p)); !reflect.DeepEqual(got, want) {
						t.Fatalf("%d seats, seed %d: seat %d's view of state %d differs", n, seed, p, i)
					}
				}
			}
		}
	}
}

func TestCursor(t *testing.T) {
	g, states := playGame(t, 9, mixed[:3], false)
	text, _ := g.MarshalText()
	rp, err := Load(text)
	if err != nil {
		t.Fatal(err)
	}
	c := NewCursor(rp)
	for n := 1; c.Forward(); n++ {
		if c.Index() != n || !reflect.DeepEqual(c.State(), states[n]) {
			t.Fatalf("Forward: at %d; want state %d", c.Index(), n)
		}
	}
	if !c.Back() || c.Index() != rp.Len()-1 {
		t.Fatalf("Back: at %d; want %d", c.Index(), rp.Len()-1)
	}
	if !c.SeekRound(3) || c.State().Round() != 3 || states[c.Index()-1].Round() != 2 {
		t.Fatalf("SeekRound(3): at %d, round %d", c.Index(), c.State().Round())
	}
	if c.SeekRound(5) {
		t.Fatal("SeekRound(5) = true in a four-round game")
	}
}

func TestLoadRefusesBadRecords(t *testing.T) {
	g, _ := playGame(t, 3, mixed[:2], false)
	text, _ := g.MarshalText()
	good := string(text)
	cases := map[string]string{
		"empty":     "",
		"koikoi":    strings.Replace(good, "ikebana-game", "koikoi-game", 1),
		"truncated": strings.TrimSuffix(good, "end\n"),
		"illegal":   strings.Replace(good, "moves\n", "moves\nkeep\n", 1),
		"unknown":   strings.Replace(good, "moves\n", "moves\nsing\n", 1),
	}
	for name, text := range cases {
		if _, err := Load([]byte(text)); !errors.Is(err, ErrBadRecord) {
			t.Errorf("Load(%s) = %v; want ErrBadRecord", name, err)
		}
	}
}
