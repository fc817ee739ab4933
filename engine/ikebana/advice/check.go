package advice

import (
	"errors"
	"fmt"
	"math"
	"strings"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/ai"
	"github.com/koikoi-app/koikoi/engine/ikebana/internal/seatview"
)

// ErrFalseClaim is wrapped by every error Check returns.
var ErrFalseClaim = errors.New("advice: claim contradicted by the position")

// Check verifies an Advice against the observation it was given for: the
// move is legal and its card is the one it takes or refuses, and every
// reason's claim holds (the card's points as the bouquet stands, prices,
// payees, prestige, the cards on offer; the search's numbers as the
// Outlooks hold them). Each kind may set only the fields its doc names.
// The error names the first claim the position contradicts.
func Check(obs *ikebana.Observation, a Advice) error {
	fail := func(format string, args ...any) error {
		return fmt.Errorf("%w: %s", ErrFalseClaim, fmt.Sprintf(format, args...))
	}
	if !obs.MyTurn() {
		return fail("advice for a seat not to move")
	}
	if !obs.IsLegal(a.Move) {
		return fail("move %v is not legal", a.Move)
	}
	if a.Phase != obs.Phase {
		return fail("phase %v, the position is at %v", a.Phase, obs.Phase)
	}
	if c := moveCard(obs, a.Move); a.Card != c {
		return fail("%v names %v, the move takes %v", a.Move, a.Card, c)
	}
	if len(a.Reasons) == 0 || a.Reason != a.Reasons[0] {
		return fail("the main reason is not the first of the reasons")
	}
	if err := checkOutlooks(obs, a); err != nil {
		return fail("%v", err)
	}
	for i, r := range a.Reasons {
		if err := checkReason(obs, a, r, i == 0); err != nil {
			return fail("reason %d (%v): %v", i, r.Kind, err)
		}
	}
	return nil
}

// checkOutlooks checks that the search rated exactly the legal moves and
// that the chance shown is the suggested move's.
func checkOutlooks(obs *ikebana.Observation, a Advice) error {
	if !a.Searched {
		if a.Outlooks != nil || a.WinChance != 0 {
			return errors.New("outlooks or a chance without a search")
		}
		return nil
	}
	legal := obs.LegalMoves()
	if len(a.Outlooks) != len(legal) {
		return fmt.Errorf("%d outlooks for %d legal moves", len(a.Outlooks), len(legal))
	}
	for i, o := range a.Outlooks {
		if o.Move != legal[i] {
			return fmt.Errorf("outlook %d is %v, the legal move %v", i, o.Move, legal[i])
		}
		if o.Win < 0 || o.Win > 1 || o.Noise < 0 || o.Points < 0 {
			return fmt.Errorf("outlook of %v out of range: %+v", o.Move, o)
		}
		if o.Move == a.Move && o.Win != a.WinChance {
			return fmt.Errorf("chance %v, the move's outlook %v", a.WinChance, o.Win)
		}
	}
	return nil
}

// reasonFields is, per kind, the fields it may set (by checkFields'
// names; price stands for Price and To).
var reasonFields = [...]string{
	Completes: "card score gain price",
	Builds:    "card score gain tocome price",
	Cheaper:   "card price",
	Forced:    "card price prestige",
	Refuse:    "card price",
	Draw:      "",
	Deny:      "card score tocome price",
	Prospects: "card score tocome price",
	Nothing:   "",
	Dear:      "prestige",
	Passes:    "card score gain tocome price",
	Outlook:   "alt points",
	Wins:      "alt chance",
	Even:      "alt chance",
}

// checkFields fails when r sets a field its kind does not name.
func checkFields(r Reason) error {
	if int(r.Kind) >= len(reasonFields) {
		return fmt.Errorf("unknown kind %d", r.Kind)
	}
	uses := map[string]bool{}
	for _, f := range strings.Fields(reasonFields[r.Kind]) {
		uses[f] = true
	}
	set := map[string]bool{
		"card":     r.Card != ikebana.NoCard,
		"score":    r.Score != ikebana.Score{},
		"gain":     r.Gain != 0,
		"tocome":   r.ToCome != 0,
		"price":    r.Price != 0 || r.To != 0,
		"prestige": r.Prestige != 0,
		"alt":      r.Alt != ikebana.Move{} || r.AltCard != ikebana.NoCard,
		"points":   r.Points != 0 || r.AltPoints != 0,
		"chance":   r.Chance != 0 || r.AltChance != 0,
	}
	for f, on := range set {
		if on && !uses[f] {
			return fmt.Errorf("sets %s, which a %v reason does not name", f, r.Kind)
		}
	}
	return nil
}

