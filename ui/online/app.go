package online

import (
	"context"
	"errors"
	"sync"
	"time"

	"fyne.io/fyne/v2"

	"github.com/koikoi-app/koikoi/i18n"
	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// Host is what the shell lends the online screens: what it lends every
// part of the app (kit.Host: its ShowSettings opens the settings, where an
// error about the server's address leads), and the clipboard, the store,
// the games' screens, the shared settings and how a started table is
// played.
type Host struct {
	kit.Host
	Clipboard fyne.Clipboard
	Store     *store.Store
	// Settings returns the shared settings (the last choice of a rated
	// game is kept there); SaveSettings writes them.
	Settings     func() *store.Settings
	SaveSettings func()
	// Games are the games' screens, by name (Koikoi, Ikebana): their
	// forms of a new table and their lines about a table's options.
	Games map[string]Game
	// Play shows a started table's game: the game's own table screen
	// playing the table's Remote match. It reports false when the app
	// cannot show that game's online table yet: the waiting room then
	// says the game has started and offers to go back.
	Play func(t *core.Table) bool
	// Word, if set, is told on the UI goroutine when the player's turns
	// or invitations change (Turns, Invitation): Home's line and badges.
	Word func()
}

// App is the online screens and the Session they share.
type App struct {
	h Host

	// dial makes connects one at a time: the screens that connect in the
	// background (My tables, the lobby, the profile) and a request share
	// one Session.
	dial    sync.Mutex
	prefsMu sync.Mutex // orders the changes of what the device keeps (updatePrefs)
	mu      sync.Mutex
	session *core.Session
	status  core.Status
	// closes counts the calls of Close (under mu): a connection made
	// while the device's identity or server changed is not kept.
	closes uint64
	// onStatus, when set, follows the connection's state on the UI
	// goroutine (the table's reconnecting banner).
	onStatus func(core.Status)
	// unwatch stops following the table a waiting screen follows.
	unwatch func()

	// Post replaces fyne.Do (tests).
	Post func(func())
	// No wait of the online screens lasts longer than these (New sets
	// them; tests may set their own before the first screen): connectWait
	// bounds connecting and saying hello, askWait a request's answer
	// (create, join, quick, leave...).
	connectWait, askWait time.Duration

	// View holds handles on the last built screens' controls, for tests.
	View Views
	// dailyBoard is the day's table last built (daily.go).
	dailyBoard *DailyBoardView
	// invites are the invitations from friends (invites.go).
	invites invitations
	// friendsPoll asks for the list while the Friends screen is open
	// (friendspoll.go; under mu).
	friendsPoll *friendsPoll
	// atLobby: the screen shown is Play online (see ListsInvites).
	atLobby bool
	// word is the player's tables as last heard (word.go).
	word word

	// Notify shows the browser's notifications (notify.go); nil is
	// ui/webnotify's. told are the invitations already told, turns the
	// tables last known to wait for the player's move.
	Notify Notifier
	told   map[string]bool
	turns  map[string]bool
	// pushTried: this run subscribed to push on connecting (push.go).
	pushTried bool
}

// New returns the online screens over the shell's host. A screen shown
// ends what the last one followed (the Friends screen's poll).
func New(h Host) *App {
	a := &App{h: h, connectWait: 15 * time.Second, askWait: 15 * time.Second}
	if show := h.Show; show != nil {
		a.h.Show = func(build func() fyne.CanvasObject) {
			a.stopFriends()
			show(build)
		}
	}
	if home := h.Home; home != nil {
		a.h.Home = func(notice string) {
			a.stopFriends()
			home(notice)
		}
	}
	if settings := h.ShowSettings; settings != nil {
		a.h.ShowSettings = func(back func()) {
			a.stopFriends()
			settings(back)
		}
	}
	return a
}

// game returns the screens of a game by name; an unknown name is
// Koi-Koi's, as gameName names it.
func (a *App) game(name string) Game {
	if g, ok := a.h.Games[name]; ok {
		return g
	}
	return a.h.Games[Koikoi]
}

// T translates a message id.
func (a *App) T(id string, data ...map[string]any) string { return a.h.L().T(id, data...) }

func (a *App) l() *i18n.Localizer { return a.h.L() }

// post runs f on the UI goroutine.
func (a *App) post(f func()) {
	if a.Post != nil {
		a.Post(f)
		return
	}
	fyne.Do(f)
}

// prefs returns what the device keeps for online play. A damaged file
// reads as what could be read: the player is not made a new identity
// over it without a word (the secret is kept as long as it was read).
func (a *App) prefs() store.Online {
	o, err := a.h.Store.LoadOnline()
	if err != nil {
		fyne.LogError("online data unreadable", err)
	}
	return o
}

// savePrefs writes what the device keeps for online play.
func (a *App) savePrefs(o store.Online) error { return a.h.Store.SaveOnline(o) }

// updatePrefs changes what the device keeps for online play: it reads it,
// lets change alter it (false: nothing to write) and writes it, one change
// at a time, so that two changes made at once (the tables held, told by
// the connection, and their count, told on the UI goroutine) both last.
func (a *App) updatePrefs(change func(o *store.Online) bool) error {
	a.prefsMu.Lock()
	defer a.prefsMu.Unlock()
	o := a.prefs()
	if !change(&o) {
		return nil
	}
	return a.savePrefs(o)
}

// connect returns the Session, connecting with the device's identity
// (made on first use) when there is none or it failed for good. It blocks:
// call it off the UI goroutine.
func (a *App) connect(ctx context.Context) (*core.Session, error) {
	a.dial.Lock()
	defer a.dial.Unlock()
	a.mu.Lock()
	s := a.session
	a.mu.Unlock()
	if s != nil {
		if st, _ := s.Status(); st == core.Connected || st == core.Reconnecting {
			return s, nil
		}
		s.Close()
	}
	// The count of closes is read before the identity: whoever changes
	// the identity or the server writes it first and closes after (link,
	// setAddress), so a connection made with the old one finds the count
	// changed and is dropped, not kept in place of the new one.
	a.mu.Lock()
	closes := a.closes
	a.mu.Unlock()
	current := func() bool {
		a.mu.Lock()
		defer a.mu.Unlock()
		return a.closes == closes
	}
	if err := a.updatePrefs(func(o *store.Online) bool {
		if o.Secret != "" {
			return false
		}
		o.Secret = core.NewSecret()
		return true
	}); err != nil {
		return nil, err
	}
	o := a.prefs()
	ctx, cancel := context.WithTimeout(ctx, a.connectWait)
	defer cancel()
	s, err := core.Connect(ctx, core.Config{
		Address: o.Address, Secret: o.Secret, Name: o.Name,
		OnStatus: func(st core.Status, _ error) { a.post(func() { a.statusChanged(st) }) },
		OnHeld: func(tables []store.OnlineTable) {
			if current() { // an old identity's tables are not this one's
				a.held(tables)
			}
		},
	})
	if err != nil {
		if errors.Is(err, context.DeadlineExceeded) {
			err = errTimeout
		}
		return nil, err
	}
	s.OnInvited(func(list []core.InviteEntry) {
		a.post(func() {
			a.noticeInvites(list, true)
			a.invited(list)
		})
	})
	known := s.Welcome().Tables // before any news: a turn already waiting is no news
	s.OnTables(func(list []protocol.TableInfo) {
		a.post(func() {
			a.noticeTables(list, known)
			a.tablesHeard(list)
		})
	})
	a.mu.Lock()
	if a.closes != closes {
		a.mu.Unlock()
		s.Close()
		return nil, errReplaced
	}
	a.session, a.status = s, core.Connected
	a.mu.Unlock()
	mine := s.MyTables()
	a.post(func() { a.tablesHeard(mine) })
	a.pushOnConnect(s)
	return s, nil
}

// statusChanged follows the connection's state on the UI goroutine.
func (a *App) statusChanged(st core.Status) {
	a.mu.Lock()
	a.status = st
	f := a.onStatus
	a.mu.Unlock()
	if st == core.Connected {
		a.wakeFriends() // the list may have changed while the connection was down
	}
	if f != nil {
		f(st)
	}
}

// Connected reports whether the connection is up (false while it
// reconnects, and before the first connection).
func (a *App) Connected() bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.session != nil && a.status == core.Connected
}

// held saves the tables the device holds a seat at, to come back to them.
func (a *App) held(tables []store.OnlineTable) {
	if err := a.updatePrefs(func(o *store.Online) bool { o.Tables = tables; return true }); err != nil {
		fyne.LogError("saving the online tables", err)
	}
}

// Close ends the Session (the app stops).
func (a *App) Close() {
	a.stopFriends()
	a.mu.Lock()
	s := a.session
	a.session = nil
	a.closes++
	a.mu.Unlock()
	if s != nil {
		s.Close()
	}
}
