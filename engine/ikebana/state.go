package ikebana

import "fmt"

// Seat is a place at the table, 0 to Players-1, clockwise: the seat on a
// player's left is the next seat.
type Seat uint8

// Phase says what the game waits for.
type Phase uint8

// The phases of a game.
const (
	PhaseNone      Phase = iota // no game: a State not made by NewState
	PhaseStart                  // the player to move draws or buys
	PhaseDrawn                  // the player to move keeps or refuses the card drawn
	PhaseRoundOver              // the round is scored; NextRound starts the next
	PhaseGameOver               // the four rounds are over
)

var phaseNames = [...]string{"none", "start", "drawn", "round-over", "game-over"}

// String returns the phase's name.
func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return fmt.Sprintf("phase(%d)", p)
}

// Playing reports whether a player must move: PhaseStart or PhaseDrawn.
func (p Phase) Playing() bool { return p == PhaseStart || p == PhaseDrawn }

// State is the whole state of a game at one moment. It is a value: Apply
// returns a new State and never changes the one it is called on, and a copy
// costs no allocation. Play changes a State in place, for search loops. A
// State holds hidden information (the order of the pile): give players an
// Observation instead.
type State struct {
	cfg *config

	phase    Phase
	players  int8
	round    int8 // 1-based
	first    Seat // the round's first player
	toMove   Seat
	turns    int8 // turns finished this round
	refusals int8 // cards refused so far this turn
	payTo    Seat // who the next refusal of the turn is paid to
	drawn    Card // the card turned over and waiting, or NoCard
	pileLen  int8
	shuffles int8           // reshuffles of an exhausted pile this round
	pile     [NumCards]Card // pile[:pileLen], the top last
	below    [NumCards]Card // for a discarded card, the card under it
	top      [MaxPlayers]Card
	bouquets [MaxPlayers]Set
	discards [MaxPlayers]Set
	prestige [MaxPlayers]int32
	// The last round scored: its number, first player, bouquets, and the
	// prestige right after the bank paid.
	scoredRound int8
	scoredFirst Seat
	scored      [MaxPlayers]Set
	after       [MaxPlayers]int32
	upNext      Seat // the next round's first player
	rng         splitMix
}

// RoundResult is the outcome of a round.
type RoundResult struct {
	Round    int
	First    Seat // who started the round
	Next     Seat // who starts the next one (the highest scorer)
	Final    bool // the Bouquet-final doubling applied
	Bouquets []Set
	Scores   []Score // each seat's bouquet score, what the bank paid
	Prestige []int   // each seat's prestige after the payments
	Seed     uint64  // the round's seed (0 with a stacked deck), to check its shuffles
}

// Players returns the number of seats.
func (s State) Players() int { return int(s.players) }

// Rules returns the game's rules: the table size and the variant.
func (s State) Rules() Rules { return s.config().rules }

