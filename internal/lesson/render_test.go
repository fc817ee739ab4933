package lesson

import (
	"fmt"
	"sort"
	"strings"
	"testing"
)

// echo is a Localizer that shows the id and its data as they reach it.
type echo struct{}

func (echo) T(id string, data ...map[string]any) string {
	if len(data) == 0 {
		return id
	}
	var kv []string
	for k, v := range data[0] {
		kv = append(kv, fmt.Sprintf("%s=%v", k, v))
	}
	sort.Strings(kv)
	return id + "{" + strings.Join(kv, ",") + "}"
}

func (e echo) N(id string, n int, data ...map[string]any) string {
	return fmt.Sprintf("%d×%s", n, e.T(id, data...))
}

func (echo) Number(n int) string { return fmt.Sprintf("#%d", n) }

// colour is a game's own type in a text's data.
type colour int

func game(v any) (string, bool) {
	if c, ok := v.(colour); ok {
		return fmt.Sprintf("colour-%d", c), true
	}
	return "", false
}

// TestRender fills the data in: the game's types through the game, then
// numbers in the player's language, strings as they are, the rest as
// fmt.Sprint shows it.
func TestRender(t *testing.T) {
	for _, tc := range []struct {
		id   string
		data map[string]any
		game func(any) (string, bool)
		want string
	}{
		{"", map[string]any{"N": 1}, game, ""},
		{"plain", nil, game, "plain"},
		{"t", map[string]any{"C": colour(2), "N": 3, "S": "x", "F": 1.5}, game, "t{C=colour-2,F=1.5,N=#3,S=x}"},
		{"t", map[string]any{"C": colour(2)}, nil, "t{C=2}"},
	} {
		if got := Render(echo{}, tc.id, tc.data, tc.game); got != tc.want {
			t.Errorf("Render(%q, %v) = %q; want %q", tc.id, tc.data, got, tc.want)
		}
	}
}
