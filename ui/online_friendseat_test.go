package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/node/nodetest"
)

// TestAskFriendFromSeat: at an online table of each game, the Say menu
// offers to ask the other person to be friends, beside Block. Aki asks
// Ben: the bar says the request is sent; again: she asked already. Ben
// asks Aki back from his seat: they are friends now; again, and from
// Aki's seat too: friends already.
func TestAskFriendFromSeat(t *testing.T) {
	for _, game := range []string{"koikoi", "ikebana"} {
		t.Run(game, func(t *testing.T) {
			addr := nodetest.Start(t, hub.Config{Seeds: func() uint64 { return 4 }})
			aki, ben := newPhone(t, addr, "Aki"), newPhone(t, addr, "Ben")
			if game == "koikoi" {
				sitAtKoikoi(t, aki, ben)
			} else {
				sitTogether(t, aki, ben)
			}
			ask := func(p *phone, want string) {
				t.Helper()
				bar := p.Online.View.Bar
				bar.Notice.Hide()
				test.Tap(bar.Chat.Button)
				items := bar.Chat.Menu.Items
				if len(items) != len(core.ChatMessages)+2 {
					t.Fatalf("the Say menu has %d items; want the %d messages, Ask and Block", len(items), len(core.ChatMessages))
				}
				test.Tap(items[len(core.ChatMessages)].(fyne.Tappable)) // Ask … to be friends, after the messages
				run(t, "the answer on the bar", func() bool { return bar.Notice.Visible() }, p)
				if bar.Notice.Text != want {
					t.Errorf("the bar says %q; want %q", bar.Notice.Text, want)
				}
			}
			ask(aki, "Friend request sent to Ben.")
			ask(aki, "You asked Ben already.")
			ask(ben, "You and Aki are friends now.")
			ask(ben, "Aki is your friend already.")

			ask(aki, "Ben is your friend already.")
		})
	}
}
