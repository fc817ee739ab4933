package ui

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/node/nodetest"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// TestRatedIkebanaGame: Create a table offers a rated game only while
// people alone sit at it (a computer seat turns the choice off and says
// why; the player's choice comes back with the friend); Aki opens a rated
// two-seat Ikebana table, whose waiting room says it is rated and gives
// her provisional start rating beside her name; Ben joins by code, both bars give their
// rating beside their name, they play to the final standings, and each
// bar then says there what the game did to that player's rating: from
// 1500, up for one and down for the other (or level for both at a
// draw).
func TestRatedIkebanaGame(t *testing.T) {
	addr := nodetest.Start(t, hub.Config{})
	aki, ben := newPhone(t, addr, "Aki"), newPhone(t, addr, "Ben")

	aki.Online.ShowLobby("ikebana")
	test.Tap(aki.Online.View.Lobby.Create)
	c, f := aki.Online.View.Create, aki.Ikebana.NewTable
	f.Players.SetSelectedIndex(0)  // two florists
	f.Seats[1].SetSelectedIndex(0) // a friend
	if c.Rated.Disabled() {
		t.Fatal("Create a table does not offer a rated game between two people")
	}
	tapCheck(c.Rated)
	f.Seats[1].SetSelectedIndex(1) // a computer
	if !c.Rated.Disabled() || c.Rated.Checked {
		t.Errorf("with a computer seat, Rated is disabled %v, checked %v; want disabled and off", c.Rated.Disabled(), c.Rated.Checked)
	}
	if want := "A table with a computer is casual: only games between people are rated."; c.RatedNote.Text != want {
		t.Errorf("with a computer seat, the note says %q; want %q", c.RatedNote.Text, want)
	}
	f.Seats[1].SetSelectedIndex(0) // a friend again
	if c.Rated.Disabled() || !c.Rated.Checked {
		t.Fatalf("with a friend again, Rated is disabled %v, checked %v; want the player's choice back", c.Rated.Disabled(), c.Rated.Checked)
	}
	test.Tap(c.Create)
	run(t, "Aki's waiting room", func() bool { return aki.Online.View.Room != nil }, aki)
	room := aki.Online.View.Room
	if got, want := room.Rated.Text, "Rated game: its result changes the players’ ratings."; got != want {
		t.Errorf("the waiting room says %q; want %q", got, want)
	}
	if got, want := room.Lines[0].Text, "Aki (you) · 1500?"; got != want {
		t.Errorf("the waiting room's seat says %q; want %q", got, want)
	}

	ben.Online.ShowLobby("ikebana")
	test.Type(ben.Online.View.Lobby.Code, room.Code.Text)
	test.Tap(ben.Online.View.Lobby.Join)
	run(t, "both tables", func() bool { return aki.Ikebana.Table() != nil && ben.Ikebana.Table() != nil }, aki, ben)
	for _, p := range []*phone{aki, ben} {
		if !p.Online.View.Bar.Table().Rated() {
			t.Fatal("the table is not rated")
		}
	}
	run(t, "the ratings beside the players' names on both bars", func() bool {
		return myName(aki) == "Aki (you) · 1500?" && myName(ben) == "Ben (you) · 1500?"
	}, aki, ben)

	run(t, "the final standings and the ratings' change on both phones", func() bool {
		a, b := playOn(aki), playOn(ben)
		return a && b && strings.Contains(myName(aki), "→") && strings.Contains(myName(ben), "→")
	}, aki, ben)
	d, ok := aki.Online.View.Bar.Table().Ratings()
	if !ok || len(d.Ratings) != 2 {
		t.Fatalf("the table's ratings: %+v, %v", d, ok)
	}
	var changes []int
	for _, p := range []*phone{aki, ben} {
		tb := p.Online.View.Bar.Table()
		r := d.Ratings[tb.Info().Seat]
		if r.Seat != tb.Info().Seat {
			t.Fatalf("the ratings are not in seat order: %+v", d)
		}
		changes = append(changes, r.Change)
		sign := "±"
		switch {
		case r.Change > 0:
			sign = "+"
		case r.Change < 0:
			sign = "−"
		}
		want := " (you) · 1500 → " + strconv.Itoa(r.Rating) + "? (" + sign
		if got := myName(p); !strings.Contains(got, want) {
			t.Errorf("the bar says %q; want it to start %q", got, want)
		}
	}
	if !(changes[0] > 0 && changes[1] < 0 || changes[0] < 0 && changes[1] > 0 || changes[0] == 0 && changes[1] == 0) {
		t.Errorf("the ratings changed by %v; want one up and one down, or both level", changes)
	}

	// Aki's profile from Play online: her Ikebana rating after one rated
	// game, none in Koi-Koi, and the game among her last.
	aki.Online.ShowLobby("ikebana")
	test.Tap(aki.Online.View.Lobby.Profile)
	run(t, "Aki's profile", func() bool { p := aki.Online.View.Profile; return p != nil && len(p.Last) > 0 }, aki)
	pv, mine := aki.Online.View.Profile, d.Ratings[aki.Online.View.Bar.Table().Info().Seat]
	if got, want := pv.Ratings["ikebana"].Text, "Rating "+strconv.Itoa(mine.Rating)+"? · rated games: 1"; got != want {
		t.Errorf("the profile says %q; want %q", got, want)
	}
	if got, want := pv.Ratings["koikoi"].Text, "No rated game yet."; got != want {
		t.Errorf("the profile says %q for Koi-Koi; want %q", got, want)
	}
	if len(pv.Charts) != 0 {
		t.Error("the profile draws a chart of one rated game")
	}
	if got := pv.Last[0].Text; !strings.HasPrefix(got, "Ikebana · ") || !strings.Contains(got, "Aki ") || !strings.Contains(got, "Ben ") {
		t.Errorf("the profile's last game: %q", got)
	}

	// The game's Replay opens it in Ikebana's replay, reviewing Aki's seat
	// with both florists named.
	test.Tap(pv.Replays[0])
	run(t, "the game's replay on Aki's phone", func() bool { return aki.Ikebana.Replay() != nil }, aki)
	seat := aki.Online.View.Bar.Table().Info().Seat
	if rv := aki.Ikebana.Replay(); int(rv.Seat) != seat || !slices.Contains(rv.SeatSelect.Options, "Review of: Ben") {
		t.Errorf("Aki's replay reviews seat %d among %q; want seat %d, and Ben named", rv.Seat, rv.SeatSelect.Options, seat)
	}

	// The leaderboard lists established ratings only: after one game,
	// no one, and it says why Aki is not on it.
	aki.Online.ShowLobby("ikebana")
	test.Tap(aki.Online.View.Lobby.Board)
	run(t, "the leaderboard", func() bool { b := aki.Online.View.Board; return b != nil && b.You.Visible() }, aki)
	bv := aki.Online.View.Board
	if bv.Pool.Selected != "Ikebana" || bv.Period.SelectedIndex() != 0 {
		t.Errorf("the leaderboard shows %q, period %d; want Ikebana, all time", bv.Pool.Selected, bv.Period.SelectedIndex())
	}
	if got, want := bv.Message.Text, "No one is on this board yet."; got != want || len(bv.Rows) != 0 {
		t.Errorf("the leaderboard says %q with %d rows; want %q and none", got, len(bv.Rows), want)
	}
	if !strings.HasPrefix(bv.You.Text, "You are not on this board") {
		t.Errorf("the leaderboard says %q of Aki", bv.You.Text)
	}
}

