package store

import (
	"errors"
	"reflect"
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
	st.AddGame(IkebanaResult{Players: 4, Place: 1, Prestige: 30, Rivals: []IkebanaRival{{"easy", 1}, {"easy", 1}, {"hard", 1}}})
	st.AddGame(IkebanaResult{Players: 4, Place: 1, Shared: true, Prestige: 24, Rivals: []IkebanaRival{{"easy", 1}, {"easy", 0}, {"hard", 1}}})
	st.AddGame(IkebanaResult{Players: 3, Place: 3, Prestige: 5, Rivals: []IkebanaRival{{"hard", -1}, {"hard", -1}}})
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
	if got, want := back.ByTable[4], (IkebanaTally{Games: 2, Wins: 1, Shared: 1, Placed: 2, Places: []int{2, 0, 0, 0}, Prestige: 54}); !reflect.DeepEqual(got, want) {
		t.Errorf("4 florists: %+v; want %+v", got, want)
	}
	if got, want := back.ByTable[3].Places, []int{0, 0, 1}; !reflect.DeepEqual(got, want) {
		t.Errorf("3 florists: places %v; want %v", got, want)
	}
	if avg, ok := back.ByTable[4].Average(); !ok || avg != 27 {
		t.Errorf("4 florists: average %v, %v; want 27", avg, ok)
	}
	if avg, ok := back.Overall().Average(); !ok || avg != 59.0/3 {
		t.Errorf("overall average %v, %v; want %v", avg, ok, 59.0/3)
	}
	wantLevels := map[string]IkebanaRecord{"easy": {Ahead: 3, Level: 1}, "hard": {Ahead: 2, Behind: 2}}
	if !reflect.DeepEqual(back.ByLevel, wantLevels) {
		t.Errorf("by level %+v; want %+v", back.ByLevel, wantLevels)
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

// TestIkebanaStatsAbandoned: a game left for a new one is a loss, behind
// every computer, with no place nor prestige.
func TestIkebanaStatsAbandoned(t *testing.T) {
	var st IkebanaStats
	st.AddGame(IkebanaResult{Players: 3, Abandoned: true, Rivals: []IkebanaRival{{"normal", 0}, {"hard", 0}}})
	if st.Games != 1 || st.Losses != 1 || st.Abandoned != 1 || st.Wins != 0 {
		t.Errorf("after an abandoned game: %+v; want 1 game, 1 loss, 1 abandoned", st)
	}
	if got := st.ByTable[3]; got.Games != 1 || got.Abandoned != 1 || got.Placed != 0 || got.Places != nil {
		t.Errorf("3 florists: %+v; want 1 game abandoned, none placed", got)
	}
	if _, ok := st.Overall().Average(); ok {
		t.Error("an abandoned game gives an average prestige")
	}
	if st.ByLevel["normal"] != (IkebanaRecord{Behind: 1}) || st.ByLevel["hard"] != (IkebanaRecord{Behind: 1}) {
		t.Errorf("by level %+v; want behind each computer", st.ByLevel)
	}
}

// TestIkebanaStatsVersion1: version 1's statistics, without places nor
// records, still load and count on.
func TestIkebanaStatsVersion1(t *testing.T) {
	m := &Memory{}
	m.Write(IkebanaStatsName, []byte(`{"version":1,"games":3,"wins":1,"shared":0,"losses":2,"byTable":{"4":{"games":3,"wins":1,"shared":0}},"best":{"points":0},"passGames":2}`))
	s := New(m)
	st, err := s.LoadIkebanaStats()
	if err != nil || st.Games != 3 || st.ByTable[4].Games != 3 || st.PassGames != 2 {
		t.Fatalf("version 1 loaded as %+v, %v", st, err)
	}
	st.AddGame(IkebanaResult{Players: 4, Place: 2, Prestige: 20, Rivals: []IkebanaRival{{"easy", -1}}})
	if got := st.ByTable[4]; got.Games != 4 || got.Placed != 1 || got.Places[1] != 1 {
		t.Errorf("after a game more: %+v; want 4 games, 1 placed second", got)
	}
	if avg, _ := st.ByTable[4].Average(); avg != 20 {
		t.Errorf("average %v over the placed game; want 20", avg)
	}
}

func TestIkebanaStatsDamaged(t *testing.T) {
	for name, data := range map[string]string{
		"not json":   "{{{",
		"bad card":   `{"version":1,"games":1,"best":{"cards":["mauve-9"],"points":3}}`,
		"negative":   `{"version":1,"games":-2}`,
		"places":     `{"version":2,"byTable":{"3":{"games":1,"places":[1,-1,0]}}}`,
		"record":     `{"version":2,"byLevel":{"easy":{"ahead":-1}}}`,
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