// checkReason checks one claim; main is set for the first reason, which
// must say what the move itself does.
func checkReason(obs *ikebana.Observation, a Advice, r Reason, main bool) error {
	if err := checkFields(r); err != nil {
		return err
	}
	if isMain := r.Kind <= Dear; isMain != main {
		return fmt.Errorf("a %v reason in place of a main one or after it", r.Kind)
	}
	c := claim{obs: obs, a: a, r: r, v: seatview.Of(obs), b: obs.Bouquets[obs.Seat], me: obs.Seat}
	c.price, c.payee = obs.RefusePrice()
	switch r.Kind {
	case Completes, Builds:
		return c.takes()
	case Cheaper, Forced:
		return c.keeps()
	case Refuse:
		if a.Move != ikebana.Refuse || r.Card != obs.Drawn || r.Price != c.price || r.To != c.payee {
			return fmt.Errorf("refusing %v costs %d to seat %d", obs.Drawn, c.price, c.payee)
		}
	case Draw, Nothing, Dear:
		return c.draws()
	case Deny, Prospects:
		return c.buys()
	case Passes:
		return c.passes()
	case Outlook, Wins, Even:
		return c.outlook()
	}
	return nil
}

// claim is one reason and what checking it reads of the position: the
// seat's view and bouquet, and the price of a refusal and its payee.
type claim struct {
	obs   *ikebana.Observation
	a     Advice
	r     Reason
	v     seatview.View
	b     ikebana.Set
	me    ikebana.Seat
	price int
	payee ikebana.Seat
}

// card checks the reason's score for card x added to the bouquet, its gain
// (withGain) and the cards to come.
func (c *claim) card(x ikebana.Card, withGain bool) error {
	r, b := c.r, c.b
	want := cardReason(r.Kind, b, x, c.v.Double)
	if r.Score != want.Score {
		return fmt.Errorf("%v with %v scores %d, not %d", b, x, want.Score.Total, r.Score.Total)
	}
	if withGain && r.Gain != want.Gain {
		return fmt.Errorf("%v adds %d points, not %d", x, want.Gain, r.Gain)
	}
	if r.Kind != Completes && r.ToCome != want.ToCome {
		return fmt.Errorf("%d cards to come, not %d", want.ToCome, r.ToCome)
	}
	return nil
}

// takes checks Completes and Builds: the move keeps or buys the card, and
// what it adds.
func (c *claim) takes() error {
	a, r, b := c.a, c.r, c.b
	if (a.Move.Kind != ikebana.MoveKeep && a.Move.Kind != ikebana.MoveBuy) || r.Card != a.Card {
		return fmt.Errorf("%v does not take %v", a.Move, r.Card)
	}
	if (b.Len()+1 == ikebana.BouquetSize) != (r.Kind == Completes) {
		return fmt.Errorf("the bouquet holds %d cards", b.Len())
	}
	if err := c.card(r.Card, true); err != nil {
		return err
	}
	if r.Kind == Builds && r.Gain <= 0 {
		return fmt.Errorf("%v adds nothing", r.Card)
	}
	if a.Move.Kind == ikebana.MoveBuy && (r.Price != r.Card.Value() || r.To != a.Move.From) {
		return fmt.Errorf("buying %v costs %d, paid to seat %d", r.Card, r.Card.Value(), a.Move.From)
	}
	if a.Move.Kind == ikebana.MoveKeep && (r.Price != 0 || r.To != 0) {
		return fmt.Errorf("keeping %v costs nothing", r.Card)
	}
	return nil
}

// keeps checks Cheaper and Forced: keeping the card drawn because a
// refusal costs more than it is worth, or more than the player has.
func (c *claim) keeps() error {
	obs, a, r, b, me, price, payee, double := c.obs, c.a, c.r, c.b, c.me, c.price, c.payee, c.v.Double
	if a.Move != ikebana.Keep || r.Card != obs.Drawn {
		return fmt.Errorf("%v does not keep %v", a.Move, r.Card)
	}
	if r.Price != price {
		return fmt.Errorf("a refusal costs %d, not %d", price, r.Price)
	}
	if r.Kind == Forced && (r.Prestige != obs.Prestige[me] || price <= r.Prestige) {
		return fmt.Errorf("a refusal costs %d and the player has %d", price, obs.Prestige[me])
	}
	if r.Kind == Cheaper {
		if r.To != payee || price > obs.Prestige[me] {
			return fmt.Errorf("a refusal costs %d to seat %d, and the player has %d", price, payee, obs.Prestige[me])
		}
		if g := cardReason(r.Kind, b, r.Card, double).Gain; g > 0 || b.Len()+1 == ikebana.BouquetSize {
			return fmt.Errorf("%v adds %d points or completes the bouquet", r.Card, g)
		}
	}
	return nil
}

// draws checks Draw, Nothing and Dear: why the player draws rather than
// buys.
func (c *claim) draws() error {
	obs, a, r, me := c.obs, c.a, c.r, c.me
	if a.Move != ikebana.Draw {
		return fmt.Errorf("the move is %v", a.Move)
	}
	want := drawReason(&c.v)
	if r.Kind != want {
		return fmt.Errorf("the discards on offer make it %v", want)
	}
	if r.Kind == Dear && r.Prestige != obs.Prestige[me] {
		return fmt.Errorf("the player has %d prestige", obs.Prestige[me])
	}
	return nil
}

