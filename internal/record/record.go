// Package record is the text form both games' records share, after chess
// PGN's movetext but one move a line:
//
//	<head> <version>
//	<key> <value>       (setup lines: rules, seed, stacked decks...)
//	moves
//	<move>              (one line each; "next" deals the next round)
//	end
//
// Blank lines and lines starting with # are skipped. Each game keeps its
// own head, setup keys and moves, and reads and writes them with Read and
// Write.
package record

import (
	"bufio"
	"bytes"
	"fmt"
	"strings"
)

// Line is one setup or move line: its key (a move line has none) and
// value, and its number in the text, from 1.
type Line struct {
	Key, Value string
	N          int
}

// Record is a record's lines, as Read split them.
type Record struct {
	Version string // the head's version, as written
	Setup   []Line // the lines before "moves"
	Moves   []Line // the lines between "moves" and "end"
	MovesN  int    // the number of the "moves" line
	bad     error
}

// Bad returns an error about line n wrapping the game's bad-record error.
func (r *Record) Bad(n int, format string, a ...any) error {
	return fmt.Errorf("%w: line %d: %s", r.bad, n, fmt.Sprintf(format, a...))
}

// Read splits text into a record whose head line is "head version". what
// names the record in an error ("a Koi-Koi game record"); errors wrap bad,
// but version's, which checks the version before anything else is read.
func Read(text []byte, head, what string, bad error, version func(string) error) (Record, error) {
	sc := bufio.NewScanner(bytes.NewReader(text))
	sc.Buffer(make([]byte, 4096), 1<<20)
	var lines []Line
	for n := 1; sc.Scan(); n++ {
		if t := strings.TrimSpace(sc.Text()); t != "" && !strings.HasPrefix(t, "#") {
			lines = append(lines, Line{Value: t, N: n})
		}
	}
	r := Record{bad: bad}
	if err := sc.Err(); err != nil {
		return r, fmt.Errorf("%w: %v", bad, err)
	}
	if len(lines) == 0 {
		return r, fmt.Errorf("%w: empty", bad)
	}
	h := strings.Fields(lines[0].Value)
	if len(h) != 2 || h[0] != head {
		return r, r.Bad(lines[0].N, "not %s", what)
	}
	if err := version(h[1]); err != nil {
		return r, err
	}
	r.Version = h[1]
	i := 1
	for ; i < len(lines) && lines[i].Value != "moves"; i++ {
		l := lines[i]
		l.Key, l.Value, _ = strings.Cut(l.Value, " ")
		r.Setup = append(r.Setup, l)
	}
	if i == len(lines) {
		return r, fmt.Errorf("%w: no moves section", bad)
	}
	r.MovesN = lines[i].N
	for i++; i < len(lines) && lines[i].Value != "end"; i++ {
		r.Moves = append(r.Moves, lines[i])
	}
	if i == len(lines) {
		return r, fmt.Errorf("%w: truncated (no end line)", bad)
	}
	if i != len(lines)-1 {
		return r, r.Bad(lines[i+1].N, "text after the end line")
	}
	return r, nil
}

// Write writes a record: the head, the setup lines in order, the moves.
func Write(head string, version int, setup []Line, moves []string) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "%s %d\n", head, version)
	for _, l := range setup {
		fmt.Fprintf(&b, "%s %s\n", l.Key, l.Value)
	}
	b.WriteString("moves\n")
	for _, m := range moves {
		b.WriteString(m)
		b.WriteByte('\n')
	}
	b.WriteString("end\n")
	return b.Bytes()
}
