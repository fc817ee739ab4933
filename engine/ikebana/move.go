package ikebana

import (
	"fmt"
	"strconv"
	"strings"
)

// MoveKind is the kind of a decision.
type MoveKind uint8

// The kinds of moves. Every decision of the game is a move: at the start of
// a turn, draw or buy; after each card drawn, keep it or refuse it.
const (
	MoveDraw   MoveKind = iota // turn over the top card of the pile
	MoveBuy                    // buy the top card of From's discard pile
	MoveKeep                   // keep the card drawn: the turn ends
	MoveRefuse                 // refuse it, pay, and draw the next
)

var moveNames = [...]string{"draw", "buy", "keep", "refuse"}

// Move is one decision of the player to move.
type Move struct {
	Kind MoveKind
	From Seat // for MoveBuy: whose discard pile
}

// The moves without a seat.
var (
	Draw   = Move{Kind: MoveDraw}
	Keep   = Move{Kind: MoveKeep}
	Refuse = Move{Kind: MoveRefuse}
)

// Buy returns the move that buys the top card of seat from's discard pile.
func Buy(from Seat) Move { return Move{MoveBuy, from} }

// String returns the move as records write it: "draw", "buy 2" (seats are
// numbered from 0), "keep" or "refuse".
func (m Move) String() string {
	switch {
	case int(m.Kind) >= len(moveNames):
		return fmt.Sprintf("move(%d)", m.Kind)
	case m.Kind == MoveBuy:
		return "buy " + strconv.Itoa(int(m.From))
	}
	return moveNames[m.Kind]
}

// ParseMove reads the form String writes. Errors wrap ErrBadMove.
func ParseMove(text string) (Move, error) {
	f := strings.Fields(strings.ToLower(text))
	if len(f) == 0 {
		return Move{}, fmt.Errorf("%w: empty", ErrBadMove)
	}
	for k, name := range moveNames {
		if f[0] != name {
			continue
		}
		if MoveKind(k) == MoveBuy {
			if len(f) != 2 {
				return Move{}, fmt.Errorf("%w: %q needs one seat", ErrBadMove, text)
			}
			n, err := strconv.Atoi(f[1])
			if err != nil || n < 0 || n >= MaxPlayers {
				return Move{}, fmt.Errorf("%w: %q: a seat is 0 to %d", ErrBadMove, text, MaxPlayers-1)
			}
			return Buy(Seat(n)), nil
		}
		if len(f) != 1 {
			return Move{}, fmt.Errorf("%w: %q takes no argument", ErrBadMove, text)
		}
		return Move{Kind: MoveKind(k)}, nil
	}
	return Move{}, fmt.Errorf("%w: %q", ErrBadMove, text)
}

// MarshalText encodes the move as String does.
func (m Move) MarshalText() ([]byte, error) {
	if int(m.Kind) >= len(moveNames) {
		return nil, fmt.Errorf("%w: kind %d", ErrBadMove, m.Kind)
	}
	return []byte(m.String()), nil
}

// UnmarshalText decodes a move.
func (m *Move) UnmarshalText(b []byte) error {
	v, err := ParseMove(string(b))
	if err != nil {
		return err
	}
	*m = v
	return nil
}

// canonical returns m with the seat cleared for the kinds that take none,
// so that Move{Kind: MoveKeep, From: 3} equals Keep.
func (m Move) canonical() Move {
	if m.Kind != MoveBuy {
		m.From = 0
	}
	return m
}
