package dailies

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/koikoi-app/koikoi/store"
)

// fakeMove is a move of fakeGame: a seat's number and a word.
type fakeMove struct {
	seat int
	word string
}

func (m fakeMove) String() string { return fmt.Sprintf("%d %s", m.seat, m.word) }

func parseFake(s string) (fakeMove, error) {
	var m fakeMove
	if _, err := fmt.Sscanf(s, "%d %s", &m.seat, &m.word); err != nil {
		return m, fmt.Errorf("not a move: %q", s)
	}
	return m, nil
}

// fakeGame takes turns between seats 0 and 1; a move of the seat not to
// move is illegal; NextRound gives seat 0 the move.
type fakeGame struct {
	toMove, rounds int
	played         []fakeMove
}

func (g *fakeGame) Apply(m fakeMove) error {
	if m.seat != g.toMove {
		return errors.New("not your turn")
	}
	g.played = append(g.played, m)
	g.toMove = 1 - g.toMove
	return nil
}

func (g *fakeGame) NextRound() error { g.rounds++; g.toMove = 0; return nil }

func (g *fakeGame) MarshalText() ([]byte, error) {
	var b strings.Builder
	b.WriteString("fake-game 1\nmoves\n")
	for _, m := range g.played {
		b.WriteString(m.String() + "\n")
	}
	b.WriteString("end\n")
	return []byte(b.String()), nil
}

// fakeEngine's person is seat 0; Verify plays the person's moves, the
// computer answering each with "1 pass".
var fakeEngine = Engine[*fakeGame, fakeMove]{
	Name:         "fake",
	Head:         "fake-game",
	New:          func(string) (*fakeGame, error) { return &fakeGame{}, nil },
	ParseMove:    parseFake,
	PersonToMove: func(g *fakeGame) bool { return g.toMove == 0 },
	Verify: func(_ string, moves []fakeMove) (*fakeGame, error) {
		g := &fakeGame{}
		for _, m := range moves {
			if err := g.Apply(m); err != nil {
				return g, err
			}
			if err := g.Apply(fakeMove{1, "pass"}); err != nil {
				return g, err
			}
		}
		return g, nil
	},
}

// TestEngineMoves reads the person's moves out of a daily's record, across
// a round's end, and says which line of a bad record is wrong.
func TestEngineMoves(t *testing.T) {
	d := store.Daily{Date: "2026-12-06", Record: "fake-game 1\nseed 4\nmoves\n0 a\n1 b\nnext\n0 c\n1 d\n0 e\nend\n"}
	got, err := fakeEngine.Moves(d)
	if want := []string{"0 a", "0 c", "0 e"}; err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("Moves = %q, %v; want %q", got, err, want)
	}
	bad := []struct{ name, record, want string }{
		{"illegal move", "fake-game 1\nmoves\n0 a\n0 b\nend\n", "line 4: not your turn"},
		{"not a move", "fake-game 1\nmoves\n0 a\nzz\nend\n", "line 4: not a move"},
		{"another game", "other-game 1\nmoves\nend\n", "line 1: not a fake daily's record"},
		{"truncated", "fake-game 1\nmoves\n0 a\n", "truncated"},
	}
	for _, tc := range bad {
		t.Run(tc.name, func(t *testing.T) {
			_, err := fakeEngine.Moves(store.Daily{Record: tc.record})
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Moves(%q) = %v; want an error saying %q", tc.record, err, tc.want)
			}
		})
	}
}

// TestEngineReplay turns the person's moves as the server sends them
// into the record the moves give, and refuses a move that does not read.
func TestEngineReplay(t *testing.T) {
	text, err := fakeEngine.Replay("2026-12-06", []string{"0 a", "0 b"})
	if want := "fake-game 1\nmoves\n0 a\n1 pass\n0 b\n1 pass\nend\n"; err != nil || string(text) != want {
		t.Errorf("Replay = %q, %v; want %q", text, err, want)
	}
	if _, err := fakeEngine.Replay("2026-12-06", []string{"0 a", "nonsense"}); err == nil {
		t.Error("Replay of a move that does not read: no error")
	}
	if _, err := fakeEngine.Replay("2026-12-06", []string{"1 a"}); err == nil {
		t.Error("Replay of an illegal move: no error")
	}
}
