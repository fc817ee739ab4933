package ikebana

import (
	"slices"
	"strings"

	"github.com/koikoi-app/koikoi/engine/ikebana"
)

// A resumed game shows what the current round showed when it was left:
// its narration and, once it is scored, its payments. Both come from the
// game's record, replayed move by move.

// roundMoves replays the current round of g (the one just scored once it
// is over) from its record: the state at its start and each move. A record
// it cannot read gives ok false.
func roundMoves(g *ikebana.Game) (start ikebana.State, moves []lastMove, ok bool) {
	head, record, ok := gameRecord(g)
	if !ok {
		return start, nil, false
	}
	cut := 0 // the current round's moves are those after the last "next"
	for i, l := range record {
		if l == "next" {
			cut = i + 1
		}
	}
	replay, ok := replayed(head, record[:cut])
	if !ok {
		return start, nil, false
	}
	start = replay.State()
	for _, l := range record[cut:] {
		mv, err := ikebana.ParseMove(l)
		if err != nil {
			return start, nil, false
		}
		before := replay.State()
		if replay.Apply(mv) != nil {
			return start, nil, false
		}
		moves = append(moves, lastMove{before: before, after: replay.State(), move: mv})
	}
	return start, moves, true
}

// gameRecord splits the text form of g into its head (up to "moves") and
// its record (the moves, and "next" where a round began); ok is false when
// it cannot be read.
func gameRecord(g *ikebana.Game) (head, record []string, ok bool) {
	text, err := g.MarshalText()
	if err != nil {
		return nil, nil, false
	}
	lines := strings.Split(strings.TrimRight(string(text), "\n"), "\n")
	at := slices.Index(lines, "moves")
	if at < 0 || lines[len(lines)-1] != "end" {
		return nil, nil, false
	}
	return lines[:at+1], lines[at+1 : len(lines)-1], true
}

// replayed returns the game of head (see gameRecord) with the records
// played.
func replayed(head, records []string) (*ikebana.Game, bool) {
	text := append(append(slices.Clone(head), records...), "end")
	g := new(ikebana.Game)
	return g, g.UnmarshalText([]byte(strings.Join(text, "\n")+"\n")) == nil
}

// roundLines narrates the current round of g again, from its record, in
// the language of now. A record it cannot read gives no lines.
func roundLines(g *ikebana.Game, w words) []string {
	_, moves, ok := roundMoves(g)
	if !ok {
		return nil
	}
	var out []string
	for _, pm := range moves {
		out = append(out, narrate(w, &pm.before, &pm.after, pm.move)...)
	}
	return out
}
