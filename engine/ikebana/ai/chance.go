package ai

import (
	"math"

	"github.com/koikoi-app/koikoi/engine/ikebana"
)

// The chance of winning at the end of a round.
//
// In the last round the playout ends the game and the value is exact: the
// seat's share of the win (1 alone, 1/k when k seats tie for the most
// prestige, 0 otherwise). Before it, each seat's prestige gain over the
// rounds left is taken as independent and normal, with the same mean for
// every seat and a spread of relSigma per round (measured between normal
// players, the Bouquet-final round counting finalVariance rounds). The seat wins
// when its gain beats every other seat's gain plus the gap: with z its own
// gain in spreads,
//
//	P(win) = ∫ φ(z) Π_q Φ(gap_q/s + z) dz,
//
// one integral over the seat's own gain, which every comparison shares.
// Multiplying the chances of beating each opponent, as if they were
// independent, counts that gain once per opponent: at a level table it
// gives 0.5^(n-1) instead of 1/n. The integral is taken by Gauss-Hermite
// quadrature, Φ by a table.

// relSigma is, per table size, the spread of one seat's prestige over a
// round around the table's mean, scaled by n/(n-1) to the spread of one
// seat's gain against independent others: measured over 400 games of
// normal players at each size (TestRoundSpread).
var relSigma = [ikebana.MaxPlayers + 1]float64{2: 16.1, 3: 15.6, 4: 14.7, 5: 14.3}

// finalVariance is, per table size, how many ordinary rounds the
// Bouquet-final round weighs in the spread: its bouquets score double but
// the prices do not, so the variance of a seat's prestige over it is 2.6
// to 3.1 times a round's, not 4 (measured between normal players, 1,500
// games at each size; TestRoundSpread).
var finalVariance = [ikebana.MaxPlayers + 1]float64{2: 3.06, 3: 2.69, 4: 2.64, 5: 2.77}

// winShare values a scored round for seat me: its share of the win, exact
// once the game is over, estimated before.
func winShare(s *ikebana.State, me ikebana.Seat) float64 {
	n := s.Players()
	var gaps [ikebana.MaxPlayers]float64
	mine := s.Prestige(me)
	if s.GameOver() {
		k := 0
		for q := range n {
			p := s.Prestige(ikebana.Seat(q))
			if p > mine {
				return 0
			}
			if p == mine {
				k++
			}
		}
		return 1 / float64(k)
	}
	// Rounds still to play, the last one counting finalVariance times
	// when the Bouquet final doubles it.
	left := float64(ikebana.Rounds - s.Round() - 1)
	if s.Rules().Final {
		left += finalVariance[n]
	} else {
		left++
	}
	sd := relSigma[n] * math.Sqrt(left)
	m := 0
	for q := range n {
		if ikebana.Seat(q) != me {
			gaps[m] = float64(mine-s.Prestige(ikebana.Seat(q))) / sd
			m++
		}
	}
	return firstChance(gaps[:m])
}

// firstChance is the chance that a standard normal gain z, plus gaps[q],
// beats every one of len(gaps) other independent standard normal gains.
func firstChance(gaps []float64) float64 {
	sum := 0.0
	for i, x := range hermiteX {
		p := hermiteW[i]
		for _, g := range gaps {
			p *= normalCDF(g + x)
			if p == 0 {
				break
			}
		}
		sum += p
	}
	return sum
}

// hermiteX and hermiteW are the nodes and weights of a 16-point
// Gauss-Hermite rule for the standard normal density: the expectation of
// f(z) is about Σ hermiteW[i] f(hermiteX[i]).
var hermiteX, hermiteW = hermiteRule(16)

// hermiteRule computes the n-point rule (Newton's method on the Hermite
// polynomials, as in Numerical Recipes' gauher), rescaled from the weight
// exp(-x²) to the standard normal density.
func hermiteRule(n int) (xs, ws []float64) {
	xs, ws = make([]float64, n), make([]float64, n)
	pim4 := math.Pow(math.Pi, -0.25)
	var z float64
	for i := 0; i < (n+1)/2; i++ {
		switch i {
		case 0:
			z = math.Sqrt(float64(2*n+1)) - 1.85575*math.Pow(float64(2*n+1), -0.16667)
		case 1:
			z -= 1.14 * math.Pow(float64(n), 0.426) / z
		case 2:
			z = 1.86*z - 0.86*xs[0]
		case 3:
			z = 1.91*z - 0.91*xs[1]
		default:
			z = 2*z - xs[i-2]
		}
		var pp float64
		for range 100 {
			p1, p2 := pim4, 0.0
			for j := 1; j <= n; j++ {
				p3 := p2
				p2 = p1
				p1 = z*math.Sqrt(2/float64(j))*p2 - math.Sqrt(float64(j-1)/float64(j))*p3
			}
			pp = math.Sqrt(2*float64(n)) * p2
			z1 := z
			z = z1 - p1/pp
			if math.Abs(z-z1) < 1e-14 {
				break
			}
		}
		xs[i], xs[n-1-i] = z, -z
		ws[i] = 2 / (pp * pp)
		ws[n-1-i] = ws[i]
	}
	for i := range xs {
		xs[i] *= math.Sqrt2
		ws[i] /= math.Sqrt(math.Pi)
	}
	return xs, ws
}

// The standard normal distribution function, tabulated on [-cdfRange,
// cdfRange] every 1/cdfStep and interpolated (error under 1e-4).
const (
	cdfRange = 8
	cdfStep  = 32
)

var cdfTable = func() (t [2*cdfRange*cdfStep + 2]float64) {
	for i := range t {
		x := float64(i)/cdfStep - cdfRange
		t[i] = 0.5 * math.Erfc(-x/math.Sqrt2)
	}
	return t
}()

// normalCDF is Φ(x).
func normalCDF(x float64) float64 {
	if x <= -cdfRange {
		return 0
	}
	if x >= cdfRange {
		return 1
	}
	f := (x + cdfRange) * cdfStep
	i := int(f)
	return cdfTable[i] + (f-float64(i))*(cdfTable[i+1]-cdfTable[i])
}
