package koikoi

import "fmt"

// Option configures a new game.
type Option func(*config) error

// WithRules sets the rules (the default is the standard preset).
func WithRules(r Rules) Option {
	return func(c *config) error {
		if r.Rounds < 1 || r.Rounds > MaxRounds {
			return fmt.Errorf("%w: rounds=%d", ErrBadOptionValue, r.Rounds)
		}
		c.rules = r
		return nil
	}
}

// WithSeed sets the seed that shuffles every deck and draws the first dealer.
func WithSeed(seed uint64) Option {
	return func(c *config) error { c.seed = seed; return nil }
}

// WithDecks stacks the decks of the first deals, in deck order (see
// StackDeck); later deals are shuffled from the seed.
func WithDecks(decks ...[]Card) Option {
	return func(c *config) error {
		for _, d := range decks {
			if err := checkDeck(d); err != nil {
				return err
			}
			var a [NumCards]Card
			copy(a[:], d)
			c.decks = append(c.decks, a)
		}
		return nil
	}
}

// WithDealer makes seat p the first Oya instead of drawing for it.
func WithDealer(p Seat) Option {
	return func(c *config) error {
		if p > 1 {
			return fmt.Errorf("%w: seat %d", ErrBadOptionValue, p)
		}
		c.dealer, c.fixed = p, true
		return nil
	}
}

// NewState starts a game: it draws for the first dealer (unless fixed) and
// deals the first round.
func NewState(opts ...Option) (State, error) {
	c := &config{rules: MustPreset("standard")}
	for _, o := range opts {
		if err := o(c); err != nil {
			return State{}, err
		}
	}
	c.public = &config{rules: c.rules, legacy: c.legacy}
	c.public.public = c.public
	s := State{cfg: c, lastYaku: -1, pending: NoCard, drawn: NoCard, played: NoCard, firstDraw: [2]Card{NoCard, NoCard}}
	if c.fixed {
		s.dealer = c.dealer
	} else {
		s.dealer, s.firstDraw = drawFirstDealer(c)
	}
	s.round = 1
	s.startRound()
	return s, nil
}

// drawFirstDealer has each seat draw a card: the month nearest January
// deals. Same month: draw again, or the higher rank where the rules say so.
func drawFirstDealer(c *config) (Seat, [2]Card) {
	for n := 0; ; n++ {
		d := ShuffledDeck(deriveSeed(c.seed, 'F', n))
		a, b := d[0], d[1]
		switch {
		case a.Month() < b.Month():
			return 0, [2]Card{a, b}
		case b.Month() < a.Month():
			return 1, [2]Card{a, b}
		case c.rules.DealerTieByRank && a.Kind() < b.Kind():
			return 0, [2]Card{a, b}
		case c.rules.DealerTieByRank && b.Kind() < a.Kind():
			return 1, [2]Card{a, b}
		}
	}
}

// startRound deals the round numbered s.round, redealing as long as the
// field voids the deal.
func (s *State) startRound() {
	r := &s.cfg.rules
	s.month = int8((int(s.round)-1)%12 + 1)
	for {
		n := int(s.deals)
		s.deals++
		if n < len(s.cfg.decks) {
			s.deck = s.cfg.decks[n]
		} else {
			s.deck = ShuffledDeck(DealSeed(s.cfg.seed, n))
		}
		s.resetRound()
		oya, opp, field := dealFrom(r.Deal, &s.deck)
		s.hands[s.dealer], s.hands[s.dealer.Other()], s.field = oya, opp, field
		s.brights = int8((field & Brights).Len())
		if !r.FieldFourDraws && fourOrPairs(field) {
			continue // the deal is void: the same Oya deals again
		}
		break
	}
	if r.Exchange {
		s.phase, s.toMove = PhaseExchange, s.dealer.Other()
		return
	}
	s.preliminary(nil)
}

