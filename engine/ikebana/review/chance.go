package review

import (
	"math"

	"github.com/koikoi-app/koikoi/engine/ikebana"
)

// The luck is measured in win share, valued at the end of each round: at
// the game's end the share itself, before it each seat's chance of winning
// from the prestige as it stands and the rounds left. The chance is the
// hard level's model (docs/ikebana-ai.md): every seat's gain over the
// rounds left independent and normal, with the spread per round measured
// between normal players, the Bouquet-final round weighing more.

// roundSpread is, per table size, the spread of a seat's prestige gain over
// one round (engine/ikebana/ai's relSigma).
var roundSpread = [ikebana.MaxPlayers + 1]float64{2: 16.1, 3: 15.6, 4: 14.7, 5: 14.3}

// finalRounds is, per table size, how many ordinary rounds the
// Bouquet-final round weighs in the spread (engine/ikebana/ai's
// finalVariance).
var finalRounds = [ikebana.MaxPlayers + 1]float64{2: 3.06, 3: 2.69, 4: 2.64, 5: 2.77}

// chanceGrid is the number of points the integral over a seat's own gain
// is taken on, from −7 to +7 spreads.
const chanceGrid = 113

// roundEndShares values a state at the end of a round: the win shares at
// the game's end, each seat's chance of winning before it.
func roundEndShares(s *ikebana.State) shares {
	if s.GameOver() {
		return winShares(s)
	}
	n := s.Players()
	left := float64(ikebana.Rounds - s.Round() - 1)
	if s.Rules().Final {
		left += finalRounds[n]
	} else {
		left++
	}
	sd := roundSpread[n] * math.Sqrt(left)
	var out shares
	total := 0.0
	for p := range n {
		// P(p wins) = ∫ φ(z) Π_q Φ(gap_q/sd + z) dz, on a grid.
		const lo, hi = -7.0, 7.0
		h := (hi - lo) / (chanceGrid - 1)
		sum := 0.0
		for k := range chanceGrid {
			z := lo + float64(k)*h
			v := math.Exp(-z*z/2) / math.Sqrt(2*math.Pi)
			for q := range n {
				if q != p {
					gap := float64(s.Prestige(ikebana.Seat(p))-s.Prestige(ikebana.Seat(q))) / sd
					v *= 0.5 * math.Erfc(-(gap+z)/math.Sqrt2)
				}
			}
			sum += v * h
		}
		out[p] = sum
		total += sum
	}
	for p := range n {
		out[p] *= 100 / total // the shares of one win
	}
	return out
}
