//go:build !e2e

package ui

// The end-to-end test hooks (see e2e_on.go) compile to nothing in a normal
// build.

// e2eOfferTutorial reports whether the first-launch tutorial offer may be
// shown: always, outside the e2e build.
func e2eOfferTutorial() bool { return true }

// e2eRefresh reports the screen after a change: nothing here.
func e2eRefresh(*App) {}
