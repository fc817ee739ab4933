package ikebana

import (
	"encoding/json"
	"fmt"
)

// eventJSON is an Event's JSON form: a name for the kind, a card id for
// the card, and only the fields an event uses.
type eventJSON struct {
	Kind     string `json:"kind"`
	Seat     Seat   `json:"seat"`
	Card     string `json:"card,omitempty"`
	Price    int    `json:"price,omitempty"`
	To       *Seat  `json:"to,omitempty"`
	From     *Seat  `json:"from,omitempty"`
	Prestige *int   `json:"prestige,omitempty"`
	Round    int    `json:"round,omitempty"`
	Final    bool   `json:"final,omitempty"`
	Count    int    `json:"count,omitempty"`
	Winners  []int  `json:"winners,omitempty"` // ints, not Seats: encoding/json writes a []uint8 as base64
}

// MarshalJSON encodes the event's fields, those its kind uses:
// {"kind":"refuse","seat":0,"card":"red-1a","price":1,"to":1}.
func (e Event) MarshalJSON() ([]byte, error) {
	if e.Kind >= numEventKinds {
		return nil, fmt.Errorf("%w: kind %d", ErrBadEvent, e.Kind)
	}
	j := eventJSON{Kind: e.Kind.String(), Seat: e.Seat, Price: e.Price, Round: e.Round, Final: e.Final, Count: e.Count}
	if e.Card != NoCard {
		j.Card = e.Card.String()
	}
	if e.Kind == EventRefuse || e.To != 0 {
		j.To = &e.To
	}
	if e.Kind == EventBuy || e.From != 0 {
		j.From = &e.From
	}
	if e.Kind == EventPayment || e.Prestige != 0 {
		j.Prestige = &e.Prestige
	}
	for p := Seat(0); p < MaxPlayers; p++ {
		if e.Winners&(1<<p) != 0 {
			j.Winners = append(j.Winners, int(p))
		}
	}
	return json.Marshal(j)
}

// UnmarshalJSON decodes the form MarshalJSON writes. An unknown kind or
// card, or a seat past MaxPlayers, is an error wrapping ErrBadEvent or
// ErrUnknownCard.
func (e *Event) UnmarshalJSON(b []byte) error {
	var j eventJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return fmt.Errorf("%w: %v", ErrBadEvent, err)
	}
	kind, err := ParseEventKind(j.Kind)
	if err != nil {
		return err
	}
	v := Event{Kind: kind, Seat: j.Seat, Card: NoCard, Price: j.Price, Round: j.Round, Final: j.Final, Count: j.Count}
	if j.Card != "" {
		if v.Card, err = ParseCard(j.Card); err != nil {
			return err
		}
	}
	seats := []Seat{v.Seat}
	if j.To != nil {
		v.To = *j.To
		seats = append(seats, v.To)
	}
	if j.From != nil {
		v.From = *j.From
		seats = append(seats, v.From)
	}
	if j.Prestige != nil {
		v.Prestige = *j.Prestige
	}
	for _, p := range j.Winners {
		if p < 0 || p >= MaxPlayers {
			return fmt.Errorf("%w: seat %d", ErrBadEvent, p)
		}
		v.Winners |= 1 << p
	}
	for _, p := range seats {
		if p >= MaxPlayers {
			return fmt.Errorf("%w: seat %d", ErrBadEvent, p)
		}
	}
	*e = v
	return nil
}
