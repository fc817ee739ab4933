// Command screenshots renders the app's key screens at phone sizes to PNG
// files with Fyne's test driver (a software renderer, no display needed):
//
//	go run ./cmd/screenshots -out docs/screenshots
//
// The games shown are played from fixed seeds, so the pictures only change
// when the app does.
package main
