package ikebana

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
)

// observationJSON is an Observation's JSON form: what the seat sees, card
// ids for cards, each discard pile top first. The pile's cards follow from
// the others (Unseen), its order is not there to write.
type observationJSON struct {
	Seat       Seat        `json:"seat"`
	Players    int         `json:"players"`
	Final      bool        `json:"final"`
	Phase      string      `json:"phase"`
	ToMove     Seat        `json:"to_move"`
	Round      int         `json:"round"`
	First      Seat        `json:"first"`
	Bouquets   [][]string  `json:"bouquets"`
	Discards   [][]string  `json:"discards"` // each discard pile, top first
	Prestige   []int       `json:"prestige"`
	Drawn      string      `json:"drawn,omitempty"`
	Refusals   int         `json:"refusals"`
	PayTo      Seat        `json:"pay_to"` // who the next refusal of the turn is paid to
	PileLen    int         `json:"pile_len"`
	Reshuffles int         `json:"reshuffles"`
	Scored     *scoredJSON `json:"scored,omitempty"` // the last round scored
}

// scoredJSON is the last scored round: what Result reports.
type scoredJSON struct {
	Round    int        `json:"round"`
	First    Seat       `json:"first"`
	Next     Seat       `json:"next"`
	Bouquets [][]string `json:"bouquets"`
	Prestige []int      `json:"prestige"` // right after the bank paid
}

// MarshalJSON encodes the observation:
// {"seat":0,"players":3,"final":false,"phase":"drawn","to_move":0,...}.
// UnmarshalJSON reads it back to the same Observation, from which the
// computer players play as from the one Observe returned.
func (o Observation) MarshalJSON() ([]byte, error) {
	s := &o.public
	n := o.Players()
	if n < MinPlayers || n > MaxPlayers {
		return nil, fmt.Errorf("%w: an observation of %d players", ErrBadOptionValue, n)
	}
	j := observationJSON{Seat: o.Seat, Players: n, Final: o.Rules.Final, Phase: o.Phase.String(),
		ToMove: o.ToMove, Round: o.Round, First: o.First, Refusals: o.Refusals, PayTo: s.payTo,
		PileLen: o.PileLen, Reshuffles: int(s.shuffles)}
	if o.Drawn != NoCard {
		j.Drawn = o.Drawn.String()
	}
	for p := range Seat(n) {
		j.Bouquets = append(j.Bouquets, ids(o.Bouquets[p].Cards()))
		j.Discards = append(j.Discards, ids(s.DiscardPile(p)))
		j.Prestige = append(j.Prestige, o.Prestige[p])
	}
	if s.scoredRound > 0 {
		j.Scored = &scoredJSON{Round: int(s.scoredRound), First: s.scoredFirst, Next: s.upNext}
		for p := range n {
			j.Scored.Bouquets = append(j.Scored.Bouquets, ids(s.scored[p].Cards()))
			j.Scored.Prestige = append(j.Scored.Prestige, int(s.after[p]))
		}
	}
	return json.Marshal(j)
}

// ids returns the cards' ids, an empty list for none.
func ids(cs []Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.String()
	}
	return out
}

