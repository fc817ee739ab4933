package nodetest_test

import (
	"slices"
	"sync"
	"testing"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/server/game"
	"github.com/koikoi-app/koikoi/server/node/nodetest"
)

// dealOneRound deals a one-round Koi-Koi game from seed as the server
// does, under the preset ("": the default rules).
func dealOneRound(t *testing.T, preset string, seed uint64) game.Table {
	t.Helper()
	r, err := game.Lookup("koikoi")
	if err != nil {
		t.Fatal(err)
	}
	s, err := r.Check(game.Options{Preset: preset, Rules: map[string]string{"rounds": "1"}})
	if err != nil {
		t.Fatal(err)
	}
	tb, _, err := r.New(s.Text, seed)
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// TestPlayableSeeds: every seed the source yields deals, through the
// server's adapter, a first round with a move to make under the default
// rules and every preset (a one-round game: a round over at its deal
// would be the game's end); seed 41, whose deal ends the round at once,
// is skipped; the seeds count up from FirstSeed.
func TestPlayableSeeds(t *testing.T) {
	const n = 300
	next := nodetest.PlayableSeeds()
	var seeds []uint64
	for range n {
		seeds = append(seeds, next())
	}
	if seeds[0] != nodetest.FirstSeed {
		t.Errorf("the first seed is %d; want %d", seeds[0], nodetest.FirstSeed)
	}
	for i := 1; i < len(seeds); i++ {
		if seeds[i] <= seeds[i-1] {
			t.Fatalf("seed %d after %d: want them counting up", seeds[i], seeds[i-1])
		}
	}
	skipped := seeds[len(seeds)-1] - nodetest.FirstSeed + 1 - n
	t.Logf("%d seeds from %d to %d: %d skipped", n, seeds[0], seeds[len(seeds)-1], skipped)
	if skipped == 0 {
		t.Error("no seed skipped")
	}
	for _, preset := range append([]string{""}, koikoi.PresetNames...) {
		for _, seed := range seeds {
			tb := dealOneRound(t, preset, seed)
			if tb.Over() {
				t.Errorf("preset %q, seed %d: the game is over at its deal", preset, seed)
				continue
			}
			if len(tb.Legal(tb.ToMove())) == 0 {
				t.Errorf("preset %q, seed %d: seat %d is to move and has no legal move", preset, seed, tb.ToMove())
			}
		}
	}

	// Seed 41 ends its first round at the deal under the default rules
	// (a hand of four cards of one month): the source skips it.
	if tb := dealOneRound(t, "", 41); !tb.Over() {
		t.Error("seed 41's one-round game is not over at its deal: pick another seed that is, for this test")
	}
	if !nodetest.EndsAtDeal(41) {
		t.Error("EndsAtDeal(41) is false")
	}
	if slices.Contains(seeds, 41) {
		t.Errorf("the source yielded seed 41: %v", seeds[:40])
	}
}

// TestPlayableSeedsConcurrent: goroutines drawing from one source at once
// get each seed once, and between them the seeds one goroutine alone gets.
func TestPlayableSeedsConcurrent(t *testing.T) {
	const workers, each = 8, 50
	want := make([]uint64, 0, workers*each)
	seq := nodetest.PlayableSeeds()
	for range workers * each {
		want = append(want, seq())
	}
	next := nodetest.PlayableSeeds()
	var mu sync.Mutex
	var got []uint64
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			var mine []uint64
			for range each {
				mine = append(mine, next())
			}
			mu.Lock()
			got = append(got, mine...)
			mu.Unlock()
		})
	}
	wg.Wait()
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("concurrent draws %v\nwant %v", got, want)
	}
}
