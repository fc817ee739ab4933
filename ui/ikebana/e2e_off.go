//go:build !e2e

package ikebana

import "github.com/koikoi-app/koikoi/engine/ikebana"

// The end-to-end test hooks (see e2e_on.go) compile to nothing in a normal
// build.

// e2eSeed returns the game seed to use instead of seed: seed itself.
func e2eSeed(seed uint64) uint64 { return seed }

// e2eRefresh reports the screen after a change: nothing here.
func e2eRefresh(*App) {}

// e2eMove reports a move the match applied: nothing here.
func e2eMove(ikebana.Seat, ikebana.Move) {}