// noConfig is the config of a State not made by NewState.
var noConfig = func() *config {
	c := &config{sampled: true}
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

// Phase returns what the game waits for.
func (s State) Phase() Phase { return s.phase }

// ToMove returns the seat that must decide now.
func (s State) ToMove() Seat { return s.toMove }

// Round returns the number of the current round, 1 to 4.
func (s State) Round() int { return int(s.round) }

// FirstPlayer returns the current round's first player.
func (s State) FirstPlayer() Seat { return s.first }

// LastRound reports whether the current round is the game's last.
func (s State) LastRound() bool { return s.round == Rounds }

// Bouquet returns a seat's bouquet.
func (s State) Bouquet(p Seat) Set { return s.bouquets[p%MaxPlayers] }

// Discards returns every card in a seat's discard pile (the top one is the
// only one face up, but every player saw them all go down).
func (s State) Discards(p Seat) Set { return s.discards[p%MaxPlayers] }

// DiscardTop returns the top card of a seat's discard pile, or NoCard.
func (s State) DiscardTop(p Seat) Card { return s.top[p%MaxPlayers] }

// DiscardPile returns a seat's discard pile, top first.
func (s State) DiscardPile(p Seat) []Card {
	var out []Card
	for c := s.top[p%MaxPlayers]; c != NoCard; c = s.below[c] {
		out = append(out, c)
	}
	return out
}

// Prestige returns a seat's prestige.
func (s State) Prestige(p Seat) int { return int(s.prestige[p%MaxPlayers]) }

// Drawn returns the card turned over and waiting for keep or refuse, or
// NoCard.
func (s State) Drawn() Card { return s.drawn }

// Refusals returns the number of cards refused so far this turn.
func (s State) Refusals() int { return int(s.refusals) }

// RefusePrice returns what refusing the next card drawn this turn costs,
// and to whom: the k-th refusal of a turn costs k, paid to the k-th other
// player clockwise (round the table again, skipping the refuser, past the
// last). Before drawing it is the price of a first refusal.
func (s State) RefusePrice() (price int, to Seat) {
	if s.phase != PhaseDrawn {
		return 1, s.next(s.toMove)
	}
	return int(s.refusals) + 1, s.payTo
}

// PileLen returns the number of cards left in the draw pile.
func (s State) PileLen() int { return int(s.pileLen) }

// PileSet returns the cards in the pile, without their order: every player
// can work it out from what he saw.
func (s State) PileSet() Set {
	var p Set
	for _, c := range s.pile[:s.pileLen] {
		p |= 1 << c
	}
	return p
}

// Pile returns the draw pile, top first: hidden information.
func (s State) Pile() []Card {
	out := make([]Card, s.pileLen)
	for i := range out {
		out[i] = s.pile[int(s.pileLen)-1-i]
	}
	return out
}

// Reshuffles returns how many times the pile ran out and the discards were
// shuffled into a new one this round.
func (s State) Reshuffles() int { return int(s.shuffles) }

// RoundSeed returns the seed of the current round (0 with a stacked deck or
// in a determinized state). Show it only once the round is over.
func (s State) RoundSeed() uint64 {
	if c := s.config(); c.sampled || int(s.round) <= len(c.decks) {
		return 0
	}
	return RoundSeed(s.cfg.seed, int(s.round))
}

// Result returns the last scored round's outcome (Round is 0 before the
// first round ends).
func (s State) Result() RoundResult {
	r := RoundResult{Round: int(s.scoredRound), First: s.scoredFirst, Next: s.upNext}
	if r.Round == 0 {
		return r
	}
	c := s.config()
	r.Final = c.rules.Final && r.Round == Rounds
	for p := 0; p < int(s.players); p++ {
		r.Bouquets = append(r.Bouquets, s.scored[p])
		r.Scores = append(r.Scores, scoreBouquet(s.scored[p], r.Final))
		r.Prestige = append(r.Prestige, int(s.after[p]))
	}
	if !c.sampled && r.Round > len(c.decks) {
		r.Seed = RoundSeed(c.seed, r.Round)
	}
	return r
}

// Winners returns the seats with the most prestige (several when tied), in
// seat order. It is the game's result once the phase is PhaseGameOver.
func (s State) Winners() []Seat {
	best := s.prestige[0]
	for p := 1; p < int(s.players); p++ {
		best = max(best, s.prestige[p])
	}
	var out []Seat
	for p := 0; p < int(s.players); p++ {
		if s.prestige[p] == best {
			out = append(out, Seat(p))
		}
	}
	return out
}

// Wins reports whether seat p has the most prestige, alone or tied: once
// the game is over, whether p won. Unlike Winners it never allocates.
func (s *State) Wins(p Seat) bool {
	for q := 0; q < int(s.players); q++ {
		if s.prestige[q] > s.prestige[p%MaxPlayers] {
			return false
		}
	}
	return int(p) < int(s.players)
}

// GameOver reports whether the game is over.
func (s State) GameOver() bool { return s.phase == PhaseGameOver }
