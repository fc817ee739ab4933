package main

import (
	"strings"
	"testing"

	"github.com/koikoi-app/koikoi/i18n"
)

// TestPlayWholeGame plays whole games in every language, answering 1 (draw,
// or keep) to every question after a few bad answers and a hint, and
// checks the game reaches its end in that language.
func TestPlayWholeGame(t *testing.T) {
	ends := map[string]string{"en": "Game over.", "fr": "Partie terminée.", "es": "Fin de la partida.", "de": "Spielende.", "ja": "ゲーム終了。"}
	for i, l := range i18n.Languages() {
		t.Run(l.Code, func(t *testing.T) {
			input := "x\n0\n9\n?\n" + strings.Repeat("1\n", 200)
			players := []string{"2", "3", "4", "5", "4"}[i]
			out, errOut, status := runCmd(t, input, "play", "--players", players, "--seed", "11", "--lang", l.Code, "--level", "easy", "--final")
			if status != 0 || errOut != "" {
				t.Fatalf("status %d: %s", status, errOut)
			}
			loc := i18n.New(l.Code)
			for _, want := range []string{ends[l.Code], loc.T("ikebana.cli.invalid"), loc.T("ikebana.cli.final"),
				loc.T("ikebana.cli.round.final"), loc.T("ikebana.cli.seed", map[string]any{"Seed": "11"})} {
				if !strings.Contains(out, want) {
					t.Errorf("output lacks %q", want)
				}
			}
			if n := strings.Count(out, "═══ "); n != 4 {
				t.Errorf("%d round headers; want 4", n)
			}
			// Every message resolved: no id left in the output.
			if strings.Contains(out, "ikebana.") {
				i := strings.Index(out, "ikebana.")
				t.Errorf("an id is left untranslated: %q", out[i:min(len(out), i+40)])
			}
		})
	}
}

// TestPlayHints checks that --hints gives a hint before every decision of
// the player.
func TestPlayHints(t *testing.T) {
	out, _, status := runCmd(t, strings.Repeat("2\n1\n", 100), "play", "--players", "2", "--seed", "3", "--lang", "en", "--hints")
	if status != 0 {
		t.Fatalf("status %d", status)
	}
	// A bad answer asks again without a new hint.
	prompts := strings.Count(out, "Your choice") - strings.Count(out, "Invalid input")
	hints := strings.Count(out, "Hint: ")
	if prompts == 0 || hints < prompts {
		t.Errorf("%d hints for %d prompts", hints, prompts)
	}
	for _, want := range []string{"chance of winning the game", "You refuse", "You keep"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q", want)
		}
	}
}

// TestPlayInputEnds checks that the game stops quietly when the input ends.
func TestPlayInputEnds(t *testing.T) {
	out, errOut, status := runCmd(t, "1\n", "play", "--players", "3", "--seed", "4", "--lang", "de")
	if status != 0 || errOut != "" || !strings.Contains(out, "Runde 1 von 4") || strings.Contains(out, "Spielende") {
		t.Errorf("status %d, %q:\n%s", status, errOut, out)
	}
}
