package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestReviewBadInput(t *testing.T) {
	dir := t.TempDir()
	garbage := filepath.Join(dir, "garbage.txt")
	os.WriteFile(garbage, []byte("not a game\n"), 0o644)
	tests := [][]string{
		{"review"},
		{"review", garbage},
		{"review", filepath.Join(dir, "missing.txt")},
		{"review", "--seat", "3", garbage},
		{"review", "--samples", "-1", garbage},
		{"review", "a.txt", "b.txt"},
		{"sim", "--p1", "easy", "--p2", "easy", "--games", "1", "--review", "--luck-samples", "-5"},
		{"sim", "--p1", "easy", "--p2", "easy", "--games", "1", "--record", filepath.Join(dir, "no", "such")},
		{"daily", "--date", "2026-13-01"},
		{"daily", "--date", "tomorrow"},
		{"daily", "--lang", "xx"},
		{"daily", "extra"},
	}
	for _, args := range tests {
		out, errOut, status := runCmd(t, "", args...)
		lines := strings.Split(strings.TrimSpace(errOut), "\n")
		if status != 2 || errOut == "" || len(lines) != 1 {
			t.Errorf("koikoi %s: status %d, stderr %q, stdout %q; want status 2 and one line", strings.Join(args, " "), status, errOut, out)
		}
	}
}

// TestSimRecordThenReview writes records with sim, reviews one, and checks
// that sim --review sums the same reviews up.
func TestSimRecordThenReview(t *testing.T) {
	dir := t.TempDir()
	small := []string{"--budget", "200", "--samples", "20", "--luck-samples", "10"}
	args := append([]string{"sim", "--p1", "normal", "--p2", "random", "--games", "2", "--rounds", "2", "--json", "--review", "--record", dir}, small...)
	out, errOut, status := runCmd(t, "", args...)
	var res simJSON
	if status != 0 || json.Unmarshal([]byte(out), &res) != nil || res.Review == nil {
		t.Fatalf("sim --review: status %d: %s %s", status, out, errOut)
	}
	if res.Review.P1.Level != "normal" || res.Review.P2.Level != "random" || res.Review.P1.Decisions == 0 {
		t.Errorf("sim --review = %+v", res.Review)
	}
	var luck float64
	for i := 1; i <= 2; i++ {
		args := append(append([]string{"review", "--json", "--seat", "1"}, small...), filepath.Join(dir, "game-"+string(rune('0'+i))+".txt"))
		out, errOut, status := runCmd(t, "", args...)
		var rep reviewJSON
		if status != 0 || json.Unmarshal([]byte(out), &rep) != nil {
			t.Fatalf("review: status %d: %s %s", status, out, errOut)
		}
		if rep.Player != 1 || len(rep.Decisions) == 0 || len(rep.Rounds) != 2 {
			t.Errorf("review of game %d: player %d, %d decisions, %d rounds", i, rep.Player, len(rep.Decisions), len(rep.Rounds))
		}
		luck += rep.Luck
	}
	if d := luck/2 - res.Review.P1.Luck; d > 0.01 || d < -0.01 {
		t.Errorf("mean luck of the two reviews %.2f; sim --review says %.2f", luck/2, res.Review.P1.Luck)
	}
	text, _, status := runCmd(t, "", append(append([]string{"review"}, small...), filepath.Join(dir, "game-1.txt"))...)
	if status != 0 || !strings.Contains(text, "P1:") || !strings.Contains(text, "P2:") || !strings.Contains(text, "accuracy") {
		t.Errorf("review as text:\n%s", text)
	}
}

// TestPlayRecordThenReview plays a game in the terminal with --record and
// reviews the record it wrote.
func TestPlayRecordThenReview(t *testing.T) {
	var in strings.Builder
	for range 600 {
		in.WriteString("1\nk\nn\n")
	}
	path := filepath.Join(t.TempDir(), "game.txt")
	if _, errOut, status := runCmd(t, in.String(), "play", "--level", "easy", "--seed", "11", "--set", "exchange=off", "--set", "rounds=2", "--record", path); status != 0 {
		t.Fatalf("play --record: status %d: %s", status, errOut)
	}
	out, errOut, status := runCmd(t, "", "review", "--budget", "100", "--samples", "5", "--luck-samples", "5", "--seat", "1", path)
	if status != 0 || !strings.Contains(out, "P1:") || strings.Contains(out, "P2:") {
		t.Fatalf("review of the played game: status %d: %s\n%s", status, errOut, out)
	}
	missing := filepath.Join(t.TempDir(), "no", "such", "game.txt")
	if _, errOut, status := runCmd(t, in.String(), "play", "--level", "easy", "--seed", "11", "--set", "rounds=1", "--record", missing); status != 2 || errOut == "" {
		t.Errorf("play --record into a missing directory: status %d, %q", status, errOut)
	}
}
