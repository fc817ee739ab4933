package advice

import (
	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/ai"
)

// Decision is the advice at the Koi-Koi/Shobu choice: one recommendation,
// the numbers behind it and the reasons that tie them together.
type Decision struct {
	// Move is the recommendation, koikoi.KoiKoi or koikoi.Shobu: the hard
	// level's choice.
	Move koikoi.Move
	// ShobuPoints is what stopping now scores (the 7-point doubling and
	// the multipliers included).
	ShobuPoints int
	// KoiPoints is the mean of the round's points after a Koi-Koi: what
	// the player scores when he wins the round, minus what the other
	// player scores when he does (the doubling and the multipliers
	// included, since the sampled rounds are scored by the rules).
	KoiPoints float64
	// ScoreAgain is the calibrated chance that after a Koi-Koi the player
	// makes a new or better yaku before the other player makes one.
	ScoreAgain float64
	// Favoured is the move the points favour: KoiKoi when KoiPoints is
	// above ShobuPoints, else Shobu.
	Favoured koikoi.Move
	// Samples is the number of sampled deals behind KoiPoints and
	// ScoreAgain.
	Samples int
	// Reasons explain the recommendation: what the game's score decides
	// first, then the doubling, the threats, the hand, the points, and
	// why the recommendation differs from the points when it does.
	Reasons []Reason
}

// decide builds the decision for the recommended move m from the forecast.
func decide(obs *koikoi.Observation, m koikoi.Move, f ai.KoiForecast) *Decision {
	sc := obs.Score()
	d := &Decision{Move: m, ShobuPoints: sc.Total, KoiPoints: f.KoiPoints, ScoreAgain: f.ScoreAgain,
		Favoured: koikoi.Shobu, Samples: f.Samples}
	if f.KoiPoints > float64(sc.Total) {
		d.Favoured = koikoi.KoiKoi
	}
	game := gameReason(obs, m)
	if game != nil {
		d.Reasons = append(d.Reasons, *game)
	}
	if obs.Rules.SevenDoubles {
		switch {
		case sc.Doubled:
			d.Reasons = append(d.Reasons, Reason{Kind: Doubled, Points: sc.Base, Total: sc.Total})
		case sc.Base >= 5:
			d.Reasons = append(d.Reasons, Reason{Kind: SevenDoubles, Points: sc.Base, Need: 7 - sc.Base})
		}
	}
	for _, p := range obs.Rules.Progress(obs.OppCaptured, obs.Month) {
		if p.Need-p.Have == 1 && reachable(obs.Rules, obs.Month, p, obs.Captured) {
			d.Reasons = append(d.Reasons, Reason{Kind: Threat, Yaku: p.Yaku, Have: p.Have, Need: p.Need})
		}
	}
	if n := obs.Hand.Len(); n <= 2 {
		d.Reasons = append(d.Reasons, Reason{Kind: HandShort, Have: n})
	}
	d.Reasons = append(d.Reasons, Reason{Kind: PointsFavour, Alt: d.Favoured})
	if d.Favoured != m && game == nil {
		d.Reasons = append(d.Reasons, Reason{Kind: FollowsSearch, Alt: d.Favoured,
			You: obs.ScoreSelf, Opp: obs.ScoreOpp, Have: obs.Rounds - obs.Round})
	}
	return d
}

// gameReason says what the game's score decides, in its last round: that
// Shobu now wins the game, or, when the recommendation m is Koi-Koi, that
// Shobu loses it; nil when the score decides nothing. (When even a Koi-Koi
// is all but sure to lose, the search may stop to lose by less: then the
// points explain the choice.)
func gameReason(obs *koikoi.Observation, m koikoi.Move) *Reason {
	if obs.Round < obs.Rounds {
		return nil
	}
	you, opp := shobuFinal(obs)
	switch {
	case you > opp:
		return &Reason{Kind: ShobuWinsGame, You: you, Opp: opp}
	case you < opp && m == koikoi.KoiKoi:
		return &Reason{Kind: ShobuLosesGame, You: you, Opp: opp}
	}
	return nil
}

// shobuFinal returns the game's scores after a Shobu now.
func shobuFinal(obs *koikoi.Observation) (you, opp int) {
	pts := obs.Score().Total
	you, opp = obs.ScoreSelf+pts, obs.ScoreOpp
	if obs.Rules.ZeroSum {
		opp -= pts
	}
	return you, opp
}
