package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/koikoi-app/koikoi/engine/koikoi"
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
		{[]string{"score", "--month", "5", "jan-crane", "mar-curtain", "dec-phoenix", "sep-sake", "jan-plain-1"},
			`{"yaku":[{"id":"sanko","points":5},{"id":"hanami","points":5}],"base":10,"total":20}`},
		{[]string{"score", "--koi-opp", "1", "jan-crane", "aug-moon", "dec-phoenix", "sep-sake"},
			`{"yaku":[{"id":"sanko","points":5},{"id":"tsukimi","points":5}],"base":10,"total":40}`},
		{[]string{"score", "--rules", "sloper", "jan-crane", "mar-curtain", "aug-moon", "nov-rainman"},
			`{"yaku":[{"id":"ame-shiko","points":10}],"base":10,"total":10}`},
		{[]string{"score", "--rules", "sloper", "--koi-self", "1", "--field-brights", "2", "jan-crane", "mar-curtain", "dec-phoenix"},
			`{"yaku":[{"id":"sanko","points":8}],"base":8,"total":48}`},
		{[]string{"score", "--rules", "museum", "mar-curtain", "aug-moon", "sep-sake"},
			`{"yaku":[{"id":"tsukimi","points":3}],"base":3,"total":3}`},
		{[]string{"score", "--set", "tsukifuda=off", "--month", "3", "mar-curtain", "mar-poetry", "mar-plain-1", "mar-plain-2"},
			`{"yaku":[],"base":0,"total":0}`},
	}
	for _, tc := range tests {
		out, errOut, status := runCmd(t, "", tc.args...)
		if status != 0 || strings.TrimSpace(out) != tc.want {
			t.Errorf("koikoi %s = %q (status %d, %s); want %s", strings.Join(tc.args, " "), out, status, errOut, tc.want)
		}
	}
}

func TestScoreBatch(t *testing.T) {
	in := "jan-crane mar-curtain dec-phoenix\nnot-a-card\njul-boar oct-deer jun-butterflies\njan-crane jan-crane\n"
	out, _, status := runCmd(t, in, "score", "--batch", "--rules", "museum")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if status != 0 || len(lines) != 4 {
		t.Fatalf("status %d, %d lines: %s", status, len(lines), out)
	}
	for i, wantErr := range []bool{false, true, false, true} {
		var v map[string]any
		if err := json.Unmarshal([]byte(lines[i]), &v); err != nil {
			t.Fatalf("line %d is not JSON: %s", i, lines[i])
		}
		if _, isErr := v["error"]; isErr != wantErr {
			t.Errorf("line %d: %s; want error=%v", i, lines[i], wantErr)
		}
	}
}

// TestBadInput checks that bad input gets one line on stderr and status 2.
func TestBadInput(t *testing.T) {
	dir := t.TempDir()
	garbage := filepath.Join(dir, "garbage.txt")
	os.WriteFile(garbage, []byte("not a game\n"), 0o644)
	tests := [][]string{
		{},
		{"dance"},
		{"score"},
		{"score", "jan-cranes"},
		{"score", "jan-crane", "jan-crane"},
		{"score", "--rules", "chess", "jan-crane"},
		{"score", "--set", "gaji=maybe", "jan-crane"},
		{"score", "--set", "colour=red", "jan-crane"},
		{"score", "--koi-self", "-1", "jan-crane"},
		{"score", "--field-brights", "-2", "jan-crane"},
		{"score", "--month", "13", "jan-crane"},
		{"score", "--month", "x", "jan-crane"},
		{"score", "--batch", "jan-crane"},
		{"sim", "--p1", "easy", "--p2", "genius", "--games", "1"},
		{"sim", "--p1", "easy", "--p2", "easy", "--games", "-3"},
		{"sim", "--p1", "easy", "--p2", "easy", "--games", "1", "--rounds", "13"},
		{"play", "--level", "godlike"},
		{"play", "--lang", "xx"},
		{"replay"},
		{"replay", filepath.Join(dir, "missing.txt")},
		{"replay", garbage},
		{"deal"},
		{"calibrate", "-n", "-1"},
		{"calibrate", "--workers", "0"},
		{"calibrate", "extra"},
	}
	for _, args := range tests {
		out, errOut, status := runCmd(t, "", args...)
		lines := strings.Split(strings.TrimSpace(errOut), "\n")
		if status != 2 || errOut == "" || (len(args) > 0 && len(lines) != 1) || strings.Contains(errOut, "goroutine") {
			t.Errorf("koikoi %s: status %d, stderr %q, stdout %q; want status 2 and one line", strings.Join(args, " "), status, errOut, out)
		}
	}
}

