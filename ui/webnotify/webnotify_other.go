//go:build !js

package webnotify

// Supported reports false: system notifications are the browser build's.
func Supported() bool { return false }

// Start does nothing outside a browser.
func Start(lang string) {}

// SetLanguage does nothing outside a browser.
func SetLanguage(lang string) {}

// Hidden reports false outside a browser: the app's own screens tell.
func Hidden() bool { return false }

// Permission is "" outside a browser.
func Permission() string { return "" }

// Show does nothing outside a browser.
func Show(n Notice) {}

// Subscribe returns ErrUnsupported outside a browser.
func Subscribe(key string) (Subscription, error) { return Subscription{}, ErrUnsupported }

// Unsubscribe does nothing outside a browser.
func Unsubscribe() (endpoint string, err error) { return "", nil }

// RequestPermission returns ErrUnsupported outside a browser.
func RequestPermission() error { return ErrUnsupported }

// StartTable is "" outside a browser.
func StartTable() string { return "" }

// OnOpen does nothing outside a browser: no notification opens the app.
func OnOpen(f func(table string)) {}
