package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/node/nodetest"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// TestOnlineScreensFit renders the online screens at 360×640 dp in every
// language (the name, each game's online screen and Create a table,
// Koi-Koi's with every option shown, an error, both games' waiting rooms
// with their code, the rated one with the player's rating, and the
// Koi-Koi table's rules) and
// checks that no text is cut off.
func TestOnlineScreensFit(t *testing.T) {
	addr := nodetest.Start(t, hub.Config{})
	for _, l := range i18n.Languages() {
		t.Run(l.Code, func(t *testing.T) {
			p := newPhone(t, addr, "Florentine Aubergine")
			p.SetLanguage(l.Code)
			p.Win.Resize(fyne.NewSize(360, 640))
			check := func(name string) {
				t.Helper()
				for _, c := range kit.CutTexts(p.Win.Canvas(), 360, fyne.CurrentApp().Driver().AbsolutePositionForObject, widgetChildren) {
					t.Errorf("%s: %s", name, c)
				}
			}
			on := p.Online
			for _, game := range []string{"koikoi", "ikebana"} {
				on.ShowLobby(game)
				check(game + " online")
				test.Tap(on.View.Lobby.Rename)
				check("name")
				on.ShowLobby(game)
				test.Tap(on.View.Lobby.Create)
				check(game + " create")
			}
			on.ShowLobby("koikoi")
			test.Type(on.View.Lobby.Code, "QX7")
			test.Tap(on.View.Lobby.Join)
			if on.View.Error == nil {
				t.Fatal("no error screen for a short code")
			}
			check("error")
			on.ShowLobby("ikebana")
			test.Tap(on.View.Lobby.Create)
			p.Ikebana.NewTable.Players.SetSelectedIndex(1)
			p.Ikebana.NewTable.Seats[1].SetSelectedIndex(0)
			p.Ikebana.NewTable.Seats[2].SetSelectedIndex(0)
			on.View.Create.Rated.SetChecked(true) // the name with its rating
			test.Tap(on.View.Create.Create)
			run(t, "the waiting room", func() bool { return on.View.Room != nil }, p)
			check("waiting room")
			on.View.Lobby = nil
			test.Tap(on.View.Room.Leave)
			run(t, "back", func() bool { return on.View.Lobby != nil }, p)
			// Koi-Koi's every option shown, each away from the preset's own
			// (the longest line, the options' names, in the waiting room).
			on.ShowLobby("koikoi")
			test.Tap(on.View.Lobby.Create)
			rules := p.Koikoi.TableRules
			rules.Options.Open(0)
			for _, name := range koikoi.OptionNames {
				if sel := rules.Pickers[name]; sel != nil {
					sel.SetSelectedIndex((sel.SelectedIndex() + 1) % len(sel.Options))
				}
			}
			check("koikoi create, the options open")
			on.View.Room = nil
			test.Tap(on.View.Create.Create)
			run(t, "the Koi-Koi waiting room", func() bool { return on.View.Room != nil }, p)
			check("koikoi waiting room")
			on.View.Lobby = nil
			test.Tap(on.View.Room.Leave)
			run(t, "back", func() bool { return on.View.Lobby != nil }, p)
		})
	}
}
