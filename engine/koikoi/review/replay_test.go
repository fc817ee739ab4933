package review

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/ai"
)

// playGame plays a whole game between two levels and returns it with every
// state the engine went through.
func playGame(t testing.TB, r koikoi.Rules, seed uint64, levels [2]string) (*koikoi.Game, []koikoi.State) {
	t.Helper()
	g, err := koikoi.NewGame(koikoi.WithRules(r), koikoi.WithSeed(seed))
	if err != nil {
		t.Fatal(err)
	}
	var players [2]ai.Player
	for i, l := range levels {
		if players[i], err = ai.New(l, ai.WithSeed(seed*2+uint64(i)), ai.WithBudget(300)); err != nil {
			t.Fatal(err)
		}
	}
	states := []koikoi.State{g.State()}
	for g.State().Phase() != koikoi.PhaseGameOver {
		if g.State().Phase() == koikoi.PhaseRoundOver {
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

func TestReplayStatesAreTheEngines(t *testing.T) {
	for _, preset := range koikoi.PresetNames {
		for seed := uint64(1); seed <= 4; seed++ {
			r := koikoi.MustPreset(preset)
			r.Rounds = 3
			g, states := playGame(t, r, seed, [2]string{"random", "easy"})
			text, err := g.MarshalText()
			if err != nil {
				t.Fatal(err)
			}
			rp, err := Load(text)
			if err != nil {
				t.Fatalf("%s seed %d: Load: %v", preset, seed, err)
			}
			if rp.Len()+1 != len(states) {
				t.Fatalf("%s seed %d: %d states; want %d", preset, seed, rp.Len()+1, len(states))
			}
			for i, s := range states {
				if !reflect.DeepEqual(rp.State(i), s) {
					t.Fatalf("%s seed %d: state %d differs from the engine's", preset, seed, i)
				}
				for p := koikoi.Seat(0); p < 2; p++ {
					if got, want := rp.Observe(i, p), s.Observe(p); !reflect.DeepEqual(got, want) {
						t.Fatalf("%s seed %d: seat %d's view of state %d differs", preset, seed, p, i)
					}
				}
			}
		}
	}
}

func TestCursor(t *testing.T) {
	g, states := playGame(t, koikoi.MustPreset("standard"), 9, [2]string{"easy", "easy"})
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
	if c.Index() != rp.Len() {
		t.Fatalf("Forward stopped at %d; want %d", c.Index(), rp.Len())
	}
	if !c.Back() || c.Index() != rp.Len()-1 {
		t.Fatalf("Back: at %d; want %d", c.Index(), rp.Len()-1)
	}
	if !c.SeekRound(2) || c.State().Round() != 2 || states[c.Index()-1].Round() != 1 {
		t.Fatalf("SeekRound(2): at %d, round %d", c.Index(), c.State().Round())
	}
	if c.SeekRound(99) {
		t.Fatal("SeekRound(99) = true for a 12-round game")
	}
	c.Seek(-5)
	if c.Index() != 0 || c.Back() {
		t.Fatal("Seek(-5) did not clamp to the first state")
	}
}

func TestLoadRefusesBadRecords(t *testing.T) {
	g, _ := playGame(t, koikoi.MustPreset("standard"), 3, [2]string{"random", "random"})
	text, _ := g.MarshalText()
	good := string(text)
	cases := map[string]string{
		"empty":     "",
		"garbage":   "hello\n",
		"ikebana":   strings.Replace(good, "koikoi-game", "ikebana-game", 1),
		"truncated": strings.TrimSuffix(good, "end\n"),
		"illegal":   strings.Replace(good, "moves\n", "moves\nplay jan-crane\nplay jan-crane\n", 1),
		"unknown":   strings.Replace(good, "moves\n", "moves\nfly away\n", 1),
	}
	for name, text := range cases {
		if _, err := Load([]byte(text)); !errors.Is(err, ErrBadRecord) {
			t.Errorf("Load(%s) = %v; want ErrBadRecord", name, err)
		}
	}
}
