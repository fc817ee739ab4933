package cli

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	tests := []struct {
		name     string
		args     []string
		ok       bool
		status   int
		out, err string
	}{
		{"good", []string{"-n", "3"}, true, 0, "", ""},
		{"help", []string{"-h"}, false, 0, "usage of koikoi sim:", ""},
		{"bad flag", []string{"--nope"}, false, ExitUsage, "", "koikoi sim: flag provided but not defined: -nope\n"},
		{"bad value", []string{"-n", "x"}, false, ExitUsage, "", "koikoi sim: invalid value"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fs := NewFlagSet("koikoi", "sim")
			fs.Int("n", 1, "games")
			var out, errw bytes.Buffer
			ok, status := Parse(fs, tt.args, &out, &errw)
			if ok != tt.ok || status != tt.status {
				t.Errorf("Parse(%v) = %v, %d; want %v, %d", tt.args, ok, status, tt.ok, tt.status)
			}
			if !strings.HasPrefix(out.String(), tt.out) || !strings.HasPrefix(errw.String(), tt.err) {
				t.Errorf("Parse(%v) printed %q and %q; want %q and %q", tt.args, out.String(), errw.String(), tt.out, tt.err)
			}
			if strings.Count(errw.String(), "\n") > 1 {
				t.Errorf("Parse(%v) printed more than one line on stderr: %q", tt.args, errw.String())
			}
		})
	}
}

func TestFail(t *testing.T) {
	var errw bytes.Buffer
	if got := Fail(&errw, "ikebana score", errors.New("unknown card \"red-9\"")); got != ExitUsage {
		t.Errorf("Fail = %d; want %d", got, ExitUsage)
	}
	if want := "ikebana score: unknown card \"red-9\"\n"; errw.String() != want {
		t.Errorf("Fail printed %q; want %q", errw.String(), want)
	}
}

func TestLanguage(t *testing.T) {
	if err := Language("ja"); err != nil {
		t.Errorf("Language(ja) = %v", err)
	}
	if err := Language("xx"); err == nil || err.Error() != `unknown language "xx" (want en, fr, es, de or ja)` {
		t.Errorf("Language(xx) = %v", err)
	}
}

// upper is a TextUnmarshaler that refuses lower-case text.
type upper struct{ text string }

func (u *upper) UnmarshalText(b []byte) error {
	if s := string(b); s != strings.ToUpper(s) {
		return errors.New("lower case")
	}
	u.text = string(b)
	return nil
}

// TestParseFile checks the one file a replay reads: decoded, missing, not
// named, or refused by the decoder.
func TestParseFile(t *testing.T) {
	dir := t.TempDir()
	good, bad := filepath.Join(dir, "good"), filepath.Join(dir, "bad")
	if err := os.WriteFile(good, []byte("GAME"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bad, []byte("game"), 0o600); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name   string
		args   []string
		ok     bool
		stderr string
	}{
		{"decoded", []string{good}, true, ""},
		{"no file", nil, false, "koikoi replay: want one saved game file\n"},
		{"two files", []string{good, bad}, false, "koikoi replay: want one saved game file\n"},
		{"refused", []string{bad}, false, "koikoi replay: " + bad + ": lower case\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out, errw bytes.Buffer
			var u upper
			ok, status := ParseFile(NewFlagSet("koikoi", "replay"), tc.args, &out, &errw, "saved game", &u)
			if ok != tc.ok || errw.String() != tc.stderr || (!ok && status != ExitUsage) || (ok && u.text != "GAME") {
				t.Errorf("ParseFile(%q) = %v, %d, stderr %q, decoded %q; want %v, stderr %q", tc.args, ok, status, errw.String(), u.text, tc.ok, tc.stderr)
			}
		})
	}
	var errw bytes.Buffer
	if ok, _ := ParseFile(NewFlagSet("koikoi", "replay"), []string{filepath.Join(dir, "none")}, io.Discard, &errw, "saved game", &upper{}); ok || !strings.Contains(errw.String(), "no such file") {
		t.Errorf("a missing file: ok %v, stderr %q", ok, errw.String())
	}
}

// TestBatch answers each line with one JSON line, a refused line with its
// error, and stops at a line too long to read with one line on stderr.
func TestBatch(t *testing.T) {
	double := func(line string) (any, error) {
		n, err := strconv.Atoi(line)
		return map[string]int{"double": 2 * n}, err
	}
	var out, errw bytes.Buffer
	status := Batch(NewFlagSet("koikoi", "score"), strings.NewReader("1\nx\n21\n"), &out, &errw, double)
	want := `{"double":2}` + "\n" + `{"error":"strconv.Atoi: parsing \"x\": invalid syntax"}` + "\n" + `{"double":42}` + "\n"
	if status != 0 || out.String() != want || errw.Len() != 0 {
		t.Errorf("Batch = %d, %q, stderr %q; want 0, %q", status, out.String(), errw.String(), want)
	}
	out.Reset()
	status = Batch(NewFlagSet("koikoi", "score"), strings.NewReader("2\n"+strings.Repeat("9", 2<<20)+"\n"), &out, &errw, double)
	if status != ExitUsage || out.String() != `{"double":4}`+"\n" || !strings.HasPrefix(errw.String(), "koikoi score: ") {
		t.Errorf("Batch over a long line = %d, %q, stderr %q; want %d, the first line's answer, one error line", status, out.String(), errw.String(), ExitUsage)
	}
}
