package i18n

import (
	"regexp"
	"sort"
	"strings"
	"testing"
)

// commandRE finds a command line of the koikoi command in a text.
var commandRE = regexp.MustCompile(`koikoi [a-z]+( --[a-z-]+( \{\{\.\w+\}\}|\s\S+)?)*`)

// wordRE finds the words of a text once its placeholders are gone.
var wordRE = regexp.MustCompile(`\p{L}+(?:['’-]\p{L}+)*`)

// sharedWords are words a translation may keep from the English text: the
// game's own terms (Japanese words every language uses), names, and words
// spelled the same in the language (Animal in Spanish and French, Option
// in German...). Keys are lower case; a nil list allows the word in every
// language.
var sharedWords = map[string][]string{
	// Game terms.
	"koi-koi": nil, "koikoi": nil, "shobu": nil, "oya": nil, "ko": nil, "yaku": nil, "hanafuda": nil,
	"teshi": nil, "kuttsuki": nil, "gaji": nil, "hiki": nil, "tsukifuda": nil, "tsukimi": nil,
	"hanami": nil, "kasu": nil, "tan": nil, "tane": nil, "akatan": nil, "aotan": nil, "sanko": nil,
	"sankou": nil, "shiko": nil, "goko": nil, "gokou": nil, "inoshikacho": nil, "inoshikachou": nil,
	"ame-shiko": nil, "ame-shikou": nil, "shikou": nil, "akatan-aotan": nil, "sake": nil, "oicho": nil, "mon": nil, "ikebana": nil,
	// Names.
	"sloper": nil, "tom": nil, "fyne": nil, "json": nil, "koikoi-game": nil,
	// Abbreviations every language writes so.
	"utc": nil,
	// Words these languages spell as English does.
	"animal": {"fr", "es"}, "normal": {"fr", "es", "de"}, "total": {"fr", "es", "de"},
	"points": {"fr"}, "point": {"fr"}, "score": {"fr"}, "face": {"fr"}, "badges": {"fr"},
	"table": {"fr"}, "six": {"fr"}, "rare": {"fr"}, "question": {"fr"}, "plan": {"fr", "es", "de"},
	"options": {"fr"}, "moment": {"fr", "de"}, "final": {"fr", "es"}, "chances": {"fr"},
	"paulownia": {"fr"}, "iris": {"fr", "de"}, "double": {"fr"}, "bonus": {"fr", "de"},
	"animations": {"fr"}, "version": {"fr", "de"}, "tutorial": {"es"}, "app": {"es", "de"},
	"computer": {"de"}, "hand": {"de"}, "extra": {"de"}, "system": {"de"}, "partner": {"de"},
	"april": {"de"}, "august": {"de"}, "september": {"de"}, "november": {"de"},
	"bouquet": {"fr", "de"}, "prestige": {"fr", "de"}, "scores": {"fr"}, "chance": {"fr"}, "rest": {"de"},
	"bouquets": {"fr"}, "joker": {"fr", "de"}, "florist": {"de"},
	"triangle": {"fr"}, "jokers": {"fr"}, "vase": {"fr", "de"}, "refuse": {"fr"}, "decide": {"es"}, "symbol": {"de"}, "ring": {"de"}, "gold": {"de"}, "bank": {"de"},
	"option": {"fr", "de"}, "vases": {"fr"}, "standard": {"fr"}, "tables": {"fr"}, "lobby": {"de"}, "live": {"de"},
	// Online play: words these languages write as English does.
	"code": {"fr", "de"}, "online": {"de"}, "server": {"de"}, "port": {"fr", "de"}, "minutes": {"fr"}, "min": {"fr", "es", "de"}, "name": {"de"}, "e-mail": {"de"},
	// The browser's notifications: French "page" and "service", "push" as these languages write it, German "Browser".
	"page": {"fr"}, "service": {"fr"}, "site": {"fr"}, "notifications": {"fr"}, "invitation": {"fr"}, "push": {"fr", "es", "de"}, "browser": {"de"},
}

// allowed reports whether word w of the English text may stay in a text of
// language code.
func allowed(w, code string) bool {
	langs, ok := sharedWords[strings.ToLower(w)]
	if !ok {
		return false
	}
	if langs == nil {
		return true
	}
	for _, l := range langs {
		if l == code {
			return true
		}
	}
	return false
}

// TestNoEnglishLeft fails on an English word left in another language's
// text: a word of three letters or more of a message's English text that
// its translation still holds. Game terms, names and words the language spells the same
// are allowed (sharedWords).
func TestNoEnglishLeft(t *testing.T) {
	en := readLocale(t, "en")
	for _, l := range Languages() {
		if l.Code == "en" {
			continue
		}
		f := readLocale(t, l.Code)
		ids := make([]string, 0, len(f))
		for id := range f {
			ids = append(ids, id)
		}
		sort.Strings(ids)
		for _, id := range ids {
			if strings.HasPrefix(id, "card.") || strings.HasPrefix(id, "lang.") {
				continue // card names are checked by TestExpectedIDs; language names are their own
			}
			for _, field := range textFields {
				src, tr := en[id][field], f[id][field]
				if src == "" || tr == "" {
					continue
				}
				// Command lines quoted in a text (koikoi deal --seed) stay as they are.
				src, tr = commandRE.ReplaceAllString(src, " "), commandRE.ReplaceAllString(tr, " ")
				english := map[string]bool{}
				for _, w := range wordRE.FindAllString(placeholderRE.ReplaceAllString(src, " "), -1) {
					english[strings.ToLower(w)] = true
				}
				for _, w := range wordRE.FindAllString(placeholderRE.ReplaceAllString(tr, " "), -1) {
					lw := strings.ToLower(w)
					if !english[lw] || len([]rune(w)) < 3 || allowed(w, l.Code) {
						continue
					}
					t.Errorf("%s %s: English word %q left in %q", l.Code, id, w, tr)
				}
			}
		}
	}
}
