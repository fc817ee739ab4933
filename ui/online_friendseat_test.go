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
// Aki's seat too: friends already. Once Ben blocks Aki, neither can ask
// the other.
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
			pick := func(p *phone, item int, want string) {
				t.Helper()
				bar := p.Online.View.Bar
				bar.Notice.Hide()
				test.Tap(bar.Chat.Button)
				items := bar.Chat.Menu.Items
				if len(items) != len(core.ChatMessages)+2 {
					t.Fatalf("the Say menu has %d items; want the %d messages, Ask and Block", len(items), len(core.ChatMessages))
				}
				test.Tap(items[len(core.ChatMessages)+item].(fyne.Tappable))
				run(t, "the answer on the bar", func() bool { return bar.Notice.Visible() }, p)
				if bar.Notice.Text != want {
					t.Errorf("the bar says %q; want %q", bar.Notice.Text, want)
				}
			}
			// Ask … to be friends, after the messages; Block after it.
			ask := func(p *phone, want string) { t.Helper(); pick(p, 0, want) }
			ask(aki, "Friend request sent to Ben.")
			ask(aki, "You asked Ben already.")
			ask(ben, "You and Aki are friends now.")
			ask(ben, "Aki is your friend already.")

			ask(aki, "Ben is your friend already.")

			// A player one blocks cannot be asked (the server does not
			// say who blocks whom).
			pick(ben, 1, "You blocked Aki.")
			ask(ben, "You cannot ask Aki to be friends.")
			ask(aki, "You cannot ask Ben to be friends.")
		})
	}
}
