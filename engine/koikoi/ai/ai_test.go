package ai

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/koikoi-app/koikoi/engine/koikoi"
)

func TestNewLevels(t *testing.T) {
	for _, l := range Levels {
		if p, err := New(l); err != nil || p == nil {
			t.Errorf("New(%q) = %v, %v; want a player", l, p, err)
		}
	}
	_, err := New("grandmaster")
	if err == nil || !strings.Contains(err.Error(), "normal") {
		t.Errorf("New(grandmaster) error = %v; want one listing the levels", err)
	}
}

// TestLegalEverywhere plays every level against the normal level under
// every preset and the options that change play.
func TestLegalEverywhere(t *testing.T) {
	type variant struct {
		preset string
		sets   []string
	}
	variants := []variant{
		{"standard", nil}, {"rulebook", []string{"gaji=on", "exchange=on"}},
		{"museum", []string{"gaji=on", "field-brights=on", "exchange=on"}}, {"sloper", []string{"viewing=off"}},
		{"standard", []string{"viewing=with-other-yaku", "rounds=6", "sake-as-plain=off", "tsukifuda=off"}},
		{"museum", []string{"triad=on", "seven-doubles=on"}},
	}
	for _, v := range variants {
		r := koikoi.MustPreset(v.preset)
		if err := r.SetAll(v.sets...); err != nil {
			t.Fatal(err)
		}
		for _, l := range Levels {
			t.Run(r.String()+"/"+l, func(t *testing.T) {
				p, _ := New(l, WithSeed(5), WithBudget(60))
				q, _ := New("normal")
				playGame(t, p, q, r, 7)
				playGame(t, q, p, r, 8)
			})
		}
	}
}

// TestHonest deals two games that differ only in the other player's hand
// and the order of the draw pile: every level must decide the same.
func TestHonest(t *testing.T) {
	r := koikoi.MustPreset("standard")
	for deal := uint64(0); deal < 12; deal++ {
		d := koikoi.ShuffledDeck(deal)
		mine, field := d[0:8], d[8:16]
		rest := append([]koikoi.Card(nil), d[16:]...)
		var obs [2]koikoi.Observation
		for i := range obs {
			rng := rand.New(rand.NewPCG(deal, uint64(i)+1))
			rng.Shuffle(len(rest), func(a, b int) { rest[a], rest[b] = rest[b], rest[a] })
			deck, err := koikoi.StackDeck(&r, mine, rest[:8], field, rest[8:])
			if err != nil {
				t.Fatal(err)
			}
			s, err := koikoi.NewState(koikoi.WithRules(r), koikoi.WithDecks(deck), koikoi.WithDealer(0))
			if err != nil {
				t.Fatal(err)
			}
			if s.Phase() != koikoi.PhasePlay {
				continue // a hand win or a field draw ended the deal at once
			}
			obs[i] = s.Observe(0)
		}
		if obs[0].Phase != koikoi.PhasePlay || obs[1].Phase != koikoi.PhasePlay {
			continue
		}
		if s0, s1 := obs[0].Hand, obs[1].Hand; s0 != s1 || obs[0].Field != obs[1].Field {
			t.Fatalf("deal %d: the seat's view differs", deal)
		}
		for _, l := range Levels {
			a, _ := New(l, WithSeed(9), WithBudget(500))
			b, _ := New(l, WithSeed(9), WithBudget(500))
			if ma, mb := a.Move(&obs[0]), b.Move(&obs[1]); ma != mb {
				t.Errorf("deal %d, %s: %v with one hidden deal, %v with the other", deal, l, ma, mb)
			}
		}
	}
}

// TestDeterministic checks that a seed fixes the decisions, also with
// several workers.
func TestDeterministic(t *testing.T) {
	r := koikoi.MustPreset("standard")
	for _, w := range []int{1, 2} {
		a, _ := New("hard", WithSeed(3), WithBudget(200), WithWorkers(w))
		b, _ := New("hard", WithSeed(3), WithBudget(200), WithWorkers(w))
		q, _ := New("normal")
		x1, y1 := playGame(t, a, q, r, 42)
		x2, y2 := playGame(t, b, q, r, 42)
		if x1 != x2 || y1 != y2 {
			t.Errorf("workers %d: %d-%d then %d-%d with the same seed", w, x1, y1, x2, y2)
		}
	}
}

// TestLadderShort is a quick sanity check of the order of the levels.
func TestLadderShort(t *testing.T) {
	r := koikoi.MustPreset("standard")
	margin := func(a, b string, games int) int {
		pa, _ := New(a, WithSeed(1), WithBudget(300))
		pb, _ := New(b, WithSeed(2), WithBudget(300))
		d := 0
		for g := 0; g < games/2; g++ {
			x, y := playGame(t, pa, pb, r, uint64(g))
			y2, x2 := playGame(t, pb, pa, r, uint64(g))
			d += x - y + x2 - y2
		}
		return d
	}
	if d := margin("easy", "random", 40); d <= 0 {
		t.Errorf("easy vs random: %+d points over 40 games; want a win", d)
	}
}

