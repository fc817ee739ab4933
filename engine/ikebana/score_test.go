package ikebana

import (
	"errors"
	"fmt"
	"math/bits"
	"testing"
)

func mustSet(text string) Set {
	s, err := ParseSet(text)
	if err != nil {
		panic(err)
	}
	return s
}

// combos writes the combinations as "kind value points" joined by commas.
func combos(sc Score) string {
	out := ""
	for i, c := range sc.Combos[:sc.NumCombos] {
		if i > 0 {
			out += ","
		}
		out += fmt.Sprintf("%s %d %d", c.Kind, c.Value, c.Points)
	}
	return out
}

func TestScoreBouquet(t *testing.T) {
	tests := []struct {
		name, cards string
		final       bool
		combos      string
		colours     int
		mult, total int
	}{
		// The spec's worked examples.
		{"example A", "red-3a green-3a yellow-3a blue-2a black-2a", false, "three 3 9,pair 2 4", 5, 3, 39},
		{"example B", "red-1a red-2a red-3a green-4a green-2a", false, "run 1 8", 2, 2, 16},
		{"example C", "red-5 green-5 yellow-1a blue-2a blue-3a", false, "pair 5 10", 4, 1, 10},
		{"example C three colours", "red-5 green-5 yellow-1a yellow-2a yellow-3a", false, "pair 5 10", 3, 1, 10},
		{"run 1-5 unicolour", "red-1a red-2a red-3a red-4a red-5", false, "run 1 15", 1, 4, 60},
		{"quinte with joker", "red-5 green-5 yellow-5 blue-5 multi-5", false, "five 5 25", 5, 3, 75},
		{"joker turns red", "red-1a red-1b red-2a multi-4 green-5", false, "pair 1 2", 2, 2, 4},
		{"run 1-5 multicolour", "red-1a green-3a blue-4a yellow-5 black-2a", false, "run 1 15", 5, 3, 45},
		// Every combination.
		{"nothing (four cards)", "red-1a green-2a yellow-4a blue-5", false, "", 4, 1, 0},
		{"pair", "red-4a green-4a yellow-1a blue-2a black-5", false, "pair 4 8", 5, 3, 24},
		{"three", "red-2a green-2a yellow-2a blue-1a black-5", false, "three 2 6", 5, 3, 18},
		{"four", "red-3a green-3a yellow-3a blue-3a black-1a", false, "four 3 12", 5, 3, 36},
		{"five", "red-1a green-1a yellow-1a blue-1a black-1a", false, "five 1 5", 5, 3, 15},
		{"two pairs", "red-1a green-1a yellow-4a blue-4a red-5", false, "pair 4 8,pair 1 2", 4, 1, 10},
		{"full house", "red-5 green-5 yellow-1a blue-1a black-1a", false, "pair 5 10,three 1 3", 5, 3, 39},
		{"run 1-4", "red-1a green-2a yellow-3a blue-4a red-1b", false, "run 1 8", 4, 1, 8},
		{"run 2-5", "red-2a green-3a yellow-4a blue-5 red-2b", false, "run 2 12", 4, 1, 12},
		{"run 2-5 beats pair of 5s", "red-2a green-3a yellow-4a blue-5 black-5", false, "run 2 12", 5, 3, 36},
		{"run 1-4 ties pair of 4s: run named", "red-1a green-2a yellow-3a blue-4a black-4a", false, "run 1 8", 5, 3, 24},
		// Every colour case.
		{"bicolour", "red-1a red-1b green-1a green-2a red-2a", false, "pair 2 4,three 1 3", 2, 2, 14},
		{"three colours", "red-1a red-1b green-1a yellow-2a red-2a", false, "pair 2 4,three 1 3", 3, 1, 7},
		{"four colours", "red-1a blue-1b green-1a yellow-2a red-2a", false, "pair 2 4,three 1 3", 4, 1, 7},
		{"unicolour without combination", "blue-1a blue-1b blue-2a blue-4a blue-5", false, "pair 1 2", 1, 4, 8},
		// Jokers.
		{"joker completes one colour", "black-1a black-1b black-1c black-2a multi-2", false, "pair 2 4,three 1 3", 1, 4, 28},
		{"joker adds the fifth colour", "red-1a green-1a yellow-2a blue-2a multi-3", false, "pair 2 4,pair 1 2", 5, 3, 18},
		{"joker in three colours: no multiplier", "red-1a green-1a yellow-2a yellow-3a multi-3", false, "pair 3 6,pair 1 2", 3, 1, 8},
		{"two jokers make five colours", "red-1a green-1a yellow-2a multi-2 multi-4", false, "pair 2 4,pair 1 2", 5, 3, 18},
		{"three jokers with two colours: five beats two", "red-1a green-1a multi-1 multi-2 multi-4", false, "three 1 3", 5, 3, 9},
		{"four jokers join one colour", "red-2a multi-1 multi-2 multi-3 multi-4", false, "run 1 8", 1, 4, 32},
		{"five jokers", "multi-1 multi-2 multi-3 multi-4 multi-5", false, "run 1 15", 1, 4, 60},
		// Bouquet final.
		{"final doubles", "red-3a green-3a yellow-3a blue-2a black-2a", true, "three 3 9,pair 2 4", 5, 3, 78},
		{"final of nothing", "red-1a green-2a yellow-4a blue-5", true, "", 4, 1, 0},
		// Fewer than five cards.
		{"empty", "", false, "", 0, 1, 0},
		{"partial pair", "red-2a red-2b", false, "pair 2 4", 1, 4, 16},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := mustSet(tc.cards)
			sc, err := ScoreBouquet(b, tc.final)
			if err != nil {
				t.Fatal(err)
			}
			if got := combos(sc); got != tc.combos {
				t.Errorf("ScoreBouquet(%v) combinations = %q; want %q", b, got, tc.combos)
			}
			if sc.Colours != tc.colours || sc.Multiplier != tc.mult || sc.Total != tc.total || sc.Final != tc.final {
				t.Errorf("ScoreBouquet(%v) = %d colours ×%d total %d (final %v); want %d ×%d %d",
					b, sc.Colours, sc.Multiplier, sc.Total, sc.Final, tc.colours, tc.mult, tc.total)
			}
			checkScoreExplained(t, b, sc)
		})
	}
}

