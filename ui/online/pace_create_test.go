package online

import (
	"testing"
	"time"
)

// TestCreateTurnBased: Create a table offers the pace: Live shows the
// clocks, Turn-based the days a move with what they mean; Aki opens a
// turn-based table of 3 days a move listed in the lobby, which the
// server keeps so.
func TestCreateTurnBased(t *testing.T) {
	newApp(t)
	addr := testServer(t, time.Minute)
	aki := newDevice(t, addr, "Aki")
	aki.app.ShowLobby(Koikoi)
	tap(t, aki.app.View.Lobby.Create)
	v := aki.app.View.Create
	if v.Pace.Selected != "Live" || !v.Clock.Visible() || v.Days.Visible() || v.Lobby.Checked {
		t.Fatalf("the pace at first: %q, clock shown %v, days shown %v, lobby %v", v.Pace.Selected, v.Clock.Visible(), v.Days.Visible(), v.Lobby.Checked)
	}
	v.Pace.SetSelected("Turn-based")
	if v.Clock.Visible() || !v.Days.Visible() || v.PaceNote.Text != "Each player has that long for each move: close the app and come back when you like. When a player’s time runs out, the computer makes that one move for them; after 3 in a row it plays their seat to the end." {
		t.Fatalf("turn-based: clock shown %v, days shown %v, note %q", v.Clock.Visible(), v.Days.Visible(), v.PaceNote.Text)
	}
	if got := v.Days.Options; len(got) != 3 || got[0] != "1 day a move" || got[2] != "7 days a move" {
		t.Errorf("the days offered: %q", got)
	}
	v.Days.SetSelected("3 days a move")
	v.Lobby.SetChecked(true)
	tap(t, v.Create)
	until(t, "Aki's waiting room", func() bool { return aki.app.View.Room != nil }, aki)
	tables := aki.app.current().Tables()
	if len(tables) != 1 {
		t.Fatalf("Aki follows %d tables", len(tables))
	}
	if in := tables[0].Info(); in.Days != 3 || !in.Lobby || in.Clock != 3*86400 {
		t.Errorf("the server's table: days %d, lobby %v, clock %d", in.Days, in.Lobby, in.Clock)
	}
	room := aki.app.View.Room
	if room.Pace == nil || room.Pace.Text != "Turn-based: 3 days a move." || room.Lobby == nil ||
		room.Lobby.Text != "Anyone can find this table in the lobby and sit down without the code, until every seat is taken." {
		t.Errorf("the waiting room says the pace %v and the lobby %v", room.Pace, room.Lobby)
	}

	// Back to Live: the clock chosen is the table's.
	aki.app.showCreate(Koikoi)
	v = aki.app.View.Create
	v.Pace.SetSelected("Turn-based")
	v.Pace.SetSelected("Live")
	if !v.Clock.Visible() || v.Days.Visible() || v.PaceNote.Text != aki.app.T("online.create.clock.desc") {
		t.Errorf("back to live: clock shown %v, days shown %v, note %q", v.Clock.Visible(), v.Days.Visible(), v.PaceNote.Text)
	}
}