func (s *State) resetRound() {
	s.next = 24
	s.captured = [2]Set{}
	s.choices, s.pending, s.drawn, s.played = 0, NoCard, NoCard, NoCard
	s.koi = [2]int8{}
	s.yaku = [2]YakuList{}
	s.lastYaku = -1
	s.nov = [2]bool{}
	s.hiki = 0
	s.wild = false
	s.gaji = [2]int8{}
}

// fourOrPairs reports whether s (8 cards) holds four of a month or four
// pairs of months.
func fourOrPairs(s Set) bool {
	pairs := 0
	for m := 1; m <= 12; m++ {
		switch s.Month(m).Len() {
		case 4:
			return true
		case 2:
			pairs++
		}
	}
	return pairs == 4
}

// handWin returns the preliminary win a hand holds, or EndNone.
func handWin(h Set) EndReason {
	pairs := 0
	for m := 1; m <= 12; m++ {
		switch h.Month(m).Len() {
		case 4:
			return EndTeshi
		case 2:
			pairs++
		}
	}
	if pairs == 4 {
		return EndKuttsuki
	}
	return EndNone
}

// preliminary runs the checks made before the first turn, then starts it.
// Its events, if any, go to ev (nil: none are recorded), as for every
// method of the play that takes ev.
func (s *State) preliminary(ev *[]Event) {
	for _, p := range [2]Seat{s.dealer, s.dealer.Other()} {
		if why := handWin(s.hands[p]); why != EndNone {
			s.endRound(why, p, HandWinPoints, Score{}, ev)
			return
		}
	}
	if s.cfg.rules.FieldFourDraws && fourOrPairs(s.field) {
		s.endDraw(EndFieldFour, ev)
		return
	}
	s.toMove = s.dealer
	s.startTurn(ev)
}

// startTurn begins the turn of s.toMove.
func (s *State) startTurn(ev *[]Event) {
	s.phase = PhasePlay
	s.pending, s.choices = NoCard, 0
	if s.field == 0 {
		s.flipIfEmpty(ev)
	}
}

// flipIfEmpty turns the top card of the pile face up into an empty field.
// It is called only when the field is empty, which is rare, and kept out
// of line so that startTurn, on every turn, is inlined.
//
//go:noinline
func (s *State) flipIfEmpty(ev *[]Event) {
	if s.field == 0 && s.next < NumCards {
		c := s.deck[s.next]
		s.next++
		s.see(c)
		s.field = s.field.Add(c)
		if ev != nil {
			*ev = append(*ev, Event{Kind: EventTurnUp, Seat: s.toMove, Card: c})
		}
	}
}

// see records that the player to move played or turned over c: a November
// card bars the Gaji's wild use (rules.md §4).
func (s *State) see(c Card) {
	if c.Month() == NovemberMonth {
		s.nov[s.toMove] = true
	}
}

// take moves cards from the field (and the played card) to p's captures.
func (s *State) take(p Seat, c Card, from Set) {
	s.field &^= from
	s.captured[p] |= from.Add(c)
}

// LegalMoves returns the moves the player to move may make.
func (s State) LegalMoves() []Move { return s.AppendLegalMoves(nil) }

// AppendLegalMoves appends the legal moves to dst and returns it; with a
// large enough dst it does not allocate.
func (s State) AppendLegalMoves(dst []Move) []Move {
	return appendLegal(dst, s.phase, s.hands[s.toMove], s.choices, s.gajiMove())
}

// gajiMove reports whether the player to move may play the Gaji wild now:
// the lightning is in the hand, its wild use is live and the field holds a
// card. Records of version 1 had no such move (the lightning was always
// wild when live).
func (s *State) gajiMove() bool {
	return s.phase == PhasePlay && !s.cfg.legacy && s.hands[s.toMove].Has(LightningCard) &&
		s.gajiLive(s.toMove) && s.field != 0
}

