package i18ntest

import (
	"regexp"
	"strings"
)

// Articles are the rules of grammar a test can check in a sentence that
// names a thing (a card) by its noun: what never stands in one (Bad), and
// what must come right before the bare name wherever it stands (Before):
// an article, a contracted one, or the word "card" of a label ("la carte
// 5 rouge").
type Articles struct {
	Bad, Before *regexp.Regexp
}

// ArticleRules are the rules of each language that writes articles. In
// French no bare name after a verb or a preposition (an article, du, de
// la, de l’ or des comes first), no "de le", "de les", "à le", "à les",
// and "le", "la", "de" elide before a vowel; in Spanish an article, and
// no "de el" or "a el" (del, al); in German an article; in English
// "the". Never two articles in a row, nor in French and Spanish "le"
// after the word "card" ("la carte le 5 rouge").
var ArticleRules = map[string]Articles{
	"fr": {
		Bad:    regexp.MustCompile(`(?i)(^|\s)(de le|de les|à le|à les)\s|(^|\s)(le|la|de) [aeiouyàâéèêîôûh]|(^|\s)(le|la|les|du|des) (le|la|les|du|des)\s|(^|\s)(le|la|les|du|des) l’|cartes? (le\s|l’)`),
		Before: regexp.MustCompile(`(?i)(\ble |\bla |l’|\bles |\bdu |\bde la |de l’|\bdes |cartes? |: |, )$`),
	},
	"es": {
		Bad:    regexp.MustCompile(`(?i)(^|\s)(de|a) el\b|\b(el|la|los|las|del|al) (el|la|los|las)\b|\bcartas? el\b`),
		Before: regexp.MustCompile(`(?i)(\bel |\bla |\blos |\blas |\bdel |\bal |carta |: |, )$`),
	},
	"de": {
		Bad:    regexp.MustCompile(`\b(der|die|das|den|dem|des) (der|die|das|den|dem|des)\b`),
		Before: regexp.MustCompile(`(?i)(\bder |\bdie |\bdas |\bden |\bdem |\bdes |Karte |: |, )(rote[ns]? |blaue[ns]? )?$`),
	},
	"en": {
		Bad:    regexp.MustCompile(`\bthe the\b`),
		Before: regexp.MustCompile(`(?i)\bthe $`),
	},
}

// Bare returns the places (byte offsets) where sentence s names bare
// (a name without its article, as a label shows it) with nothing of
// r.Before right before it. Case is ignored.
func (r Articles) Bare(s, bare string) []int {
	var at []int
	low, b := strings.ToLower(s), strings.ToLower(bare)
	for from := 0; bare != ""; {
		i := strings.Index(low[from:], b)
		if i < 0 {
			break
		}
		if !r.Before.MatchString(s[:from+i]) {
			at = append(at, from+i)
		}
		from += i + len(b)
	}
	return at
}
