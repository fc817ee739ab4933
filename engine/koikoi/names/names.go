package names

import (
	"strconv"

	"github.com/koikoi-app/koikoi/engine/koikoi"
)

// Localizer translates message ids; *i18n.Localizer is one.
type Localizer interface {
	T(id string, data ...map[string]any) string
}

// Card names a card: "Crane" (from its id in docs/cards.tsv, "jan-crane").
func Card(l Localizer, c koikoi.Card) string { return l.T(CardID(c)) }

// CardID returns the message id of a card's name, "card.jan-crane": what
// a sentence asks the i18n package's Localizer.Noun for, to name the card
// with the article and case its language needs ("la grue et le soleil").
func CardID(c koikoi.Card) string { return "card." + c.String() }

// Month names a month with its plant, "January · Pine", for m in 1..12.
func Month(l Localizer, m int) string { return l.T("month." + strconv.Itoa(m)) }

// MonthName names a month alone, without its plant ("December"), for a
// sentence that already names a card of the plant.
func MonthName(l Localizer, m int) string { return l.T("monthname." + strconv.Itoa(m)) }

// Kind names a card's rank: bright, animal, ribbon or plain.
func Kind(l Localizer, k koikoi.Kind) string { return l.T("kind." + k.String()) }

// Yaku names a yaku as the players of the language know it: "Boar, Deer
// and Butterflies".
func Yaku(l Localizer, y koikoi.Yaku) string { return l.T("yaku." + y.String() + ".name") }

// YakuDescription says in one short sentence which cards make yaku y.
func YakuDescription(l Localizer, y koikoi.Yaku) string { return l.T("yaku." + y.String() + ".desc") }

// japanese holds the Japanese name of each yaku and its Hepburn
// romanisation, the same in every language. The Triad bonus, a Western
// house rule, has none.
var japanese = [koikoi.NumYaku][2]string{
	koikoi.Goko:        {"五光", "Gokō"},
	koikoi.Shiko:       {"四光", "Shikō"},
	koikoi.AmeShiko:    {"雨四光", "Ame-shikō"},
	koikoi.Sanko:       {"三光", "Sankō"},
	koikoi.Inoshikacho: {"猪鹿蝶", "Inoshikachō"},
	koikoi.Tane:        {"タネ", "Tane"},
	koikoi.AkatanAotan: {"赤短・青短", "Akatan-aotan"},
	koikoi.Akatan:      {"赤短", "Akatan"},
	koikoi.Aotan:       {"青短", "Aotan"},
	koikoi.Tan:         {"タン", "Tan"},
	koikoi.Kasu:        {"カス", "Kasu"},
	koikoi.Tsukimi:     {"月見酒", "Tsukimi-zake"},
	koikoi.Hanami:      {"花見酒", "Hanami-zake"},
	koikoi.Tsukifuda:   {"月札", "Tsukifuda"},
}

// Japanese returns a yaku's Japanese name and its romanisation, such as
// "猪鹿蝶" and "Inoshikachō", for a second label under the translated
// name. Both are empty for the Triad bonus, which has no Japanese name,
// and for an unknown yaku.
func Japanese(y koikoi.Yaku) (kanji, romaji string) {
	if y >= koikoi.NumYaku {
		return "", ""
	}
	return japanese[y][0], japanese[y][1]
}
