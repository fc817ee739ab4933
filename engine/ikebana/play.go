package ikebana

import "fmt"

// NewState starts a game: options (WithPlayers, WithBouquetFinal,
// WithRules), the seed (WithSeed) or stacked decks (WithDecks), and the
// first player (WithFirstPlayer, else drawn from the seed). Without options
// it is a four-player game with seed 0.
func NewState(opts ...Option) (State, error) {
	c := &config{rules: DefaultRules}
	for _, o := range opts {
		if err := o(c); err != nil {
			return State{}, err
		}
	}
	if int(c.first) >= c.rules.Players {
		return State{}, fmt.Errorf("%w: first player %d at a table of %d", ErrNoSuchSeat, c.first, c.rules.Players)
	}
	for r := range c.roundSeeds {
		c.roundSeeds[r] = RoundSeed(c.seed, r+1)
	}
	c.public = &config{rules: c.rules, sampled: true}
	c.public.public = c.public
	s := State{cfg: c, players: int8(c.rules.Players), round: 1}
	for p := range s.prestige {
		if p < c.rules.Players {
			s.prestige[p] = StartPrestige
		}
	}
	s.first = c.first
	if !c.fixed {
		r := splitMix(deriveSeed(c.seed, 'F', 0))
		s.first = Seat(r.Intn(c.rules.Players))
	}
	s.startRound()
	return s, nil
}

// startRound shuffles (or stacks) the 55 cards into the pile and clears the
// table for round s.round, first player s.first.
func (s *State) startRound() {
	c := s.cfg
	if !c.sampled {
		s.rng = splitMix(c.roundSeeds[s.round-1])
	}
	if i := int(s.round) - 1; i < len(c.decks) {
		for j, card := range c.decks[i] {
			s.pile[NumCards-1-j] = card
		}
	} else {
		s.pile = idOrder
		shuffle(&s.rng, s.pile[:])
	}
	s.pileLen = NumCards
	s.below = noCards
	for p := range s.top {
		s.top[p] = NoCard
		s.bouquets[p] = 0
		s.discards[p] = 0
	}
	s.phase = PhaseStart
	s.toMove = s.first
	s.turns, s.refusals, s.shuffles = 0, 0, 0
	s.drawn = NoCard
}

// idOrder holds the cards in id order; noCards holds NoCard everywhere.
var idOrder, noCards = func() (ids, none [NumCards]Card) {
	for i := range ids {
		ids[i], none[i] = Card(i), NoCard
	}
	return ids, none
}()

// next returns the seat on p's left.
func (s *State) next(p Seat) Seat {
	if int(p)+1 == int(s.players) {
		return 0
	}
	return p + 1
}

// LegalMoves returns the moves the player to move may make now.
func (s State) LegalMoves() []Move { return s.AppendLegalMoves(nil) }

// AppendLegalMoves appends the legal moves to dst (at most five: draw and
// four purchases, or keep and refuse); with a buffer of that size it does
// not allocate.
func (s *State) AppendLegalMoves(dst []Move) []Move {
	me := s.toMove
	switch s.phase {
	case PhaseDrawn:
		if s.prestige[me] > int32(s.refusals) {
			return append(dst, Keep, Refuse)
		}
		return append(dst, Keep)
	case PhaseStart:
		dst = append(dst, Draw)
		cash := s.prestige[me]
		for q, t := range s.top[:s.players] {
			if t != NoCard && Seat(q) != me && int32(cardValues[t]) <= cash {
				dst = append(dst, Move{MoveBuy, Seat(q)})
			}
		}
	}
	return dst
}

// IsLegal reports whether m is legal now.
func (s *State) IsLegal(m Move) bool { return s.check(m) == nil }

// Apply returns the state after the player to move makes m. An illegal
// move returns an error (test it with errors.Is: ErrWrongPhase,
// ErrAlreadyDrawing, ErrOwnDiscard, ErrNoSuchSeat, ErrEmptyDiscard,
// ErrCannotPay, ErrRoundOver, ErrGameOver, ErrBadMove) and s unchanged.
func (s State) Apply(m Move) (State, error) {
	next := s
	if err := next.Play(m); err != nil {
		return s, err
	}
	return next, nil
}

// ApplyAs is Apply for a move made by seat p: a move out of turn returns
// ErrNotYourTurn.
func (s State) ApplyAs(p Seat, m Move) (State, error) {
	if s.phase.Playing() && p != s.toMove {
		return s, fmt.Errorf("%w: seat %d moved, seat %d is to move", ErrNotYourTurn, p, s.toMove)
	}
	return s.Apply(m)
}

// Play makes m in place: the cheap way for search loops. An illegal move
// returns the same errors as Apply and leaves s unchanged.
func (s *State) Play(m Move) error {
	me := s.toMove
	switch {
	case m.Kind == MoveDraw && s.phase == PhaseStart:
		s.refusals = 0
		s.payTo = s.next(me)
		s.turnOver()
	case m.Kind == MoveKeep && s.phase == PhaseDrawn:
		c := s.drawn
		s.drawn = NoCard
		s.take(c)
	case m.Kind == MoveRefuse && s.phase == PhaseDrawn && s.prestige[me] > int32(s.refusals):
		k := int32(s.refusals) + 1
		to := s.payTo
		s.prestige[me] -= k
		s.prestige[to] += k
		if s.payTo = s.next(to); s.payTo == me {
			s.payTo = s.next(me)
		}
		c := s.drawn
		s.below[c] = s.top[me]
		s.top[me] = c
		s.discards[me] |= 1 << c
		s.refusals++
		s.turnOver()
	case m.Kind == MoveBuy && s.phase == PhaseStart && m.From < Seat(s.players) && m.From != me &&
		s.top[m.From] != NoCard && int32(cardValues[s.top[m.From]]) <= s.prestige[me]:
		c := s.top[m.From]
		price := int32(cardValues[c])
		s.prestige[me] -= price
		s.prestige[m.From] += price
		s.top[m.From] = s.below[c]
		s.below[c] = NoCard
		s.discards[m.From] &^= 1 << c
		s.take(c)
	default:
		return s.check(m)
	}
	return nil
}

