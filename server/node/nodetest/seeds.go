package nodetest

import (
	"fmt"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/server/game"
)

// FirstSeed is the first seed PlayableSeeds yields: a Koi-Koi deal with
// moves to make, the one tests fixed by hand before it.
const FirstSeed = 7

// PlayableSeeds returns a source of deal seeds for hub.Config.Seeds (the
// test servers' default: nodetest's New, and server/node's and online's
// own): the seeds counting up from FirstSeed, each skipped whose first
// Koi-Koi deal ends its round at once (see EndsAtDeal). A test that waits
// for a game's first move, or for a seat's turn, then always gets one:
// with random seeds about one deal in fifty ended its first round at its
// deal (seed 41 does), no seat had a move to make, and the test waited
// until its bound. The deals are the same from run to run, too, so a
// failure can be played again.
//
// Each call returns a new source, starting again at FirstSeed. A source
// is safe for concurrent use (a node creates games from several
// goroutines): every call of it takes seeds no other call takes. Ikebana
// games are dealt from the same source; any seed deals one that plays.
func PlayableSeeds() func() uint64 {
	var next atomic.Uint64
	next.Store(FirstSeed)
	return func() uint64 {
		for {
			if s := next.Add(1) - 1; !EndsAtDeal(s) {
				return s
			}
		}
	}
}

// EndsAtDeal reports whether the first round of a Koi-Koi game the server
// deals from seed is over at its deal, before any move (a hand of four
// cards of one month, say), under the default rules or under any preset's.
// It deals the game as the server does (server/game's adapter, from the
// options text its Check writes) and looks for the engine's round-end
// among the deal's events; the rules of the end are the engine's alone.
func EndsAtDeal(seed uint64) bool {
	r, texts := koikoiSetups()
	for _, text := range texts {
		_, steps, err := r.New(text, seed)
		if err != nil {
			panic(fmt.Sprintf("nodetest: dealing seed %d under %q: %v", seed, text, err))
		}
		if slices.ContainsFunc(steps, func(e game.EventRecord) bool { return e.Kind == roundEnd }) {
			return true
		}
	}
	return false
}

var roundEnd = koikoi.EventRoundEnd.String()

// koikoiSetups returns the server's Koi-Koi adapter and the options texts
// of the default rules and of each preset.
var koikoiSetups = sync.OnceValues(func() (game.Rules, []string) {
	r, err := game.Lookup("koikoi")
	if err != nil {
		panic(err)
	}
	var texts []string
	for _, o := range append([]game.Options{{}}, presetOptions()...) {
		s, err := r.Check(o)
		if err != nil {
			panic(fmt.Sprintf("nodetest: Koi-Koi options %+v: %v", o, err))
		}
		if !slices.Contains(texts, s.Text) {
			texts = append(texts, s.Text)
		}
	}
	return r, texts
})

func presetOptions() []game.Options {
	var opts []game.Options
	for _, p := range koikoi.PresetNames {
		opts = append(opts, game.Options{Preset: p})
	}
	return opts
}
