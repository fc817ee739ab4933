package koikoi

import (
	"math"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/advice"
	"github.com/koikoi-app/koikoi/engine/koikoi/names"
	"github.com/koikoi-app/koikoi/i18n"
)

// adviceSentences words the reasons of an advice given for obs, one
// sentence each, in the order of adv.Reasons (ids advice.<kind>). opp is
// the other player's name. Each sentence names exactly the cards, yaku
// and numbers of its reason, which advice.Check verified: the table's
// hint, the Koi-Koi dialog and the lessons all say them through here.
func adviceSentences(l *i18n.Localizer, obs *koikoi.Observation, adv advice.Advice, opp string) []string {
	out := make([]string, 0, len(adv.Reasons))
	for _, r := range adv.Reasons {
		if s := reasonSentence(l, obs, adv, r, opp); s != "" {
			out = append(out, s)
		}
	}
	return out
}

// reasonSentence words one reason of adv.
func reasonSentence(l *i18n.Localizer, obs *koikoi.Observation, adv advice.Advice, r advice.Reason, opp string) string {
	id := "advice." + r.Kind.String()
	switch r.Kind {
	case advice.Takes:
		own := ownCard(obs, adv.Move)
		return l.T(id, M{"Card": cardNoun(l, own), "Cards": cardList(l, r.Cards.Remove(own))})
	case advice.MakesYaku:
		return l.T(id, M{"Yaku": names.Yaku(l, r.Yaku), "Points": l.N("count.points", r.Points)})
	case advice.Progress:
		return l.N(id, r.Have, M{"Yaku": names.Yaku(l, r.Yaku), "Need": l.Number(r.Need)})
	case advice.Blocks, advice.Threat:
		return l.N(id, r.Have, M{"Yaku": names.Yaku(l, r.Yaku), "Need": l.Number(r.Need), "Name": opp,
			"Cards": cardList(l, r.Cards)})
	case advice.RainMan:
		data := M{"Card": cardList(l, r.Cards), "Yaku": names.Yaku(l, r.Yaku)}
		if r.Have == 0 {
			return l.T(id+".none", data)
		}
		return l.N(id, r.Have, data)
	case advice.NoCapture, advice.Wild, advice.Blind:
		return l.T(id)
	case advice.Cheapest, advice.MonthGone:
		return l.T(id, M{"Card": cardList(l, r.Cards)})
	case advice.MonthHeld:
		return l.T(id, M{"Card": cardList(l, r.Cards), "Held": cardList(l, r.Held), "Name": opp})
	case advice.PassesOver:
		if r.Alt.Kind == koikoi.MoveCapture {
			return l.T(id+".capture", M{"Cards": cardList(l, r.Cards)})
		}
		return l.T(id, M{"Card": cardNoun(l, r.Alt.Card), "Cards": cardList(l, r.Cards)})
	case advice.Forgoes:
		return l.T(id, M{"Card": cardNoun(l, r.Alt.Card), "Cards": cardList(l, r.Cards)})
	case advice.Rated:
		return l.T(id+"."+ratedBand(r.Percent), M{"Alt": moveName(l, r.Alt)})
	case advice.ShobuWinsGame, advice.ShobuLosesGame:
		return l.T(id, M{"You": l.Number(r.You), "Opp": l.Number(r.Opp)})
	case advice.Doubled:
		return l.T(id, M{"Points": l.N("count.points", r.Points), "Total": l.N("count.points", r.Total)})
	case advice.SevenDoubles:
		return l.N(id, r.Need, M{"Points": l.N("count.points", r.Points)})
	case advice.HandShort:
		if r.Have == 0 {
			return l.T(id + ".none")
		}
		return l.N(id, r.Have)
	case advice.PointsFavour:
		d := adv.Decision
		if d == nil {
			return ""
		}
		return l.T(id+"."+r.Alt.String(), M{"Shobu": l.N("count.points", d.ShobuPoints),
			"Koi": meanPoints(l, d.KoiPoints)})
	case advice.FollowsSearch:
		data := M{"Alt": moveName(l, r.Alt), "You": l.Number(r.You), "Opp": l.Number(r.Opp)}
		if r.Have == 0 {
			return l.T(id+".last", data)
		}
		return l.N(id, r.Have, data)
	}
	return ""
}

// ownCard is the card of the player's that a move plays: the hand card
// played, or the card waiting for its capture.
func ownCard(obs *koikoi.Observation, m koikoi.Move) koikoi.Card {
	if m.Kind == koikoi.MoveCapture {
		return obs.Pending
	}
	return m.Card
}

// ratedBand words the search's margin (0–100 points of its scale, not a
// chance): about as good, slightly, clearly or far above.
func ratedBand(p int) string {
	switch {
	case p <= 0:
		return "even"
	case p < 5:
		return "slight"
	case p < 15:
		return "clear"
	}
	return "far"
}

// moveName names a move another reason compares with: playing or taking
// a card, Koi-Koi or Shobu.
func moveName(l *i18n.Localizer, m koikoi.Move) string {
	switch m.Kind {
	case koikoi.MovePlay:
		return l.T("advice.alt.play", M{"Card": cardNoun(l, m.Card)})
	case koikoi.MoveCapture:
		return l.T("advice.alt.capture", M{"Card": cardNoun(l, m.Card)})
	case koikoi.MoveGaji:
		return l.T("advice.alt.gaji")
	case koikoi.MoveKoiKoi:
		return l.T("term.koikoi")
	case koikoi.MoveShobu:
		return l.T("term.shobu")
	}
	return m.String()
}

// cardList names the cards of s in deck order for a sentence, as the
// language lists them: "A", "A and B", "A, B and C".
func cardList(l *i18n.Localizer, s koikoi.Set) i18n.Noun {
	return cardNouns(l, s, func(list []string) string {
		switch len(list) {
		case 0:
			return ""
		case 1:
			return list[0]
		}
		out := list[0]
		for _, n := range list[1 : len(list)-1] {
			out = l.T("advice.list.more", M{"A": out, "B": n})
		}
		return l.T("advice.list.last", M{"A": out, "B": list[len(list)-1]})
	})
}

// meanPoints writes the mean points a round ends with, a total like
// Shobu's, with one decimal: "8.8 points", "−1.2 points" (a minus sign,
// as the score shows, when the other player tends to win the round).
func meanPoints(l *i18n.Localizer, x float64) string {
	x = math.Round(x*10) / 10
	n := l.Decimal(math.Abs(x))
	if x < 0 {
		n = "−" + n
	}
	return l.T("advice.points.mean", M{"N": n})
}

// percent writes a chance of 0 to 1 as a whole percentage the language's
// way ("48%", "48 %" with a space that never breaks the line).
func percent(l *i18n.Localizer, p float64) string {
	return l.T("advice.percent", M{"N": l.Number(int(math.Round(100 * p)))})
}
