package advice

import (
	"math"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/ai"
)

// Advice is the hint for the seat to move.
type Advice struct {
	// Move is the move the hard level plays.
	Move koikoi.Move
	// Reasons are the claims that explain it, the most important first.
	Reasons []Reason
	// Analysis is the hard level's search behind Move.
	Analysis ai.Analysis
	// Decision holds the numbers of a Koi-Koi/Shobu choice, nil otherwise;
	// its Reasons are Reasons.
	Decision *Decision
}

// Advise returns the advice for the seat to move in obs (the zero Advice
// when it is not to move). It takes the options of ai.New, and with them
// suggests the move ai.New("hard", opts...) plays: the app passes
// ai.AllCores(), a quick hint a smaller ai.WithBudget.
func Advise(obs *koikoi.Observation, opts ...ai.Option) Advice {
	if !obs.MyTurn {
		return Advice{}
	}
	a := Advice{Analysis: ai.Analyze(obs, opts...)}
	a.Move = a.Analysis.Best
	switch obs.Phase {
	case koikoi.PhaseExchange:
		a.Reasons = []Reason{{Kind: Blind}}
	case koikoi.PhaseKoiKoi:
		a.Decision = decide(obs, a.Move, ai.Forecast(obs, opts...))
		a.Reasons = a.Decision.Reasons
	default:
		a.Reasons = moveReasons(obs, &a.Analysis, a.Move)
	}
	return a
}

// moveReasons explains a play, the Gaji or a capture choice.
func moveReasons(obs *koikoi.Observation, an *ai.Analysis, m koikoi.Move) []Reason {
	if m.Kind == koikoi.MoveGaji {
		return []Reason{{Kind: Wild}}
	}
	var rs []Reason
	got, takes := taken(obs, m)
	if takes {
		rs = append(rs, Reason{Kind: Takes, Cards: got})
		rs = append(rs, yakuReasons(obs, got)...)
		rs = append(rs, rainManReasons(obs, got)...)
		rs = append(rs, blockReasons(obs, got)...)
	} else if !canCapture(obs) {
		rs = append(rs, Reason{Kind: NoCapture})
	}
	if alt, x, ok := passedOver(obs, m, got); ok {
		kind := PassesOver
		if !takes {
			kind = Forgoes // nothing taken to rank the card above
		}
		rs = append(rs, Reason{Kind: kind, Cards: koikoi.SetOf(x), Alt: alt})
		rs = append(rs, monthReasons(obs, x, m)...)
		if mv, ok := an.Of(m); ok {
			if av, ok := an.Of(alt); ok {
				if p := int(math.Round(100 * (mv.Value - av.Value))); p >= 0 {
					rs = append(rs, Reason{Kind: Rated, Alt: alt, Percent: p})
				}
			}
		}
	}
	if !takes && m.Kind == koikoi.MovePlay {
		rs = append(rs, monthReasons(obs, m.Card, m)...)
		if cheapest(obs, m.Card) {
			rs = append(rs, Reason{Kind: Cheapest, Cards: koikoi.SetOf(m.Card)})
		} else if alt, ok := cheaperDiscard(obs, m.Card); ok {
			// A discard of a higher rank than another the hand could let
			// go (an animal rather than the plain of its month): what the
			// search made of the two is the reason.
			if mv, ok := an.Of(m); ok {
				if av, ok := an.Of(koikoi.Play(alt)); ok {
					if p := int(math.Round(100 * (mv.Value - av.Value))); p >= 0 {
						rs = append(rs, Reason{Kind: Rated, Alt: koikoi.Play(alt), Percent: p})
					}
				}
			}
		}
	}
	return rs
}

// cheaperDiscard returns a card of the hand, other than c, that takes
// nothing and ranks lower than c: one of c's month first, else the lowest.
func cheaperDiscard(obs *koikoi.Observation, c koikoi.Card) (koikoi.Card, bool) {
	alt := koikoi.NoCard
	for t := obs.Hand.Remove(c); t != 0; t &= t - 1 {
		d := t.First()
		if f, _ := obs.Field.Captures(d); f != 0 || d.Kind() <= c.Kind() {
			continue
		}
		switch {
		case alt == koikoi.NoCard:
			alt = d
		case d.Month() == c.Month() && alt.Month() != c.Month():
			alt = d
		case (d.Month() == c.Month()) == (alt.Month() == c.Month()) && d.Kind() > alt.Kind():
			alt = d
		}
	}
	return alt, alt != koikoi.NoCard
}

