package ai

import "github.com/koikoi-app/koikoi/engine/ikebana"

// easyPlayer looks only at what a card adds to the bouquet as it stands:
// it buys a card that raises those points well beyond its price, refuses
// the first card of a turn when it adds nothing (if a refusal is cheap for
// it), and keeps everything else.
type easyPlayer struct{}

// Move returns the easy level's move.
func (easyPlayer) Move(o *ikebana.Observation) ikebana.Move {
	if !o.MyTurn() {
		return noMove
	}
	v := observationView(o)
	return easyMove(&v)
}

// partialGain is how much c raises b's points as they stand.
func partialGain(b ikebana.Set, c ikebana.Card) int {
	before, _ := ikebana.BouquetTotal(b, false)
	after, _ := ikebana.BouquetTotal(b.Add(c), false)
	return after - before
}

func easyMove(v *view) ikebana.Move {
	if v.Start {
		best, bestGain := ikebana.Draw, 0
		for q := range v.Players {
			if !v.CanBuy(q) {
				continue
			}
			t := v.Tops[q]
			if g := partialGain(v.Bouquet, t) - 2*t.Value() - 2; g > bestGain {
				best, bestGain = ikebana.Buy(ikebana.Seat(q)), g
			}
		}
		return best
	}
	if v.Refusals == 0 && v.CanRefuse() && v.Prestige[v.Me] >= 3 && v.Bouquet.Len() <= 3 &&
		partialGain(v.Bouquet, v.Drawn) <= 0 {
		return ikebana.Refuse
	}
	return ikebana.Keep
}

// normalPlayer weighs every option by the worth table: what the bouquet is
// expected to score with the card kept or bought, against drawing again,
// less the price, counting what the price gives a rival.
type normalPlayer struct{}

// Move returns the normal level's move.
func (normalPlayer) Move(o *ikebana.Observation) ikebana.Move {
	if !o.MyTurn() {
		return noMove
	}
	v := observationView(o)
	return normalMove(&v)
}

// option is one move and the normal level's estimate of it, in prestige.
type option struct {
	move  ikebana.Move
	worth float64
}

// normalOptions appends every legal move with its worth: the bouquet's
// expected score, less the price paid and what it gives a rival.
func normalOptions(v *view, dst []option) []option {
	m := v.mult()
	if v.Start {
		dst = append(dst, option{ikebana.Draw, m * drawWorth(v.Bouquet, 0)})
		for q := range v.Players {
			if v.CanBuy(q) {
				t := v.Tops[q]
				price := float64(t.Value())
				w := m*keepWorth(v.Bouquet, t) - price*(1+v.giftWeight(ikebana.Seat(q)))
				dst = append(dst, option{ikebana.Buy(ikebana.Seat(q)), w})
			}
		}
		return dst
	}
	dst = append(dst, option{ikebana.Keep, m * keepWorth(v.Bouquet, v.Drawn)})
	if v.CanRefuse() {
		price := float64(v.Refusals + 1)
		w := m*drawWorth(v.Bouquet, v.Refusals+1) - price*(1+v.giftWeight(v.PayTo))
		dst = append(dst, option{ikebana.Refuse, w})
	}
	return dst
}

// normalMove is the option worth the most (the first on a tie: drawing
// or keeping).
func normalMove(v *view) ikebana.Move {
	var buf [ikebana.MaxPlayers + 1]option
	opts := normalOptions(v, buf[:0])
	best := 0
	for i, o := range opts {
		if o.worth > opts[best].worth {
			best = i
		}
	}
	return opts[best].move
}
