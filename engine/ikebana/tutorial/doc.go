// Package tutorial is the engine side of Ikebana's interactive tutorial:
// four short lessons that teach the game by doing, on the real engine, with
// stacked decks so that every step happens exactly as its text says.
//
// Lessons returns the lessons: the cards; a turn (draw, refuse and what each
// refusal costs, buy); combinations and colours, with the jokers; and a
// guided round against two easy computer florists with hints. A Runner plays
// one lesson: Step says what to show (a text id with its data, seat 0's
// ikebana.Observation of the staged game or rows of cards, the cards to
// point at, the action expected), and TapCard, Choose, Next and Back drive
// it. A wrong tap or choice returns a Feedback with a short, true
// explanation and never changes the position. Progress records which lessons
// are finished and where each one stopped; it is plain JSON for the app to
// store, the same type as Koi-Koi's (package internal/lesson), and the
// Runner stages, saves, replies and goes back through the same shared
// runner (lesson.Runner) as Koi-Koi's.
//
// Match puts a Runner behind the match interface (engine/match), as the
// lesson's board sees it: the staged game from seat 0, Submit for the
// player's decisions (a wrong one refused with a *Wrong that carries the
// lesson's explanation), and the events of the moves made, from the
// engine's ApplyEvents, so that the board animates them as the table does.
//
// The package never renders text itself: Text holds a message id of the i18n
// package (ikebana.tutorial.*, ikebana.hint.*) and typed data, and
// Text.Render fills it in with any Localizer, such as *i18n.Localizer.
// Claims tie every card, price and sum a text names to the board it is shown
// on, and the tests hold them there. It imports package ikebana, package
// ikebana/ai, the match interface and what both tutorials share
// (internal/lesson) only (the
// computers' replies are scripted, then the easy level, which plays the same
// move on the same board; the guided round's hints are advice.Advise with a
// fixed seed). HintTexts says an advice.Advice reason by reason: the guided
// round shows its main reason, the table's assist every one.
package tutorial
