//go:build js

package webnotify

import (
	"encoding/base64"
	"errors"
	"net/url"
	"strings"
	"syscall/js"
	"time"
)

// workerURL is the service worker's script, beside the page (make web
// copies assets/web/sw.js there); langURL is where the page keeps the
// player's language for it, in the Cache Storage named cacheName.
const (
	workerURL = "sw.js"
	langURL   = "notify-lang"
	cacheName = "koikoi-notify"
)

// Waits: how long the browser may take to hand over its worker's
// registration and to subscribe (a push service out of reach may never
// answer).
const (
	readyWait     = 20 * time.Second
	subscribeWait = 30 * time.Second
)

var errTimeout = errors.New("webnotify: no answer")

// Supported reports whether the page has the Notifications API and
// service workers (the Push API is asked for when subscribing).
func Supported() bool {
	g := js.Global()
	return g.Get("Notification").Truthy() && g.Get("navigator").Get("serviceWorker").Truthy()
}

// Start registers the service worker and keeps the player's language
// for it; it asks nothing of the player.
func Start(lang string) {
	if !Supported() {
		return
	}
	p := js.Global().Get("navigator").Get("serviceWorker").Call("register", workerURL)
	go func() {
		if _, err := await(p, readyWait); err != nil {
			js.Global().Get("console").Call("warn", "webnotify: the service worker did not register:", err.Error())
		}
	}()
	SetLanguage(lang)
}

// SetLanguage keeps the player's language (a code: "fr") where the
// service worker reads it.
func SetLanguage(lang string) {
	caches := js.Global().Get("caches")
	if !caches.Truthy() {
		return
	}
	go func() {
		c, err := await(caches.Call("open", cacheName), readyWait)
		if err != nil {
			return
		}
		resp := js.Global().Get("Response").New(lang)
		_, _ = await(c.Call("put", langURL, resp), readyWait)
	}()
}

// Hidden reports whether the page is out of sight (another tab, the
// browser minimised, the phone's screen off).
func Hidden() bool {
	return js.Global().Get("document").Get("visibilityState").String() == "hidden"
}

// Permission is the Notifications API's permission: Granted, Denied or
// Default (not asked yet); "" without the API.
func Permission() string {
	n := js.Global().Get("Notification")
	if !n.Truthy() {
		return ""
	}
	return n.Get("permission").String()
}

// RequestPermission asks the player to allow notifications (call it
// right after the player's tap: browsers ask only then). It returns nil
// once they are allowed, ErrDenied when refused. It blocks: call it off
// the UI goroutine.
func RequestPermission() error {
	if !Supported() {
		return ErrUnsupported
	}
	if Permission() == Granted {
		return nil
	}
	v, err := await(js.Global().Get("Notification").Call("requestPermission"), time.Hour)
	if err != nil || v.String() != Granted {
		return ErrDenied
	}
	return nil
}

// Show shows n through the service worker's registration (the
// Notifications API as a phone's browser allows it), or as a page's
// notification without one; nothing without the permission.
func Show(n Notice) {
	if !Supported() || Permission() != Granted {
		return
	}
	opts := js.Global().Get("Object").New()
	opts.Set("body", n.Body)
	opts.Set("icon", "icon.png")
	if n.Tag != "" {
		opts.Set("tag", n.Tag)
		opts.Set("renotify", true)
	}
	data := js.Global().Get("Object").New()
	data.Set("url", n.URL)
	opts.Set("data", data)
	go func() {
		reg, err := registration()
		if err == nil {
			_, err = await(reg.Call("showNotification", n.Title, opts), readyWait)
		}
		if err != nil {
			js.Global().Get("Notification").New(n.Title, opts)
		}
	}()
}

