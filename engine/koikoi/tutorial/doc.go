// Package tutorial is the engine side of the interactive tutorial: six short
// lessons that teach Koi-Koi by doing, on the real engine, with stacked
// decks so that every step happens exactly as its text says.
//
// Lessons returns the lessons for a set of rules (texts, points and staged
// positions depend on the preset). A Runner plays one lesson: Step says what
// to show (a text id with its data, an koikoi.Observation for seat 0 or a
// row of cards, the cards to highlight, the action expected), and TapCard,
// Choose, Next and Back drive it. A wrong tap returns a Feedback with a
// short explanation and never changes the position. Progress records which
// lessons are finished and where each one stopped; it is plain JSON for the
// app to store, the same type as Ikebana's (package internal/lesson), and
// the Runner stages, saves, replies and goes back through the same shared
// runner (lesson.Runner) as Ikebana's.
//
// Match puts a Runner behind the match interface (engine/match), as the
// lesson's board sees it: the staged game from seat 0, Submit for the
// player's moves (a wrong one refused with a *Wrong that carries the
// lesson's explanation), and the events of the moves made, from the
// engine's ApplyEvents, so that the board animates them as the table does.
//
// The package never renders text itself: Text holds a message id of the i18n
// package (tutorial.*) and typed data, and Text.Render fills it with any
// Localizer, such as *i18n.Localizer. It imports the engine, the ai
// package, the match interface and what both tutorials share
// (internal/lesson) only (the computer's replies are the easy level with a
// fixed seed), never Fyne or the ui package.
package tutorial
