package koikoi

import (
	"encoding/json"
	"fmt"
	"slices"
)

// observationJSON is an Observation's JSON form: what the seat sees, from
// its side ("self", "opp"), card ids for cards. Besides the exported
// fields it holds what the rules still need of the round so far (who made
// the last yaku, the November cards played, the Gaji's captures), so that
// it reads back to the same Observation.
type observationJSON struct {
	Seat         Seat           `json:"seat"`
	Rules        string         `json:"rules"`
	Phase        string         `json:"phase"`
	ToMove       bool           `json:"to_move"`
	Round        int            `json:"round"`
	Rounds       int            `json:"rounds"`
	Deals        int            `json:"deals"` // deals so far, redeals included
	Month        int            `json:"month"`
	Dealer       bool           `json:"dealer"`
	Hand         []string       `json:"hand"`
	Field        []string       `json:"field"`
	Captured     []string       `json:"captured"`
	OppCaptured  []string       `json:"opp_captured"`
	OppHandLen   int            `json:"opp_hand_len"`
	PileLen      int            `json:"pile_len"`
	Pending      string         `json:"pending,omitempty"`
	Choices      []string       `json:"choices,omitempty"`
	Drawn        string         `json:"drawn,omitempty"`
	Played       string         `json:"played,omitempty"`
	KoiSelf      int            `json:"koi_self"`
	KoiOpp       int            `json:"koi_opp"`
	Yaku         map[string]int `json:"yaku,omitempty"`
	OppYaku      map[string]int `json:"opp_yaku,omitempty"`
	LastYaku     string         `json:"last_yaku,omitempty"` // "self" or "opp": who made the last new yaku
	ScoreSelf    int            `json:"score_self"`
	ScoreOpp     int            `json:"score_opp"`
	FieldBrights int            `json:"field_brights"`
	GajiLive     bool           `json:"gaji_live,omitempty"`
	NovSelf      bool           `json:"nov_self,omitempty"` // a November card played or turned over
	NovOpp       bool           `json:"nov_opp,omitempty"`
	Wild         bool           `json:"wild,omitempty"`      // the pending card is the Gaji, wild
	GajiSelf     int            `json:"gaji_self,omitempty"` // the month captured with the Gaji
	GajiOpp      int            `json:"gaji_opp,omitempty"`
	Hiki         []int          `json:"hiki,omitempty"`
	FirstDraw    []string       `json:"first_draw,omitempty"` // the cards that chose the first dealer
	Result       *resultJSON    `json:"result,omitempty"`     // the last round's
	OppHand      []string       `json:"opp_hand,omitempty"`   // face up once the round is over
	Pile         []string       `json:"pile,omitempty"`       // likewise, top first
}

// MarshalJSON encodes the observation:
// {"seat":0,"rules":"standard","phase":"play","to_move":true,...}.
// UnmarshalJSON reads it back to the same Observation, from which the
// computer players play as from the one Observe returned.
func (o Observation) MarshalJSON() ([]byte, error) {
	if o.Rules == nil || o.Seat > 1 || int(o.Phase) >= len(phaseNames) {
		return nil, fmt.Errorf("%w: an observation of no game", ErrBadObservation)
	}
	s := &o.public
	me, opp := o.Seat, o.Seat.Other()
	j := observationJSON{Seat: me, Rules: o.Rules.String(), Phase: o.Phase.String(), ToMove: o.MyTurn,
		Round: o.Round, Rounds: o.Rounds, Deals: int(s.deals), Month: o.Month, Dealer: o.Dealer,
		Hand: ids(o.Hand), Field: ids(o.Field), Captured: ids(o.Captured), OppCaptured: ids(o.OppCaptured),
		OppHandLen: o.OppHandLen, PileLen: o.PileLen, Choices: cardIDs(o.Choices),
		KoiSelf: o.KoiSelf, KoiOpp: o.KoiOpp, Yaku: yakuMap(o.Yaku), OppYaku: yakuMap(o.OppYaku),
		ScoreSelf: o.ScoreSelf, ScoreOpp: o.ScoreOpp, FieldBrights: o.FieldBrights, GajiLive: o.GajiLive,
		NovSelf: s.nov[me], NovOpp: s.nov[opp], Wild: s.wild, GajiSelf: int(s.gaji[me]), GajiOpp: int(s.gaji[opp]),
		OppHand: cardIDs(o.OppHand)}
	for _, c := range []struct {
		card Card
		id   *string
	}{{o.Pending, &j.Pending}, {o.Drawn, &j.Drawn}, {o.Played, &j.Played}} {
		if c.card.Valid() {
			*c.id = c.card.String()
		}
	}
	switch s.lastYaku {
	case int8(me):
		j.LastYaku = "self"
	case int8(opp):
		j.LastYaku = "opp"
	}
	for m := 1; m <= 12; m++ {
		if o.Hiki&(1<<m) != 0 {
			j.Hiki = append(j.Hiki, m)
		}
	}
	if s.firstDraw[0].Valid() {
		j.FirstDraw = []string{s.firstDraw[0].String(), s.firstDraw[1].String()}
	}
	if o.Result != (RoundResult{}) {
		j.Result = newResultJSON(&o.Result)
	}
	for _, c := range o.Pile {
		j.Pile = append(j.Pile, c.String())
	}
	return json.Marshal(j)
}

