package ikebana

import (
	"errors"
	"slices"
	"testing"
)

func TestDeterminizeOrder(t *testing.T) {
	s, err := NewState(WithPlayers(3), WithSeed(5))
	if err != nil {
		t.Fatal(err)
	}
	s, _ = s.Apply(Draw)
	s, _ = s.Apply(Keep)
	o := s.Observe(1)
	pile := s.Pile()
	slices.Reverse(pile)
	d, err := o.DeterminizeOrder(pile, 9)
	if err != nil {
		t.Fatal(err)
	}
	if got := d.Pile(); !slices.Equal(got, pile) {
		t.Fatalf("DeterminizeOrder: pile %v; want %v", got, pile)
	}
	if d.Bouquet(0) != s.Bouquet(0) || d.Prestige(2) != s.Prestige(2) || d.ToMove() != s.ToMove() {
		t.Fatal("DeterminizeOrder changed what the seat sees")
	}
	if _, err := o.DeterminizeOrder(pile[1:], 9); !errors.Is(err, ErrBadDeck) {
		t.Errorf("a pile short of a card: %v; want ErrBadDeck", err)
	}
	twice := append([]Card(nil), pile...)
	twice[0] = twice[1]
	if _, err := o.DeterminizeOrder(twice, 9); !errors.Is(err, ErrBadDeck) {
		t.Errorf("a card twice: %v; want ErrBadDeck", err)
	}
}
