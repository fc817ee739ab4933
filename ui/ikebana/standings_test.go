package ikebana

import "testing"

// rankRowMaxH is the most height a line of the final standings may take.
const rankRowMaxH = 36

// TestStandingsCompact: a line of the final standings, a winner's or
// not, takes at most rankRowMaxH, so that five fit in a third of a small
// phone's height (issue 29: the standings filled half the screen).
func TestStandingsCompact(t *testing.T) {
	a, _ := newTestApp(t, t.TempDir())
	for _, winner := range []bool{true, false} {
		h := rankRow(a.l().Number(1), "Computer 4 · Expert", a.l().Number(24), winner).MinSize().Height
		if h > rankRowMaxH {
			t.Errorf("winner %v: a standings line is %v high; want at most %v", winner, h, rankRowMaxH)
		}
	}
	if five := 5*rankRowMaxH + 4*4; five > 640/3 {
		t.Errorf("five lines take %v of 640", five)
	}
}
