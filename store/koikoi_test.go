package store

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/koikoi-app/koikoi/engine/koikoi"
)

func newGame(t *testing.T) *koikoi.Game {
	t.Helper()
	g, err := koikoi.NewGame(koikoi.WithSeed(7))
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 5; i++ {
		st := g.State()
		if err := g.Apply(st.LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// forEachBackend runs f on a new Store of each backend: a folder and
// memory.
func forEachBackend(t *testing.T, f func(t *testing.T, s *Store)) {
	for _, tc := range []struct {
		name string
		b    Backend
	}{
		{"dir", Dir{Path: t.TempDir()}},
		{"memory", new(Memory)},
	} {
		t.Run(tc.name, func(t *testing.T) { f(t, New(tc.b)) })
	}
}

func TestGameRoundTrip(t *testing.T) {
	forEachBackend(t, func(t *testing.T, s *Store) {
		if sv, g, err := s.LoadKoikoi(); sv != nil || g != nil || err != nil {
			t.Fatalf("LoadKoikoi on empty store = %v, %v, %v; want nothing", sv, g, err)
		}
		g := newGame(t)
		sv := &KoikoiSave{Mode: ModeComputer, Level: "hard", AISeed: 9, RoundsCounted: 0}
		if err := s.SaveKoikoi(sv, g); err != nil {
			t.Fatal(err)
		}
		if !s.HasKoikoi() {
			t.Fatal("HasKoikoi = false after SaveKoikoi")
		}
		got, g2, err := s.LoadKoikoi()
		if err != nil {
			t.Fatal(err)
		}
		if got.Level != "hard" || got.AISeed != 9 || got.Mode != ModeComputer || got.Version != KoikoiVersion {
			t.Errorf("LoadKoikoi envelope = %+v", got)
		}
		t1, _ := g.MarshalText()
		t2, _ := g2.MarshalText()
		if string(t1) != string(t2) || g2.Moves() != g.Moves() {
			t.Errorf("restored state differs")
		}
		if err := s.ClearKoikoi(); err != nil {
			t.Fatal(err)
		}
		if s.HasKoikoi() {
			t.Error("HasKoikoi = true after ClearKoikoi")
		}
	})
}

func TestLoadGameBad(t *testing.T) {
	good, _ := newGame(t).MarshalText()
	for _, tc := range []struct {
		name string
		data string
		want error
	}{
		{"garbage", "\x00\x01 not json", ErrCorrupt},
		{"empty", "", ErrCorrupt},
		{"no version", `{"game":"x"}`, ErrCorrupt},
		{"future envelope", `{"version":99,"mode":"computer"}`, ErrVersion},
		{"unknown mode", `{"version":1,"mode":"chess","game":""}`, ErrCorrupt},
		{"bad game", `{"version":1,"mode":"computer","game":"koikoi-game 1\nrules nonsense\n"}`, ErrCorrupt},
		{"truncated", `{"version":1,"mode":"computer","game":` + string(good[:20]), ErrCorrupt},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := new(Memory)
			m.Write(KoikoiName, []byte(tc.data))
			m.Write(KoikoiStatsName, []byte(`{"games":3}`))
			s := New(m)
			sv, g, err := s.LoadKoikoi()
			if !errors.Is(err, tc.want) || sv != nil || g != nil {
				t.Fatalf("LoadKoikoi() = %v, %v, %v; want error %v", sv, g, err, tc.want)
			}
			if s.HasKoikoi() {
				t.Error("a bad save is still there after LoadKoikoi")
			}
			if b, _ := m.Read(BadKoikoiName); string(b) != tc.data {
				t.Errorf("bad save not kept aside: %q", b)
			}
			if st, err := s.LoadKoikoiStats(); err != nil || st.Games != 3 {
				t.Errorf("statistics after a bad save = %+v, %v; want 3 games", st, err)
			}
		})
	}
}

func TestDirAtomic(t *testing.T) {
	dir := t.TempDir()
	d := Dir{Path: dir}
	if err := d.Write("x", []byte("one")); err != nil {
		t.Fatal(err)
	}
	if err := d.Write("x", []byte("two")); err != nil {
		t.Fatal(err)
	}
	b, err := d.Read("x")
	if err != nil || string(b) != "two" {
		t.Fatalf("Read = %q, %v; want two", b, err)
	}
	ents, _ := os.ReadDir(dir)
	if len(ents) != 1 {
		t.Errorf("directory holds %d files; want 1 (no temporary left)", len(ents))
	}
	// A temporary left by a kill between write and rename does not matter.
	os.WriteFile(filepath.Join(dir, "x.tmp123"), []byte("half"), 0o644)
	if b, _ := d.Read("x"); string(b) != "two" {
		t.Errorf("Read after an interrupted write = %q; want two", b)
	}
	if _, err := d.Read("missing"); !errors.Is(err, ErrNotFound) {
		t.Errorf("Read(missing) error = %v; want ErrNotFound", err)
	}
	if err := d.Remove("missing"); err != nil {
		t.Errorf("Remove(missing) = %v; want nil", err)
	}
}

func TestSettings(t *testing.T) {
	m := new(Memory)
	s := New(m)
	st, err := s.LoadSettings()
	if err != nil || st.Animation != AnimNormal || !st.MatchHighlight {
		t.Fatalf("LoadSettings on empty store = %+v, %v", st, err)
	}
	st.Language = "ja"
	st.Animation = AnimOff
	st.MatchHighlight = false
	st.Koikoi.Options = map[string]string{"gaji": "on"}
	if err := s.SaveSettings(st); err != nil {
		t.Fatal(err)
	}
	got, err := s.LoadSettings()
	if err != nil || got.Language != "ja" || got.Animation != AnimOff || got.MatchHighlight || got.Koikoi.Options["gaji"] != "on" {
		t.Errorf("LoadSettings = %+v, %v", got, err)
	}
	m.Write(SettingsName, []byte("{broken"))
	got, err = s.LoadSettings()
	if !errors.Is(err, ErrCorrupt) || got.Animation != AnimNormal {
		t.Errorf("LoadSettings(broken) = %+v, %v; want defaults and ErrCorrupt", got, err)
	}
	m.Write(SettingsName, []byte(`{"animation":"warp"}`))
	if got, _ = s.LoadSettings(); got.Animation != AnimNormal || got.Koikoi.Preset != "standard" {
		t.Errorf("unknown animation not normalized: %+v", got)
	}
}

func TestStats(t *testing.T) {
	var st KoikoiStats
	st.AddRound(true, false, 7, []string{"akatan", "tan"})
	st.AddRound(false, true, 3, nil)
	st.AddRound(false, false, 0, nil)
	st.AddRound(true, false, 4, []string{"tan"})
	st.AddGame(1)
	st.AddGame(-1)
	st.AddGame(0)
	want := KoikoiStats{Games: 3, Wins: 1, Losses: 1, Draws: 1, Rounds: 4, RoundsWon: 2,
		PointsFor: 11, PointsAgainst: 3, BestRound: 7}
	yaku := st.Yaku
	st.Yaku = nil
	if !reflect.DeepEqual(st, want) {
		t.Errorf("stats = %+v; want %+v", st, want)
	}
	if yaku["tan"] != 2 || yaku["akatan"] != 1 {
		t.Errorf("yaku = %v", yaku)
	}
	s := New(new(Memory))
	st.Yaku = yaku
	if err := s.SaveKoikoiStats(st); err != nil {
		t.Fatal(err)
	}
	got, err := s.LoadKoikoiStats()
	if err != nil || got.Wins != 1 || got.Yaku["tan"] != 2 {
		t.Errorf("LoadKoikoiStats = %+v, %v", got, err)
	}
	if r := got.WinRate(); r < 0.33 || r > 0.34 {
		t.Errorf("WinRate = %v; want 1/3", r)
	}
}
