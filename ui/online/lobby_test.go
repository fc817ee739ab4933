package online

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
)

// TestCreateJoinStart: one device creates a Koi-Koi table; the invite
// code shows large, Copy puts the invitation on the clipboard; the other
// device types the code in lower case with a dash and joins; the waiting
// room had shown who sat; the table is full, so the game starts on both.
func TestCreateJoinStart(t *testing.T) {
	newApp(t)
	addr := testServer(t, time.Minute)
	aki, ben := newDevice(t, addr, "Aki"), newDevice(t, addr, "Ben")

	aki.app.ShowLobby(Koikoi)
	tap(t, aki.app.View.Lobby.Create)
	tap(t, aki.app.View.Create.Create)
	until(t, "Aki's waiting room", func() bool { return aki.app.View.Room != nil }, aki)
	room := aki.app.View.Room
	code := room.Code.Text
	if len(code) != 7 || code[3] != ' ' {
		t.Fatalf("invite code shown %q; want two groups of three", code)
	}
	if got := room.Lines[0].Text; got != "Aki (you)" {
		t.Errorf("seat 1 = %q; want Aki (you)", got)
	}
	if got := room.Lines[1].Text; got != "Free seat: waiting for a friend" {
		t.Errorf("seat 2 = %q", got)
	}
	if room.Copied.Visible() {
		t.Error("Copied shows before Copy")
	}
	tap(t, room.Copy)
	invite := aki.app.h.Clipboard.Content()
	want := "Let’s play Koi-Koi! Open Koi-Koi, choose Play online and join my table with the code " + code + "."
	if invite != want {
		t.Errorf("invitation = %q; want %q", invite, want)
	}
	if !room.Copied.Visible() {
		t.Error("Copied hidden after Copy")
	}

	ben.app.ShowLobby(Koikoi)
	typed := strings.ToLower(code[:3]) + "-" + code[4:]
	test.Type(ben.app.View.Lobby.Code, typed)
	tap(t, ben.app.View.Lobby.Join)
	until(t, "both tables to start", func() bool { return aki.played != nil && ben.played != nil }, aki, ben)
	if aki.played.ID() != ben.played.ID() {
		t.Errorf("Aki plays %s, Ben %s", aki.played.ID(), ben.played.ID())
	}
	if in := ben.played.Info(); in.Seats[0].Name != "Aki" || in.Seats[1].Name != "Ben" || in.Seat != 1 {
		t.Errorf("Ben's table: %+v", in)
	}
}
