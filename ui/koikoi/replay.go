package koikoi

import (
	"bytes"

	"github.com/koikoi-app/koikoi/engine/koikoi"
)

// replay returns the events of g, replayed from its record through the
// engine as seat viewer is told them: those of its earlier rounds (past)
// and those of its current round, so that a resumed game tells its last
// step and shows its game log as they were. A record it cannot replay
// gives none: the table shows the position alone.
func replay(g *koikoi.Game, viewer koikoi.Seat) (past, round []koikoi.Event) {
	text, err := g.MarshalText()
	if err != nil {
		return nil, nil
	}
	lines := bytes.Split(text, []byte("\n"))
	start := -1
	for i, l := range lines {
		if string(bytes.TrimSpace(l)) == "moves" {
			start = i
			break
		}
	}
	if start < 0 {
		return nil, nil
	}
	head := append(bytes.Join(lines[:start+1], []byte("\n")), []byte("\nend\n")...)
	var r koikoi.Game
	if err := r.UnmarshalText(head); err != nil {
		return nil, nil
	}
	round = r.State().DealEvents(nil)
	for _, l := range lines[start+1:] {
		l = bytes.TrimSpace(l)
		switch string(l) {
		case "", "end":
			continue
		case "next":
			past = append(past, round...)
			if round, err = r.NextRoundEvents(nil); err != nil {
				return nil, nil
			}
			continue
		}
		m, err := koikoi.ParseMove(string(l))
		if err != nil {
			return nil, nil
		}
		if round, err = r.ApplyEvents(m, round); err != nil {
			return nil, nil
		}
	}
	for i := range past {
		past[i] = past[i].For(viewer)
	}
	for i := range round {
		round[i] = round[i].For(viewer)
	}
	return past, round
}
