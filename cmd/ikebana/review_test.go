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
		{"review", "--budget", "-1", garbage},
		{"review", "a.txt", "b.txt"},
		{"sim", "--players", "easy,easy", "--games", "1", "--review", "--luck-samples", "-5"},
		{"sim", "--players", "easy,easy", "--games", "1", "--record", filepath.Join(dir, "no", "such")},
	}
	for _, args := range tests {
		out, errOut, status := runCmd(t, "", args...)
		lines := strings.Split(strings.TrimSpace(errOut), "\n")
		if status != 2 || errOut == "" || len(lines) != 1 {
			t.Errorf("ikebana %s: status %d, stderr %q, stdout %q; want status 2 and one line", strings.Join(args, " "), status, errOut, out)
		}
	}
	// A seat the table does not have.
	rec := t.TempDir()
	if _, errOut, status := runCmd(t, "", "sim", "--players", "easy,easy", "--games", "1", "--record", rec); status != 0 {
		t.Fatalf("sim --record: %s", errOut)
	}
	if _, errOut, status := runCmd(t, "", "review", "--seat", "3", filepath.Join(rec, "game-1.txt")); status != 2 || !strings.Contains(errOut, "1 to 2") {
		t.Errorf("review --seat 3 of a two-seat game: status %d, %q", status, errOut)
	}
}

// TestSimRecordThenReview writes records with sim, reviews one, and checks
// that sim --review sums the same reviews up.
func TestSimRecordThenReview(t *testing.T) {
	dir := t.TempDir()
	out, errOut, status := runCmd(t, "", "sim", "--players", "normal,random", "--games", "2", "--json", "--review",
		"--budget", "300", "--luck-samples", "4", "--record", dir)
	var res simJSON
	if status != 0 || json.Unmarshal([]byte(out), &res) != nil || len(res.Review) != 2 {
		t.Fatalf("sim --review: status %d: %s %s", status, out, errOut)
	}
	if res.Review[0].Level != "normal" || res.Review[1].Level != "random" || res.Review[0].Decisions == 0 {
		t.Errorf("sim --review = %+v", res.Review)
	}
	// Game 1 seats player 1 (normal) at seat 1, game 2 at seat 2 (numbered from 1).
	var luck float64
	for i, seat := range []string{"1", "2"} {
		out, errOut, status := runCmd(t, "", "review", "--json", "--budget", "300", "--luck-samples", "4", "--seat", seat,
			filepath.Join(dir, []string{"game-1.txt", "game-2.txt"}[i]))
		var rep reviewJSON
		if status != 0 || json.Unmarshal([]byte(out), &rep) != nil {
			t.Fatalf("review: status %d: %s %s", status, out, errOut)
		}
		if len(rep.Decisions) == 0 || len(rep.RoundLuck) != 4 {
			t.Errorf("review of game %d: %d decisions, %d rounds", i+1, len(rep.Decisions), len(rep.RoundLuck))
		}
		luck += rep.Luck
	}
	if d := luck/2 - res.Review[0].Luck; d > 0.01 || d < -0.01 {
		t.Errorf("mean luck of the two reviews %.2f; sim --review says %.2f", luck/2, res.Review[0].Luck)
	}
	text, _, status := runCmd(t, "", "review", "--budget", "300", "--luck-samples", "4", filepath.Join(dir, "game-1.txt"))
	if status != 0 || !strings.Contains(text, "P1:") || !strings.Contains(text, "P2:") || !strings.Contains(text, "accuracy") {
		t.Errorf("review as text:\n%s", text)
	}
}
