package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/ui/webnotify"
)

// TestSentences: every language has each sentence the service worker
// reads, in its own words, and the invitations keep the name's mark.
func TestSentences(t *testing.T) {
	b, err := sentences()
	if err != nil {
		t.Fatal(err)
	}
	var all map[string]json.RawMessage
	if err := json.Unmarshal(b, &all); err != nil {
		t.Fatal(err)
	}
	keys := []string{"turn.title", "turn.koikoi", "turn.ikebana", "invite.title", "invite.koikoi", "invite.ikebana"}
	var en map[string]string
	for _, l := range i18n.Languages() {
		var s map[string]string
		if err := json.Unmarshal(all[l.Code], &s); err != nil {
			t.Fatalf("%s: %v", l.Code, err)
		}
		for _, k := range keys {
			if s[k] == "" || strings.Contains(s[k], "{{") {
				t.Errorf("%s %s = %q; want a sentence", l.Code, k, s[k])
			}
			if strings.HasPrefix(k, "invite.") && k != "invite.title" && !strings.Contains(s[k], webnotify.NameMark) {
				t.Errorf("%s %s = %q; want the name's mark %s", l.Code, k, s[k], webnotify.NameMark)
			}
			if l.Code != "en" && en != nil && s[k] == en[k] {
				t.Errorf("%s %s = %q, as in English", l.Code, k, s[k])
			}
		}
		if l.Code == "en" {
			en = s
		}
	}
	if want := `"A table of Ikebana is waiting for your move."`; !strings.Contains(string(b), want) {
		t.Errorf("no %s in\n%s", want, b)
	}
}
