package ikebana

import (
	"fyne.io/fyne/v2"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/names"
	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/ui/ikebana/rules"
)

// you is the player's seat against the computer; the computer florists
// sit in the others.
const you ikebana.Seat = 0

// words names the game's things in the player's language, with the
// terminal game's messages (part "ikebana") where they fit. Against the
// computer the player in seat 0 is "you"; in pass-and-play (pass) nobody
// is, every person goes by his name. Computers are numbered among
// themselves: Computer 1 is the first computer in seat order.
type words struct {
	l        *i18n.Localizer
	names    []string // by seat, "" for the default name
	computer []bool   // by seat; without it, every seat but the player's
	pass     bool
	me       ikebana.Seat // the player's seat (online, the server's)
}

// isYou reports whether seat p is spoken to as "you".
func (w words) isYou(p ikebana.Seat) bool { return !w.pass && p == w.me }

// name is a seat's name as a subject: "You", "Computer 2", "Ana",
// "Player 3".
func (w words) name(p ikebana.Seat) string {
	switch {
	case w.isYou(p):
		return w.l.T("ikebana.name.you")
	case int(p) < len(w.names) && w.names[p] != "":
		return w.names[p]
	case w.pass && !w.isComputer(p):
		return defaultName(w.l, int(p))
	}
	n := 0
	for s := range p + 1 {
		if w.isComputer(s) {
			n++
		}
	}
	return w.l.T("ikebana.name.computer", map[string]any{"N": n})
}

// isComputer reports whether a computer sits in seat p.
func (w words) isComputer(p ikebana.Seat) bool {
	if int(p) < len(w.computer) {
		return w.computer[p]
	}
	return p != w.me
}

// defaultName is the name of the person in seat p who gave none.
func defaultName(l *i18n.Localizer, p int) string {
	return l.T("ikebanaplay.name.default", map[string]any{"N": p + 1})
}

// payee is a seat's name as the one paid: "you", "Computer 2".
func (w words) payee(p ikebana.Seat) string {
	if w.isYou(p) {
		return w.l.T("ikebana.name.you.to")
	}
	return w.name(p)
}

// seller is a seat's name as the one bought from.
func (w words) seller(p ikebana.Seat) string {
	if w.isYou(p) {
		return w.l.T("ikebana.name.you.from")
	}
	return w.name(p)
}

// colour names a colour: "red".
func (w words) colour(c ikebana.Colour) string { return names.Colour(w.l, c) }

// card names a card as a label: "red 3".
func (w words) card(c ikebana.Card) string { return names.Card(w.l, c) }

// noun names a card for a sentence, with its article: "the red 3", "le 5
// rouge"; the template picks the case ({{.Card.Acc}}).
func (w words) noun(c ikebana.Card) i18n.Noun { return names.CardNoun(w.l, c) }

// combos names a score's combinations: "run 2-5 + pair of 3s".
func (w words) combos(sc ikebana.Score) string { return names.Combos(w.l, sc) }

// colours names a score's colour multiplier: "2 colours ×2".
func (w words) colours(sc ikebana.Score) string { return names.Colours(w.l, sc) }

// jokers says how the bouquet's jokers were coloured, one line each.
func (w words) jokers(sc ikebana.Score) []string { return rules.Jokers(w.l, sc) }

// maxNameW is the most width a name takes in a table's column: a long
// name is cut there, so the numbers keep their room on a small phone.
const maxNameW = 110

// clipText returns s, or as much of it as fits in width w at the given
// text size followed by an ellipsis.
func clipText(s string, size float32, bold bool, w float32) string {
	style := fyne.TextStyle{Bold: bold}
	if fyne.MeasureText(s, size, style).Width <= w {
		return s
	}
	r := []rune(s)
	for len(r) > 1 && fyne.MeasureText(string(r)+"…", size, style).Width > w {
		r = r[:len(r)-1]
	}
	return string(r) + "…"
}
