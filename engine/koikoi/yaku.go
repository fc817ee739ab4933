package koikoi

import "fmt"

// Yaku identifies a scoring combination of captured cards.
type Yaku uint8

// The yaku of rules.md §2, in the order scores list them.
const (
	Goko Yaku = iota
	Shiko
	AmeShiko
	Sanko
	Inoshikacho
	Tane
	AkatanAotan
	Akatan
	Aotan
	Tan
	Kasu
	Tsukimi
	Hanami
	Tsukifuda
	TriadBonus
	// NumYaku is the number of yaku.
	NumYaku
)

var yakuIDs = [NumYaku]string{"goko", "shiko", "ame-shiko", "sanko", "inoshikacho", "tane", "akatan-aotan", "akatan", "aotan", "tan", "kasu", "tsukimi", "hanami", "tsukifuda", "triad"}

// String returns the yaku's id, such as "ame-shiko".
func (y Yaku) String() string {
	if y < NumYaku {
		return yakuIDs[y]
	}
	return fmt.Sprintf("yaku(%d)", uint8(y))
}

// YakuList holds the points of each yaku a player scores: entry y is 0 when
// yaku y does not count. It is a value, so scoring allocates nothing.
type YakuList [NumYaku]int8

// Sum returns the total of the yaku points (the base score).
func (l YakuList) Sum() int {
	n := 0
	for _, p := range l {
		n += int(p)
	}
	return n
}

// Any reports whether at least one yaku counts.
func (l YakuList) Any() bool { return l != YakuList{} }

// Improves reports whether l holds a yaku that prev does not, or one worth
// more than in prev: the condition for the Koi-Koi/Shobu choice.
func (l *YakuList) Improves(prev *YakuList) bool {
	for i, p := range l {
		if p > prev[i] {
			return true
		}
	}
	return false
}

// points returns v's worth with n cards of the counted kind, when made.
func (v YakuValue) points(n int) int8 {
	if v.Beyond > 0 && n > int(v.Beyond) {
		return v.Base + int8(n-int(v.Beyond))
	}
	return v.Base
}

// counts caches the sizes a yaku check needs.
type counts struct {
	brights, animals, ribbons, plains int
	rain                              bool
}

func countsOf(s Set, sakeAsPlain bool) counts {
	c := counts{
		brights: (s & Brights).Len(),
		animals: (s & Animals).Len(),
		ribbons: (s & Ribbons).Len(),
		plains:  (s & Plains).Len(),
		rain:    s.Has(RainManCard),
	}
	if sakeAsPlain && s.Has(SakeCard) {
		c.plains++
	}
	return c
}

// brightYaku returns the best bright yaku of a set of n brights.
func (r *Rules) brightYaku(n int, rain bool) (Yaku, bool) {
	best, ok := Yaku(0), false
	consider := func(y Yaku) {
		if r.Values[y].Base > 0 && (!ok || r.Values[y].Base > r.Values[best].Base) {
			best, ok = y, true
		}
	}
	switch {
	case n == 5:
		consider(Goko)
	case n == 4 && !rain:
		consider(Shiko)
	case n == 4:
		consider(AmeShiko)
		consider(Sanko) // three brights besides the rain man
	case n == 3 && !rain:
		consider(Sanko)
	}
	return best, ok
}

// Yaku returns the yaku that count for a player who captured s in a round of
// the given month (1..12), combined the way the rules say.
func (r *Rules) Yaku(s Set, month int) YakuList {
	if r.Combine == CombineExclusive {
		return r.exclusiveYaku(s, month)
	}
	var l YakuList
	c := countsOf(s, r.SakeAsPlain)
	v := &r.Values
	if y, ok := r.brightYaku(c.brights, c.rain); ok {
		l[y] = v[y].Base
	}
	if s&InoShikaCho == InoShikaCho && v[Inoshikacho].Base > 0 {
		l[Inoshikacho] = v[Inoshikacho].points(c.animals)
	}
	if c.animals >= 5 {
		l[Tane] = v[Tane].points(c.animals)
	}
	aka, ao := s&PoetryRibbons == PoetryRibbons, s&BlueRibbons == BlueRibbons
	if aka && ao && v[AkatanAotan].Base > 0 {
		l[AkatanAotan] = v[AkatanAotan].points(c.ribbons)
	} else {
		if aka {
			l[Akatan] = v[Akatan].points(c.ribbons)
		}
		if ao {
			l[Aotan] = v[Aotan].points(c.ribbons)
		}
	}
	if c.ribbons >= 5 {
		l[Tan] = v[Tan].points(c.ribbons)
	}
	if c.plains >= 10 {
		l[Kasu] = v[Kasu].points(c.plains)
	}
	if r.Viewing != ViewingOff && s.Has(SakeCard) {
		if s.Has(MoonCard) {
			l[Tsukimi] = v[Tsukimi].Base
		}
		if s.Has(CurtainCard) {
			l[Hanami] = v[Hanami].Base
		}
	}
	if r.Tsukifuda && month >= 1 && month <= 12 && s&MonthSet(month) == MonthSet(month) {
		l[Tsukifuda] = v[Tsukifuda].Base
	}
	if r.Triad && aka && ao {
		l[TriadBonus] = v[TriadBonus].Base
	}
	if r.Combine == CombineBest {
		keepBest(&l, Inoshikacho, Tane)
		keepBest(&l, AkatanAotan, Akatan, Aotan, Tan)
	}
	r.applyViewingRule(&l)
	return l
}

// keepBest zeroes every listed yaku but the most valuable (the first on ties).
func keepBest(l *YakuList, ys ...Yaku) {
	best := ys[0]
	for _, y := range ys[1:] {
		if l[y] > l[best] {
			best = y
		}
	}
	for _, y := range ys {
		if y != best {
			l[y] = 0
		}
	}
}

// applyViewingRule drops the viewing yaku when the rules want another yaku
// beside them and there is none.
func (r *Rules) applyViewingRule(l *YakuList) {
	if r.Viewing != ViewingWithOtherYaku {
		return
	}
	for y := Yaku(0); y < NumYaku; y++ {
		if y != Tsukimi && y != Hanami && l[y] > 0 {
			return
		}
	}
	l[Tsukimi], l[Hanami] = 0, 0
}
