package koikoi

import (
	"fmt"
	"strings"
	"testing"
)

// Card groups used by the tables.
const (
	fiveBrights  = "jan-crane mar-curtain aug-moon nov-rainman dec-phoenix"
	fourNoRain   = "jan-crane mar-curtain aug-moon dec-phoenix"
	fourWithRain = "jan-crane mar-curtain nov-rainman dec-phoenix"
	threeNoRain  = "jan-crane mar-curtain dec-phoenix"
	threeRain    = "jan-crane nov-rainman dec-phoenix"
	inoShikaCho  = "jul-boar oct-deer jun-butterflies"
	fiveAnimals  = "feb-warbler apr-cuckoo may-bridge aug-geese nov-swallow"
	poetry       = "jan-poetry feb-poetry mar-poetry"
	blue         = "jun-blue sep-blue oct-blue"
	fiveRed      = "apr-ribbon may-ribbon jul-ribbon nov-ribbon jan-poetry"
	tenPlains    = "jan-plain-1 jan-plain-2 feb-plain-1 feb-plain-2 mar-plain-1 mar-plain-2 apr-plain-1 apr-plain-2 may-plain-1 may-plain-2"
	moonView     = "aug-moon sep-sake"
	flowerView   = "mar-curtain sep-sake"
	marchCards   = "mar-curtain mar-poetry mar-plain-1 mar-plain-2"
)

func yakuString(l YakuList) string {
	var parts []string
	for y := Yaku(0); y < NumYaku; y++ {
		if l[y] > 0 {
			parts = append(parts, fmt.Sprintf("%s=%d", y, l[y]))
		}
	}
	return strings.Join(parts, " ")
}

// TestYakuPerPreset checks each yaku, its "+1 per card beyond" edges and the
// way yaku combine, in every preset. Month 3 is the round's month.
func TestYakuPerPreset(t *testing.T) {
	tests := []struct {
		cards string
		want  map[string]string // preset -> yaku list
	}{
		{fiveBrights, map[string]string{"standard": "goko=10", "rulebook": "goko=10", "museum": "goko=15", "sloper": "goko=16"}},
		{fourNoRain, map[string]string{"standard": "shiko=8", "rulebook": "shiko=8", "museum": "shiko=10", "sloper": "shiko=12"}},
		{fourWithRain, map[string]string{"standard": "ame-shiko=7", "rulebook": "ame-shiko=7", "museum": "ame-shiko=8", "sloper": "ame-shiko=10"}},
		{threeNoRain, map[string]string{"standard": "sanko=5", "rulebook": "sanko=5", "museum": "sanko=6", "sloper": "sanko=8"}},
		{threeRain, map[string]string{"standard": "", "rulebook": "", "museum": "", "sloper": ""}},
		{inoShikaCho, map[string]string{"standard": "inoshikacho=5", "rulebook": "inoshikacho=5", "museum": "inoshikacho=5", "sloper": "inoshikacho=5"}},
		{inoShikaCho + " feb-warbler", map[string]string{"standard": "inoshikacho=6", "rulebook": "inoshikacho=6", "museum": "inoshikacho=5", "sloper": "inoshikacho=5"}},
		{inoShikaCho + " feb-warbler apr-cuckoo", map[string]string{
			"standard": "inoshikacho=7", "rulebook": "inoshikacho=7 tane=1", "museum": "inoshikacho=5", "sloper": "inoshikacho=5 tane=1"}},
		{fiveAnimals, map[string]string{"standard": "tane=1", "rulebook": "tane=1", "museum": "tane=1", "sloper": "tane=1"}},
		{fiveAnimals + " jul-boar", map[string]string{"standard": "tane=2", "rulebook": "tane=2", "museum": "tane=2", "sloper": "tane=2"}},
		{poetry, map[string]string{"standard": "akatan=5", "rulebook": "akatan=5", "museum": "akatan=6", "sloper": "akatan=3"}},
		{poetry + " apr-ribbon", map[string]string{"standard": "akatan=6", "rulebook": "akatan=6", "museum": "akatan=6", "sloper": "akatan=3"}},
		{blue, map[string]string{"standard": "aotan=5", "rulebook": "aotan=5", "museum": "aotan=6", "sloper": "aotan=3"}},
		{blue + " apr-ribbon may-ribbon", map[string]string{"standard": "aotan=7", "rulebook": "aotan=7 tan=1", "museum": "aotan=6", "sloper": "aotan=3 tan=1"}},
		{poetry + " " + blue, map[string]string{
			"standard": "akatan-aotan=10", "rulebook": "akatan=8 aotan=8 tan=2", "museum": "akatan=6 aotan=6", "sloper": "akatan=3 aotan=3 tan=2 triad=3"}},
		{poetry + " " + blue + " apr-ribbon", map[string]string{
			"standard": "akatan-aotan=11", "rulebook": "akatan=9 aotan=9 tan=3", "museum": "akatan=6 aotan=6", "sloper": "akatan=3 aotan=3 tan=3 triad=3"}},
		{fiveRed, map[string]string{"standard": "tan=1", "rulebook": "tan=1", "museum": "tan=1", "sloper": "tan=1"}},
		{fiveRed + " jun-blue", map[string]string{"standard": "tan=2", "rulebook": "tan=2", "museum": "tan=2", "sloper": "tan=2"}},
		{tenPlains, map[string]string{"standard": "kasu=1", "rulebook": "kasu=1", "museum": "kasu=1", "sloper": "kasu=1"}},
		{tenPlains + " dec-plain-1", map[string]string{"standard": "kasu=2", "rulebook": "kasu=2", "museum": "kasu=2", "sloper": "kasu=2"}},
		// The sake cup counts as a plain where the preset says so.
		{"sep-sake jan-plain-1 jan-plain-2 feb-plain-1 feb-plain-2 mar-plain-1 mar-plain-2 apr-plain-1 apr-plain-2 may-plain-1",
			map[string]string{"standard": "kasu=1", "rulebook": "", "museum": "", "sloper": "kasu=1"}},
		{moonView, map[string]string{"standard": "tsukimi=5", "rulebook": "tsukimi=5", "museum": "tsukimi=3", "sloper": "tsukimi=5"}},
		{flowerView, map[string]string{"standard": "hanami=5", "rulebook": "hanami=5", "museum": "hanami=3", "sloper": "hanami=5"}},
		{marchCards, map[string]string{"standard": "tsukifuda=4", "rulebook": "", "museum": "", "sloper": ""}},
		// rules.md §5: sanko and tsukimi; museum's one card, one yaku.
		{threeNoRain + " aug-moon sep-sake", map[string]string{
			"standard": "shiko=8 tsukimi=5 hanami=5", "rulebook": "shiko=8 tsukimi=5 hanami=5",
			"museum": "shiko=10", "sloper": "shiko=12 tsukimi=5 hanami=5"}},
		{"jan-crane dec-phoenix aug-moon sep-sake", map[string]string{"standard": "sanko=5 tsukimi=5", "museum": "sanko=6"}},
		{"jan-crane nov-rainman mar-curtain aug-moon sep-sake", map[string]string{"museum": "ame-shiko=8"}},
		{"mar-curtain aug-moon sep-sake", map[string]string{"standard": "tsukimi=5 hanami=5", "museum": "tsukimi=3"}},
	}
	for _, tc := range tests {
		for preset, want := range tc.want {
			t.Run(preset+"/"+tc.cards, func(t *testing.T) {
				r := MustPreset(preset)
				l := r.Yaku(mustSet(tc.cards), 3)
				if got := yakuString(l); got != want {
					t.Errorf("Yaku(%s) = %q; want %q", tc.cards, got, want)
				}
			})
		}
	}
}