// Subscribe subscribes the browser to its push service with the
// server's VAPID public key (base64url), once notifications are allowed
// (RequestPermission). ErrNoPush: the browser could not subscribe (no
// push service, or out of reach); ErrUnsupported: no Push API. It
// blocks: call it off the UI goroutine.
func Subscribe(key string) (Subscription, error) {
	if !Supported() {
		return Subscription{}, ErrUnsupported
	}
	raw, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(key, "="))
	if err != nil {
		return Subscription{}, err
	}
	reg, err := registration()
	if err != nil {
		return Subscription{}, ErrUnsupported
	}
	pm := reg.Get("pushManager")
	if !pm.Truthy() {
		return Subscription{}, ErrUnsupported
	}
	k := js.Global().Get("Uint8Array").New(len(raw))
	js.CopyBytesToJS(k, raw)
	opts := js.Global().Get("Object").New()
	opts.Set("userVisibleOnly", true)
	opts.Set("applicationServerKey", k)
	sub, err := await(pm.Call("subscribe", opts), subscribeWait)
	if err != nil {
		return Subscription{}, ErrNoPush
	}
	j := sub.Call("toJSON")
	keys := j.Get("keys")
	s := Subscription{Endpoint: j.Get("endpoint").String()}
	if keys.Truthy() {
		s.P256dh, s.Auth = keys.Get("p256dh").String(), keys.Get("auth").String()
	}
	return s, nil
}

// Unsubscribe ends the browser's push subscription, if any, and returns
// its endpoint (for push_unsubscribe). It blocks: call it off the UI
// goroutine.
func Unsubscribe() (endpoint string, err error) {
	if !Supported() {
		return "", nil
	}
	reg, err := registration()
	if err != nil || !reg.Get("pushManager").Truthy() {
		return "", nil
	}
	sub, err := await(reg.Get("pushManager").Call("getSubscription"), readyWait)
	if err != nil || sub.IsNull() || sub.IsUndefined() {
		return "", err
	}
	endpoint = sub.Get("endpoint").String()
	_, err = await(sub.Call("unsubscribe"), readyWait)
	return endpoint, err
}

// StartTable is the table a tap on a notification opened the page at
// (its address's "table" parameter), "" when none.
func StartTable() string {
	q, err := url.ParseQuery(strings.TrimPrefix(js.Global().Get("location").Get("search").String(), "?"))
	if err != nil {
		return ""
	}
	return q.Get("table")
}

// OnOpen has f called with a table's ID when the player taps a
// notification about it while the page is open (the service worker
// focuses the page and tells it).
func OnOpen(f func(table string)) {
	if !Supported() {
		return
	}
	js.Global().Get("navigator").Get("serviceWorker").Call("addEventListener", "message", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) == 0 {
			return nil
		}
		d := args[0].Get("data")
		if d.Type() == js.TypeObject && d.Get("kind").String() == "open" && d.Get("table").Type() == js.TypeString {
			id := d.Get("table").String()
			go f(id)
		}
		return nil
	}))
}

// registration waits for the service worker's registration.
func registration() (js.Value, error) {
	return await(js.Global().Get("navigator").Get("serviceWorker").Get("ready"), readyWait)
}

// await waits for a promise: its value, or its rejection as an error,
// or errTimeout after wait. Never on the goroutine of a JavaScript
// callback (it would wait for itself).
func await(p js.Value, wait time.Duration) (js.Value, error) {
	type result struct {
		v   js.Value
		err error
	}
	ch := make(chan result, 1)
	var then, catch js.Func
	then = js.FuncOf(func(_ js.Value, args []js.Value) any {
		v := js.Undefined()
		if len(args) > 0 {
			v = args[0]
		}
		ch <- result{v: v}
		return nil
	})
	catch = js.FuncOf(func(_ js.Value, args []js.Value) any {
		msg := "rejected"
		if len(args) > 0 {
			msg = args[0].Call("toString").String()
		}
		ch <- result{err: errors.New(msg)}
		return nil
	})
	p.Call("then", then, catch)
	t := time.NewTimer(wait)
	defer t.Stop()
	select {
	case r := <-ch:
		then.Release()
		catch.Release()
		return r.v, r.err
	case <-t.C:
		return js.Undefined(), errTimeout // the functions stay: the promise may settle later
	}
}
