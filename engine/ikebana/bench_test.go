package ikebana

import "testing"

// randomGameInPlace plays s to the end of the game with uniformly random
// legal moves drawn from rng, in place and allocating nothing.
func randomGameInPlace(s *State, rng *splitMix) {
	var buf [MaxPlayers]Move
	for {
		switch s.phase {
		case PhaseGameOver:
			return
		case PhaseRoundOver:
			if err := s.PlayNextRound(); err != nil {
				panic(err)
			}
			continue
		}
		ms := s.AppendLegalMoves(buf[:0])
		if err := s.Play(ms[rng.Intn(len(ms))]); err != nil {
			panic(err)
		}
	}
}

func BenchmarkRandomGame(b *testing.B) {
	start, err := NewState(WithPlayers(4), WithSeed(1))
	if err != nil {
		b.Fatal(err)
	}
	rng := splitMix(7)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s := start
		randomGameInPlace(&s, &rng)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}

func BenchmarkApplyGame(b *testing.B) {
	start, err := NewState(WithPlayers(4), WithSeed(1))
	if err != nil {
		b.Fatal(err)
	}
	rng := splitMix(7)
	var buf [MaxPlayers]Move
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s := start
		for !s.GameOver() {
			if s.phase == PhaseRoundOver {
				s, _ = s.NextRound()
				continue
			}
			ms := s.AppendLegalMoves(buf[:0])
			s, _ = s.Apply(ms[rng.Intn(len(ms))])
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}

func BenchmarkScore(b *testing.B) {
	bouquets := []Set{
		mustSet("red-3a green-3a yellow-3a blue-2a black-2a"),
		mustSet("red-1a red-2a red-3a green-4a green-2a"),
		mustSet("red-5 green-5 yellow-5 blue-5 multi-5"),
		mustSet("red-1a red-1b red-2a multi-4 green-5"),
	}
	b.ReportAllocs()
	total := 0
	for i := 0; i < b.N; i++ {
		total += scoreBouquet(bouquets[i&3], false).Total
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "bouquets/s")
	if total < 0 {
		b.Fatal(total)
	}
}

func BenchmarkDeterminize(b *testing.B) {
	s, _ := NewState(WithPlayers(4), WithSeed(1))
	s, _ = s.Apply(Draw)
	o := s.Observe(s.ToMove())
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		d := o.Determinize(uint64(i))
		if d.pileLen == 0 {
			b.Fatal("empty")
		}
	}
}
