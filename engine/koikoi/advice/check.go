package advice

import (
	"errors"
	"fmt"
	"math"

	"github.com/koikoi-app/koikoi/engine/koikoi"
)

// ErrFalseClaim is wrapped by the errors of Check.
var ErrFalseClaim = errors.New("advice: claim contradicted by the position")

// Check verifies the advice against the observation it was given for:
// the move is legal and is the one the analysis chose, every reason is
// true of the position (and of the analysis and numbers it quotes), a move
// that passes over a higher ranked card says so, and a Koi-Koi/Shobu
// recommendation that differs from the points says which it follows and
// why. It returns the first contradiction, wrapping ErrFalseClaim.
func Check(obs *koikoi.Observation, a Advice) error {
	fail := func(format string, args ...any) error {
		return fmt.Errorf("%w: %s", ErrFalseClaim, fmt.Sprintf(format, args...))
	}
	if !obs.IsLegal(a.Move) {
		return fail("move %v is not legal", a.Move)
	}
	if a.Move != a.Analysis.Best {
		return fail("move %v is not the search's %v", a.Move, a.Analysis.Best)
	}
	if (obs.Phase == koikoi.PhaseKoiKoi) != (a.Decision != nil) {
		return fail("a decision must come with the Koi-Koi choice, and only with it")
	}
	if d := a.Decision; d != nil {
		if err := checkDecision(obs, a, d); err != nil {
			return fail("%v", err)
		}
	}
	passes := false
	for i, r := range a.Reasons {
		if r.Kind == PassesOver || r.Kind == Forgoes {
			passes = true
		}
		if err := checkReason(obs, a, i, r); err != nil {
			return fail("reason %d (%v): %v", i, r, err)
		}
	}
	if x, ok := betterCapture(obs, a.Move); ok && !passes {
		return fail("%v passes over %v and does not say so", a.Move, x)
	}
	return nil
}

// takes returns what the move takes, as Check sees it: the card played
// and its month's field cards (one of two of them, which the Takes reason
// names), or the pending card and the chosen one.
func takes(obs *koikoi.Observation, a Advice) (koikoi.Set, bool) {
	m := a.Move
	switch m.Kind {
	case koikoi.MovePlay:
		f, choose := obs.Field.Captures(m.Card)
		if choose {
			for _, r := range a.Reasons {
				if r.Kind == Takes && r.Cards.Has(m.Card) && r.Cards.Len() == 2 && (r.Cards.Remove(m.Card)&f) != 0 {
					return r.Cards, true
				}
			}
			return koikoi.SetOf(m.Card), true // the choice is left open
		}
		return f.Add(m.Card), f != 0
	case koikoi.MoveCapture:
		return koikoi.SetOf(obs.Pending, m.Card), obs.Choices.Has(m.Card)
	}
	return 0, false
}

// betterCapture returns a card another legal move would take that ranks
// above every card the move takes.
func betterCapture(obs *koikoi.Observation, m koikoi.Move) (koikoi.Card, bool) {
	top := koikoi.Plain + 1
	switch m.Kind {
	case koikoi.MovePlay:
		if f, _ := obs.Field.Captures(m.Card); f != 0 {
			top = min(m.Card.Kind(), topKind(f))
		}
	case koikoi.MoveCapture:
		top = min(obs.Pending.Kind(), m.Card.Kind())
	default:
		return koikoi.NoCard, false
	}
	var others koikoi.Set
	if obs.Phase == koikoi.PhasePlay {
		for _, c := range obs.Hand.Cards() {
			if c != m.Card {
				f, _ := obs.Field.Captures(c)
				others |= f
			}
		}
	} else {
		others = obs.Choices.Remove(m.Card)
	}
	for _, c := range others.Cards() {
		if c.Kind() < top {
			return c, true
		}
	}
	return koikoi.NoCard, false
}

func topKind(s koikoi.Set) koikoi.Kind {
	k := koikoi.Plain
	for _, c := range s.Cards() {
		k = min(k, c.Kind())
	}
	return k
}

// checkReason verifies reason i of the advice.
func checkReason(obs *koikoi.Observation, a Advice, i int, r Reason) error {
	koiOnly := r.Kind >= ShobuWinsGame
	if koiOnly != (obs.Phase == koikoi.PhaseKoiKoi) {
		return errors.New("a reason of the other kind of decision")
	}
	if koiOnly {
		return checkKoiReason(obs, a, i, r)
	}
	return checkPlayReason(obs, a, r)
}

