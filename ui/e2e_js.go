//go:build e2e && js

package ui

import (
	"syscall/js"

	"fyne.io/fyne/v2"
)

// In the browser, the test may ask for the screen's layout again
// (window.koikoiE2ELayout()): after it scrolled, the places have moved and
// the app has nothing else to say.
func init() {
	e2eExpose = func(a *App) {
		js.Global().Set("koikoiE2ELayout", js.FuncOf(func(js.Value, []js.Value) any {
			fyne.Do(func() { e2eLayout(a) })
			return nil
		}))
	}
}
