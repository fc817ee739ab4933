package koikoi

import (
	"fmt"
	"strings"
)

// Card is one of the 48 Hanafuda cards, numbered 0..47 in the order of
// docs/cards.tsv: four cards a month, January first.
type Card uint8

// NumCards is the number of cards in a Hanafuda deck.
const NumCards = 48

// NoCard is the zero value of "no card" where a Card field may be empty.
const NoCard Card = 255

// Kind is a card's rank.
type Kind uint8

// The four ranks, from the most to the least valuable.
const (
	Bright Kind = iota
	Animal
	Ribbon
	Plain
)

var kindNames = [...]string{"bright", "animal", "ribbon", "plain"}

// String returns the rank's id: bright, animal, ribbon or plain.
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("kind(%d)", k)
}

// Tag marks the cards that play a part in particular yaku.
type Tag uint8

// The tags of cards.tsv.
const (
	TagNone Tag = iota
	TagPoetry
	TagBlue
	TagRed
	TagCurtain
	TagMoon
	TagSake
	TagButterflies
	TagBoar
	TagDeer
	TagRain
	TagLightning
)

type cardInfo struct {
	id   string
	kind Kind
	tag  Tag
}

// cards follows docs/cards.tsv line by line.
var cards = [NumCards]cardInfo{
	{"jan-crane", Bright, TagNone}, {"jan-poetry", Ribbon, TagPoetry}, {"jan-plain-1", Plain, TagNone}, {"jan-plain-2", Plain, TagNone},
	{"feb-warbler", Animal, TagNone}, {"feb-poetry", Ribbon, TagPoetry}, {"feb-plain-1", Plain, TagNone}, {"feb-plain-2", Plain, TagNone},
	{"mar-curtain", Bright, TagCurtain}, {"mar-poetry", Ribbon, TagPoetry}, {"mar-plain-1", Plain, TagNone}, {"mar-plain-2", Plain, TagNone},
	{"apr-cuckoo", Animal, TagNone}, {"apr-ribbon", Ribbon, TagRed}, {"apr-plain-1", Plain, TagNone}, {"apr-plain-2", Plain, TagNone},
	{"may-bridge", Animal, TagNone}, {"may-ribbon", Ribbon, TagRed}, {"may-plain-1", Plain, TagNone}, {"may-plain-2", Plain, TagNone},
	{"jun-butterflies", Animal, TagButterflies}, {"jun-blue", Ribbon, TagBlue}, {"jun-plain-1", Plain, TagNone}, {"jun-plain-2", Plain, TagNone},
	{"jul-boar", Animal, TagBoar}, {"jul-ribbon", Ribbon, TagRed}, {"jul-plain-1", Plain, TagNone}, {"jul-plain-2", Plain, TagNone},
	{"aug-moon", Bright, TagMoon}, {"aug-geese", Animal, TagNone}, {"aug-plain-1", Plain, TagNone}, {"aug-plain-2", Plain, TagNone},
	{"sep-sake", Animal, TagSake}, {"sep-blue", Ribbon, TagBlue}, {"sep-plain-1", Plain, TagNone}, {"sep-plain-2", Plain, TagNone},
	{"oct-deer", Animal, TagDeer}, {"oct-blue", Ribbon, TagBlue}, {"oct-plain-1", Plain, TagNone}, {"oct-plain-2", Plain, TagNone},
	{"nov-rainman", Bright, TagRain}, {"nov-swallow", Animal, TagNone}, {"nov-ribbon", Ribbon, TagRed}, {"nov-lightning", Plain, TagLightning},
	{"dec-phoenix", Bright, TagNone}, {"dec-plain-1", Plain, TagNone}, {"dec-plain-2", Plain, TagNone}, {"dec-plain-3", Plain, TagNone},
}

// Named cards that the rules refer to.
const (
	CraneCard     Card = 0
	CurtainCard   Card = 8
	ButterflyCard Card = 20
	BoarCard      Card = 24
	MoonCard      Card = 28
	SakeCard      Card = 32
	DeerCard      Card = 36
	RainManCard   Card = 40
	LightningCard Card = 43
	PhoenixCard   Card = 44
	NovemberMonth      = 11
)

// Month returns the card's month, 1 (January) to 12 (December).
func (c Card) Month() int { return int(c)/4 + 1 }

// Kind returns the card's rank.
func (c Card) Kind() Kind { return cards[c].kind }

// Tag returns the card's tag (TagNone for most cards).
func (c Card) Tag() Tag { return cards[c].tag }

// Valid reports whether c is one of the 48 cards.
func (c Card) Valid() bool { return c < NumCards }

// String returns the card's id from cards.tsv, such as "jan-crane".
func (c Card) String() string {
	if c.Valid() {
		return cards[c].id
	}
	if c == NoCard {
		return "none"
	}
	return fmt.Sprintf("card(%d)", uint8(c))
}

// MarshalText encodes the card as its id.
func (c Card) MarshalText() ([]byte, error) {
	if !c.Valid() {
		return nil, fmt.Errorf("%w: %d", ErrUnknownCard, uint8(c))
	}
	return []byte(cards[c].id), nil
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

var cardByID = func() map[string]Card {
	m := make(map[string]Card, NumCards)
	for i := range cards {
		m[cards[i].id] = Card(i)
	}
	return m
}()

// ParseCard returns the card with the given id (case-insensitive, surrounding
// space ignored). An unknown id returns an error wrapping ErrUnknownCard.
func ParseCard(id string) (Card, error) {
	c, ok := cardByID[strings.ToLower(strings.TrimSpace(id))]
	if !ok {
		return NoCard, fmt.Errorf("%w: %q", ErrUnknownCard, id)
	}
	return c, nil
}

// AllCards returns the 48 cards in deck order.
func AllCards() []Card {
	out := make([]Card, NumCards)
	for i := range out {
		out[i] = Card(i)
	}
	return out
}
