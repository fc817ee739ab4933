package koikoi

import (
	"strings"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// paceLine is one narration line of the computer's turn as a player sees
// it at the default speed: how long it showed, and whether its card moved
// in the step it appeared.
type paceLine struct {
	text  string
	shown time.Duration // on show in all
	alone time.Duration // on show before the next line came
	moved bool
}

// computerTurnPace plays the player's first card of the stacked game at
// the default speed and drives the steps through the sequencer (no
// clock): it returns the computer's turn's lines in order and the
// narration once the table rests.
func computerTurnPace(t *testing.T) (lines []paceLine, rest string) {
	t.Helper()
	a, tb := animatedTable(t, stackedGame(t), store.ModeComputer)
	tb.tapCard(cards(t, "jan-crane")[0])
	tb.tapCard(cards(t, "jan-plain-1")[0])
	narration := func() string { return strings.TrimSpace(tb.Narration[0].Text + " " + tb.Narration[1].Text) }
	n := tb.narrator()
	idx := map[string]int{}
	seen := len(tb.told)
	for tb.seq.Busy() {
		d := tb.seq.Duration()
		seen = min(seen, len(tb.told))
		tb.seq.Tick(0.5)
		// A line the step began with (its Begin ran when the step
		// before ended): its card is on its way.
		for _, s := range tb.told[seen:] {
			st := s.steps[s.i]
			if st.Seat != 1 {
				continue
			}
			moved := false
			for _, c := range append(st.Cards.Cards(), st.Card) {
				moved = moved || c.Valid() && kit.RectOf(tb.cards[c]) != tb.model.rectOf(c, tb.geometry(), 0)
			}
			l := n.narrate(s.steps, s.i)
			idx[l] = len(lines)
			lines = append(lines, paceLine{text: l, moved: moved})
		}
		seen = len(tb.told)
		for l, i := range idx {
			if strings.Contains(narration(), l) {
				lines[i].shown += d
				if i == len(lines)-1 {
					lines[i].alone += d
				}
			}
		}
		tb.seq.Tick(1)
	}
	if a.Table() != tb {
		t.Fatal("the table left during the turn")
	}
	return lines, narration()
}

// TestComputerTurnPace: at the default speed, every line of the
// computer's turn shows for at least 1.2 s, appears in the step its card
// moves, and the whole turn stays told once the table rests.
func TestComputerTurnPace(t *testing.T) {
	lines, rest := computerTurnPace(t)
	if len(lines) < 2 {
		t.Fatalf("computer's turn told in %d lines; want its play and its draw", len(lines))
	}
	for _, l := range lines {
		t.Logf("%-60q newest for %v, shown %v before the table rests, card moving: %v", l.text, l.alone, l.shown, l.moved)
		if l.alone < minTold {
			t.Errorf("%q shown %v before the next line; want at least %v", l.text, l.alone, minTold)
		}
		if !l.moved {
			t.Errorf("%q appeared in a step where its card did not move", l.text)
		}
		if !strings.Contains(rest, l.text) {
			t.Errorf("narration %q once the table rests; want it to keep %q", rest, l.text)
		}
	}
}
