package koikoi

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// playRecorded plays a seeded game with seeded random moves, up to maxMoves
// records, and returns it.
func playRecorded(t testing.TB, r Rules, seed uint64, maxMoves int) *Game {
	g, err := NewGame(WithRules(r), WithSeed(seed))
	if err != nil {
		t.Fatal(err)
	}
	rng := splitMix(seed + 99)
	for g.Moves() < maxMoves && g.state.phase != PhaseGameOver {
		if g.state.phase == PhaseRoundOver {
			if err := g.NextRound(); err != nil {
				t.Fatal(err)
			}
			continue
		}
		ms := g.state.LegalMoves()
		if err := g.Apply(ms[rng.Intn(len(ms))]); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

func TestTextRoundTrip(t *testing.T) {
	for _, name := range PresetNames {
		for _, n := range []int{0, 7, 40, 1000} {
			t.Run(fmt.Sprintf("%s/%d", name, n), func(t *testing.T) {
				r := MustPreset(name)
				r.Set("rounds", "6")
				g := playRecorded(t, r, 17, n)
				text, err := g.MarshalText()
				if err != nil {
					t.Fatal(err)
				}
				var back Game
				if err := back.UnmarshalText(text); err != nil {
					t.Fatalf("UnmarshalText: %v\n%s", err, text)
				}
				if !sameState(&back.state, &g.state) {
					t.Fatalf("state differs after a round trip")
				}
				again, _ := back.MarshalText()
				if !bytes.Equal(again, text) {
					t.Fatalf("text differs after a round trip")
				}
				if len(back.History()) != len(g.History()) {
					t.Fatalf("history: %d rounds; want %d", len(back.History()), len(g.History()))
				}
			})
		}
	}
}

func sameState(a, b *State) bool {
	x, y := *a, *b
	x.cfg, y.cfg = nil, nil
	return x == y
}

func TestTextErrors(t *testing.T) {
	good, _ := playRecorded(t, MustPreset("standard"), 3, 20).MarshalText()
	tests := []struct {
		name string
		text string
		want error
	}{
		{"empty", "", ErrBadRecord},
		{"garbage", "\x00\xff garbage \n", ErrBadRecord},
		{"future version", strings.Replace(string(good), "koikoi-game 2", "koikoi-game 3", 1), ErrVersion},
		{"bad version", strings.Replace(string(good), "koikoi-game 2", "koikoi-game x", 1), ErrVersion},
		{"unknown preset", strings.Replace(string(good), "rules standard", "rules chess", 1), ErrBadRecord},
		{"bad seed", strings.Replace(string(good), "seed 3", "seed -3", 1), ErrBadRecord},
		{"truncated", strings.TrimSuffix(string(good), "end\n"), ErrBadRecord},
		{"illegal move", strings.Replace(string(good), "moves\n", "moves\nplay jan-crane\nplay jan-crane\n", 1), ErrBadRecord},
		{"unknown card", strings.Replace(string(good), "moves\n", "moves\nplay jan-cranes\n", 1), ErrBadRecord},
		{"bad deck", strings.Replace(string(good), "moves\n", "deck jan-crane\nmoves\n", 1), ErrBadRecord},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var g Game
			err := g.UnmarshalText([]byte(tc.text))
			if !errors.Is(err, tc.want) {
				t.Errorf("UnmarshalText = %v; want %v", err, tc.want)
			}
			if g.state.cfg != nil {
				t.Errorf("a failed decode changed the game")
			}
		})
	}
}

// TestGolden replays one seeded round per preset and compares its
// transcript with testdata/<preset>.golden (go test -update rewrites them).
func TestGolden(t *testing.T) {
	for _, name := range PresetNames {
		t.Run(name, func(t *testing.T) {
			r := MustPreset(name)
			g, _ := NewGame(WithRules(r), WithSeed(2026))
			var b strings.Builder
			s := g.State()
			fmt.Fprintf(&b, "rules %s\ndealer %d (drew %s / %s)\ndeal hash %s\n", r.String(), s.Dealer(), s.FirstDraw()[0], s.FirstDraw()[1], s.DealHash())
			rng := splitMix(5)
			for g.state.phase != PhaseRoundOver {
				s := g.State()
				fmt.Fprintf(&b, "\nseat %d %s | hand: %s | field: %s\n", s.ToMove(), s.Phase(), s.Hand(s.ToMove()), s.Field())
				ms := s.LegalMoves()
				m := ms[rng.Intn(len(ms))]
				if err := g.Apply(m); err != nil {
					t.Fatal(err)
				}
				after := g.State()
				fmt.Fprintf(&b, "  %s -> drawn %s, captured: %s\n", m, after.Drawn(), after.Captured(s.ToMove()))
			}
			end := g.State()
			res := end.Result()
			fmt.Fprintf(&b, "\nresult: %s draw=%v winner=%d points=%d yaku=[%s] base=%d doubled=%v koi=x%d field=x%d seed=%d\n",
				res.Reason, res.Draw, res.Winner, res.Points, yakuString(res.Score.Yaku), res.Score.Base, res.Score.Doubled, res.Score.KoiMult, res.Score.FieldMult, res.Seed)
			path := filepath.Join("testdata", name+".golden")
			if *update {
				os.MkdirAll("testdata", 0o755)
				if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test -update)", err)
			}
			if b.String() != string(want) {
				t.Errorf("transcript differs from %s (run go test -update after checking):\n%s", path, b.String())
			}
		})
	}
}

func TestDealIsVerifiable(t *testing.T) {
	g, _ := NewGame(WithSeed(77))
	s := g.State()
	hash := s.DealHash()
	seed := s.DealSeed()
	if DealHash(seed, ShuffledDeck(seed)) != hash {
		t.Fatalf("the deal hash cannot be recomputed from the seed")
	}
}

func FuzzGame(f *testing.F) {
	f.Add(uint64(1), []byte{0, 1, 2, 3})
	f.Add(uint64(42), []byte("koikoi shobu play capture"))
	f.Fuzz(func(t *testing.T, seed uint64, choices []byte) {
		names := PresetNames
		r := MustPreset(names[int(seed%4)])
		if seed&16 != 0 {
			r.Set("gaji", "on")
			r.Set("exchange", "on")
		}
		i := 0
		next := func(n int) int {
			if len(choices) == 0 {
				return 0
			}
			v := int(choices[i%len(choices)]) + i/len(choices)
			i++
			return v % n
		}
		playRandomGame(t, r, seed, next)
	})
}

func FuzzUnmarshal(f *testing.F) {
	good, _ := playRecorded(f, MustPreset("museum"), 9, 30).MarshalText()
	f.Add(good)
	f.Add([]byte("koikoi-game 1\nrules standard\nseed 1\nmoves\nend\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		var g Game
		if err := g.UnmarshalText(data); err != nil {
			return
		}
		again, err := g.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		var h Game
		if err := h.UnmarshalText(again); err != nil {
			t.Fatalf("re-decoding our own text: %v", err)
		}
	})
}
