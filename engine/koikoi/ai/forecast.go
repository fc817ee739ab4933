package ai

import "github.com/koikoi-app/koikoi/engine/koikoi"

// KoiForecast is what a Koi-Koi call is expected to bring a seat deciding
// Koi-Koi or Shobu, over deals sampled from the cards it cannot see and
// played on by the normal level's judgement for both seats.
type KoiForecast struct {
	// ScoreAgain is the calibrated chance that, after a Koi-Koi, the seat
	// makes a new or better yaku before the other player makes one (see
	// Calibrate).
	ScoreAgain float64
	// RawScoreAgain is the share of the sampled deals in which it did,
	// before calibration.
	RawScoreAgain float64
	// KoiPoints is the expected round's points for the seat after a
	// Koi-Koi: what it scores when it wins the round, minus what the other
	// player scores when he wins it, 0 for a drawn round; the sampled
	// deals' mean, calibrated (see CalibratePoints). What stopping now
	// scores is Observation.Score().Total.
	KoiPoints float64
	// RawKoiPoints is the sampled deals' mean before calibration.
	RawKoiPoints float64
	// Samples is the number of deals behind the figures.
	Samples int
}

// ForecastSamples is the number of sampled deals behind a forecast.
const ForecastSamples = 400

// Forecast estimates what calling Koi-Koi brings the seat to move in a
// Koi-Koi decision. It returns the zero KoiForecast for any other decision
// and when Koi-Koi is not allowed (an empty hand). Only WithSeed of the
// options matters.
func Forecast(obs *koikoi.Observation, opts ...Option) KoiForecast {
	if obs.Phase != koikoi.PhaseKoiKoi || !obs.IsLegal(koikoi.KoiKoi) {
		return KoiForecast{}
	}
	c := newConfig(opts)
	w := &searcher{know: newKnow(obs.Rules, obs.Month), me: obs.Seat, r: decisionRNG(c.Seed^0x6b6f69, obs)}
	f := KoiForecast{Samples: ForecastSamples}
	first, points := 0, 0
	for range ForecastSamples {
		s := w.sample(obs)
		s, _ = s.Apply(koikoi.KoiKoi)
		again := false
		for s.Phase() < koikoi.PhaseRoundOver {
			if s.Phase() == koikoi.PhaseKoiKoi && !again {
				again = true
				if s.ToMove() == obs.Seat {
					first++
				}
			}
			next, err := s.Apply(policyMove(&s, w.know, &w.r, 0))
			if err != nil {
				break // no legal move: a position the rules do not reach
			}
			s = next
		}
		if res := s.Result(); s.Phase() == koikoi.PhaseRoundOver && !res.Draw {
			if !again && res.Winner == obs.Seat {
				first++ // an exhaustion win (museum) scores without a new yaku
			}
			if res.Winner == obs.Seat {
				points += res.Points
			} else {
				points -= res.Points
			}
		}
	}
	f.RawScoreAgain = float64(first) / ForecastSamples
	f.ScoreAgain = Calibrate(f.RawScoreAgain)
	f.RawKoiPoints = float64(points) / ForecastSamples
	f.KoiPoints = CalibratePoints(f.RawKoiPoints)
	return f
}

// KoiKoiChance is Forecast(obs, opts...).ScoreAgain: for a seat deciding
// Koi-Koi or Shobu, the calibrated chance that after a Koi-Koi it makes a
// new or better yaku before the other player makes one.
func KoiKoiChance(obs *koikoi.Observation, opts ...Option) float64 {
	return Forecast(obs, opts...).ScoreAgain
}
