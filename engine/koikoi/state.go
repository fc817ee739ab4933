package koikoi

import "fmt"

// Seat is one of the two players: 0 or 1.
type Seat uint8

// Other returns the other seat.
func (s Seat) Other() Seat { return 1 - s }

// Phase says what the game waits for.
type Phase uint8

// The phases of a round.
const (
	PhaseExchange    Phase = iota // the non-dealer chooses Exchange or Keep
	PhasePlay                     // the player to move plays a card from hand
	PhaseCaptureHand              // the player chooses what the played card captures
	PhaseCaptureDraw              // the player chooses what the drawn card captures
	PhaseKoiKoi                   // the player chooses Koi-Koi or Shobu
	PhaseRoundOver                // the round is over; NextRound deals the next
	PhaseGameOver                 // the game is over
)

var phaseNames = [...]string{"exchange", "play", "capture-hand", "capture-draw", "koikoi", "round-over", "game-over"}

// String returns the phase's name.
func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return fmt.Sprintf("phase(%d)", p)
}

// config is what a game is set up with; every state of the game shares it.
type config struct {
	rules  Rules
	seed   uint64
	decks  [][NumCards]Card // stacked decks for the first deals
	dealer Seat             // first dealer, when fixed
	fixed  bool             // the first dealer was given
	// legacy replays a record of version 1 under the rules it was played
	// with (see Game.UnmarshalText).
	legacy bool
	// public is this config without the seed and the stacked decks: what
	// observations carry. It is its own public config.
	public *config
}

// noConfig is the config of a State not made by NewGame: no rules, no
// rounds, so that observing it shows nothing instead of panicking.
var noConfig = func() *config {
	c := &config{}
	c.public = c
	return c
}()

// config returns the game's config, or noConfig for a zero State.
func (s *State) config() *config {
	if s.cfg == nil {
		return noConfig
	}
	return s.cfg
}

// State is the whole state of a game at one moment. It is a value: Apply
// returns a new State and never changes the one it is called on, and a copy
// costs no allocation. A State holds hidden information (both hands, the
// draw pile): give players an Observation instead.
type State struct {
	cfg *config

	round     int8 // 1-based number of the round being played
	deals     int8 // deals made so far, redeals included
	month     int8
	phase     Phase
	dealer    Seat
	toMove    Seat
	next      int8 // index in deck of the top of the draw pile
	deck      [NumCards]Card
	hands     [2]Set
	captured  [2]Set
	field     Set
	choices   Set  // the cards the pending card may capture
	pending   Card // the card waiting for a capture choice
	drawn     Card // the card last turned over from the pile
	played    Card // the card last played from a hand
	koi       [2]int8
	yaku      [2]YakuList // each seat's yaku at its last check
	lastYaku  int8        // seat that made the last new yaku, or -1
	brights   int8        // brights in the field at the deal
	nov       [2]bool     // each seat has played or turned over a November card
	hiki      uint16      // months declared by a Hiki this round (bit m)
	wild      bool        // the pending card is the Gaji, wild from the hand
	gaji      [2]int8     // month a seat captured with the Gaji, or 0
	scores    [2]int
	extra     int8    // tie-break rounds added to the game
	firstDraw [2]Card // the cards drawn to choose the first dealer
	result    RoundResult
}

// EndReason says how a round ended.
type EndReason uint8

// The ways a round ends.
const (
	EndNone      EndReason = iota
	EndShobu               // the winner stopped with a yaku
	EndLastCard            // the winner made a yaku with the last card: forced Shobu
	EndTeshi               // four cards of a month in hand
	EndKuttsuki            // four pairs in hand
	EndExhausted           // the hands ran out
	EndFieldFour           // four of a month or four pairs in the field (standard)
)

var endNames = [...]string{"none", "shobu", "last-card", "teshi", "kuttsuki", "exhausted", "field-four"}

// String returns the reason's name.
func (e EndReason) String() string {
	if int(e) < len(endNames) {
		return endNames[e]
	}
	return fmt.Sprintf("end(%d)", e)
}

// RoundResult is the outcome of a round.
type RoundResult struct {
	Round  int
	Month  int
	Reason EndReason
	Draw   bool
	Winner Seat  // when not Draw
	Points int   // what the winner scored
	Score  Score // the itemised score of a Shobu or an exhaustion win
	Seed   uint64
	Deck   [NumCards]Card // the deck as dealt, revealed at the round's end
	Dealer Seat
}

