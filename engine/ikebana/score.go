package ikebana

import (
	"fmt"
	"math/bits"
)

// ComboKind is the kind of a combination.
type ComboKind uint8

// The kinds of combinations. Cards of one value are "identical" whatever
// their colour.
const (
	Pair  ComboKind = iota // two cards of one value: value × 2
	Three                  // three of a kind: value × 3
	Four                   // four of a kind: value × 4
	Five                   // five of a kind (quinte): value × 5
	Run                    // 1-2-3-4 (8), 2-3-4-5 (12) or 1-2-3-4-5 (15)
)

var comboNames = [...]string{"pair", "three", "four", "five", "run"}

// String returns the kind's name: pair, three, four, five or run.
func (k ComboKind) String() string {
	if int(k) < len(comboNames) {
		return comboNames[k]
	}
	return fmt.Sprintf("combo(%d)", k)
}

// Combination is one combination a bouquet scores.
type Combination struct {
	Kind ComboKind
	// Value is the value of the identical cards, or a run's lowest value.
	Value int
	// Size is the number of cards: 2 to 5 (a run: 4 or 5).
	Size int
	// Points is what the combination is worth before any multiplier.
	Points int
	// Cards are the bouquet's cards the combination is made of (for a run,
	// the lowest id of each value).
	Cards Set
}

// Score is a bouquet's score and how it was found.
type Score struct {
	// Combos[:NumCombos] are the combinations of the best split, the most
	// valuable first (ties: the higher value first).
	Combos    [2]Combination
	NumCombos int
	// Jokers[v-1] is the colour given to the joker of value v, NoColour
	// when the bouquet does not hold it.
	Jokers [5]Colour
	// Colours is the number of colours once the jokers are coloured.
	Colours int
	// Multiplier is the colour multiplier: 4 (one colour), 2 (two), 3 (five
	// different), else 1.
	Multiplier int
	// Base is the combinations' points.
	Base int
	// Final is set when the Bouquet-final doubling applied.
	Final bool
	// Total is Base × Multiplier, doubled when Final.
	Total int
}

// Combinations returns the combinations of the best split.
func (s Score) Combinations() []Combination {
	return append([]Combination(nil), s.Combos[:s.NumCombos]...)
}

// colourMultiplier[n] is the multiplier of a bouquet of n colours.
var colourMultiplier = [6]int{1, 4, 2, 1, 1, 3}

// ScoreBouquet scores a bouquet: the best split of its cards into
// combinations, the best colour for each joker, the colour multiplier, and
// the Bouquet-final doubling when final is set. A bouquet holds five cards
// at the end of a round; fewer are scored by the same rules (what they
// would be worth as they stand). More than five return ErrBouquetSize.
func ScoreBouquet(b Set, final bool) (Score, error) {
	if b&^FullDeck != 0 {
		return Score{}, fmt.Errorf("%w: %#x", ErrUnknownCard, uint64(b&^FullDeck))
	}
	if b.Len() > 5 {
		return Score{}, fmt.Errorf("%w: %d cards", ErrBouquetSize, b.Len())
	}
	return scoreBouquet(b, final), nil
}

// scoreBouquet scores a valid bouquet of at most five cards.
func scoreBouquet(b Set, final bool) Score {
	var sc Score
	// The base depends only on how many cards of each value there are, the
	// multiplier only on the colours present and the number of jokers.
	idx, present, jokers := signature(b)
	e := &splitTable[idx]
	sc.Base = int(e.base)
	sc.NumCombos = int(e.n)
	for i := 0; i < int(e.n); i++ {
		c := e.combos[i]
		cb := Combination{Kind: c.kind, Value: int(c.value), Size: int(c.size), Points: int(c.points)}
		if c.kind == Run {
			for v := c.value; v < c.value+c.size; v++ {
				cb.Cards = cb.Cards.Add((b & valueSets[v]).First())
			}
		} else {
			cb.Cards = b & valueSets[c.value]
		}
		sc.Combos[i] = cb
	}
	sc.Colours = int(colourTable[present&31][jokerCount[jokers&31]])
	sc.Multiplier = colourMultiplier[sc.Colours]
	sc.Jokers = [5]Colour{NoColour, NoColour, NoColour, NoColour, NoColour}
	if jokers != 0 {
		colourJokers(&sc, int(present), b&Jokers)
	}
	sc.Total = sc.Base * sc.Multiplier
	if final {
		sc.Final = true
		sc.Total *= 2
	}
	return sc
}

// BouquetTotal returns ScoreBouquet(b, final).Total, faster: it finds the
// points without telling how (for search loops). Its errors are
// ScoreBouquet's.
func BouquetTotal(b Set, final bool) (int, error) {
	if b&^FullDeck != 0 || b.Len() > 5 {
		_, err := ScoreBouquet(b, final)
		return 0, err
	}
	return bouquetTotal(b, final), nil
}

// bouquetTotal is scoreBouquet(b, final).Total without the story.
func bouquetTotal(b Set, final bool) int {
	idx, present, jokers := signature(b)
	base := int(splitTable[idx].base)
	t := base * colourMultiplier[colourTable[present&31][jokerCount[jokers&31]]]
	if final {
		t *= 2
	}
	return t
}

