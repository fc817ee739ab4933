// Package webnotify is the browser build's system notifications: the
// service worker the web build ships (assets/web/sw.js, copied beside the
// page by make web), the Notifications API while the page is open but
// hidden, and Web Push (the Push API's subscription, with the server's
// VAPID key as applicationServerKey) for when it is closed.
//
// Only the browser (GOOS=js) has them: on every other platform Supported
// reports false and the rest does nothing, so the app calls it
// everywhere without a build tag of its own.
//
// The service worker turns a push's payload ({"kind":"turn",...} or
// {"kind":"invite",...}, docs/online-protocol.md) into a sentence in the
// player's language: the build writes the sentences of every language
// into notify.json beside it (cmd/webnotify), which it keeps at install,
// and the page keeps the player's language in Cache Storage (Start,
// SetLanguage), where the worker reads it.
package webnotify

import "errors"

// Notice is one system notification.
type Notice struct {
	Title, Body string
	// Tag names the notification: a new one with the same tag replaces
	// it (one per table, one per invitation).
	Tag string
	// URL is the page a tap on it focuses or opens (the app at a table:
	// "?table=<id>"), relative to the app's address.
	URL string
}

// Subscription is a browser's push subscription, as push_subscribe sends
// it: the push service's endpoint, the browser's P-256 key and its auth
// secret, both base64url.
type Subscription struct {
	Endpoint, P256dh, Auth string
}

// The errors of Subscribe, each of which the app says in a sentence.
var (
	// ErrUnsupported: no Notifications API, Push API or service worker.
	ErrUnsupported = errors.New("webnotify: not supported by this browser")
	// ErrDenied: the player (or the browser) refused notifications.
	ErrDenied = errors.New("webnotify: notifications refused")
	// ErrNoPush: the browser could not subscribe to its push service
	// (none, or out of reach, as in a browser with no network).
	ErrNoPush = errors.New("webnotify: no push service")
)

// Permission values (the Notifications API's).
const (
	Granted = "granted"
	Denied  = "denied"
	Default = "default"
)
