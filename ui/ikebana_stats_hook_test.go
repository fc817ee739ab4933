package ui

import (
	"testing"

	"fyne.io/fyne/v2/test"
)

// TestIkebanaStatsFromHome opens the Ikebana statistics from Home's Ikebana
// section, and the back key goes Home again.
func TestIkebanaStatsFromHome(t *testing.T) {
	a := newTestApp(t, storeDir(t))
	b, ok := a.homeButtons["ikebana.stats"]
	if !ok {
		t.Fatal("Home's Ikebana section has no Statistics button")
	}
	test.Tap(b)
	if a.Ikebana.Stats == nil {
		t.Fatal("the button did not show the Ikebana statistics")
	}
	delete(a.homeButtons, "ikebana.stats")
	a.Back()
	if _, ok := a.homeButtons["ikebana.stats"]; !ok {
		t.Error("the back key did not go Home")
	}
}