// buys checks Deny and Prospects: a card bought that adds nothing yet,
// and whether the normal level would buy it too.
func (c *claim) buys() error {
	obs, a, r, b, double := c.obs, c.a, c.r, c.b, c.v.Double
	if a.Move.Kind != ikebana.MoveBuy || r.Card != a.Card || r.Price != a.Card.Value() || r.To != a.Move.From {
		return fmt.Errorf("%v does not buy %v for %d from seat %d", a.Move, r.Card, r.Price, r.To)
	}
	if err := c.card(r.Card, false); err != nil {
		return err
	}
	if g := cardReason(r.Kind, b, r.Card, double).Gain; g > 0 || b.Len()+1 == ikebana.BouquetSize {
		return fmt.Errorf("%v adds %d points or completes the bouquet", r.Card, g)
	}
	normal := ai.NormalMove(obs)
	if (normal == a.Move) != (r.Kind == Prospects) {
		return fmt.Errorf("the normal level plays %v", normal)
	}
	// Without the search's numbers (a chance not calibrated) the
	// purchase's gain cannot be checked.
	if mine, theirs := outlookOf(a.Outlooks, a.Move), outlookOf(a.Outlooks, normal); r.Kind == Deny && a.Searched && !(mine.Win > theirs.Win) {
		return fmt.Errorf("buying wins %.3f, the normal level's %v %.3f", mine.Win, normal, theirs.Win)
	}
	return nil
}

// passes checks Passes: the card the move gives up, and that none adds
// more.
func (c *claim) passes() error {
	obs, a, r, b, v, double := c.obs, c.a, c.r, c.b, &c.v, c.v.Double
	if err := c.card(r.Card, true); err != nil {
		return err
	}
	if r.Gain <= 0 {
		return fmt.Errorf("%v adds nothing", r.Card)
	}
	switch a.Move {
	case ikebana.Refuse:
		if r.Card != obs.Drawn || r.Price != 0 || r.To != 0 {
			return fmt.Errorf("the card refused is %v", obs.Drawn)
		}
	case ikebana.Keep:
		return fmt.Errorf("%v gives up no card", a.Move)
	default: // a draw or a buy passes over another discarded card
		q := int(r.To)
		if q >= obs.Players() || !v.CanBuy(q) || v.Tops[q] != r.Card || r.Price != r.Card.Value() ||
			(a.Move.Kind == ikebana.MoveBuy && a.Move.From == r.To) {
			return fmt.Errorf("seat %d does not sell %v for %d besides the move", r.To, r.Card, r.Price)
		}
		for p := range obs.Players() {
			if v.CanBuy(p) && cardReason(r.Kind, b, v.Tops[p], double).Gain > r.Gain {
				return fmt.Errorf("%v adds more", v.Tops[p])
			}
		}
		if a.Move.Kind == ikebana.MoveBuy && cardReason(r.Kind, b, a.Card, double).Gain >= r.Gain {
			return fmt.Errorf("%v, bought, adds as much", a.Card)
		}
	}
	return nil
}

// outlook checks Outlook, Wins and Even: the search's numbers for the move
// and the best other one.
func (c *claim) outlook() error {
	obs, a, r := c.obs, c.a, c.r
	if !a.Searched {
		return errors.New("no search")
	}
	mine, alt, ok := outlookOf(a.Outlooks, a.Move), outlookOf(a.Outlooks, r.Alt), r.Alt != a.Move
	if best, has := bestAlternative(a.Outlooks, a.Move); !ok || !has || best.Move != r.Alt {
		return fmt.Errorf("%v is not the best other move (%v)", r.Alt, best.Move)
	}
	if r.AltCard != moveCard(obs, r.Alt) {
		return fmt.Errorf("%v takes %v, not %v", r.Alt, moveCard(obs, r.Alt), r.AltCard)
	}
	switch r.Kind {
	case Outlook:
		if r.Points != roundInt(mine.Points) || r.AltPoints != roundInt(alt.Points) {
			return fmt.Errorf("the search expects %.1f and %.1f points", mine.Points, alt.Points)
		}
	default:
		if r.Chance != percent(mine.Win) || r.AltChance != percent(alt.Win) {
			return fmt.Errorf("the search measured %.3f and %.3f", mine.Win, alt.Win)
		}
		if (r.Chance < r.AltChance) != (r.Kind == Even) {
			return fmt.Errorf("%d%% against %d%%", r.Chance, r.AltChance)
		}
		if noise := 100*(mine.Noise+alt.Noise) + 1; r.Kind == Even && float64(r.AltChance-r.Chance) > noise {
			return fmt.Errorf("%d%% against %d%% is beyond the noise (%.1f)", r.Chance, r.AltChance, noise)
		}
	}
	return nil
}

// outlookOf is move m's outlook.
func outlookOf(os []ai.MoveValue, m ikebana.Move) ai.MoveValue {
	for _, o := range os {
		if o.Move == m {
			return o
		}
	}
	return ai.MoveValue{Move: m, Win: math.NaN(), Points: math.NaN()}
}
