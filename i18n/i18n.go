package i18n

import (
	"embed"
	"fmt"
	"io/fs"
	"os"
	"strings"
	"sync"

	"github.com/BurntSushi/toml"
	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
)

// One file a language: locales/active.<code>.toml, as go-i18n's tools and
// translators expect.
//
//go:embed locales/active.*.toml
var localeFS embed.FS

// Language is a language the game is translated into.
type Language struct {
	Code string // short BCP 47 code: "en", "fr", "es", "de", "ja"
	Name string // the language's name in itself: "Français"
}

// languages is the order of Languages; English comes first and is the default.
var languages = []Language{
	{"en", "English"},
	{"fr", "Français"},
	{"es", "Español"},
	{"de", "Deutsch"},
	{"ja", "日本語"},
}

// Default is the code of the language used when no other one fits.
const Default = "en"

// Languages returns the languages the game is translated into, English first,
// each with its code and its own name for a language picker.
func Languages() []Language {
	return append([]Language(nil), languages...)
}

var (
	loadOnce sync.Once
	bundle   *goi18n.Bundle
	matcher  language.Matcher
	tags     []language.Tag // bundle.LanguageTags(), in the matcher's order
)

// load reads the embedded message files once. A file that does not parse is
// a programming error caught by the tests, so it panics.
func load() {
	loadOnce.Do(func() {
		bundle = goi18n.NewBundle(language.English)
		bundle.RegisterUnmarshalFunc("toml", toml.Unmarshal)
		for _, l := range languages {
			if _, err := bundle.LoadMessageFileFS(localeFS, localeFile(l.Code)); err != nil {
				panic(fmt.Sprintf("i18n: %v", err))
			}
		}
		tags = bundle.LanguageTags()
		matcher = language.NewMatcher(tags)
	})
}

// localeFiles lists the embedded message files (for tests).
func localeFiles() ([]string, error) {
	return fs.Glob(localeFS, "locales/*.toml")
}

// localeFile is the message file of one language.
func localeFile(code string) string { return "locales/active." + code + ".toml" }

// Messages returns every message of one language as id -> field
// ("description", "one", "other"...) -> text: what tests of other packages
// read to check their texts.
func Messages(code string) (map[string]map[string]string, error) {
	b, err := fs.ReadFile(localeFS, localeFile(code))
	if err != nil {
		return nil, fmt.Errorf("i18n: no messages for %q: %w", code, err)
	}
	var all map[string]map[string]string
	if _, err := toml.Decode(string(b), &all); err != nil {
		return nil, fmt.Errorf("i18n: %s: %w", localeFile(code), err)
	}
	return all, nil
}

// Match returns the code of the best translation for the player's preferred
// languages, most preferred first. It accepts BCP 47 tags ("fr-CA", "ja-JP"),
// Accept-Language lists, and POSIX locales as found in LANG ("de_DE.UTF-8").
// When nothing fits, Match returns "en".
func Match(preferred ...string) string {
	load()
	var want []language.Tag
	for _, p := range preferred {
		for _, s := range strings.Split(p, ":") { // LANGUAGE-style lists
			s = normalize(s)
			if s == "" {
				continue
			}
			ts, _, err := language.ParseAcceptLanguage(s)
			if err != nil {
				continue
			}
			want = append(want, ts...)
		}
	}
	if len(want) == 0 {
		return Default
	}
	_, i, conf := matcher.Match(want...)
	if conf == language.No {
		return Default
	}
	base, _ := tags[i].Base()
	return base.String()
}

// normalize turns a POSIX locale such as "de_DE.UTF-8@euro" into "de-DE";
// "C" and "POSIX" become "".
func normalize(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexAny(s, ".@"); i >= 0 {
		s = s[:i]
	}
	if s == "C" || s == "POSIX" {
		return ""
	}
	return strings.ReplaceAll(s, "_", "-")
}

// FromEnv returns the code of the translation that fits the terminal's
// locale: the first of LC_ALL, LC_MESSAGES and LANG that is set, as POSIX
// defines their precedence. It returns "en" when none fits.
func FromEnv() string {
	return fromEnv(os.Getenv)
}

func fromEnv(get func(string) string) string {
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := get(name); v != "" {
			return Match(v)
		}
	}
	return Default
}

// Localizer gives the game's texts in one language. It is safe for
// concurrent use.
type Localizer struct {
	code    string
	loc     *goi18n.Localizer
	en      *goi18n.Localizer
	printer *message.Printer
}

// New returns a Localizer for a language code from Languages. An unknown code
// gives English.
func New(code string) *Localizer {
	load()
	known := false
	for _, l := range languages {
		if l.Code == code {
			known = true
			break
		}
	}
	if !known {
		code = Default
	}
	tag := language.Make(code)
	return &Localizer{
		code:    code,
		loc:     goi18n.NewLocalizer(bundle, code),
		en:      goi18n.NewLocalizer(bundle, Default),
		printer: message.NewPrinter(tag),
	}
}

// Code returns the Localizer's language code, such as "fr".
func (l *Localizer) Code() string { return l.code }

// T returns the message with this id, its {{.Name}} placeholders filled from
// data. It never panics: a message missing in this language comes in
// English, and an id missing everywhere comes back as the id itself.
func (l *Localizer) T(id string, data ...map[string]any) string {
	return l.localize(id, nil, merge(data))
}

// N returns the plural message with this id in the form that fits count.
// The template sees the count, formatted for the language, as {{.Count}},
// besides the entries of data.
func (l *Localizer) N(id string, count int, data ...map[string]any) string {
	d := merge(data)
	if d == nil {
		d = map[string]any{}
	}
	d["Count"] = l.Number(count)
	return l.localize(id, count, d)
}

func (l *Localizer) localize(id string, count any, data map[string]any) string {
	cfg := &goi18n.LocalizeConfig{MessageID: id, PluralCount: count}
	if data != nil {
		cfg.TemplateData = data
	}
	// go-i18n already falls back to English for ids missing in l's language,
	// returning the English text together with an error.
	if s, err := l.loc.Localize(cfg); s != "" || err == nil {
		return s
	}
	if s, _ := l.en.Localize(cfg); s != "" {
		return s
	}
	return id
}

func merge(data []map[string]any) map[string]any {
	switch len(data) {
	case 0:
		return nil
	case 1:
		return data[0]
	}
	m := map[string]any{}
	for _, d := range data {
		for k, v := range d {
			m[k] = v
		}
	}
	return m
}

// Number formats n with the language's digit grouping:
// 1,234 in English, 1 234 in French, 1.234 in German.
func (l *Localizer) Number(n int) string {
	return l.printer.Sprintf("%d", n)
}

// Decimal formats x with one decimal and the language's separators, for
// averages: 23.5 in English, 23,5 in French.
func (l *Localizer) Decimal(x float64) string {
	return l.printer.Sprintf("%.1f", x)
}

// Fixed formats x with the given number of decimals in the language's
// way: "0.37", "0,37".
func (l *Localizer) Fixed(x float64, decimals int) string {
	return l.printer.Sprintf("%.*f", decimals, x)
}

// Signed formats n like Number with an explicit sign, for score changes:
// "+1,234", "-5"; zero is "0".
func (l *Localizer) Signed(n int) string {
	if n == 0 {
		return l.Number(0)
	}
	return l.printer.Sprintf("%+d", n)
}
