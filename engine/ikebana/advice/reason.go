package advice

import (
	"fmt"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/internal/seatview"
)

// Kind says what a reason claims. Its String is a stable id the app
// turns into a sentence in the player's language (ikebana.hint.<id>).
type Kind uint8

// The reasons for a suggestion. The first reason of an Advice says what
// the move does (completes to dear); the others, when there are any, say
// what the player gives up and what the search measured (passes-over,
// outlook, wins, even). The fields each kind sets are listed with it;
// Check verifies every one against the position.
const (
	// Completes: keep or buy Card, it completes the bouquet, which
	// then scores Score (combinations, colours, multiplier, Total; Gain
	// is what Card adds). A buy also sets Price and To, the seller.
	Completes Kind = iota
	// Builds: keep or buy Card, it adds Gain points to the bouquet
	// as it stands, which then scores Score, with ToCome cards still to
	// come. A buy also sets Price and To, the seller.
	Builds
	// Cheaper: keep Card, although a refusal could be paid: it would
	// cost Price, paid to To (the outlook and wins reasons that follow
	// give the numbers).
	Cheaper
	// Forced: keep Card, a refusal cannot be paid: it would cost
	// Price and the player has Prestige.
	Forced
	// Refuse: refuse Card and draw again, for Price paid to To.
	Refuse
	// Draw: draw, buying none of the discarded cards, though the
	// player could pay for at least one.
	Draw
	// Deny: buy Card for Price, paid to To, although it adds no
	// points to the bouquet as it stands (Score with it, ToCome cards to
	// come) and the normal level would not buy it: the search found that
	// it wins more often (keeping the card from the others, or whom the
	// price goes to).
	Deny
	// Prospects: buy Card for Price, paid to To: it adds no points
	// to the bouquet as it stands (Score with it, ToCome cards to come),
	// but the normal level's worth table expects the bouquet to end up
	// worth more with it than with a card drawn, by more than the price
	// (the normal level buys it too).
	Prospects
	// Nothing: draw, no other florist has a discarded card to sell.
	Nothing
	// Dear: draw, every discarded card costs more than the player's
	// Prestige.
	Dear
	// Passes: the move gives up Card, which would add Gain points to
	// the bouquet as it stands (Score with it, Total its points now), with
	// ToCome cards still to come after it: on a refusal the card turned
	// over; on a draw the discarded card that adds the most, and on a buy
	// the one that adds the most when it adds more than the card bought
	// (sold by To for Price). Points as they stand are not points at the end: the
	// outlook reason that follows says what the search expects.
	Passes
	// Outlook: the search expects the bouquet to score about Points
	// at the end of the round with the move, against AltPoints with Alt
	// (AltCard the card Alt takes or refuses, NoCard for a draw).
	Outlook
	// Wins: the search's chance of winning the game is Chance
	// percent with the move, against AltChance with Alt (AltCard as for
	// outlook). Given only when the chance may be shown.
	Wins
	// Even: the move and Alt win about as often: Chance and
	// AltChance percent, Alt a little more, but within the search's noise
	// (the search keeps to the normal level's judgement unless another
	// move does clearly better).
	Even
)

var reasonNames = [...]string{"completes", "builds", "cheaper", "forced", "refuse", "draw", "deny", "prospects",
	"nothing", "dear", "passes-over", "outlook", "wins", "even"}

// String returns the reason's id: "completes", "builds", "cheaper",
// "forced", "refuse", "draw", "deny", "prospects", "nothing", "dear",
// "passes-over", "outlook", "wins" or "even".
func (k Kind) String() string {
	if int(k) < len(reasonNames) {
		return reasonNames[k]
	}
	return fmt.Sprintf("reason(%d)", k)
}

// Reason is one claim about the suggestion, in kinds and numbers rather
// than words, so the app can say it in any language: "keep: completes
// 2-3-4-5, worth 12, bicolour" is Kind Completes with Score's
// combination a run from 2, Base 12 and Colours 2. Each kind sets only
// the fields its doc names; the others are zero (cards NoCard).
type Reason struct {
	Kind Kind
	// Card is the card the reason is about.
	Card ikebana.Card
	// Score is the bouquet with Card added, as it would stand (doubled in
	// a Bouquet-final round).
	Score ikebana.Score
	// Gain is how many points Card adds to the bouquet as it stands.
	Gain int
	// ToCome is how many cards the bouquet still needs after Card.
	ToCome int
	// Price is what a move costs and To who is paid.
	Price int
	To    ikebana.Seat
	// Prestige is the player's prestige.
	Prestige int
	// Alt is the move compared with, and AltCard the card it takes or
	// refuses (NoCard for a draw).
	Alt     ikebana.Move
	AltCard ikebana.Card
	// Points and AltPoints are the bouquet's expected points at the end
	// of the round, rounded (outlook).
	Points, AltPoints int
	// Chance and AltChance are chances of winning the game in percent,
	// rounded (wins, even).
	Chance, AltChance int
}

