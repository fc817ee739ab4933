package ikebana

import (
	"time"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// The others' turns are told at a pace a person can follow (issue 29): at
// normal speed and slower, the cards of a move the player did not make
// fly half as long again as the player's own, and each line of such a
// move stays the newest for at least minTold, the card it tells on its
// way or in its place, before the next line comes. Fast keeps every
// flight's own pace; the player's own moves keep theirs.

// minTold is the least time a line of another florist's move stays the
// newest, at normal speed: long enough to read it and follow its card.
const minTold = 1200 * time.Millisecond

// otherStretch is how much longer another florist's flights take than
// the player's own at normal speed and slower.
const otherStretch = 1.5

// toldLine is the newest line queued on the table's sequencer: whether it
// tells another florist's move (open) and how long it shows before what
// is queued after it (shown), at normal speed.
type toldLine struct {
	open  bool
	shown time.Duration
}

// pace returns steps, whose step s tells a line at fraction tellAt[s] (-1:
// none) of a move by seat[s], paced: the other florists' flights
// stretched, and a pause before a step of theirs whose line would come
// less than minTold after the line of another florist's move before it
// (the player's own move waits for nothing: the line before it showed
// while the player chose). last is the
// newest line queued before steps and becomes the newest after them.
func (t *tableScreen) pace(steps []kit.Beat, tellAt []float32, seat []ikebana.Seat, last *toldLine) []kit.Beat {
	if t.seq.Speed < 1 { // fast, or no flights: every step at its own pace
		*last = toldLine{}
		return steps
	}
	out := make([]kit.Beat, 0, len(steps))
	for s, st := range steps {
		other := seat[s] != t.me
		d := st.Duration
		if other {
			d = time.Duration(float64(d) * otherStretch)
		}
		if f := tellAt[s]; f >= 0 {
			before := time.Duration(float64(d) * float64(f)) // the step's time until its line
			if other && last.open && last.shown+before < minTold {
				out = append(out, kit.Beat{Duration: minTold - last.shown - before})
			}
			*last = toldLine{open: other, shown: d - before}
		} else {
			last.shown += d
		}
		st.Duration = d
		out = append(out, st)
	}
	return out
}
