package ai

import (
	"fmt"

	"github.com/koikoi-app/koikoi/engine/ikebana"
)

// ReasonKind says why a move is suggested. Its String is a stable id the
// app turns into a sentence in the player's language.
type ReasonKind uint8

// The reasons for a suggestion.
const (
	// ReasonCompletes: keep or buy the card, it completes the bouquet;
	// Reason.Score is what the bouquet scores.
	ReasonCompletes ReasonKind = iota
	// ReasonBuilds: keep or buy the card, it adds to what the bouquet
	// scores as it stands (Reason.Score, Reason.Gain).
	ReasonBuilds
	// ReasonCheaper: keep the card, it adds nothing much, but drawing again
	// would cost Reason.Price, paid to Reason.To, more than it is worth.
	ReasonCheaper
	// ReasonForced: keep the card, a refusal (Reason.Price) cannot be paid.
	ReasonForced
	// ReasonRefuse: refuse the card, drawing again is worth more than
	// Reason.Price paid to Reason.To.
	ReasonRefuse
	// ReasonDraw: draw, no discarded card is worth its price (there are
	// some the player could pay for).
	ReasonDraw
	// ReasonDeny: buy the card mostly to keep it from a rival or to pay a
	// trailing player: the search found it wins more often than drawing.
	ReasonDeny
	// ReasonProspects: buy the card: it adds nothing yet, but the bouquet
	// is likely to end up worth more with it than with a card drawn.
	ReasonProspects
	// ReasonNothing: draw, no other florist has a discarded card to sell
	// (none was discarded yet, or those discarded were bought).
	ReasonNothing
	// ReasonDear: draw, the player cannot pay for any discarded card.
	ReasonDear
)

var reasonNames = [...]string{"completes", "builds", "cheaper", "forced", "refuse", "draw", "deny", "prospects", "nothing", "dear"}

// String returns the reason's id: "completes", "builds", "cheaper",
// "forced", "refuse", "draw", "deny", "prospects", "nothing" or "dear".
func (k ReasonKind) String() string {
	if int(k) < len(reasonNames) {
		return reasonNames[k]
	}
	return fmt.Sprintf("reason(%d)", k)
}

// Reason is why a move is suggested, in numbers and kinds rather than
// words, so the app can say it in any language: "keep: completes
// 2-3-4-5, worth 12, bicolour" is Kind ReasonCompletes with Score's
// combination a run from 2, Base 12 and Colours 2.
type Reason struct {
	Kind ReasonKind
	// Card is the card kept, refused or bought (NoCard for a draw).
	Card ikebana.Card
	// Score is the bouquet with the card as it would stand (for keep and
	// buy): its combinations, colours, multiplier and total.
	Score ikebana.Score
	// Gain is how many points the card adds to the bouquet as it stands.
	Gain int
	// Price and To: what the move costs and who is paid (refuse, buy), or
	// what refusing would cost (ReasonCheaper, ReasonForced).
	Price int
	To    ikebana.Seat
}

// Advice is the assist shown to players who turn hints on.
type Advice struct {
	// Move is the suggested move.
	Move ikebana.Move
	// Reason says why.
	Reason Reason
	// WinChance is the search's estimate of the seat's chance of winning
	// the game after the move (0 to 1); Searched is false when there was
	// nothing to search (one legal move) and WinChance is not set.
	WinChance float64
	Searched  bool
}

// Advise returns the hard level's suggestion for the seat to move and why.
// It takes the same options as New; a smaller budget answers faster. It
// returns the zero Advice when the seat is not to move.
func Advise(obs *ikebana.Observation, opts ...Option) Advice {
	if !obs.MyTurn() {
		return Advice{Move: noMove, Reason: Reason{Card: ikebana.NoCard}}
	}
	h := &hardPlayer{cfg: newConfig(opts)}
	m, stats := h.search(obs)
	a := Advice{Move: m}
	for _, st := range stats {
		if st.move == m && len(stats) > 1 {
			a.WinChance, a.Searched = min(1, max(0, st.value)), true
		}
	}
	v := observationView(obs)
	a.Reason = reasonFor(&v, m, m != normalMove(&v))
	return a
}

// drawReason says why the player in view v draws rather than buys: no
// card to buy, none he can pay for, or none worth its price.
func drawReason(v *view) ReasonKind {
	kind := ReasonNothing
	for p := 0; p < v.players; p++ {
		c := v.tops[p]
		if ikebana.Seat(p) == v.me || c == ikebana.NoCard {
			continue
		}
		if c.Value() <= v.prestige[v.me] {
			return ReasonDraw
		}
		kind = ReasonDear
	}
	return kind
}

// reasonFor explains move m of the player in view v; searched is set
// when the search chose m over the normal level's judgement.
func reasonFor(v *view, m ikebana.Move, searched bool) Reason {
	b := v.bouquet
	switch m.Kind {
	case ikebana.MoveDraw:
		return Reason{Kind: drawReason(v), Card: ikebana.NoCard}
	case ikebana.MoveRefuse:
		return Reason{Kind: ReasonRefuse, Card: v.drawn, Price: v.refusals + 1, To: v.payTo,
			Score: scoreWith(b, v.drawn, v.double), Gain: partialGain(b, v.drawn) * int(v.mult())}
	case ikebana.MoveBuy:
		c := v.tops[m.From]
		r := Reason{Card: c, Price: c.Value(), To: m.From, Score: scoreWith(b, c, v.double), Gain: partialGain(b, c) * int(v.mult())}
		switch {
		case b.Len()+1 == ikebana.BouquetSize:
			r.Kind = ReasonCompletes
		case r.Gain > 0:
			r.Kind = ReasonBuilds
		case searched:
			r.Kind = ReasonDeny
		default:
			r.Kind = ReasonProspects
		}
		return r
	}
	c := v.drawn
	r := Reason{Card: c, Price: v.refusals + 1, To: v.payTo, Score: scoreWith(b, c, v.double), Gain: partialGain(b, c) * int(v.mult())}
	switch {
	case b.Len()+1 == ikebana.BouquetSize:
		r.Kind = ReasonCompletes
	case !v.canRefuse():
		r.Kind = ReasonForced
	case r.Gain > 0:
		r.Kind = ReasonBuilds
	default:
		r.Kind = ReasonCheaper
	}
	return r
}

// scoreWith scores bouquet b with card c added, as it would stand.
func scoreWith(b ikebana.Set, c ikebana.Card, double bool) ikebana.Score {
	sc, _ := ikebana.ScoreBouquet(b.Add(c), double)
	return sc
}
