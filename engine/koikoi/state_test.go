package koikoi

import (
	"errors"
	"testing"
)

// staged starts a game whose first deal gives the Oya (seat 0) and the other
// player the given hands, the field, and a pile beginning with pileTop; the
// rest of the pile is the remaining cards in deck order.
func staged(t *testing.T, r Rules, oya, opp, field, pileTop string) State {
	t.Helper()
	s := stagedAtExchange(t, r, oya, opp, field, pileTop)
	if s.Phase() == PhaseExchange {
		s = apply(t, s, "keep") // the presets with the exchange on: keep the staged hands
	}
	return s
}

// stagedAtExchange is staged without answering the hand exchange.
func stagedAtExchange(t *testing.T, r Rules, oya, opp, field, pileTop string) State {
	t.Helper()
	o, p, f, top := mustSet(oya).Cards(), mustSet(opp).Cards(), mustSet(field).Cards(), parseList(t, pileTop)
	used := SetOf(o...) | SetOf(p...) | SetOf(f...) | SetOf(top...)
	if used.Len() != len(o)+len(p)+len(f)+len(top) {
		t.Fatalf("staged: a card appears twice")
	}
	pile := append(top, (FullDeck &^ used).Cards()...)
	deck, err := StackDeck(&r, o, p, f, pile)
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewState(WithRules(r), WithDecks(deck), WithDealer(0))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func parseList(t *testing.T, text string) []Card {
	var out []Card
	s, err := ParseSet(text)
	if err != nil {
		t.Fatal(err)
	}
	// keep the written order
	for _, f := range splitFields(text) {
		c, _ := ParseCard(f)
		out = append(out, c)
	}
	if len(out) != s.Len() {
		t.Fatal("parseList")
	}
	return out
}

func splitFields(s string) []string {
	var out []string
	cur := ""
	for _, r := range s + " " {
		if r == ' ' {
			if cur != "" {
				out = append(out, cur)
			}
			cur = ""
			continue
		}
		cur += string(r)
	}
	return out
}

func apply(t *testing.T, s State, moves ...string) State {
	t.Helper()
	for _, m := range moves {
		mv, err := ParseMove(m)
		if err != nil {
			t.Fatal(err)
		}
		s, err = s.Apply(mv)
		if err != nil {
			t.Fatalf("Apply(%s) in %s: %v", m, s.Phase(), err)
		}
	}
	return s
}

const (
	oyaHand   = "jan-crane feb-warbler mar-curtain apr-cuckoo may-bridge jun-butterflies jul-boar aug-moon"
	oppHand   = "feb-poetry mar-poetry apr-ribbon may-ribbon jun-blue jul-ribbon aug-geese oct-blue"
	fieldNone = "sep-plain-1 oct-plain-1 dec-plain-1 dec-plain-2 oct-plain-2 sep-sake aug-plain-1 may-plain-1"
)

func TestCaptureRules(t *testing.T) {
	std := MustPreset("standard")
	t.Run("no match stays, the draw offers a choice", func(t *testing.T) {
		s := staged(t, std, oyaHand, oppHand, fieldNone, "dec-plain-3")
		s = apply(t, s, "play jan-crane")
		if s.Phase() != PhaseCaptureDraw || s.Choices() != mustSet("dec-plain-1 dec-plain-2") || s.Drawn() != mustCard("dec-plain-3") {
			t.Fatalf("phase %s choices %s; want capture-draw of the two December plains", s.Phase(), s.Choices())
		}
		if _, err := s.Apply(Capture(CraneCard)); !errors.Is(err, ErrNoSuchCapture) {
			t.Errorf("capturing a non-matching card: %v; want ErrNoSuchCapture", err)
		}
		s = apply(t, s, "capture dec-plain-2")
		if s.Captured(0) != mustSet("dec-plain-2 dec-plain-3") || !s.Field().Has(CraneCard) || !s.Field().Has(mustCard("dec-plain-1")) {
			t.Errorf("captured %s field %s", s.Captured(0), s.Field())
		}
		if s.ToMove() != 1 || s.Phase() != PhasePlay {
			t.Errorf("turn did not pass: seat %d %s", s.ToMove(), s.Phase())
		}
	})
	t.Run("one match captures it", func(t *testing.T) {
		s := staged(t, std, oyaHand, oppHand, "jan-plain-1 oct-plain-1 nov-swallow dec-plain-1 sep-plain-2 oct-plain-2 nov-ribbon dec-plain-2", "feb-plain-1")
		s = apply(t, s, "play jan-crane")
		if s.Captured(0) != mustSet("jan-crane jan-plain-1") || !s.Field().Has(mustCard("feb-plain-1")) {
			t.Errorf("captured %s field %s", s.Captured(0), s.Field())
		}
	})
	t.Run("two matches: the player chooses", func(t *testing.T) {
		s := staged(t, std, oyaHand, oppHand, "jan-plain-1 jan-plain-2 nov-swallow dec-plain-1 sep-plain-2 oct-plain-2 nov-ribbon sep-plain-1", "feb-plain-1")
		s = apply(t, s, "play jan-crane")
		if s.Phase() != PhaseCaptureHand || s.Pending() != CraneCard || s.Choices() != mustSet("jan-plain-1 jan-plain-2") {
			t.Fatalf("phase %s pending %s choices %s", s.Phase(), s.Pending(), s.Choices())
		}
		s = apply(t, s, "capture jan-plain-2")
		if s.Captured(0) != mustSet("jan-crane jan-plain-2") || !s.Field().Has(mustCard("jan-plain-1")) {
			t.Errorf("captured %s field %s", s.Captured(0), s.Field())
		}
	})
	t.Run("three matches capture all four", func(t *testing.T) {
		s := staged(t, std, oyaHand, oppHand, "jan-plain-1 jan-plain-2 jan-poetry sep-plain-1 oct-plain-1 nov-swallow dec-plain-1 sep-plain-2", "dec-plain-3")
		s = apply(t, s, "play jan-crane")
		if s.Captured(0) != mustSet("jan-crane jan-poetry jan-plain-1 jan-plain-2 dec-plain-1 dec-plain-3") {
			t.Errorf("captured %s", s.Captured(0))
		}
	})
	t.Run("illegal moves", func(t *testing.T) {
		s := staged(t, std, oyaHand, oppHand, fieldNone, "")
		if _, err := s.Apply(Play(mustCard("feb-poetry"))); !errors.Is(err, ErrNotInHand) {
			t.Errorf("playing the opponent's card: %v; want ErrNotInHand", err)
		}
		if _, err := s.Apply(KoiKoi); !errors.Is(err, ErrWrongPhase) {
			t.Errorf("koikoi now: %v; want ErrWrongPhase", err)
		}
		if _, err := s.NextRound(); !errors.Is(err, ErrWrongPhase) {
			t.Errorf("NextRound mid-round: %v; want ErrWrongPhase", err)
		}
	})
}

// koiKoiRound stages a round where the Oya makes inoshikacho on his third
// turn and raises it on his fourth.
func koiKoiRound(t *testing.T, preset string, raise bool) State {
	t.Helper()
	s := staged(t, MustPreset(preset),
		"jul-boar oct-deer jun-butterflies jan-crane feb-warbler mar-curtain apr-cuckoo may-bridge",
		"jan-poetry feb-poetry mar-poetry apr-ribbon may-ribbon jun-blue oct-blue aug-geese",
		"jul-plain-1 oct-plain-1 jun-plain-1 sep-plain-1 nov-swallow dec-plain-1 aug-plain-1 nov-ribbon",
		"feb-plain-1 mar-plain-1 apr-plain-1 may-plain-1 dec-plain-2 sep-plain-2 aug-plain-2")
	s = apply(t, s, "play jul-boar", "play jan-poetry", "play oct-deer", "play feb-poetry", "play jun-butterflies")
	if s.Phase() != PhaseKoiKoi || s.ToMove() != 0 || s.YakuOf(0)[Inoshikacho] != 5 {
		t.Fatalf("after inoshikacho: phase %s seat %d yaku %s", s.Phase(), s.ToMove(), yakuString(s.YakuOf(0)))
	}
	if !raise {
		return apply(t, s, "shobu")
	}
	s = apply(t, s, "koikoi", "play mar-poetry", "play apr-cuckoo")
	if s.Phase() != PhaseKoiKoi || s.YakuOf(0)[Inoshikacho] != 6 || s.KoiKoi(0) != 1 {
		t.Fatalf("after the fourth animal: phase %s yaku %s koi %d", s.Phase(), yakuString(s.YakuOf(0)), s.KoiKoi(0))
	}
	return apply(t, s, "shobu")
}

func TestKoiKoiAndShobu(t *testing.T) {
	for _, tc := range []struct {
		preset string
		raise  bool
		want   int
	}{{"standard", true, 6}, {"rulebook", true, 12}, {"museum", false, 5}, {"sloper", false, 5}, {"standard", false, 5}} {
		preset, want := tc.preset, tc.want
		t.Run(preset, func(t *testing.T) {
			s := koiKoiRound(t, preset, tc.raise)
			res := s.Result()
			if s.Phase() != PhaseRoundOver || res.Reason != EndShobu || res.Winner != 0 || res.Points != want {
				t.Fatalf("result %+v; want seat 0 winning %d", res, want)
			}
			if s.Score(0) != want {
				t.Errorf("score %d; want %d", s.Score(0), want)
			}
			loser := 0
			if MustPreset(preset).ZeroSum {
				loser = -want
			}
			if s.Score(1) != loser {
				t.Errorf("loser's score %d; want %d", s.Score(1), loser)
			}
			if s.Dealer() != 0 {
				t.Errorf("the winner deals next")
			}
		})
	}
}

func TestPreliminaryChecks(t *testing.T) {
	t.Run("teshi", func(t *testing.T) {
		s := staged(t, MustPreset("rulebook"), "jan-crane jan-poetry jan-plain-1 jan-plain-2 may-bridge jun-butterflies jul-boar aug-moon", oppHand, fieldNone, "")
		if r := s.Result(); s.Phase() != PhaseRoundOver || r.Reason != EndTeshi || r.Winner != 0 || r.Points != 6 {
			t.Fatalf("%s %+v", s.Phase(), r)
		}
	})
	t.Run("kuttsuki of the other player", func(t *testing.T) {
		s := staged(t, MustPreset("standard"), "jan-crane jan-poetry aug-moon jun-butterflies jul-boar dec-phoenix nov-swallow jun-plain-1",
			"feb-warbler feb-poetry mar-curtain mar-poetry apr-cuckoo apr-ribbon may-bridge may-ribbon", fieldNone, "")
		if r := s.Result(); r.Reason != EndKuttsuki || r.Winner != 1 || s.Score(1) != 6 || s.Dealer() != 1 {
			t.Fatalf("%+v", r)
		}
	})
	four := "dec-plain-1 dec-plain-2 dec-plain-3 dec-phoenix sep-plain-1 oct-plain-1 nov-swallow nov-ribbon"
	t.Run("four in the field: standard draws and passes the deal", func(t *testing.T) {
		s := staged(t, MustPreset("standard"), oyaHand, oppHand, four, "")
		if r := s.Result(); r.Reason != EndFieldFour || !r.Draw || s.Dealer() != 1 {
			t.Fatalf("%+v dealer %d", r, s.Dealer())
		}
	})
	t.Run("four in the field: rulebook redeals", func(t *testing.T) {
		r := MustPreset("rulebook")
		d1, _ := StackDeck(&r, mustSet(oyaHand).Cards(), mustSet(oppHand).Cards(), mustSet(four).Cards(),
			(FullDeck &^ mustSet(oyaHand+" "+oppHand+" "+four)).Cards())
		r.Exchange = false
		s, err := NewState(WithRules(r), WithDecks(d1), WithDealer(0), WithSeed(5))
		if err != nil {
			t.Fatal(err)
		}
		if s.Phase() != PhasePlay || s.Round() != 1 || s.Dealer() != 0 || s.Field() == mustSet(four) {
			t.Fatalf("phase %s round %d dealer %d field %s", s.Phase(), s.Round(), s.Dealer(), s.Field())
		}
	})
	t.Run("hand exchange", func(t *testing.T) {
		r := MustPreset("museum")
		r.Set("exchange", "on")
		s := stagedAtExchange(t, r, oyaHand, oppHand, fieldNone, "")
		if s.Phase() != PhaseExchange || s.ToMove() != 1 {
			t.Fatalf("phase %s to move %d", s.Phase(), s.ToMove())
		}
		s = apply(t, s, "exchange")
		if s.Hand(0) != mustSet(oppHand) || s.Hand(1) != mustSet(oyaHand) || s.ToMove() != 0 || s.Phase() != PhasePlay {
			t.Errorf("hands not swapped or Oya not to play")
		}
	})
}

func mustCard(id string) Card {
	c, err := ParseCard(id)
	if err != nil {
		panic(err)
	}
	return c
}

// TestZeroGame checks that a Game or State not made by NewGame refuses to
// be written and observes as no game instead of panicking.
func TestZeroGame(t *testing.T) {
	var g Game
	if b, err := g.MarshalText(); !errors.Is(err, ErrNoGame) || b != nil {
		t.Errorf("MarshalText of a zero Game = %q, %v; want ErrNoGame", b, err)
	}
	for _, o := range []Observation{g.Observe(0), State{}.Observe(1)} {
		if o.Hand != 0 || o.Field != 0 || o.Rounds != 0 || o.GajiLive || o.Rules == nil {
			t.Errorf("observation of a zero game %+v; want nothing", o)
		}
	}
	if r := (State{}).Rules(); r == nil || r.Rounds != 0 {
		t.Errorf("Rules of a zero State = %+v", r)
	}
}