// taken returns the cards a play or a capture takes, and false for a
// discard. A card played on two of its month takes the higher ranked of
// them (the player chooses next).
func taken(obs *koikoi.Observation, m koikoi.Move) (koikoi.Set, bool) {
	switch m.Kind {
	case koikoi.MovePlay:
		f, choose := obs.Field.Captures(m.Card)
		switch {
		case choose:
			return koikoi.SetOf(m.Card, best(f)), true
		case f == 0:
			return 0, false
		}
		return f.Add(m.Card), true
	case koikoi.MoveCapture:
		return koikoi.SetOf(obs.Pending, m.Card), true
	}
	return 0, false
}

// best returns the highest ranked card of s (the first of them in deck
// order), or NoCard.
func best(s koikoi.Set) koikoi.Card {
	b := koikoi.NoCard
	for t := s; t != 0; t &= t - 1 {
		if c := t.First(); b == koikoi.NoCard || c.Kind() < b.Kind() {
			b = c
		}
	}
	return b
}

// canCapture reports whether some legal play takes a field card.
func canCapture(obs *koikoi.Observation) bool {
	if obs.IsLegal(koikoi.Gaji) {
		return true
	}
	for t := obs.Hand; t != 0; t &= t - 1 {
		if f, _ := obs.Field.Captures(t.First()); f != 0 {
			return true
		}
	}
	return false
}

// passedOver returns the other legal move that takes the highest ranked
// card, and that card, when it ranks above everything m takes (got). The
// Gaji's wild use is not counted: it is a move of its own, with its risk.
func passedOver(obs *koikoi.Observation, m koikoi.Move, got koikoi.Set) (koikoi.Move, koikoi.Card, bool) {
	limit := koikoi.Plain + 1
	if got != 0 {
		limit = best(got).Kind()
	}
	alt, x := koikoi.Move{}, koikoi.NoCard
	consider := func(mv koikoi.Move, c koikoi.Card) {
		if mv != m && c != koikoi.NoCard && c.Kind() < limit && (x == koikoi.NoCard || c.Kind() < x.Kind()) {
			alt, x = mv, c
		}
	}
	switch obs.Phase {
	case koikoi.PhasePlay:
		for t := obs.Hand; t != 0; t &= t - 1 {
			c := t.First()
			f, _ := obs.Field.Captures(c)
			consider(koikoi.Play(c), best(f))
		}
	case koikoi.PhaseCaptureHand, koikoi.PhaseCaptureDraw:
		for t := obs.Choices; t != 0; t &= t - 1 {
			consider(koikoi.Capture(t.First()), t.First())
		}
	}
	return alt, x, x != koikoi.NoCard
}

// monthReasons says who can take card x later, once m is played:
// MonthHeld when only the player can, MonthGone when nobody can with a
// card of its month; nothing while the other player may hold the Gaji.
func monthReasons(obs *koikoi.Observation, x koikoi.Card, m koikoi.Move) []Reason {
	rest := koikoi.MonthSet(x.Month()).Remove(x)
	if obs.Unseen()&rest != 0 || wildThreat(obs) {
		return nil
	}
	held := obs.Hand & rest
	if m.Kind == koikoi.MovePlay {
		held = held.Remove(m.Card)
	}
	if held == 0 {
		return []Reason{{Kind: MonthGone, Cards: koikoi.SetOf(x)}}
	}
	return []Reason{{Kind: MonthHeld, Cards: koikoi.SetOf(x), Held: held}}
}

// wildThreat reports whether the other player may hold the lightning and
// play it as the wild Gaji, which takes any field card.
func wildThreat(obs *koikoi.Observation) bool {
	return obs.Rules.Gaji && obs.Unseen().Has(koikoi.LightningCard)
}

// cheapest reports whether no other card of the hand that takes nothing
// ranks below c.
func cheapest(obs *koikoi.Observation, c koikoi.Card) bool {
	for t := obs.Hand.Remove(c); t != 0; t &= t - 1 {
		d := t.First()
		if f, _ := obs.Field.Captures(d); f == 0 && d.Kind() > c.Kind() {
			return false
		}
	}
	return true
}

