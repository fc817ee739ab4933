package ai

import (
	"math"

	"github.com/koikoi-app/koikoi/engine/ikebana"
)

// The chance of winning at the end of a round.
//
// Each seat q has a drift d_q: what it gains per ordinary round over a
// normal player (0 for everyone unless the table is known: WithLevels,
// hintEdges). A playout plays every seat as the normal level judges, so
// each seat's drift over the part of the round the playout played is
// added at its end: the search's decision was taken with a fraction f of
// the round still to come (cards still to be taken over all cards of the
// round), which the playout played, and after the round come its R rounds
// left. With D = f + R the rounds of drift (the Bouquet-final round
// counting finalDrift, its bouquets scoring double), seat me's lead over
// seat q is its prestige lead plus (d_me − d_q)·D.
//
// In the last round the playout ends the game and the value is its share
// of the win with those leads: 1 when every lead is positive, 1/k when k−1
// leads are 0 and none negative, 0 otherwise; without drifts, exactly the
// share of the win the playout ended with. Before it, each seat q's
// prestige gain over the R rounds left is taken as independent and normal
// around the drift, with spread s = relSigma·√R (relSigma per round,
// measured between normal players, the Bouquet-final round counting
// finalVariance rounds). The seat wins when its gain beats every other
// seat's gain less its lead g_q: with z its own gain in spreads,
//
//	P(win) = ∫ φ(z) Π_q Φ(g_q/s + z) dz,
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

// finalDrift is how many ordinary rounds the Bouquet-final round weighs in
// a seat's drift: what a stronger player gains comes from its bouquets,
// which score double.
const finalDrift = 2

// drifts holds each seat's drift, in prestige per ordinary round over a
// normal player, and the rounds of drift the playouts played; the zero
// value is a table of normal players.
type drifts struct {
	d   [ikebana.MaxPlayers]float64
	now float64 // f: how much of the current round was still to come
}

// winShare values a scored round for seat me: its share of the win, exact
// once the game is over, estimated before; with each seat's drift d.
func winShare(s *ikebana.State, me ikebana.Seat, d *drifts) float64 {
	n := s.Players()
	var prestige [ikebana.MaxPlayers]int
	for q := range n {
		prestige[q] = s.Prestige(ikebana.Seat(q))
	}
	if !s.GameOver() {
		return chanceAfter(prestige[:n], me, s.Round(), s.Rules().Final, d)
	}
	now := d.now
	if s.Rules().Final {
		now *= finalDrift
	}
	return gameShare(prestige[:n], me, d, now)
}

// gameShare is seat me's share of the win when the game ends with these
// prestiges, each seat q's lead over me lessened by (d_me − d_q)·now.
func gameShare(prestige []int, me ikebana.Seat, d *drifts, now float64) float64 {
	k := 1
	for q, p := range prestige {
		if ikebana.Seat(q) == me {
			continue
		}
		lead := float64(prestige[me]-p) + (d.d[me]-d.d[q])*now
		switch {
		case lead < 0:
			return 0
		case lead == 0:
			k++
		}
	}
	return 1 / float64(k)
}

// chanceAfter is seat me's chance of winning when round (1 to Rounds-1;
// 0 before the first) has been scored and the game goes on with drifts d.
func chanceAfter(prestige []int, me ikebana.Seat, round int, final bool, d *drifts) float64 {
	n := len(prestige)
	// Rounds still to play, the last one counting finalVariance times in
	// the spread and finalDrift times in the drift when the Bouquet final
	// doubles it.
	left := float64(ikebana.Rounds - round)
	spread, drift := left, left+d.now
	if final {
		spread += finalVariance[n] - 1
		drift += finalDrift - 1
	}
	sd := relSigma[n] * math.Sqrt(spread)
	var gaps [ikebana.MaxPlayers]float64
	m := 0
	for q := range n {
		if ikebana.Seat(q) != me {
			gaps[m] = (float64(prestige[me]-prestige[q]) + (d.d[me]-d.d[q])*drift) / sd
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

// hintEdges is, per table size, the drift of a seat that follows the
// advice over a computer of each calibrated level (hard at AppHardBudget):
// what it gains on it per ordinary round, the edge whose predictions had
// the least Brier score over 279 games against normal computers and 214
// against hard ones (`ikebana calibrate --sweep`, docs/ikebana-ai.md).
// Against hard computers every edge from -4 to +1 fits within 0.003 of the
// best: the seat plays as well as they do.
var hintEdges = map[string][ikebana.MaxPlayers + 1]float64{
	"normal": {2: 2, 3: 3, 4: 4, 5: 4},
	"hard":   {2: 0, 3: 0, 4: 0, 5: 0},
}

// hintEdge returns the drift of a seat that follows the advice over a
// computer of level at a table of n, and whether it was measured.
func hintEdge(n int, level string) (float64, bool) {
	e, ok := hintEdges[level]
	return e[n], ok
}
