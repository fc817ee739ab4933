// Package advice is the hint a Koi-Koi player may ask for: the move the
// strongest computer level (hard) would play, with reasons that are claims
// about the position, never free text.
//
// Advise returns an Advice: the move, the hard level's Analysis behind it,
// and a list of Reasons. A Reason is a Kind and the cards, months, yaku and
// numbers it names; the app words it in the player's language. Every
// reason is checkable: Check verifies each against the observation, and a
// test runs the advisor over thousands of random positions of every preset
// and fails on any claim the position contradicts.
//
// When the advised move passes over a capturable bright, or a card of a
// higher rank than it takes, the reasons say so (PassesOver) and why: the
// move makes or blocks a yaku, the passed card can only be taken later by
// the player (MonthHeld), or the search rated the move higher (Rated).
//
// At the Koi-Koi/Shobu choice Advice.Decision holds the numbers the dialog
// shows: what Shobu scores now, the mean points of a Koi-Koi, and the
// calibrated chance of scoring again before the other player (see
// ai.Forecast and docs/advisor.md). Its reasons put first what the game's
// score decides, name the 7-point doubling and the other player's threats,
// and say which move the points favour and, when the hint differs, that it
// follows the search and why.
package advice
