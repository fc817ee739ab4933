package koikoi

import (
	"bytes"
	"fmt"
	"os"
	"strings"
	"testing"
)

// rulesDoc is the project's rules text; its presets tables are generated
// from the engine by renderPresets and checked here (go test -update
// rewrites them).
const rulesDoc = "../../docs/rules.md"

const (
	presetsBegin = "<!-- presets: generated from the engine by engine/koikoi/rulesdoc_test.go; go test ./engine/koikoi -run TestRulesDocPresets -update -->\n"
	presetsEnd   = "<!-- presets: end -->\n"
)

// renderPresets writes the yaku and parameter tables of the presets as the
// engine has them.
func renderPresets() string {
	var b strings.Builder
	presets := make([]Rules, len(PresetNames))
	for i, n := range PresetNames {
		presets[i] = MustPreset(n)
	}
	row := func(cells ...string) { b.WriteString("| " + strings.Join(cells, " | ") + " |\n") }
	head := append([]string{""}, PresetNames...)
	for i, n := range PresetNames {
		head[i+1] = "`" + n + "`"
	}
	head[0] = "yaku"
	row(head...)
	row(strings.Split(strings.Repeat("---,", len(head)), ",")[:len(head)]...)
	for y := Yaku(0); y < NumYaku; y++ {
		cells := []string{"`" + y.String() + "`"}
		for i := range presets {
			cells = append(cells, yakuCell(&presets[i], y))
		}
		row(cells...)
	}
	b.WriteString("\n")
	head[0] = "parameter"
	row(head...)
	row(strings.Split(strings.Repeat("---,", len(head)), ",")[:len(head)]...)
	for _, p := range presetParams {
		cells := []string{p.name}
		for i := range presets {
			cells = append(cells, p.value(&presets[i]))
		}
		row(cells...)
	}
	return b.String()
}

// yakuCell is a yaku's worth under r: "—" when it cannot be made, its
// points with "+1 beyond N" when extra cards add, "option" when an option
// that is off would give it.
func yakuCell(r *Rules, y Yaku) string {
	v := r.Values[y]
	if v.Base == 0 {
		return "—"
	}
	s := fmt.Sprint(v.Base)
	if v.Beyond > 0 {
		s += fmt.Sprintf(" (+1 beyond %d)", v.Beyond)
	}
	if y == TriadBonus {
		s = "+" + s
	}
	if !r.YakuExists(y) {
		s = "option, " + s
	}
	return s
}

func onOff(b bool) string {
	if b {
		return "on"
	}
	return "off"
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

// presetParams are the rows of the parameter table.
var presetParams = []struct {
	name  string
	value func(r *Rules) string
}{
	{"how yaku combine", func(r *Rules) string {
		return [...]string{"best of each category + specials", "all add up", "all add up, each card in one yaku"}[r.Combine]
	}},
	{"sake cup also a plain (`sake-as-plain`)", func(r *Rules) string { return onOff(r.SakeAsPlain) }},
	{"7 points or more doubles (`seven-doubles`)", func(r *Rules) string { return onOff(r.SevenDoubles) }},
	{"Koi-Koi multiplier", func(r *Rules) string {
		return [...]string{"×2 when the loser called", "×(1 + winner's calls), ×2 when the loser called", "×(1 + calls of both)", "×(1 + winner's calls)"}[r.Koi]
	}},
	{"field brights multiply (`field-brights`)", func(r *Rules) string { return onOff(r.FieldBrights) }},
	{"triad bonus (`triad`)", func(r *Rules) string { return onOff(r.Triad) }},
	{"month's four cards (`tsukifuda`)", func(r *Rules) string { return onOff(r.Tsukifuda) }},
	{"hands run out", func(r *Rules) string {
		return [...]string{"draw", "the last yaku decides (below)"}[r.Exhaust]
	}},
	{"dealer after a draw", func(r *Rules) string {
		if r.DrawKeepsDealer {
			return "same"
		}
		return "other player"
	}},
	{"dealer after teshi/kuttsuki", func(r *Rules) string {
		if r.HandWinPassesDeal {
			return "passes to the other player"
		}
		return "winner"
	}},
	{"four of a month in the field", func(r *Rules) string {
		if r.FieldFourDraws {
			return "drawn round"
		}
		return "redeal"
	}},
	{"field emptied by the hand's card: turn one up before the draw", func(r *Rules) string { return yesNo(r.FlipBeforeDraw) }},
	{"zero-sum", func(r *Rules) string { return yesNo(r.ZeroSum) }},
	{"hand exchange (`exchange`)", func(r *Rules) string { return onOff(r.Exchange) }},
	{"Gaji (`gaji`)", func(r *Rules) string { return onOff(r.Gaji) }},
	{"Gaji barred by November cards of", func(r *Rules) string {
		if r.GajiBarOther {
			return "the other player"
		}
		return "either player"
	}},
	{"Hiki", func(r *Rules) string { return yesNo(r.Hiki) }},
	{"first-dealer tie", func(r *Rules) string {
		if r.DealerTieByRank {
			return "higher-valued card"
		}
		return "draw again"
	}},
	{"game tie", func(r *Rules) string {
		if r.ExtraRoundOnTie {
			return fmt.Sprintf("extra rounds, one at a time, at most %d", MaxExtraRounds)
		}
		return "draw"
	}},
	{"rounds (`rounds`)", func(r *Rules) string { return fmt.Sprint(r.Rounds) }},
	{"deal", func(r *Rules) string {
		return [...]string{"2 by 2: opponent, field, Oya", "4 opponent, 4 Oya, 4 field, twice", "4 by 4 to the players, then 8 to the field"}[r.Deal]
	}},
}

// TestRulesDocPresets checks the presets tables of docs/rules.md against
// the engine.
func TestRulesDocPresets(t *testing.T) {
	doc, err := os.ReadFile(rulesDoc)
	if err != nil {
		t.Fatal(err)
	}
	i := bytes.Index(doc, []byte(presetsBegin))
	j := bytes.Index(doc, []byte(presetsEnd))
	if i < 0 || j < i {
		t.Fatalf("%s: no presets markers", rulesDoc)
	}
	got := string(doc[i+len(presetsBegin) : j])
	want := renderPresets()
	if got == want {
		return
	}
	if *update {
		out := append(append(append([]byte{}, doc[:i+len(presetsBegin)]...), want...), doc[j:]...)
		if err := os.WriteFile(rulesDoc, out, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Errorf("%s: the presets tables differ from the engine (go test -run TestRulesDocPresets -update):\n%s", rulesDoc, want)
}
