package online

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/node/nodetest"
)

// turnTable has Aki open a turn-based Koi-Koi table of a day a move,
// listed in the lobby, and wait in its waiting room.
func turnTable(t *testing.T, aki *device) {
	t.Helper()
	aki.app.ShowLobby(Koikoi)
	tap(t, aki.app.View.Lobby.Create)
	v := aki.app.View.Create
	v.Pace.SetSelected("Turn-based")
	v.Days.SetSelected("1 day a move")
	v.Lobby.SetChecked(true)
	tap(t, v.Create)
	until(t, "Aki's waiting room", func() bool { return aki.app.View.Room != nil }, aki)
}

// TestLobbySitAndMyTables: Aki opens a turn-based table in the lobby;
// Ben finds it in the lobby with its pace, free seat and Aki's rating,
// and sits: the game starts. Cleo, whose list was older, taps it too and
// is told the seat was taken, with the list refreshed (empty). Play
// online then shows both their table under My tables, with whose turn
// it is and the time left; a tap opens the table.
func TestLobbySitAndMyTables(t *testing.T) {
	newApp(t)
	addr := testServer(t, time.Minute)
	aki, ben, cleo := newDevice(t, addr, "Aki"), newDevice(t, addr, "Ben"), newDevice(t, addr, "Cleo")
	turnTable(t, aki)

	for _, d := range []*device{ben, cleo} {
		d.app.ShowLobby(Koikoi)
		tap(t, d.app.View.Lobby.Open)
		until(t, "the lobby's list", func() bool { return len(d.app.View.Open.Rows) == 1 }, d)
	}
	v := ben.app.View.Open
	if v.Game.Selected != "Koi-Koi" || v.Pace.Selected != "Any pace" || v.Rated.Selected != "Rated or casual" {
		t.Errorf("the filters at first: %q, %q, %q", v.Game.Selected, v.Pace.Selected, v.Rated.Selected)
	}
	r := v.Rows[0]
	if !strings.HasPrefix(r.Title.Text, "Koi-Koi · ") || r.Pace.Text != "1 day a move · 1 seat free · Casual" || r.Creator.Text != "Opened by Aki (1500?)" {
		t.Errorf("the lobby's row: %q / %q / %q", r.Title.Text, r.Pace.Text, r.Creator.Text)
	}
	// Live tables only: none.
	v.Pace.SetSelected("Live")
	until(t, "the live tables", func() bool {
		return v.Message.Visible() && len(v.Rows) == 0 && v.Message.Text != "Looking for tables…"
	}, ben)
	if v.Message.Text != ben.app.T("online.open.empty") {
		t.Errorf("no live table: %q", v.Message.Text)
	}
	v.Pace.SetSelected("Turn-based")
	until(t, "the turn-based tables", func() bool { return len(v.Rows) == 1 }, ben)
	test.Tap(v.Rows[0].Tap)
	until(t, "both tables playing", func() bool { return aki.played != nil && ben.played != nil }, aki, ben)

	test.Tap(cleo.app.View.Open.Rows[0].Tap)
	until(t, "Cleo back in the lobby", func() bool {
		o := cleo.app.View.Open
		return o != nil && o.Notice.Visible() && o.Message.Text == cleo.app.T("online.open.empty")
	}, cleo)
	if got := cleo.app.View.Open.Notice.Text; got != "Someone took the last seat at that table just before you. Here is the list as it is now." {
		t.Errorf("Cleo's notice: %q", got)
	}

	// My tables: one of the two has the move.
	until(t, "whose turn", func() bool { return aki.played.MyTurn() != ben.played.MyTurn() }, aki, ben)
	turns := 0
	for _, d := range []*device{aki, ben} {
		d.app.ShowLobby(Koikoi)
		m := d.app.View.Lobby.Mine
		if len(m.Rows) != 1 {
			t.Fatalf("%d rows in My tables", len(m.Rows))
		}
		other := map[*device]string{aki: "Ben", ben: "Aki"}[d]
		row := m.Rows[0]
		if row.Title.Text != "Koi-Koi · with "+other {
			t.Errorf("the row's title: %q", row.Title.Text)
		}
		want := "Their turn"
		if d.played.MyTurn() {
			want = "Your turn"
			turns++
			if !m.Turns.Visible() || m.Turns.Text != "Your turn in 1 game" {
				t.Errorf("the line at the top: %q shown %v", m.Turns.Text, m.Turns.Visible())
			}
		} else if m.Turns.Visible() {
			t.Errorf("the line at the top, not the player's turn: %q", m.Turns.Text)
		}
		if !strings.HasPrefix(row.State.Text, want+" · ") || !strings.HasSuffix(row.State.Text, " left") {
			t.Errorf("the row's state: %q; want %s with the time left", row.State.Text, want)
		}
	}
	if turns != 1 {
		t.Errorf("%d players have the move", turns)
	}
	played := ben.played
	ben.played = nil
	test.Tap(ben.app.View.Lobby.Mine.Rows[0].Tap)
	until(t, "Ben's table again", func() bool { return ben.played != nil }, ben)
	if ben.played.ID() != played.ID() {
		t.Errorf("the row opened table %s; want %s", ben.played.ID(), played.ID())
	}
}

// TestSpanText: the time left is written in days and hours, hours,
// minutes or seconds.
func TestSpanText(t *testing.T) {
	newApp(t)
	d := newDevice(t, nodetest.Start(t, hub.Config{}), "Aki")
	for _, c := range []struct {
		d    time.Duration
		want string
	}{
		{52*time.Hour + 30*time.Minute, "2 d 4 h"},
		{5*time.Hour + 59*time.Minute, "5 h"},
		{12*time.Minute + 5*time.Second, "12 min"},
		{40 * time.Second, "40 s"},
		{-time.Second, "0 s"},
	} {
		if got := d.app.spanText(c.d); got != c.want {
			t.Errorf("spanText(%v) = %q; want %q", c.d, got, c.want)
		}
	}
}
