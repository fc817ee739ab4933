package rating

import "math"

// Rating is one player's Glicko-2 rating on the Glicko scale (1500 the
// start, a deviation of 350 knowing nothing).
type Rating struct {
	Rating     float64 `json:"rating"`
	Deviation  float64 `json:"deviation"`
	Volatility float64 `json:"volatility"`
}

// Start is the rating of a player who has played no rated game.
var Start = Rating{Rating: 1500, Deviation: 350, Volatility: 0.06}

// Tau constrains how fast the volatility changes (the paper suggests 0.3
// to 1.2). The games are partly luck: a weaker player wins often enough
// that a run of results says less about a change of strength than in
// chess, so the server takes a low one (Dominion Online's range is 0.3 to
// 0.4); see docs/ratings.md.
const Tau = 0.35

// ProvisionalDeviation is the deviation above which a rating is
// provisional (lichess's 110).
const ProvisionalDeviation = 110

// MinDeviation is the lowest deviation a rating keeps after a game (as
// lichess's floor), so that a long-established rating still moves.
const MinDeviation = 45

// scale is the Glicko-2 scale's factor (173.7178 = 400/ln 10).
const scale = 173.7178

// convergence is the tolerance of the volatility's iteration.
const convergence = 0.000001

// Provisional reports whether the rating is still provisional.
func (r Rating) Provisional() bool { return r.Deviation > ProvisionalDeviation }

// Result is one game against one opponent: Score 1 for a win, 0.5 a draw,
// 0 a loss, weighted by Weight (1 for a two-player game).
type Result struct {
	Opponent Rating
	Score    float64
	Weight   float64
}

func g(phi float64) float64 { return 1 / math.Sqrt(1+3*phi*phi/(math.Pi*math.Pi)) }

func e(mu, muj, phij float64) float64 { return 1 / (1 + math.Exp(-g(phij)*(mu-muj))) }

// Expected is a's expected score against b (its chance of winning, a draw
// counting half), both ratings' deviations widening the prediction.
func Expected(a, b Rating) float64 {
	pa, pb := a.Deviation/scale, b.Deviation/scale
	return e((a.Rating-1500)/scale, (b.Rating-1500)/scale, math.Sqrt(pa*pa+pb*pb))
}

// Update is r after one rating period's results, with the system
// constant tau (Tau for the server). With no results only the deviation
// grows, as the paper's step for a period without games.
func Update(r Rating, results []Result, tau float64) Rating {
	mu, phi, sigma := (r.Rating-1500)/scale, r.Deviation/scale, r.Volatility
	if len(results) == 0 {
		return bounded(Rating{Rating: r.Rating, Deviation: math.Sqrt(phi*phi+sigma*sigma) * scale, Volatility: sigma})
	}
	var vInv, sum float64
	for _, res := range results {
		muj, phij := (res.Opponent.Rating-1500)/scale, res.Opponent.Deviation/scale
		gj, ej := g(phij), e(mu, muj, phij)
		vInv += res.Weight * gj * gj * ej * (1 - ej)
		sum += res.Weight * gj * (res.Score - ej)
	}
	if vInv == 0 {
		return r
	}
	v := 1 / vInv
	delta := v * sum

	// The new volatility: the root of f by the Illinois algorithm (step 5).
	a := math.Log(sigma * sigma)
	f := func(x float64) float64 {
		ex := math.Exp(x)
		d := phi*phi + v + ex
		return ex*(delta*delta-phi*phi-v-ex)/(2*d*d) - (x-a)/(tau*tau)
	}
	A := a
	var B float64
	if delta*delta > phi*phi+v {
		B = math.Log(delta*delta - phi*phi - v)
	} else {
		k := 1.0
		for f(a-k*tau) < 0 {
			k++
		}
		B = a - k*tau
	}
	fA, fB := f(A), f(B)
	for math.Abs(B-A) > convergence {
		C := A + (A-B)*fA/(fB-fA)
		fC := f(C)
		if fC*fB <= 0 {
			A, fA = B, fB
		} else {
			fA /= 2
		}
		B, fB = C, fC
	}
	sigma2 := math.Exp(A / 2)

	phiStar := math.Sqrt(phi*phi + sigma2*sigma2)
	phi2 := 1 / math.Sqrt(1/(phiStar*phiStar)+1/v)
	mu2 := mu + phi2*phi2*sum
	return bounded(Rating{Rating: mu2*scale + 1500, Deviation: phi2 * scale, Volatility: sigma2})
}

// bounded keeps the deviation between MinDeviation and Start's.
func bounded(r Rating) Rating {
	r.Deviation = min(max(r.Deviation, MinDeviation), Start.Deviation)
	return r
}