// checkPlayReason verifies a reason for a play, a capture or the hand
// exchange.
func checkPlayReason(obs *koikoi.Observation, a Advice, r Reason) error {
	rules, m := obs.Rules, a.Move
	got, isCapture := takes(obs, a)
	switch r.Kind {
	case Takes:
		if !isCapture || r.Cards != got {
			return fmt.Errorf("the move takes %v", got)
		}
	case MakesYaku:
		before, after := rules.Yaku(obs.Captured, obs.Month), rules.Yaku(obs.Captured|got, obs.Month)
		if !isCapture || after[r.Yaku] <= before[r.Yaku] || int(after[r.Yaku]) != r.Points {
			return fmt.Errorf("%v goes from %d to %d points", r.Yaku, before[r.Yaku], after[r.Yaku])
		}
	case Progress:
		if !isCapture || !listed(rules.Progress(obs.Captured|got, obs.Month), r) || r.Have < 2 {
			return errors.New("the captures do not stand there after the move")
		}
	case Blocks:
		return checkBlocks(obs, r, got, isCapture)
	case RainMan:
		others := rainManOthers(obs.Captured | got)
		if !isCapture || !got.Has(koikoi.RainManCard) || r.Cards != koikoi.SetOf(koikoi.RainManCard) ||
			r.Yaku != koikoi.AmeShiko || !rules.YakuExists(koikoi.AmeShiko) || r.Have != others || others >= 3 {
			return fmt.Errorf("the move does not take the rain man, or the player then holds %d other brights", others)
		}
	case NoCapture:
		if m.Kind != koikoi.MovePlay || obs.IsLegal(koikoi.Gaji) {
			return errors.New("not a play, or the Gaji can take")
		}
		for _, c := range obs.Hand.Cards() {
			if f, _ := obs.Field.Captures(c); f != 0 {
				return fmt.Errorf("%v can take", c)
			}
		}
	case Cheapest:
		if m.Kind != koikoi.MovePlay || r.Cards != koikoi.SetOf(m.Card) || isCapture {
			return errors.New("not the discard")
		}
		for _, c := range obs.Hand.Cards() {
			if f, _ := obs.Field.Captures(c); f == 0 && c.Kind() > m.Card.Kind() {
				return fmt.Errorf("%v, which takes nothing either, ranks lower", c)
			}
		}
	case MonthHeld, MonthGone:
		return checkMonth(obs, m, r)
	case PassesOver, Forgoes:
		return checkPassesOver(obs, m, r, got, isCapture)
	case Rated:
		mv, ok1 := a.Analysis.Of(m)
		av, ok2 := a.Analysis.Of(r.Alt)
		if !ok1 || !ok2 || r.Percent < 0 || r.Percent != int(math.Round(100*(mv.Value-av.Value))) {
			return errors.New("not what the search rated")
		}
	case Wild:
		if m != koikoi.Gaji {
			return errors.New("not the Gaji")
		}
	case Blind:
		if obs.Phase != koikoi.PhaseExchange {
			return errors.New("not the exchange")
		}
	default:
		return errors.New("unknown kind")
	}
	return nil
}

