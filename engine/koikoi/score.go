package koikoi

// HandWinPoints is what teshi and kuttsuki score, with no multiplier.
const HandWinPoints = 6

// ScoreContext is what, beside the captured cards, a round's score depends on.
type ScoreContext struct {
	Month        int // the round's month, 1..12, for tsukifuda
	KoiSelf      int // Koi-Koi calls of the player scoring
	KoiOpp       int // Koi-Koi calls of the other player
	FieldBrights int // brights in the field at the deal
}

// Score is a round's itemised score.
type Score struct {
	Yaku      YakuList
	Base      int  // sum of the yaku
	Doubled   bool // 7 points or more doubled the base
	KoiMult   int  // the Koi-Koi multiplier (1 when none applies)
	FieldMult int  // the brights-in-the-field multiplier (1 when none applies)
	Total     int
}

// Score scores captured set s under the rules: the yaku, then in order the
// 7+ doubling, the Koi-Koi multiplier and the field-brights multiplier.
// With no yaku the total is 0.
func (r *Rules) Score(s Set, ctx ScoreContext) Score {
	sc := Score{Yaku: r.Yaku(s, ctx.Month)}
	sc.Base = sc.Yaku.Sum()
	r.multiply(&sc, ctx)
	return sc
}

// multiply fills the multipliers and the total of a score whose base is set.
func (r *Rules) multiply(sc *Score, ctx ScoreContext) {
	sc.KoiMult, sc.FieldMult = 1, 1
	if sc.Base == 0 {
		return
	}
	total := sc.Base
	if r.SevenDoubles && sc.Base >= 7 {
		sc.Doubled = true
		total *= 2
	}
	sc.KoiMult = r.KoiMultiplier(ctx.KoiSelf, ctx.KoiOpp)
	total *= sc.KoiMult
	if r.FieldBrights {
		sc.FieldMult = 1 + ctx.FieldBrights
		total *= sc.FieldMult
	}
	sc.Total = total
}

// KoiMultiplier returns the Koi-Koi multiplier of a winner who called
// Koi-Koi self times against a loser who called it opp times.
func (r *Rules) KoiMultiplier(self, opp int) int {
	switch r.Koi {
	case KoiOpponentDoubles:
		if opp > 0 {
			return 2
		}
	case KoiWinnerCallsAndOpponent:
		m := 1 + self
		if opp > 0 {
			m *= 2
		}
		return m
	case KoiBothCalls:
		return 1 + self + opp
	case KoiWinnerCalls:
		return 1 + self
	}
	return 1
}

// Progress is how far a player is from one yaku: Have of the Need cards.
type Progress struct {
	Yaku Yaku
	Have int
	Need int
}

// Progress lists, for the yaku that exist under the rules, how many of the
// cards they need the captured set s holds, keeping the yaku that have at
// least one card and are not yet made (made yaku appear in Yaku). For the
// bright yaku only the nearest one is listed.
func (r *Rules) Progress(s Set, month int) []Progress {
	var out []Progress
	made := r.Yaku(s, month)
	add := func(y Yaku, have, need int) {
		if r.YakuExists(y) && have > 0 && have < need && made[y] == 0 {
			out = append(out, Progress{y, have, need})
		}
	}
	c := countsOf(s, r.SakeAsPlain)
	nb := c.brights
	if c.rain && nb < 4 {
		nb-- // the rain man only helps from four brights on
	}
	switch {
	case nb < 3 && made[Sanko] == 0:
		add(Sanko, nb, 3)
	case nb < 5 && nb >= 3:
		add(Goko, c.brights, 5)
	}
	add(Inoshikacho, (s & InoShikaCho).Len(), 3)
	add(Tane, c.animals, 5)
	add(Akatan, (s & PoetryRibbons).Len(), 3)
	add(Aotan, (s & BlueRibbons).Len(), 3)
	add(Tan, c.ribbons, 5)
	add(Kasu, c.plains, 10)
	if r.Viewing != ViewingOff {
		sake := 0
		if s.Has(SakeCard) {
			sake = 1
		}
		add(Tsukimi, sake+(s&SetOf(MoonCard)).Len(), 2)
		add(Hanami, sake+(s&SetOf(CurtainCard)).Len(), 2)
	}
	if r.Tsukifuda {
		add(Tsukifuda, s.Month(month).Len(), 4)
	}
	return out
}
