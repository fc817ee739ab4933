// Package lesson holds what both games' tutorials (koikoi/tutorial,
// ikebana/tutorial) do alike and that knows no game: the player's Progress
// through the lessons, kept as the same plain JSON by both; a runner's
// Cursor (the current step and the way Back, over the game's saved
// positions); what an action made in the staged game (Played, Apply: the
// moves and their events); and the rendering of a text's typed data into the player's
// language (Render) for the values every game uses, numbers and plain
// strings. Each tutorial keeps its own lessons, runner, texts' data types
// and claims.
package lesson
