package koikoi

import (
	"bytes"

	"github.com/koikoi-app/koikoi/engine/koikoi"
)

// replayRound returns the steps of g's current round, replayed from its
// record: a resumed game tells its last step and shows its turn log as
// they were. A record it cannot replay gives the round's deal alone.
func replayRound(g *koikoi.Game) []Step {
	text, err := g.MarshalText()
	if err != nil {
		return nil
	}
	lines := bytes.Split(text, []byte("\n"))
	start, cut := -1, -1
	for i, l := range lines {
		switch string(bytes.TrimSpace(l)) {
		case "moves":
			start, cut = i, i
		case "next":
			cut = i
		}
	}
	if start < 0 {
		return nil
	}
	head := append(bytes.Join(lines[:cut+1], []byte("\n")), []byte("\nend\n")...)
	var r koikoi.Game
	if err := r.UnmarshalText(head); err != nil {
		return dealSteps(g.State())
	}
	steps := dealSteps(r.State())
	for _, l := range lines[cut+1:] {
		l = bytes.TrimSpace(l)
		if len(l) == 0 || string(l) == "end" {
			continue
		}
		m, err := koikoi.ParseMove(string(l))
		if err != nil {
			return dealSteps(g.State())
		}
		before := r.State()
		if err := r.Apply(m); err != nil {
			return dealSteps(g.State())
		}
		steps = append(steps, deriveSteps(before, r.State(), before.ToMove(), m)...)
	}
	return steps
}
