// Package uitest holds what the UI packages' tests share: a Fyne test app
// whose widget cache keeps the widgets a test draws.
package uitest