// myName returns the player's name on the bar of p's online table, with
// what follows it.
func myName(p *phone) string {
	b := p.Online.View.Bar
	return b.Presence.Names[b.Table().Info().Seat].Text
}

// tapCheck taps a check box on its box (a tap above or below it, in the
// tall row kit.Tall gives it, does nothing).
func tapCheck(c *widget.Check) {
	test.TapAt(c, fyne.NewPos(c.MinSize().Height/2, c.Size().Height/2))
}

// TestRatedScreensFit renders the leaderboard, the profile and Link a
// device (a code shown, an error under the entry) and the blocked
// players at 360×640
// dp, and 640×360 (landscape), in every language, and checks that no text
// is cut off.
func TestRatedScreensFit(t *testing.T) {
	addr := nodetest.Start(t, hub.Config{})
	for _, l := range i18n.Languages() {
		t.Run(l.Code, func(t *testing.T) {
			p := newPhone(t, addr, "Florentine Aubergine")
			p.SetLanguage(l.Code)
			on := p.Online
			for _, size := range []fyne.Size{{Width: 360, Height: 640}, {Width: 640, Height: 360}} {
				p.Win.Resize(size)
				check := func(name string) {
					t.Helper()
					for _, c := range kit.CutTexts(p.Win.Canvas(), size.Width, fyne.CurrentApp().Driver().AbsolutePositionForObject, widgetChildren) {
						t.Errorf("%s at %v: %s", name, size, c)
					}
				}
				on.ShowLobby("koikoi")
				test.Tap(on.View.Lobby.Board)
				run(t, "the leaderboard", func() bool { return on.View.Board.You.Visible() }, p)
				check("leaderboard")
				on.ShowLobby("koikoi")
				test.Tap(on.View.Lobby.Profile)
				run(t, "the profile", func() bool { return !on.View.Profile.Message.Visible() }, p)
				check("profile")
				test.Tap(on.View.Profile.Devices)
				link := on.View.Link
				test.Tap(link.Show)
				run(t, "the link code", func() bool { return link.Code.Visible() && link.Empty != nil }, p)
				test.Type(link.Entry, "QX7")
				test.Tap(link.Link)
				check("link a device")
				on.ShowLobby("koikoi")
				test.Tap(on.View.Lobby.Profile)
				test.Tap(on.View.Profile.Blocks)
				run(t, "the blocked players", func() bool {
					return on.View.Blocks.Message.Text != "" && on.View.Blocks.Message.Text != p.L.T("online.board.loading")
				}, p)
				check("blocked players")
			}
		})
	}
}

