package ui

import (
	"fyne.io/fyne/v2"

	"github.com/koikoi-app/koikoi/ui/webnotify"
)

// startNotifications starts the browser build's notifications (nothing
// elsewhere): the service worker, which tells the player of their turns
// and invitations while the page is closed, learns the player's
// language, and a tap on a notification about a table opens it (the
// page opened at it, unless the app is already going back to that table).
func (a *App) startNotifications() {
	webnotify.Start(a.L.Code())
	if id := webnotify.StartTable(); id != "" && a.Online.HeldTable() != id {
		a.Online.OpenTable(id)
	}
	webnotify.OnOpen(func(table string) {
		fyne.Do(func() { a.Online.OpenTable(table) })
	})
}
