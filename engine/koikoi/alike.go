package koikoi

// Alike reports whether cards a and b count the same for every yaku of r
// in a round of the given month: one month and one rank, and each in the
// cards of a yaku (YakuCards over the whole deck) exactly when the other
// is. Taking one or the other then changes no score, now or later (two
// plains of one month): a screen need not ask which. The lightning (the
// wild Gaji under that rule) is alike only to itself.
func (r *Rules) Alike(a, b Card, month int) bool {
	if a == b {
		return true
	}
	if a.Month() != b.Month() || a.Kind() != b.Kind() || a == LightningCard || b == LightningCard {
		return false
	}
	for y := Yaku(0); y < NumYaku; y++ {
		cs := r.YakuCards(FullDeck, y, month)
		if cs.Has(a) != cs.Has(b) {
			return false
		}
	}
	return true
}

// AllAlike reports whether the cards of s are all alike (Alike): a choice
// among them is no choice.
func (r *Rules) AllAlike(s Set, month int) bool {
	cs := s.Cards()
	if len(cs) == 0 {
		return false
	}
	for _, c := range cs[1:] {
		if !r.Alike(cs[0], c, month) {
			return false
		}
	}
	return true
}
