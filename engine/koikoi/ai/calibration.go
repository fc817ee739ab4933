package ai

// calibrationKnots maps the raw share of sampled deals in which a Koi-Koi
// scored again first (x) to the share observed in play (y), by linear
// interpolation between the knots.
//
// How it was fitted: `koikoi calibrate -n 20000 --hard 0 --raw` (games
// from seed 1 on, the four presets in turn, normal players) forecast 20,000
// Koi-Koi decisions and played a Koi-Koi out from each with the real hidden
// cards. The decisions were binned by raw forecast in tenths; each knot is
// a bin's mean raw forecast and observed rate (already increasing, so the
// pool-adjacent-violators pass changed nothing), with the ends anchored at
// (0, 0.01) and (1, 0.985) from the outer twentieths. The raw forecast ran
// 3 to 7 points under what happened from 0 to 80 %: its sampled deals give
// the other player any unseen cards, while a real player's hand is thinned
// by what he could not take. docs/advisor.md gives the tables on fresh
// seeds; TestCalibration checks them.
var calibrationKnots = [...]struct{ x, y float64 }{
	{0, 0.01},
	{0.056, 0.089}, {0.152, 0.220}, {0.251, 0.309}, {0.352, 0.419}, {0.449, 0.510},
	{0.549, 0.583}, {0.648, 0.692}, {0.747, 0.779}, {0.846, 0.844}, {0.956, 0.951},
	{1, 0.985},
}

// Calibrate maps the raw share of sampled deals in which a Koi-Koi scored
// again first to the chance observed in play (see calibrationKnots).
func Calibrate(raw float64) float64 {
	k := calibrationKnots
	if raw <= k[0].x {
		return k[0].y
	}
	for i := 1; i < len(k); i++ {
		if raw <= k[i].x {
			a, b := k[i-1], k[i]
			return a.y + (b.y-a.y)*(raw-a.x)/(b.x-a.x)
		}
	}
	return k[len(k)-1].y
}

// The line that maps the mean points of the sampled Koi-Koi rounds to the
// mean points that came in play, fitted by least squares on the same
// 20,000 decisions: the samples' rounds came out about 1.1 points too low
// (−1.3 on fresh seeds before the correction, −0.2 after).
const (
	koiPointsOffset = 1.376
	koiPointsScale  = 0.967
)

// CalibratePoints maps the mean round points of a Koi-Koi over the sampled
// deals to the mean observed in play (see koiPointsOffset).
func CalibratePoints(raw float64) float64 { return koiPointsOffset + koiPointsScale*raw }
