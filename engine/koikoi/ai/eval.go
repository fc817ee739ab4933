package ai

import (
	"math"

	"github.com/koikoi-app/koikoi/engine/koikoi"
)

// group is a set of cards some yaku is made of, with what holding h of them
// is worth to a player: pot[h] is a guess of the yaku's worth while it is
// incomplete and its real points (from the rules' values) once made.
type group struct {
	cards koikoi.Set
	need  int
	pot   [26]float64
}

// know is what the heuristics know of the rules of one round.
type know struct {
	rules  koikoi.Rules
	month  int
	groups []group
	of     [koikoi.NumCards][]int8 // the groups each card belongs to
}

// progressWeight scales the worth of an incomplete yaku: holding h of the
// n cards it needs is worth (h/n)² of its points times this.
const progressWeight = 0.6

func newKnow(r *koikoi.Rules, month int) *know {
	k := &know{rules: *r, month: month}
	v := &r.Values
	add := func(cards koikoi.Set, need int, made func(h int) float64) {
		g := group{cards: cards, need: need}
		base := made(need)
		if base <= 0 {
			return
		}
		for h := 0; h < len(g.pot); h++ {
			if h < need {
				x := float64(h) / float64(need)
				g.pot[h] = progressWeight * base * x * x
			} else {
				g.pot[h] = made(min(h, cards.Len()))
			}
		}
		k.groups = append(k.groups, g)
	}
	counting := func(y koikoi.Yaku) func(int) float64 {
		return func(h int) float64 {
			p := float64(v[y].Base)
			if b := int(v[y].Beyond); b > 0 && h > b {
				p += float64(h - b)
			}
			return p
		}
	}
	fixed := func(y koikoi.Yaku) func(int) float64 {
		return func(int) float64 { return float64(v[y].Base) }
	}
	add(koikoi.Brights, 3, func(h int) float64 {
		switch {
		case h >= 5:
			return float64(v[koikoi.Goko].Base)
		case h == 4:
			return float64(max(v[koikoi.Shiko].Base, v[koikoi.AmeShiko].Base)+v[koikoi.AmeShiko].Base) / 2
		}
		return float64(v[koikoi.Sanko].Base)
	})
	add(koikoi.InoShikaCho, 3, fixed(koikoi.Inoshikacho))
	add(koikoi.Animals, 5, counting(koikoi.Tane))
	for _, rb := range []struct {
		cards koikoi.Set
		y     koikoi.Yaku
	}{{koikoi.PoetryRibbons, koikoi.Akatan}, {koikoi.BlueRibbons, koikoi.Aotan}} {
		y := rb.y
		add(rb.cards, 3, func(int) float64 {
			p := float64(v[y].Base)
			if v[koikoi.AkatanAotan].Base > 0 {
				p = max(p, float64(v[koikoi.AkatanAotan].Base)/2)
			}
			if r.Triad {
				p += float64(v[koikoi.TriadBonus].Base) / 2
			}
			return p
		})
	}
	add(koikoi.Ribbons, 5, counting(koikoi.Tan))
	plains := koikoi.Plains
	if r.SakeAsPlain {
		plains = plains.Add(koikoi.SakeCard)
	}
	add(plains, 10, counting(koikoi.Kasu))
	if r.Viewing != koikoi.ViewingOff {
		f := 1.0
		if r.Viewing == koikoi.ViewingWithOtherYaku {
			f = 0.5
		}
		view := func(y koikoi.Yaku) func(int) float64 {
			return func(int) float64 { return f * float64(v[y].Base) }
		}
		add(koikoi.SetOf(koikoi.MoonCard, koikoi.SakeCard), 2, view(koikoi.Tsukimi))
		add(koikoi.SetOf(koikoi.CurtainCard, koikoi.SakeCard), 2, view(koikoi.Hanami))
	}
	if r.Tsukifuda && month >= 1 && month <= 12 {
		add(koikoi.MonthSet(month), 4, fixed(koikoi.Tsukifuda))
	}
	for i, g := range k.groups {
		for t := g.cards; t != 0; t &= t - 1 {
			c := t.First()
			k.of[c] = append(k.of[c], int8(i))
		}
	}
	return k
}

// gain is what capturing the cards s adds to the prospects of a player
// holding mine while the other player holds theirs.
func (k *know) gain(s, mine, theirs koikoi.Set) float64 {
	var seen uint32
	total := 0.0
	for t := s; t != 0; t &= t - 1 {
		for _, gi := range k.of[t.First()] {
			if seen&(1<<uint(gi)) != 0 {
				continue
			}
			seen |= 1 << uint(gi)
			g := &k.groups[gi]
			h0 := (mine & g.cards).Len()
			h1 := ((mine | s) & g.cards).Len()
			if h1 < g.need && g.cards.Len()-(theirs&g.cards).Len() < g.need {
				continue // out of reach: the other player holds too many
			}
			total += g.pot[h1] - g.pot[h0]
		}
	}
	return total
}

// view is one seat's side of a position, for the heuristics.
type view struct {
	k        *know
	hand     koikoi.Set
	field    koikoi.Set
	mine     koikoi.Set
	theirs   koikoi.Set
	unseen   koikoi.Set // the other hand and the pile, as this seat sees it
	oppHand  int
	gajiLive bool   // the lightning may be played wild from this hand now
	hiki     bool   // the rules have the Hiki (rulebook)
	declared uint16 // months declared by a Hiki this round
}

// denyWeight is how much keeping a card from the other player counts
// against taking it oneself.
const denyWeight = 0.7

