package ikebana

import (
	"errors"
	"testing"
)

// FuzzMoves plays the moves the input spells (legal or not) from a game
// its first bytes set up, and checks that illegal moves are refused with a
// known error, legal ones accepted, and that the state it ends in is sound
// (TestRandomGamesInvariants checks every state of many games).
func FuzzMoves(f *testing.F) {
	f.Add([]byte{2, 0, 0, 0, 2, 3, 3, 2, 1, 5})
	f.Add([]byte{5, 1, 7, 0, 3, 3, 3, 3, 0, 4, 1, 1, 1, 2})
	f.Add([]byte{4, 9, 200, 0, 1, 2, 3, 4, 5, 6, 7, 8})
	f.Fuzz(func(t *testing.T, in []byte) {
		if len(in) < 3 {
			return
		}
		players := MinPlayers + int(in[0])%(MaxPlayers-MinPlayers+1)
		s, err := NewState(WithPlayers(players), WithSeed(uint64(in[1])), WithBouquetFinal(in[2]&1 == 1))
		if err != nil {
			t.Fatal(err)
		}
		bank := 0
		for _, b := range in[3:] {
			if s.Phase() == PhaseRoundOver || s.Phase() == PhaseGameOver {
				for _, sc := range s.Result().Scores {
					bank += sc.Total
				}
				if s.Phase() == PhaseGameOver {
					return
				}
				if err := s.PlayNextRound(); err != nil {
					t.Fatal(err)
				}
				continue
			}
			m := Move{Kind: MoveKind(b % 5), From: Seat(b / 5 % 7)}
			legal := s.IsLegal(m.canonical())
			next, err := s.Apply(m)
			switch {
			case err == nil && !legal:
				t.Fatalf("illegal %s accepted", m)
			case err != nil && legal:
				t.Fatalf("legal %s refused: %v", m, err)
			case err != nil && !knownError(err):
				t.Fatalf("%s: unknown error %v", m, err)
			}
			s = next
		}
		if s.Phase().Playing() {
			checkState(t, s, bank)
		}
	})
}

func knownError(err error) bool {
	for _, e := range []error{ErrWrongPhase, ErrAlreadyDrawing, ErrOwnDiscard, ErrNoSuchSeat,
		ErrEmptyDiscard, ErrCannotPay, ErrBadMove} {
		if errors.Is(err, e) {
			return true
		}
	}
	return false
}

// FuzzGameText reads arbitrary text as a record: it must be an error or a
// game whose text reads back the same, never a panic.
func FuzzGameText(f *testing.F) {
	f.Add([]byte("ikebana-game 1\noptions players=2 final=off\nseed 4\nmoves\ndraw\nkeep\nend\n"))
	f.Add([]byte("ikebana-game 1\noptions players=3 final=on\nfirst 2\nmoves\ndraw\nrefuse\nkeep\nbuy 2\nend\n"))
	f.Add([]byte("ikebana-game 2\nmoves\nend\n"))
	g := randomGame(f, []Option{WithPlayers(2), WithSeed(2)}, 5, 1<<20)
	whole, _ := g.MarshalText()
	f.Add(whole)
	f.Fuzz(func(t *testing.T, text []byte) {
		var g Game
		if err := g.UnmarshalText(text); err != nil {
			if !errors.Is(err, ErrBadRecord) && !errors.Is(err, ErrVersion) {
				t.Fatalf("unexpected error %v", err)
			}
			return
		}
		out, err := g.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		var back Game
		if err := back.UnmarshalText(out); err != nil {
			t.Fatalf("own text does not read back: %v\n%s", err, out)
		}
		if again, _ := back.MarshalText(); string(again) != string(out) {
			t.Fatalf("text changed on a second reading")
		}
	})
}
