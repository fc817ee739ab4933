package koikoi

import "testing"

// position builds a state in the middle of a round from what seat 0 sees
// and the hidden cards: seat 0 (the Oya) is to play.
func position(t *testing.T, r Rules, hand, field, captured, oppCaptured, oppHand string) State {
	t.Helper()
	h, f, c, oc, opp := mustSet(hand), mustSet(field), mustSet(captured), mustSet(oppCaptured), mustSet(oppHand)
	pile := (FullDeck &^ (h | f | c | oc | opp)).Cards()
	o, err := NewObservation(Observation{Rules: &r, Phase: PhasePlay, MyTurn: true, Round: 1, Dealer: true,
		Hand: h, Field: f, Captured: c, OppCaptured: oc, OppHandLen: opp.Len(), PileLen: len(pile),
		Pending: NoCard, GajiLive: r.Gaji})
	if err != nil {
		t.Fatal(err)
	}
	s, err := o.Determinize(opp, pile)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func hasMove(ms []Move, m Move) bool {
	for _, l := range ms {
		if l == m {
			return true
		}
	}
	return false
}

// TestGajiTwoUses: the lightning played from the hand with the Gaji live
// may be wild (the gaji move) or an ordinary November card (rules.md §4).
func TestGajiTwoUses(t *testing.T) {
	r := MustPreset("rulebook")
	r.Set("gaji", "on")
	hand := "nov-lightning feb-warbler mar-curtain apr-cuckoo may-bridge jun-butterflies jul-boar aug-moon"
	field := "sep-plain-1 oct-plain-1 jan-plain-1 dec-plain-1 sep-sake oct-plain-2 nov-swallow dec-plain-2"
	tests := []struct {
		name  string
		moves []string
		check func(t *testing.T, s State)
	}{
		{"both uses are legal", nil, func(t *testing.T, s State) {
			ms := s.LegalMoves()
			if !hasMove(ms, Gaji) || !hasMove(ms, Play(LightningCard)) {
				t.Errorf("LegalMoves() = %v; want gaji and play nov-lightning", ms)
			}
		}},
		{"wild: any field card", []string{"gaji"}, func(t *testing.T, s State) {
			if s.Phase() != PhaseCaptureHand || s.Choices() != s.Field() {
				t.Errorf("after gaji: phase %s choices %s; want the whole field", s.Phase(), s.Choices())
			}
		}},
		{"wild: pairs with the month taken", []string{"gaji", "capture sep-plain-1"}, func(t *testing.T, s State) {
			if s.GajiMonth(0) != 9 || !s.Captured(0).Has(LightningCard) {
				t.Errorf("GajiMonth(0) = %d, captured %s; want 9 with the lightning", s.GajiMonth(0), s.Captured(0))
			}
		}},
		{"ordinary: takes the November card", []string{"play nov-lightning"}, func(t *testing.T, s State) {
			if !s.Captured(0).Has(mustCard("nov-swallow")) || s.GajiMonth(0) != 0 {
				t.Errorf("captured %s, gaji month %d; want nov-swallow taken as an ordinary card", s.Captured(0), s.GajiMonth(0))
			}
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := staged(t, r, hand, oppHand, field, "feb-plain-1")
			tc.check(t, apply(t, s, tc.moves...))
		})
	}
	t.Run("ordinary with no November card: laid in the field", func(t *testing.T) {
		s := staged(t, r, hand, oppHand, fieldNone, "feb-plain-1")
		s = apply(t, s, "play nov-lightning")
		if !s.Field().Has(LightningCard) {
			t.Errorf("field %s; want the lightning laid down", s.Field())
		}
	})
	t.Run("without the option there is no gaji move", func(t *testing.T) {
		s := staged(t, MustPreset("rulebook"), hand, oppHand, field, "feb-plain-1")
		if hasMove(s.LegalMoves(), Gaji) {
			t.Errorf("gaji offered with the option off")
		}
		if _, err := s.Apply(Gaji); err == nil {
			t.Errorf("Apply(gaji) accepted with the option off")
		}
	})
}

// TestGajiSweepCounts: when the round ends the Gaji's holder takes the
// cards of its month left in the field, and they count in his score.
func TestGajiSweepCounts(t *testing.T) {
	r := MustPreset("rulebook")
	r.Set("gaji", "on")
	r.Exchange = false
	for seed := uint64(0); seed < 400; seed++ {
		s, _ := NewState(WithRules(r), WithSeed(seed))
		rng := splitMix(seed)
		for s.Phase() < PhaseRoundOver {
			ms := s.LegalMoves()
			m := ms[rng.Intn(len(ms))]
			if hasMove(ms, Gaji) {
				m = Gaji
			}
			s, _ = s.Apply(m)
		}
		res := s.Result()
		for p := Seat(0); p < 2; p++ {
			if m := s.GajiMonth(p); m != 0 && s.Field().Month(m) != 0 {
				t.Fatalf("seed %d: month %d left in the field after the Gaji", seed, m)
			}
		}
		if res.Draw || res.Reason != EndShobu && res.Reason != EndLastCard {
			continue
		}
		w := res.Winner
		if m := s.GajiMonth(w); m != 0 && s.Captured(w).Month(m).Len() >= 3 {
			want := r.Score(s.Captured(w), ScoreContext{Month: res.Month, KoiSelf: s.KoiKoi(w), KoiOpp: s.KoiKoi(w.Other()), FieldBrights: s.FieldBrights()})
			if res.Points != want.Total {
				t.Fatalf("seed %d: the round scored %d; with the swept cards %d", seed, res.Points, want.Total)
			}
			return
		}
	}
	t.Fatal("no round won with a Gaji sweep in 400 seeds")
}

// TestGajiBar: which November cards bar the wild use, per preset.
func TestGajiBar(t *testing.T) {
	hand := "nov-lightning nov-swallow mar-curtain apr-cuckoo may-bridge jun-butterflies jul-boar aug-moon"
	opp := "nov-ribbon mar-poetry apr-ribbon may-ribbon jun-blue jul-ribbon aug-geese oct-blue"
	tests := []struct {
		preset string
		moves  []string
		want   bool
	}{
		{"museum", nil, true},
		{"museum", []string{"play nov-swallow", "play mar-poetry"}, false},   // its own November card
		{"museum", []string{"play mar-curtain", "play nov-ribbon"}, false},   // the other's
		{"rulebook", []string{"play nov-swallow", "play mar-poetry"}, true},  // its own does not bar it
		{"rulebook", []string{"play mar-curtain", "play nov-ribbon"}, false}, // the other's does
		{"rulebook", []string{"play nov-swallow", "play nov-ribbon"}, false}, // both
		{"standard", []string{"play mar-curtain", "play nov-ribbon"}, false}, // the option elsewhere: any
		{"standard", []string{"play nov-swallow", "play mar-poetry"}, false},
	}
	for _, tc := range tests {
		t.Run(tc.preset, func(t *testing.T) {
			r := MustPreset(tc.preset)
			r.Set("gaji", "on")
			s := staged(t, r, hand, opp, fieldNone, "jan-plain-1 feb-plain-1 sep-plain-2 jan-plain-2")
			s = apply(t, s, tc.moves...)
			if s.ToMove() != 0 || s.Phase() != PhasePlay {
				t.Fatalf("staging: seat %d in %s", s.ToMove(), s.Phase())
			}
			if got := s.GajiLive(0); got != tc.want {
				t.Errorf("%s after %v: GajiLive(0) = %v; want %v", tc.preset, tc.moves, got, tc.want)
			}
			if got := hasMove(s.LegalMoves(), Gaji); got != tc.want {
				t.Errorf("%s after %v: gaji legal = %v; want %v", tc.preset, tc.moves, got, tc.want)
			}
		})
	}
}

// TestHiki: in rulebook, a Gaji aimed at one of three field cards of a
// month whose fourth card the other player holds is declared; the card
// stays and the Gaji's player chooses again (rules.md §4, Hiki).
func TestHiki(t *testing.T) {
	hand := "nov-lightning feb-warbler apr-cuckoo may-bridge jun-butterflies jul-boar aug-moon"
	field := "mar-curtain mar-poetry mar-plain-1 sep-plain-1 oct-plain-1"
	opp := "mar-plain-2 feb-poetry apr-ribbon may-ribbon jun-blue jul-ribbon oct-blue"
	rulebook := MustPreset("rulebook")
	rulebook.Set("gaji", "on")
	museum := MustPreset("museum")
	museum.Set("gaji", "on")

	t.Run("declared: the card stays, choose again", func(t *testing.T) {
		s := position(t, rulebook, hand, field, "", "", opp)
		s = apply(t, s, "gaji", "capture mar-curtain")
		if s.Phase() != PhaseCaptureHand || s.Pending() != LightningCard {
			t.Fatalf("phase %s pending %s; want a new capture choice", s.Phase(), s.Pending())
		}
		if s.HikiMonths() != 1<<3 || !s.Field().Has(mustCard("mar-curtain")) {
			t.Errorf("HikiMonths() = %b, field %s; want March declared, the curtain still there", s.HikiMonths(), s.Field())
		}
		if s.Choices() != mustSet("sep-plain-1 oct-plain-1") {
			t.Errorf("choices %s; want the other months only", s.Choices())
		}
		for p := Seat(0); p < 2; p++ {
			if o := s.Observe(p); o.Hiki != 1<<3 {
				t.Errorf("seat %d does not see the declaration: %b", p, o.Hiki)
			}
		}
		s = apply(t, s, "capture sep-plain-1")
		if s.GajiMonth(0) != 9 {
			t.Errorf("GajiMonth(0) = %d; want 9", s.GajiMonth(0))
		}
	})
	t.Run("only the declared month: the Gaji stays in the field", func(t *testing.T) {
		s := position(t, rulebook, hand, "mar-curtain mar-poetry mar-plain-1", "", "", opp)
		s = apply(t, s, "gaji", "capture mar-poetry")
		if !s.Field().Has(LightningCard) || s.GajiMonth(0) != 0 || s.Hand(0).Has(LightningCard) {
			t.Errorf("field %s gaji month %d; want the lightning laid in the field", s.Field(), s.GajiMonth(0))
		}
		if s.Drawn() == NoCard {
			t.Errorf("the turn did not go on to the draw")
		}
	})
	t.Run("the fourth card not in the other hand: taken", func(t *testing.T) {
		s := position(t, rulebook, hand, field, "", "", "feb-poetry apr-ribbon may-ribbon jun-blue jul-ribbon oct-blue dec-plain-1")
		s = apply(t, s, "gaji", "capture mar-curtain")
		if s.HikiMonths() != 0 || !s.Captured(0).Has(mustCard("mar-curtain")) {
			t.Errorf("HikiMonths() = %b captured %s; want the curtain taken", s.HikiMonths(), s.Captured(0))
		}
	})
	t.Run("no Hiki in museum", func(t *testing.T) {
		s := position(t, museum, hand, field, "", "", opp)
		s = apply(t, s, "gaji", "capture mar-curtain")
		if s.HikiMonths() != 0 || !s.Captured(0).Has(mustCard("mar-curtain")) {
			t.Errorf("HikiMonths() = %b captured %s; want the curtain taken", s.HikiMonths(), s.Captured(0))
		}
	})
}