// TestWorkedExamples checks rules.md §5 and the multipliers.
func TestWorkedExamples(t *testing.T) {
	tests := []struct {
		name   string
		preset string
		set    []string
		cards  string
		ctx    ScoreContext
		total  int
	}{
		{"11 plains: kasu 2", "standard", nil, tenPlains + " dec-plain-1", ScoreContext{}, 2},
		{"7 ribbons: tan 3", "rulebook", nil, "apr-ribbon may-ribbon jul-ribbon nov-ribbon jan-poetry feb-poetry jun-blue", ScoreContext{}, 3},
		{"6 animals: tane 2", "standard", nil, fiveAnimals + " sep-sake", ScoreContext{}, 2},
		{"sloper ame-shiko", "sloper", nil, "jan-crane mar-curtain aug-moon nov-rainman", ScoreContext{}, 10},
		{"sloper goko", "sloper", nil, fiveBrights, ScoreContext{}, 16},
		{"standard sanko+tsukimi doubled", "standard", nil, threeNoRain + " sep-sake jan-plain-1", ScoreContext{Month: 5}, 20},
		{"standard after opponent's koi-koi", "standard", nil, threeNoRain + " sep-sake", ScoreContext{Month: 5, KoiOpp: 1}, 40},
		{"standard own koi-koi does not count", "standard", nil, threeNoRain, ScoreContext{KoiSelf: 2}, 5},
		{"standard below 7, opponent's koi-koi", "standard", nil, threeNoRain, ScoreContext{KoiOpp: 1}, 10},
		{"standard seven-doubles off", "standard", []string{"seven-doubles=off"}, threeNoRain + " sep-sake", ScoreContext{Month: 5}, 10},
		{"rulebook winner's calls", "rulebook", nil, threeNoRain, ScoreContext{KoiSelf: 2}, 15},
		{"rulebook both", "rulebook", nil, fourNoRain, ScoreContext{KoiSelf: 1, KoiOpp: 1}, 8 * 2 * 2 * 2},
		{"museum both players' calls", "museum", nil, threeNoRain, ScoreContext{KoiSelf: 1, KoiOpp: 2}, 24},
		{"museum no doubling", "museum", nil, fiveBrights, ScoreContext{}, 15},
		{"museum field brights option", "museum", []string{"field-brights=on"}, threeNoRain, ScoreContext{FieldBrights: 2}, 18},
		{"sloper field brights", "sloper", nil, threeNoRain, ScoreContext{KoiSelf: 1, FieldBrights: 1}, 8 * 2 * 2},
		{"no yaku scores nothing", "sloper", nil, "jan-plain-1", ScoreContext{KoiSelf: 1, FieldBrights: 1}, 0},
		{"triad on in rulebook", "rulebook", []string{"triad=on"}, poetry + " " + blue, ScoreContext{}, (8 + 8 + 2 + 3) * 2},
		{"viewing off", "standard", []string{"viewing=off"}, moonView, ScoreContext{}, 0},
		{"viewing with other yaku, alone", "standard", []string{"viewing=with-other-yaku"}, moonView, ScoreContext{}, 0},
		{"viewing with other yaku, beside one", "standard", []string{"viewing=with-other-yaku"}, moonView + " " + poetry, ScoreContext{}, 20},
		{"tsukifuda off", "standard", []string{"tsukifuda=off"}, marchCards, ScoreContext{Month: 3}, 0},
		{"tsukifuda on in museum", "museum", []string{"tsukifuda=on"}, marchCards, ScoreContext{Month: 3}, 4},
		{"sake as plain off in standard", "standard", []string{"sake-as-plain=off"},
			"sep-sake jan-plain-1 jan-plain-2 feb-plain-1 feb-plain-2 mar-plain-1 mar-plain-2 apr-plain-1 apr-plain-2 may-plain-1", ScoreContext{}, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := MustPreset(tc.preset)
			if err := r.SetAll(tc.set...); err != nil {
				t.Fatal(err)
			}
			if got := r.Score(mustSet(tc.cards), tc.ctx); got.Total != tc.total {
				t.Errorf("Score(%s, %+v) = %d (%s); want %d", tc.cards, tc.ctx, got.Total, yakuString(got.Yaku), tc.total)
			}
		})
	}
}