// appendLegal appends the moves of phase ph; gaji adds the Gaji's wild use.
func appendLegal(dst []Move, ph Phase, hand, choices Set, gaji bool) []Move {
	switch ph {
	case PhaseExchange:
		return append(dst, Exchange, Keep)
	case PhasePlay:
		for t := hand; t != 0; t &= t - 1 {
			dst = append(dst, Play(t.First()))
		}
		if gaji {
			dst = append(dst, Gaji)
		}
	case PhaseCaptureHand, PhaseCaptureDraw:
		for t := choices; t != 0; t &= t - 1 {
			dst = append(dst, Capture(t.First()))
		}
	case PhaseKoiKoi:
		return append(dst, KoiKoi, Shobu)
	}
	return dst
}

// Apply returns the state after the player to move makes m. An illegal move
// returns an error wrapping ErrWrongPhase, ErrNotInHand, ErrNoSuchCapture or
// ErrGameOver, and the state is unchanged.
func (s State) Apply(m Move) (State, error) {
	err := s.apply(m, nil)
	return s, err
}

// ApplyEvents is Apply that also tells what the move did: it appends the
// move's events to dst and returns it (dst unchanged on an error). With a
// large enough dst (32 events hold any move) it allocates nothing.
func (s State) ApplyEvents(m Move, dst []Event) (State, []Event, error) {
	n := len(dst)
	if err := s.apply(m, &dst); err != nil {
		return s, dst[:n], err
	}
	return s, dst, nil
}

func (s *State) apply(m Move, ev *[]Event) error {
	switch s.phase {
	case PhaseGameOver:
		return ErrGameOver
	case PhaseRoundOver:
		return fmt.Errorf("%w: the round is over (%s)", ErrWrongPhase, m)
	case PhaseExchange:
		switch m.Kind {
		case MoveExchange:
			s.hands[0], s.hands[1] = s.hands[1], s.hands[0]
		case MoveKeep:
		default:
			return fmt.Errorf("%w: %s (want exchange or keep)", ErrWrongPhase, m)
		}
		if ev != nil {
			*ev = append(*ev, Event{Kind: EventExchange, Seat: s.toMove, Card: NoCard, Swap: m.Kind == MoveExchange, hands: s.hands})
		}
		s.preliminary(ev)
		return nil
	case PhasePlay:
		if m.Kind == MoveGaji {
			if !s.gajiMove() {
				return fmt.Errorf("%w: the Gaji cannot be played wild now", ErrWrongPhase)
			}
			s.playWild(ev)
			return nil
		}
		if m.Kind != MovePlay {
			return fmt.Errorf("%w: %s (play a card from the hand)", ErrWrongPhase, m)
		}
		if !s.hands[s.toMove].Has(m.Card) {
			return fmt.Errorf("%w: %s", ErrNotInHand, m.Card)
		}
		s.play(m.Card, ev)
		return nil
	case PhaseCaptureHand, PhaseCaptureDraw:
		if m.Kind != MoveCapture {
			return fmt.Errorf("%w: %s (choose a card to capture)", ErrWrongPhase, m)
		}
		if !s.choices.Has(m.Card) {
			return fmt.Errorf("%w: %s", ErrNoSuchCapture, m.Card)
		}
		s.captureWith(s.pending, m.Card, ev)
		return nil
	case PhaseKoiKoi:
		switch m.Kind {
		case MoveKoiKoi:
			s.koi[s.toMove]++
			if ev != nil {
				*ev = append(*ev, Event{Kind: EventKoiKoi, Seat: s.toMove, Card: NoCard, Count: int(s.koi[s.toMove])})
			}
			s.nextTurn(ev)
		case MoveShobu:
			s.shobu(EndShobu, ev)
		default:
			return fmt.Errorf("%w: %s (want koikoi or shobu)", ErrWrongPhase, m)
		}
		return nil
	}
	return fmt.Errorf("%w: %s", ErrWrongPhase, m)
}

