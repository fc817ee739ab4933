package ui

import (
	"testing"

	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/internal/i18ntest"
)

// TestUIMessagesUsed checks that every ui.* id the shell names exists in
// every language (ui/koikoi checks its own) (that every language holds every id, with the same
// placeholders, is the i18n package's test).
func TestUIMessagesUsed(t *testing.T) {
	var more []string // the ids built at run time
	for _, s := range []string{"off", "fast", "normal", "slow"} {
		more = append(more, "ui.settings.anim."+s)
	}
	if ids := i18ntest.Named(t, ".", "ui.", more...); len(ids) < 15 {
		t.Errorf("found only %d ui ids in the sources", len(ids))
	}
}

// TestLocalizerHasUI checks that the i18n bundle loads the ui files.
func TestLocalizerHasUI(t *testing.T) {
	for _, l := range i18n.Languages() {
		if got := i18n.New(l.Code).T("ui.home.new"); got == "ui.home.new" || got == "" {
			t.Errorf("%s: ui.home.new = %q; the bundle does not load the ui messages of active.%s.toml", l.Code, got, l.Code)
		}
	}
}
