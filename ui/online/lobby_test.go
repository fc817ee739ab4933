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

// TestIkebanaStartWithComputers: the creator of a three-seat Ikebana
// table for two friends sees Ben sit down live, then starts with a
// computer in the free seat; the game starts on both devices.
func TestIkebanaStartWithComputers(t *testing.T) {
	newApp(t)
	addr := testServer(t, time.Minute)
	aki, ben := newDevice(t, addr, "Aki"), newDevice(t, addr, "Ben")

	aki.app.ShowLobby(Ikebana)
	tap(t, aki.app.View.Lobby.Create)
	v := aki.app.View.Create
	aki.ike.NewTable.Players.SetSelectedIndex(1) // three florists
	aki.ike.NewTable.Seats[1].SetSelectedIndex(0)
	aki.ike.NewTable.Seats[2].SetSelectedIndex(0) // two friends
	v.Clock.SetSelected("2 min")
	tap(t, v.Create)
	until(t, "Aki's waiting room", func() bool { return aki.app.View.Room != nil }, aki)
	room := aki.app.View.Room
	if len(room.Lines) != 3 {
		t.Fatalf("%d seats; want 3", len(room.Lines))
	}
	if room.Start == nil || !room.Start.Visible() {
		t.Fatal("the creator has no Start with computers")
	}
	code := strings.ReplaceAll(room.Code.Text, " ", "")

	ben.app.ShowLobby(Ikebana)
	test.Type(ben.app.View.Lobby.Code, code)
	tap(t, ben.app.View.Lobby.Join)
	until(t, "Ben at Aki's table", func() bool {
		r := aki.app.View.Room
		return r != nil && r.Lines[1].Text == "Ben"
	}, aki, ben)
	until(t, "Ben's waiting room", func() bool { return ben.app.View.Room != nil }, ben)
	if r := ben.app.View.Room; r.Start != nil || r.Note.Text != "The game starts when every seat is taken, or when the table’s creator starts it." {
		t.Errorf("Ben's room: Start %v, note %q", r.Start, r.Note.Text)
	}
	if got := ben.app.View.Room.Lines[1].Text; got != "Ben (you)" {
		t.Errorf("Ben's own seat = %q", got)
	}
	tap(t, aki.app.View.Room.Start)
	until(t, "both tables to start", func() bool { return aki.played != nil && ben.played != nil }, aki, ben)
	in := aki.played.Info()
	if in.Clock != 120 || in.Seats[2].Kind != "computer" || in.Seats[1].Name != "Ben" {
		t.Errorf("the table: %+v", in)
	}
}

// TestQuickMatchOffer: a quick match waits with Cancel; once the server
// offers computers, "Play a computer instead" starts the game.
func TestQuickMatchOffer(t *testing.T) {
	newApp(t)
	addr := testServer(t, 300*time.Millisecond)
	aki := newDevice(t, addr, "Aki")
	aki.app.ShowLobby(Koikoi)
	tap(t, aki.app.View.Lobby.Quick)
	until(t, "the quick match's wait", func() bool { return aki.app.View.Quick != nil }, aki)
	q := aki.app.View.Quick
	if q.Computer.Visible() || q.Message.Text != "Looking for another player…" {
		t.Errorf("before the offer: computer %v, %q", q.Computer.Visible(), q.Message.Text)
	}
	until(t, "the offer", func() bool { q := aki.app.View.Quick; return q != nil && q.Computer.Visible() }, aki)
	if got := aki.app.View.Quick.Message.Text; got != "Nobody has come yet. Keep waiting, or play a computer instead." {
		t.Errorf("offer = %q", got)
	}
	tap(t, aki.app.View.Quick.Computer)
	until(t, "the game", func() bool { return aki.played != nil }, aki)
	if s := aki.played.Info().Seats[1]; s.Kind != "computer" {
		t.Errorf("the other seat: %+v", s)
	}
}

// TestQuickMatchTwo: two people asking for the same quick match play
// each other; a third who cancels gives the seat up and is back on the
// online screen.
func TestQuickMatchTwo(t *testing.T) {
	newApp(t)
	addr := testServer(t, time.Minute)
	aki, ben := newDevice(t, addr, "Aki"), newDevice(t, addr, "Ben")
	aki.app.ShowLobby(Koikoi)
	tap(t, aki.app.View.Lobby.Quick)
	until(t, "Aki's wait", func() bool { return aki.app.View.Quick != nil }, aki)
	tap(t, aki.app.View.Quick.Cancel)
	until(t, "Aki back on the online screen", func() bool { return aki.app.View.Lobby != nil }, aki)

	tap(t, aki.app.View.Lobby.Quick)
	until(t, "Aki's wait", func() bool { return aki.app.View.Quick != nil }, aki)
	ben.app.ShowLobby(Koikoi)
	tap(t, ben.app.View.Lobby.Quick)
	until(t, "both games", func() bool { return aki.played != nil && ben.played != nil }, aki, ben)
	if aki.played.ID() != ben.played.ID() {
		t.Errorf("Aki plays %s, Ben %s", aki.played.ID(), ben.played.ID())
	}
}

// TestQuickMatchIkebana: two people meet at a quick Ikebana table of four;
// each sees the other sit down; the server's offer then says seats are
// still free, and Start with computers fills them: the game starts on
// both.
func TestQuickMatchIkebana(t *testing.T) {
	newApp(t)
	addr := testServer(t, 500*time.Millisecond)
	aki, ben := newDevice(t, addr, "Aki"), newDevice(t, addr, "Ben")
	aki.app.ShowLobby(Ikebana)
	tap(t, aki.app.View.Lobby.Quick)
	until(t, "Aki's wait", func() bool { return aki.app.View.Quick != nil }, aki)
	ben.app.ShowLobby(Ikebana)
	tap(t, ben.app.View.Lobby.Quick)
	until(t, "Ben at Aki's quick table", func() bool {
		q := aki.app.View.Quick
		return q != nil && len(q.Lines) == 4 && q.Lines[1].Text == "Ben"
	}, aki, ben)
	if got := aki.app.View.Quick.Message.Text; got != "Looking for more players…" {
		t.Errorf("with Ben seated: %q", got)
	}
	if got := aki.app.View.Quick.Lines[3].Text; got != "Free seat" {
		t.Errorf("a free seat: %q", got)
	}
	until(t, "the offer", func() bool { q := aki.app.View.Quick; return q != nil && q.Computer.Visible() }, aki, ben)
	q := aki.app.View.Quick
	if q.Message.Text != "Not every seat is taken yet. Keep waiting, or let computers take the free seats." || q.Computer.Text != "Start with computers" {
		t.Errorf("the offer: %q, %q", q.Message.Text, q.Computer.Text)
	}
	tap(t, q.Computer)
	until(t, "both games", func() bool { return aki.played != nil && ben.played != nil }, aki, ben)
}