// play plays c from the hand of the player to move.
func (s *State) play(c Card, ev *[]Event) {
	if s.cfg.legacy && c == LightningCard && s.gajiLive(s.toMove) && s.field != 0 {
		s.playWild(ev) // version 1: the live Gaji was always wild
		return
	}
	p := s.toMove
	s.hands[p] = s.hands[p].Remove(c)
	s.played = c
	s.see(c)
	if ev != nil {
		*ev = append(*ev, Event{Kind: EventPlay, Seat: p, Card: c})
	}
	if s.match(c, PhaseCaptureHand, ev) {
		s.draw(ev)
	}
}

// playWild plays the lightning from the hand as the Gaji: it may take any
// field card (but a month declared by a Hiki).
func (s *State) playWild(ev *[]Event) {
	p := s.toMove
	s.hands[p] = s.hands[p].Remove(LightningCard)
	s.played = LightningCard
	s.see(LightningCard)
	s.wild = true
	if ev != nil {
		*ev = append(*ev, Event{Kind: EventPlay, Seat: p, Card: LightningCard, Wild: true})
	}
	s.choose(PhaseCaptureHand, LightningCard, s.field&^s.hikiCards(), ev)
}

// gajiLive reports whether seat p's lightning would be wild from the hand:
// the option is on and no November card bars it, played or turned over by
// any player (museum) or by the other player (rulebook).
func (s *State) gajiLive(p Seat) bool {
	r := &s.config().rules
	if !r.Gaji {
		return false
	}
	if r.GajiBarOther {
		return !s.nov[p.Other()]
	}
	return !s.nov[0] && !s.nov[1]
}

// hikiCards returns the field cards of the months declared by a Hiki.
func (s *State) hikiCards() Set {
	var out Set
	for m := 1; m <= 12; m++ {
		if s.hiki&(1<<m) != 0 {
			out |= s.field.Month(m)
		}
	}
	return out
}

// hikiBlocks reports whether the other player holds the fourth card of
// target's month while its three others lie in the field.
func (s *State) hikiBlocks(target Card) bool {
	four := MonthSet(target.Month())
	in := s.field & four
	return in.Len() == 3 && s.hands[s.toMove.Other()]&four == four&^in
}

// match captures with c what the field offers. It returns false when the
// player must choose between two cards.
func (s *State) match(c Card, ph Phase, ev *[]Event) bool {
	m, choose := s.field.Captures(c)
	switch {
	case choose:
		s.choose(ph, c, m, ev)
		return false
	case m == 0:
		s.field = s.field.Add(c)
		if ev != nil {
			*ev = append(*ev, Event{Kind: EventStay, Seat: s.toMove, Card: c})
		}
	default: // one card, or three: all of them
		s.take(s.toMove, c, m)
		if ev != nil {
			*ev = append(*ev, Event{Kind: EventCapture, Seat: s.toMove, Card: c, Cards: m})
		}
	}
	return true
}

// choose waits for the player's choice of what c captures, or makes it
// when there is only one.
func (s *State) choose(ph Phase, c Card, choices Set, ev *[]Event) {
	s.phase, s.pending, s.choices = ph, c, choices
	if choices.Len() == 1 {
		s.captureWith(c, choices.First(), ev)
		return
	}
	if ev != nil {
		*ev = append(*ev, Event{Kind: EventChoose, Seat: s.toMove, Card: c, Cards: choices})
	}
}

