package rules

import (
	"testing"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/internal/i18ntest"
)

// TestRuleFacts checks the rules page's numbers against the engine's rules
// of every preset: the deal adds up to the deck, and the multipliers the
// page states are those the engine applies.
func TestRuleFacts(t *testing.T) {
	for _, name := range koikoi.PresetNames {
		t.Run(name, func(t *testing.T) {
			r := koikoi.MustPreset(name)
			f, err := newRuleFacts(&r)
			if err != nil {
				t.Fatal(err)
			}
			if f.Months*f.PerMonth != f.Cards {
				t.Errorf("%d months of %d make %d cards, not %d", f.Months, f.PerMonth, f.Months*f.PerMonth, f.Cards)
			}
			if sum := f.Kinds[0] + f.Kinds[1] + f.Kinds[2] + f.Kinds[3]; sum != f.Cards {
				t.Errorf("ranks %v add up to %d, not %d", f.Kinds, sum, f.Cards)
			}
			if got := 2*f.Hand + f.Field + f.Pile; got != f.Cards {
				t.Errorf("deal %d+%d+%d+%d = %d, not the %d cards", f.Hand, f.Hand, f.Field, f.Pile, got, f.Cards)
			}
			if f.Hand%2 != 0 {
				t.Errorf("a hand of %d cards cannot hold pairs only (Kuttsuki)", f.Hand)
			}
			if r.SevenDoubles != (f.SevenAt > 0) {
				t.Errorf("SevenDoubles %v, but the page doubles from %d", r.SevenDoubles, f.SevenAt)
			}
			if f.SevenAt > 0 {
				below := r.Score(koikoi.Plains, koikoi.ScoreContext{Month: 1})
				if below.Base >= f.SevenAt != below.Doubled {
					t.Errorf("base %d doubled %v; the page says from %d", below.Base, below.Doubled, f.SevenAt)
				}
			}
			if r.FieldBrights && (f.FieldMult[0] < 2 || f.FieldMult[1] <= f.FieldMult[0]) {
				t.Errorf("field multipliers %v: the page says each bright multiplies more", f.FieldMult)
			}
			if f.Rounds != r.Rounds || (f.ExtraRounds > 0) != r.ExtraRoundOnTie {
				t.Errorf("rounds %d extra %d for rules %+v", f.Rounds, f.ExtraRounds, r)
			}
		})
	}
}

// TestRulesTextsHoldNoNumbers checks that no language types a number in
// the rules page's texts: each comes from the engine.
func TestRulesTextsHoldNoNumbers(t *testing.T) { i18ntest.NoNumbers(t, "koikoirules.") }
