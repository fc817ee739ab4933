//go:build e2e && js

package kit

import (
	"net/url"
	"strings"
	"syscall/js"
)

// E2EParam returns a setting of the browser test: in the browser, the
// query parameter name of the page's address (the test loads
// /?server=ws://...); empty when it is not there or the query is
// unreadable.
func E2EParam(name string) string {
	search := js.Global().Get("location").Get("search").String()
	q, err := url.ParseQuery(strings.TrimPrefix(search, "?"))
	if err != nil {
		return ""
	}
	return q.Get(name)
}