// checkKoiReason verifies a reason at the Koi-Koi/Shobu choice; i is its
// place in the advice.
func checkKoiReason(obs *koikoi.Observation, a Advice, i int, r Reason) error {
	rules, m := obs.Rules, a.Move
	switch r.Kind {
	case ShobuWinsGame, ShobuLosesGame:
		if i != 0 || obs.Round < obs.Rounds {
			return errors.New("not first, or not the last round")
		}
		you, opp := obs.ScoreSelf+obs.Score().Total, obs.ScoreOpp
		if obs.Rules.ZeroSum {
			opp -= obs.Score().Total
		}
		if you != r.You || opp != r.Opp || (r.Kind == ShobuWinsGame) != (you > opp) || you == opp {
			return fmt.Errorf("Shobu ends the game %d–%d", you, opp)
		}
		if r.Kind == ShobuLosesGame && m != koikoi.KoiKoi {
			return errors.New("only Koi-Koi can win, and the hint is not Koi-Koi")
		}
	case SevenDoubles:
		sc := obs.Score()
		if !rules.SevenDoubles || sc.Base != r.Points || r.Points >= 7 || r.Need != 7-r.Points {
			return fmt.Errorf("the yaku are worth %d", sc.Base)
		}
	case Doubled:
		sc := obs.Score()
		if !sc.Doubled || sc.Base != r.Points || sc.Total != r.Total {
			return fmt.Errorf("the score is %+v", sc)
		}
	case Threat:
		if r.Need-r.Have != 1 || !listed(rules.Progress(obs.OppCaptured, obs.Month), r) || !canComplete(obs, r, obs.Captured) {
			return errors.New("the other player is not one card short of it")
		}
	case HandShort:
		if obs.Hand.Len() != r.Have {
			return fmt.Errorf("the hand holds %d", obs.Hand.Len())
		}
	case PointsFavour:
		if d := a.Decision; r.Alt != d.Favoured {
			return errors.New("the points favour the other move")
		}
	case FollowsSearch:
		if r.Alt == m || r.Alt != a.Decision.Favoured || r.You != obs.ScoreSelf || r.Opp != obs.ScoreOpp || r.Have != obs.Rounds-obs.Round {
			return errors.New("not what the points favour, or the game's score misquoted")
		}
	default:
		return errors.New("unknown kind")
	}
	return nil
}

// checkBlocks verifies a Blocks reason: the move takes cards that count
// for a yaku the other player can still make.
func checkBlocks(obs *koikoi.Observation, r Reason, got koikoi.Set, isCapture bool) error {
	if !isCapture || r.Cards == 0 || r.Cards&^got != 0 || !listed(obs.Rules.Progress(obs.OppCaptured, obs.Month), r) {
		return errors.New("the other player's captures do not stand there, or the move does not take the cards")
	}
	for _, c := range r.Cards.Cards() {
		if !raises(obs, obs.OppCaptured, r, c) {
			return fmt.Errorf("%v does not count for %v", c, r.Yaku)
		}
	}
	if !canComplete(obs, r, obs.Captured) {
		return errors.New("the other player cannot make it any more")
	}
	return nil
}

// checkMonth verifies MonthHeld and MonthGone: every other card of the
// month is seen, and which of them the player holds.
func checkMonth(obs *koikoi.Observation, m koikoi.Move, r Reason) error {
	if r.Cards.Len() != 1 {
		return errors.New("one card")
	}
	x := r.Cards.First()
	var open, held koikoi.Set
	for _, c := range koikoi.MonthSet(x.Month()).Remove(x).Cards() {
		switch {
		case obs.Hand.Has(c) && !(m.Kind == koikoi.MovePlay && m.Card == c):
			held = held.Add(c)
		case !(obs.Hand | obs.Field | obs.Captured | obs.OppCaptured).Has(c) && obs.Pending != c:
			open = open.Add(c)
		}
	}
	if open != 0 {
		return fmt.Errorf("%v may be in the other hand or the pile", open)
	}
	if obs.Rules.Gaji && !(obs.Hand | obs.Field | obs.Captured | obs.OppCaptured).Has(koikoi.LightningCard) && obs.Pending != koikoi.LightningCard {
		return errors.New("the other player may hold the lightning, whose Gaji takes any field card")
	}
	if (r.Kind == MonthHeld) != (held != 0) || r.Held != held && r.Kind == MonthHeld {
		return fmt.Errorf("the player holds %v of the month", held)
	}
	return nil
}

// checkPassesOver verifies PassesOver and Forgoes: another legal move takes
// the card; PassesOver's move takes cards, all of a lower rank than it
// (two plains are of one rank: neither is higher), Forgoes' move takes
// nothing.
func checkPassesOver(obs *koikoi.Observation, m koikoi.Move, r Reason, got koikoi.Set, isCapture bool) error {
	x := r.Cards.First()
	if r.Cards.Len() != 1 || r.Alt == m || !obs.IsLegal(r.Alt) {
		return errors.New("not another legal move")
	}
	alt := Advice{Move: r.Alt, Reasons: []Reason{{Kind: Takes, Cards: koikoi.SetOf(r.Alt.Card, x)}}}
	if ag, ok := takes(obs, alt); !ok || !ag.Has(x) || !obs.Field.Has(x) {
		return fmt.Errorf("%v does not take %v", r.Alt, x)
	}
	switch {
	case r.Kind == Forgoes && isCapture:
		return fmt.Errorf("the move takes %v", got)
	case r.Kind == PassesOver && !isCapture:
		return fmt.Errorf("the move takes nothing to rank %v above", x)
	case r.Kind == PassesOver && topKind(got) <= x.Kind():
		return fmt.Errorf("the move takes as good as %v", x)
	}
	return nil
}

