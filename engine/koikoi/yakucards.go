package koikoi

// YakuCards returns the cards of captured set s that make yaku y in a round
// of the given month, for showing a yaku with its cards: the brights of a
// bright yaku (without the rain man for Sanko), the three of Inoshikacho or
// the two ribbon sets, with every further card of their kind when the rules
// pay for cards beyond (Values[y].Beyond), every card of a counting yaku
// (Tane, Tan, Kasu, the sake cup included when it counts as a plain), the
// two cards of a viewing yaku, the month's four for Tsukifuda. It returns
// the empty set when s does not hold y. Under CombineExclusive (the museum
// preset), where each card counts once, two yaku may show a card in common.
func (r *Rules) YakuCards(s Set, y Yaku, month int) Set {
	v := r.Values
	withBeyond := func(fixed, kind Set) Set {
		if s&fixed != fixed {
			return 0
		}
		if v[y].Beyond > 0 && (s&kind).Len() > int(v[y].Beyond) {
			return fixed | s&kind
		}
		return fixed
	}
	brights := s & Brights
	switch y {
	case Goko:
		if brights.Len() == 5 {
			return brights
		}
	case Shiko:
		if nr := brights.Remove(RainManCard); nr.Len() == 4 {
			return nr
		}
	case AmeShiko:
		if brights.Len() == 4 && brights.Has(RainManCard) {
			return brights
		}
	case Sanko:
		if nr := brights.Remove(RainManCard); nr.Len() >= 3 {
			return nr
		}
	case Inoshikacho:
		return withBeyond(InoShikaCho, Animals)
	case Tane:
		return s & Animals
	case AkatanAotan:
		return withBeyond(PoetryRibbons|BlueRibbons, Ribbons)
	case Akatan:
		return withBeyond(PoetryRibbons, Ribbons)
	case Aotan:
		return withBeyond(BlueRibbons, Ribbons)
	case Tan:
		return s & Ribbons
	case Kasu:
		k := s & Plains
		if r.SakeAsPlain && s.Has(SakeCard) {
			k = k.Add(SakeCard)
		}
		return k
	case Tsukimi:
		if t := SetOf(SakeCard, MoonCard); s&t == t {
			return t
		}
	case Hanami:
		if t := SetOf(SakeCard, CurtainCard); s&t == t {
			return t
		}
	case Tsukifuda:
		if month >= 1 && month <= 12 && s&MonthSet(month) == MonthSet(month) {
			return MonthSet(month)
		}
	case TriadBonus:
		if t := PoetryRibbons | BlueRibbons; s&t == t {
			return t
		}
	}
	return 0
}
