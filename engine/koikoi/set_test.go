package koikoi

import "testing"

// TestCaptures checks what a card takes from the field: nothing, the one
// card of its month, the player's choice of two, or all three; the
// lightning as an ordinary November card.
func TestCaptures(t *testing.T) {
	field := mustSet("jan-crane jan-poetry feb-plain-1 mar-curtain mar-poetry mar-plain-1 nov-swallow")
	tests := []struct {
		card   string
		take   string
		choose bool
	}{
		{"apr-plain-1", "", false},
		{"feb-plain-2", "feb-plain-1", false},
		{"jan-plain-1", "jan-crane jan-poetry", true},
		{"mar-plain-2", "mar-curtain mar-poetry mar-plain-1", false},
		{"nov-lightning", "nov-swallow", false},
	}
	for _, tc := range tests {
		take, choose := field.Captures(mustCard(tc.card))
		if take != mustSet(tc.take) || choose != tc.choose {
			t.Errorf("Captures(%s) = %v, %v; want %s, %v", tc.card, take, choose, tc.take, tc.choose)
		}
	}
}