// captureWith completes a capture choice: c takes target, and the turn
// goes on to the draw or to its end.
func (s *State) captureWith(c, target Card, ev *[]Event) {
	p := s.toMove
	wild := s.wild
	if wild {
		if s.cfg.rules.Hiki && s.hikiBlocks(target) {
			// Hiki: the other player declares the fourth card; the card
			// stays and the Gaji's player chooses again (rules.md §4).
			s.hiki |= 1 << target.Month()
			if ev != nil {
				*ev = append(*ev, Event{Kind: EventHiki, Seat: p.Other(), Card: target,
					Cards: s.field.Month(target.Month()), Month: target.Month()})
			}
			rest := s.choices &^ s.field.Month(target.Month())
			if rest == 0 {
				// Nothing else to take: the Gaji stays in the field.
				s.wild = false
				s.field = s.field.Add(c)
				s.pending, s.choices = NoCard, 0
				if ev != nil {
					*ev = append(*ev, Event{Kind: EventStay, Seat: p, Card: c})
				}
				s.draw(ev)
				return
			}
			s.choose(PhaseCaptureHand, c, rest, ev)
			return
		}
		s.gaji[p] = int8(target.Month()) // the Gaji stays paired with that month
		s.wild = false
	}
	s.take(p, c, SetOf(target))
	s.pending, s.choices = NoCard, 0
	if ev != nil {
		e := Event{Kind: EventCapture, Seat: p, Card: c, Cards: SetOf(target), Wild: wild}
		if wild {
			e.Month = target.Month()
		}
		*ev = append(*ev, e)
	}
	if s.phase == PhaseCaptureHand {
		s.draw(ev)
	} else {
		s.endTurn(ev)
	}
}

// draw turns over the top card of the pile and matches it.
func (s *State) draw(ev *[]Event) {
	if s.next >= NumCards {
		s.endTurn(ev)
		return
	}
	if s.cfg.rules.FlipBeforeDraw && s.field == 0 {
		// standard: a field left empty by the hand's card gets a pile card
		// face up before the draw (rules.md §1.3).
		s.flipIfEmpty(ev)
		if s.next >= NumCards {
			s.endTurn(ev)
			return
		}
	}
	c := s.deck[s.next]
	s.next++
	s.drawn = c
	s.see(c)
	if ev != nil {
		*ev = append(*ev, Event{Kind: EventDraw, Seat: s.toMove, Card: c})
	}
	if s.match(c, PhaseCaptureDraw, ev) {
		s.endTurn(ev)
	}
}

// endTurn checks the player's yaku after both steps of a turn.
func (s *State) endTurn(ev *[]Event) {
	p := s.toMove
	y := s.cfg.rules.Yaku(s.captured[p], int(s.month))
	if ev != nil {
		s.yakuEvent(p, &y, ev)
	}
	// New or raised: the preset's counted points rose (rules.md §1.4);
	// records of version 1 compared yaku one by one.
	improved := y.Sum() > s.yaku[p].Sum()
	if s.cfg.legacy {
		improved = y.Improves(&s.yaku[p])
	}
	s.yaku[p] = y
	if improved {
		s.lastYaku = int8(p)
		if s.hands[p] == 0 {
			s.shobu(EndLastCard, ev)
			return
		}
		s.phase = PhaseKoiKoi
		return
	}
	s.nextTurn(ev)
}

// yakuEvent records the yaku of y that seat p made or raised since its
// last check, if any.
func (s *State) yakuEvent(p Seat, y *YakuList, ev *[]Event) {
	e := Event{Kind: EventYaku, Seat: p, Card: NoCard, Points: y.Sum(), Yaku: *y}
	made := false
	for i, v := range y {
		if v > s.yaku[p][i] {
			e.Made[i], made = v, true
		}
	}
	if made {
		*ev = append(*ev, e)
	}
}

// nextTurn passes the turn, or ends the round when the hands are spent.
func (s *State) nextTurn(ev *[]Event) {
	if s.cfg.rules.Exhaust == ExhaustMuseum && s.hands[s.dealer] == 0 {
		if s.lastYaku == int8(s.dealer.Other()) {
			s.toMove = s.dealer.Other()
			s.shobu(EndExhausted, ev)
		} else {
			s.endDraw(EndExhausted, ev)
		}
		return
	}
	if s.hands[0] == 0 && s.hands[1] == 0 {
		s.endDraw(EndExhausted, ev)
		return
	}
	s.toMove = s.toMove.Other()
	s.startTurn(ev)
}

