package koikoi

import (
	"math/rand/v2"
	"testing"
)

func TestYakuCards(t *testing.T) {
	std, _ := Preset("standard")
	must := func(s string) Set {
		t.Helper()
		set, err := ParseSet(s)
		if err != nil {
			t.Fatal(err)
		}
		return set
	}
	for _, c := range []struct {
		name  string
		caps  string
		yaku  Yaku
		month int
		want  string
	}{
		{"sanko leaves the rain man and plains out", "jan-crane mar-curtain aug-moon jan-plain-1", Sanko, 1, "jan-crane mar-curtain aug-moon"},
		{"ame-shiko has the rain man", "jan-crane mar-curtain aug-moon nov-rainman", AmeShiko, 1, "jan-crane mar-curtain aug-moon nov-rainman"},
		{"inoshikacho alone", "jul-boar oct-deer jun-butterflies jan-plain-1", Inoshikacho, 1, "jul-boar oct-deer jun-butterflies"},
		{"inoshikacho and an animal that pays beyond", "jul-boar oct-deer jun-butterflies feb-warbler", Inoshikacho, 1, "jul-boar oct-deer jun-butterflies feb-warbler"},
		{"tane: every animal", "jul-boar oct-deer jun-butterflies feb-warbler apr-cuckoo", Tane, 1, "jul-boar oct-deer jun-butterflies feb-warbler apr-cuckoo"},
		{"akatan", "jan-poetry feb-poetry mar-poetry", Akatan, 1, "jan-poetry feb-poetry mar-poetry"},
		{"akatan and a ribbon that pays beyond", "jan-poetry feb-poetry mar-poetry apr-ribbon", Akatan, 1, "jan-poetry feb-poetry mar-poetry apr-ribbon"},
		{"tsukimi", "sep-sake aug-moon mar-curtain", Tsukimi, 1, "sep-sake aug-moon"},
		{"tsukifuda", "may-bridge may-ribbon may-plain-1 may-plain-2 jan-crane", Tsukifuda, 5, "may-bridge may-ribbon may-plain-1 may-plain-2"},
		{"not made", "jan-crane mar-curtain", Sanko, 1, ""},
		{"tsukifuda of another month", "may-bridge may-ribbon may-plain-1 may-plain-2", Tsukifuda, 6, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := std.YakuCards(must(c.caps), c.yaku, c.month); got != must(c.want) {
				t.Errorf("YakuCards(%s, %v) = %v; want %s", c.caps, c.yaku, got, c.want)
			}
		})
	}
}

// TestYakuCardsMakeTheYaku checks, over random captures under every preset,
// that each yaku made is shown with cards that were captured and that alone
// make that yaku for the same points.
func TestYakuCardsMakeTheYaku(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, name := range PresetNames {
		r, _ := Preset(name)
		if r.Combine == CombineExclusive || r.Viewing == ViewingWithOtherYaku {
			continue // a yaku's cards alone may score otherwise there
		}
		for i := 0; i < 3000; i++ {
			s := Set(rng.Uint64()) & (1<<NumCards - 1) & Set(rng.Uint64())
			month := 1 + rng.IntN(12)
			l := r.Yaku(s, month)
			for y := Yaku(0); y < NumYaku; y++ {
				cards := r.YakuCards(s, y, month)
				if l[y] == 0 {
					continue
				}
				if cards == 0 || cards&^s != 0 {
					t.Fatalf("%s: YakuCards(%v, %v) = %v: not among the captures", name, s, y, cards)
				}
				if got := r.Yaku(cards, month)[y]; got != l[y] {
					t.Fatalf("%s: %v alone scores %v %d; the captures %v score it %d", name, cards, y, got, s, l[y])
				}
			}
		}
	}
}