// UnmarshalJSON decodes the form MarshalJSON writes and checks it: seats
// within the table, every card in one place only, bouquets of at most five
// cards, the pile's size what the other cards leave. A bad form is an error
// wrapping ErrBadObservation or ErrUnknownCard.
func (o *Observation) UnmarshalJSON(b []byte) error {
	var j observationJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return fmt.Errorf("%w: %v", ErrBadObservation, err)
	}
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: "+format, append([]any{ErrBadObservation}, args...)...)
	}
	n := j.Players
	if n < MinPlayers || n > MaxPlayers {
		return bad("%d players", n)
	}
	for _, p := range []Seat{j.Seat, j.ToMove, j.First, j.PayTo} {
		if int(p) >= n {
			return bad("seat %d at a table of %d", p, n)
		}
	}
	phase := Phase(slices.Index(phaseNames[:], j.Phase))
	if j.Phase == PhaseNone.String() || int(phase) >= len(phaseNames) {
		return bad("phase %q", j.Phase)
	}
	if j.Round < 1 || j.Round > Rounds {
		return bad("round %d", j.Round)
	}
	if len(j.Bouquets) != n || len(j.Discards) != n || len(j.Prestige) != n {
		return bad("%d bouquets, %d discard piles and %d prestiges for %d players", len(j.Bouquets), len(j.Discards), len(j.Prestige), n)
	}
	if j.Refusals < 0 || j.Refusals > NumCards || j.Reshuffles < 0 || j.Reshuffles > math.MaxInt8 {
		return bad("%d refusals, %d reshuffles", j.Refusals, j.Reshuffles)
	}
	cfg := &config{rules: Rules{Players: n, Final: j.Final}, sampled: true}
	cfg.public = cfg
	s := State{cfg: cfg, phase: phase, players: int8(n), round: int8(j.Round), first: j.First, toMove: j.ToMove,
		refusals: int8(j.Refusals), payTo: j.PayTo, drawn: NoCard, shuffles: int8(j.Reshuffles), below: noCards}
	var seen Set
	take := func(id string) (Card, error) {
		c, err := ParseCard(id)
		if err != nil {
			return NoCard, err
		}
		if seen.Has(c) {
			return NoCard, bad("card %s in two places", c)
		}
		seen = seen.Add(c)
		return c, nil
	}
	var err error
	for p := range n {
		if len(j.Bouquets[p]) > BouquetSize {
			return bad("a bouquet of %d cards", len(j.Bouquets[p]))
		}
		for _, id := range j.Bouquets[p] {
			c, err := take(id)
			if err != nil {
				return err
			}
			s.bouquets[p] = s.bouquets[p].Add(c)
			s.turns++
		}
		s.top[p] = NoCard
		below := &s.top[p]
		for _, id := range j.Discards[p] {
			c, err := take(id)
			if err != nil {
				return err
			}
			*below = c
			s.discards[p] = s.discards[p].Add(c)
			below = &s.below[c]
		}
		if j.Prestige[p] < math.MinInt32 || j.Prestige[p] > math.MaxInt32 {
			return bad("prestige %d", j.Prestige[p])
		}
		s.prestige[p] = int32(j.Prestige[p])
	}
	for p := n; p < MaxPlayers; p++ {
		s.top[p] = NoCard
	}
	if j.Drawn != "" {
		if s.drawn, err = take(j.Drawn); err != nil {
			return err
		}
	}
	if (s.drawn != NoCard) != (phase == PhaseDrawn) {
		return bad("phase %s with drawn card %q", phase, j.Drawn)
	}
	unseen := SetOf(idOrder[:]...) &^ seen
	if j.PileLen != unseen.Len() {
		return bad("a pile of %d cards where %d are unseen", j.PileLen, unseen.Len())
	}
	s.pileLen = int8(copy(s.pile[:], unseen.Cards())) // in id order, as Observe leaves it
	if sc := j.Scored; sc != nil {
		if sc.Round < 1 || sc.Round > j.Round || int(sc.First) >= n || int(sc.Next) >= n || len(sc.Bouquets) != n || len(sc.Prestige) != n {
			return bad("the last round scored: %+v", *sc)
		}
		s.scoredRound, s.scoredFirst, s.upNext = int8(sc.Round), sc.First, sc.Next
		for p := range n {
			var b Set
			for _, id := range sc.Bouquets[p] {
				c, err := ParseCard(id)
				if err != nil {
					return err
				}
				b = b.Add(c)
			}
			if b.Len() != len(sc.Bouquets[p]) || b.Len() > BouquetSize {
				return bad("a scored bouquet of %v", sc.Bouquets[p])
			}
			if sc.Prestige[p] < math.MinInt32 || sc.Prestige[p] > math.MaxInt32 {
				return bad("prestige %d", sc.Prestige[p])
			}
			s.scored[p], s.after[p] = b, int32(sc.Prestige[p])
		}
	}
	*o = s.Observe(j.Seat)
	return nil
}
