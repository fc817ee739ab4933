// Package rules is Ikebana's rules page: the goal, the cards, a turn, the
// end of a round, the combinations, colours and jokers, the Bouquet final
// and the end of the game, in the player's language (Page), with cards
// drawn as on the table (Cards, given by the game's screens). Its numbers
// come from the engine (facts.go): the texts take them as placeholders, so
// a rule changed in the engine shows on the page in every language.
//
// The game's screens (ui/ikebana) show the page and import this package;
// it imports neither them, nor the tutorial, nor the other game.
package rules
