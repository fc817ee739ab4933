package online

import (
	"context"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/webnotify"
)

// The browser build tells the player, by a system notification, when a
// turn-based table comes to their move and when a friend invites them,
// while its page is hidden (never while it shows: the screens say it),
// and asks the browser's push service to tell them while it is closed
// (ui/webnotify). Elsewhere the Notifier does nothing.

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

// NotifyView is the settings' notifications in a browser, for tests.
type NotifyView struct {
	// On turns the browser's notifications on or off; Message says how
	// they stand (on with or without a push service, refused) or the
	// error.
	On      *widget.Check
	Message *widget.Label
}

// notifySection is the settings' notifications of the browser build:
// nothing elsewhere.
func (a *App) notifySection() fyne.CanvasObject {
	if !webnotify.Supported() {
		return container.NewVBox()
	}
	v := &NotifyView{Message: note("")}
	a.View.Notify = v
	v.Message.Hide()
	v.On = widget.NewCheck(a.T("online.notify.check"), nil)
	v.On.SetChecked(webnotify.Permission() == webnotify.Granted && !a.prefs().NotifyOff)
	v.On.OnChanged = func(on bool) { a.setNotify(v, on) }
	return container.NewVBox(v.On, v.Message, note(a.T("online.notify.desc")))
}

// setNotify turns the browser's notifications on (asking the browser's
// permission, then subscribing to its push service with the server's
// key) or off (ending the subscription), and says how they stand.
func (a *App) setNotify(v *NotifyView, on bool) {
	o := a.prefs()
	o.NotifyOff = !on
	if err := a.savePrefs(o); err != nil {
		fyne.LogError("online: saving the notifications' choice", err)
	}
	say := func(id string) {
		a.post(func() {
			if id == "" {
				v.Message.Hide()
			} else {
				v.Message.SetText(a.T(id))
				v.Message.Show()
			}
			if id == "online.notify.denied" {
				v.On.SetChecked(false)
			}
			e2eChanged()
		})
	}
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), connectWait+2*askWait)
		defer cancel()
		if !on {
			say("")
			endpoint, err := webnotify.Unsubscribe()
			if err != nil {
				fyne.LogError("online: ending the push subscription", err)
			}
			if endpoint == "" {
				return
			}
			a.forgetPush()
			if s, err := a.connect(ctx); err == nil {
				err = s.PushUnsubscribe(ctx, endpoint)
				if err != nil {
					fyne.LogError("online: push_unsubscribe", err)
				}
			}
			return
		}
		if err := webnotify.RequestPermission(); err != nil {
			say("online.notify.denied")
			return
		}
		if a.prefs().Name == "" { // not online yet: the first connection subscribes (pushOnConnect)
			say("online.notify.later")
			return
		}
		s, err := a.connect(ctx)
		if err != nil {
			fyne.LogError("online: connecting to subscribe to push", err)
			say(errorID(err))
			return
		}
		say(a.subscribePush(ctx, s))
	}()
}

// subscribePush subscribes the browser to its push service with the
// server's key and gives the server the subscription. It returns the
// message id of how it stands.
func (a *App) subscribePush(ctx context.Context, s *core.Session) string {
	key, err := s.PushKey(ctx)
	switch {
	case err != nil:
		fyne.LogError("online: asking for the server's push key", err)
		return errorID(err)
	case key == "":
		return "online.notify.nokey"
	}
	sub, err := webnotify.Subscribe(key)
	if err != nil {
		fyne.LogError("online: subscribing to push", err)
		return "online.notify.nopush"
	}
	if err := a.sendPush(ctx, s, store.PushSubscription{Endpoint: sub.Endpoint, P256dh: sub.P256dh, Auth: sub.Auth}); err != nil {
		fyne.LogError("online: push_subscribe", err)
		return errorID(err)
	}
	return "online.notify.push"
}

// pushOnConnect subscribes to push on a new connection when the player
// has notifications on, the browser allows them and the server has no
// subscription of this browser yet (the player turned them on before
// going online, or the browser allowed them on its own), once a run.
func (a *App) pushOnConnect(s *core.Session) {
	o := a.prefs()
	if a.pushTried || !webnotify.Supported() || webnotify.Permission() != webnotify.Granted || o.NotifyOff || o.Push != nil || o.Name == "" {
		return
	}
	a.pushTried = true
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 2*askWait)
		defer cancel()
		a.subscribePush(ctx, s)
	}()
}

// sendPush gives the server the browser's subscription with the
// player's choices, and keeps it.
func (a *App) sendPush(ctx context.Context, s *core.Session, p store.PushSubscription) error {
	turns, invites := a.NotifyChoices()
	if err := s.PushSubscribe(ctx, p.Endpoint, p.P256dh, p.Auth, turns, invites); err != nil {
		return err
	}
	o := a.prefs()
	o.Push = &p
	return a.savePrefs(o)
}

// forgetPush forgets the subscription kept.
func (a *App) forgetPush() {
	o := a.prefs()
	o.Push = nil
	if err := a.savePrefs(o); err != nil {
		fyne.LogError("online: forgetting the push subscription", err)
	}
}
