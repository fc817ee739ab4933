package online

import (
	"context"
	"errors"

	"fyne.io/fyne/v2"

	"github.com/koikoi-app/koikoi/store"
)

// PushSubscription is a browser's push subscription as the Push API gives
// it: the push service's endpoint, the browser's P-256 public key and its
// auth secret (base64url). The app keeps the one it gave the server in
// its online settings (store.Online.Push), to send it again with new
// choices.
type PushSubscription = store.PushSubscription

// errNoPush: the app holds no subscription.
var errNoPush = errors.New("online: no push subscription")

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

// Unsubscribe tells the server to forget the browser's subscription, and
// forgets it. It blocks.
func (a *App) Unsubscribe(ctx context.Context) error {
	sub := a.prefs().Push
	if sub == nil {
		return nil
	}
	a.forgetPush()
	s, err := a.connect(ctx)
	if err != nil {
		return err
	}
	return s.PushUnsubscribe(ctx, sub.Endpoint)
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
		ctx, cancel := context.WithTimeout(context.Background(), connectWait+askWait)
		defer cancel()
		s, err := a.connect(ctx)
		if err == nil {
			err = a.sendPush(ctx, s, *sub)
		}
		if err != nil {
			fyne.LogError("online: sending the new choices with the push subscription", err)
		}
		if done != nil {
			done(err)
		}
	}()
}
