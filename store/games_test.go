package store

import (
	"errors"
	"fmt"
	"testing"
	"time"
)

// TestKoikoiGamesKeepsTheLast checks that the kept games come back newest
// first, at most KeptGames of them, and that a damaged file gives an
// error and is replaced by the next game.
func TestKoikoiGamesKeepsTheLast(t *testing.T) {
	forEachBackend(t, func(t *testing.T, s *Store) {
		if gs, err := s.LoadKoikoiGames(); err != nil || len(gs) != 0 {
			t.Fatalf("LoadKoikoiGames() on an empty store = %v, %v; want none, nil", gs, err)
		}
		t0 := time.Date(2026, 12, 6, 10, 0, 0, 0, time.UTC)
		for i := range KeptGames + 2 {
			g := KoikoiGame{Record: fmt.Sprint("game ", i), Level: "hard", Self: i, Opp: 1, Finished: t0.Add(time.Duration(i) * time.Minute)}
			if err := s.AddKoikoiGame(g); err != nil {
				t.Fatal(err)
			}
		}
		gs, err := s.LoadKoikoiGames()
		if err != nil {
			t.Fatal(err)
		}
		if len(gs) != KeptGames {
			t.Fatalf("kept %d games; want %d", len(gs), KeptGames)
		}
		for i, g := range gs {
			want := KeptGames + 1 - i
			if g.Self != want || g.Record != fmt.Sprint("game ", want) || !g.Finished.Equal(t0.Add(time.Duration(want)*time.Minute)) {
				t.Errorf("game %d = %+v; want game %d", i, g, want)
			}
		}
		if err := s.b.Write(KoikoiGamesName, []byte("{not json")); err != nil {
			t.Fatal(err)
		}
		if _, err := s.LoadKoikoiGames(); !errors.Is(err, ErrCorrupt) {
			t.Errorf("LoadKoikoiGames() of a damaged file: err = %v; want ErrCorrupt", err)
		}
		if err := s.AddKoikoiGame(KoikoiGame{Record: "new"}); err != nil {
			t.Fatal(err)
		}
		if gs, err := s.LoadKoikoiGames(); err != nil || len(gs) != 1 || gs[0].Record != "new" {
			t.Errorf("after a damaged file, LoadKoikoiGames() = %+v, %v; want the new game alone", gs, err)
		}
	})
}

// TestIkebanaGamesKeepsTheLast: the Ikebana games are kept apart from the
// Koi-Koi ones, newest first, with their seats.
func TestIkebanaGamesKeepsTheLast(t *testing.T) {
	forEachBackend(t, func(t *testing.T, s *Store) {
		seats := []IkebanaSeat{{Kind: SeatPerson}, {Kind: SeatComputer, Level: "hard"}}
		for i := range KeptGames + 1 {
			if err := s.AddIkebanaGame(IkebanaGame{Record: fmt.Sprint(i), Seats: seats, Place: 1, Prestige: i}); err != nil {
				t.Fatal(err)
			}
		}
		gs, err := s.LoadIkebanaGames()
		if err != nil || len(gs) != KeptGames || gs[0].Prestige != KeptGames || len(gs[0].Seats) != 2 || gs[0].Seats[1].Level != "hard" {
			t.Fatalf("LoadIkebanaGames() = %d games (first %+v), %v; want %d, newest first", len(gs), gs[0], err, KeptGames)
		}
		if ks, err := s.LoadKoikoiGames(); err != nil || len(ks) != 0 {
			t.Errorf("the Koi-Koi games = %v, %v; want none", ks, err)
		}
	})
}
