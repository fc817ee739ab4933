package online

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/i18n"
	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// friendsShown opens the Friends screen from Play online and waits for
// the player's friend code.
func friendsShown(t *testing.T, d *device) *FriendsView {
	t.Helper()
	d.app.ShowLobby(Koikoi)
	tap(t, d.app.View.Lobby.Friends)
	v := d.app.View.Friends
	until(t, "the friend code", func() bool { return v.Code.Text != "" }, d)
	return v
}

// lineTexts returns the texts of the Friends screen's list.
func lineTexts(v *FriendsView) []string {
	var s []string
	for _, l := range v.Lines {
		s = append(s, l.Text)
	}
	return s
}

// addTyped types a code on the Friends screen and taps Add, then waits
// for the answer (the button waits while the server is asked).
func addTyped(t *testing.T, d *device, code string) {
	t.Helper()
	v := d.app.View.Friends
	v.Entry.SetText("")
	test.Type(v.Entry, code)
	tap(t, v.Add)
	until(t, "the answer to Add", func() bool { return !v.Add.Disabled() }, d)
}

// TestFriendsAndInvite: Ben adds Aki by her code (typed lower case with
// a dash) after typing codes the app or the server refuses, each with its
// sentence; both see each other online. Aki invites Ben from her waiting
// room; Ben's Play online shows the invitation, he accepts and both sit
// at the table, whose game starts; the invitation is gone from Ben's
// list and Home's line. Then Aki removes Ben, asked first.
func TestFriendsAndInvite(t *testing.T) {
	newApp(t)
	addr := testServer(t, time.Minute)
	aki, ben := newDevice(t, addr, "Aki"), newDevice(t, addr, "Ben")

	av := friendsShown(t, aki)
	akiCode := strings.ReplaceAll(av.Code.Text, " ", "")
	if len(akiCode) != 8 {
		t.Fatalf("friend code shown %q", av.Code.Text)
	}
	tap(t, av.Copy)
	if got := fyne.CurrentApp().Clipboard().Content(); !strings.Contains(got, av.Code.Text) || !av.Copied.Visible() {
		t.Errorf("copied %q (Copied shown: %v)", got, av.Copied.Visible())
	}
	if len(av.Lines) != 0 || av.Message.Visible() {
		t.Errorf("a new player's list: %q, message %q", lineTexts(av), av.Message.Text)
	}

	bv := friendsShown(t, ben)
	for _, c := range []struct{ typed, want string }{
		{"abc", "A friend code has eight letters and digits."},
		{strings.ReplaceAll(bv.Code.Text, " ", "-"), "This is your own friend code."},
		{"ZZZZZZZZ", "No player has this friend code."},
	} {
		addTyped(t, ben, c.typed)
		if !bv.Message.Visible() || bv.Message.Text != c.want {
			t.Errorf("code %q: message %q (shown %v); want %q", c.typed, bv.Message.Text, bv.Message.Visible(), c.want)
		}
		if bv.Entry.Text != c.typed {
			t.Errorf("code %q: the field holds %q after the error", c.typed, bv.Entry.Text)
		}
	}
	addTyped(t, ben, strings.ToLower(akiCode[:4]+"-"+akiCode[4:]))
	if got := lineTexts(bv); len(got) != 1 || got[0] != "Aki · online" || bv.Dots[0].FillColor != kit.HereColor {
		t.Errorf("Ben's list after adding Aki: %q", got)
	}
	if bv.Message.Visible() || bv.Entry.Text != "" {
		t.Errorf("after adding: message %q shown, field %q", bv.Message.Text, bv.Entry.Text)
	}
	av = friendsShown(t, aki)
	if got := lineTexts(av); len(got) != 1 || got[0] != "Ben · online" {
		t.Errorf("Aki's list: %q", got)
	}

	// Aki's waiting room invites Ben, who is connected (on his Friends
	// screen): he hears of it at once.
	aki.app.ShowLobby(Koikoi)
	tap(t, aki.app.View.Lobby.Create)
	tap(t, aki.app.View.Create.Create)
	until(t, "Aki's waiting room", func() bool { return aki.app.View.Room != nil && aki.app.View.Inviting != nil }, aki, ben)
	tap(t, aki.app.View.Inviting.Open)
	until(t, "Aki's friends to invite", func() bool { v := aki.app.View.Inviting; return v != nil && len(v.Invites) == 1 }, aki, ben)
	iv := aki.app.View.Inviting
	if iv.Names[0].Text != "Ben" {
		t.Errorf("friend to invite %q", iv.Names[0].Text)
	}
	tap(t, iv.Invites[0])
	until(t, "Ben invited", func() bool { v := aki.app.View.Inviting; return v.Invites[0].Disabled() && v.Message.Visible() }, aki, ben)
	if got, want := aki.app.View.Inviting.Message.Text, "Ben is invited: the invitation shows on their Play online."; got != want {
		t.Errorf("after inviting: %q; want %q", got, want)
	}
	until(t, "Ben told of the invitation", func() bool { return len(ben.app.invites.list) == 1 }, aki, ben)
	ben.app.ShowLobby(Koikoi) // shows it before asking the server again
	if v := ben.app.View.Invites; v == nil || len(v.Accepts) != 1 {
		t.Fatal("Play online does not show the invitation Ben was told of")
	}
	if got, want := ben.app.View.Invites.Lines[0].Text, "Aki invites you to a table of Koi-Koi"; got != want {
		t.Errorf("invitation %q; want %q", got, want)
	}
	tap(t, ben.app.View.Invites.Accepts[0])
	until(t, "both at the table", func() bool { return aki.played != nil && ben.played != nil }, aki, ben)
	if aki.played.ID() != ben.played.ID() {
		t.Errorf("Aki plays %s, Ben %s", aki.played.ID(), ben.played.ID())
	}
	if list := ben.app.Invitations(); len(list) != 0 {
		t.Errorf("Ben's invitations after accepting: %+v; want none", list)
	}
	if line, _, ok := ben.app.Invitation(); ok {
		t.Errorf("Home's line after accepting: %q; want none", line)
	}

	// Remove asks first; Keep keeps.
	av = friendsShown(t, aki)
	tap(t, av.Removes[0])
	if want := "Remove Ben from your list? You can add them again later."; !av.Ask.Visible() || av.Question.Text != want {
		t.Errorf("question %q (shown %v)", av.Question.Text, av.Ask.Visible())
	}
	tap(t, av.Keep)
	if av.Ask.Visible() || len(av.Lines) != 1 {
		t.Error("Keep did not keep Ben")
	}
	tap(t, av.Removes[0])
	tap(t, av.Confirm)
	until(t, "Ben removed", func() bool { return len(av.Lines) == 0 }, aki)
}

