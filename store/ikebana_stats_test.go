package store

import (
	"errors"
	"testing"

	"github.com/koikoi-app/koikoi/engine/ikebana"
)

func cards(t *testing.T, ids ...string) ikebana.Set {
	t.Helper()
	var s ikebana.Set
	for _, id := range ids {
		c, err := ikebana.ParseCard(id)
		if err != nil {
			t.Fatal(err)
		}
		s = s.Add(c)
	}
	return s
}

func TestIkebanaStats(t *testing.T) {
	s := New(&Memory{})
	st, err := s.LoadIkebanaStats()
	if err != nil || st.Games != 0 {
		t.Fatalf("no statistics yet: %+v, %v", st, err)
	}
	st.AddGame(4, true, false)
	st.AddGame(4, true, true)
	st.AddGame(3, false, false)
	st.PassGames++
	low := cards(t, "red-1a", "blue-2a")
	high := cards(t, "red-1a", "red-2a", "red-3a", "red-4a", "red-5")
	if !st.AddBouquet(low, 4) || !st.AddBouquet(high, 3) || st.AddBouquet(low, 4) {
		t.Error("AddBouquet does not keep the best bouquet only")
	}
	if err := s.SaveIkebanaStats(st); err != nil {
		t.Fatal(err)
	}
	back, err := s.LoadIkebanaStats()
	if err != nil {
		t.Fatal(err)
	}
	if back.Games != 3 || back.Wins != 1 || back.Shared != 1 || back.Losses != 1 || back.PassGames != 1 {
		t.Errorf("loaded %+v; want 3 games, 1 win, 1 shared, 1 loss, 1 pass-and-play", back)
	}
	if got := back.ByTable[4]; got != (IkebanaTally{Games: 2, Wins: 1, Shared: 1}) {
		t.Errorf("4 florists: %+v; want 2 games, 1 win, 1 shared", got)
	}
	best, err := back.Best.Set()
	sc, _ := ikebana.ScoreBouquet(high, false)
	if err != nil || best != high || back.Best.Points != sc.Total || back.Best.Players != 3 {
		t.Errorf("best %v (%d points, %d florists), %v; want %v, %d points, 3 florists", best, back.Best.Points, back.Best.Players, err, high, sc.Total)
	}
	if err := s.ResetIkebanaStats(); err != nil {
		t.Fatal(err)
	}
	if back, _ := s.LoadIkebanaStats(); back.Games != 0 || len(back.Best.Cards) != 0 {
		t.Errorf("after a reset: %+v", back)
	}
}

func TestIkebanaStatsDamaged(t *testing.T) {
	for name, data := range map[string]string{
		"not json":   "{{{",
		"bad card":   `{"version":1,"games":1,"best":{"cards":["mauve-9"],"points":3}}`,
		"negative":   `{"version":1,"games":-2}`,
		"wrong type": `{"version":1,"games":"many"}`,
	} {
		m := &Memory{}
		m.Write(IkebanaStatsName, []byte(data))
		s := New(m)
		st, err := s.LoadIkebanaStats()
		if !errors.Is(err, ErrCorrupt) || st.Games != 0 {
			t.Errorf("%s: %+v, %v; want empty statistics and ErrCorrupt", name, st, err)
		}
		if b, err := m.Read(BadIkebanaStatsName); err != nil || string(b) != data {
			t.Errorf("%s: the damaged statistics were not set aside: %q, %v", name, b, err)
		}
		if _, err := m.Read(IkebanaStatsName); err == nil {
			t.Errorf("%s: the damaged statistics stayed in place", name)
		}
	}
}