// yakuReasons says what taking got does for the player's yaku: the yaku it
// makes or raises, else the nearest yaku it brings closer (from two cards
// on, and only when enough of its cards are left).
func yakuReasons(obs *koikoi.Observation, got koikoi.Set) []Reason {
	r := obs.Rules
	before, after := r.Yaku(obs.Captured, obs.Month), r.Yaku(obs.Captured|got, obs.Month)
	var rs []Reason
	for y := range koikoi.NumYaku {
		if after[y] > before[y] {
			rs = append(rs, Reason{Kind: MakesYaku, Yaku: y, Points: int(after[y])})
		}
	}
	if len(rs) > 0 {
		return rs
	}
	was := r.Progress(obs.Captured, obs.Month)
	var pick *koikoi.Progress
	for _, p := range r.Progress(obs.Captured|got, obs.Month) {
		if p.Have < 2 || p.Have <= haveOf(was, p.Yaku) || !reachable(r, obs.Month, p, obs.OppCaptured) {
			continue
		}
		if pick == nil || p.Need-p.Have < pick.Need-pick.Have {
			pick = &p
		}
	}
	if pick != nil {
		rs = append(rs, Reason{Kind: Progress, Yaku: pick.Yaku, Have: pick.Have, Need: pick.Need})
	}
	return rs
}

// rainManReasons says what taking the rain man does for the brights: it
// counts toward Ame-shikō only with three other brights, and the player
// then holds fewer (with three, the capture makes the yaku, which
// yakuReasons says).
func rainManReasons(obs *koikoi.Observation, got koikoi.Set) []Reason {
	if !got.Has(koikoi.RainManCard) || !obs.Rules.YakuExists(koikoi.AmeShiko) {
		return nil
	}
	others := rainManOthers(obs.Captured | got)
	if others >= 3 {
		return nil
	}
	return []Reason{{Kind: RainMan, Cards: koikoi.SetOf(koikoi.RainManCard), Yaku: koikoi.AmeShiko, Have: others}}
}

// rainManOthers counts the brights of s besides the rain man.
func rainManOthers(s koikoi.Set) int {
	return (s & koikoi.Brights).Remove(koikoi.RainManCard).Len()
}

// blockReasons names the yaku, at most two cards short, that the other
// player could still make and for which got takes cards.
func blockReasons(obs *koikoi.Observation, got koikoi.Set) []Reason {
	r := obs.Rules
	var rs []Reason
	for _, p := range r.Progress(obs.OppCaptured, obs.Month) {
		if p.Need-p.Have > 2 || !reachable(r, obs.Month, p, obs.Captured) {
			continue
		}
		var cs koikoi.Set
		for t := got; t != 0; t &= t - 1 {
			if counts(r, obs.Month, obs.OppCaptured, p, t.First()) {
				cs = cs.Add(t.First())
			}
		}
		if cs != 0 {
			rs = append(rs, Reason{Kind: Blocks, Yaku: p.Yaku, Cards: cs, Have: p.Have, Need: p.Need})
		}
	}
	return rs
}

// haveOf returns the cards held of yaku y in a progress list (0 when absent).
func haveOf(ps []koikoi.Progress, y koikoi.Yaku) int {
	for _, p := range ps {
		if p.Yaku == y {
			return p.Have
		}
	}
	return 0
}

// counts reports whether card c, added to the captures s that stand at p,
// counts for p's yaku: it raises the cards held or makes the yaku.
func counts(r *koikoi.Rules, month int, s koikoi.Set, p koikoi.Progress, c koikoi.Card) bool {
	if s.Has(c) {
		return false
	}
	t := s.Add(c)
	if r.Yaku(t, month)[p.Yaku] > 0 {
		return true
	}
	for _, q := range r.Progress(t, month) {
		if q.Yaku == p.Yaku && q.Have > p.Have {
			return true
		}
	}
	return false
}

// yakuCards returns the cards that count for yaku y.
func yakuCards(r *koikoi.Rules, month int, y koikoi.Yaku) koikoi.Set {
	if y == koikoi.Goko {
		return koikoi.Brights // progress lists Goko only from three brights on
	}
	var s koikoi.Set
	for c := range koikoi.Card(koikoi.NumCards) {
		if counts(r, month, 0, koikoi.Progress{Yaku: y}, c) {
			s = s.Add(c)
		}
	}
	return s
}

// reachable reports whether enough of the cards of p's yaku lie outside
// other (the other player's captures) to complete it.
func reachable(r *koikoi.Rules, month int, p koikoi.Progress, other koikoi.Set) bool {
	return (yakuCards(r, month, p.Yaku) &^ other).Len() >= p.Need
}
