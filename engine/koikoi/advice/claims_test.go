package advice

import (
	"testing"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/ai"
)

// claimBudget keeps the claim test quick: the reasons do not depend on
// how long the search ran, only on the position and on its ratings.
const claimBudget = 300

// TestClaimsHold runs the advisor over random positions of every preset,
// reached by normal and random players in games of one to twelve rounds
// (so that last rounds are frequent), and fails on any claim the position
// contradicts. It also fails if a kind of reason never comes up, so that
// every claim is tested.
func TestClaimsHold(t *testing.T) {
	perPreset := 1500
	if testing.Short() {
		perPreset = 300
	}
	seen := map[Kind]int{}
	for _, name := range koikoi.PresetNames {
		t.Run(name, func(t *testing.T) {
			n := 0
			for seed := uint64(1); n < perPreset; seed++ {
				n += checkGame(t, name, seed, seen)
			}
		})
	}
	for k := range kindNames {
		if seen[k] == 0 {
			t.Errorf("no advice gave a %v reason", k)
		}
	}
	t.Logf("reasons checked: %v", seen)
}

// checkGame plays one game and checks the advice at each decision; it
// returns the number of decisions checked.
func checkGame(t *testing.T, preset string, seed uint64, seen map[Kind]int) int {
	t.Helper()
	n := 0
	walkGame(t, preset, seed, func(o *koikoi.Observation) {
		a := Advise(o, ai.WithSeed(seed), ai.WithBudget(claimBudget))
		if err := Check(o, a); err != nil {
			t.Fatalf("seed %d round %d: %v\nhand %v\nfield %v\ncaptured %v\nopponent %v\npending %v choices %v\nadvice %v %v", seed, o.Round, err, o.Hand, o.Field, o.Captured, o.OppCaptured, o.Pending, o.Choices, a.Move, a.Reasons)
		}
		for _, r := range a.Reasons {
			seen[r.Kind]++
		}
		n++
	})
	return n
}

// walkGame plays a game of the preset between a normal and a random
// player, of one to twelve rounds (so that last rounds are frequent), with
// the Gaji in one game of three, and calls visit at every decision.
func walkGame(tb testing.TB, preset string, seed uint64, visit func(o *koikoi.Observation)) {
	tb.Helper()
	rules := koikoi.MustPreset(preset)
	rules.Rounds = 1 + int(seed%12)
	rules.Gaji = seed%3 == 0
	s, err := koikoi.NewState(koikoi.WithRules(rules), koikoi.WithSeed(seed))
	if err != nil {
		tb.Fatal(err)
	}
	players := [2]ai.Player{}
	for i, level := range []string{"normal", "random"} {
		if players[i], err = ai.New(level, ai.WithSeed(seed)); err != nil {
			tb.Fatal(err)
		}
	}
	if seed%2 == 0 {
		players[0], players[1] = players[1], players[0]
	}
	for s.Phase() != koikoi.PhaseGameOver {
		if s.Phase() == koikoi.PhaseRoundOver {
			if s, err = s.NextRound(); err != nil {
				tb.Fatal(err)
			}
			continue
		}
		o := s.Observe(s.ToMove())
		if len(o.LegalMoves()) > 0 {
			visit(&o)
		}
		if s, err = s.Apply(players[s.ToMove()].Move(&o)); err != nil {
			tb.Fatal(err)
		}
	}
}
