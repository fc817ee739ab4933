package kit

import (
	"fmt"
	"runtime/debug"
	"sync/atomic"

	"fyne.io/fyne/v2"
)

// A table applies a match's events to its screens in callbacks: a pull
// after each change, the animated steps' frames. A panic there must not
// take the app down: Guard reports it (logged with its stack, counted)
// and lets the table put itself back as the match stands.

// panics counts the panics Guard recovered.
var panics atomic.Int64

// Panics returns how many panics Guard recovered since the program
// started: tests that drive the tables fail on any.
func Panics() int64 { return panics.Load() }

// Guard runs f, where a table applies a match's events (what says where,
// for the log). A panic in f is not fatal: it is logged with its stack
// (fyne.LogError), counted (Panics), and restore, when not nil, runs to
// show the match as it stands (guarded in turn, without a second
// restore).
func Guard(what string, f func(), restore func()) {
	defer func() {
		r := recover()
		if r == nil {
			return
		}
		panics.Add(1)
		fyne.LogError(what, fmt.Errorf("recovered panic: %v\n%s", r, debug.Stack()))
		if restore != nil {
			Guard(what+" (restoring the table)", restore, nil)
		}
	}()
	f()
}
