package online

import (
	"context"
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/webnotify"
)

// The browser's push subscription, so that the player is told while the
// app is closed: Settings' notifications check asks the browser's
// permission and subscribes to its push service with the server's key
// (or ends the subscription); the first connection subscribes when the
// player turned them on before going online; the subscription is given
// to the server with the player's choices of what to be told of
// (NotifyChoices), kept in the online settings, and given again when a
// choice changes. What shows while the app is open is notify.go's.

// PushSubscription is a browser's push subscription as the Push API gives
// it: the push service's endpoint, the browser's P-256 public key and its
// auth secret (base64url). The app keeps the one it gave the server in
// its online settings (store.Online.Push), to send it again with new
// choices.
type PushSubscription = store.PushSubscription

// errNoPush: the app holds no subscription.
var errNoPush = errors.New("online: no push subscription")

// Subscribe sends the browser's push subscription to the server with the
// player's choices (NotifyChoices), connecting if need be, and keeps it:
// when a choice changes in Settings, the app sends it again with the new
// choices (the server replaces those of the same endpoint). It blocks:
// call it off the UI goroutine.
func (a *App) Subscribe(ctx context.Context, sub PushSubscription) error {
	s, err := a.connect(ctx)
	if err != nil {
		return err
	}
	return a.sendPush(ctx, s, sub)
}

// Subscribed reports whether the app holds a browser's subscription.
func (a *App) Subscribed() bool { return a.prefs().Push != nil }

// resubscribe sends the subscription held again with the player's
// current choices, in the background (a choice changed); done, when set,
// is told the outcome (errNoPush when none is held, or the browser's
// notifications are off).
func (a *App) resubscribe(done func(error)) {
	o := a.prefs()
	sub := o.Push
	if sub == nil || o.NotifyOff {
		if done != nil {
			done(errNoPush)
		}
		return
	}
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), a.connectWait+a.askWait)
		defer cancel()
		err := a.Subscribe(ctx, *sub)
		if err != nil {
			fyne.LogError("online: sending the new choices with the push subscription", err)
		}
		if done != nil {
			done(err)
		}
	}()
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
		ctx, cancel := context.WithTimeout(context.Background(), a.connectWait+2*a.askWait)
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
		ctx, cancel := context.WithTimeout(context.Background(), 2*a.askWait)
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
