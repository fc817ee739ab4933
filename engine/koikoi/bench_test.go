package koikoi

import "testing"

// randomRound plays s to the end of its round with uniformly random legal
// moves drawn from rng, allocating nothing.
func randomRound(s State, rng *splitMix) State {
	var buf [16]Move
	for s.phase != PhaseRoundOver && s.phase != PhaseGameOver {
		ms := s.AppendLegalMoves(buf[:0])
		next, err := s.Apply(ms[rng.Intn(len(ms))])
		if err != nil {
			panic(err)
		}
		s = next
	}
	return s
}

func BenchmarkRandomRound(b *testing.B) {
	for _, name := range PresetNames {
		b.Run(name, func(b *testing.B) {
			start, err := NewState(WithRules(MustPreset(name)), WithSeed(1))
			if err != nil {
				b.Fatal(err)
			}
			rng := splitMix(7)
			s := start
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if s.phase == PhaseRoundOver {
					s, _ = s.NextRound() // deal
				}
				if s.phase == PhaseGameOver {
					s = start
				}
				s = randomRound(s, &rng)
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "rounds/s")
		})
	}
}

func BenchmarkScore(b *testing.B) {
	sets := []Set{
		mustSet("jan-crane mar-curtain aug-moon sep-sake jan-poetry feb-poetry mar-poetry jun-blue jan-plain-1 feb-plain-1"),
		mustSet("jul-boar oct-deer jun-butterflies aug-geese nov-swallow jun-blue sep-blue oct-blue may-ribbon"),
		mustSet("jan-plain-1 jan-plain-2 feb-plain-1 feb-plain-2 mar-plain-1 mar-plain-2 apr-plain-1 apr-plain-2 may-plain-1 may-plain-2 dec-plain-1"),
	}
	for _, name := range PresetNames {
		b.Run(name, func(b *testing.B) {
			r := MustPreset(name)
			ctx := ScoreContext{Month: 3, KoiOpp: 1}
			b.ReportAllocs()
			total := 0
			for i := 0; i < b.N; i++ {
				total += r.Score(sets[i%len(sets)], ctx).Total
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "sets/s")
			if total < 0 {
				b.Fatal(total)
			}
		})
	}
}

func mustSet(text string) Set {
	s, err := ParseSet(text)
	if err != nil {
		panic(err)
	}
	return s
}
