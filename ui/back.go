package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/mobile"
)

// The back key: Android's back button (mobile.KeyBack) and Escape on a
// desktop or in a browser go back one screen. An open dialog or menu
// closes first. Each screen says where back goes when it is built: a screen
// with a header goes where its header's back arrow goes, a table goes
// Home (the game is saved, Continue resumes it), and Home leaves the app
// (on a phone; a desktop window stays open).

// handleKeys makes the window's keys reach the app.
func (a *App) handleKeys() {
	a.Win.Canvas().SetOnTypedKey(func(ev *fyne.KeyEvent) {
		if ev.Name == mobile.KeyBack || ev.Name == fyne.KeyEscape {
			a.Back()
		}
	})
}

// onBack sets where the back key goes from the screen being built.
func (a *App) onBack(f func()) { a.back = f }

// Back goes back one screen, as the back key does.
func (a *App) Back() {
	overlays := a.Win.Canvas().Overlays()
	if top := overlays.Top(); top != nil {
		top.Hide() // a pop-up menu takes itself off
		if overlays.Top() == top {
			overlays.Remove(top) // a dialog's overlay does not
		}
		return
	}
	if a.back != nil {
		a.back()
	}
}

// leaveApp hands the phone back to the system, as Android's back key does
// on an app's first screen. A desktop window stays open.
func (a *App) leaveApp() {
	if a.leave != nil {
		a.leave()
		return
	}
	if d, ok := a.Fyne.Driver().(mobile.Driver); ok {
		d.GoBack()
	}
}
