package ikebana

import (
	"fmt"
	"strings"
)

// Colour is the colour of a card: one of the five flower colours, or Multi
// for the five multicolour cards (jokers).
type Colour uint8

// The colours, in the order card ids are numbered.
const (
	Red Colour = iota
	Green
	Yellow
	Blue
	Black
	Multi    // a joker: takes the colour that scores most
	NoColour // no colour (an absent card)
)

// NumColours is the number of true colours (jokers excluded).
const NumColours = 5

var colourNames = [...]string{"red", "green", "yellow", "blue", "black", "multi"}

// String returns the colour's name as card ids write it ("red", "multi").
func (c Colour) String() string {
	if int(c) < len(colourNames) {
		return colourNames[c]
	}
	return "none"
}

// ParseColour reads a colour's name (jokers' "multi" excluded: a joker's
// colour is always a true colour).
func ParseColour(name string) (Colour, error) {
	for c := Red; c < Multi; c++ {
		if colourNames[c] == name {
			return c, nil
		}
	}
	return NoColour, fmt.Errorf("%w: %q", ErrUnknownColour, name)
}

// Card is one of the 55 cards: 0..49 are the five colours in order (ten
// cards each: 1a 1b 1c 2a 2b 3a 3b 4a 4b 5), 50..54 the jokers multi-1 to
// multi-5. Cards are small values; sets of cards are Set bit masks.
type Card uint8

// NumCards is the number of cards in the game.
const NumCards = 55

// NoCard stands for no card (an empty discard pile, nothing drawn).
const NoCard Card = 255

// Per colour, the value and copy letter of the ten cards.
var (
	colourValues = [10]int8{1, 1, 1, 2, 2, 3, 3, 4, 4, 5}
	colourLetter = [10]string{"a", "b", "c", "a", "b", "a", "b", "a", "b", ""}
)

// cardIDs holds every card's id, built once.
var cardIDs = func() (ids [NumCards]string) {
	for c := Card(0); c < NumCards; c++ {
		col, v := c.Colour(), c.Value()
		if col == Multi {
			ids[c] = fmt.Sprintf("multi-%d", v)
			continue
		}
		ids[c] = fmt.Sprintf("%s-%d%s", col, v, colourLetter[c%10])
	}
	return ids
}()

// Colour returns the card's colour (Multi for a joker).
func (c Card) Colour() Colour {
	if c >= NumCards {
		return NoColour
	}
	return Colour(c / 10)
}

// Value returns the card's value, 1..5 (0 for NoCard).
func (c Card) Value() int { return int(cardValues[c]) }

// cardValues[c] is card c's value, 0 for every byte that is no card.
var cardValues = func() (v [256]int8) {
	for c := 0; c < NumCards; c++ {
		if c >= 50 {
			v[c] = int8(c-50) + 1
		} else {
			v[c] = colourValues[c%10]
		}
	}
	return v
}()

// Joker reports whether the card is a multicolour card.
func (c Card) Joker() bool { return c >= 50 && c < NumCards }

// Valid reports whether c is one of the 55 cards.
func (c Card) Valid() bool { return c < NumCards }

// String returns the card's id ("red-1a", "blue-5", "multi-3"), or "none".
func (c Card) String() string {
	if c >= NumCards {
		return "none"
	}
	return cardIDs[c]
}

// MarshalText encodes the card as its id.
func (c Card) MarshalText() ([]byte, error) {
	if c >= NumCards {
		return nil, fmt.Errorf("%w: %d", ErrUnknownCard, c)
	}
	return []byte(c.String()), nil
}

// UnmarshalText decodes a card id.
func (c *Card) UnmarshalText(b []byte) error {
	v, err := ParseCard(string(b))
	if err != nil {
		return err
	}
	*c = v
	return nil
}

// ParseCard reads a card id, case-insensitively. An unknown id returns an
// error wrapping ErrUnknownCard.
func ParseCard(id string) (Card, error) {
	low := strings.ToLower(strings.TrimSpace(id))
	for c := Card(0); c < NumCards; c++ {
		if cardIDs[c] == low {
			return c, nil
		}
	}
	return NoCard, fmt.Errorf("%w: %q", ErrUnknownCard, id)
}

// AllCards returns the 55 cards in id order.
func AllCards() []Card {
	out := make([]Card, NumCards)
	for i := range out {
		out[i] = Card(i)
	}
	return out
}
