package koikoi

import (
	"strings"
	"testing"
)

// The rules that changed with the revised rules.md, one test each, named
// after the rule.

// TestRuleKoiKoiWhenCountedPointsRise: Koi-Koi is offered only when the
// points the preset counts rise (rules.md §1.4). In museum, taking the moon
// with hanami moves the sake cup to tsukimi: 3 points before and after.
func TestRuleKoiKoiWhenCountedPointsRise(t *testing.T) {
	hand := "aug-plain-1 feb-warbler apr-cuckoo may-bridge jun-butterflies"
	field := "aug-moon oct-plain-1 dec-plain-1"
	captured := "mar-curtain mar-plain-1 sep-sake sep-plain-1"
	opp := "feb-poetry apr-ribbon may-ribbon jun-blue jul-ribbon"
	oppCaptured := "jan-crane jan-poetry jan-plain-1 jan-plain-2"
	tests := []struct {
		name   string
		preset string
		legacy bool
		offer  bool
	}{
		{"museum: the sake cup moves, nothing rises", "museum", false, false},
		{"standard: tsukimi adds up", "standard", false, true},
		{"rulebook: tsukimi adds up", "rulebook", false, true},
		{"museum, version 1 record: offered as it was then", "museum", true, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := MustPreset(tc.preset)
			s := position(t, r, hand, field, captured, oppCaptured, opp)
			if tc.legacy {
				s.cfg = &config{rules: r, legacy: true}
			}
			s.lastYaku = -1
			s = apply(t, s, "play aug-plain-1")
			if got := s.Phase() == PhaseKoiKoi; got != tc.offer {
				t.Errorf("after taking the moon: phase %s, yaku %s; want Koi-Koi offered = %v", s.Phase(), yakuString(s.YakuOf(0)), tc.offer)
			}
			if !tc.offer && s.lastYaku == 0 {
				t.Errorf("seat 0 recorded as making the last yaku")
			}
		})
	}
}

// TestRuleHandWinDealer: after teshi or kuttsuki, standard passes the deal
// to the other player whoever won; the other presets give it to the winner.
func TestRuleHandWinDealer(t *testing.T) {
	teshi := "jan-crane jan-poetry jan-plain-1 jan-plain-2 may-bridge jun-butterflies jul-boar aug-moon"
	tests := []struct {
		preset     string
		wantDealer Seat
	}{
		{"standard", 1}, {"rulebook", 0}, {"museum", 0}, {"sloper", 0},
	}
	for _, tc := range tests {
		t.Run(tc.preset, func(t *testing.T) {
			s := staged(t, MustPreset(tc.preset), teshi, oppHand, fieldNone, "")
			res := s.Result()
			if res.Reason != EndTeshi || res.Winner != 0 {
				t.Fatalf("result %+v; want seat 0's teshi", res)
			}
			if s.Dealer() != tc.wantDealer {
				t.Errorf("%s: Dealer() = %d after the Oya's teshi; want %d", tc.preset, s.Dealer(), tc.wantDealer)
			}
		})
	}
}

// TestRuleFlipBeforeDraw: in standard, a field emptied by the hand's card
// gets a pile card face up before the draw (rules.md §1.3).
func TestRuleFlipBeforeDraw(t *testing.T) {
	hand := "feb-warbler apr-cuckoo may-bridge jun-butterflies jul-boar"
	opp := "feb-poetry apr-ribbon may-ribbon jun-blue jul-ribbon"
	tests := []struct {
		preset   string
		wantUsed int // pile cards used in the turn
	}{{"standard", 2}, {"rulebook", 1}, {"museum", 1}, {"sloper", 1}}
	for _, tc := range tests {
		t.Run(tc.preset, func(t *testing.T) {
			s := position(t, MustPreset(tc.preset), hand, "feb-plain-1", "", "jan-poetry jan-plain-1 jan-plain-2", opp)
			pile := s.Pile()
			before := s.PileLen()
			s = apply(t, s, "play feb-warbler")
			if got := before - s.PileLen(); got != tc.wantUsed {
				t.Errorf("%s: %d pile cards used; want %d", tc.preset, got, tc.wantUsed)
			}
			if tc.wantUsed == 2 && (s.Drawn() != pile[1] || !(s.Field() | s.Captured(0)).Has(pile[0])) {
				t.Errorf("drawn %s; want %s drawn after %s turned up", s.Drawn(), pile[1], pile[0])
			}
		})
	}
}

// TestRuleRounds: a game lasts 1 to 12 rounds.
func TestRuleRounds(t *testing.T) {
	for _, tc := range []struct {
		value string
		ok    bool
	}{{"1", true}, {"3", true}, {"6", true}, {"12", true}, {"0", false}, {"13", false}, {"six", false}} {
		t.Run(tc.value, func(t *testing.T) {
			r := MustPreset("standard")
			err := r.Set("rounds", tc.value)
			if (err == nil) != tc.ok {
				t.Fatalf("Set(rounds, %s) = %v; want ok %v", tc.value, err, tc.ok)
			}
			if !tc.ok {
				return
			}
			s, err := NewState(WithRules(r), WithSeed(5))
			if err != nil {
				t.Fatal(err)
			}
			rng := splitMix(5)
			rounds := 0
			for s.Phase() != PhaseGameOver {
				if s.Phase() == PhaseRoundOver {
					rounds++
					s, _ = s.NextRound()
					continue
				}
				ms := s.LegalMoves()
				s, _ = s.Apply(ms[rng.Intn(len(ms))])
			}
			if want := r.Rounds; rounds != want {
				t.Errorf("rounds=%s: %d rounds played; want %d", tc.value, rounds, want)
			}
		})
	}
}

