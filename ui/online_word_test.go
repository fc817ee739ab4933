package ui

import (
	"context"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/node/nodetest"
)

// sitAtTurnBased has Ben open a turn-based Koi-Koi table (a day a move,
// three rounds) and Aki join it by code; it returns once both phones
// show it.
func sitAtTurnBased(t *testing.T, aki, ben *phone) {
	t.Helper()
	ben.Online.ShowLobby("koikoi")
	test.Tap(ben.Online.View.Lobby.Create)
	c := ben.Online.View.Create
	ben.Koikoi.TableRules.Rounds.SetSelected("3")
	c.Pace.SetSelected(c.Pace.Options[1]) // turn-based
	c.Days.SetSelectedIndex(0)            // a day a move
	test.Tap(c.Create)
	run(t, "Ben's waiting room", func() bool { return ben.Online.View.Room != nil }, ben)
	aki.Online.ShowLobby("koikoi")
	test.Type(aki.Online.View.Lobby.Code, ben.Online.View.Room.Code.Text)
	test.Tap(aki.Online.View.Lobby.Join)
	run(t, "both tables", func() bool { return aki.Koikoi.Table() != nil && ben.Koikoi.Table() != nil }, aki, ben)
}

// goHome leaves a phone's online table by its Back, as the player does:
// the question, then Leave; Home shows.
func goHome(t *testing.T, p *phone) {
	t.Helper()
	bar := p.Online.View.Bar
	bar.Back()
	test.Tap(bar.Asked.Confirm)
	run(t, "Home", func() bool { return p.atHome }, p)
}

// myTurnAt reports whether the phone's table waits for its player's move.
func myTurnAt(p *phone) bool {
	m := p.Koikoi.Match()
	return m != nil && p.Koikoi.Table() != nil && m.MyTurn()
}

// TestHomeTurns: Aki sits at a turn-based table and goes back Home, whose
// connection in the background hears of the table. When Ben moves and
// the table comes to Aki's move, Home says "Your turn in 1 game" at once,
// with a badge on Koi-Koi's Online door; a tap on the line opens the
// table itself (the only one waiting); after Aki's move, back Home, the
// line and the badge are gone. My tables, open on Play online, follows
// Ben's next move the same way.
func TestHomeTurns(t *testing.T) {
	addr := nodetest.Start(t, hub.Config{Seeds: func() uint64 { return 4 }})
	aki, ben := newPhone(t, addr, "Aki"), newPhone(t, addr, "Ben")
	sitAtTurnBased(t, aki, ben)
	line := aki.L.N("online.mine.turns", 1)
	shown := func() bool {
		b := aki.homeButtons["turns"]
		n := aki.homeBadges["koikoi.online"]
		return aki.atHome && b != nil && b.Text == line && n != nil && n.Text == "1"
	}
	gone := func() bool {
		return aki.atHome && aki.homeButtons["turns"] == nil && aki.homeBadges["koikoi.online"] == nil &&
			aki.homeButtons["koikoi.online"] != nil
	}
	// playUntil plays p's moves (and goes on from a round's result) until
	// cond holds.
	playUntil := func(what string, p *phone, cond func() bool) {
		t.Helper()
		var n kkTaps
		run(t, what, func() bool {
			if cond() {
				return true
			}
			kkPlayOn(t, p, &n)
			return false
		}, aki, ben)
	}

	run(t, "one player's turn", func() bool { return myTurnAt(aki) != myTurnAt(ben) }, aki, ben)
	if myTurnAt(aki) {
		playUntil("Aki's move", aki, func() bool { return myTurnAt(ben) })
	}
	goHome(t, aki)
	run(t, "Home's connection, without the line", func() bool { return aki.Online.Connected() && gone() }, aki)

	// Ben moves: Aki's Home says it is her turn.
	playUntil("Home's line", ben, shown)

	// The line opens the table; Aki moves; Home no longer says it.
	test.Tap(aki.homeButtons["turns"])
	run(t, "Aki's table", func() bool { return myTurnAt(aki) }, aki, ben)
	playUntil("Aki's move", aki, func() bool { return myTurnAt(ben) })
	goHome(t, aki)
	run(t, "the line gone", gone, aki, ben)

	// My tables on Play online follows Ben's next move.
	aki.Online.ShowLobby("koikoi")
	mine := aki.Online.View.Lobby.Mine
	run(t, "My tables", func() bool { return len(mine.Rows) == 1 }, aki)
	if mine.Turns.Visible() {
		t.Errorf("My tables says %q while the table waits for Ben", mine.Turns.Text)
	}
	playUntil("My tables says Aki's turn", ben, func() bool {
		return mine.Turns.Visible() && mine.Turns.Text == line && len(mine.Rows) == 1
	})

	// Aki moves and goes Home; the phone leaves the foreground and the
	// system cuts its connection; Ben moves meanwhile. Back in the
	// foreground, Home hears of it.
	test.Tap(mine.Rows[0].Tap)
	run(t, "Aki's table", func() bool { return myTurnAt(aki) }, aki, ben)
	playUntil("Aki's move", aki, func() bool { return myTurnAt(ben) })
	goHome(t, aki)
	run(t, "the line gone", gone, aki, ben)
	aki.Online.Close()
	playUntil("Ben's move", ben, func() bool { return !myTurnAt(ben) && ben.Koikoi.Match().Seq() > 0 })
	if !gone() {
		t.Fatal("Home changed without a connection")
	}
	fg, ok := aki.Fyne.Lifecycle().(interface{ OnEnteredForeground() func() })
	if !ok || fg.OnEnteredForeground() == nil {
		t.Fatal("the app does not follow its return to the foreground")
	}
	fg.OnEnteredForeground()()
	run(t, "Home's line after the return", shown, aki, ben)
}

