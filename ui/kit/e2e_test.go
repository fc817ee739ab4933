//go:build e2e

package kit

import (
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
)

// TestE2ESeed reads the seed the browser test fixes, and falls back to
// the default when there is none or it is not a number.
func TestE2ESeed(t *testing.T) {
	const env = "KOIKOI_E2E_TEST_SEED"
	for _, tc := range []struct {
		val  string
		want uint64
	}{{"", 7}, {"42", 42}, {"x", 7}, {"-1", 7}} {
		t.Setenv(env, tc.val)
		if got := E2ESeed(env, 7); got != tc.want {
			t.Errorf("%s=%q: E2ESeed = %d; want %d", env, tc.val, got, tc.want)
		}
	}
}

// TestE2ESettlerLast prints once for a burst of changes: the last one.
func TestE2ESettlerLast(t *testing.T) {
	test.NewTempApp(t)
	var s E2ESettler
	got := make(chan int, 3)
	for i := 1; i <= 3; i++ {
		s.Settle(func() { got <- i })
	}
	select {
	case n := <-got:
		if n != 3 {
			t.Errorf("printed change %d; want the last, 3", n)
		}
	case <-time.After(20 * E2ESettle):
		t.Fatal("nothing printed")
	}
	time.Sleep(2 * E2ESettle) // the earlier, stale timers have fired by now
	if len(got) != 0 {
		t.Errorf("%d more prints; want none", len(got))
	}
}
