package koikoi

import (
	"testing"

	"github.com/koikoi-app/koikoi/internal/i18ntest"
)

// TestUIMessagesUsed checks that every ui.* id the Koi-Koi screens name
// exists in every language (that every language holds every id, with the
// same placeholders, is the i18n package's test).
func TestUIMessagesUsed(t *testing.T) {
	var more []string // the ids built at run time
	for _, s := range []string{"shobu", "last-card", "teshi", "kuttsuki", "exhausted", "field-four"} {
		more = append(more, "ui.end."+s)
	}
	if ids := i18ntest.Named(t, ".", "ui.", more...); len(ids) < 50 {
		t.Errorf("found only %d ui ids in the sources", len(ids))
	}
}
