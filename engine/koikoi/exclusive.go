package koikoi

// This file scores the museum preset, where each card counts in one yaku
// only: the best assignment of cards to yaku is found by trying every way of
// giving cards to the yaku made of fixed cards (brights, inoshikacho,
// akatan, aotan, the viewing yaku, tsukifuda) and letting the counting yaku
// (tane, tan, kasu) take every card left of their kind. Counting yaku only
// gain from more cards, so this search is exact.

// fixedYaku is one way to make a yaku of fixed cards.
type fixedYaku struct {
	yaku  Yaku
	cards Set
}

// exclusiveYaku returns the best assignment's yaku for captured set s.
func (r *Rules) exclusiveYaku(s Set, month int) YakuList {
	var opts [24]fixedYaku
	n := 0
	add := func(y Yaku, cards Set) {
		if r.Values[y].Base > 0 && s&cards == cards {
			opts[n] = fixedYaku{y, cards}
			n++
		}
	}
	// Bright yaku: every subset of the captured brights that makes one.
	b := s & Brights
	nonRain := b.Remove(RainManCard)
	if b.Len() == 5 {
		add(Goko, b)
	}
	if nonRain.Len() == 4 {
		add(Shiko, nonRain)
	}
	for t := nonRain; t != 0; t &= t - 1 {
		three := nonRain.Remove(t.First()) // drop one of the four
		if nonRain.Len() == 4 {
			add(Sanko, three)
			if b.Has(RainManCard) {
				add(AmeShiko, three.Add(RainManCard))
			}
		}
	}
	if nonRain.Len() == 3 {
		add(Sanko, nonRain)
		if b.Has(RainManCard) {
			add(AmeShiko, b)
		}
	}
	brightOpts := n
	add(Inoshikacho, InoShikaCho)
	add(Akatan, PoetryRibbons)
	add(Aotan, BlueRibbons)
	if r.Viewing != ViewingOff {
		add(Tsukimi, SetOf(MoonCard, SakeCard))
		add(Hanami, SetOf(CurtainCard, SakeCard))
	}
	if r.Tsukifuda && month >= 1 && month <= 12 {
		add(Tsukifuda, MonthSet(month))
	}
	// A yaku that shares no card with another fixed-card yaku, and is worth
	// at least as many points as it has cards, is always taken: each card
	// it keeps from tane, tan or kasu costs them one point at most. Only
	// the others are searched.
	var taken Set
	var cur YakuList
	keep := brightOpts
	for i := brightOpts; i < n; i++ {
		o := opts[i]
		alone := true
		for j := 0; j < n; j++ {
			if j != i && opts[j].cards&o.cards != 0 {
				alone = false
				break
			}
		}
		if alone && int(r.Values[o.yaku].Base) >= o.cards.Len() {
			taken |= o.cards
			cur[o.yaku] = r.Values[o.yaku].Base
			continue
		}
		opts[keep] = o
		keep++
	}
	x := exclusiveSearch{r: r, s: s, opts: opts[:keep], brightOpts: brightOpts, cur: cur, bestSum: -1}
	x.search(0, taken, false)
	return x.best
}

// exclusiveSearch is the state of the search for the best assignment.
type exclusiveSearch struct {
	r          *Rules
	s          Set
	opts       []fixedYaku
	brightOpts int // opts[:brightOpts] are bright yaku, of which one counts
	cur, best  YakuList
	bestSum    int
}

// search tries, for option i and the following, both taking and leaving it.
func (x *exclusiveSearch) search(i int, used Set, brightTaken bool) {
	if i == len(x.opts) {
		l := x.cur
		x.r.countingYaku(x.s&^used, &l)
		if x.r.Triad && l[Akatan] > 0 && l[Aotan] > 0 {
			l[TriadBonus] = x.r.Values[TriadBonus].Base
		}
		x.r.applyViewingRule(&l)
		if sum := l.Sum(); sum > x.bestSum {
			x.best, x.bestSum = l, sum
		}
		return
	}
	o := x.opts[i]
	isBright := i < x.brightOpts
	if used&o.cards == 0 && !(isBright && brightTaken) && x.cur[o.yaku] == 0 {
		x.cur[o.yaku] = x.r.Values[o.yaku].Base
		x.search(i+1, used|o.cards, brightTaken || isBright)
		x.cur[o.yaku] = 0
	}
	x.search(i+1, used, brightTaken)
}

// countingYaku writes tane, tan and kasu for the cards left in rest into l
// The sake cup, when it may count as a plain, goes
// where it scores more.
func (r *Rules) countingYaku(rest Set, l *YakuList) {
	animals, ribbons, plains := (rest & Animals).Len(), (rest & Ribbons).Len(), (rest & Plains).Len()
	v := &r.Values
	score := func(a, p int) (tane, kasu int8) {
		if a >= 5 {
			tane = v[Tane].points(a)
		}
		if p >= 10 {
			kasu = v[Kasu].points(p)
		}
		return
	}
	tane, kasu := score(animals, plains)
	if r.SakeAsPlain && rest.Has(SakeCard) {
		if t2, k2 := score(animals-1, plains+1); t2+k2 > tane+kasu {
			tane, kasu = t2, k2
		}
	}
	var tan int8
	if ribbons >= 5 {
		tan = v[Tan].points(ribbons)
	}
	l[Tane], l[Tan], l[Kasu] = tane, tan, kasu
}
