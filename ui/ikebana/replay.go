package ikebana

import (
	"slices"
	"strings"

	"github.com/koikoi-app/koikoi/ikebana"
)

// roundLines narrates the current round of g again, from its record: a
// resumed game shows the same lines as when it was left, in the language
// of now. A record it cannot read gives no lines.
func roundLines(g *ikebana.Game, w words) []string {
	text, err := g.MarshalText()
	if err != nil {
		return nil
	}
	lines := strings.Split(strings.TrimRight(string(text), "\n"), "\n")
	start := slices.Index(lines, "moves")
	if start < 0 || lines[len(lines)-1] != "end" {
		return nil
	}
	record := lines[start+1 : len(lines)-1]
	cut := 0 // the current round's moves are those after the last "next"
	for i, l := range record {
		if l == "next" {
			cut = i + 1
		}
	}
	head := append(append(slices.Clone(lines[:start+1]), record[:cut]...), "end")
	at := new(ikebana.Game)
	if at.UnmarshalText([]byte(strings.Join(head, "\n")+"\n")) != nil {
		return nil
	}
	var out []string
	for _, l := range record[cut:] {
		mv, err := ikebana.ParseMove(l)
		if err != nil {
			return nil
		}
		before := at.State()
		if at.Apply(mv) != nil {
			return nil
		}
		after := at.State()
		out = append(out, narrate(w, &before, &after, mv)...)
	}
	return out
}
