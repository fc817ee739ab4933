package online

import (
	"context"
	"errors"
	"sync"

	"fyne.io/fyne/v2"
)

// PushSubscription is a browser's push subscription as the Push API gives
// it: the push service's endpoint, the browser's P-256 public key and its
// auth secret (base64url).
type PushSubscription struct {
	Endpoint, P256dh, Auth string
}

// pushState is the browser's subscription the app sent, to send it again
// with new choices.
type pushState struct {
	mu  sync.Mutex
	sub *PushSubscription
}

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
	turns, invites := a.NotifyChoices()
	if err := s.PushSubscribe(ctx, sub.Endpoint, sub.P256dh, sub.Auth, turns, invites); err != nil {
		return err
	}
	a.push.mu.Lock()
	a.push.sub = &sub
	a.push.mu.Unlock()
	return nil
}

// Unsubscribe tells the server to forget the browser's subscription, and
// forgets it. It blocks.
func (a *App) Unsubscribe(ctx context.Context) error {
	a.push.mu.Lock()
	sub := a.push.sub
	a.push.sub = nil
	a.push.mu.Unlock()
	if sub == nil {
		return nil
	}
	s, err := a.connect(ctx)
	if err != nil {
		return err
	}
	return s.PushUnsubscribe(ctx, sub.Endpoint)
}

// Subscribed reports whether the app holds a browser's subscription.
func (a *App) Subscribed() bool {
	a.push.mu.Lock()
	defer a.push.mu.Unlock()
	return a.push.sub != nil
}

// resubscribe sends the subscription held again with the player's
// current choices, in the background (a choice changed); done, when set,
// is told the outcome (errNoPush when none is held).
func (a *App) resubscribe(done func(error)) {
	a.push.mu.Lock()
	sub := a.push.sub
	a.push.mu.Unlock()
	if sub == nil {
		if done != nil {
			done(errNoPush)
		}
		return
	}
	turns, invites := a.NotifyChoices()
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), connectWait+askWait)
		defer cancel()
		s, err := a.connect(ctx)
		if err == nil {
			err = s.PushSubscribe(ctx, sub.Endpoint, sub.P256dh, sub.Auth, turns, invites)
		}
		if err != nil {
			fyne.LogError("online: sending the new choices with the push subscription", err)
		}
		if done != nil {
			done(err)
		}
	}()
}
