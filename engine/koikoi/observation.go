package koikoi

import "fmt"

// Observation is what one seat may see of a game: its own hand, the field,
// both players' captures, the counts of the other hand and of the draw
// pile, and the public history of the round. It never holds the other hand
// or the order of the draw pile (until the round is over, when both are
// shown face up). Computer players and the app only ever get this.
type Observation struct {
	Seat         Seat
	Rules        *Rules
	Phase        Phase
	MyTurn       bool // this seat must decide now
	Round        int
	Rounds       int // rounds the game lasts (tie-break included once started)
	Month        int
	Dealer       bool // this seat is the Oya
	Hand         Set
	Field        Set
	Captured     Set
	OppCaptured  Set
	OppHandLen   int
	PileLen      int
	Pending      Card // the card waiting for a capture choice, or NoCard
	Choices      Set  // what Pending may capture
	Drawn        Card // the card last turned over, or NoCard
	Played       Card // the card last played, or NoCard
	KoiSelf      int
	KoiOpp       int
	Yaku         YakuList // this seat's yaku at its last check
	OppYaku      YakuList
	ScoreSelf    int
	ScoreOpp     int
	FieldBrights int
	GajiLive     bool   // this seat's lightning may be played wild from the hand
	Hiki         uint16 // months declared by a Hiki this round (bit m), public
	Result       RoundResult
	// OppHand and Pile (top first) are revealed once the round is over.
	OppHand Set
	Pile    []Card

	// public is the state with the hidden cards removed; Determinize fills
	// them back with a guess.
	public State
}

// Observe returns what seat p sees of the state.
func (s State) Observe(p Seat) Observation {
	c := s.config()
	o := Observation{
		Seat: p, Rules: &c.rules, Phase: s.phase, MyTurn: s.toMove == p,
		Round: int(s.round), Rounds: s.RoundsToPlay(), Month: int(s.month), Dealer: s.dealer == p,
		Hand: s.hands[p], Field: s.field, Captured: s.captured[p], OppCaptured: s.captured[p.Other()],
		OppHandLen: s.hands[p.Other()].Len(), PileLen: s.PileLen(),
		Pending: s.pending, Choices: s.choices, Drawn: s.drawn, Played: s.played,
		KoiSelf: int(s.koi[p]), KoiOpp: int(s.koi[p.Other()]),
		Yaku: s.yaku[p], OppYaku: s.yaku[p.Other()],
		ScoreSelf: s.scores[p], ScoreOpp: s.scores[p.Other()],
		FieldBrights: int(s.brights), GajiLive: s.gajiLive(p), Hiki: s.hiki, Result: s.result,
	}
	if s.toMove != p {
		o.Choices = 0 // only the chooser needs them
		if s.phase == PhaseCaptureHand || s.phase == PhaseCaptureDraw {
			o.Choices = s.choices // they are public: the field cards of the pending month
		}
	}
	if s.phase == PhaseRoundOver || s.phase == PhaseGameOver {
		o.OppHand = s.hands[p.Other()]
		o.Pile = s.Pile()
	}
	o.public = s
	o.public.cfg = c.public
	o.public.hands[p.Other()] = 0
	o.public.deck = [NumCards]Card{}
	o.public.result.Deck = [NumCards]Card{}
	o.public.result.Seed = 0
	if s.phase == PhaseRoundOver || s.phase == PhaseGameOver {
		o.public.hands[p.Other()] = s.hands[p.Other()]
		copy(o.public.deck[s.next:], s.deck[s.next:])
	}
	if s.phase == PhaseExchange {
		// The exchange is decided before either player looks at his hand:
		// both hands are face down.
		o.Hand = 0
		o.public.hands[p] = 0
	}
	return o
}

// Unseen returns the cards this seat cannot see: the other hand and the
// draw pile together.
func (o *Observation) Unseen() Set {
	return FullDeck &^ (o.Hand | o.Field | o.Captured | o.OppCaptured | SetOf(o.Pending))
}

// FirstDraw returns the two cards drawn, by seat, to choose the game's
// first dealer (NoCard when the dealer was set): every seat saw them.
func (o *Observation) FirstDraw() [2]Card { return o.public.firstDraw }

// Targets returns the field cards hand card c could take if this seat
// played it now: those of its month and, for the lightning while its wild
// use is live, every field card but those of a month declared by a Hiki
// (rules.md §4). The table highlights them.
func (o *Observation) Targets(c Card) Set {
	t, _ := o.Field.Captures(c)
	if c == LightningCard && o.GajiLive && o.Field != 0 {
		t |= o.Field &^ o.public.hikiCards()
	}
	return t
}

// LegalMoves returns the moves this seat may make now (none when it is not
// its turn).
func (o *Observation) LegalMoves() []Move { return o.AppendLegalMoves(nil) }

// AppendLegalMoves appends the legal moves to dst.
func (o *Observation) AppendLegalMoves(dst []Move) []Move {
	if !o.MyTurn {
		return dst
	}
	gaji := o.Phase == PhasePlay && o.GajiLive && o.Hand.Has(LightningCard) && o.Field != 0 &&
		(o.public.cfg == nil || !o.public.cfg.legacy)
	return appendLegal(dst, o.Phase, o.Hand, o.Choices, gaji)
}

// IsLegal reports whether m is one of the legal moves.
func (o *Observation) IsLegal(m Move) bool {
	var buf [16]Move
	for _, l := range o.AppendLegalMoves(buf[:0]) {
		if l == m.canonical() {
			return true
		}
	}
	return false
}

// Score returns what this seat would score if the round ended now with
// its current captures (the Koi-Koi/Shobu decision shows it).
func (o *Observation) Score() Score {
	return o.Rules.Score(o.Captured, ScoreContext{Month: o.Month, KoiSelf: o.KoiSelf, KoiOpp: o.KoiOpp, FieldBrights: o.FieldBrights})
}

// Determinize returns a full state consistent with the observation, with
// the other hand and the draw pile (top first) as guessed. Together they
// must be exactly the unseen cards, with the right counts. Searching
// players use it to try out possible deals; the returned state plays to the
// end of the round (its later rounds are not the real game's).
func (o *Observation) Determinize(oppHand Set, pile []Card) (State, error) {
	s := o.public
	if oppHand.Len() != o.OppHandLen || len(pile) != o.PileLen {
		return s, fmt.Errorf("%w: want %d cards in hand and %d in the pile", ErrBadDeck, o.OppHandLen, o.PileLen)
	}
	var ps Set
	for _, c := range pile {
		ps = ps.Add(c)
	}
	if ps&oppHand != 0 || ps|oppHand != o.Unseen() || ps.Len() != len(pile) {
		return s, fmt.Errorf("%w: the guess must be the unseen cards", ErrBadDeck)
	}
	s.hands[o.Seat.Other()] = oppHand
	copy(s.deck[s.next:], pile)
	return s, nil
}

// DeterminizeFast is Determinize without the checks, for search loops that
// build the guess from Unseen themselves. pile must hold PileLen cards.
func (o *Observation) DeterminizeFast(oppHand Set, pile []Card) State {
	s := o.public
	s.hands[o.Seat.Other()] = oppHand
	copy(s.deck[s.next:], pile)
	return s
}
