package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/koikoi-app/koikoi/engine/ikebana"
)

// runCmd runs the command line with args and input and returns its output.
func runCmd(t *testing.T, input string, args ...string) (stdout, stderr string, status int) {
	t.Helper()
	var out, errOut bytes.Buffer
	status = run(args, strings.NewReader(input), &out, &errOut)
	return out.String(), errOut.String(), status
}

func TestScore(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"score", "red-3a", "green-3a", "yellow-3a", "blue-2a", "black-2a"},
			`{"combinations":[{"kind":"three","value":3,"points":9},{"kind":"pair","value":2,"points":4}],"base":13,"colours":5,"multiplier":3,"total":39}`},
		{[]string{"score", "red-1a", "red-2a", "red-3a", "green-4a", "green-2a"},
			`{"combinations":[{"kind":"run","value":1,"points":8}],"base":8,"colours":2,"multiplier":2,"total":16}`},
		{[]string{"score", "red-5,green-5,yellow-1a,blue-2a,blue-3a"},
			`{"combinations":[{"kind":"pair","value":5,"points":10}],"base":10,"colours":4,"multiplier":1,"total":10}`},
		{[]string{"score", "--final", "RED-5", "green-5", "yellow-5", "blue-5", "multi-5"},
			`{"combinations":[{"kind":"five","value":5,"points":25}],"base":25,"colours":5,"multiplier":3,"total":150}`},
		{[]string{"score", "red-2a", "green-3a", "yellow-4a", "blue-5", "multi-1"},
			`{"combinations":[{"kind":"run","value":1,"points":15}],"base":15,"colours":5,"multiplier":3,"total":45}`},
		{[]string{"score", "red-1a", "red-1b", "red-2a", "multi-4", "green-5"},
			`{"combinations":[{"kind":"pair","value":1,"points":2}],"base":2,"colours":2,"multiplier":2,"total":4}`},
	}
	for _, tc := range tests {
		out, errOut, status := runCmd(t, "", tc.args...)
		if status != 0 || strings.TrimSpace(out) != tc.want || errOut != "" {
			t.Errorf("ikebana %s = %q (status %d, %q); want %s", strings.Join(tc.args, " "), out, status, errOut, tc.want)
		}
	}
}

func TestScoreBatch(t *testing.T) {
	in := "red-3a green-3a yellow-3a blue-2a black-2a\nnot-a-card\n\nred-1a red-1a\nred-1a red-2a red-3a red-4a\nred-1a red-2a red-3a red-4a red-5\n"
	out, errOut, status := runCmd(t, in, "score", "--batch", "--final")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if status != 0 || len(lines) != 6 || errOut != "" {
		t.Fatalf("status %d, %d lines: %s (%s)", status, len(lines), out, errOut)
	}
	for i, wantTotal := range []float64{78, -1, -1, -1, -1, 120} {
		var v map[string]any
		if err := json.Unmarshal([]byte(lines[i]), &v); err != nil {
			t.Fatalf("line %d is not JSON: %s", i+1, lines[i])
		}
		if msg, isErr := v["error"]; (wantTotal < 0) != isErr || isErr && msg == "" {
			t.Errorf("line %d: %s", i+1, lines[i])
		}
		if wantTotal >= 0 && v["total"] != wantTotal {
			t.Errorf("line %d: total %v; want %v", i+1, v["total"], wantTotal)
		}
	}
}

