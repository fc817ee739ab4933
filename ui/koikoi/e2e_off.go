//go:build !e2e

package koikoi

import (
	"time"

	"github.com/koikoi-app/koikoi/engine/koikoi"
)

// The end-to-end test hooks (see e2e_on.go) compile to nothing in a normal
// build.

// e2eSeed returns the deal seed to use instead of seed: seed itself.
func e2eSeed(seed uint64) uint64 { return seed }

// e2eRefresh reports the screen after a change: nothing here.
func e2eRefresh(*App) {}

// e2eMove reports a move the match told: nothing here.
func e2eMove(koikoi.Seat, koikoi.Move) {}

// e2eFrames reports an animated step's frame count: nothing here.
func e2eFrames(int, time.Duration, int) {}
