//go:build !e2e

package online

// The browser test's hooks (e2e_on.go) compile to nothing in a normal
// build.

// e2eChanged describes the screen again after a change in place: nothing
// here.
func e2eChanged() {}
