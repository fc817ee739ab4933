package rules

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/koikoi-app/koikoi/engine/ikebana"
)

// The rules page's numbers, each asked of the engine (ikebana package)
// rather than written in a text: the texts take them as placeholders, so a
// rule changed in the engine shows on the page in every language.

// ruleFacts are the numbers the rules page states.
type ruleFacts struct {
	Rounds, BouquetSize, StartPrestige int
	Cards, Colours, PerColour, Jokers  int
	// Values lists a colour's values ("1, 1, 1, 2, …"); JokerValues the
	// jokers' ("1, 2, 3, 4, 5").
	Values, JokerValues string
	// Refusals are the prices of a turn's first refusals, and Payees whom
	// they go to, at a table of three, from seat 0.
	Refusals [2]int
	Payees   [2]ikebana.Seat
	// FinalFactor is what the Bouquet final multiplies the last round's
	// scores by.
	FinalFactor int
	// Combos are the combinations' examples; Multiplier[n] is the colour
	// multiplier of a bouquet of n colours; Plain are the counts of
	// colours that multiply by nothing (the lowest multiplier).
	Combos     []ruleExample
	Multiplier [ikebana.NumColours + 1]int
	Plain      []int
	// Worked are whole bouquets scored (the best split), Coloured bouquets
	// whose jokers take a colour.
	Worked, Coloured []ruleExample
	// Buy is a discard top to buy, at its value.
	Buy ikebana.Card
}

// ruleExample is a set of cards and what the engine scores it.
type ruleExample struct {
	Cards ikebana.Set
	Score ikebana.Score
}

// The examples the page draws, each scored by the engine.
var (
	// comboExamples: a pair, three, four and five of a kind, then the
	// engine's three runs.
	comboExamples = []string{
		"red-3a green-3a",
		"blue-4a yellow-4a black-4a",
		"red-2a red-2b green-2a blue-2a",
		"red-5 green-5 yellow-5 blue-5 black-5",
		"red-1a green-2a blue-3a yellow-4a",
		"black-2a red-3a green-4a blue-5",
		"red-1a red-2a red-3a red-4a red-5",
	}
	// workedExamples: a bouquet of two combinations in five colours, and
	// one whose best split leaves a pair out for a run.
	workedExamples = []string{
		"red-3a green-3a yellow-3a blue-2a black-2a",
		"red-1a red-2a red-3a green-4a green-2a",
	}
	// jokerExamples: a joker bringing the fifth colour, and one taking a
	// colour already there.
	jokerExamples = []string{
		"red-5 green-5 yellow-5 blue-5 multi-5",
		"red-1a red-1b red-2a multi-4 green-5",
	}
	// colourExamples: bouquets of one to five colours.
	colourExamples = []string{
		"red-1a red-2a red-3a red-4a red-5",
		"red-1a red-2a green-3a green-4a red-5",
		"red-1a green-2a yellow-3a red-4a red-5",
		"red-1a green-2a yellow-3a blue-4a red-5",
		"red-1a green-2a yellow-3a blue-4a black-5",
	}
	// buyExample is the discard top the page prices.
	buyExample = "blue-3a"
)

// parseSet reads card ids separated by spaces.
func parseSet(ids string) (ikebana.Set, error) {
	var s ikebana.Set
	for _, id := range strings.Fields(ids) {
		c, err := ikebana.ParseCard(id)
		if err != nil {
			return 0, err
		}
		s = s.Add(c)
	}
	return s, nil
}

// example scores the cards ids.
func example(ids string, final bool) (ruleExample, error) {
	s, err := parseSet(ids)
	if err != nil {
		return ruleExample{}, err
	}
	sc, err := ikebana.ScoreBouquet(s, final)
	if err != nil {
		return ruleExample{}, fmt.Errorf("%s: %w", ids, err)
	}
	return ruleExample{s, sc}, nil
}

// examples scores each bouquet of list.
func examples(list []string) ([]ruleExample, error) {
	out := make([]ruleExample, len(list))
	for i, ids := range list {
		ex, err := example(ids, false)
		if err != nil {
			return nil, err
		}
		out[i] = ex
	}
	return out, nil
}

// joinInts writes numbers separated by commas.
func joinInts(v []int) string {
	s := make([]string, len(v))
	for i, n := range v {
		s[i] = strconv.Itoa(n)
	}
	return strings.Join(s, ", ")
}

// newRuleFacts asks the engine the numbers the rules page states.
func newRuleFacts() (ruleFacts, error) {
	f := ruleFacts{
		Rounds: ikebana.Rounds, BouquetSize: ikebana.BouquetSize, StartPrestige: ikebana.StartPrestige,
		Cards: ikebana.NumCards, Colours: ikebana.NumColours,
	}
	var values, jokers []int
	for _, c := range ikebana.AllCards() {
		switch {
		case c.Joker():
			jokers = append(jokers, c.Value())
		case c.Colour() == ikebana.Red:
			values = append(values, c.Value())
		}
	}
	f.PerColour, f.Jokers = len(values), len(jokers)
	f.Values, f.JokerValues = joinInts(values), joinInts(jokers)

	// A table of three, seat 0 first: the prices and payees of two
	// refusals in a row.
	g, err := ikebana.NewGame(ikebana.WithPlayers(3), ikebana.WithDecks(ikebana.AllCards()), ikebana.WithFirstPlayer(0))
	if err != nil {
		return f, err
	}
	for i, mv := range [len(f.Refusals)]ikebana.Move{ikebana.Draw, ikebana.Refuse} {
		if err := g.Apply(mv); err != nil {
			return f, err
		}
		f.Refusals[i], f.Payees[i] = g.State().RefusePrice()
	}

	if f.Combos, err = examples(comboExamples); err != nil {
		return f, err
	}
	if f.Worked, err = examples(workedExamples); err != nil {
		return f, err
	}
	if f.Coloured, err = examples(jokerExamples); err != nil {
		return f, err
	}
	colours, err := examples(colourExamples)
	if err != nil {
		return f, err
	}
	for _, ex := range colours {
		f.Multiplier[ex.Score.Colours] = ex.Score.Multiplier
	}
	low := slices.Min(f.Multiplier[1:])
	for n := 1; n <= ikebana.NumColours; n++ {
		if f.Multiplier[n] == low {
			f.Plain = append(f.Plain, n)
		}
	}
	plain, err := example(workedExamples[0], false)
	if err != nil {
		return f, err
	}
	final, err := example(workedExamples[0], true)
	if err != nil {
		return f, err
	}
	f.FinalFactor = final.Score.Total / plain.Score.Total
	f.Buy, err = ikebana.ParseCard(buyExample)
	return f, err
}
