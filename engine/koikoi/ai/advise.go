package ai

import "github.com/koikoi-app/koikoi/engine/koikoi"

// Advice is the assist shown to players who turn hints on.
type Advice struct {
	// Move is the suggested move.
	Move koikoi.Move
	// WinProb is, for a Koi-Koi decision, the estimated chance that going
	// on improves the seat's yaku before the other player scores.
	WinProb float64
	// HasWinProb says whether WinProb is set.
	HasWinProb bool
	// Reason is a short machine-readable tag for the suggestion, such as
	// "capture-bright", "block", "discard-safe", "koikoi" or "shobu".
	Reason string
}

// koiSamples is the number of sampled deals behind a Koi-Koi estimate.
const koiSamples = 400

// Advise returns the hard level's suggestion for the seat to move, and for
// a Koi-Koi decision the chance of improving first. It takes the same
// options as New; a smaller budget answers faster.
func Advise(obs *koikoi.Observation, opts ...Option) Advice {
	c := newConfig(opts)
	h := newHard(c)
	m, _ := h.search(obs)
	a := Advice{Move: m}
	switch obs.Phase {
	case koikoi.PhaseKoiKoi:
		a.WinProb, a.HasWinProb = KoiKoiChance(obs, opts...), true
		a.Reason = "shobu"
		if m.Kind == koikoi.MoveKoiKoi {
			a.Reason = "koikoi"
		}
	case koikoi.PhaseExchange:
		a.Reason = "keep"
		if m.Kind == koikoi.MoveExchange {
			a.Reason = "exchange"
		}
	case koikoi.PhaseCaptureHand, koikoi.PhaseCaptureDraw:
		a.Reason = captureReason(koikoi.SetOf(obs.Pending, m.Card))
	default:
		k := h.normal.knowFor(obs)
		v := viewOf(k, obs)
		a.Reason = playReason(&v, m)
	}
	return a
}

// KoiKoiChance estimates, for a seat deciding Koi-Koi or Shobu, the chance
// that after a Koi-Koi it makes a new or better yaku before the other
// player makes one (or the hands run out), over deals sampled from the
// unseen cards and played on by the normal level's judgement.
func KoiKoiChance(obs *koikoi.Observation, opts ...Option) float64 {
	if obs.Phase != koikoi.PhaseKoiKoi || !obs.ToMove {
		return 0
	}
	c := newConfig(opts)
	w := &searcher{know: newKnow(obs.Rules, obs.Month), me: obs.Seat, r: decisionRNG(c.seed^0x6b6f69, obs)}
	wins := 0
	for range koiSamples {
		s := w.sample(obs)
		s, _ = s.Apply(koikoi.KoiKoi)
		for s.Phase() < koikoi.PhaseRoundOver && s.Phase() != koikoi.PhaseKoiKoi {
			next, err := s.Apply(policyMove(&s, w.know, &w.r, playoutEpsilon))
			if err != nil {
				break // no legal move: a position the rules do not reach
			}
			s = next
		}
		switch s.Phase() {
		case koikoi.PhaseKoiKoi:
			if s.ToMove() == obs.Seat {
				wins++
			}
		case koikoi.PhaseRoundOver:
			if res := s.Result(); !res.Draw && res.Winner == obs.Seat {
				wins++
			}
		}
	}
	return float64(wins) / koiSamples
}
