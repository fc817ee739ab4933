package koikoi

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/i18n"
)

// TestDescribeRules: worked examples of a table's rules in a line.
func TestDescribeRules(t *testing.T) {
	rules := func(preset string, set ...string) *koikoi.Rules {
		r := koikoi.MustPreset(preset)
		for i := 0; i < len(set); i += 2 {
			if err := r.Set(set[i], set[i+1]); err != nil {
				t.Fatal(err)
			}
		}
		return &r
	}
	tests := []struct {
		lang string
		r    *koikoi.Rules
		want string
	}{
		{"en", rules("standard"), "Classic, 12 rounds"},
		{"en", rules("standard", "rounds", "3"), "Classic, 3 rounds"}, // the length is no changed option
		{"en", rules("standard", "gaji", "on", "viewing", "off"), "Classic, 12 rounds. Changed options: Gaji: On, Viewing yaku: Off"},
		{"fr", rules("standard", "gaji", "on"), "Classique, 12 manches. Options modifiées : Gaji\u00a0: Oui"},
		{"ja", rules("standard", "rounds", "6"), "定番・6回戦"},
		{"ja", rules("standard", "gaji", "on", "viewing", "off"), "定番・12回戦。変えた設定：鬼札「あり」、月見酒・花見酒「なし」"},
	}
	for _, tt := range tests {
		if got := DescribeRules(i18n.New(tt.lang), tt.r); got != tt.want {
			t.Errorf("%s %s: %q; want %q", tt.lang, tt.r.String(), got, tt.want)
		}
	}
}

// TestRulesFormChosen: the form starts from the preset and options given
// (an option the preset does not take is dropped), and Chosen returns
// what the player picked, the options only where they differ from the
// preset's own.
func TestRulesFormChosen(t *testing.T) {
	test.NewTempApp(t)
	f := NewRulesForm(i18n.New("en"), "standard", map[string]string{"gaji": "on", "bogus": "on"})
	if p, o := f.Chosen(); p != "standard" || len(o) != 1 || o["gaji"] != "on" {
		t.Fatalf("chosen %s %v; want standard with gaji=on", p, o)
	}
	test.Tap(f.Presets["sloper"])
	f.Rounds.SetSelected("3")
	f.Pickers["gaji"].SetSelected("Off")
	r := koikoi.MustPreset("sloper")
	cur, _ := r.Get("gaji")
	p, o := f.Chosen()
	want := map[string]string{"rounds": "3"}
	if cur != "off" {
		want["gaji"] = "off"
	}
	if p != "sloper" || len(o) != len(want) || o["rounds"] != "3" || o["gaji"] != want["gaji"] {
		t.Errorf("chosen %s %v; want sloper %v", p, o, want)
	}
}
