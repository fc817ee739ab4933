// Command notifytext writes the service worker's sentences (the browser
// build's notifications, ui/webnotify) in every language the game speaks,
// as JSON: {"en": {"turn.title": "Your turn", ...}, "fr": {...}, ...}.
// make web writes them beside the worker as notify.json:
//
//	go run ./tools/notifytext -out build/web/notify.json
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"

	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/ui/webnotify"
)

func main() {
	out := flag.String("out", "", "file to write (standard output when empty)")
	flag.Parse()
	b, err := sentences()
	if err == nil {
		if *out == "" {
			_, err = os.Stdout.Write(b)
		} else {
			err = os.WriteFile(*out, b, 0o644)
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "notifytext:", err)
		os.Exit(1)
	}
}

// sentences is the JSON of every language's sentences, with the default
// language's code under "default".
func sentences() ([]byte, error) {
	all := map[string]any{"default": i18n.Default}
	for _, l := range i18n.Languages() {
		all[l.Code] = webnotify.Sentences(i18n.New(l.Code))
	}
	b, err := json.MarshalIndent(all, "", "  ")
	return append(b, '\n'), err
}