// ids returns the ids of s's cards, an empty list for none.
func ids(s Set) []string {
	if s == 0 {
		return []string{}
	}
	return cardIDs(s)
}

// UnmarshalJSON decodes the form MarshalJSON writes. It checks it as
// NewObservation does (every card once, the pending card and the choices
// fitting the phase) and besides the seats' November cards against
// gaji_live and the revealed cards against the round's end. A bad form is
// an error wrapping ErrBadObservation, ErrBadDeck, ErrBadMove,
// ErrUnknownCard or ErrDuplicateCard, or the rules' error.
func (o *Observation) UnmarshalJSON(b []byte) error {
	var j observationJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return fmt.Errorf("%w: %v", ErrBadObservation, err)
	}
	v, err := j.decode()
	if err != nil {
		return err
	}
	if v.Phase == PhaseExchange {
		// The hands are face down: this seat's counts as many cards as
		// the other's.
		v.OppHandLen *= 2
	}
	built, err := NewObservation(v)
	if err != nil {
		return err
	}
	built.OppHandLen = j.OppHandLen
	if err := j.restore(&built, &v); err != nil {
		return err
	}
	if v.Phase == PhaseExchange {
		built.Hand = 0 // face down until the exchange
	}
	*o = built
	return nil
}

// badObservation is an error wrapping ErrBadObservation.
func badObservation(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{ErrBadObservation}, args...)...)
}

// decode reads what the observation shows, checking the numbers' ranges,
// the Hiki months, the result's seats, and that the other hand and the
// pile are shown only once the round is over.
func (j *observationJSON) decode() (Observation, error) {
	bad := badObservation
	rules, err := ParseRules(j.Rules)
	if err != nil {
		return Observation{}, err
	}
	phase := Phase(slices.Index(phaseNames[:], j.Phase))
	if int(phase) >= len(phaseNames) {
		return Observation{}, bad("phase %q", j.Phase)
	}
	if j.Seat > 1 || j.Round < 1 || j.Rounds < rules.Rounds || j.Rounds > 127 || j.Deals < j.Round || j.Deals > 127 ||
		j.KoiSelf < 0 || j.KoiSelf > 127 || j.KoiOpp < 0 || j.KoiOpp > 127 || j.FieldBrights < 0 || j.FieldBrights > 5 {
		return Observation{}, bad("seat %d, round %d of %d after %d deals, koi %d and %d, %d brights",
			j.Seat, j.Round, j.Rounds, j.Deals, j.KoiSelf, j.KoiOpp, j.FieldBrights)
	}
	v := Observation{Seat: j.Seat, Rules: &rules, Phase: phase, MyTurn: j.ToMove, Round: j.Round, Rounds: j.Rounds,
		Month: j.Month, Dealer: j.Dealer, OppHandLen: j.OppHandLen, PileLen: j.PileLen, KoiSelf: j.KoiSelf, KoiOpp: j.KoiOpp,
		ScoreSelf: j.ScoreSelf, ScoreOpp: j.ScoreOpp, FieldBrights: j.FieldBrights, GajiLive: j.GajiLive}
	if err := j.decodeCards(&v); err != nil {
		return Observation{}, err
	}
	for _, m := range j.Hiki {
		if m < 1 || m > 12 {
			return Observation{}, bad("a Hiki in month %d", m)
		}
		v.Hiki |= 1 << m
	}
	if v.Yaku, err = parseYakuMap(j.Yaku); err != nil {
		return Observation{}, err
	}
	if v.OppYaku, err = parseYakuMap(j.OppYaku); err != nil {
		return Observation{}, err
	}
	if j.Result != nil {
		if v.Result, err = j.Result.result(); err != nil {
			return Observation{}, err
		}
		if v.Result.Winner > 1 || v.Result.Dealer > 1 {
			return Observation{}, bad("a result for seat %d, dealer %d", v.Result.Winner, v.Result.Dealer)
		}
	}
	over := phase == PhaseRoundOver || phase == PhaseGameOver
	if over && (v.OppHand.Len() != j.OppHandLen || len(v.Pile) != j.PileLen || v.OppHand&SetOf(v.Pile...) != 0 ||
		SetOf(v.Pile...).Len() != len(v.Pile)) || !over && (v.OppHand != 0 || v.Pile != nil) {
		return Observation{}, bad("the other hand and the pile shown where the round is not over, or not the hidden cards")
	}
	return v, nil
}

