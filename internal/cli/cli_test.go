package cli

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
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

func TestWriteFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.txt")
	for _, text := range []string{"first\n", "second\n"} {
		if err := WriteFile(path, []byte(text)); err != nil {
			t.Fatal(err)
		}
		if got, err := os.ReadFile(path); err != nil || string(got) != text {
			t.Fatalf("WriteFile then ReadFile = %q, %v; want %q", got, err, text)
		}
	}
	if err := WriteFile(filepath.Join(t.TempDir(), "no", "such", "dir"), nil); err == nil {
		t.Fatal("WriteFile into a missing directory: no error")
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 {
		t.Fatalf("%d files left beside the record; want 1", len(entries))
	}
}
