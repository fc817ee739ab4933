package koikoi

import (
	"fmt"
	"strings"
)

// MoveKind is the kind of a decision.
type MoveKind uint8

// The kinds of moves. Every decision of the game is a move: playing a card,
// choosing a capture, Koi-Koi or Shobu, and the hand exchange.
const (
	MovePlay     MoveKind = iota // play Card from the hand
	MoveCapture                  // capture Card from the field with the pending card
	MoveKoiKoi                   // go on
	MoveShobu                    // stop and score
	MoveExchange                 // the non-dealer swaps hands with the Oya
	MoveKeep                     // the non-dealer keeps his hand
	MoveGaji                     // play the lightning from the hand as the wild Gaji
)

var moveNames = [...]string{"play", "capture", "koikoi", "shobu", "exchange", "keep", "gaji"}

// Move is one decision of the player to move.
type Move struct {
	Kind MoveKind
	Card Card // for MovePlay and MoveCapture
}

// Play returns the move that plays c from the hand.
func Play(c Card) Move { return Move{MovePlay, c} }

// Capture returns the move that captures c from the field.
func Capture(c Card) Move { return Move{MoveCapture, c} }

// The moves without a card.
var (
	KoiKoi   = Move{Kind: MoveKoiKoi, Card: NoCard}
	Shobu    = Move{Kind: MoveShobu, Card: NoCard}
	Exchange = Move{Kind: MoveExchange, Card: NoCard}
	Keep     = Move{Kind: MoveKeep, Card: NoCard}
	// Gaji plays the lightning from the hand as the wild card (rules.md §4);
	// a capture choice among the field follows. Play(LightningCard) plays it
	// as an ordinary November card.
	Gaji = Move{Kind: MoveGaji, Card: NoCard}
)

// String returns the move as the agent protocol writes it: "play jan-crane",
// "capture jan-plain-1", "koikoi", "shobu", "exchange", "keep" or "gaji".
func (m Move) String() string {
	if int(m.Kind) >= len(moveNames) {
		return fmt.Sprintf("move(%d)", m.Kind)
	}
	if m.Kind == MovePlay || m.Kind == MoveCapture {
		return moveNames[m.Kind] + " " + m.Card.String()
	}
	return moveNames[m.Kind]
}

// ParseMove reads the form String writes. Errors wrap ErrBadMove or
// ErrUnknownCard.
func ParseMove(text string) (Move, error) {
	f := strings.Fields(strings.ToLower(text))
	if len(f) == 0 {
		return Move{}, fmt.Errorf("%w: empty", ErrBadMove)
	}
	for k, name := range moveNames {
		if f[0] != name {
			continue
		}
		kind := MoveKind(k)
		if kind == MovePlay || kind == MoveCapture {
			if len(f) != 2 {
				return Move{}, fmt.Errorf("%w: %q needs one card", ErrBadMove, text)
			}
			c, err := ParseCard(f[1])
			if err != nil {
				return Move{}, err
			}
			return Move{kind, c}, nil
		}
		if len(f) != 1 {
			return Move{}, fmt.Errorf("%w: %q takes no card", ErrBadMove, text)
		}
		return Move{kind, NoCard}, nil
	}
	return Move{}, fmt.Errorf("%w: %q", ErrBadMove, text)
}

// MarshalText encodes the move as String does.
func (m Move) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// UnmarshalText decodes a move.
func (m *Move) UnmarshalText(b []byte) error {
	v, err := ParseMove(string(b))
	if err != nil {
		return err
	}
	*m = v
	return nil
}

// canonical returns m with the card cleared for the kinds that take none,
// so that Move{Kind: MoveShobu} equals Shobu.
func (m Move) canonical() Move {
	if m.Kind != MovePlay && m.Kind != MoveCapture {
		m.Card = NoCard
	}
	return m
}