// TestInviteWord: a friend's invitation reaches Aki wherever she is. On
// Home it is the top line, "Ben invites you to Ikebana" with View; in a
// game against the computer it comes as a banner over the table, whose
// View opens Play online with the invitation to answer.
func TestInviteWord(t *testing.T) {
	addr := nodetest.Start(t, hub.Config{})
	aki := newPhone(t, addr, "Aki")
	aki.Online.ShowLobby("koikoi") // connects: Aki has an identity
	run(t, "Aki connected", func() bool { return aki.Online.Connected() }, aki)
	aki.ShowHome()

	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	connect := func(secret, name string) *online.Session {
		s, err := online.Connect(ctx, online.Config{Address: addr, Secret: secret, Name: name})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		return s
	}
	prefs, err := aki.Store.LoadOnline()
	if err != nil {
		t.Fatal(err)
	}
	code, err := connect(prefs.Secret, "Aki").FriendCode(ctx)
	if err != nil {
		t.Fatal(err)
	}
	ben := connect(online.NewSecret(), "Ben")
	list, err := ben.AddFriend(ctx, code)
	if err != nil || len(list.Friends) != 1 {
		t.Fatalf("Ben adds Aki: %+v, %v", list, err)
	}
	invite := func(game string) {
		t.Helper()
		seats := []online.Seat{{Kind: online.Person}, {Kind: online.Person}}
		opts := online.Options{}
		if game == "ikebana" {
			opts.Players = 2
		}
		tb, err := ben.Open(ctx, online.NewTable{Game: game, Options: opts, Seats: seats})
		if err != nil {
			t.Fatal(err)
		}
		if err := ben.InviteFriend(ctx, list.Friends[0].ID, tb.ID()); err != nil {
			t.Fatal(err)
		}
	}

	invite("ikebana")
	want := aki.Online.T("online.word.invite", map[string]any{"Name": "Ben", "Game": "Ikebana"})
	run(t, "the invitation on Home", func() bool {
		return aki.atHome && aki.homeButtons["invite.view"] != nil
	}, aki)
	if !strings.Contains(texts(aki.Win.Content()), want) {
		t.Errorf("Home shows %q; want %q", texts(aki.Win.Content()), want)
	}
	if aki.banner != nil {
		t.Error("a banner over Home, which says the invitation itself")
	}

	// In a game: the next invitation comes as a banner.
	startKoikoi(t, aki.App)
	invite("koikoi")
	want = aki.Online.T("online.word.invite", map[string]any{"Name": "Ben", "Game": "Koi-Koi"})
	run(t, "the banner", func() bool {
		return aki.banner != nil && aki.banner.Visible() && aki.Koikoi.Table() != nil
	}, aki)
	if got := texts(aki.banner.Content); !strings.Contains(got, want) {
		t.Errorf("the banner says %q; want %q", got, want)
	}
	if y := fyne.CurrentApp().Driver().AbsolutePositionForObject(aki.bannerView).Y; y > 60 {
		t.Errorf("the banner's View is %v dp down; want the banner at the top", y)
	}
	test.Tap(aki.bannerView)
	run(t, "Play online with the invitations", func() bool {
		v := aki.Online.View.Invites
		return !aki.banner.Visible() && v != nil && len(v.Accepts) == 2
	}, aki)

	// On Play online, which lists them, a new invitation comes without a
	// banner over the list (whose first tap it would take).
	invite("ikebana")
	run(t, "the third invitation listed", func() bool {
		v := aki.Online.View.Invites
		return v != nil && len(v.Accepts) == 3
	}, aki)
	if aki.banner.Visible() {
		t.Error("a banner over Play online, which lists the invitations itself")
	}
	// Seen there, it comes as no banner over the next screen either.
	startKoikoi(t, aki.App)
	aki.onlineWord()
	if aki.banner.Visible() {
		t.Error("a banner over a game for an invitation already listed on Play online")
	}

	// A player who chose not to be told of invitations gets no banner in a
	// game; Play online still lists them.
	aki.Settings.NotifyInvites = false
	startKoikoi(t, aki.App)
	invite("koikoi")
	run(t, "the fourth invitation heard", func() bool { return len(aki.Online.Invitations()) == 4 }, aki)
	if aki.banner.Visible() {
		t.Error("a banner over a game although the player chose not to be told of invitations")
	}
}

// texts joins the texts an object shows, in order, with spaces (a
// wrapped label shows its lines as texts of their own).
func texts(o fyne.CanvasObject) string {
	var out []string
	for _, x := range shownTexts(o) {
		out = append(out, x.Text)
	}
	return strings.Join(out, " ")
}
