package rules

import (
	"testing"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/internal/i18ntest"
)

// TestRuleFacts checks what the rules page's sentences say about the
// numbers the engine gives them: whom a refusal pays, which combination
// each example shows, how many colour counts bring no bonus, which colour
// the jokers take.
func TestRuleFacts(t *testing.T) {
	f, err := newRuleFacts()
	if err != nil {
		t.Fatal(err)
	}
	if f.Payees != [2]ikebana.Seat{1, 2} {
		t.Errorf("refusals at a table of three pay %v; the page says the left neighbour, then the next", f.Payees)
	}
	// "With two florists, your opponent gets it all."
	g, err := ikebana.NewGame(ikebana.WithPlayers(2), ikebana.WithDecks(ikebana.AllCards()), ikebana.WithFirstPlayer(0))
	if err != nil {
		t.Fatal(err)
	}
	for i, mv := range []ikebana.Move{ikebana.Draw, ikebana.Refuse, ikebana.Refuse} {
		if err := g.Apply(mv); err != nil {
			t.Fatal(err)
		}
		if _, to := g.State().RefusePrice(); to != 1 {
			t.Errorf("at a table of two, refusal %d pays seat %d, not the opponent", i+1, to)
		}
	}
	if f.Refusals[0] >= f.Refusals[1] {
		t.Errorf("refusal prices %v; the page says the second costs more", f.Refusals)
	}
	// "their value times their number", pair to five, then the runs
	kinds := []ikebana.ComboKind{ikebana.Pair, ikebana.Three, ikebana.Four, ikebana.Five, ikebana.Run, ikebana.Run, ikebana.Run}
	if len(f.Combos) != len(kinds) {
		t.Fatalf("%d combination examples, want %d", len(f.Combos), len(kinds))
	}
	for i, ex := range f.Combos {
		sc := ex.Score
		if sc.NumCombos != 1 || sc.Combos[0].Kind != kinds[i] || sc.Combos[0].Cards != ex.Cards {
			t.Errorf("example %d (%v) scores %+v, want one %v of all its cards", i, ex.Cards.Cards(), sc.Combinations(), kinds[i])
			continue
		}
		if c := sc.Combos[0]; c.Kind != ikebana.Run && c.Points != c.Value*c.Size {
			t.Errorf("%v of %ds scores %d; the page says value × number = %d", c.Kind, c.Value, c.Points, c.Value*c.Size)
		}
	}
	if w := f.Worked[1].Score; w.NumCombos != 1 || w.Combos[0].Kind != ikebana.Run || w.Combos[0].Cards == f.Worked[1].Cards {
		t.Errorf("the second worked example should score a run and leave a card out: %+v", w.Combinations())
	}
	if f.Worked[0].Score.NumCombos != 2 || f.Worked[0].Score.Colours != ikebana.NumColours {
		t.Errorf("the first worked example should score two combinations in five colours: %+v", f.Worked[0].Score)
	}
	// "{{.Few}} or {{.More}} colours": exactly two counts without bonus
	if len(f.Plain) != 2 || f.Multiplier[f.Plain[0]] != 1 {
		t.Errorf("colour counts without bonus %v (multipliers %v), want two at ×1", f.Plain, f.Multiplier)
	}
	for n := 1; n <= ikebana.NumColours; n++ {
		if f.Multiplier[n] == 0 {
			t.Errorf("no colour example of %d colours", n)
		}
	}
	// a joker bringing the missing colour, then one taking a colour the
	// bouquet has
	for i, ex := range f.Coloured {
		var joker ikebana.Card = ikebana.NoCard
		for _, c := range ex.Cards.Cards() {
			if c.Joker() {
				joker = c
			}
		}
		if joker == ikebana.NoCard {
			t.Fatalf("joker example %d holds no joker", i)
		}
		col := ex.Score.Jokers[joker.Value()-1]
		has := false
		for _, c := range ex.Cards.Cards() {
			has = has || (!c.Joker() && c.Colour() == col)
		}
		if has != (i == 1) {
			t.Errorf("joker example %d: the joker takes %v, already in the bouquet: %v", i, col, has)
		}
	}
	if f.FinalFactor <= 1 || f.Jokers != 5 || f.PerColour*f.Colours+f.Jokers != f.Cards {
		t.Errorf("facts %+v do not add up", f)
	}
}

// TestRulesTextsHoldNoNumbers: every number on the page comes from the
// engine through a placeholder, in every language; none is typed in a
// text.
func TestRulesTextsHoldNoNumbers(t *testing.T) { i18ntest.NoNumbers(t, "ikebanarules.") }
