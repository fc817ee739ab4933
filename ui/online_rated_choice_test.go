package ui

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/store"
)

// TestRatedChoiceRemembered: the choice of a rated game, made in the
// lobby's quick match or on Create a table, comes back on both at the next
// launch (it is saved with the settings), as does turning it off again.
func TestRatedChoiceRemembered(t *testing.T) {
	dir := storeDir(t)
	if err := store.New(store.Dir{Path: dir}).SaveOnline(store.Online{Name: "Aki"}); err != nil {
		t.Fatal(err)
	}
	a := newTestApp(t, dir)
	a.Online.ShowLobby("koikoi")
	if a.Online.View.Lobby.Rated.Checked {
		t.Fatal("a first launch offers a rated quick match checked")
	}
	tapCheck(a.Online.View.Lobby.Rated)
	a.Online.Close()

	b := newTestApp(t, dir)
	b.Online.ShowLobby("ikebana")
	if !b.Online.View.Lobby.Rated.Checked {
		t.Fatal("the rated choice made before the app ended is not checked at the next launch")
	}
	test.Tap(b.Online.View.Lobby.Create)
	c, f := b.Online.View.Create, b.Ikebana.NewTable
	f.Players.SetSelectedIndex(0)  // two florists
	f.Seats[1].SetSelectedIndex(0) // a friend
	if c.Rated.Disabled() || !c.Rated.Checked {
		t.Fatalf("Create a table offers Rated disabled %v, checked %v; want the remembered choice", c.Rated.Disabled(), c.Rated.Checked)
	}
	f.Seats[1].SetSelectedIndex(1) // a computer: casual, and the choice is kept
	tapCheck(c.Rated)              // disabled: no change
	f.Seats[1].SetSelectedIndex(0) // a friend again
	if !c.Rated.Checked {
		t.Fatal("a computer seat's casual table changed the remembered choice")
	}
	tapCheck(c.Rated) // off
	b.Online.Close()

	d := newTestApp(t, dir)
	d.Online.ShowLobby("koikoi")
	if d.Online.View.Lobby.Rated.Checked {
		t.Error("the rated choice turned off on Create a table is checked at the next launch")
	}
}