// TestMuseumExact compares the museum assignment with a brute force over
// every way to give each captured card to one yaku or none.
func TestMuseumExact(t *testing.T) {
	r := MustPreset("museum")
	r.Set("tsukifuda", "on")
	rng := splitMix(11)
	pools := [][]Card{
		mustSet(fiveBrights + " " + inoShikaCho + " sep-sake feb-warbler aug-geese mar-poetry mar-plain-1 mar-plain-2").Cards(),
		mustSet(poetry + " " + blue + " apr-ribbon may-ribbon " + inoShikaCho + " feb-warbler aug-geese").Cards(),
	}
	for i := 0; i < 30; i++ {
		pool := pools[i%2]
		var s Set
		for s.Len() < 7 {
			s = s.Add(pool[rng.Intn(len(pool))])
		}
		got := r.Yaku(s, 3)
		if want := bruteMuseum(&r, s, 3); got.Sum() != want {
			t.Fatalf("museum %s: %d (%s); brute force %d", s, got.Sum(), yakuString(got), want)
		}
	}
}

// bruteMuseum tries every partition of s into the yaku (cards may stay
// unused) and returns the best total, scoring each part with the
// non-exclusive rules.
func bruteMuseum(r *Rules, s Set, month int) int {
	all := *r
	all.Combine = CombineAll
	all.Triad = false
	cs := s.Cards()
	// Each card goes to group 0 (unused) or to one of the yaku groups,
	// each scored alone; a group may make one yaku at most.
	const groups = 6
	best := 0
	assign := make([]int, len(cs))
	var rec func(i int)
	rec = func(i int) {
		if i == len(cs) {
			var parts [groups]Set
			for k, c := range cs {
				parts[assign[k]] = parts[assign[k]].Add(c)
			}
			total, aka, ao := 0, false, false
			for g := 1; g < groups; g++ {
				l := all.Yaku(parts[g], month)
				n := 0
				for y := Yaku(0); y < NumYaku; y++ {
					if l[y] > 0 {
						n++
					}
				}
				if n > 1 {
					return // one yaku per group
				}
				aka = aka || l[Akatan] > 0
				ao = ao || l[Aotan] > 0
				total += l.Sum()
			}
			if r.Triad && aka && ao {
				total += 3
			}
			if total > best {
				best = total
			}
			return
		}
		for g := 0; g < groups; g++ {
			assign[i] = g
			rec(i + 1)
		}
	}
	rec(0)
	return best
}
