package online

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/server/protocol"
)

// TestName: the first Play online asks for a display name; each bad name
// gets its sentence and nothing is kept; a good one is kept and the
// online screen follows.
func TestName(t *testing.T) {
	newApp(t)
	d := newDevice(t, closedPort(t), "")
	d.app.ShowLobby(Ikebana)
	v := d.app.View.Name
	if v == nil {
		t.Fatal("no name screen on the first Play online")
	}
	for _, tt := range []struct{ name, want string }{
		{"   ", "Choose a name first."},
		{strings.Repeat("あ", 25), "A name has at most 24 characters."},
		{"Aki\u200bBen", "A name cannot hold line breaks, tabs or invisible characters."},
		{"Aki\tBen", "A name cannot hold line breaks, tabs or invisible characters."},
	} {
		v.Entry.SetText(tt.name)
		tap(t, v.OK)
		if !v.Error.Visible() || v.Error.Text != tt.want {
			t.Errorf("name %q: error %q (shown %v); want %q", tt.name, v.Error.Text, v.Error.Visible(), tt.want)
		}
		if o, _ := d.store.LoadOnline(); o.Name != "" {
			t.Fatalf("name %q kept", o.Name)
		}
		test.Type(v.Entry, "a")
		if v.Error.Visible() {
			t.Errorf("name %q: the error %q stays once the name is changed", tt.name, v.Error.Text)
		}
	}
	v.Entry.SetText("  " + strings.Repeat("あ", 24) + " ")
	tap(t, v.OK)
	if o, _ := d.store.LoadOnline(); o.Name != strings.Repeat("あ", 24) {
		t.Errorf("name kept %q", o.Name)
	}
	if d.app.View.Lobby == nil {
		t.Error("no online screen after the name")
	}
}

// TestAddress: the server address in Settings: a bad one is refused with
// its sentence and nothing saved; a good one is kept; empty goes back to
// the build's server.
func TestAddress(t *testing.T) {
	newApp(t)
	d := newDevice(t, "", "Aki")
	d.win.SetContent(d.app.SettingsSection())
	v := d.app.View.Settings
	if v.Address.PlaceHolder != core.DefaultAddress {
		t.Errorf("placeholder %q; want the build's address", v.Address.PlaceHolder)
	}
	for _, bad := range []string{"ftp://example.org", "ws://", "http://user@host/"} {
		v.Address.SetText(bad)
		tap(t, v.Save)
		if !strings.HasPrefix(v.Message.Text, "This is not a server address.") {
			t.Errorf("%q: %q", bad, v.Message.Text)
		}
		if o, _ := d.store.LoadOnline(); o.Address != "" {
			t.Fatalf("%q saved as %q", bad, o.Address)
		}
	}
	v.Address.SetText(" games.example.org:8090 ")
	tap(t, v.Save)
	if o, _ := d.store.LoadOnline(); o.Address != "games.example.org:8090" {
		t.Errorf("saved %q", o.Address)
	}
	if v.Message.Text != "Saved. The next online game uses this server." {
		t.Errorf("message %q", v.Message.Text)
	}
	v.Address.SetText("")
	tap(t, v.Save)
	if o, _ := d.store.LoadOnline(); o.Address != "" {
		t.Errorf("saved %q; want the build's", o.Address)
	}
}

// TestLeaveAsks: Back at an online game asks first and says the seat is
// held for two minutes; Stay keeps the table, Leave goes Home.
func TestLeaveAsks(t *testing.T) {
	newApp(t)
	addr := testServer(t, 200*time.Millisecond)
	d := newDevice(t, addr, "Aki")
	d.app.ShowLobby(Koikoi)
	tap(t, d.app.View.Lobby.Quick)
	until(t, "the offer", func() bool { q := d.app.View.Quick; return q != nil && q.Computer.Visible() }, d)
	tap(t, d.app.View.Quick.Computer)
	until(t, "the game", func() bool { return d.played != nil }, d)
	home := false
	bar := d.app.NewTableBar(d.played, d.played.Deadline, func() { home = true })
	d.win.SetContent(bar.Object())
	until(t, "the seats", func() bool { return len(bar.Presence.Names) == 2 }, d)
	if got := bar.Presence.Names[0].Text; got != "Aki (you)" {
		t.Errorf("seat 1 = %q", got)
	}
	if bar.Banner.Visible() {
		t.Error("reconnecting banner while connected")
	}
	// The banner, when the connection drops, lies over the bar's row: the
	// bar keeps its height, and the table under it its place.
	d.win.Resize(fyne.NewSize(360, 640))
	h := bar.Object().MinSize().Height
	bar.Banner.Show()
	d.win.Resize(fyne.NewSize(360, 640))
	if got := bar.Object().MinSize().Height; got != h || bar.Banner.Size().Height > h {
		t.Errorf("with the banner the bar is %.0f high (banner %.0f); %.0f without", got, bar.Banner.Size().Height, h)
	}
	bar.Banner.Hide()
	bar.Back()
	want := "Leave the table? Your seat is held for 2 minutes; after that a computer plays it until you come back."
	if q := bar.Asked.Question; !q.Visible() || q.Text != want {
		t.Errorf("question %q (shown %v); want %q", q.Text, q.Visible(), want)
	}
	tap(t, bar.Asked.Keep)
	if bar.Asked.Question.Visible() || home {
		t.Error("Stay did not keep the table")
	}
	bar.Back()
	tap(t, bar.Asked.Confirm)
	if !home {
		t.Error("Leave did not go Home")
	}
}