// decodeCards reads the observation's sets of cards, its single cards and
// the pile.
func (j *observationJSON) decodeCards(v *Observation) error {
	var err error
	sets := []struct {
		ids []string
		set *Set
	}{{j.Hand, &v.Hand}, {j.Field, &v.Field}, {j.Captured, &v.Captured}, {j.OppCaptured, &v.OppCaptured},
		{j.Choices, &v.Choices}, {j.OppHand, &v.OppHand}}
	for _, x := range sets {
		if *x.set, err = parseIDs(x.ids); err != nil {
			return err
		}
	}
	cards := []struct {
		id   string
		card *Card
	}{{j.Pending, &v.Pending}, {j.Drawn, &v.Drawn}, {j.Played, &v.Played}}
	for _, x := range cards {
		*x.card = NoCard
		if x.id != "" {
			if *x.card, err = ParseCard(x.id); err != nil {
				return err
			}
		}
	}
	for _, id := range j.Pile {
		c, err := ParseCard(id)
		if err != nil {
			return err
		}
		v.Pile = append(v.Pile, c)
	}
	return nil
}

// restore sets in built's state what NewObservation guessed and the
// public fields do not say: the deals, the yaku, who made the last, the
// November cards, the wild card and the Gajis, the first draw, the result,
// and once the round is over the other hand and the pile.
func (j *observationJSON) restore(built *Observation, v *Observation) error {
	bad := badObservation
	var err error
	phase := v.Phase
	over := phase == PhaseRoundOver || phase == PhaseGameOver
	me, opp := v.Seat, v.Seat.Other()
	s := &built.public
	s.deals = int8(j.Deals)
	s.yaku[me], s.yaku[opp] = v.Yaku, v.OppYaku
	built.Yaku, built.OppYaku = v.Yaku, v.OppYaku
	switch j.LastYaku {
	case "":
		s.lastYaku = -1
	case "self":
		s.lastYaku = int8(me)
	case "opp":
		s.lastYaku = int8(opp)
	default:
		return bad("last_yaku %q", j.LastYaku)
	}
	s.nov[me], s.nov[opp] = j.NovSelf, j.NovOpp
	if s.gajiLive(me) != j.GajiLive {
		return bad("gaji_live %v where the November cards say otherwise", j.GajiLive)
	}
	if j.Wild && (v.Pending != LightningCard || phase != PhaseCaptureHand) {
		return bad("a wild card that is not the pending lightning")
	}
	s.wild = j.Wild
	for _, g := range []struct {
		month int
		seat  Seat
	}{{j.GajiSelf, me}, {j.GajiOpp, opp}} {
		if g.month < 0 || g.month > 12 {
			return bad("the Gaji paired with month %d", g.month)
		}
		s.gaji[g.seat] = int8(g.month)
	}
	s.firstDraw = [2]Card{NoCard, NoCard}
	if j.FirstDraw != nil {
		if len(j.FirstDraw) != 2 {
			return bad("%d cards drawn for the first dealer", len(j.FirstDraw))
		}
		for i, id := range j.FirstDraw {
			if s.firstDraw[i], err = ParseCard(id); err != nil {
				return err
			}
		}
	}
	s.result = v.Result
	s.result.Deck, s.result.Seed = [NumCards]Card{}, 0 // as Observe hides them
	if over {
		s.hands[opp] = v.OppHand
		copy(s.deck[s.next:], v.Pile)
	}
	return nil
}
