package koikoi

import "fmt"

// NewObservation completes an Observation written as a struct literal from
// its public fields, such as one read from an agent request, so that
// Determinize, LegalMoves and Score work on it. Seat, Rules, Phase, MyTurn,
// Round, Month (0: derived from Round), Dealer, Hand, Field, Captured,
// OppCaptured, OppHandLen, PileLen, Pending and Choices (in the capture
// phases), the Koi-Koi counts and the scores are read; Yaku and OppYaku are
// recomputed from the captures when left empty, Rounds defaults to the
// rules' length. What the public fields do not say (who made the last yaku,
// whether a November card was played) is guessed: GajiLive and
// FieldBrights are taken as given. Drawn and Played, only shown, are kept
// (both zero is read as NoCard).
//
// It returns an error wrapping ErrBadDeck when the cards do not add up to
// the 48 once each, and ErrBadMove when the pending card or the choices do
// not fit the phase.
func NewObservation(o Observation) (Observation, error) {
	if o.Rules == nil {
		r := MustPreset("standard")
		o.Rules = &r
	}
	if o.Seat > 1 {
		return o, fmt.Errorf("%w: seat %d", ErrBadOptionValue, o.Seat)
	}
	if o.Round < 1 {
		o.Round = 1
	}
	if o.Month == 0 {
		o.Month = (o.Round-1)%12 + 1
	}
	if o.Month < 1 || o.Month > 12 {
		return o, fmt.Errorf("%w: month %d", ErrBadOptionValue, o.Month)
	}
	if o.Rounds == 0 {
		o.Rounds = o.Rules.Rounds
	}
	var pend Set
	if o.Pending != NoCard {
		if !o.Pending.Valid() {
			return o, fmt.Errorf("%w: pending card %d", ErrUnknownCard, o.Pending)
		}
		pend = SetOf(o.Pending)
	}
	parts := [...]Set{o.Hand, o.Field, o.Captured, o.OppCaptured, pend}
	var all Set
	n := 0
	for _, p := range parts {
		if all&p != 0 {
			return o, fmt.Errorf("%w: %s seen twice", ErrBadDeck, all&p)
		}
		all |= p
		n += p.Len()
	}
	if o.OppHandLen < 0 || o.PileLen < 0 || n+o.OppHandLen+o.PileLen != NumCards {
		return o, fmt.Errorf("%w: %d cards seen, %d in the other hand and %d in the pile", ErrBadDeck, n, o.OppHandLen, o.PileLen)
	}
	switch o.Phase {
	case PhaseCaptureHand, PhaseCaptureDraw:
		if o.Pending == NoCard || o.Choices == 0 || o.Choices&^o.Field != 0 {
			return o, fmt.Errorf("%w: a capture choice needs a pending card and choices from the field", ErrBadMove)
		}
	case PhaseExchange, PhasePlay, PhaseKoiKoi, PhaseRoundOver, PhaseGameOver:
		if o.Pending != NoCard {
			return o, fmt.Errorf("%w: a pending card outside a capture choice", ErrBadMove)
		}
		o.Choices = 0
	default:
		return o, fmt.Errorf("%w: phase %d", ErrBadMove, o.Phase)
	}
	if o.Drawn == 0 && o.Played == 0 {
		o.Drawn, o.Played = NoCard, NoCard // a struct literal that left them out
	}
	ctx := func(c Set) YakuList { return o.Rules.Yaku(c, o.Month) }
	if !o.Yaku.Any() {
		o.Yaku = ctx(o.Captured)
	}
	if !o.OppYaku.Any() {
		o.OppYaku = ctx(o.OppCaptured)
	}

	me, opp := o.Seat, o.Seat.Other()
	cfg := &config{rules: *o.Rules}
	cfg.public = cfg
	s := State{cfg: cfg, lastYaku: -1, firstDraw: [2]Card{NoCard, NoCard}}
	s.round, s.deals, s.month = int8(o.Round), int8(o.Round), int8(o.Month)
	s.phase = o.Phase
	s.dealer, s.toMove = opp, opp
	if o.Dealer {
		s.dealer = me
	}
	if o.MyTurn {
		s.toMove = me
	}
	s.next = int8(NumCards - o.PileLen)
	s.hands[me] = o.Hand
	s.captured[me], s.captured[opp] = o.Captured, o.OppCaptured
	s.field, s.choices, s.pending = o.Field, o.Choices, o.Pending
	s.drawn, s.played = o.Drawn, o.Played
	s.koi[me], s.koi[opp] = int8(o.KoiSelf), int8(o.KoiOpp)
	s.yaku[me], s.yaku[opp] = o.Yaku, o.OppYaku
	switch {
	case o.OppYaku.Any(): // the guess that fears the other player most
		s.lastYaku = int8(opp)
	case o.Yaku.Any():
		s.lastYaku = int8(me)
	}
	s.brights = int8(o.FieldBrights)
	// The other player's November cards bar this seat's Gaji under either
	// rule; this seat's own are not known and are taken as none.
	s.nov[opp] = !o.GajiLive
	s.hiki = o.Hiki
	s.wild = o.Pending == LightningCard && o.Phase == PhaseCaptureHand && o.Choices != o.Field.Month(NovemberMonth)
	s.scores[me], s.scores[opp] = o.ScoreSelf, o.ScoreOpp
	s.extra = int8(max(0, o.Rounds-o.Rules.Rounds))
	s.result = o.Result
	o.public = s
	return o, nil
}
