package ai

import (
	"testing"

	"github.com/koikoi-app/koikoi/ikebana"
)

func TestAdviseReasons(t *testing.T) {
	tests := []struct {
		name     string
		moves    string
		top      string
		want     ikebana.Move
		reason   ReasonKind
		searched bool
		price    int
	}{
		// Three refusals (1 + 2 + 3) spend seat 0's six prestige: the
		// fourth card must be kept.
		{"forced", "draw,refuse,refuse,refuse", "black-1a black-1b black-1c red-5", ikebana.Keep, ReasonForced, false, 4},
		// A first card and nothing to buy: draw.
		{"draw", "", "", ikebana.Draw, ReasonDraw, false, 0},
		// Seat 0 holds red-5 and draws green-5: a pair of 5s, bicolour.
		{"builds", "draw,keep,draw,keep,draw", "red-5 black-1a green-5", ikebana.Keep, ReasonBuilds, true, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := position(t, 2, false, [][]ikebana.Card{stack(t, tc.top)}, tc.moves)
			o := s.Observe(s.ToMove())
			a := Advise(&o, WithBudget(20000))
			if a.Move != tc.want || a.Reason.Kind != tc.reason || a.Searched != tc.searched || a.Reason.Price != tc.price {
				t.Errorf("Advise = %v %+v searched %v; want %v %v searched %v price %d", a.Move, a.Reason, a.Searched, tc.want, tc.reason, tc.searched, tc.price)
			}
			if a.Searched && (a.WinChance <= 0 || a.WinChance > 1) {
				t.Errorf("win chance %v", a.WinChance)
			}
		})
	}
	// Not the seat's turn: no advice.
	s := position(t, 2, false, [][]ikebana.Card{stack(t, "")}, "")
	o := s.Observe(1)
	if a := Advise(&o); a.Searched || a.Reason.Card != ikebana.NoCard {
		t.Errorf("Advise out of turn = %+v", a)
	}
}

func TestReasonKindString(t *testing.T) {
	for k, want := range []string{"completes", "builds", "cheaper", "forced", "refuse", "draw", "deny"} {
		if got := ReasonKind(k).String(); got != want {
			t.Errorf("ReasonKind(%d) = %q; want %q", k, got, want)
		}
	}
	if got := ReasonKind(99).String(); got != "reason(99)" {
		t.Errorf("ReasonKind(99) = %q", got)
	}
}
