package online

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/ui/webnotify"
)

// notices is a Notifier that keeps what it is asked to show; hidden says
// whether the app is out of sight, granted whether the browser allows
// notifications.
type notices struct {
	hidden, granted bool
	shown           []webnotify.Notice
}

func (n *notices) Hidden() bool { return n.hidden }

func (n *notices) Permission() string {
	if n.granted {
		return webnotify.Granted
	}
	return webnotify.Default
}

func (n *notices) Show(x webnotify.Notice) { n.shown = append(n.shown, x) }

// TestNoticeInvite: Ben's page is hidden when Aki invites him: he is told
// by a notification naming Aki and the game. The second invitation
// comes while his page shows: nothing. Nor without the browser's
// permission, nor when he turned them off.
func TestNoticeInvite(t *testing.T) {
	newApp(t)
	addr := testServer(t, time.Minute)
	aki, ben := newDevice(t, addr, "Aki"), newDevice(t, addr, "Ben")
	bn := &notices{hidden: true, granted: true}
	ben.app.Notify = bn

	code := strings.ReplaceAll(friendsShown(t, aki).Code.Text, " ", "")
	friendsShown(t, ben)
	addTyped(t, ben, code)
	invite := func() {
		t.Helper()
		aki.app.ShowLobby(Koikoi)
		tap(t, aki.app.View.Lobby.Create)
		tap(t, aki.app.View.Create.Create)
		until(t, "Aki's waiting room", func() bool { return aki.app.View.Room != nil && aki.app.View.Inviting != nil }, aki, ben)
		tap(t, aki.app.View.Inviting.Open)
		until(t, "Aki's friends to invite", func() bool { v := aki.app.View.Inviting; return v != nil && len(v.Invites) == 1 }, aki, ben)
		tap(t, aki.app.View.Inviting.Invites[0])
	}
	invite()
	until(t, "Ben told of the invitation", func() bool { return len(ben.app.invites.list) == 1 && len(bn.shown) == 1 }, aki, ben)
	want := webnotify.Notice{Title: "An invitation", Body: "Aki invites you to a table of Koi-Koi", Tag: "invite-" + ben.app.invites.list[0].Table, URL: "./"}
	if bn.shown[0] != want {
		t.Errorf("the notification %+v; want %+v", bn.shown[0], want)
	}

	// Another table, another invitation: Ben's page shows.
	bn.hidden = false
	tap(t, aki.app.View.Room.Leave)
	invite()
	first := want.Tag
	until(t, "Ben told of the second invitation", func() bool {
		for _, e := range ben.app.invites.list {
			if "invite-"+e.Table != first {
				return true
			}
		}
		return false
	}, aki, ben)
	if len(bn.shown) != 1 {
		t.Errorf("a visible page was notified: %+v", bn.shown[1:])
	}
	// Hidden again, but without the permission, or turned off.
	for _, c := range []struct {
		name     string
		granted  bool
		turnedOn bool
	}{{"not allowed", false, true}, {"turned off", true, false}} {
		bn.hidden, bn.granted = true, c.granted
		o := ben.app.prefs()
		o.NotifyOff = !c.turnedOn
		ben.app.savePrefs(o)
		ben.app.noticeInvites([]protocol.InviteEntry{{ID: "x-" + c.name, From: "Aki", Game: Ikebana, Table: "t"}}, true)
		if len(bn.shown) != 1 {
			t.Errorf("%s: notified %+v", c.name, bn.shown[1:])
		}
	}
}

// TestTablesHeard: of the tables the server tells, a turn-based one that
// comes to the player's move is told once, with its game; a live one,
// one that was the player's already and the one on show are not.
func TestTablesHeard(t *testing.T) {
	newApp(t)
	d := newDevice(t, testServer(t, time.Minute), "Aki")
	n := &notices{hidden: true, granted: true}
	d.app.Notify = n
	known := []protocol.TableInfo{{ID: "a", Game: Koikoi, Days: 1}, {ID: "b", Game: Ikebana, Days: 3, Turn: true}, {ID: "c", Game: Koikoi}}
	d.app.noticeTables([]protocol.TableInfo{
		{ID: "a", Game: Koikoi, Days: 1, Turn: true},
		{ID: "b", Game: Ikebana, Days: 3, Turn: true},
		{ID: "c", Game: Koikoi, Turn: true},
		{ID: "d", Game: Ikebana, Days: 7, Turn: true},
	}, known)
	var got []string
	for _, x := range n.shown {
		got = append(got, x.Tag+": "+x.Body)
	}
	want := []string{"turn-a: A table of Koi-Koi is waiting for your move.", "turn-d: A table of Ikebana is waiting for your move."}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("told %q; want %q", got, want)
	}
	// The same news again: nothing new; a's turn passes and comes back.
	d.app.noticeTables([]protocol.TableInfo{{ID: "a", Game: Koikoi, Days: 1, Turn: true}}, nil)
	d.app.noticeTables([]protocol.TableInfo{{ID: "a", Game: Koikoi, Days: 1}}, nil)
	d.app.noticeTables([]protocol.TableInfo{{ID: "a", Game: Koikoi, Days: 1, Turn: true}}, nil)
	if len(n.shown) != 3 || n.shown[2].Tag != "turn-a" || n.shown[2].URL != "./?table=a" {
		t.Errorf("told %+v; want a third notice for a", n.shown)
	}
}

// TestOpenTable: a tap on a notification about a table opens it where it
// is: Aki's waiting room, then, once Ben sat, the game.
func TestOpenTable(t *testing.T) {
	newApp(t)
	addr := testServer(t, time.Minute)
	aki, ben := newDevice(t, addr, "Aki"), newDevice(t, addr, "Ben")
	turnTable(t, aki)
	code := aki.app.View.Room.Code.Text
	mine := aki.app.current().MyTables()
	if len(mine) != 1 {
		t.Fatalf("Aki's tables: %+v", mine)
	}
	id := mine[0].ID
	aki.app.ShowLobby(Koikoi)
	aki.app.OpenTable(id)
	until(t, "Aki's waiting room again", func() bool { r := aki.app.View.Room; return r != nil && r.Code != nil && r.Code.Text == code }, aki)

	ben.app.ShowLobby(Koikoi)
	tap(t, ben.app.View.Lobby.Open)
	until(t, "the lobby's list", func() bool { o := ben.app.View.Open; return o != nil && len(o.Rows) == 1 }, ben)
	test.Tap(ben.app.View.Open.Rows[0].Tap)
	until(t, "both playing", func() bool { return aki.played != nil && ben.played != nil }, aki, ben)
	aki.played = nil
	aki.app.ShowLobby(Koikoi)
	aki.app.OpenTable(id)
	until(t, "Aki's game", func() bool { return aki.played != nil }, aki)
	if aki.played.ID() != id {
		t.Errorf("opened table %s; want %s", aki.played.ID(), id)
	}
}