// signature returns what a bouquet's score depends on: idx, the index of
// its count of each value in splitTable; present, the bit mask of its true
// colours; jokers, the bit mask of its jokers (bit v-1 for multi-v). Each
// colour's ten cards are ten consecutive bits, so a lookup per colour
// counts its values.
func signature(b Set) (idx int, present uint8, jokers uint8) {
	f0 := uint(b) & 1023
	f1 := uint(b>>10) & 1023
	f2 := uint(b>>20) & 1023
	f3 := uint(b>>30) & 1023
	f4 := uint(b>>40) & 1023
	jokers = uint8(b>>50) & 31
	idx = int(fieldIndex[f0]) + int(fieldIndex[f1]) + int(fieldIndex[f2]) +
		int(fieldIndex[f3]) + int(fieldIndex[f4]) + int(jokerIndex[jokers])
	// (f + 1023) >> 10 is 1 exactly when f is not zero.
	present = uint8((f0+1023)>>10 | (f1+1023)>>10<<1 | (f2+1023)>>10<<2 | (f3+1023)>>10<<3 | (f4+1023)>>10<<4)
	return idx, present, jokers
}

// fieldIndex[f] is the splitTable index of the cards of one colour whose
// bits (red-1a first) are f; jokerIndex[j] that of the jokers whose bits
// (multi-1 first) are j; jokerCount[j] their number.
var fieldIndex, jokerIndex, jokerCount = func() (fi [1024]uint16, ji, jc [32]uint16) {
	weight := [6]int{0, 1, 6, 36, 216, 1296}
	for f := range fi {
		n := 0
		for i := 0; i < 10; i++ {
			if f&(1<<i) != 0 {
				n += weight[colourValues[i]]
			}
		}
		fi[f] = uint16(n)
	}
	for j := range ji {
		for v := 1; v <= 5; v++ {
			if j&(1<<(v-1)) != 0 {
				ji[j] += uint16(weight[v])
				jc[j]++
			}
		}
	}
	return fi, ji, jc
}()

// colourJokers gives each joker a colour reaching sc.Colours colours: the
// first jokers take colours the bouquet lacks (in colour order) as long as
// more colours are wanted, the others the first colour present.
func colourJokers(sc *Score, present int, jokers Set) {
	missing := sc.Colours - bits.OnesCount(uint(present))
	base := Red
	if present != 0 {
		base = Colour(bits.TrailingZeros(uint(present)))
	}
	next := Red
	for t := jokers; t != 0; t &= t - 1 {
		j := Card(bits.TrailingZeros64(uint64(t)))
		if missing > 0 {
			for present&(1<<next) != 0 {
				next++
			}
			sc.Jokers[j.Value()-1] = next
			present |= 1 << next
			if missing == sc.Colours { // no true colour: the rest join this one
				base = next
			}
			missing--
			continue
		}
		sc.Jokers[j.Value()-1] = base
	}
}

// splitEntry is the best split of one count of values.
type splitEntry struct {
	base   int16
	n      int8
	combos [2]comboEntry
}

type comboEntry struct {
	kind                ComboKind
	value, size, points int8
}

// splitTable[i] is the best split of the bouquets whose value counts
// c1..c5 give i = c1 + 6·c2 + 36·c3 + 216·c4 + 1296·c5 (at most five
// cards in all; other entries are unused).
var splitTable = func() (t [7776]splitEntry) {
	for i := range t {
		var counts [6]int8
		n, rest := 0, i
		for v := 1; v <= 5; v++ {
			counts[v] = int8(rest % 6)
			n += rest % 6
			rest /= 6
		}
		if n <= 5 {
			t[i] = bestSplit(counts)
		}
	}
	return t
}()

// runs are the three runs, the most valuable first.
var runs = [3]comboEntry{{Run, 1, 5, 15}, {Run, 2, 4, 12}, {Run, 1, 4, 8}}

// bestSplit searches every split of the counts into combinations and
// returns the one worth most. Runs are tried first, so on a tie (1 2 3 4 4:
// the run or the pair of 4s) the run is named.
func bestSplit(counts [6]int8) splitEntry {
	var best splitEntry
	best.base = -1
	var walk func(counts [6]int8, cur splitEntry)
	walk = func(counts [6]int8, cur splitEntry) {
		if cur.base > best.base {
			best = cur
		}
		if cur.n == 2 {
			return // five cards hold at most two combinations
		}
		for _, r := range runs {
			ok := true
			for v := r.value; v < r.value+r.size; v++ {
				ok = ok && counts[v] > 0
			}
			if !ok {
				continue
			}
			next := counts
			for v := r.value; v < r.value+r.size; v++ {
				next[v]--
			}
			c := cur
			c.combos[c.n] = r
			c.n++
			c.base += int16(r.points)
			walk(next, c)
		}
		for v := int8(5); v >= 1; v-- {
			for k := counts[v]; k >= 2; k-- {
				next := counts
				next[v] -= k
				c := cur
				c.combos[c.n] = comboEntry{ComboKind(k - 2), v, k, v * k}
				c.n++
				c.base += int16(v * k)
				walk(next, c)
			}
		}
	}
	walk(counts, splitEntry{})
	if best.n == 2 && (best.combos[1].points > best.combos[0].points ||
		best.combos[1].points == best.combos[0].points && best.combos[1].value > best.combos[0].value) {
		best.combos[0], best.combos[1] = best.combos[1], best.combos[0]
	}
	return best
}

// colourTable[present][j] is the number of colours a bouquet reaches with
// the true colours in the bit mask present and j jokers, choosing the
// jokers' colours for the highest multiplier.
var colourTable = func() (t [32][6]int8) {
	for present := range t {
		k := bits.OnesCount(uint(present))
		for j := 0; j <= 5; j++ {
			lo, hi := k, k+j
			if k == 0 && j > 0 {
				lo = 1
			}
			if hi > 5 {
				hi = 5
			}
			best := lo
			for n := lo; n <= hi; n++ {
				if colourMultiplier[n] > colourMultiplier[best] {
					best = n
				}
			}
			t[present][j] = int8(best)
		}
	}
	return t
}()
