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
