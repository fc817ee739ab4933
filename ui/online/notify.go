package online

import (
	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/ui/webnotify"
)

// The browser build tells the player, by a system notification, when a
// turn-based table comes to their move and when a friend invites them,
// while its page is hidden (never while it shows: the screens say it);
// the browser's push service tells them while it is closed (push.go).
// Elsewhere the Notifier does nothing.

// Notifier shows the system's notifications: ui/webnotify in the app,
// a test's own in tests.
type Notifier interface {
	// Hidden reports whether the app is out of the player's sight.
	Hidden() bool
	// Permission is webnotify.Granted when notifications may show.
	Permission() string
	// Show shows a notification.
	Show(webnotify.Notice)
}

// browser is the Notifier of the app: ui/webnotify.
type browser struct{}

func (browser) Hidden() bool            { return webnotify.Hidden() }
func (browser) Permission() string      { return webnotify.Permission() }
func (browser) Show(n webnotify.Notice) { webnotify.Show(n) }

// notifier returns the app's Notifier.
func (a *App) notifier() Notifier {
	if a.Notify != nil {
		return a.Notify
	}
	return browser{}
}

// notifying reports whether a notification may show now: the app is
// hidden, the browser allows them and the player did not turn them off.
func (a *App) notifying() bool {
	n := a.notifier()
	return n.Hidden() && n.Permission() == webnotify.Granted && !a.prefs().NotifyOff
}

// NotifyChoices returns what the player wants to be told of (Settings'
// "Tell me when"): their turn at a turn-based table, a friend's
// invitation. The browser build sends them with its subscription.
func (a *App) NotifyChoices() (turns, invites bool) {
	if a.h.Settings == nil {
		return true, true
	}
	s := a.h.Settings()
	return s.NotifyTurns, s.NotifyInvites
}

// noticeTurn tells the player that a turn-based table of game waits for
// their move (on the UI goroutine).
func (a *App) noticeTurn(game, table string) {
	if turns, _ := a.NotifyChoices(); turns && a.notifying() {
		a.notifier().Show(webnotify.TurnNotice(a.l(), game, table))
	}
}

// noticeInvites tells the player of the invitations of list not told
// yet (on the UI goroutine); with show false they only count as told
// (the list the Play online screen asked for).
func (a *App) noticeInvites(list []core.InviteEntry, show bool) {
	if a.told == nil {
		a.told = map[string]bool{}
	}
	_, invites := a.NotifyChoices()
	for _, e := range list {
		if a.told[e.ID] {
			continue
		}
		a.told[e.ID] = true
		if show && invites && a.notifying() {
			a.notifier().Show(webnotify.InviteNotice(a.l(), e.From, e.Game, e.Table))
		}
	}
}

// noticeTables takes the player's tables as the server tells them after a
// change (on the UI goroutine): each turn-based table that has just come
// to the player's move is told, but for the table on show, whose bar
// tells its own. known are the tables as they were before the first
// news (the welcome's).
func (a *App) noticeTables(list, known []protocol.TableInfo) {
	if a.turns == nil {
		a.turns = map[string]bool{}
		for _, in := range known {
			a.turns[in.ID] = in.Turn
		}
	}
	shown := ""
	if b := a.View.Bar; b != nil && b.stop != nil {
		shown = b.t.ID()
	}
	now := map[string]bool{}
	for _, in := range list {
		now[in.ID] = in.Turn
		if in.Turn && !a.turns[in.ID] && in.Days > 0 && in.ID != shown {
			a.noticeTurn(in.Game, in.ID)
		}
	}
	a.turns = now
}

// OpenTable shows one of the player's tables where it is (a tap on a
// notification about it): its waiting room or its game. Nothing happens
// when it shows already.
func (a *App) OpenTable(id string) {
	if b := a.View.Bar; b != nil && b.stop != nil && b.t.ID() == id {
		return
	}
	a.resumeTable(id, func() { a.h.Home("") })
}
