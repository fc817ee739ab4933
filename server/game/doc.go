// Package game holds everything game-specific of the server: one adapter
// per game (Koi-Koi, Ikebana) behind the Rules and Table interfaces. The
// rest of the server is game-neutral: it stores a table's text form, asks
// the adapter to apply a seat's move and passes on the Steps it returns.
//
// A Step is one event: what every seat may see (Public) and what each seat
// sees of the table after it (Views, built from the engine's Observation of
// that seat only, so nothing hidden ever reaches a seat). Until the engines
// describe their own events, the steps are derived from the moves: the
// move and who made it, the deal with its fair-deal fingerprint, the end
// of a round with its seed, and the end of the game.
package game