// checkScoreExplained checks that a score's story adds up: the
// combinations are disjoint parts of the bouquet worth Base, and the
// jokers' colours give Colours colours.
func checkScoreExplained(t *testing.T, b Set, sc Score) {
	t.Helper()
	var used Set
	sum := 0
	for _, c := range sc.Combos[:sc.NumCombos] {
		if c.Cards&used != 0 || c.Cards&^b != 0 || c.Cards.Len() != c.Size {
			t.Errorf("%v: combination %+v overlaps or is not in the bouquet", b, c)
		}
		used |= c.Cards
		sum += c.Points
	}
	if sum != sc.Base {
		t.Errorf("%v: combinations sum to %d, base %d", b, sum, sc.Base)
	}
	colours := 0
	for col := Red; col < Multi; col++ {
		if b.Colour(col) != 0 {
			colours |= 1 << col
		}
	}
	for v := 1; v <= 5; v++ {
		j := Card(49 + v)
		switch {
		case b.Has(j) && sc.Jokers[v-1] >= Multi:
			t.Errorf("%v: joker %s has no colour", b, j)
		case b.Has(j):
			colours |= 1 << sc.Jokers[v-1]
		case sc.Jokers[v-1] != NoColour:
			t.Errorf("%v: absent joker %s coloured %s", b, j, sc.Jokers[v-1])
		}
	}
	if n := bits.OnesCount(uint(colours)); n != sc.Colours {
		t.Errorf("%v: the jokers' colours give %d colours; Colours = %d", b, n, sc.Colours)
	}
	if colourMultiplier[sc.Colours] != sc.Multiplier {
		t.Errorf("%v: %d colours but ×%d", b, sc.Colours, sc.Multiplier)
	}
}

func TestScoreBouquetErrors(t *testing.T) {
	if _, err := ScoreBouquet(mustSet("red-1a red-1b red-1c red-2a red-2b red-3a"), false); !errors.Is(err, ErrBouquetSize) {
		t.Errorf("six cards: err = %v; want ErrBouquetSize", err)
	}
	if _, err := ScoreBouquet(Set(1)<<60, false); !errors.Is(err, ErrUnknownCard) {
		t.Errorf("bit 60: err = %v; want ErrUnknownCard", err)
	}
	if _, err := BouquetTotal(FullDeck, false); !errors.Is(err, ErrBouquetSize) {
		t.Errorf("BouquetTotal of the deck: err = %v; want ErrBouquetSize", err)
	}
}

// bruteScore scores a bouquet the slow, obvious way: every split of its
// cards into combinations and every colour for every joker.
func bruteScore(b Set, final bool) (base, mult, total int) {
	cards := b.Cards()
	base = bruteSplit(cards)
	var jokers []Card
	var fixed int
	for _, c := range cards {
		if c.Joker() {
			jokers = append(jokers, c)
		} else {
			fixed |= 1 << c.Colour()
		}
	}
	mult = 0
	var try func(i, colours int)
	try = func(i, colours int) {
		if i == len(jokers) {
			mult = max(mult, colourMultiplier[bits.OnesCount(uint(colours))])
			return
		}
		for col := 0; col < NumColours; col++ {
			try(i+1, colours|1<<col)
		}
	}
	try(0, fixed)
	total = base * mult
	if final {
		total *= 2
	}
	return base, mult, total
}