// TestFriendsDecline: an invitation declined leaves Play online and the
// invitations the app knows.
func TestFriendsDecline(t *testing.T) {
	newApp(t)
	addr := testServer(t, time.Minute)
	aki, ben := newDevice(t, addr, "Aki"), newDevice(t, addr, "Ben")
	av := friendsShown(t, aki)
	code := strings.ReplaceAll(av.Code.Text, " ", "")
	friendsShown(t, ben)
	addTyped(t, ben, code)
	aki.app.ShowLobby(Koikoi)
	tap(t, aki.app.View.Lobby.Create)
	tap(t, aki.app.View.Create.Create)
	until(t, "Aki's waiting room", func() bool { return aki.app.View.Inviting != nil }, aki)
	tap(t, aki.app.View.Inviting.Open)
	until(t, "Aki's friends to invite", func() bool { v := aki.app.View.Inviting; return v != nil && len(v.Invites) == 1 }, aki)
	tap(t, aki.app.View.Inviting.Invites[0])
	until(t, "Ben invited", func() bool {
		return aki.app.View.Inviting.Invites[0].Disabled() && aki.app.View.Inviting.Message.Visible()
	}, aki)

	// Ben opens Play online after the invitation: it is asked for.
	ben.app.ShowLobby(Koikoi)
	until(t, "Ben's invitation", func() bool { v := ben.app.View.Invites; return v != nil && len(v.Declines) == 1 }, ben)
	tap(t, ben.app.View.Invites.Declines[0])
	until(t, "the invitation declined", func() bool { return len(ben.app.View.Invites.Lines) == 0 }, ben)
	if list := ben.app.Invitations(); len(list) != 0 {
		t.Errorf("Ben's invitations after declining: %+v; want none", list)
	}
	ben.app.ShowLobby(Koikoi)
	var s *core.Session
	until(t, "Ben's session", func() bool { s = ben.app.current(); return s != nil }, ben)
	if list, err := s.Invites(t.Context()); err != nil || len(list) != 0 {
		t.Errorf("the server still lists %v (%v)", list, err)
	}
}