// TestRuleMuseumTieBreak: a tied museum game plays extra rounds one at a
// time until one player leads, at most MaxExtraRounds, then it is drawn.
func TestRuleMuseumTieBreak(t *testing.T) {
	over := func(preset string, extra int, scores [2]int) State {
		r := MustPreset(preset)
		r.Rounds = 6
		s, _ := NewState(WithRules(r), WithSeed(1))
		s.round, s.extra, s.scores, s.phase = int8(6+extra), int8(extra), scores, PhaseRoundOver
		n, err := s.NextRound()
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	tests := []struct {
		name     string
		preset   string
		extra    int
		scores   [2]int
		wantOver bool
	}{
		{"museum tie after the last round: one more", "museum", 0, [2]int{3, 3}, false},
		{"museum still tied after an extra round: one more", "museum", 1, [2]int{0, 0}, false},
		{"museum lead after an extra round: over", "museum", 1, [2]int{5, -5}, true},
		{"museum tied after the last extra round: drawn", "museum", MaxExtraRounds, [2]int{0, 0}, true},
		{"standard tie: drawn at once", "standard", 0, [2]int{4, 4}, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := over(tc.preset, tc.extra, tc.scores)
			if got := s.Phase() == PhaseGameOver; got != tc.wantOver {
				t.Fatalf("phase %s; want game over = %v", s.Phase(), tc.wantOver)
			}
			if !tc.wantOver && (s.Round() != 7+tc.extra || s.RoundsToPlay() != s.Round()) {
				t.Errorf("round %d of %d; want round %d, the last for now", s.Round(), s.RoundsToPlay(), 7+tc.extra)
			}
			if _, ok := s.Winner(); tc.wantOver && tc.scores[0] == tc.scores[1] && ok {
				t.Errorf("a tied game has a winner")
			}
		})
	}
}

// TestRuleExchangeDefaults: the hand exchange is on by default in rulebook
// and sloper, an option elsewhere.
func TestRuleExchangeDefaults(t *testing.T) {
	for _, tc := range []struct {
		preset string
		want   bool
	}{{"standard", false}, {"rulebook", true}, {"museum", false}, {"sloper", true}} {
		t.Run(tc.preset, func(t *testing.T) {
			r := MustPreset(tc.preset)
			if r.Exchange != tc.want {
				t.Errorf("%s: Exchange = %v; want %v", tc.preset, r.Exchange, tc.want)
			}
			s, _ := NewState(WithRules(r), WithSeed(2))
			if got := s.Phase() == PhaseExchange; got != tc.want {
				t.Errorf("%s: first phase %s; want the exchange = %v", tc.preset, s.Phase(), tc.want)
			}
		})
	}
}

// TestHistoryFirstRoundAtDeal: a first round that ends at the deal is in
// the history (defect: standard, seed 41, kuttsuki in round 1).
func TestHistoryFirstRoundAtDeal(t *testing.T) {
	g, err := NewGame(WithSeed(41))
	if err != nil {
		t.Fatal(err)
	}
	h := g.History()
	if len(h) != 1 || h[0].Round != 1 || h[0].Reason != EndKuttsuki {
		t.Fatalf("History() = %+v; want round 1 ended by kuttsuki", h)
	}
	text, _ := g.MarshalText()
	var back Game
	if err := back.UnmarshalText(text); err != nil {
		t.Fatal(err)
	}
	if len(back.History()) != 1 {
		t.Errorf("reloaded history: %d rounds; want 1", len(back.History()))
	}
}

// TestRecordVersion1Loads: a save of version 1 loads and replays under the
// rules it was played with (exchange off in rulebook, the Gaji always wild,
// the old Koi-Koi offers), and is written back as version 1.
func TestRecordVersion1Loads(t *testing.T) {
	for _, name := range PresetNames {
		t.Run(name, func(t *testing.T) {
			r := MustPreset(name)
			r.Exchange = false
			r.Set("gaji", "on")
			g, err := NewGame(WithRules(r), WithSeed(23), withLegacy())
			if err != nil {
				t.Fatal(err)
			}
			rng := splitMix(23)
			for g.Moves() < 400 && g.state.phase != PhaseGameOver {
				if g.state.phase == PhaseRoundOver {
					g.NextRound()
					continue
				}
				ms := g.state.LegalMoves()
				if hasMove(ms, Gaji) {
					t.Fatal("a version 1 game offers the gaji move")
				}
				g.Apply(ms[rng.Intn(len(ms))])
			}
			text, _ := g.MarshalText()
			if !strings.HasPrefix(string(text), "koikoi-game 1\n") {
				t.Fatalf("a version 1 game written as %q", strings.SplitN(string(text), "\n", 2)[0])
			}
			// The rules line as version 1 wrote it: the exchange was off
			// by default then.
			old := strings.Replace(string(text), " exchange=off", "", 1)
			var back Game
			if err := back.UnmarshalText([]byte(old)); err != nil {
				t.Fatalf("UnmarshalText(version 1): %v", err)
			}
			if !sameState(&back.state, &g.state) || len(back.History()) != len(g.History()) {
				t.Fatalf("the version 1 record replays differently")
			}
		})
	}
}
