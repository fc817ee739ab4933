// Package lesson holds what both games' tutorials (koikoi/tutorial,
// ikebana/tutorial) do alike and that knows no game: the player's Progress
// through the lessons, kept as the same plain JSON by both; the Runner
// that plays a lesson's Steps (it stages each step's position, saves the
// way Back over a Cursor, lets the computer reply, goes on, and keeps the
// guided round's hint), which each game's runner holds in an unexported
// field while saying itself what a tap or a choice means; what an action
// made in the staged game (Played, Apply: the moves and their events); and
// the rendering of a text's typed data into the player's language
// (Render) for the values every game uses, numbers and plain strings.
// Each tutorial keeps its own lessons, its runner's public methods, its
// texts' data types and its claims.
package lesson
