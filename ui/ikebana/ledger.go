package ikebana

import "github.com/koikoi-app/koikoi/engine/ikebana"

// Prestige changes hands during a round: a refusal pays its price to a
// florist, a purchase pays the card's value to its seller; at the round's
// end the bank pays each florist his bouquet's score. The table animates
// each payment as it happens; the scoring screen sums them up from the
// game's record, so that a resumed game shows the same.

// payment is prestige paid by one florist to another.
type payment struct {
	from, to ikebana.Seat
	amount   int
	buy      bool // a purchase; else a refusal
}

// paymentOf returns what event e pays; ok is false for an event that pays
// nothing between florists (a draw, a card kept, the bank's payment).
func paymentOf(e ikebana.Event) (p payment, ok bool) {
	switch e.Kind {
	case ikebana.EventRefuse:
		return payment{from: e.Seat, to: e.To, amount: e.Price}, true
	case ikebana.EventBuy:
		return payment{from: e.Seat, to: e.From, amount: e.Price, buy: true}, true
	}
	return payment{}, false
}

// ledger is a scored round's prestige, seat by seat.
type ledger struct {
	start []int     // at the round's start
	pays  []payment // between florists, in play order
	bank  []int     // the bank's payment for each bouquet
	after []int     // after the bank paid
}

// roundLedger returns the ledger of the round of g just scored, replayed
// from its record; ok is false while no round is scored or when the
// record cannot be read.
func roundLedger(g *ikebana.Game) (l ledger, ok bool) {
	if g == nil { // online: the round's record is the server's
		return l, false
	}
	res := g.State().Result()
	if res.Round == 0 || g.State().Phase().Playing() {
		return l, false
	}
	start, evs, ok := roundEvents(g)
	if !ok || start.Round() != res.Round {
		return l, false
	}
	for p := range res.Scores {
		l.start = append(l.start, start.Prestige(ikebana.Seat(p)))
		l.bank = append(l.bank, res.Scores[p].Total)
		l.after = append(l.after, res.Prestige[p])
	}
	for _, e := range evs {
		if pay, ok := paymentOf(e); ok {
			l.pays = append(l.pays, pay)
		}
	}
	return l, true
}

// share is what one florist paid to, or received from, another.
type share struct {
	who    ikebana.Seat
	amount int
}

// shares sums seat p's payments of one kind (purchases when buy, else
// refusals), paid when paid, else received, by the other florist in seat
// order.
func (l ledger) shares(p ikebana.Seat, buy, paid bool) []share {
	sum := make([]int, len(l.start))
	for _, pay := range l.pays {
		if pay.buy != buy {
			continue
		}
		switch {
		case paid && pay.from == p:
			sum[pay.to] += pay.amount
		case !paid && pay.to == p:
			sum[pay.from] += pay.amount
		}
	}
	var out []share
	for s, n := range sum {
		if n > 0 {
			out = append(out, share{who: ikebana.Seat(s), amount: n})
		}
	}
	return out
}

// net returns what seat p received from the other florists less what it
// paid them.
func (l ledger) net(p ikebana.Seat) int {
	n := 0
	for _, pay := range l.pays {
		if pay.to == p {
			n += pay.amount
		}
		if pay.from == p {
			n -= pay.amount
		}
	}
	return n
}