func TestSimJSON(t *testing.T) {
	out, errOut, status := runCmd(t, "", "sim", "--p1", "easy", "--p2", "random", "--games", "40", "--seed", "3", "--json", "--rules", "museum")
	var res simJSON
	if status != 0 || json.Unmarshal([]byte(out), &res) != nil {
		t.Fatalf("status %d: %s %s", status, out, errOut)
	}
	if res.Games != 40 || res.P1Wins+res.P2Wins+res.Draws != 40 || res.P1Points+res.P2Points != 0 {
		t.Errorf("sim result %+v: want 40 games, zero-sum points", res)
	}
	// The same seed gives the same games, whatever the number of workers.
	again, _, _ := runCmd(t, "", "sim", "--p1", "easy", "--p2", "random", "--games", "40", "--seed", "3", "--json", "--rules", "museum", "--workers", "1")
	var res2 simJSON
	json.Unmarshal([]byte(again), &res2)
	res.Seconds, res2.Seconds = 0, 0
	if res != res2 {
		t.Errorf("sim is not reproducible: %+v vs %+v", res, res2)
	}
	table, _, _ := runCmd(t, "", "sim", "--p1", "easy", "--p2", "random", "--games", "20")
	if !strings.Contains(table, "95% CI") || !strings.Contains(table, "margin") {
		t.Errorf("sim table: %s", table)
	}
}

// TestPlayWholeGame plays 12 rounds through the terminal with scripted
// answers, then replays the saved record.
func TestPlayWholeGame(t *testing.T) {
	var in strings.Builder
	for i := 0; i < 600; i++ {
		in.WriteString("1\nk\nn\n")
	}
	for _, lang := range []string{"en", "fr", "de", "es", "ja"} {
		out, errOut, status := runCmd(t, in.String(), "play", "--level", "easy", "--seed", "11", "--lang", lang, "--set", "exchange=off")
		if status != 0 || errOut != "" {
			t.Fatalf("%s: status %d: %s", lang, status, errOut)
		}
		if n := strings.Count(out, "═══ "); n != 12 {
			t.Errorf("%s: %d round headers; want 12", lang, n)
		}
		if strings.Contains(out, "cli.") {
			t.Errorf("%s: an untranslated id is shown", lang)
		}
	}
}

func TestReplay(t *testing.T) {
	g, _ := koikoi.NewGame(koikoi.WithSeed(8))
	for g.State().Phase() != koikoi.PhaseGameOver {
		s := g.State()
		if s.Phase() == koikoi.PhaseRoundOver {
			g.NextRound()
			continue
		}
		g.Apply(s.LegalMoves()[0])
	}
	text, _ := g.MarshalText()
	path := filepath.Join(t.TempDir(), "game.txt")
	os.WriteFile(path, text, 0o644)
	out, errOut, status := runCmd(t, "", "replay", path)
	if status != 0 || strings.Count(out, "round ") != 12 || !strings.Contains(out, "game over") {
		t.Errorf("replay: status %d %s\n%s", status, errOut, out)
	}
}

func TestDeal(t *testing.T) {
	out, _, status := runCmd(t, "", "deal", "--seed", "42")
	deck := koikoi.ShuffledDeck(42)
	if status != 0 || !strings.Contains(out, "hash "+koikoi.DealHash(42, deck)) || !strings.Contains(out, deck[0].String()) {
		t.Errorf("deal: %s", out)
	}
}

// TestReplayFirstRoundAtDeal: a first round that ends at the deal is
// printed (standard, seed 41: kuttsuki in round 1).
func TestReplayFirstRoundAtDeal(t *testing.T) {
	g, err := koikoi.NewGame(koikoi.WithSeed(41))
	if err != nil {
		t.Fatal(err)
	}
	text, _ := g.MarshalText()
	path := filepath.Join(t.TempDir(), "seed41.txt")
	if err := os.WriteFile(path, text, 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, status := runCmd(t, "", "replay", path)
	if status != 0 || !strings.Contains(out, "round  1") || !strings.Contains(out, "kuttsuki") {
		t.Errorf("replay: status %d %s\n%s; want round 1 with its kuttsuki", status, errOut, out)
	}
}

// TestCalibrate runs a small calibration: it prints the reliability table
// of every level and preset, and with --raw one line per decision.
func TestCalibrate(t *testing.T) {
	out, errOut, status := runCmd(t, "", "calibrate", "-n", "40", "--hard", "0", "--workers", "1")
	if status != 0 || errOut != "" {
		t.Fatalf("status %d, stderr %q", status, errOut)
	}
	for _, want := range []string{"All: 40 decisions", "| predicted | decisions |", "Brier", "Preset museum", "Koi-Koi's points"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	out, _, status = runCmd(t, "", "calibrate", "-n", "10", "--hard", "0", "--raw")
	if lines := strings.Split(strings.TrimSpace(out), "\n"); status != 0 || len(lines) != 10 || len(strings.Fields(lines[0])) != 7 {
		t.Errorf("--raw: status %d, output %q; want 10 lines of 7 fields", status, out)
	}
}
