package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"testing"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/koikoi"
)

var cases = []struct {
	game string
	opts Options
}{
	{"koikoi", Options{Preset: "standard", Rules: map[string]string{"rounds": "3"}}},
	{"koikoi", Options{Preset: "museum", Rules: map[string]string{"gaji": "on", "rounds": "2"}}},
	{"ikebana", Options{Players: 2}},
	{"ikebana", Options{Players: 5, Final: true}},
}

func newTable(t testing.TB, game string, o Options, seed uint64) (Rules, Table, []EventRecord) {
	t.Helper()
	r, err := Lookup(game)
	if err != nil {
		t.Fatal(err)
	}
	setup, err := r.Check(o)
	if err != nil {
		t.Fatal(err)
	}
	tb, steps, err := r.New(setup.Text, seed)
	if err != nil {
		t.Fatal(err)
	}
	if tb.Seats() != setup.Seats {
		t.Fatalf("%d seats; Check said %d", tb.Seats(), setup.Seats)
	}
	return r, tb, steps
}

// TestWholeGames plays games with computers and checks each step: the
// views are the seats' own, a move out of turn or after the end changes
// nothing, and the text form replays to the same table.
func TestWholeGames(t *testing.T) {
	for _, c := range cases {
		t.Run(c.game, func(t *testing.T) {
			r, tb, steps := newTable(t, c.game, c.opts, 7)
			if first := map[string]string{"koikoi": "deal", "ikebana": "round-start"}[c.game]; len(steps) == 0 || steps[0].Kind != first {
				t.Fatalf("first steps %v; want a %s", steps, first)
			}
			kinds := map[string]int{}
			for n := 0; !tb.Over(); n++ {
				if n > 5000 {
					t.Fatal("game did not end")
				}
				seat := tb.ToMove()
				if len(tb.Legal(seat)) == 0 {
					t.Fatalf("seat %d to move has no legal moves", seat)
				}
				if other := (seat + 1) % tb.Seats(); len(tb.Legal(other)) != 0 {
					t.Fatalf("seat %d not to move has legal moves", other)
				}
				before, _ := tb.MarshalText()
				if _, err := tb.Apply((seat+1)%tb.Seats(), tb.Legal(seat)[0]); !errors.Is(err, ErrNotYourTurn) {
					t.Fatalf("move out of turn: %v; want ErrNotYourTurn", err)
				}
				if _, err := tb.Apply(seat, "fly away"); !errors.Is(err, ErrBadMove) {
					t.Fatalf("garbage move: %v; want ErrBadMove", err)
				}
				if after, _ := tb.MarshalText(); !bytes.Equal(before, after) {
					t.Fatal("a refused move changed the table")
				}
				m, err := tb.Computer("random", uint64(n))
				if err != nil {
					t.Fatal(err)
				}
				steps, err := tb.Apply(seat, m)
				if err != nil {
					t.Fatalf("computer's move %q: %v", m, err)
				}
				for _, s := range steps {
					kinds[s.Kind]++
					checkStep(t, c.game, s, tb.Seats())
					if s.Views != nil && len(s.Views) != tb.Seats() {
						t.Fatalf("%s step with %d views", s.Kind, len(s.Views))
					}
					for i, v := range s.Views {
						var seatOf struct{ Seat int }
						if err := json.Unmarshal(v, &seatOf); err != nil || seatOf.Seat != i {
							t.Fatalf("view %d is seat %d's (%v)", i, seatOf.Seat, err)
						}
					}
				}
			}
			if kinds["game_end"] != 1 || kinds["game-end"] != 1 || kinds["round-end"] < 2 {
				t.Errorf("step kinds %v", kinds)
			}
			if _, err := tb.Apply(0, "draw"); !errors.Is(err, ErrOver) {
				t.Errorf("move after the end: %v; want ErrOver", err)
			}
			text, err := tb.MarshalText()
			if err != nil {
				t.Fatal(err)
			}
			back, err := r.Load(text)
			if err != nil {
				t.Fatal(err)
			}
			for s := range tb.Seats() {
				if !bytes.Equal(back.View(s), tb.View(s)) {
					t.Errorf("seat %d's view differs after a reload", s)
				}
			}
			lines, last := 0, json.RawMessage(nil)
			if err := r.Replay(text, func(line string, rt Table) { lines++; last = rt.View(0) }); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(last, tb.View(0)) || lines < 10 {
				t.Errorf("Replay saw %d lines and ended on another view", lines)
			}
			if err := r.Replay([]byte("garbage"), func(string, Table) {}); err == nil {
				t.Error("Replay(garbage) succeeded")
			}
			wins := 0
			for _, res := range tb.Results() {
				if res.Outcome == "win" || res.Outcome == "draw" {
					wins++
				}
			}
			if wins == 0 {
				t.Errorf("results %v: nobody won or drew", tb.Results())
			}
		})
	}
}

