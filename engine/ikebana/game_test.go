package ikebana

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

// randomGame plays a Game with random legal moves until it has made n
// records or the game is over.
func randomGame(t testing.TB, opts []Option, seed uint64, n int) *Game {
	g, err := NewGame(opts...)
	if err != nil {
		t.Fatal(err)
	}
	rng := splitMix(seed)
	for g.Moves() < n && !g.State().GameOver() {
		s := g.State()
		if s.Phase() == PhaseRoundOver {
			err = g.NextRound()
		} else {
			ms := s.LegalMoves()
			err = g.Apply(ms[rng.Intn(len(ms))])
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	return g
}

func TestGameTextRoundTrip(t *testing.T) {
	tests := []struct {
		name string
		opts []Option
		n    int
	}{
		{"whole 4-player game", []Option{WithSeed(3)}, 1 << 20},
		{"5 players with the final", []Option{WithPlayers(5), WithSeed(8), WithBouquetFinal(true)}, 1 << 20},
		{"stacked and fixed, mid-round", []Option{WithPlayers(2), WithFirstPlayer(1), WithDecks(stack("multi-5 red-5"), stack("blue-1a"))}, 37},
		{"new game", []Option{WithPlayers(3), WithSeed(1 << 63)}, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := randomGame(t, tc.opts, 11, tc.n)
			text, err := g.MarshalText()
			if err != nil {
				t.Fatal(err)
			}
			var back Game
			if err := back.UnmarshalText(text); err != nil {
				t.Fatalf("UnmarshalText: %v\n%s", err, text)
			}
			again, _ := back.MarshalText()
			if string(again) != string(text) {
				t.Errorf("text changed:\n%s\nthen\n%s", text, again)
			}
			a, b := g.State(), back.State()
			a.cfg, b.cfg = nil, nil
			if !reflect.DeepEqual(a, b) || !reflect.DeepEqual(g.History(), back.History()) {
				t.Error("the replayed game differs")
			}
			if !strings.HasPrefix(string(text), "ikebana-game 1\n") {
				t.Errorf("record starts %q", strings.SplitN(string(text), "\n", 2)[0])
			}
		})
	}
}

func TestGameTextErrors(t *testing.T) {
	good := "ikebana-game 1\noptions players=2 final=off\nseed 4\nmoves\ndraw\nkeep\nend\n"
	var g Game
	if err := g.UnmarshalText([]byte(good)); err != nil {
		t.Fatalf("good record: %v", err)
	}
	tests := []struct {
		name, text string
		want       error
	}{
		{"empty", "", ErrBadRecord},
		{"only comments", "# nothing\n\n", ErrBadRecord},
		{"another game", "koikoi-game 1\nmoves\nend\n", ErrBadRecord},
		{"future version", strings.Replace(good, "game 1", "game 2", 1), ErrVersion},
		{"version garbage", strings.Replace(good, "game 1", "game x", 1), ErrVersion},
		{"bad options", strings.Replace(good, "players=2", "players=7", 1), ErrBadRecord},
		{"bad option word", strings.Replace(good, "players=2", "players", 1), ErrBadRecord},
		{"bad seed", strings.Replace(good, "seed 4", "seed -4", 1), ErrBadRecord},
		{"bad first", strings.Replace(good, "seed 4", "first x", 1), ErrBadRecord},
		{"first off the table", strings.Replace(good, "seed 4", "first 4", 1), ErrBadRecord},
		{"bad deck", strings.Replace(good, "seed 4", "deck red-1a", 1), ErrBadRecord},
		{"unknown card in deck", strings.Replace(good, "seed 4", "deck red-9", 1), ErrBadRecord},
		{"unknown line", strings.Replace(good, "seed 4", "colour red", 1), ErrBadRecord},
		{"no moves", "ikebana-game 1\noptions players=2\n", ErrBadRecord},
		{"bad move", strings.Replace(good, "keep", "jump", 1), ErrBadRecord},
		{"illegal move", strings.Replace(good, "keep", "draw", 1), ErrBadRecord},
		{"next mid-round", strings.Replace(good, "keep", "keep\nnext", 1), ErrBadRecord},
		{"truncated", strings.TrimSuffix(good, "end\n"), ErrBadRecord},
		{"after the end", good + "draw\n", ErrBadRecord},
		{"binary", "\x00\xff\xfe", ErrBadRecord},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := randomGame(t, []Option{WithSeed(1)}, 1, 10)
			before, _ := g.MarshalText()
			err := g.UnmarshalText([]byte(tc.text))
			if !errors.Is(err, tc.want) {
				t.Errorf("UnmarshalText = %v; want %v", err, tc.want)
			}
			if after, _ := g.MarshalText(); string(after) != string(before) {
				t.Error("a bad record changed the game")
			}
		})
	}
}

