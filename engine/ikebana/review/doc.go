// Package review replays a recorded Ikebana game and reviews one seat's
// decisions, as docs/review.md defines it.
//
//   - Load reads a game's record (the engine's text form) and lays it out
//     state by state; a Cursor walks it forward and back, to a round or to
//     any state, and gives a seat's Observation or the whole state.
//   - Review grades every decision of a seat (draw or buy, keep or refuse)
//     against the hard level's search, seeing only what the seat saw, and
//     splits the seat's result (its share of the win) into skill and luck.
//     It reports progress and stops when its context is cancelled.
//
// The review's unit is the win share in percentage points: 100 for a win,
// 100/k for a win shared by k, 0 for a loss.
package review
