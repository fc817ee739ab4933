package online_test

import (
	"slices"
	"testing"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/server/protocol"
)

// teshiSeed deals a Koi-Koi game whose first round ends at its deal (a
// hand of four cards of one month): the server deals the second round in
// the same change that starts the table.
const teshiSeed = 41

// TestRoundEndingAtTheDeal: when the first round ends at its deal, both
// seats see its result before the second round, whether their match reads
// it in the table's history (created after the start) or as it comes
// (created before): the result waits for NextRound, as every round's does.
// It used to show only at the seat that was there first; the other went
// straight to the second round (the browser test found it, one deal in
// fifty).
func TestRoundEndingAtTheDeal(t *testing.T) {
	cfg := hubConfig()
	cfg.Seeds = func() uint64 { return teshiSeed }
	srv := startServer(t, cfg)
	ctx := ctxT(t, patience)
	a, _ := connect(t, srv, "Aki")
	b, _ := connect(t, srv, "Ben")
	ta, err := a.Create(ctx, "koikoi", online.Options{Rules: map[string]string{"rounds": "3"}}, []online.Seat{{Kind: online.Person}, {Kind: online.Person}}, 0)
	if err != nil {
		t.Fatal(err)
	}
	early, err := online.NewKoikoi(ta) // Aki's match follows the start as it comes
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(early.Stop)
	tb, err := b.Join(ctx, ta.Invite())
	if err != nil {
		t.Fatal(err)
	}
	ended := func(tb *online.Table) bool {
		return slices.ContainsFunc(tb.Events(0), func(e protocol.Event) bool { return e.Kind == "round-end" })
	}
	waitFor(t, "the first round's end at both seats", func() bool { return ended(ta) && ended(tb) })
	late := remotes(t, online.NewKoikoi, tb)[0] // Ben's reads it in the history
	waitFor(t, "Aki's match at the round's end", func() bool { return early.Observe().Phase == koikoi.PhaseRoundOver })

	for _, m := range []struct {
		who string
		r   *online.Remote[koikoi.Observation, koikoi.Move, koikoi.Event]
	}{{"Aki", early}, {"Ben", late}} {
		o := m.r.Observe()
		if o.Phase != koikoi.PhaseRoundOver || o.Round != 1 || o.Result.Round != 1 {
			t.Fatalf("%s's match shows phase %v of round %d (result of round %d); want the first round's result",
				m.who, o.Phase, o.Round, o.Result.Round)
		}
		if len(m.r.LegalMoves()) != 0 {
			t.Errorf("%s has moves at the round's result: %v", m.who, m.r.LegalMoves())
		}
		kinds := kinds(m.r.Events(0), func(e koikoi.Event) string { return e.Kind.String() })
		if i := slices.Index(kinds, "round-end"); i < 0 || i != len(kinds)-1 {
			t.Errorf("%s's match events %v: want them to stop at the round's end", m.who, kinds)
		}
		if err := m.r.NextRound(); err != nil {
			t.Fatalf("%s: NextRound: %v", m.who, err)
		}
		waitFor(t, m.who+"'s second round", func() bool { return m.r.Observe().Round == 2 })
	}
}
