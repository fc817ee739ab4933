package advice

import (
	"testing"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/ai"
	"github.com/koikoi-app/koikoi/engine/ikebana/internal/seatview"
)

func TestAdviseReasons(t *testing.T) {
	tests := []struct {
		name   string
		moves  string
		top    string
		want   ikebana.Move
		reason Kind
		price  int
	}{
		// Three refusals (1 + 2 + 3) spend seat 0's six prestige: the
		// fourth card must be kept.
		{"forced", "draw,refuse,refuse,refuse", "black-1a black-1b black-1c red-5", ikebana.Keep, Forced, 4},
		// A first card and nothing to buy: draw, as nothing was discarded.
		{"nothing", "", "", ikebana.Draw, Nothing, 0},
		// Seat 0 holds red-5 and draws green-5: a pair of 5s, bicolour.
		{"builds", "draw,keep,draw,keep,draw", "red-5 black-1a green-5", ikebana.Keep, Builds, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := position(t, 2, false, [][]ikebana.Card{stack(t, tc.top)}, tc.moves)
			o := s.Observe(s.ToMove())
			a := Advise(&o, ai.WithBudget(20000))
			if a.Move != tc.want || a.Reason.Kind != tc.reason || a.Reason.Price != tc.price {
				t.Errorf("Advise = %v %+v; want %v %v price %d", a.Move, a.Reason, tc.want, tc.reason, tc.price)
			}
			// One legal move or more, the chance is measured.
			if !a.Searched || a.WinChance <= 0 || a.WinChance > 1 {
				t.Errorf("win chance %v (searched %v)", a.WinChance, a.Searched)
			}
			if err := Check(&o, a); err != nil {
				t.Error(err)
			}
		})
	}
	// Not the seat's turn: no advice.
	s := position(t, 2, false, [][]ikebana.Card{stack(t, "")}, "")
	o := s.Observe(1)
	if a := Advise(&o); a.Searched || a.Card != ikebana.NoCard || a.Reasons != nil {
		t.Errorf("Advise out of turn = %+v", a)
	}
}

func TestReasonKindString(t *testing.T) {
	for k, want := range []string{"completes", "builds", "cheaper", "forced", "refuse", "draw", "deny", "prospects", "nothing", "dear", "passes-over", "outlook", "wins", "even"} {
		if got := Kind(k).String(); got != want {
			t.Errorf("Kind(%d) = %q; want %q", k, got, want)
		}
	}
	if got := Kind(99).String(); got != "reason(99)" {
		t.Errorf("Kind(99) = %q", got)
	}
}

// TestReasonForPurchases checks the reasons for buying a card that adds no
// points yet: prospects when the normal judgement buys it too, deny when
// only the search does.
func TestReasonForPurchases(t *testing.T) {
	v := seatview.View{Players: 2, Me: 0, Start: true, Bouquet: mustSet(t, "red-5"), Prestige: [5]int{6, 6},
		Tops: [5]ikebana.Card{ikebana.NoCard, mustSet(t, "green-3a").First()}}
	for _, tc := range []struct {
		searched bool
		want     Kind
	}{{false, Prospects}, {true, Deny}} {
		r := mainReason(&v, ikebana.Buy(1), tc.searched)
		if r.Kind != tc.want || r.Gain != 0 || r.Price != 3 || r.To != 1 {
			t.Errorf("searched %v: %+v; want %v, no gain, price 3 to seat 1", tc.searched, r, tc.want)
		}
	}
	v.Tops[1] = mustSet(t, "green-5").First()
	if r := mainReason(&v, ikebana.Buy(1), false); r.Kind != Builds || r.Gain != 20 {
		t.Errorf("buying a second 5: %+v; want builds, gain 20 (pair of 5s, two colours)", r)
	}
}

// TestDrawReason checks that a suggested draw says why as the table
// stands: nothing to buy, nothing the player can pay for, or nothing worth
// its price.
func TestDrawReason(t *testing.T) {
	red5, black1 := card(t, "red-5"), card(t, "black-1a")
	tests := []struct {
		name     string
		tops     []ikebana.Card // seat 0 (the player) first
		prestige int
		want     Kind
	}{
		{"nothing discarded", []ikebana.Card{ikebana.NoCard, ikebana.NoCard, ikebana.NoCard}, 6, Nothing},
		{"only the player's own", []ikebana.Card{red5, ikebana.NoCard, ikebana.NoCard}, 6, Nothing},
		{"too dear", []ikebana.Card{ikebana.NoCard, red5, ikebana.NoCard}, 4, Dear},
		{"one affordable", []ikebana.Card{ikebana.NoCard, red5, black1}, 4, Draw},
		{"exactly affordable", []ikebana.Card{ikebana.NoCard, red5}, 5, Draw},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v := seatview.View{Players: len(tc.tops), Me: 0, Start: true}
			for i := range v.Tops {
				v.Tops[i] = ikebana.NoCard
			}
			copy(v.Tops[:], tc.tops)
			v.Prestige[0] = tc.prestige
			if got := mainReason(&v, ikebana.Draw, false).Kind; got != tc.want {
				t.Errorf("reason for a draw = %v; want %v", got, tc.want)
			}
		})
	}
}

func card(t *testing.T, id string) ikebana.Card {
	t.Helper()
	c, err := ikebana.ParseCard(id)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestPassedCard checks which card a move is said to pass over: the card
// refused, the discard that adds the most on a draw, and on a buy another
// discard only when it adds more than the card bought.
func TestPassedCard(t *testing.T) {
	red5, green5, black1 := card(t, "red-5"), card(t, "green-5"), card(t, "black-1a")
	v := seatview.View{Players: 3, Me: 0, Start: true, Bouquet: mustSet(t, "blue-5 blue-1a"), Prestige: [5]int{6, 6, 6},
		Tops: [5]ikebana.Card{ikebana.NoCard, black1, green5, ikebana.NoCard, ikebana.NoCard}}
	tests := []struct {
		name string
		move ikebana.Move
		want ikebana.Card // NoCard: none
	}{
		{"draw passes over the pair of 5s", ikebana.Draw, green5},
		{"buying the 1 passes over the 5", ikebana.Buy(1), green5},
		{"buying the 5 passes over nothing", ikebana.Buy(2), ikebana.NoCard},
	}
	for _, tc := range tests {
		r, ok := passedCard(&v, tc.move)
		if got := map[bool]ikebana.Card{true: r.Card, false: ikebana.NoCard}[ok]; got != tc.want {
			t.Errorf("%s: passes over %v; want %v", tc.name, got, tc.want)
		}
		if ok && (r.Price != 5 || r.To != 2 || r.Gain != 20 || r.ToCome != 2) {
			t.Errorf("%s: %+v; want green-5 from seat 2 for 5, adding 20 (a pair of 5s in two colours) with two cards to come", tc.name, r)
		}
	}
	// A refusal passes over the card turned over when it adds points.
	v.Start, v.Drawn = false, red5
	if r, ok := passedCard(&v, ikebana.Refuse); !ok || r.Card != red5 || r.Price != 0 {
		t.Errorf("refusing red-5: %+v, %v", r, ok)
	}
	if _, ok := passedCard(&v, ikebana.Keep); ok {
		t.Error("keeping passes over a card")
	}
}
