package ikebana

import (
	"encoding"
	"slices"
	"strings"

	"github.com/koikoi-app/koikoi/engine/ikebana"
)

// A resumed game shows what the current round showed when it was left:
// its narration and, once it is scored, its payments. Both come from the
// game's record, replayed move by move through the engine, which tells
// each move's events as it did when the move was played.

// roundEvents replays the current round of g (the one just scored once it
// is over) from its record: the state at its start and its moves' events,
// as the engine told them when the moves were played. A record it cannot
// read gives ok false.
func roundEvents(g encoding.TextMarshaler) (start ikebana.State, evs []ikebana.Event, ok bool) {
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
		if evs, err = replay.ApplyEvents(mv, evs); err != nil {
			return start, nil, false
		}
	}
	return start, evs, true
}

// gameRecord splits the text form of g into its head (up to "moves") and
// its record (the moves, and "next" where a round began); ok is false when
// it cannot be read.
func gameRecord(g encoding.TextMarshaler) (head, record []string, ok bool) {
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

// roundTold returns the current round's events of g, from its record,
// as the narration tells them. A record it cannot read gives none.
func roundTold(g *ikebana.Game) []ikebana.Event {
	_, evs, _ := roundEvents(g)
	return evs
}

// tell narrates events evs in the language of w.
func tell(w words, evs []ikebana.Event) []string {
	var out []string
	for _, e := range evs {
		out = append(out, narrate(w, e)...)
	}
	return out
}

// retell narrates the round's events told so far again in the language
// of now (w): the narration follows a language switched mid-game.
func (m *Match) retell(w words) {
	if lines := tell(w, m.told); len(lines) == len(m.Lines) { // the told counts hold
		m.Lines = lines
	}
}
