package store

import (
	"os"
	"path/filepath"
	"testing"
)

// TestSavedFilesLoad loads a player's files as the app wrote them before
// the store's names were made symmetric for the two games (testdata/v1,
// written by the store of that version): every one still loads, with what
// it held.
func TestSavedFilesLoad(t *testing.T) {
	dir := t.TempDir()
	files, err := filepath.Glob(filepath.Join("testdata", "v1", "*.json"))
	if err != nil || len(files) != 7 {
		t.Fatalf("testdata/v1 holds %d files (%v); want 7", len(files), err)
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, filepath.Base(f)), b, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	s := New(Dir{Path: dir})

	set, err := s.LoadSettings()
	if err != nil || set.Language != "fr" || set.Koikoi.Preset != "sloper" || set.Koikoi.Options["gaji"] != "on" ||
		set.Koikoi.Level != "hard" || set.Ikebana.Players != 3 || !set.NotifyTurns || !set.NotifyInvites {
		t.Errorf("LoadSettings = %+v, %v", set, err)
	}
	sv, g, err := s.LoadKoikoi()
	if err != nil || g == nil || sv.Level != "hard" || sv.AISeed != 9 || sv.RoundsCounted != 1 || g.Moves() != 5 {
		t.Errorf("LoadKoikoi = %+v, %v, %v", sv, g, err)
	}
	st, err := s.LoadKoikoiStats()
	if err != nil || st.Games != 1 || st.Wins != 1 || st.Rounds != 1 || st.Yaku["sanko"] != 1 {
		t.Errorf("LoadKoikoiStats = %+v, %v", st, err)
	}
	kp, err := s.LoadKoikoiTutorial()
	if err != nil || !kp.Done["cards"] || kp.Step["yaku"] != 2 || !kp.Offered {
		t.Errorf("LoadKoikoiTutorial = %+v, %v", kp, err)
	}
	isv, ig, err := s.LoadIkebana()
	if err != nil || ig == nil || len(isv.Seats) != 3 || isv.Seats[2].Level != "hard" || ig.State().Players() != 3 {
		t.Errorf("LoadIkebana = %+v, %v, %v", isv, ig, err)
	}
	ist, err := s.LoadIkebanaStats()
	if err != nil || ist.Games != 1 || ist.Wins != 1 {
		t.Errorf("LoadIkebanaStats = %+v, %v", ist, err)
	}
	ip, err := s.LoadIkebanaTutorial()
	if err != nil || !ip.Done["deal"] || !ip.Offered {
		t.Errorf("LoadIkebanaTutorial = %+v, %v", ip, err)
	}
}