// sweepGaji gives each Gaji holder the field cards of the month it captured.
func (s *State) sweepGaji(ev *[]Event) {
	for p := Seat(0); p < 2; p++ {
		if m := int(s.gaji[p]); m != 0 {
			cards := s.field.Month(m)
			s.take(p, cards.First(), cards)
			if ev != nil && cards != 0 {
				*ev = append(*ev, Event{Kind: EventSweep, Seat: p, Card: NoCard, Cards: cards, Month: m})
			}
		}
	}
}

// shobu ends the round won by the player to move, who scores his yaku.
func (s *State) shobu(why EndReason, ev *[]Event) {
	p := s.toMove
	if ev != nil && why != EndExhausted {
		*ev = append(*ev, Event{Kind: EventShobu, Seat: p, Card: NoCard, Reason: why})
	}
	s.sweepGaji(ev)
	sc := s.cfg.rules.Score(s.captured[p], ScoreContext{
		Month: int(s.month), KoiSelf: int(s.koi[p]), KoiOpp: int(s.koi[p.Other()]), FieldBrights: int(s.brights),
	})
	s.endRound(why, p, sc.Total, sc, ev)
}

// endRound ends the round won by winner.
func (s *State) endRound(why EndReason, winner Seat, points int, sc Score, ev *[]Event) {
	s.result = RoundResult{Round: int(s.round), Month: int(s.month), Reason: why, Winner: winner,
		Points: points, Score: sc, Seed: s.DealSeed(), Deck: s.deck, Dealer: s.dealer}
	s.scores[winner] += points
	if s.cfg.rules.ZeroSum {
		s.scores[winner.Other()] -= points
	}
	s.dealer = winner
	if (why == EndTeshi || why == EndKuttsuki) && s.cfg.rules.HandWinPassesDeal {
		s.dealer = s.result.Dealer.Other() // standard: the deal passes, whoever won
	}
	s.phase, s.toMove = PhaseRoundOver, winner
	s.pending, s.choices = NoCard, 0
	if ev != nil {
		*ev = append(*ev, Event{Kind: EventRoundEnd, Seat: winner, Card: NoCard, Result: s.result})
	}
}

// endDraw ends the round with no winner.
func (s *State) endDraw(why EndReason, ev *[]Event) {
	if why == EndExhausted {
		s.sweepGaji(ev)
	}
	s.result = RoundResult{Round: int(s.round), Month: int(s.month), Reason: why, Draw: true,
		Seed: s.DealSeed(), Deck: s.deck, Dealer: s.dealer}
	if !s.cfg.rules.DrawKeepsDealer {
		s.dealer = s.dealer.Other()
	}
	s.phase, s.toMove = PhaseRoundOver, s.dealer
	s.pending, s.choices = NoCard, 0
	if ev != nil {
		*ev = append(*ev, Event{Kind: EventRoundEnd, Seat: s.dealer, Card: NoCard, Result: s.result})
	}
}

// NextRound returns the state after a finished round: the next round dealt,
// or the game over. It is an error before the round is over.
func (s State) NextRound() (State, error) {
	switch s.phase {
	case PhaseGameOver:
		return s, ErrGameOver
	case PhaseRoundOver:
	default:
		return s, fmt.Errorf("%w: the round is not over", ErrWrongPhase)
	}
	if int(s.round) >= s.RoundsToPlay() {
		limit := int8(MaxExtraRounds)
		if s.cfg.legacy {
			limit = 1 // version 1 played one tie-break round
		}
		if s.scores[0] == s.scores[1] && s.cfg.rules.ExtraRoundOnTie && s.extra < limit {
			s.extra++
		} else {
			s.phase = PhaseGameOver
			return s, nil
		}
	}
	s.round++
	s.startRound()
	return s, nil
}