// TestFriendsFit: the Friends screen, its every kind of line, the Play
// online screen with an invitation and the waiting room's friends to
// invite fit a phone in portrait and landscape in every language.
func TestFriendsFit(t *testing.T) {
	newApp(t)
	d := newDevice(t, "", "Florentine Aubergine")
	children := func(w fyne.Widget) []fyne.CanvasObject { return test.WidgetRenderer(w).Objects() }
	fl := core.FriendList{
		Friends: []core.FriendEntry{
			{ID: "1", Name: "Maximilian Wolkenstein", Status: core.FriendBoth, Online: true},
			{ID: "2", Name: "Ben", Status: core.FriendBoth},
			{ID: "3", Name: "Eve Longname", Status: core.FriendAsks},
			{ID: "4", Name: "Cho", Status: core.FriendAsks},
			{ID: "5", Name: "Dmitri Abramovich", Status: core.FriendAsked},
		},
		Recent: []core.Opponent{{Name: "Eve Longname", Game: Ikebana, Table: "t1", Seat: 1, Finished: 1795765501000},
			{Name: "Hortensia Villalobos", Game: Koikoi, Table: "t2", Seat: 2, Finished: 1795765501000}},
	}
	invite := protocol.InviteEntry{ID: "i1", From: "Maximilian Wolkenstein", Table: "t3", Game: Koikoi, Options: "standard rounds=12"}
	for _, size := range []fyne.Size{{Width: 360, Height: 640}, {Width: 412, Height: 915}, {Width: 915, Height: 412}} {
		d.win.Resize(size)
		for _, lang := range i18n.Languages() {
			d.app.h.L = func() *i18n.Localizer { return i18n.New(lang.Code) }
			check := func(what string) {
				for _, c := range kit.CutTexts(d.win.Canvas(), size.Width, fyne.CurrentApp().Driver().AbsolutePositionForObject, children) {
					t.Errorf("%s %v %s: %s", what, size, lang.Code, c)
				}
			}
			d.win.SetContent(d.app.friendsScreen(func() {}))
			v := d.app.View.Friends
			v.Code.Text = "QX7K 4MPA"
			v.Message.Hide()
			d.app.fillFriends(v, fl)
			if v.Accepts[2] == nil || v.Accepts[3] != nil {
				t.Fatalf("%s: Accept shown for Eve (met) %v, Cho (not met) %v", lang.Code, v.Accepts[2] != nil, v.Accepts[3] != nil)
			}
			test.Tap(v.Removes[0])
			check("friends")

			d.app.invites.list = []core.InviteEntry{invite}
			d.win.SetContent(d.app.lobbyScreen(Koikoi))
			if len(d.app.View.Invites.Lines) != 1 {
				t.Fatalf("%s: %d invitations shown", lang.Code, len(d.app.View.Invites.Lines))
			}
			check("play online")

			iv := &inviting{open: true, sent: map[string]bool{"1": true}, friends: fl.Friends[:2],
				message: d.app.T("online.invitefriend.done", map[string]any{"Name": "Maximilian Wolkenstein"})}
			iv.box = container.NewVBox()
			iv.body = container.NewVBox(iv.box)
			d.app.fillInviting(nil, iv)
			d.win.SetContent(d.app.screen("Room", iv.body, nil, func() {}))
			check("invite")
		}
	}
}