// Accessors.

// Rules returns the game's rules.
func (s State) Rules() *Rules { return &s.config().rules }

// Phase returns what the game waits for.
func (s State) Phase() Phase { return s.phase }

// ToMove returns the seat that must decide now.
func (s State) ToMove() Seat { return s.toMove }

// Dealer returns the Oya of the current round.
func (s State) Dealer() Seat { return s.dealer }

// Round returns the number of the current round, from 1.
func (s State) Round() int { return int(s.round) }

// Month returns the current round's month, 1..12.
func (s State) Month() int { return int(s.month) }

// Hand returns a seat's hand.
func (s State) Hand(p Seat) Set { return s.hands[p] }

// Captured returns the cards a seat captured this round.
func (s State) Captured(p Seat) Set { return s.captured[p] }

// Field returns the cards in the field.
func (s State) Field() Set { return s.field }

// PileLen returns the number of cards left in the draw pile.
func (s State) PileLen() int { return NumCards - int(s.next) }

// Pile returns the draw pile, top first.
func (s State) Pile() []Card { return append([]Card(nil), s.deck[s.next:]...) }

// Pending returns the card waiting for a capture choice, or NoCard.
func (s State) Pending() Card { return s.pending }

// Drawn returns the card last turned over from the pile, or NoCard.
func (s State) Drawn() Card { return s.drawn }

// Played returns the card last played from a hand, or NoCard.
func (s State) Played() Card { return s.played }

// Choices returns the field cards the pending card may capture.
func (s State) Choices() Set { return s.choices }

// KoiKoi returns the number of Koi-Koi a seat has called this round.
func (s State) KoiKoi(p Seat) int { return int(s.koi[p]) }

// YakuOf returns a seat's yaku as of its last check.
func (s State) YakuOf(p Seat) YakuList { return s.yaku[p] }

// Score returns a seat's game score.
func (s State) Score(p Seat) int { return s.scores[p] }

// FieldBrights returns the number of brights in the field at the deal.
func (s State) FieldBrights() int { return int(s.brights) }

// GajiMonth returns the month a seat captured with the Gaji, or 0.
func (s State) GajiMonth(p Seat) int { return int(s.gaji[p]) }

// GajiAvailable reports whether the lightning card, played from the hand of
// the player to move, may be wild now.
func (s State) GajiAvailable() bool { return s.gajiLive(s.toMove) }

// CanPlayGaji reports whether the player to move may make the Gaji move
// (play the lightning wild) now.
func (s State) CanPlayGaji() bool { return s.gajiMove() }

// GajiLive reports whether the lightning card, played from seat p's hand,
// may be wild now.
func (s State) GajiLive(p Seat) bool { return s.gajiLive(p) }

// HikiMonths returns the months declared by a Hiki this round, as a bit
// mask (bit m for month m). Both players see them.
func (s State) HikiMonths() uint16 { return s.hiki }

// Result returns the last round's outcome (Reason is EndNone before the
// first round ends).
func (s State) Result() RoundResult { return s.result }

// FirstDraw returns the two cards drawn to choose the first dealer (NoCard
// when the dealer was fixed).
func (s State) FirstDraw() [2]Card { return s.firstDraw }

// RoundsToPlay returns the number of rounds the game lasts, tie-break
// included once it has started.
func (s State) RoundsToPlay() int {
	return s.config().rules.Rounds + int(s.extra)
}

// DealSeed returns the seed of the current round's deck (0 for a stacked
// deck). Show it only once the round is over.
func (s State) DealSeed() uint64 {
	if int(s.deals-1) < len(s.cfg.decks) {
		return 0
	}
	return DealSeed(s.cfg.seed, int(s.deals-1))
}

// DealHash returns the commitment to the current round's deck, to show
// before the round is played.
func (s State) DealHash() string { return DealHash(s.DealSeed(), s.deck) }

// Winner returns the game's winner once it is over; ok is false for a draw.
func (s State) Winner() (w Seat, ok bool) {
	switch {
	case s.scores[0] > s.scores[1]:
		return 0, true
	case s.scores[1] > s.scores[0]:
		return 1, true
	}
	return 0, false
}
