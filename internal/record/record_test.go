package record

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
)

var errBad = errors.New("game: malformed record")

func readV1(text string) (Record, error) {
	return Read([]byte(text), "game", "a game record", errBad, func(v string) error {
		if v != "1" {
			return fmt.Errorf("version %q", v)
		}
		return nil
	})
}

// TestRoundTrip writes a record and reads it back, comments and blank
// lines skipped, with each line's number.
func TestRoundTrip(t *testing.T) {
	text := Write("game", 1, []Line{{Key: "seed", Value: "7"}, {Key: "deck", Value: "a b c"}}, []string{"play a", "next"})
	want := "game 1\nseed 7\ndeck a b c\nmoves\nplay a\nnext\nend\n"
	if string(text) != want {
		t.Fatalf("Write = %q; want %q", text, want)
	}
	r, err := readV1("# a comment\n\n" + string(text))
	if err != nil {
		t.Fatal(err)
	}
	setup := []Line{{"seed", "7", 4}, {"deck", "a b c", 5}}
	moves := []Line{{"", "play a", 7}, {"", "next", 8}}
	if r.Version != "1" || !reflect.DeepEqual(r.Setup, setup) || !reflect.DeepEqual(r.Moves, moves) || r.MovesN != 6 {
		t.Errorf("Read = %+v; want setup %v, moves %v after line 6", r, setup, moves)
	}
}

// TestReadErrors checks each malformed record's error and line.
func TestReadErrors(t *testing.T) {
	tests := []struct{ name, text, want string }{
		{"empty", "\n# nothing\n", "game: malformed record: empty"},
		{"another head", "chess 1\nmoves\nend\n", "game: malformed record: line 1: not a game record"},
		{"another version", "game 2\nmoves\nend\n", `version "2"`},
		{"no moves", "game 1\nseed 7\n", "game: malformed record: no moves section"},
		{"no end", "game 1\nmoves\nplay a\n", "game: malformed record: truncated (no end line)"},
		{"after the end", "game 1\nmoves\nend\n\nmore\n", "game: malformed record: line 5: text after the end line"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := readV1(tc.text)
			if err == nil || err.Error() != tc.want {
				t.Errorf("Read = %v; want %q", err, tc.want)
			}
			if err != nil && !strings.HasPrefix(tc.want, "version") && !errors.Is(err, errBad) {
				t.Errorf("Read = %v; want it to wrap errBad", err)
			}
		})
	}
}