// TestHardLastRoundFollowsGameChance: in the last round, when stopping wins
// the game, hard must stop; when stopping loses it, it must go on.
func TestHardLastRoundFollowsGameChance(t *testing.T) {
	r := koikoi.MustPreset("standard")
	captured := mustSet(t, "jan-crane mar-curtain aug-moon jan-plain-1 feb-plain-1") // sanko: 5 points
	tests := []struct {
		name    string
		me, opp int
		want    koikoi.Move
		hand    string
		oppCapt string
		oppHand int
		pile    int
		field   string
		round   int
	}{
		{"leading 22-17 with 5 in hand: Shobu", 22, 17, koikoi.Shobu,
			"apr-cuckoo may-bridge jun-butterflies jul-boar", "oct-deer oct-plain-1 jun-blue jun-plain-1", 5, 22,
			"feb-poetry mar-poetry apr-ribbon may-ribbon jul-ribbon sep-blue dec-plain-1 nov-swallow", 12},
		{"behind 10-20 with 5 in hand: Koi-Koi", 10, 20, koikoi.KoiKoi,
			"apr-cuckoo may-bridge jun-butterflies jul-boar", "oct-deer oct-plain-1 jun-blue jun-plain-1", 5, 22,
			"feb-poetry mar-poetry apr-ribbon may-ribbon jul-ribbon sep-blue dec-plain-1 nov-swallow", 12},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o, err := koikoi.NewObservation(koikoi.Observation{Rules: &r, Phase: koikoi.PhaseKoiKoi, MyTurn: true,
				Round: tc.round, Rounds: 12, Dealer: true, Hand: mustSet(t, tc.hand), Field: mustSet(t, tc.field),
				Captured: captured, OppCaptured: mustSet(t, tc.oppCapt), OppHandLen: tc.oppHand, PileLen: tc.pile,
				Pending: koikoi.NoCard, ScoreSelf: tc.me, ScoreOpp: tc.opp})
			if err != nil {
				t.Fatal(err)
			}
			if got := o.Score().Total; got != 5 {
				t.Fatalf("staging: %d points in hand; want 5", got)
			}
			p, _ := New("hard", WithSeed(3), WithBudget(3000))
			if got := p.Move(&o); got != tc.want {
				t.Errorf("hard at %d-%d in the last round: %s; want %s", tc.me, tc.opp, got, tc.want)
			}
		})
	}
}

func mustSet(t *testing.T, text string) koikoi.Set {
	t.Helper()
	s, err := koikoi.ParseSet(text)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestGajiWildForABright: the levels weigh the Gaji's wild use against
// the ordinary plays: with a bright in the field and no November card, they
// play it wild.
func TestGajiWildForABright(t *testing.T) {
	r := koikoi.MustPreset("museum")
	r.Set("gaji", "on")
	h := mustSet(t, "nov-lightning feb-plain-1 apr-plain-1 may-plain-1 jun-plain-1 jul-plain-1 oct-plain-1")
	f := mustSet(t, "jan-crane mar-plain-1 sep-plain-1 dec-plain-1")
	for _, level := range []string{"easy", "normal", "hard"} {
		t.Run(level, func(t *testing.T) {
			o, err := koikoi.NewObservation(koikoi.Observation{Rules: &r, Phase: koikoi.PhasePlay, MyTurn: true,
				Round: 1, Dealer: true, Hand: h, Field: f, OppHandLen: 7, PileLen: 48 - (h | f).Len() - 7,
				Pending: koikoi.NoCard, GajiLive: true})
			if err != nil {
				t.Fatal(err)
			}
			p, _ := New(level, WithSeed(1), WithBudget(2000))
			if got := p.Move(&o); got != koikoi.Gaji {
				t.Errorf("%s: %s; want gaji", level, got)
			}
		})
	}
}

// TestHikiSampling: once a Hiki declared a month, hard's sampled deals put
// its fourth card in the other hand, and normal does not aim the Gaji at
// the declared month.
func TestHikiSampling(t *testing.T) {
	r := koikoi.MustPreset("rulebook")
	r.Set("gaji", "on")
	h := mustSet(t, "feb-plain-1 apr-plain-1 may-plain-1")
	f := mustSet(t, "mar-curtain mar-poetry mar-plain-1 sep-plain-1 dec-plain-1")
	o, err := koikoi.NewObservation(koikoi.Observation{Rules: &r, Phase: koikoi.PhaseCaptureHand, MyTurn: true,
		Round: 1, Dealer: true, Hand: h, Field: f, OppHandLen: 4, PileLen: 48 - (h | f).Len() - 5,
		Pending: koikoi.LightningCard, Choices: mustSet(t, "sep-plain-1 dec-plain-1"), GajiLive: true, Hiki: 1 << 3})
	if err != nil {
		t.Fatal(err)
	}
	w := &searcher{r: rng(5)}
	fourth := mustSet(t, "mar-plain-2")
	for i := 0; i < 200; i++ {
		s := w.sample(&o)
		if s.Hand(1)&fourth == 0 {
			t.Fatalf("sample %d: the declared month's fourth card is not in the other hand", i)
		}
	}
	p, _ := New("hard", WithSeed(1), WithBudget(500))
	if m := p.Move(&o); m.Kind != koikoi.MoveCapture || m.Card.Month() == 3 {
		t.Errorf("hard aimed at %s after the Hiki", m)
	}
}
