package koikoi

import (
	"encoding/json"
	"fmt"
)

// eventJSON is an Event's JSON form: names for kinds, reasons and yaku,
// card ids for cards, and only the fields an event uses.
type eventJSON struct {
	Kind   string         `json:"kind"`
	Seat   Seat           `json:"seat"`
	Card   string         `json:"card,omitempty"`
	Cards  []string       `json:"cards,omitempty"`
	Hand   []string       `json:"hand,omitempty"`
	Wild   bool           `json:"wild,omitempty"`
	Swap   bool           `json:"swap,omitempty"`
	Month  int            `json:"month,omitempty"`
	Round  int            `json:"round,omitempty"`
	Count  int            `json:"count,omitempty"`
	Points int            `json:"points,omitempty"`
	Yaku   map[string]int `json:"yaku,omitempty"`
	Made   map[string]int `json:"made,omitempty"`
	Reason string         `json:"reason,omitempty"`
	Hash   string         `json:"hash,omitempty"`
	Result *resultJSON    `json:"result,omitempty"`
	Scores *[2]int        `json:"scores,omitempty"`
	Draw   bool           `json:"draw,omitempty"`
}

// resultJSON is a RoundResult's JSON form.
type resultJSON struct {
	Round     int            `json:"round"`
	Month     int            `json:"month"`
	Reason    string         `json:"reason"`
	Draw      bool           `json:"draw,omitempty"`
	Winner    Seat           `json:"winner"`
	Points    int            `json:"points"`
	Yaku      map[string]int `json:"yaku,omitempty"`
	Base      int            `json:"base,omitempty"`
	Doubled   bool           `json:"doubled,omitempty"`
	KoiMult   int            `json:"koiMult,omitempty"`
	FieldMult int            `json:"fieldMult,omitempty"`
	Total     int            `json:"total,omitempty"`
	Seed      uint64         `json:"seed,string"`
	Deck      []string       `json:"deck"`
	Dealer    Seat           `json:"dealer"`
}

// MarshalJSON encodes the event's exported fields, those its kind uses:
// {"kind":"capture","seat":0,"card":"jan-crane","cards":["jan-plain-1"]}.
func (e Event) MarshalJSON() ([]byte, error) {
	if e.Kind >= numEventKinds {
		return nil, fmt.Errorf("%w: kind %d", ErrBadEvent, e.Kind)
	}
	j := eventJSON{Kind: e.Kind.String(), Seat: e.Seat, Cards: cardIDs(e.Cards), Hand: cardIDs(e.Hand),
		Wild: e.Wild, Swap: e.Swap, Month: e.Month, Round: e.Round, Count: e.Count, Points: e.Points,
		Yaku: yakuMap(e.Yaku), Made: yakuMap(e.Made), Hash: e.Hash, Draw: e.Draw}
	if e.Card != NoCard {
		j.Card = e.Card.String()
	}
	if e.Kind == EventShobu || e.Reason != EndNone {
		j.Reason = e.Reason.String()
	}
	if e.Kind == EventGameEnd || e.Scores != [2]int{} {
		j.Scores = &e.Scores
	}
	if e.Kind == EventRoundEnd || e.Result != (RoundResult{}) {
		j.Result = newResultJSON(&e.Result)
	}
	return json.Marshal(j)
}

// newResultJSON returns a round's result in its JSON form.
func newResultJSON(r *RoundResult) *resultJSON {
	j := &resultJSON{Round: r.Round, Month: r.Month, Reason: r.Reason.String(), Draw: r.Draw,
		Winner: r.Winner, Points: r.Points, Yaku: yakuMap(r.Score.Yaku), Base: r.Score.Base,
		Doubled: r.Score.Doubled, KoiMult: r.Score.KoiMult, FieldMult: r.Score.FieldMult,
		Total: r.Score.Total, Seed: r.Seed, Deck: make([]string, NumCards), Dealer: r.Dealer}
	for i, c := range r.Deck {
		j.Deck[i] = c.String()
	}
	return j
}