// check returns why m is illegal now, or nil.
func (s *State) check(m Move) error {
	switch s.phase {
	case PhaseNone:
		return ErrNoGame
	case PhaseGameOver:
		return ErrGameOver
	case PhaseRoundOver:
		return fmt.Errorf("%w: %s (start the next round)", ErrRoundOver, m)
	}
	me := s.toMove
	switch m.Kind {
	case MoveDraw:
		if s.phase != PhaseStart {
			return fmt.Errorf("%w: draw (a card is already turned over: keep or refuse it)", ErrWrongPhase)
		}
	case MoveBuy:
		if s.phase != PhaseStart {
			return fmt.Errorf("%w: %s", ErrAlreadyDrawing, m)
		}
		if int(m.From) >= int(s.players) {
			return fmt.Errorf("%w: %d at a table of %d", ErrNoSuchSeat, m.From, s.players)
		}
		if m.From == me {
			return fmt.Errorf("%w: %s", ErrOwnDiscard, m)
		}
		c := s.top[m.From]
		if c == NoCard {
			return fmt.Errorf("%w: seat %d", ErrEmptyDiscard, m.From)
		}
		if c.Value() > int(s.prestige[me]) {
			return fmt.Errorf("%w: %s costs %d, seat %d has %d", ErrCannotPay, c, c.Value(), me, s.prestige[me])
		}
	case MoveKeep, MoveRefuse:
		if s.phase != PhaseDrawn {
			return fmt.Errorf("%w: %s (draw first)", ErrWrongPhase, m)
		}
		if k := int(s.refusals) + 1; m.Kind == MoveRefuse && k > int(s.prestige[me]) {
			return fmt.Errorf("%w: refusing costs %d, seat %d has %d", ErrCannotPay, k, me, s.prestige[me])
		}
	default:
		return fmt.Errorf("%w: kind %d", ErrBadMove, m.Kind)
	}
	return nil
}

// turnOver turns over the top card of the pile, reshuffling the discards
// first when the pile is empty.
func (s *State) turnOver() {
	if s.pileLen == 0 {
		s.reshuffle()
	}
	s.pileLen--
	s.drawn = s.pile[s.pileLen]
	s.phase = PhaseDrawn
}

// reshuffle makes a new pile of every discarded card but the top ones. One
// is always there: when a card is drawn at most 24 cards are in bouquets
// and 5 on top of discard piles, so 26 or more are in the pile or under
// the tops.
func (s *State) reshuffle() {
	n := 0
	for p := 0; p < int(s.players); p++ {
		t := s.top[p]
		if t == NoCard {
			continue
		}
		for c := s.below[t]; c != NoCard; {
			s.pile[n] = c
			n++
			c, s.below[c] = s.below[c], NoCard
		}
		s.below[t] = NoCard
		s.discards[p] = 1 << t
	}
	s.pileLen = int8(n)
	shuffle(&s.rng, s.pile[:n])
	s.shuffles++
}

// take puts c in the bouquet of the player to move and ends his turn.
func (s *State) take(c Card) {
	me := s.toMove
	s.bouquets[me] |= 1 << c
	s.phase = PhaseStart
	s.refusals = 0
	s.turns++
	if int(s.turns) == BouquetSize*int(s.players) {
		s.score()
		return
	}
	s.toMove = s.next(me)
}

// score ends the round: the bank pays each seat its bouquet's score.
func (s *State) score() {
	final := s.cfg.rules.Final && s.round == Rounds
	n := int(s.players)
	best := -1
	for i := 0; i < n; i++ {
		// Clockwise from the first player, so the first of tied scorers
		// starts the next round.
		p := (int(s.first) + i) % n
		t := bouquetTotal(s.bouquets[p], final)
		s.prestige[p] += int32(t)
		if t > best {
			best, s.upNext = t, Seat(p)
		}
	}
	s.scoredRound, s.scoredFirst = s.round, s.first
	s.scored = s.bouquets
	s.after = s.prestige
	s.phase = PhaseRoundOver
	if s.round == Rounds {
		s.phase = PhaseGameOver
	}
}

// NextRound returns the state at the start of the next round, once a
// round (not the last) is over: the round's highest scorer starts it (on a
// tie, the tied player first clockwise from the round's first player).
func (s State) NextRound() (State, error) {
	err := s.PlayNextRound()
	return s, err
}

// PlayNextRound is NextRound in place.
func (s *State) PlayNextRound() error {
	switch s.phase {
	case PhaseNone:
		return ErrNoGame
	case PhaseGameOver:
		return ErrGameOver
	case PhaseStart, PhaseDrawn:
		return fmt.Errorf("%w: round %d, turn %d", ErrRoundNotOver, s.round, s.turns+1)
	}
	s.first = s.upNext
	s.round++
	s.startRound()
	return nil
}
