package online_test

import (
	"testing"

	"github.com/koikoi-app/koikoi/online"
)

// BenchmarkKoikoiGame plays one-round Koi-Koi games between two Sessions
// on an in-process server: the client's part (reading every frame, the
// views and events into Remote matches, each move's round trip) with the
// server's.
func BenchmarkKoikoiGame(b *testing.B) {
	srv := startServer(b, hubConfig())
	sa, _ := connect(b, srv, "Aki")
	sb, _ := connect(b, srv, "Ben")
	b.ReportAllocs()
	moves := 0
	for b.Loop() {
		ctx := ctxT(b, patience)
		ta, err := sa.Create(ctx, "koikoi", online.Options{Rules: map[string]string{"rounds": "1"}}, []online.Seat{{Kind: online.Person}, {Kind: online.Person}}, 0)
		if err != nil {
			b.Fatal(err)
		}
		tb, err := sb.Join(ctx, ta.Invite())
		if err != nil {
			b.Fatal(err)
		}
		ms := remotes(b, online.NewKoikoi, ta, tb)
		pa, pb := newPlayer(b, ms[0], koikoiRules, 1), newPlayer(b, ms[1], koikoiRules, 2)
		playAll(b, ctx, pa, pb)
		moves += pa.moves + pb.moves
		ms[0].Stop()
		ms[1].Stop()
	}
	b.ReportMetric(float64(moves)/float64(b.N), "moves/op")
}