// TestResume: a device that holds a seat (the app was killed at the
// table) goes back to it: the table shows again, with its history.
func TestResume(t *testing.T) {
	newApp(t)
	addr := testServer(t, 200*time.Millisecond)
	d := newDevice(t, addr, "Aki")
	d.app.ShowLobby(Koikoi)
	tap(t, d.app.View.Lobby.Quick)
	until(t, "the offer", func() bool { q := d.app.View.Quick; return q != nil && q.Computer.Visible() }, d)
	tap(t, d.app.View.Quick.Computer)
	until(t, "the game", func() bool { return d.played != nil }, d)
	id := d.played.ID()
	until(t, "the seat kept", func() bool { return d.app.Held() }, d)
	d.app.Close() // killed

	again := newDevice(t, addr, "Aki")
	o, _ := d.store.LoadOnline()
	if err := again.store.SaveOnline(o); err != nil { // the same phone, started again
		t.Fatal(err)
	}
	if !again.app.Held() {
		t.Fatal("no table held")
	}
	again.app.Resume()
	until(t, "back at the table", func() bool { return again.played != nil }, again)
	if again.played.ID() != id || len(again.played.Events(0)) == 0 {
		t.Errorf("resumed %s with %d events; want %s with its history", again.played.ID(), len(again.played.Events(0)), id)
	}
}

// TestStatsLines: the online statistics, each game apart, before and
// after its first game.
func TestStatsLines(t *testing.T) {
	newApp(t)
	d := newDevice(t, "", "Aki")
	games := []protocol.GameStats{{Game: "koikoi", Played: 12, Won: 7, Lost: 4, Drawn: 1, BestScore: 14}}
	got := d.app.statsLines(Koikoi, games)
	if len(got) != 2 || got[0].Text != "Played 12 · won 7 · lost 4 · drawn 1 · abandoned 0" || got[1].Text != "Best score: 14" {
		t.Errorf("Koi-Koi: %q, %q", got[0].Text, got[len(got)-1].Text)
	}
	if got := d.app.statsLines(Ikebana, games); len(got) != 1 || got[0].Text != "No online game finished yet." {
		t.Errorf("Ikebana: %q", got[0].Text)
	}
}

// TestStatsSection: the statistics screens' online section asks the
// server; a player with no finished online game is told so, and a player
// who never went online is told so without a connection.
func TestStatsSection(t *testing.T) {
	newApp(t)
	addr := testServer(t, time.Minute)
	d := newDevice(t, addr, "Aki")
	box := d.app.StatsSection(Ikebana).(*fyne.Container)
	until(t, "the server's answer", func() bool {
		l, ok := box.Objects[len(box.Objects)-1].(*widget.Label)
		return ok && l.Text == "No online game finished yet."
	}, d)
	never := newDevice(t, closedPort(t), "")
	box = never.app.StatsSection(Koikoi).(*fyne.Container)
	if l := box.Objects[1].(*widget.Label); l.Text != "No online game finished yet." {
		t.Errorf("never online: %q", l.Text)
	}
}

// TestRename: Change on the online screen renames the player on the
// server once connected; the online screen then says the new name.
func TestRename(t *testing.T) {
	newApp(t)
	addr := testServer(t, time.Minute)
	d := newDevice(t, addr, "Aki")
	d.app.ShowLobby(Koikoi)
	tap(t, d.app.View.Lobby.Stats) // connects
	until(t, "the statistics", func() bool { return d.app.View.Stats != nil }, d)
	d.app.ShowLobby(Koikoi)
	tap(t, d.app.View.Lobby.Rename)
	d.app.View.Name.Entry.SetText("Akiko")
	tap(t, d.app.View.Name.OK)
	until(t, "the online screen", func() bool { return d.app.View.Lobby != nil }, d)
	if s := d.app.current(); s == nil || s.Name() != "Akiko" {
		t.Errorf("the server's name: %v", s)
	}
	if o, _ := d.store.LoadOnline(); o.Name != "Akiko" {
		t.Errorf("kept %q", o.Name)
	}
}
