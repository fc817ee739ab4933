package ui

// The app saves the game under way when it leaves the foreground (a phone
// call, the home button, another app) and when it stops: the games
// save after every move, but the system may end a background app without
// warning, in the middle of the computer's turn.

// watchLifecycle hooks the saves into the app's lifecycle.
func (a *App) watchLifecycle() {
	lc := a.Fyne.Lifecycle()
	lc.SetOnExitedForeground(a.saveGame)
	lc.SetOnEnteredForeground(func() {
		// Back from elsewhere: Home hears of the turns afresh (a phone may
		// have cut the connection meanwhile); on any other screen the
		// connection is the screen's, and only made again if it is gone.
		if a.atHome {
			a.Online.Refresh()
		} else {
			a.Online.Watch()
		}
	})
	lc.SetOnStopped(func() {
		a.saveGame()
		a.Online.Close() // the server holds an online seat, and the app comes back to it
	})
}

// saveGame saves the game under way, if any.
func (a *App) saveGame() {
	if a.Koikoi != nil {
		a.Koikoi.Save()
	}
	if a.Ikebana != nil {
		a.Ikebana.Save()
	}
}