// value is what capturing s is worth: one's own gain and what it denies.
func (v *view) value(s koikoi.Set) float64 {
	return v.k.gain(s, v.mine, v.theirs) + denyWeight*v.k.gain(s, v.theirs, v.mine) + 0.05*float64(s.Len())
}

// gajiBonus is what the Gaji's pairing is worth beyond the card it takes:
// the cards of that month left in the field at the end come with it.
const gajiBonus = 0.5

// canGaji reports whether the lightning may be played wild now.
func (v *view) canGaji() bool {
	return v.gajiLive && v.hand.Has(koikoi.LightningCard) && v.field != 0
}

// wildChoices returns the field cards the Gaji may be aimed at: all but
// the months a Hiki declared.
func (v *view) wildChoices() koikoi.Set {
	out := v.field
	for m := 1; m <= 12; m++ {
		if v.declared&(1<<m) != 0 {
			out &^= koikoi.MonthSet(m)
		}
	}
	return out
}

// hikiRisk is the chance that aiming the Gaji at field card f is answered
// by a Hiki: the month's three other cards lie in the field and its fourth,
// unseen, is in the other hand.
func (v *view) hikiRisk(f koikoi.Card) float64 {
	if !v.hiki {
		return 0
	}
	four := koikoi.MonthSet(f.Month())
	if (v.field&four).Len() != 3 || (v.unseen&four).Len() != 1 {
		return 0
	}
	if n := v.unseen.Len(); n > 0 {
		return float64(v.oppHand) / float64(n)
	}
	return 0
}

// wildScore scores playing the lightning as the wild Gaji: the best field
// card to take, each weighed by the chance a Hiki stops it (the player then
// takes the best card of another month).
func (v *view) wildScore() float64 {
	c := koikoi.LightningCard
	choices := v.wildChoices()
	if choices == 0 {
		return math.Inf(-1)
	}
	type option struct {
		val  float64
		risk float64
		m    int
	}
	var opts [8 * 4]option
	n := 0
	for t := choices; t != 0 && n < len(opts); t &= t - 1 {
		f := t.First()
		opts[n] = option{v.value(koikoi.SetOf(c, f)), v.hikiRisk(f), f.Month()}
		n++
	}
	best := math.Inf(-1)
	for i := 0; i < n; i++ {
		o := opts[i]
		x := o.val
		if o.risk > 0 {
			other := -v.discardRisk(c) // nothing else: the Gaji stays in the field
			for j := 0; j < n; j++ {
				if opts[j].m != o.m {
					other = max(other, opts[j].val)
				}
			}
			x = (1-o.risk)*o.val + o.risk*other
		}
		best = max(best, x)
	}
	return best + gajiBonus
}

// playScore scores playing c from the hand as an ordinary card (the
// lightning as a November card; wildScore scores its wild use).
func (v *view) playScore(c koikoi.Card) float64 {
	m, choose := v.field.Captures(c)
	switch {
	case choose:
		a, b := m.First(), m.Remove(m.First()).First()
		return max(v.value(koikoi.SetOf(c, a)), v.value(koikoi.SetOf(c, b)))
	case m == 0:
		return -v.discardRisk(c)
	}
	return v.value(m.Add(c))
}

// discardRisk is what leaving c in the field may cost: the other player
// may take it, and one loses the chance of taking it oneself.
func (v *view) discardRisk(c koikoi.Card) float64 {
	same := v.unseen.Month(c.Month()).Len()
	own := v.hand.Remove(c).Month(c.Month()).Len()
	p := 0.0
	if n := v.unseen.Len(); n > 0 && same > 0 {
		// chance that the other hand holds a card of the month
		q := 1.0
		for i := 0; i < same; i++ {
			q *= 1 - float64(v.oppHand)/float64(n-i)
		}
		p = 1 - q
	}
	risk := denyWeight*v.k.gain(koikoi.SetOf(c), v.theirs, v.mine)*p + 0.4*v.k.gain(koikoi.SetOf(c), v.mine, v.theirs)*(1-0.5*float64(own))
	if same == 0 && own == 0 {
		risk *= 0.2 // nobody can take it but by a later discard
	}
	if own > 0 {
		risk -= 0.1 // it may come back with the card kept
	}
	return risk
}

// captureScore scores taking target with the pending card.
func (v *view) captureScore(pending, target koikoi.Card) float64 {
	return v.value(koikoi.SetOf(pending, target))
}

// bestPlay returns the play the heuristics like best: a card from the hand,
// or the Gaji's wild use when it is legal and worth more.
func (v *view) bestPlay() (koikoi.Move, float64) {
	best, bv := koikoi.Play(v.hand.First()), math.Inf(-1)
	for t := v.hand; t != 0; t &= t - 1 {
		if x := v.playScore(t.First()); x > bv {
			best, bv = koikoi.Play(t.First()), x
		}
	}
	if v.canGaji() {
		if x := v.wildScore(); x > bv {
			best, bv = koikoi.Gaji, x
		}
	}
	return best, bv
}

// threat measures how close a player is to a new yaku: the largest
// worth of a yaku one card short (reachable), else a smaller share of one
// two cards short.
func (k *know) threat(mine, theirs koikoi.Set) float64 {
	t := 0.0
	for i := range k.groups {
		g := &k.groups[i]
		h := (mine & g.cards).Len()
		if h >= g.need {
			if (g.cards &^ mine &^ theirs) != 0 {
				t = max(t, 0.3) // a made counting yaku may grow
			}
			continue
		}
		if g.cards.Len()-(theirs&g.cards).Len() < g.need {
			continue
		}
		worth := g.pot[g.need]
		switch g.need - h {
		case 1:
			t = max(t, worth)
		case 2:
			t = max(t, 0.35*worth)
		}
	}
	return t
}
