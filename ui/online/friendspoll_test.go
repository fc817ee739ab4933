package online

import (
	"strings"
	"testing"
	"time"

	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/node/nodetest"
)

// setFriendsEvery sets how often the Friends screen asks, for a test.
func setFriendsEvery(t *testing.T, d time.Duration) {
	old := friendsEvery
	friendsEvery = d
	t.Cleanup(func() { friendsEvery = old })
}

// TestFriendsLive: while Aki's Friends screen is open, Ben adds her by
// her code: her list shows him, online, without a tap; he goes away and
// comes back, and her list follows. Leaving the screen ends its poll.
func TestFriendsLive(t *testing.T) {
	newApp(t)
	setFriendsEvery(t, 100*time.Millisecond)
	addr := testServer(t, time.Minute)
	aki, ben := newDevice(t, addr, "Aki"), newDevice(t, addr, "Ben")
	av := friendsShown(t, aki)
	code := strings.ReplaceAll(av.Code.Text, " ", "")
	bs, err := ben.app.connect(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := bs.AddFriend(t.Context(), code); err != nil {
		t.Fatal(err)
	}
	shows := func(line string) func() bool {
		return func() bool { return len(av.Lines) == 1 && av.Lines[0].Text == line }
	}
	until(t, "Ben on Aki's open list", shows("Ben · online"), aki)
	ben.app.Close()
	until(t, "Ben away on Aki's list", shows("Ben"), aki)
	if _, err := ben.app.connect(t.Context()); err != nil {
		t.Fatal(err)
	}
	until(t, "Ben back on Aki's list", shows("Ben · online"), aki)

	aki.app.mu.Lock()
	p := aki.app.friendsPoll
	aki.app.mu.Unlock()
	if p == nil {
		t.Fatal("no poll while the Friends screen is open")
	}
	aki.back() // Play online
	select {
	case <-p.done:
	case <-time.After(time.Minute): // a safeguard: it ends at once
		t.Fatal("the poll still runs after the Friends screen went")
	}
	if aki.app.friendsPoll != nil || aki.app.View.Lobby == nil {
		t.Errorf("after back: poll %v, Play online shown %v", aki.app.friendsPoll != nil, aki.app.View.Lobby != nil)
	}
}

// TestFriendsWake: the Friends screen asks at once when an invitation
// arrives, not only every friendsEvery: Ben adds Aki by her code and
// invites her to his table; her open list shows him then.
func TestFriendsWake(t *testing.T) {
	newApp(t)
	setFriendsEvery(t, time.Hour)
	addr := testServer(t, time.Minute)
	aki, ben := newDevice(t, addr, "Aki"), newDevice(t, addr, "Ben")
	av := friendsShown(t, aki)
	code := strings.ReplaceAll(av.Code.Text, " ", "")
	ctx := t.Context()
	bs, err := ben.app.connect(ctx)
	if err != nil {
		t.Fatal(err)
	}
	fl, err := bs.AddFriend(ctx, code)
	if err != nil || len(fl.Friends) != 1 {
		t.Fatalf("Ben adds Aki: %+v, %v", fl, err)
	}
	tb, err := bs.Create(ctx, Koikoi, core.Options{}, []core.Seat{{Kind: core.Person}, {Kind: core.Person}}, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(av.Lines) != 0 {
		t.Fatalf("Aki's list changed before any word: %q", lineTexts(av))
	}
	if err := bs.InviteFriend(ctx, fl.Friends[0].ID, tb.ID()); err != nil {
		t.Fatal(err)
	}
	until(t, "Ben on Aki's list after his invitation", func() bool {
		return len(av.Lines) == 1 && av.Lines[0].Text == "Ben · online"
	}, aki)
	aki.app.Close()
}

// TestFriendsComeBack: the Friends screen opened while the server is out
// of reach says so; once the server is back, the screen shows the code
// and the list by itself.
func TestFriendsComeBack(t *testing.T) {
	newApp(t)
	setFriendsEvery(t, 100*time.Millisecond)
	srv := nodetest.New(t, hub.Config{})
	aki := newDevice(t, srv.URL(), "Aki")
	srv.Stop()
	aki.app.ShowLobby(Koikoi)
	tap(t, aki.app.View.Lobby.Friends)
	v := aki.app.View.Friends
	until(t, "the error", func() bool { return v.Message.Text != aki.app.T("online.board.loading") }, aki)
	if v.Code.Text != "" || !v.Copy.Disabled() {
		t.Fatalf("without a server: code %q, Copy enabled %v", v.Code.Text, !v.Copy.Disabled())
	}
	srv.Restart()
	until(t, "the code and the list", func() bool { return v.Code.Text != "" && v.shown != nil }, aki)
	if v.Message.Visible() || v.Copy.Disabled() || len(v.Lines) != 0 {
		t.Errorf("back: message %q shown %v, Copy disabled %v, %d lines", v.Message.Text, v.Message.Visible(), v.Copy.Disabled(), len(v.Lines))
	}
}
