// Package game holds everything game-specific of the server: one adapter
// per game (Koi-Koi, Ikebana) behind the Rules and Table interfaces. The
// rest of the server is game-neutral: it stores a table's text form, asks
// the adapter to apply a seat's move and passes on the Steps it returns.
//
// An EventRecord is one of the engine's events (docs/events.md) in its JSON form:
// what every seat may see (Public), what a seat sees otherwise (Seats: the
// engine's Event.For, a Koi-Koi hand) and, on the last event of a move or
// a deal, what each seat sees of the table after it (Views, built from the
// engine's Observation of that seat only, so nothing hidden ever reaches a
// seat). The server adds the seed to Ikebana's round-end (Koi-Koi's
// carries it already, with the fingerprint in its deal) and ends a game
// with its own game_end: each seat's score and outcome.
package game