// newReason returns a reason of kind k with no card named.
func newReason(k Kind) Reason {
	return Reason{Kind: k, Card: ikebana.NoCard, AltCard: ikebana.NoCard}
}

// cardReason returns a reason of kind k about card c taken into bouquet b
// (the card's score and gain as the bouquet stands).
func cardReason(k Kind, b ikebana.Set, c ikebana.Card, double bool) Reason {
	r := newReason(k)
	r.Card = c
	r.Score = scoreWith(b, c, double)
	before, _ := ikebana.BouquetTotal(b, double)
	r.Gain = r.Score.Total - before
	r.ToCome = ikebana.BouquetSize - b.Len() - 1
	return r
}

// scoreWith scores bouquet b with card c added, as it would stand.
func scoreWith(b ikebana.Set, c ikebana.Card, double bool) ikebana.Score {
	sc, _ := ikebana.ScoreBouquet(b.Add(c), double)
	return sc
}

// moveCard is the card move m takes or refuses in observation o: the top
// of the seller's discard pile, the card turned over, or NoCard for a
// draw.
func moveCard(o *ikebana.Observation, m ikebana.Move) ikebana.Card {
	switch m.Kind {
	case ikebana.MoveBuy:
		if int(m.From) < ikebana.MaxPlayers {
			return o.Tops[m.From]
		}
		return ikebana.NoCard
	case ikebana.MoveKeep, ikebana.MoveRefuse:
		return o.Drawn
	}
	return ikebana.NoCard
}

// mainReason says what move m of the player in view v does; searched is
// set when the search chose m over the normal level's judgement.
func mainReason(v *seatview.View, m ikebana.Move, searched bool) Reason {
	b := v.Bouquet
	switch m.Kind {
	case ikebana.MoveDraw:
		r := newReason(drawReason(v))
		if r.Kind == Dear {
			r.Prestige = v.Prestige[v.Me]
		}
		return r
	case ikebana.MoveRefuse:
		r := newReason(Refuse)
		r.Card, r.Price, r.To = v.Drawn, v.Refusals+1, v.PayTo
		return r
	case ikebana.MoveBuy:
		c := v.Tops[m.From]
		r := cardReason(Prospects, b, c, v.Double)
		switch {
		case b.Len()+1 == ikebana.BouquetSize:
			r.Kind = Completes
		case r.Gain > 0:
			r.Kind = Builds
		case searched:
			r.Kind = Deny
		}
		r.Price, r.To = c.Value(), m.From
		if r.Kind == Deny || r.Kind == Prospects {
			r.Gain = 0
		}
		return r
	}
	c := v.Drawn
	r := cardReason(Cheaper, b, c, v.Double)
	switch {
	case b.Len()+1 == ikebana.BouquetSize:
		r.Kind = Completes
	case !v.CanRefuse():
		r.Kind = Forced
	case r.Gain > 0:
		r.Kind = Builds
	}
	switch r.Kind {
	case Forced:
		r.Price, r.Prestige = v.Refusals+1, v.Prestige[v.Me]
	case Cheaper:
		r.Price, r.To = v.Refusals+1, v.PayTo
	}
	if r.Kind == Forced || r.Kind == Cheaper {
		r.Score, r.Gain, r.ToCome = ikebana.Score{}, 0, 0
	}
	return r
}

// drawReason says why the player in view v draws rather than buys: no
// card to buy, none he can pay for, or none worth its price.
func drawReason(v *seatview.View) Kind {
	kind := Nothing
	for p := 0; p < v.Players; p++ {
		c := v.Tops[p]
		if ikebana.Seat(p) == v.Me || c == ikebana.NoCard {
			continue
		}
		if c.Value() <= v.Prestige[v.Me] {
			return Draw
		}
		kind = Dear
	}
	return kind
}

// passedCard is the card move m gives up that would have added points to
// the bouquet as it stands, and whether there is one: the card refused; on
// a draw the affordable discarded card that adds the most; on a buy the
// affordable discarded card that adds the most, when it adds more than
// the card bought (the first clockwise on a tie).
func passedCard(v *seatview.View, m ikebana.Move) (r Reason, ok bool) {
	if m.Kind == ikebana.MoveRefuse {
		r = cardReason(Passes, v.Bouquet, v.Drawn, v.Double)
		return r, r.Gain > 0
	}
	if m.Kind != ikebana.MoveDraw && m.Kind != ikebana.MoveBuy {
		return r, false
	}
	floor := 0 // what the passed card must add more than
	if m.Kind == ikebana.MoveBuy {
		floor = cardReason(Passes, v.Bouquet, v.Tops[m.From], v.Double).Gain
	}
	for q := range v.Players {
		if !v.CanBuy(q) || (m.Kind == ikebana.MoveBuy && ikebana.Seat(q) == m.From) {
			continue
		}
		c := cardReason(Passes, v.Bouquet, v.Tops[q], v.Double)
		if c.Gain > max(floor, 0) && (!ok || c.Gain > r.Gain) {
			r, ok = c, true
			r.Price, r.To = v.Tops[q].Value(), ikebana.Seat(q)
		}
	}
	return r, ok
}
