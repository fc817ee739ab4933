package online

import (
	"encoding/json"
	"fmt"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/koikoi"
)

// Koikoi is a Koi-Koi match at an online table.
type Koikoi = Remote[koikoi.Observation, koikoi.Move, koikoi.Event]

// Ikebana is an Ikebana match at an online table.
type Ikebana = Remote[ikebana.Observation, ikebana.Move, ikebana.Event]

// NewKoikoi returns the Koi-Koi match of a table (ErrBadOptions for
// another game's table).
func NewKoikoi(t *Table) (*Koikoi, error) { return newRemote(t, koikoiCodec{}) }

// NewIkebana returns the Ikebana match of a table.
func NewIkebana(t *Table) (*Ikebana, error) { return newRemote(t, ikebanaCodec{}) }

// legalOf reads a view's legal moves with the game's move parser.
func legalOf[M any](b json.RawMessage, parse func(string) (M, error)) ([]M, error) {
	var v struct {
		Legal []string `json:"legal"`
	}
	if err := json.Unmarshal(b, &v); err != nil {
		return nil, err
	}
	out := make([]M, 0, len(v.Legal))
	for _, s := range v.Legal {
		m, err := parse(s)
		if err != nil {
			return nil, fmt.Errorf("online: legal move %q: %w", s, err)
		}
		out = append(out, m)
	}
	return out, nil
}

type koikoiCodec struct{}

func (koikoiCodec) game() string { return "koikoi" }

func (koikoiCodec) view(b json.RawMessage) (koikoi.Observation, []koikoi.Move, error) {
	var o koikoi.Observation
	if err := o.UnmarshalJSON(b); err != nil {
		return o, nil, err
	}
	legal, err := legalOf(b, koikoi.ParseMove)
	return o, legal, err
}

func (koikoiCodec) event(b json.RawMessage) (koikoi.Event, error) {
	var e koikoi.Event
	err := e.UnmarshalJSON(b)
	return e, err
}

func (koikoiCodec) move(m koikoi.Move) string { return m.String() }

func (koikoiCodec) roundOver(o *koikoi.Observation) bool { return o.Phase == koikoi.PhaseRoundOver }

func (koikoiCodec) toMove(o *koikoi.Observation) int {
	switch {
	case o.Phase == koikoi.PhaseRoundOver || o.Phase == koikoi.PhaseGameOver:
		return -1
	case o.MyTurn:
		return int(o.Seat)
	}
	return int(o.Seat.Other())
}

type ikebanaCodec struct{}

func (ikebanaCodec) game() string { return "ikebana" }

func (ikebanaCodec) view(b json.RawMessage) (ikebana.Observation, []ikebana.Move, error) {
	var o ikebana.Observation
	if err := o.UnmarshalJSON(b); err != nil {
		return o, nil, err
	}
	legal, err := legalOf(b, ikebana.ParseMove)
	return o, legal, err
}

func (ikebanaCodec) event(b json.RawMessage) (ikebana.Event, error) {
	var e ikebana.Event
	err := e.UnmarshalJSON(b)
	return e, err
}

func (ikebanaCodec) move(m ikebana.Move) string { return m.String() }

func (ikebanaCodec) roundOver(o *ikebana.Observation) bool { return o.Phase == ikebana.PhaseRoundOver }

func (ikebanaCodec) toMove(o *ikebana.Observation) int {
	if o.Phase != ikebana.PhaseStart && o.Phase != ikebana.PhaseDrawn {
		return -1
	}
	return int(o.ToMove)
}
