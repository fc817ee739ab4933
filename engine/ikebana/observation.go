package ikebana

import "math/bits"

// Observation is what one seat may see of a game: every bouquet, every
// discard pile (the top card is face up, and every player saw the others go
// down), everyone's prestige, the card turned over, and how many cards are
// left in the pile. Which cards are in the pile follows from what was seen
// (Unseen); their order never shows. Computer players and the app only ever
// get this.
type Observation struct {
	Seat     Seat
	Rules    Rules
	Phase    Phase
	ToMove   Seat
	Round    int
	First    Seat // the round's first player
	Bouquets [MaxPlayers]Set
	Discards [MaxPlayers]Set  // every card in each discard pile
	Tops     [MaxPlayers]Card // the top card of each discard pile, or NoCard
	Prestige [MaxPlayers]int
	Drawn    Card // the card turned over and waiting, or NoCard
	Refusals int  // cards refused so far this turn
	PileLen  int
	// Unseen holds the cards in the pile, in no order: every card that is in
	// no bouquet, no discard pile and not turned over.
	Unseen Set

	// public is the state with the pile in id order and no generator;
	// Determinize shuffles it.
	public State
}

// Observe returns what seat p sees of the state.
func (s State) Observe(p Seat) Observation {
	c := s.config()
	o := Observation{
		Seat: p, Rules: c.rules, Phase: s.phase, ToMove: s.toMove,
		Round: int(s.round), First: s.first, Bouquets: s.bouquets, Discards: s.discards,
		Tops: s.top, Drawn: s.drawn, Refusals: int(s.refusals), PileLen: int(s.pileLen),
		Unseen: s.PileSet(),
	}
	for q := range o.Prestige {
		o.Prestige[q] = int(s.prestige[q])
	}
	o.public = s
	o.public.cfg = c.public
	o.public.rng = 0
	i := 0
	for t := o.Unseen; t != 0; t &= t - 1 {
		o.public.pile[i] = Card(bits.TrailingZeros64(uint64(t)))
		i++
	}
	clear(o.public.pile[i:]) // the cards drawn before: the same observation whatever the past
	return o
}

// Players returns the number of seats.
func (o *Observation) Players() int { return o.Rules.Players }

// LastRound reports whether this is the game's last round (the one the
// Bouquet-final option doubles).
func (o *Observation) LastRound() bool { return o.Round == Rounds }

// MyTurn reports whether this seat must decide now.
func (o *Observation) MyTurn() bool {
	return o.Phase.Playing() && o.ToMove == o.Seat
}

// LegalMoves returns the moves this seat may make now (none when it is not
// its turn).
func (o *Observation) LegalMoves() []Move { return o.AppendLegalMoves(nil) }

// AppendLegalMoves appends the legal moves to dst.
func (o *Observation) AppendLegalMoves(dst []Move) []Move {
	if !o.MyTurn() {
		return dst
	}
	return o.public.AppendLegalMoves(dst)
}

// IsLegal reports whether this seat may make m now.
func (o *Observation) IsLegal(m Move) bool { return o.MyTurn() && o.public.IsLegal(m) }

// RefusePrice returns what refusing the drawn card would cost the player
// to move, and to whom.
func (o *Observation) RefusePrice() (price int, to Seat) { return o.public.RefusePrice() }

// DiscardPile returns a seat's discard pile, top first.
func (o *Observation) DiscardPile(p Seat) []Card { return o.public.DiscardPile(p) }

// Result returns the last scored round's outcome.
func (o *Observation) Result() RoundResult { return o.public.Result() }

// Determinize returns a full state consistent with the observation: the
// unseen cards shuffled into a pile by seed. The hidden part of an Ikebana
// game is only the pile's order, so a uniform shuffle samples it exactly.
// Searching players try out many seeds; the returned state plays on to the
// end of the game (Play, PlayNextRound), its reshuffles and later rounds
// drawn from the same seed, not from the real game's.
func (o *Observation) Determinize(seed uint64) State {
	s := o.public
	s.rng = splitMix(seed)
	shuffle(&s.rng, s.pile[:s.pileLen])
	return s
}
