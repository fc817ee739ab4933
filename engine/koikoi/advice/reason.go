package advice

import (
	"fmt"

	"github.com/koikoi-app/koikoi/engine/koikoi"
)

// Kind is what a Reason claims. Each kind's comment says which fields of
// the Reason it names; the others are zero.
type Kind uint8

// The kinds of reasons for a play or a capture.
const (
	// Takes: the move takes Cards (the card played or drawn and what it
	// captures). For a card played on two of its month, Cards holds the
	// one of them the player may then choose, the higher ranked.
	Takes Kind = iota + 1
	// MakesYaku: the capture makes Yaku, or raises it, to Points.
	MakesYaku
	// Progress: after the capture the player holds Have of the Need cards
	// of Yaku.
	Progress
	// Blocks: the move takes Cards, which count for Yaku, of which the
	// other player holds Have of the Need cards; enough of its cards are
	// left for him to make it.
	Blocks
	// NoCapture: no card in the hand can take a field card: every play is
	// a discard.
	NoCapture
	// Cheapest: of the hand's cards that take nothing, none is of a lower
	// rank than Cards (the discard).
	Cheapest
	// MonthHeld: no other card of the month of Cards is in the other
	// hand or the pile (the player holds Held of them, the rest are in the
	// field or captured), nor can the other player hold the wild Gaji:
	// only the player can take Cards later.
	MonthHeld
	// MonthGone: no other card of the month of Cards is in a hand or the
	// pile, nor can the other player hold the wild Gaji: nobody can take
	// it with a card of its month.
	MonthGone
	// PassesOver: the move takes cards, and the move Alt would take
	// Cards, of a higher rank than anything this move takes. The reasons
	// after it say why not.
	PassesOver
	// Rated: the hard level's search rated the move Percent points (of its
	// 0–100 scale, rounded) above Alt; 0 means about as good. The scale
	// mixes the chance of winning the game with the round's points: it is
	// a margin, not a probability.
	Rated
	// Wild: the lightning is played as the Gaji, which takes any field card.
	Wild
	// Blind: the hand exchange is decided before looking at the hands.
	Blind
	// Forgoes: the move takes nothing, while the move Alt would take
	// Cards, a field card (no rank is compared: a discard takes no card
	// to compare with). The reasons after it say why not.
	Forgoes
	// RainMan: the move takes the rain man (Cards), a bright that counts
	// toward a bright yaku only with three other brights, for Yaku
	// (Ame-shikō); the player then holds Have other brights, fewer than
	// three.
	RainMan
)

// The kinds of reasons for the Koi-Koi/Shobu choice (see Decision).
const (
	// ShobuWinsGame: this is the game's last round, and Shobu now ends the
	// game You to Opp, a win.
	ShobuWinsGame Kind = iota + 32
	// ShobuLosesGame: this is the game's last round, and Shobu now ends
	// the game You to Opp, a loss: only Koi-Koi, the recommendation, can
	// still win it.
	ShobuLosesGame
	// SevenDoubles: the yaku are worth Points; Need more reach 7, which
	// doubles the score.
	SevenDoubles
	// Doubled: the yaku are worth Points, 7 or more, and score Total now
	// (doubled, with any multiplier).
	Doubled
	// Threat: the other player holds Have of the Need cards of Yaku, one
	// short, and enough of its cards are left for him to make it.
	Threat
	// HandShort: only Have cards are left in the player's hand.
	HandShort
	// PointsFavour: the expected points favour Alt (Koi-Koi or Shobu):
	// Decision.KoiPoints against Decision.ShobuPoints.
	PointsFavour
	// FollowsSearch: the points favour Alt, but the hint follows the hard
	// level's search, which weighs the chance of winning the game as well
	// as the round's points; You and Opp are the game's scores, Have the
	// rounds left after this one.
	FollowsSearch
)

var kindNames = map[Kind]string{
	Takes: "takes", MakesYaku: "makes-yaku", Progress: "progress", Blocks: "blocks",
	NoCapture: "no-capture", Cheapest: "cheapest", MonthHeld: "month-held", MonthGone: "month-gone",
	PassesOver: "passes-over", Rated: "rated", Wild: "wild", Blind: "blind", Forgoes: "forgoes", RainMan: "rain-man",
	ShobuWinsGame: "shobu-wins-game", ShobuLosesGame: "shobu-loses-game", SevenDoubles: "seven-doubles",
	Doubled: "doubled", Threat: "threat", HandShort: "hand-short", PointsFavour: "points-favour",
	FollowsSearch: "follows-search",
}

// String returns the kind's id, such as "passes-over": a stable key for
// the app's texts (advice.<id>).
func (k Kind) String() string {
	if s, ok := kindNames[k]; ok {
		return s
	}
	return fmt.Sprintf("kind(%d)", uint8(k))
}

// Reason is one claim of the advice: its Kind and what it names.
type Reason struct {
	Kind    Kind
	Cards   koikoi.Set  // the cards it is about
	Held    koikoi.Set  // MonthHeld: the player's cards of the month
	Yaku    koikoi.Yaku // MakesYaku, Progress, Blocks, Threat, RainMan
	Have    int         // Progress, Blocks, Threat: cards held; RainMan: other brights held; HandShort: hand size; FollowsSearch: rounds left
	Need    int         // Progress, Blocks, Threat: cards needed; SevenDoubles: points to 7
	Points  int         // MakesYaku, SevenDoubles, Doubled: points
	Total   int         // Doubled: what Shobu scores now
	Alt     koikoi.Move // PassesOver, Forgoes, Rated, PointsFavour, FollowsSearch: the other move
	Percent int         // Rated: the search's margin
	You     int         // ShobuWinsGame, ShobuLosesGame, FollowsSearch: the player's game score
	Opp     int         // the other player's game score
}

// String describes the reason for logs and test failures (the app words
// it in the player's language from its fields).
func (r Reason) String() string {
	s := r.Kind.String()
	if r.Cards != 0 {
		s += " " + r.Cards.String()
	}
	switch r.Kind {
	case MakesYaku:
		s += fmt.Sprintf(" %v=%d", r.Yaku, r.Points)
	case Progress, Blocks, Threat:
		s += fmt.Sprintf(" %v %d/%d", r.Yaku, r.Have, r.Need)
	case MonthHeld:
		s += " held " + r.Held.String()
	case PassesOver, Forgoes, PointsFavour:
		s += " alt " + r.Alt.String()
	case Rated:
		s += fmt.Sprintf(" +%d over %v", r.Percent, r.Alt)
	case ShobuWinsGame, ShobuLosesGame:
		s += fmt.Sprintf(" %d-%d", r.You, r.Opp)
	case SevenDoubles:
		s += fmt.Sprintf(" %d+%d", r.Points, r.Need)
	case Doubled:
		s += fmt.Sprintf(" %d→%d", r.Points, r.Total)
	case HandShort, RainMan:
		s += fmt.Sprintf(" %d", r.Have)
	case FollowsSearch:
		s += fmt.Sprintf(" alt %v %d-%d, %d left", r.Alt, r.You, r.Opp, r.Have)
	}
	return s
}