// TestFriendsAccept: Ben, who played a game with Aki, asks her to be
// friends from that table; his list says he asked, hers that he asks,
// with Accept (adding him back from the same game), after which both are
// friends and Ben is no longer offered among her last opponents.
func TestFriendsAccept(t *testing.T) {
	newApp(t)
	addr := testServer(t, time.Minute)
	aki, ben := newDevice(t, addr, "Aki"), newDevice(t, addr, "Ben")
	ctx := t.Context()
	as, err := aki.app.connect(ctx)
	if err != nil {
		t.Fatal(err)
	}
	bs, err := ben.app.connect(ctx)
	if err != nil {
		t.Fatal(err)
	}
	ta, err := as.Create(ctx, Koikoi, core.Options{Rules: map[string]string{"rounds": "1"}}, []core.Seat{{Kind: core.Person}, {Kind: core.Person}}, 0)
	if err != nil {
		t.Fatal(err)
	}
	tb, err := bs.Join(ctx, ta.Invite())
	if err != nil {
		t.Fatal(err)
	}
	playOut(t, ta, tb)

	list, err := bs.AskFriend(ctx, tb.ID(), ta.Seat())
	if err != nil || len(list.Friends) != 1 || list.Friends[0].Status != core.FriendAsked {
		t.Fatalf("Ben asks Aki: %+v, %v", list, err)
	}
	bv := friendsShown(t, ben)
	if got := lineTexts(bv); len(got) != 1 || got[0] != "You asked Aki; waiting for them to add you" || bv.Accepts[0] != nil {
		t.Errorf("Ben's list: %q", got)
	}
	av := friendsShown(t, aki)
	if got := lineTexts(av); len(got) != 1 || got[0] != "Ben asks to be your friend" || av.Accepts[0] == nil {
		t.Fatalf("Aki's list: %q", got)
	}
	if len(av.Recent) != 1 || av.Adds[0] != nil {
		t.Errorf("Aki's last opponents: %d, Add offered %v", len(av.Recent), len(av.Adds) > 0 && av.Adds[0] != nil)
	}
	tap(t, av.Accepts[0])
	until(t, "Ben accepted", func() bool { return len(av.Lines) == 1 && av.Lines[0].Text == "Ben · online" }, aki)
	if av.Message.Visible() {
		t.Errorf("after Accept: %q", av.Message.Text)
	}
}

// playOut plays a table's game to its end from both seats, each seat
// making legal moves at random.
func playOut(t *testing.T, tables ...*core.Table) {
	t.Helper()
	done := make(chan error, len(tables))
	for i, tb := range tables {
		m, err := core.NewKoikoi(tb)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(m.Stop)
		go func() { done <- randomPlay(t, m, uint64(i)) }()
	}
	for range tables {
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}
}

// randomPlay plays one seat with legal moves picked at random until the
// game is over.
func randomPlay(t *testing.T, m *core.Koikoi, seed uint64) error {
	rng := rand.New(rand.NewPCG(seed, 1))
	deadline := time.After(2 * time.Minute)
	for {
		o := m.Observe()
		switch o.Phase {
		case koikoi.PhaseGameOver:
			return nil
		case koikoi.PhaseRoundOver:
			if err := m.NextRound(); err != nil && !errors.Is(err, core.ErrRoundNotOver) {
				return err
			}
		}
		if legal := m.LegalMoves(); len(legal) > 0 {
			if err := m.Submit(legal[rng.IntN(len(legal))]); err != nil && !errors.Is(err, core.ErrStale) {
				return err
			}
			continue
		}
		select {
		case <-m.Updates():
		case <-time.After(20 * time.Millisecond):
		case <-deadline:
			return errors.New("the game did not end in 2 minutes")
		}
	}
}
