package koikoi

import (
	"bytes"

	"github.com/koikoi-app/koikoi/engine/koikoi"
)

// replayGame returns the steps of g, replayed from its record: those of
// its earlier rounds (past) and those of its current round, so that a
// resumed game tells its last step and shows its turn log as they were.
// A record it cannot replay gives the current round's deal alone.
func replayGame(g *koikoi.Game) (past, round []Step) {
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
	fail := func() ([]Step, []Step) { return nil, dealSteps(g.State()) }
	head := append(bytes.Join(lines[:start+1], []byte("\n")), []byte("\nend\n")...)
	var r koikoi.Game
	if err := r.UnmarshalText(head); err != nil {
		return fail()
	}
	round = dealSteps(r.State())
	for _, l := range lines[start+1:] {
		l = bytes.TrimSpace(l)
		switch string(l) {
		case "", "end":
			continue
		case "next":
			if err := r.NextRound(); err != nil {
				return fail()
			}
			past = append(past, round...)
			round = dealSteps(r.State())
			continue
		}
		m, err := koikoi.ParseMove(string(l))
		if err != nil {
			return fail()
		}
		before := r.State()
		if err := r.Apply(m); err != nil {
			return fail()
		}
		round = append(round, deriveSteps(before, r.State(), before.ToMove(), m)...)
	}
	return past, round
}
