package tutorial

import (
	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/names"
	"github.com/koikoi-app/koikoi/internal/lesson"
	"github.com/koikoi-app/koikoi/internal/noun"
)

// Text is a message of the i18n package with its data. The values of Data
// are typed so that Render can put them in the player's language:
// ikebana.Card (a noun.Noun: the template names its form, {{.Card}} "the
// red 3", {{.Card.Name}} the label "red 3"), ikebana.Colour ("red"), Name and Payee (a seat),
// Flower and Symbol (a colour's flower and corner symbol), Combos and
// Colours (what a bouquet's score is made of), int (a number), string
// (shown as it is) or a Text (a phrase inside the sentence). Claims say what the text asserts about the board;
// Render ignores them, the tests hold them against the screen.
type Text struct {
	ID     string
	Data   map[string]any
	Claims []Claim
}

// Name is a seat named as the subject of a sentence ("You", "Computer 2").
type Name ikebana.Seat

// Payee is a seat named as the one paid ("you", "Computer 2").
type Payee ikebana.Seat

// Flower is the flower a colour's cards show ("camellia").
type Flower ikebana.Colour

// Symbol is the symbol in a colour's corner index ("ring").
type Symbol ikebana.Colour

// Combos is a bouquet's score, shown as its combinations ("run 2-5 + pair
// of 3s", or "no combination").
type Combos ikebana.Score

// Colours is a bouquet's score, shown as its colour multiplier ("2 colours
// ×2").
type Colours ikebana.Score

// Localizer is what Render needs from a translator; *i18n.Localizer
// implements it. A card goes into a sentence as a noun.Noun (see
// names.CardNoun).
type Localizer interface {
	lesson.Localizer
	NounWith(id string, data map[string]any) noun.Noun
}

// Render returns the text in l's language, its data filled in. An empty
// Text renders as "".
func (t Text) Render(l Localizer) string { return t.RenderWith(l, nil) }

// RenderWith is Render with the caller's words first: game may show a
// value its own way (a seat by the player's name at a table) and return
// ok false to leave it to Render. A Text among the data (a phrase, such
// as the move a hint compares with) is rendered the same way.
func (t Text) RenderWith(l Localizer, game func(v any) (s string, ok bool)) string {
	data := t.Data
	if len(data) > 0 {
		data = make(map[string]any, len(t.Data))
		for k, v := range t.Data {
			if c, ok := v.(ikebana.Card); ok {
				data[k] = names.CardNoun(l, c)
				continue
			}
			data[k] = v
		}
	}
	return lesson.Render(l, t.ID, data, func(v any) (string, bool) {
		if game != nil {
			if s, ok := game(v); ok {
				return s, true
			}
		}
		if p, ok := v.(Text); ok {
			return p.RenderWith(l, game), true
		}
		return renderValue(l, v)
	})
}

// renderValue shows a value of Ikebana's own types (ok false for others).
func renderValue(l Localizer, v any) (string, bool) {
	switch v := v.(type) {
	case ikebana.Colour:
		return names.Colour(l, v), true
	case Name:
		if v == 0 {
			return l.T("ikebana.name.you"), true
		}
		return l.T("ikebana.name.computer", map[string]any{"N": int(v)}), true
	case Payee:
		if v == 0 {
			return l.T("ikebana.name.you.to"), true
		}
		return l.T("ikebana.name.computer", map[string]any{"N": int(v)}), true
	case Flower:
		return l.T("ikebana.tutorial.flower." + ikebana.Colour(v).String()), true
	case Symbol:
		return l.T("ikebana.tutorial.symbol." + ikebana.Colour(v).String()), true
	case Combos:
		return names.Combos(l, ikebana.Score(v)), true
	case Colours:
		return names.Colours(l, ikebana.Score(v)), true
	}
	return "", false
}

// Feedback answers a tap or a choice. OK says whether it was the expected
// action (the runner then moved on); otherwise Text explains, in a
// sentence or two, why not, and nothing changed.
type Feedback struct {
	OK   bool
	Text Text
}

// wrong is a Feedback that explains a wrong tap.
func wrong(id string, data map[string]any, claims ...Claim) Feedback {
	return Feedback{Text: Text{ID: id, Data: data, Claims: claims}}
}
