package rules

import (
	"errors"

	"github.com/koikoi-app/koikoi/engine/koikoi"
)

// The rules page's numbers, each asked of the engine (koikoi package) for
// the chosen rules rather than written in a text: the texts take them as
// placeholders, so a rule changed in the engine, or another preset, shows
// on the page in every language.

// ruleFacts are the numbers the rules page states.
type ruleFacts struct {
	// The deck: Cards in Months months of PerMonth, and how many of each
	// rank (Kinds, by koikoi.Kind).
	Cards, Months, PerMonth int
	Kinds                   [4]int
	// The deal: Hand cards to each player, Field face up, the rest the Pile.
	Hand, Field, Pile int
	// HandWin is what a Teshi or Kuttsuki scores.
	HandWin int
	// SevenAt is the base from which a score is doubled (0: never).
	SevenAt int
	// FieldMult are the multipliers of one and two brights dealt to the
	// field (zero when the rules have none).
	FieldMult [2]int
	// Rounds is the game's length; MaxRounds the longest a game may be;
	// ExtraRounds the most tie-break rounds (zero when a tie is drawn).
	Rounds, MaxRounds, ExtraRounds int
}

// errNoDeal is returned when no seed deals a round that starts normally,
// which the engine never does.
var errNoDeal = errors.New("rules page: no ordinary deal found")

// newRuleFacts asks the engine the numbers the rules page states under
// rules r.
func newRuleFacts(r *koikoi.Rules) (ruleFacts, error) {
	f := ruleFacts{
		Cards: koikoi.NumCards, HandWin: koikoi.HandWinPoints,
		Rounds: r.Rounds, MaxRounds: koikoi.MaxRounds,
	}
	months := map[int]bool{}
	for _, c := range koikoi.AllCards() {
		months[c.Month()] = true
		f.Kinds[c.Kind()]++
	}
	f.Months = len(months)
	f.PerMonth = koikoi.MonthSet(1).Len()
	if r.ExtraRoundOnTie {
		f.ExtraRounds = koikoi.MaxExtraRounds
	}

	// The deal, counted on a round that starts normally (no hand to
	// exchange, no Teshi, no four of a month in the field).
	dealt := false
	for seed := uint64(1); seed < 100 && !dealt; seed++ {
		st, err := koikoi.NewState(koikoi.WithRules(*r), koikoi.WithSeed(seed))
		if err != nil {
			return f, err
		}
		if ph := st.Phase(); ph != koikoi.PhasePlay && ph != koikoi.PhaseExchange {
			continue
		}
		f.Hand, f.Field, f.Pile = st.Hand(0).Len(), st.Field().Len(), st.PileLen()
		dealt = true
	}
	if !dealt {
		return f, errNoDeal
	}

	// The doubling: the smallest Kasu that the engine doubles.
	plains := koikoi.Plains.Cards()
	for n := 1; n <= len(plains) && r.SevenDoubles; n++ {
		if sc := r.Score(koikoi.SetOf(plains[:n]...), koikoi.ScoreContext{Month: 1}); sc.Doubled {
			f.SevenAt = sc.Base
			break
		}
	}
	if r.FieldBrights {
		kasu := koikoi.SetOf(plains[:r.Values[koikoi.Kasu].Beyond]...)
		for i := range f.FieldMult {
			f.FieldMult[i] = r.Score(kasu, koikoi.ScoreContext{Month: 1, FieldBrights: i + 1}).FieldMult
		}
	}
	return f, nil
}
