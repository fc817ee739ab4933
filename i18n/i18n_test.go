package i18n

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
)

// file is one language's messages, all parts: id -> field (description, one, other...) -> text.
type file map[string]map[string]string

func readLocale(t *testing.T, code string) file {
	t.Helper()
	f, err := Messages(code)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

var placeholderRE = regexp.MustCompile(`{{\s*\.(\w+)(?:\.\w+)?\s*}}`)

// placeholders returns the sorted, distinct {{.Name}} names of a template.
func placeholders(s string) []string {
	var names []string
	for _, m := range placeholderRE.FindAllStringSubmatch(s, -1) {
		if !slices.Contains(names, m[1]) {
			names = append(names, m[1])
		}
	}
	slices.Sort(names)
	return names
}

// pluralForms are the CLDR forms every counted message needs, per language.
var pluralForms = map[string][]string{
	"en": {"one", "other"},
	"fr": {"one", "other"},
	"es": {"one", "other"},
	"de": {"one", "other"},
	"ja": {"other"},
}

var textFields = []string{"zero", "one", "two", "few", "many", "other"}

func TestLocaleFiles(t *testing.T) {
	files, err := localeFiles()
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, l := range Languages() {
		want = append(want, localeFile(l.Code))
	}
	slices.Sort(want)
	if !slices.Equal(files, want) {
		t.Errorf("locale files = %v; want %v", files, want)
	}
}

func TestMessagesComplete(t *testing.T) {
	en := readLocale(t, "en")
	if len(en) < 200 {
		t.Fatalf("active.en.toml has %d messages; want the full set", len(en))
	}
	for _, l := range Languages() {
		t.Run(l.Code, func(t *testing.T) {
			f := readLocale(t, l.Code)
			for id := range f {
				if _, ok := en[id]; !ok {
					t.Errorf("%s: id not in English", id)
				}
			}
			for id, src := range en {
				msg, ok := f[id]
				if !ok {
					t.Errorf("%s: missing", id)
					continue
				}
				want := placeholders(src["other"])
				plural := src["one"] != ""
				forms := []string{"other"}
				if plural {
					forms = pluralForms[l.Code]
				}
				for _, form := range textFields {
					text, has := msg[form]
					needed := slices.Contains(forms, form)
					switch {
					case needed && strings.TrimSpace(text) == "":
						t.Errorf("%s: plural form %q missing or empty", id, form)
					case !needed && has:
						t.Errorf("%s: form %q not used in %s", id, form, l.Code)
					case has && !slices.Equal(placeholders(text), want) && !(form != "other" && slices.Equal(placeholders(text), without(want, "Count"))):
						// A singular may say "once" instead of the count.
						t.Errorf("%s.%s: placeholders %v; want %v", id, form, placeholders(text), want)
					}
				}
				if plural && !slices.Contains(want, "Count") {
					t.Errorf("%s: plural message without {{.Count}}", id)
				}
			}
		})
	}
}

// TestExpectedIDs lists the ids the UI and the command line rely on.
func TestExpectedIDs(t *testing.T) {
	en := readLocale(t, "en")
	var want []string
	for _, id := range cardIDs {
		want = append(want, "card."+id)
	}
	for m := 1; m <= 12; m++ {
		want = append(want, fmt.Sprintf("month.%d", m))
	}
	for _, k := range kindIDs {
		want = append(want, "kind."+k)
	}
	for _, y := range yakuIDs {
		want = append(want, "yaku."+y+".name", "yaku."+y+".desc")
	}
	for _, p := range []string{"standard", "rulebook", "museum", "sloper"} {
		want = append(want, "preset."+p+".name", "preset."+p+".desc")
	}
	for _, o := range []string{"tsukifuda", "sake-as-plain", "triad", "gaji", "exchange", "field-brights", "seven-doubles", "viewing", "rounds"} {
		want = append(want, "option."+o+".name", "option."+o+".desc")
	}
	want = append(want, "option.value.on", "option.value.off", "option.value.with-other-yaku", "option.value.rounds")
	for _, lv := range []string{"random", "easy", "normal", "hard"} {
		want = append(want, "level."+lv+".name", "level."+lv+".desc")
	}
	want = append(want, "count.points", "count.cards", "count.rounds",
		"term.oya", "term.dealer", "term.ba", "term.field", "term.draw-pile", "term.hand", "term.captures",
		"term.koikoi", "term.shobu", "term.round", "term.game", "term.points", "term.teshi", "term.kuttsuki",
		"term.gaji", "term.exhaustion", "term.draw")
	for _, id := range want {
		if _, ok := en[id]; !ok {
			t.Errorf("%s: missing in English", id)
		}
	}
	for _, id := range []string{"count.points", "count.cards", "count.rounds", "option.value.rounds", "cli.draw-pile", "cli.hand.computer", "cli.result.win", "cli.result.lose"} {
		if en[id]["one"] == "" {
			t.Errorf("%s: want a plural message", id)
		}
	}
}

func TestLanguages(t *testing.T) {
	want := []Language{{"en", "English"}, {"fr", "Français"}, {"es", "Español"}, {"de", "Deutsch"}, {"ja", "日本語"}}
	if got := Languages(); !slices.Equal(got, want) {
		t.Errorf("Languages() = %v; want %v", got, want)
	}
	Languages()[0].Code = "xx" // a copy: must not change the package's list
	if Languages()[0].Code != "en" {
		t.Error("Languages() returned the package's own slice")
	}
	load()
	if len(tags) != len(want) || tags[0] != language.English {
		t.Errorf("bundle tags = %v; want English first, %d languages", tags, len(want))
	}
}

func TestMatch(t *testing.T) {
	tests := []struct {
		in   []string
		want string
	}{
		{[]string{"fr-CA"}, "fr"},
		{[]string{"de_DE.UTF-8"}, "de"},
		{[]string{"pt"}, "en"},
		{[]string{"ja-JP"}, "ja"},
		{[]string{""}, "en"},
		{nil, "en"},
		{[]string{"en_GB.UTF-8"}, "en"},
		{[]string{"es_MX"}, "es"},
		{[]string{"es-419"}, "es"},
		{[]string{"de-CH"}, "de"},
		{[]string{"fr_BE.UTF-8@euro"}, "fr"},
		{[]string{"C"}, "en"},
		{[]string{"POSIX"}, "en"},
		{[]string{"C.UTF-8"}, "en"},
		{[]string{"zh-Hans-CN"}, "en"},
		{[]string{"not a locale!"}, "en"},
		{[]string{"pt", "de"}, "de"},
		{[]string{"fr-CH, fr;q=0.9, en;q=0.8"}, "fr"},
		{[]string{"sv:de:en"}, "de"},
		{[]string{"ja", "fr"}, "ja"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.in, "|"), func(t *testing.T) {
			if got := Match(tt.in...); got != tt.want {
				t.Errorf("Match(%q) = %q; want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestFromEnv(t *testing.T) {
	tests := []struct {
		name string
		env  map[string]string
		want string
	}{
		{"nothing set", nil, "en"},
		{"LANG", map[string]string{"LANG": "de_DE.UTF-8"}, "de"},
		{"LC_MESSAGES over LANG", map[string]string{"LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"}, "fr"},
		{"LC_ALL over all", map[string]string{"LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8", "LC_ALL": "ja_JP.UTF-8"}, "ja"},
		{"C locale", map[string]string{"LANG": "C.UTF-8"}, "en"},
		{"unknown language", map[string]string{"LANG": "pt_BR.UTF-8"}, "en"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			get := func(k string) string { return tt.env[k] }
			if got := fromEnv(get); got != tt.want {
				t.Errorf("fromEnv(%v) = %q; want %q", tt.env, got, tt.want)
			}
		})
	}
	t.Setenv("LC_ALL", "es_ES.UTF-8")
	if got := FromEnv(); got != "es" {
		t.Errorf("FromEnv() with LC_ALL=es_ES.UTF-8 = %q; want es", got)
	}
}

func TestNew(t *testing.T) {
	tests := []struct{ in, want string }{
		{"en", "en"}, {"fr", "fr"}, {"es", "es"}, {"de", "de"}, {"ja", "ja"},
		{"pt", "en"}, {"", "en"}, {"fr-CA", "en"}, {"xx", "en"},
	}
	for _, tt := range tests {
		if got := New(tt.in).Code(); got != tt.want {
			t.Errorf("New(%q).Code() = %q; want %q", tt.in, got, tt.want)
		}
	}
	if got := New("pt").T("card.jan-crane"); got != "Crane and sun" {
		t.Errorf("New(pt).T(card.jan-crane) = %q; want the English name", got)
	}
}

func TestFallback(t *testing.T) {
	load()
	bundle.MustAddMessages(language.English, &goi18n.Message{ID: "test.english-only", Other: "Only in {{.Where}}"})
	tests := []struct {
		code, id string
		want     string
	}{
		{"fr", "test.english-only", "Only in English"},
		{"ja", "test.english-only", "Only in English"},
		{"de", "no.such.id", "no.such.id"},
		{"en", "no.such.id", "no.such.id"},
		{"fr", "", ""},
	}
	for _, tt := range tests {
		got := New(tt.code).T(tt.id, map[string]any{"Where": "English"})
		if got != tt.want {
			t.Errorf("New(%q).T(%q) = %q; want %q", tt.code, tt.id, got, tt.want)
		}
	}
	// N on a missing id and T with too little data must not panic either.
	if got := New("es").N("no.such.plural", 3); got != "no.such.plural" {
		t.Errorf("N(missing) = %q", got)
	}
	_ = New("de").T("cli.you.drew")
	_ = New("de").T("cli.you.drew", nil, map[string]any{"Card": 1}, nil)
}

func TestPlural(t *testing.T) {
	tests := []struct {
		code, id string
		n        int
		want     string
	}{
		{"en", "count.cards", 1, "1 card"},
		{"en", "count.cards", 0, "0 cards"},
		{"en", "count.cards", 2, "2 cards"},
		{"fr", "count.points", 0, "0 point"},
		{"fr", "count.points", 1, "1 point"},
		{"fr", "count.points", 2, "2 points"},
		{"es", "count.rounds", 1, "1 ronda"},
		{"es", "count.rounds", 12, "12 rondas"},
		{"de", "count.points", 1, "1 Punkt"},
		{"de", "count.points", 1234, "1.234 Punkte"},
		{"ja", "count.cards", 1, "1枚"},
		{"ja", "count.points", 7, "7文"},
		{"en", "cli.draw-pile", 24, "Draw pile: 24 cards"},
		{"fr", "cli.hand.computer", 1, "Main de l’adversaire\u00a0: 1 carte"},
		{"en", "option.value.rounds", 6, "6 rounds"},
		{"ja", "option.value.rounds", 12, "12か月"},
	}
	for _, tt := range tests {
		if got := New(tt.code).N(tt.id, tt.n); got != tt.want {
			t.Errorf("New(%q).N(%q, %d) = %q; want %q", tt.code, tt.id, tt.n, got, tt.want)
		}
	}
	got := New("en").N("cli.score.line", 5, map[string]any{"Yaku": "Sankou"})
	if got != "Sankou: 5 points" {
		t.Errorf("N(cli.score.line, 5) = %q", got)
	}
}

func TestNumber(t *testing.T) {
	tests := []struct {
		code           string
		n              int
		number, signed string
	}{
		{"en", 1234, "1,234", "+1,234"},
		{"fr", 1234, "1\u00a0234", "+1\u00a0234"},
		{"es", 1234, "1.234", "+1.234"},
		{"de", 1234, "1.234", "+1.234"},
		{"ja", 1234, "1,234", "+1,234"},
		{"en", -5, "-5", "-5"},
		{"de", -12345, "-12.345", "-12.345"},
		{"fr", 0, "0", "0"},
		{"ja", 7, "7", "+7"},
	}
	for _, tt := range tests {
		l := New(tt.code)
		if got := l.Number(tt.n); got != tt.number {
			t.Errorf("New(%q).Number(%d) = %q; want %q", tt.code, tt.n, got, tt.number)
		}
		if got := l.Signed(tt.n); got != tt.signed {
			t.Errorf("New(%q).Signed(%d) = %q; want %q", tt.code, tt.n, got, tt.signed)
		}
	}
}

func TestDecimal(t *testing.T) {
	for _, tt := range []struct {
		code string
		x    float64
		want string
	}{
		{"en", 23.45, "23.4"}, {"en", 1234.5, "1,234.5"}, {"fr", 23.5, "23,5"}, {"es", 7, "7,0"}, {"de", 19.96, "20,0"}, {"ja", 3.25, "3.2"},
	} {
		if got := New(tt.code).Decimal(tt.x); got != tt.want {
			t.Errorf("New(%q).Decimal(%v) = %q; want %q", tt.code, tt.x, got, tt.want)
		}
	}
}

// TestIDsResolve checks that every card, month, rank and yaku id the game
// uses has a text of its own in every language.
func TestIDsResolve(t *testing.T) {
	if len(cardIDs) != 48 {
		t.Fatalf("%d card ids; want 48", len(cardIDs))
	}
	for _, l := range Languages() {
		loc := New(l.Code)
		check := func(what, id, got string) {
			if got == "" || strings.HasPrefix(got, what) || got == id {
				t.Errorf("%s: %s(%q) = %q", l.Code, what, id, got)
			}
		}
		for _, id := range cardIDs {
			check("card", id, loc.T("card."+id))
		}
		for m := 1; m <= 12; m++ {
			check("month", "", loc.T(fmt.Sprintf("month.%d", m)))
		}
		for _, k := range kindIDs {
			check("kind", k, loc.T("kind."+k))
		}
		for _, y := range yakuIDs {
			check("yaku", y, loc.T("yaku."+y+".name"))
			check("yaku", y, loc.T("yaku."+y+".desc"))
		}
	}
}

// TestAnswerLetters keeps each prompt's [y/n] letters in step with the
// answers the command line accepts.
func TestAnswerLetters(t *testing.T) {
	for _, l := range Languages() {
		loc := New(l.Code)
		yes, no := loc.T("cli.answer.yes"), loc.T("cli.answer.no")
		k, s := loc.T("cli.answer.koikoi"), loc.T("cli.answer.shobu")
		if want := "[" + yes + "/" + no + "]"; !strings.Contains(loc.T("cli.prompt.exchange"), want) {
			t.Errorf("%s: cli.prompt.exchange lacks %s", l.Code, want)
		}
		if want := "[" + k + "/" + s + "]"; !strings.Contains(loc.T("cli.prompt.koikoi"), want) {
			t.Errorf("%s: cli.prompt.koikoi lacks %s", l.Code, want)
		}
		if yes == no || k == s {
			t.Errorf("%s: answers collide: %q/%q, %q/%q", l.Code, yes, no, k, s)
		}
	}
}

func BenchmarkT(b *testing.B) {
	l := New("fr")
	data := map[string]any{"Card": "Grue et soleil"}
	b.ReportAllocs()
	for b.Loop() {
		_ = l.T("cli.you.drew", data)
	}
}

func BenchmarkN(b *testing.B) {
	l := New("de")
	b.ReportAllocs()
	for b.Loop() {
		_ = l.N("count.points", 12)
	}
}

// without returns names less drop.
func without(names []string, drop string) []string {
	var out []string
	for _, n := range names {
		if n != drop {
			out = append(out, n)
		}
	}
	return out
}