func TestCheck(t *testing.T) {
	bad := []struct {
		game string
		opts Options
	}{
		{"koikoi", Options{Preset: "nope"}},
		{"koikoi", Options{Rules: map[string]string{"gaji": "maybe"}}},
		{"koikoi", Options{Rules: map[string]string{"teleport": "on"}}},
		{"koikoi", Options{Players: 3}},
		{"ikebana", Options{Players: 6}},
		{"ikebana", Options{Players: 1}},
		{"ikebana", Options{Preset: "standard"}},
	}
	for _, c := range bad {
		r, _ := Lookup(c.game)
		if _, err := r.Check(c.opts); !errors.Is(err, ErrBadOptions) {
			t.Errorf("Check(%s %+v) = %v; want ErrBadOptions", c.game, c.opts, err)
		}
	}
	if _, err := Lookup("chess"); !errors.Is(err, ErrUnknownGame) {
		t.Errorf("Lookup(chess) = %v", err)
	}
	for _, c := range []struct {
		game string
		opts Options
		key  string
	}{
		{"koikoi", Options{}, "koikoi/standard/12"},
		{"koikoi", Options{Preset: "museum", Rules: map[string]string{"rounds": "6"}}, "koikoi/museum/6"},
		{"ikebana", Options{}, "ikebana/4"},
		{"ikebana", Options{Players: 3, Final: true}, "ikebana/3"},
	} {
		r, _ := Lookup(c.game)
		s, err := r.Check(c.opts)
		if err != nil || s.MatchKey != c.key {
			t.Errorf("Check(%s %+v) key = %q, %v; want %q", c.game, c.opts, s.MatchKey, err, c.key)
		}
	}
}

// FuzzApply feeds any text as a move to a table: it is applied or refused
// with one of the adapter's errors, and a refusal changes nothing.
func FuzzApply(f *testing.F) {
	for _, seed := range []string{"play jan-crane", "capture mar-curtain", "koikoi", "shobu", "exchange", "keep", "gaji",
		"draw", "buy 1", "buy 9", "refuse", "PLAY  dec-phoenix", "", "play", "buy -1", "buy 99999999999999999999", "\x00", "play jan-crane extra"} {
		f.Add(seed, uint8(0))
		f.Add(seed, uint8(2))
	}
	f.Fuzz(func(t *testing.T, move string, which uint8) {
		c := cases[int(which)%len(cases)]
		_, tb, _ := newTable(t, c.game, c.opts, 3)
		before, _ := tb.MarshalText()
		seat := tb.ToMove()
		_, err := tb.Apply(seat, move)
		if err == nil {
			return
		}
		if !errors.Is(err, ErrBadMove) && !errors.Is(err, ErrIllegal) {
			t.Fatalf("Apply(%q) = %v; want ErrBadMove or ErrIllegal", move, err)
		}
		if after, _ := tb.MarshalText(); !bytes.Equal(before, after) {
			t.Fatalf("refused move %q changed the table", move)
		}
	})
}

// TestBotMove plays Koi-Koi from the views alone at each level: every move
// the bot picks is legal.
func TestBotMove(t *testing.T) {
	for _, level := range []string{"random", "easy", "normal"} {
		for _, c := range cases {
			_, tb, _ := newTable(t, c.game, c.opts, 11)
			for n := 0; !tb.Over() && n < 400; n++ {
				seat := tb.ToMove()
				m, err := BotMove(c.game, tb.View(seat), level, uint64(n))
				if err != nil {
					t.Fatalf("%s %s: BotMove: %v", c.game, level, err)
				}
				if _, err := tb.Apply(seat, m); err != nil {
					t.Fatalf("%s %s: bot's move %q: %v", c.game, level, m, err)
				}
			}
		}
	}
}

// checkStep checks a step's events: the engine's JSON form of its kind,
// the deal's fingerprint and the seed at a round's end, each seat's own
// form only where it differs.
func checkStep(t *testing.T, gameName string, s EventRecord, seats int) {
	t.Helper()
	if s.Kind == "game_end" {
		return
	}
	var common struct {
		Kind   string
		Hash   string
		Seed   string
		Result struct{ Seed string }
	}
	if err := json.Unmarshal(s.Public, &common); err != nil || common.Kind != s.Kind {
		t.Fatalf("step %s: event %s (%v)", s.Kind, s.Public, err)
	}
	decode := func(b []byte) error {
		if gameName == "koikoi" {
			return new(koikoi.Event).UnmarshalJSON(b)
		}
		return new(ikebana.Event).UnmarshalJSON(b)
	}
	if err := decode(s.Public); err != nil {
		t.Fatalf("step %s: %s does not decode: %v", s.Kind, s.Public, err)
	}
	if s.Seats != nil && len(s.Seats) != seats {
		t.Fatalf("step %s with %d seats' events", s.Kind, len(s.Seats))
	}
	for _, e := range s.Seats {
		if e != nil && (decode(e) != nil || bytes.Equal(e, s.Public)) {
			t.Fatalf("step %s: seat's event %s against %s", s.Kind, e, s.Public)
		}
	}
	switch {
	case gameName == "koikoi" && s.Kind == "deal" && common.Hash == "":
		t.Fatalf("a deal without its fingerprint: %s", s.Public)
	case gameName == "koikoi" && s.Kind == "round-end" && common.Result.Seed == "":
		t.Fatalf("a round's end without its seed: %s", s.Public)
	case gameName == "ikebana" && s.Kind == "round-end" && common.Seed == "":
		t.Fatalf("a round's end without its seed: %s", s.Public)
	}
}
