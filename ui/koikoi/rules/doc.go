// Package rules is Koi-Koi's rules page and reference sheets' content, in
// the player's language, under the chosen rules: the whole game then how
// the presets differ (Page), the yaku sheet and the card sheet the table's
// ⓘ opens (YakuSheet, CardSheet), the yaku a card belongs to (YakuOfCard)
// and the options set away from a preset (ChangedOptions). Its numbers
// come from the engine (facts.go): the texts take them as placeholders,
// so a rule changed in the engine, or another preset, shows on the page in
// every language.
//
// The game's screens (ui/koikoi) show the page and the sheets and draw
// their cards (Cards, with the table's card widget, a tap showing a card's
// details); they import this package, which imports neither them, nor the
// tutorial, nor the other game.
package rules