// result reads a round's result back.
func (r *resultJSON) result() (RoundResult, error) {
	v := RoundResult{Round: r.Round, Month: r.Month, Draw: r.Draw, Winner: r.Winner, Points: r.Points,
		Score: Score{Base: r.Base, Doubled: r.Doubled, KoiMult: r.KoiMult, FieldMult: r.FieldMult, Total: r.Total},
		Seed:  r.Seed, Dealer: r.Dealer}
	var err error
	if v.Reason, err = parseEndReason(r.Reason); err != nil {
		return v, err
	}
	if v.Score.Yaku, err = parseYakuMap(r.Yaku); err != nil {
		return v, err
	}
	if len(r.Deck) != NumCards {
		return v, fmt.Errorf("%w: a deck of %d cards", ErrBadEvent, len(r.Deck))
	}
	for i, id := range r.Deck {
		if v.Deck[i], err = ParseCard(id); err != nil {
			return v, err
		}
	}
	return v, nil
}

// UnmarshalJSON decodes the form MarshalJSON writes. Unknown kinds, cards,
// yaku or reasons are errors wrapping ErrBadEvent or ErrUnknownCard.
func (e *Event) UnmarshalJSON(b []byte) error {
	var j eventJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return fmt.Errorf("%w: %v", ErrBadEvent, err)
	}
	kind, err := ParseEventKind(j.Kind)
	if err != nil {
		return err
	}
	v := Event{Kind: kind, Seat: j.Seat, Card: NoCard, Wild: j.Wild, Swap: j.Swap, Month: j.Month,
		Round: j.Round, Count: j.Count, Points: j.Points, Hash: j.Hash, Draw: j.Draw}
	if v.Seat > 1 {
		return fmt.Errorf("%w: seat %d", ErrBadEvent, v.Seat)
	}
	if j.Card != "" {
		if v.Card, err = ParseCard(j.Card); err != nil {
			return err
		}
	}
	if v.Cards, err = parseIDs(j.Cards); err != nil {
		return err
	}
	if v.Hand, err = parseIDs(j.Hand); err != nil {
		return err
	}
	if v.Yaku, err = parseYakuMap(j.Yaku); err != nil {
		return err
	}
	if v.Made, err = parseYakuMap(j.Made); err != nil {
		return err
	}
	if j.Reason != "" {
		if v.Reason, err = parseEndReason(j.Reason); err != nil {
			return err
		}
	}
	if j.Scores != nil {
		v.Scores = *j.Scores
	}
	if j.Result != nil {
		if v.Result, err = j.Result.result(); err != nil {
			return err
		}
	}
	*e = v
	return nil
}

// cardIDs returns the ids of s's cards, nil for none.
func cardIDs(s Set) []string {
	if s == 0 {
		return nil
	}
	out := make([]string, 0, s.Len())
	for t := s; t != 0; t &= t - 1 {
		out = append(out, t.First().String())
	}
	return out
}

// yakuMap returns the yaku that count in l by id, nil for none.
func yakuMap(l YakuList) map[string]int {
	if !l.Any() {
		return nil
	}
	m := make(map[string]int)
	for y, p := range l {
		if p != 0 {
			m[Yaku(y).String()] = int(p)
		}
	}
	return m
}

func parseYakuMap(m map[string]int) (YakuList, error) {
	var l YakuList
	for id, p := range m {
		y := Yaku(0)
		for y < NumYaku && yakuIDs[y] != id {
			y++
		}
		if y == NumYaku || p < -128 || p > 127 {
			return l, fmt.Errorf("%w: yaku %q=%d", ErrBadEvent, id, p)
		}
		l[y] = int8(p)
	}
	return l, nil
}

func parseEndReason(name string) (EndReason, error) {
	for r, n := range endNames {
		if n == name {
			return EndReason(r), nil
		}
	}
	return 0, fmt.Errorf("%w: end reason %q", ErrBadEvent, name)
}
