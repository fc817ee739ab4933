package ai

import (
	"testing"

	"github.com/koikoi-app/koikoi/engine/ikebana"
)

func mustSet(tb testing.TB, text string) ikebana.Set {
	tb.Helper()
	s, err := ikebana.ParseSet(text)
	if err != nil {
		tb.Fatal(err)
	}
	return s
}

func TestWorthKeyIgnoresColourNames(t *testing.T) {
	a := mustSet(t, "red-1a red-2a green-3a multi-4")
	b := mustSet(t, "blue-1b blue-2b black-3b multi-4")
	if worthKey(a) != worthKey(b) {
		t.Errorf("%v and %v differ only by colour names but have different keys", a, b)
	}
	c := mustSet(t, "red-1a green-2a green-3a multi-4")
	if worthKey(a) == worthKey(c) {
		t.Errorf("%v and %v have the same key", a, c)
	}
}

func TestWorthTable(t *testing.T) {
	worthOnce.Do(buildWorth)
	t.Logf("%d partial bouquets", len(worthTable))
	// Refusing more never adds worth: draw[j] falls as j grows.
	for i, e := range worthTable {
		for j := 1; j <= maxRefusals; j++ {
			if e.draw[j] > e.draw[j-1]+1e-4 {
				t.Fatalf("entry %d: draw[%d] = %v > draw[%d] = %v", i, j, e.draw[j], j-1, e.draw[j-1])
			}
		}
	}
	// Four cards of one colour forming 2-3-4-5 are worth more than four
	// cards sharing nothing.
	good := drawWorth(mustSet(t, "red-2a red-3a red-4a red-5"), 0)
	poor := drawWorth(mustSet(t, "red-1a green-2a yellow-4a blue-4a"), 0)
	if good <= poor {
		t.Errorf("worth of a one-colour 2-3-4-5 = %.1f, of a mixed pair of 4s = %.1f", good, poor)
	}
	// With one card left the worth is the mean over the next card, each
	// refused when drawing again pays: at least the plain mean.
	b := mustSet(t, "red-5 green-5 yellow-5 blue-5")
	sum, n := 0.0, 0
	for c := ikebana.Card(0); c < ikebana.NumCards; c++ {
		if !b.Has(c) {
			sum += keepWorth(b, c)
			n++
		}
	}
	if w := drawWorth(b, 0); w < sum/float64(n)-1e-3 {
		t.Errorf("drawWorth(%v) = %.2f below the plain mean %.2f", b, w, sum/float64(n))
	}
}

// TestRedFourWorth checks the worth table's view of the red-4 hint's
// position (advice's TestRedFour): keeping red-4b on red-4a multi-4 is
// worth less than drawing again after paying 1, so the normal level
// refuses.
func TestRedFourWorth(t *testing.T) {
	b, c := mustSet(t, "red-4a multi-4"), mustSet(t, "red-4b").First()
	if kept, refused := keepWorth(b, c), drawWorth(b, 1); kept > refused-2 {
		t.Errorf("worth table: kept %.1f, refused %.1f before its price; the worked example expects a refusal", kept, refused)
	}
}