func TestGameApplyAs(t *testing.T) {
	g, _ := NewGame(WithPlayers(2), WithFirstPlayer(0))
	if err := g.ApplyAs(1, Draw); !errors.Is(err, ErrNotYourTurn) {
		t.Errorf("out of turn: %v", err)
	}
	if err := g.ApplyAs(0, Draw); err != nil || g.Moves() != 1 {
		t.Errorf("in turn: %v, %d moves", err, g.Moves())
	}
	if err := g.NextRound(); !errors.Is(err, ErrRoundNotOver) || g.Moves() != 1 {
		t.Errorf("NextRound mid-round: %v", err)
	}
}

func TestParseMove(t *testing.T) {
	for _, m := range []Move{Draw, Keep, Refuse, Buy(0), Buy(4)} {
		back, err := ParseMove(m.String())
		if err != nil || back != m {
			t.Errorf("ParseMove(%q) = %v, %v", m.String(), back, err)
		}
	}
	for _, text := range []string{"", "buy", "buy 5", "buy -1", "buy x", "keep 1", "fly"} {
		if _, err := ParseMove(text); !errors.Is(err, ErrBadMove) {
			t.Errorf("ParseMove(%q) = %v; want ErrBadMove", text, err)
		}
	}
}

func TestCards(t *testing.T) {
	if n := len(AllCards()); n != NumCards {
		t.Fatalf("%d cards", n)
	}
	counts := map[[2]int]int{}
	for _, c := range AllCards() {
		back, err := ParseCard(strings.ToUpper(c.String()))
		if err != nil || back != c {
			t.Errorf("ParseCard(%q) = %v, %v", c, back, err)
		}
		counts[[2]int{int(c.Colour()), c.Value()}]++
	}
	for col := Red; col < Multi; col++ {
		for v, want := range []int{0, 3, 2, 2, 2, 1} {
			if v > 0 && counts[[2]int{int(col), v}] != want {
				t.Errorf("%s %d: %d cards; want %d", col, v, counts[[2]int{int(col), v}], want)
			}
		}
	}
	for v := 1; v <= 5; v++ {
		if counts[[2]int{int(Multi), v}] != 1 {
			t.Errorf("joker %d: %d cards", v, counts[[2]int{int(Multi), v}])
		}
	}
	if ids := "red-1a red-1c red-5 black-4b multi-1 multi-5"; mustSet(ids).String() != ids {
		t.Errorf("set %q prints as %q", ids, mustSet(ids))
	}
	for _, bad := range []string{"red-6", "red-1d", "multi-1a", "purple-1a", ""} {
		if _, err := ParseCard(bad); !errors.Is(err, ErrUnknownCard) {
			t.Errorf("ParseCard(%q) = %v", bad, err)
		}
	}
	if _, err := ParseSet("red-1a red-1a"); !errors.Is(err, ErrDuplicateCard) {
		t.Errorf("duplicate: %v", err)
	}
}

// TestObservationHidesPileOrder checks that two states that differ only in
// the order of the pile look the same to every seat.
func TestObservationHidesPileOrder(t *testing.T) {
	a := newStacked(t, 3, 0, "red-1a red-2a red-3a red-4a")
	b := newStacked(t, 3, 0, "red-1a red-2a red-4a red-3a")
	a = play(t, a, Draw, Refuse, Keep)
	b = play(t, b, Draw, Refuse, Keep)
	for p := Seat(0); p < 3; p++ {
		oa, ob := a.Observe(p), b.Observe(p)
		if !reflect.DeepEqual(oa, ob) {
			t.Errorf("seat %d tells the piles apart", p)
		}
	}
	o, o0 := a.Observe(1), a.Observe(0)
	if !o.MyTurn() || len(o.LegalMoves()) != 2 || o0.LegalMoves() != nil || o0.IsLegal(Draw) || !o.IsLegal(Draw) {
		t.Errorf("seat 1 to move: %v; seat 0: %v", o.LegalMoves(), o0.LegalMoves())
	}
	if o.Unseen.Len() != 53 || o.PileLen != 53 || o.Tops[0] != mustList("red-1a")[0] {
		t.Errorf("observation %+v", o)
	}
	// Different seeds sample different piles, each a full game to play on.
	d1, d2 := o.Determinize(1), o.Determinize(2)
	if reflect.DeepEqual(d1.Pile(), d2.Pile()) {
		t.Error("two seeds gave the same pile")
	}
	for d1.Phase() != PhaseGameOver {
		if d1.Phase() == PhaseRoundOver {
			if err := d1.PlayNextRound(); err != nil {
				t.Fatal(err)
			}
			continue
		}
		var buf [MaxPlayers]Move
		if err := d1.Play(d1.AppendLegalMoves(buf[:0])[0]); err != nil {
			t.Fatal(err)
		}
	}
	if d1.RoundSeed() != 0 || d1.Result().Seed != 0 {
		t.Error("a determinized game shows a seed")
	}
}