// bruteSplit returns the most points a split of cards into disjoint
// combinations can make: the first card is left out or joins a combination
// with any subset of the others.
func bruteSplit(cards []Card) int {
	if len(cards) == 0 {
		return 0
	}
	first, rest := cards[0], cards[1:]
	best := bruteSplit(rest)
	for mask := 1; mask < 1<<len(rest); mask++ {
		group := []Card{first}
		var left []Card
		for i, c := range rest {
			if mask&(1<<i) != 0 {
				group = append(group, c)
			} else {
				left = append(left, c)
			}
		}
		if p := comboPoints(group); p > 0 {
			best = max(best, p+bruteSplit(left))
		}
	}
	return best
}

// comboPoints returns what a group of cards is worth as one combination,
// or 0 when it is none.
func comboPoints(group []Card) int {
	var seen [6]int
	for _, c := range group {
		seen[c.Value()]++
	}
	n := len(group)
	for v := 1; v <= 5; v++ {
		if seen[v] == n && n >= 2 {
			return v * n
		}
	}
	has := func(lo, hi int) bool {
		for v := 1; v <= 5; v++ {
			if (v >= lo && v <= hi) != (seen[v] == 1) {
				return false
			}
		}
		return true
	}
	switch {
	case has(1, 5):
		return 15
	case has(2, 5):
		return 12
	case has(1, 4):
		return 8
	}
	return 0
}

// distinctBouquets calls f with one bouquet of every distinct kind of five
// cards: copies of a colour and value (red-1a, red-1b) are alike, so it
// walks the multisets of the 30 kinds of card.
func distinctBouquets(f func(Set)) int {
	type kind struct{ cards []Card }
	var kinds []kind
	byKind := map[[2]int][]Card{}
	var order [][2]int
	for c := Card(0); c < NumCards; c++ {
		k := [2]int{int(c.Colour()), c.Value()}
		if _, ok := byKind[k]; !ok {
			order = append(order, k)
		}
		byKind[k] = append(byKind[k], c)
	}
	for _, k := range order {
		kinds = append(kinds, kind{byKind[k]})
	}
	n := 0
	var walk func(i, left int, b Set)
	walk = func(i, left int, b Set) {
		if left == 0 {
			f(b)
			n++
			return
		}
		if i == len(kinds) {
			return
		}
		for take := 0; take <= min(left, len(kinds[i].cards)); take++ {
			nb := b
			for _, c := range kinds[i].cards[:take] {
				nb = nb.Add(c)
			}
			walk(i+1, left-take, nb)
		}
	}
	walk(0, 5, 0)
	return n
}

// TestScoreAgreesWithBruteForce checks the scorer on every distinct
// five-card bouquet against bruteScore, and the story of each score.
func TestScoreAgreesWithBruteForce(t *testing.T) {
	failures := 0
	n := distinctBouquets(func(b Set) {
		if failures > 10 {
			return
		}
		final := b&1 != 0 // half of them with the final doubling, exercised alike
		sc := scoreBouquet(b, final)
		base, mult, total := bruteScore(b, final)
		if sc.Base != base || sc.Multiplier != mult || sc.Total != total {
			failures++
			t.Errorf("ScoreBouquet(%v) = base %d ×%d = %d; brute force %d ×%d = %d", b, sc.Base, sc.Multiplier, sc.Total, base, mult, total)
		}
		checkScoreExplained(t, b, sc)
		if fast, err := BouquetTotal(b, final); err != nil || fast != sc.Total {
			failures++
			t.Errorf("BouquetTotal(%v) = %d, %v; want %d", b, fast, err, sc.Total)
		}
	})
	if n != 223031 {
		t.Errorf("%d distinct bouquets; want 223031", n)
	}
}

func FuzzScore(f *testing.F) {
	f.Add(uint64(mustSet("red-3a green-3a yellow-3a blue-2a black-2a")), false)
	f.Add(uint64(mustSet("multi-1 multi-2 multi-3 red-4a blue-4a")), true)
	f.Fuzz(func(t *testing.T, bits uint64, final bool) {
		b := Set(bits)
		sc, err := ScoreBouquet(b, final)
		if b&^FullDeck != 0 || b.Len() > 5 {
			if err == nil {
				t.Fatalf("ScoreBouquet(%#x) accepted a bad bouquet", bits)
			}
			return
		}
		if err != nil {
			t.Fatal(err)
		}
		base, mult, total := bruteScore(b, final)
		if sc.Base != base || sc.Multiplier != mult || sc.Total != total {
			t.Fatalf("ScoreBouquet(%v) = %d ×%d = %d; brute force %d ×%d = %d", b, sc.Base, sc.Multiplier, sc.Total, base, mult, total)
		}
		checkScoreExplained(t, b, sc)
	})
}
