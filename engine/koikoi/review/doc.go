// Package review replays a recorded Koi-Koi game and reviews one seat's
// decisions, as docs/review.md defines it.
//
//   - Load reads a game's record (the engine's text form) and lays it out
//     state by state; a Cursor walks it forward and back, to a round or to
//     any state, and gives a seat's Observation or the whole state.
//   - Review grades every decision of a seat against the hard level's
//     search, seeing only what the seat saw, and splits the seat's result
//     into skill (points lost by its decisions) and luck (what the cards
//     did). It reports progress and stops when its context is cancelled.
package review