// TestBlockFromTable: at an online table Aki blocks Ben from the Say
// menu and the bar says so; Ben's message then never shows on her phone;
// the two ask for a quick match and are not paired; Aki's profile lists
// Ben among the players she blocks, and Unblock empties the list.
func TestBlockFromTable(t *testing.T) {
	addr := nodetest.Start(t, hub.Config{})
	aki, ben := newPhone(t, addr, "Aki"), newPhone(t, addr, "Ben")
	sitTogether(t, aki, ben)

	bar := aki.Online.View.Bar
	test.Tap(bar.Chat.Button)
	items := bar.Chat.Menu.Items
	test.Tap(items[len(items)-1].(fyne.Tappable)) // Block Ben, after the messages
	run(t, "the block said on Aki's bar", func() bool { return bar.Notice.Visible() }, aki, ben)
	if got, want := bar.Notice.Text, "You blocked Ben."; got != want {
		t.Errorf("the bar says %q; want %q", got, want)
	}

	bb := ben.Online.View.Bar
	test.Tap(bb.Chat.Button)
	test.Tap(bb.Chat.Menu.Items[1].(fyne.Tappable)) // Good luck!
	run(t, "Ben's message reaching the server and Aki's phone", func() bool {
		return len(bb.Table().Chats()) == 1 && bar.Table().Info().Seq >= bb.Table().Info().Seq
	}, aki, ben)
	if n := len(bar.Table().Chats()); n != 0 || bar.Presence.Said[1].Visible() {
		t.Errorf("Aki's phone shows Ben's message (%d messages, shown %v)", n, bar.Presence.Said[1].Visible())
	}

	aki.Online.ShowLobby("koikoi")
	test.Tap(aki.Online.View.Lobby.Quick)
	run(t, "Aki's quick match", func() bool { return aki.Online.View.Quick != nil }, aki)
	ben.Online.ShowLobby("koikoi")
	test.Tap(ben.Online.View.Lobby.Quick)
	run(t, "Ben's quick match", func() bool { return ben.Online.View.Quick != nil }, ben)
	for _, l := range ben.Online.View.Quick.Lines {
		if strings.Contains(l.Text, "Aki") {
			t.Errorf("the quick match paired Ben with Aki, who blocks him: %q", l.Text)
		}
	}
	test.Tap(aki.Online.View.Quick.Cancel)
	test.Tap(ben.Online.View.Quick.Cancel)
	run(t, "both back", func() bool { return aki.Online.View.Lobby != nil && ben.Online.View.Lobby != nil }, aki, ben)

	test.Tap(aki.Online.View.Lobby.Profile)
	test.Tap(aki.Online.View.Profile.Blocks)
	v := aki.Online.View.Blocks
	run(t, "the blocked players", func() bool { return len(v.Lines) == 1 }, aki)
	if !strings.HasPrefix(v.Lines[0].Text, "Ben · since ") {
		t.Errorf("the blocked player is %q", v.Lines[0].Text)
	}
	test.Tap(v.Unblocks[0])
	run(t, "no blocked player", func() bool { return len(v.Lines) == 0 && v.Message.Visible() }, aki)
	if got, want := v.Message.Text, "You block no one."; got != want {
		t.Errorf("after Unblock the screen says %q; want %q", got, want)
	}
}