// writeGame plays a whole game with the first legal move each time and
// saves it.
func writeGame(t *testing.T, opts ...ikebana.Option) string {
	t.Helper()
	g, err := ikebana.NewGame(opts...)
	if err != nil {
		t.Fatal(err)
	}
	for !g.State().GameOver() {
		if g.State().Phase() == ikebana.PhaseRoundOver {
			err = g.NextRound()
		} else {
			ms := g.State().LegalMoves()
			err = g.Apply(ms[len(ms)-1]) // refuse while it can, buy the last seat's discard
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	text, err := g.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "game.txt")
	if err := os.WriteFile(path, text, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestReplay(t *testing.T) {
	path := writeGame(t, ikebana.WithPlayers(3), ikebana.WithSeed(12), ikebana.WithBouquetFinal(true))
	out, errOut, status := runCmd(t, "", "replay", path)
	if status != 0 || errOut != "" {
		t.Fatalf("status %d: %s", status, errOut)
	}
	for _, want := range []string{"options players=3 final=on", "round 1, P", "round 4, P", "bouquet final (doubled)", "colours x", "prestige P1 ", "game over, P"} {
		if !strings.Contains(out, want) {
			t.Errorf("replay output lacks %q:\n%s", want, out)
		}
	}
	if n := strings.Count(out, "\n  P"); n != 12 {
		t.Errorf("%d bouquet lines; want 12:\n%s", n, out)
	}
}

// TestBadInput checks that every kind of bad input gets one line on
// standard error, exit status 2, and nothing on standard output.
func TestBadInput(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	garbage := write("garbage.txt", "\x00\x01 not a game\n")
	future := write("future.txt", "ikebana-game 9\noptions players=2\nmoves\nend\n")
	illegal := write("illegal.txt", "ikebana-game 1\noptions players=2\nseed 1\nmoves\nkeep\nend\n")
	tests := []struct {
		name  string
		args  []string
		input string
	}{
		{"no command", nil, ""},
		{"unknown command", []string{"dance"}, ""},
		{"score without cards", []string{"score"}, ""},
		{"score unknown card", []string{"score", "red-1a", "red-2a", "red-3a", "red-4a", "red-9"}, ""},
		{"score duplicate", []string{"score", "red-1a", "red-1a", "red-3a", "red-4a", "red-5"}, ""},
		{"score four cards", []string{"score", "red-1a", "red-2a", "red-3a", "red-4a"}, ""},
		{"score six cards", []string{"score", "red-1a", "red-2a", "red-3a", "red-4a", "red-5", "red-1b"}, ""},
		{"score unknown flag", []string{"score", "--double", "red-1a"}, ""},
		{"score bad flag value", []string{"score", "--final=maybe", "red-1a"}, ""},
		{"batch with arguments", []string{"score", "--batch", "red-1a"}, ""},
		{"replay without file", []string{"replay"}, ""},
		{"replay two files", []string{"replay", garbage, future}, ""},
		{"replay missing file", []string{"replay", filepath.Join(dir, "missing.txt")}, ""},
		{"replay garbage", []string{"replay", garbage}, ""},
		{"replay future version", []string{"replay", future}, ""},
		{"replay illegal move", []string{"replay", illegal}, ""},
		{"replay a directory", []string{"replay", dir}, ""},
		{"replay unknown flag", []string{"replay", "--fast", garbage}, ""},
		{"sim without players", []string{"sim", "--games", "2"}, ""},
		{"sim one player", []string{"sim", "--players", "easy", "--games", "2"}, ""},
		{"sim six players", []string{"sim", "--players", "easy,easy,easy,easy,easy,easy", "--games", "2"}, ""},
		{"sim unknown level", []string{"sim", "--players", "easy,genius", "--games", "2"}, ""},
		{"sim empty level", []string{"sim", "--players", "easy,", "--games", "2"}, ""},
		{"sim no games", []string{"sim", "--players", "easy,normal"}, ""},
		{"sim negative games", []string{"sim", "--players", "easy,normal", "--games", "-3"}, ""},
		{"sim games not a number", []string{"sim", "--players", "easy,normal", "--games", "many"}, ""},
		{"sim bad seed", []string{"sim", "--players", "easy,normal", "--games", "2", "--seed", "-1"}, ""},
		{"sim bad option", []string{"sim", "--players", "easy,normal", "--games", "2", "--set", "final=maybe"}, ""},
		{"sim unknown option", []string{"sim", "--players", "easy,normal", "--games", "2", "--set", "jokers=off"}, ""},
		{"sim option without value", []string{"sim", "--players", "easy,normal", "--games", "2", "--set", "final"}, ""},
		{"sim players as option", []string{"sim", "--players", "easy,normal", "--games", "2", "--set", "players=3"}, ""},
		{"sim negative budget", []string{"sim", "--players", "easy,hard", "--games", "2", "--budget", "-5"}, ""},
		{"play too many players", []string{"play", "--players", "6"}, ""},
		{"play too few players", []string{"play", "--players", "1"}, ""},
		{"play unknown level", []string{"play", "--level", "genius"}, ""},
		{"play unknown language", []string{"play", "--lang", "xx"}, ""},
		{"play bad seed", []string{"play", "--seed", "soon"}, ""},
		{"play extra argument", []string{"play", "now"}, ""},
		{"sim extra argument", []string{"sim", "--players", "easy,normal", "--games", "2", "now"}, ""},
		{"calibrate no decisions", []string{"calibrate", "-n", "0"}, ""},
		{"calibrate negative budget", []string{"calibrate", "--budget", "-1"}, ""},
		{"calibrate no workers", []string{"calibrate", "--workers", "0"}, ""},
		{"calibrate extra argument", []string{"calibrate", "now"}, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, errOut, status := runCmd(t, tc.input, tc.args...)
			if status != 2 || out != "" || strings.Count(errOut, "\n") != 1 || !strings.HasPrefix(errOut, "ikebana") {
				t.Errorf("ikebana %s: status %d, stdout %q, stderr %q; want status 2 and one line on stderr",
					strings.Join(tc.args, " "), status, out, errOut)
			}
		})
	}
}

func TestHelp(t *testing.T) {
	for _, args := range [][]string{{"help"}, {"-h"}, {"score", "-h"}, {"replay", "--help"}, {"sim", "-h"}, {"play", "-h"}, {"calibrate", "-h"}} {
		out, errOut, status := runCmd(t, "", args...)
		if status != 0 || !strings.Contains(out, "usage") || errOut != "" {
			t.Errorf("ikebana %s: status %d, %q, %q", strings.Join(args, " "), status, out, errOut)
		}
	}
}