// checkDecision verifies the numbers of a decision and that a
// recommendation against the points says why.
func checkDecision(obs *koikoi.Observation, a Advice, d *Decision) error {
	if d.Move != a.Move || d.ShobuPoints != obs.Score().Total || d.ScoreAgain < 0 || d.ScoreAgain > 1 {
		return fmt.Errorf("decision numbers %+v", *d)
	}
	if favoured := (d.KoiPoints > float64(d.ShobuPoints)); favoured && d.Favoured != koikoi.KoiKoi || !favoured && d.Favoured != koikoi.Shobu {
		return fmt.Errorf("the points (%.2f against %d) do not favour %v", d.KoiPoints, d.ShobuPoints, d.Favoured)
	}
	if len(d.Reasons) != len(a.Reasons) {
		return errors.New("the decision's reasons are not the advice's")
	}
	explained := false
	for _, r := range a.Reasons {
		switch r.Kind {
		case FollowsSearch, ShobuWinsGame, ShobuLosesGame:
			explained = true
		}
	}
	if d.Favoured != a.Move && !explained {
		return fmt.Errorf("%v goes against the points and does not say why", a.Move)
	}
	// What the game's score decides comes first.
	if obs.Round >= obs.Rounds {
		you, opp := obs.ScoreSelf+d.ShobuPoints, obs.ScoreOpp
		if obs.Rules.ZeroSum {
			opp -= d.ShobuPoints
		}
		first := Kind(0)
		if len(a.Reasons) > 0 {
			first = a.Reasons[0].Kind
		}
		if you > opp && first != ShobuWinsGame || you < opp && a.Move == koikoi.KoiKoi && first != ShobuLosesGame {
			return fmt.Errorf("Shobu ends the game %d–%d and the advice does not say so first", you, opp)
		}
	}
	// One point short of the doubling is always said.
	if sc := obs.Score(); obs.Rules.SevenDoubles && sc.Base == 6 && !hasKind(a.Reasons, SevenDoubles) {
		return errors.New("6 points: the advice does not say that one more doubles the score")
	}
	return nil
}

func hasKind(rs []Reason, k Kind) bool {
	for _, r := range rs {
		if r.Kind == k {
			return true
		}
	}
	return false
}

// listed reports whether the progress list holds r's yaku at r's counts.
func listed(ps []koikoi.Progress, r Reason) bool {
	for _, p := range ps {
		if p.Yaku == r.Yaku {
			return p.Have == r.Have && p.Need == r.Need
		}
	}
	return false
}

// raises reports whether adding c to captures s raises r's yaku: more of
// its cards, or the yaku made.
func raises(obs *koikoi.Observation, s koikoi.Set, r Reason, c koikoi.Card) bool {
	t := s.Add(c)
	if obs.Rules.Yaku(t, obs.Month)[r.Yaku] > obs.Rules.Yaku(s, obs.Month)[r.Yaku] {
		return true
	}
	for _, p := range obs.Rules.Progress(t, obs.Month) {
		if p.Yaku == r.Yaku && p.Have > r.Have {
			return true
		}
	}
	return false
}

// canComplete reports whether, with the cards of blocker out of reach, the
// other cards of the deck that count for r's yaku, one at a time from no
// captures, are still at least r.Need.
func canComplete(obs *koikoi.Observation, r Reason, blocker koikoi.Set) bool {
	if r.Yaku == koikoi.Goko {
		return (koikoi.Brights &^ blocker).Len() >= r.Need
	}
	n := 0
	for c := range koikoi.Card(koikoi.NumCards) {
		if !blocker.Has(c) && raises(obs, 0, Reason{Yaku: r.Yaku}, c) {
			n++
		}
	}
	return n >= r.Need
}
