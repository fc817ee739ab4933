package ui

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/store"
)

// TestPlayOnlineFromHome: Home offers Online on each game's tile; the
// first time it asks for the display name; the back key goes Home. A seat
// held at an online table adds Back to your online table. Settings has
// the server address.
func TestPlayOnlineFromHome(t *testing.T) {
	a := newTestApp(t, storeDir(t))
	for _, key := range []string{"koikoi.online", "ikebana.online"} {
		b := a.homeButtons[key]
		if b == nil || !showing(a, a.T("ui.home.door.online")) {
			t.Fatalf("Home's %s button: %v, captioned %q: %v", key, b, a.T("ui.home.door.online"), showing(a, a.T("ui.home.door.online")))
		}
		test.Tap(b)
		if a.Online.View.Name == nil {
			t.Fatalf("%s: no name screen the first time", key)
		}
		a.Back()
		if a.homeButtons[key] == nil {
			t.Fatalf("%s: the back key did not go Home", key)
		}
	}
	if a.homeButtons["online.resume"] != nil {
		t.Error("Back to your online table with no table held")
	}
	a.Store.SaveOnline(store.Online{Name: "Aki", Tables: []store.OnlineTable{{ID: "k3v9q0x7m2c8d1fa", Game: "koikoi"}}})
	a.ShowHome()
	if b := a.homeButtons["online.resume"]; b == nil || b.Text != "Back to your online table" {
		t.Errorf("no Back to your online table with a table held: %v", b)
	}
	a.ShowSettings()
	if a.Online.View.Settings == nil {
		t.Error("no server address in Settings")
	}
}
