package ai

import (
	"sync"

	"github.com/koikoi-app/koikoi/engine/ikebana"
)

// The worth table: what a partial bouquet is expected to score by the end
// of the round, for a florist who draws from a full deck (less his own
// cards) and refuses a card when drawing again is worth the price. It is
// exact for that model: every bouquet of up to four cards, up to the order
// of the colours (the deck is the same in every colour), is one entry,
// computed once from the five-card scores up.

// maxRefusals is how many refusals in one turn the table looks ahead;
// past it the card drawn is kept.
const maxRefusals = 4

// tableCost is what one prestige paid for a refusal weighs in the table:
// the payer's loss plus part of what a rival gains.
const tableCost = 1.5

// worthEntry holds, for one partial bouquet, draw[j]: the expected final
// score when the florist turns over a card having refused j this turn.
// draw[0] is the bouquet's worth at the start of a turn.
type worthEntry struct {
	draw [maxRefusals + 1]float32
}

var (
	worthOnce  sync.Once
	worthTable []worthEntry
	worthSlots [worthSlotCount]worthSlot // the index the players look up
)

// worthSlot is one slot of the open-addressing index: a key plus one (0
// marks an empty slot) and its entry.
type worthSlot struct {
	key   uint64
	entry int32
}

// worthSlotCount is the size of the index: a power of two, at least twice
// the number of entries (under 2,000) so that probes stay short.
const worthSlotCount = 1 << 12

// worthSlotOf returns the index slot of key: where it is, or the empty
// slot where it goes.
func worthSlotOf(key uint64) *worthSlot {
	i := (key + 1) * 0x9e3779b97f4a7c15 >> 52
	for {
		sl := &worthSlots[i]
		if sl.key == key+1 || sl.key == 0 {
			return sl
		}
		i = (i + 1) & (worthSlotCount - 1)
	}
}

// colourCode maps one colour's ten cards (a 10-bit mask in id order:
// 1 1 1 2 2 3 3 4 4 5) to how many cards of each value it holds, two bits
// a value: what the table's key keeps of a colour.
var colourCode = func() (t [1024]uint16) {
	for m := range t {
		ones := bitsIn(m & 7)
		twos := bitsIn(m >> 3 & 3)
		threes := bitsIn(m >> 5 & 3)
		fours := bitsIn(m >> 7 & 3)
		five := m >> 9 & 1
		t[m] = uint16(ones | twos<<2 | threes<<4 | fours<<6 | five<<8)
	}
	return t
}()

func bitsIn(m int) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}

// worthKey is a bouquet's key in the table: its colours' codes sorted (the
// colours are interchangeable) and its jokers.
func worthKey(b ikebana.Set) uint64 {
	var c [ikebana.NumColours]uint16
	for i := range c {
		c[i] = colourCode[uint64(b)>>(10*i)&0x3FF]
	}
	// Insertion sort, largest first: five numbers.
	for i := 1; i < len(c); i++ {
		for j := i; j > 0 && c[j] > c[j-1]; j-- {
			c[j], c[j-1] = c[j-1], c[j]
		}
	}
	return uint64(c[0]) | uint64(c[1])<<9 | uint64(c[2])<<18 | uint64(c[3])<<27 |
		uint64(c[4])<<36 | (uint64(b)>>50&31)<<45
}

// buildWorth enumerates the partial bouquets and computes their worth,
// from four cards down to none.
func buildWorth() {
	var reps []ikebana.Set
	levels := [ikebana.BouquetSize][]int32{}
	add := func(b ikebana.Set, size int) {
		k := worthKey(b)
		sl := worthSlotOf(k)
		if sl.key != 0 {
			return
		}
		*sl = worthSlot{k + 1, int32(len(reps))}
		levels[size] = append(levels[size], int32(len(reps)))
		reps = append(reps, b)
	}
	add(0, 0)
	for size := 0; size < ikebana.BouquetSize-1; size++ {
		for _, i := range levels[size] {
			b := reps[i]
			for c := ikebana.Card(0); c < ikebana.NumCards; c++ {
				if !b.Has(c) {
					add(b.Add(c), size+1)
				}
			}
		}
	}
	worthTable = make([]worthEntry, len(reps))
	var child [ikebana.NumCards]float64
	for size := ikebana.BouquetSize - 1; size >= 0; size-- {
		for _, i := range levels[size] {
			b := reps[i]
			n := 0
			for c := ikebana.Card(0); c < ikebana.NumCards; c++ {
				if b.Has(c) {
					continue
				}
				if size == ikebana.BouquetSize-1 {
					t, _ := ikebana.BouquetTotal(b.Add(c), false)
					child[n] = float64(t)
				} else {
					child[n] = float64(worthTable[worthSlotOf(worthKey(b.Add(c))).entry].draw[0])
				}
				n++
			}
			e := &worthTable[i]
			sum := 0.0
			for _, v := range child[:n] {
				sum += v
			}
			next := sum / float64(n)
			e.draw[maxRefusals] = float32(next)
			for j := maxRefusals - 1; j >= 0; j-- {
				again := next - tableCost*float64(j+1)
				sum = 0
				for _, v := range child[:n] {
					sum += max(v, again)
				}
				next = sum / float64(n)
				e.draw[j] = float32(next)
			}
		}
	}
}

// drawWorth is the expected final score of bouquet b (at most four cards)
// when its florist turns over a card having refused j this turn.
func drawWorth(b ikebana.Set, j int) float64 {
	worthOnce.Do(buildWorth)
	return float64(worthTable[worthSlotOf(worthKey(b)).entry].draw[min(j, maxRefusals)])
}

// keepWorth is the expected final score of bouquet b once card c joins it:
// exact when that completes the bouquet.
func keepWorth(b ikebana.Set, c ikebana.Card) float64 {
	nb := b.Add(c)
	if nb.Len() >= ikebana.BouquetSize {
		t, _ := ikebana.BouquetTotal(nb, false)
		return float64(t)
	}
	return drawWorth(nb, 0)
}
