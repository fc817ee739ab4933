package tutorial

import (
	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/advice"
)

// HintTexts says an advice.Advice as texts (ikebana.hint.*), one a reason in
// the advice's order, the main one first; then, when the search measured
// it and no reason already gave it, the chance of winning the game. The
// table's assist and the guided round's hint both say their advice this
// way. Claims tie each card and price named to the board.
func HintTexts(adv advice.Advice) []Text {
	ts := make([]Text, 0, len(adv.Reasons)+1)
	told := false // a reason gave the chance of winning
	for _, r := range adv.Reasons {
		ts = append(ts, reasonText(adv, r))
		told = told || r.Kind == advice.Wins || r.Kind == advice.Even
	}
	if adv.Searched && !told {
		ts = append(ts, Text{ID: "ikebana.hint.chance", Data: map[string]any{"Percent": Percent(adv.WinChance)}})
	}
	return ts
}

// Percent is a chance from 0 to 1 in whole percent, as the hints show it.
func Percent(p float64) int { return int(100*p + 0.5) }

// reasonText is one reason of adv as a text.
func reasonText(adv advice.Advice, r advice.Reason) Text {
	t := Text{ID: "ikebana.hint." + r.Kind.String(), Data: map[string]any{}}
	if r.Card != ikebana.NoCard {
		t.Data["Card"] = r.Card
	}
	switch r.Kind {
	case advice.Completes, advice.Builds, advice.Passes:
		t.Data["Gain"], t.Data["Total"] = r.Gain, r.Score.Total
		t.Data["Combos"], t.Data["Colours"] = Combos(r.Score), Colours(r.Score)
	case advice.Cheaper, advice.Refuse, advice.Deny, advice.Prospects:
		t.Data["Price"] = r.Price
	case advice.Forced:
		t.Data["Price"], t.Data["Prestige"] = r.Price, r.Prestige
	case advice.Dear:
		t.Data["Prestige"] = r.Prestige
	case advice.Outlook:
		t.Data["Points"], t.Data["AltPoints"], t.Data["Alt"] = r.Points, r.AltPoints, altText(r)
	case advice.Wins, advice.Even:
		t.Data["Chance"], t.Data["AltChance"], t.Data["Alt"] = r.Chance, r.AltChance, altText(r)
	}
	switch {
	case r.Card == ikebana.NoCard:
	case r.Kind == advice.Passes && adv.Move.Kind != ikebana.MoveRefuse:
		t.Claims = append(t.Claims, Claim{Place: OnDiscard, Card: r.Card, Seat: r.To, N: r.Price})
	case adv.Move.Kind == ikebana.MoveBuy:
		t.Claims = append(t.Claims, Claim{Place: OnDiscard, Card: r.Card, Seat: adv.Move.From, N: r.Price})
	default:
		t.Claims = append(t.Claims, Claim{Place: TurnedOver, Card: r.Card})
	}
	if r.Kind == advice.Refuse || r.Kind == advice.Cheaper {
		t.Claims = append(t.Claims, Claim{Place: RefuseCost, Seat: r.To, N: r.Price})
	}
	return t
}

// altIDs are the ids of the phrases naming a move, by kind.
var altIDs = [...]string{ikebana.MoveDraw: "draw", ikebana.MoveBuy: "buy", ikebana.MoveKeep: "keep", ikebana.MoveRefuse: "refuse"}

// altText names the move a reason compares the advice with, as a phrase
// ("by drawing", "by refusing red 4").
func altText(r advice.Reason) Text {
	t := Text{ID: "ikebana.hint.alt." + altIDs[r.Alt.Kind]}
	if r.AltCard != ikebana.NoCard {
		t.Data = map[string]any{"Card": r.AltCard}
	}
	return t
}
