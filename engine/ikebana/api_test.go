package ikebana

import (
	"errors"
	"testing"
)

func TestTextForms(t *testing.T) {
	for _, c := range AllCards() {
		text, err := c.MarshalText()
		var back Card
		if err != nil || back.UnmarshalText(text) != nil || back != c {
			t.Errorf("card %s: %q, %v, back %s", c, text, err, back)
		}
	}
	var c Card
	if _, err := NoCard.MarshalText(); !errors.Is(err, ErrUnknownCard) || c.UnmarshalText([]byte("x")) == nil {
		t.Error("NoCard or garbage encoded as a card")
	}
	if NoCard.String() != "none" || NoCard.Colour() != NoColour || NoCard.Value() != 0 || NoCard.Joker() || NoCard.Valid() {
		t.Error("NoCard looks like a card")
	}
	for _, m := range []Move{Draw, Keep, Refuse, Buy(3)} {
		text, err := m.MarshalText()
		var back Move
		if err != nil || back.UnmarshalText(text) != nil || back != m {
			t.Errorf("move %s: %q, %v, back %s", m, text, err, back)
		}
	}
	var m Move
	if _, err := (Move{Kind: 9}).MarshalText(); !errors.Is(err, ErrBadMove) || m.UnmarshalText([]byte("buy")) == nil {
		t.Error("a bad move encoded")
	}
	if (Move{Kind: 9}).String() != "move(9)" || ComboKind(9).String() != "combo(9)" || Phase(9).String() != "phase(9)" || Colour(9).String() != "none" {
		t.Error("out-of-range names")
	}
	for col := Red; col < Multi; col++ {
		if back, err := ParseColour(col.String()); err != nil || back != col {
			t.Errorf("ParseColour(%s) = %v, %v", col, back, err)
		}
	}
	if _, err := ParseColour("multi"); !errors.Is(err, ErrUnknownColour) {
		t.Errorf("ParseColour(multi) = %v", err)
	}
}

func TestSetOperations(t *testing.T) {
	s := mustSet("red-1a blue-4b multi-3")
	if s.Len() != 3 || s.Empty() || !Set(0).Empty() || s.First().String() != "red-1a" || Set(0).First() != NoCard {
		t.Errorf("set %v basics", s)
	}
	if s.Nth(1).String() != "blue-4b" || s.Nth(2).String() != "multi-3" || s.Nth(3) != NoCard {
		t.Errorf("Nth of %v", s)
	}
	if s.Remove(s.First()) != mustSet("blue-4b multi-3") || s.Remove(NoCard) != s || s.Add(NoCard) != s || SetOf(NoCard) != 0 {
		t.Errorf("Add/Remove of %v", s)
	}
	if s.Colour(Blue).String() != "blue-4b" || s.Colour(Multi).String() != "multi-3" || s.Colour(NoColour) != 0 {
		t.Errorf("Colour of %v", s)
	}
	if s.Value(3).String() != "multi-3" || s.Value(4).String() != "blue-4b" || s.Value(0) != 0 || s.Value(6) != 0 {
		t.Errorf("Value of %v", s)
	}
	if FullDeck.Len() != NumCards || FullDeck.Colour(Red).Len() != 10 || Jokers.Len() != 5 || FullDeck.Value(1).Len() != 16 {
		t.Error("deck masks")
	}
	if got := len(s.Cards()); got != 3 {
		t.Errorf("Cards: %d", got)
	}
}

func TestOptions(t *testing.T) {
	o, err := ParseRules("final=on players=5")
	if err != nil || o != (Rules{Players: 5, Final: true}) || o.String() != "players=5 final=on" {
		t.Errorf("ParseRules = %+v, %v", o, err)
	}
	if o, err := ParseRules(""); err != nil || o != DefaultRules {
		t.Errorf("default options %+v, %v", o, err)
	}
	for _, bad := range []string{"players", "players=1", "players=x", "final=yes", "colour=red"} {
		if _, err := ParseRules(bad); !errors.Is(err, ErrBadOptionValue) {
			t.Errorf("ParseRules(%q) = %v", bad, err)
		}
	}
	if err := o.Set("final", "off"); err != nil || o.Final {
		t.Errorf("final=off: %v", err)
	}
}

func TestAccessors(t *testing.T) {
	g, err := NewGame(WithRules(Rules{Players: 3, Final: true}), WithSeed(4))
	if err != nil {
		t.Fatal(err)
	}
	s := g.State()
	if s.Rules() != (Rules{Players: 3, Final: true}) || s.LastRound() || s.Result().Round != 0 || s.RoundSeed() != RoundSeed(4, 1) {
		t.Errorf("new game: options %v, last round %v, seed %d", s.Rules(), s.LastRound(), s.RoundSeed())
	}
	o := g.Observe(1)
	if o.Players() != 3 || o.LastRound() || o.Result().Round != 0 || o.DiscardPile(0) != nil {
		t.Errorf("observation: %d players", o.Players())
	}
	if price, to := o.RefusePrice(); price != 1 || to != s.ToMove()+1 && to != 0 {
		t.Errorf("observed refusal price %d to %d", price, to)
	}
	// Play to the last round.
	for g.State().Round() < Rounds {
		if g.State().Phase() == PhaseRoundOver {
			if err := g.NextRound(); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if err := g.Apply(g.State().LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	if s := g.State(); !s.LastRound() || s.Result().Round != 3 || len(g.History()) != 3 {
		t.Errorf("round %d: result of round %d, %d in history", s.Round(), s.Result().Round, len(g.History()))
	}
	if o := g.Observe(0); !o.LastRound() || o.Result().Round != 3 {
		t.Error("observation of the last round")
	}
}

// TestZeroState checks that a State not made by NewState refuses to play
// instead of panicking.
func TestZeroState(t *testing.T) {
	var s State
	if _, err := s.Apply(Draw); !errors.Is(err, ErrNoGame) {
		t.Errorf("Apply on a zero State: %v", err)
	}
	if _, err := s.ApplyAs(0, Draw); !errors.Is(err, ErrNoGame) {
		t.Errorf("ApplyAs on a zero State: %v", err)
	}
	if _, err := s.NextRound(); !errors.Is(err, ErrNoGame) {
		t.Errorf("NextRound on a zero State: %v", err)
	}
	if ms := s.LegalMoves(); len(ms) != 0 || s.IsLegal(Draw) {
		t.Errorf("legal moves on a zero State: %v", ms)
	}
	o := s.Observe(0)
	d := o.Determinize(1)
	if s.Rules().Players != 0 || s.RoundSeed() != 0 || s.Result().Round != 0 || o.LegalMoves() != nil || d.Play(Draw) == nil {
		t.Error("a zero State looks like a game")
	}
}

func TestZeroGame(t *testing.T) {
	var g Game
	if _, err := g.MarshalText(); !errors.Is(err, ErrNoGame) {
		t.Errorf("MarshalText of a zero Game: %v", err)
	}
	if err := g.Apply(Draw); !errors.Is(err, ErrNoGame) {
		t.Errorf("Apply on a zero Game: %v", err)
	}
}
