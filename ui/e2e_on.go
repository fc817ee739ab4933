//go:build e2e

package ui

// Hooks for the browser end-to-end test (e2e/web.test.mjs), compiled only
// with the e2e build tag (make e2e). They print one console line per event,
// "KOIKOI-E2E " followed by a JSON object with an "ev" field:
//
//	ready   the first screen is laid out; ms is the time since start-up
//	layout  the current screen: its name ("home", an online screen's
//	        "online.*", or "other" for a screen a game's hooks describe),
//	        the canvas scale and the screen's buttons (and what an online
//	        screen says: ui/online's E2ELayout)
//
// The games' screens are described by their own hooks (ui/koikoi's and
// ui/ikebana's e2e_on.go). The shell also skips the first-launch tutorial
// offer, so that a test run always starts at Home.

import (
	"time"

	"github.com/koikoi-app/koikoi/ui/kit"
	onui "github.com/koikoi-app/koikoi/ui/online"
)

var (
	e2eStart   = time.Now()
	e2eSettler kit.E2ESettler
	e2eReady   bool
)

// e2eOfferTutorial reports false: the test starts at the home screen.
func e2eOfferTutorial() bool { return false }

// e2eExpose lets the browser test ask for the layout again (e2e_js.go).
var e2eExpose = func(*App) {}

// e2eRefresh prints the layout of a's screen once it has settled.
func e2eRefresh(a *App) {
	onui.E2EChanged = func() { e2eRefresh(a) } // the online screens' changes in place
	e2eExpose(a)
	e2eSettler.Settle(func() { e2eLayout(a) })
}

// e2eLayout prints the layout event of a's current screen (and, the first
// time, the ready event).
func e2eLayout(a *App) {
	buttons := map[string]kit.E2ERect{}
	screen := "other"
	for k, b := range a.homeButtons {
		if r, ok := kit.E2ERectOf(b); ok {
			buttons["home."+k] = r
			screen = "home"
		}
	}
	var fields []any
	if screen == "other" && a.Online != nil {
		if s, b, f := a.Online.E2ELayout(); s != "" {
			screen, buttons, fields = s, b, f
		}
	}
	if !e2eReady {
		e2eReady = true
		kit.E2EEvent("ready", "ms", time.Since(e2eStart).Milliseconds())
	}
	kit.E2EEvent("layout", append([]any{"scale", a.Win.Canvas().Scale(), "size", a.Win.Canvas().Size(),
		"screen", screen, "buttons", buttons}, fields...)...)
}
