package online

import (
	"strconv"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/i18n"
	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// TestBoardPage: a full page of the leaderboard lists its 25 players in
// order, the player's own line in bold, turns to the next page but not
// back from the first, and names the player's place past the page.
func TestBoardPage(t *testing.T) {
	newApp(t)
	addr := testServer(t, time.Minute)
	d := newDevice(t, addr, "Aki")
	d.app.showBoard(Koikoi, func() {})
	until(t, "the empty board", func() bool { return d.app.View.Board.You.Visible() }, d)
	v := d.app.View.Board
	lb := core.Leaderboard{Pool: Koikoi, Pages: core.BoardPages}
	for i := range core.BoardPage {
		lb.Entries = append(lb.Entries, protocol.BoardEntry{Place: i + 1, Name: "Player " + strconv.Itoa(i+1), Rating: 1900 - 10*i, Games: 40})
	}
	lb.Entries[3].You = true
	lb.You = &lb.Entries[3]
	v.Rows = nil
	rows := container.NewVBox()
	d.app.fillBoard(v, rows, board{pool: Koikoi}, lb)
	if len(v.Rows) != core.BoardPage || len(rows.Objects) != core.BoardPage {
		t.Fatalf("%d rows shown; want %d", len(v.Rows), core.BoardPage)
	}
	for i, r := range v.Rows {
		e := lb.Entries[i]
		if r.Place.Text != strconv.Itoa(e.Place) || r.Name.Text != e.Name || r.Rating.Text != strconv.Itoa(e.Rating) {
			t.Errorf("row %d says %s, %s, %s; want %d, %s, %d", i, r.Place.Text, r.Name.Text, r.Rating.Text, e.Place, e.Name, e.Rating)
		}
		if r.Name.TextStyle.Bold != e.You {
			t.Errorf("row %d bold %v; want %v (the player's own)", i, r.Name.TextStyle.Bold, e.You)
		}
	}
	if got, want := v.You.Text, "Your place: 4 · rating 1870"; got != want {
		t.Errorf("You = %q; want %q", got, want)
	}
	if got, want := v.Page.Text, "Page 1 of 4"; got != want {
		t.Errorf("Page = %q; want %q", got, want)
	}
	if !v.Prev.Disabled() || v.Next.Disabled() {
		t.Errorf("on the first page Prev disabled %v, Next disabled %v; want Prev only", v.Prev.Disabled(), v.Next.Disabled())
	}
	test.Tap(v.Next)
	until(t, "the second page", func() bool { b := d.app.View.Board; return b != v && b.You.Visible() }, d)
	if got, want := d.app.View.Board.Page.Text, "Page 2 of 4"; got != want {
		t.Errorf("after Next, Page = %q; want %q", got, want)
	}
	if d.app.View.Board.Prev.Disabled() {
		t.Error("Prev is disabled on the second page")
	}
}

// TestBoardMonths: the board's periods ask for all time, this month and
// the month before, across a year's turn.
func TestBoardMonths(t *testing.T) {
	defer func(f func() time.Time) { now = f }(now)
	now = func() time.Time { return time.Date(2027, 1, 31, 23, 0, 0, 0, time.UTC) }
	for period, want := range []string{"", "2027-01", "2026-12"} {
		if got := (board{period: period}).month(); got != want {
			t.Errorf("board{period: %d}.month() = %q; want %q", period, got, want)
		}
	}
}

// TestProfileChart: a profile draws each rating's history as a line from
// its oldest point on the left, the highest at the top, the lowest at the
// bottom, with both bounds written; a game with no rated game says so.
func TestProfileChart(t *testing.T) {
	newApp(t)
	d := newDevice(t, "", "Aki")
	v := &ProfileView{Ratings: map[string]*widget.Label{}, Charts: map[string]*RatingChart{}, Games: map[string][]*widget.Label{}}
	body := container.NewVBox()
	d.app.fillProfile(v, body, core.Profile{Name: "Aki", Ratings: []protocol.PoolRating{{Pool: Koikoi, Rating: 1560, Deviation: 90, Games: 12, Place: 7,
		History: []protocol.RatingPoint{{Rating: 1500}, {Rating: 1620}, {Rating: 1560}}}}}, func() {})
	if got, want := v.Ratings[Koikoi].Text, "Rating 1560 · rated games: 12 · place 7"; got != want {
		t.Errorf("Koi-Koi's rating line = %q; want %q", got, want)
	}
	if got, want := v.Ratings[Ikebana].Text, "No rated game yet."; got != want {
		t.Errorf("Ikebana's rating line = %q; want %q", got, want)
	}
	c := v.Charts[Koikoi]
	if c == nil || v.Charts[Ikebana] != nil {
		t.Fatalf("charts %v; want Koi-Koi's only", v.Charts)
	}
	w := test.NewWindow(c)
	defer w.Close()
	w.Resize(fyne.NewSize(300, chartHeight))
	r := test.WidgetRenderer(c).(*chartRenderer)
	if len(r.lines) != 2 || r.high.Text != "1620" || r.low.Text != "1500" {
		t.Fatalf("%d lines between %s and %s; want 2 between 1500 and 1620", len(r.lines), r.low.Text, r.high.Text)
	}
	first, peak, last := r.lines[0].Position1, r.lines[0].Position2, r.lines[1].Position2
	if !(first.X < peak.X && peak.X < last.X) {
		t.Errorf("the points go %v, %v, %v; want left to right", first.X, peak.X, last.X)
	}
	if !(peak.Y < last.Y && last.Y < first.Y) {
		t.Errorf("the points' heights %v, %v, %v; want 1620 highest, 1500 lowest", first.Y, peak.Y, last.Y)
	}
}

// TestRoomRatings: at a rated three-seat Ikebana table the waiting room
// gives every person's rating beside their name, live: Aki sees Ben's as
// he sits down, Ben sees Aki's and his own.
func TestRoomRatings(t *testing.T) {
	newApp(t)
	addr := testServer(t, time.Minute)
	aki, ben := newDevice(t, addr, "Aki"), newDevice(t, addr, "Ben")
	aki.app.ShowLobby(Ikebana)
	tap(t, aki.app.View.Lobby.Create)
	v := aki.app.View.Create
	aki.ike.NewTable.Players.SetSelectedIndex(1) // three florists
	aki.ike.NewTable.Seats[1].SetSelectedIndex(0)
	aki.ike.NewTable.Seats[2].SetSelectedIndex(0) // two friends
	v.Rated.SetChecked(true)
	tap(t, v.Create)
	until(t, "Aki's waiting room", func() bool { return aki.app.View.Room != nil }, aki)
	if got, want := aki.app.View.Room.Lines[0].Text, "Aki (you) · 1500?"; got != want {
		t.Errorf("Aki's seat says %q; want %q", got, want)
	}
	code := aki.app.View.Room.Code.Text

	ben.app.ShowLobby(Ikebana)
	test.Type(ben.app.View.Lobby.Code, code)
	tap(t, ben.app.View.Lobby.Join)
	until(t, "Ben's rating in Aki's waiting room", func() bool {
		r := aki.app.View.Room
		return r != nil && r.Lines[1].Text == "Ben · 1500?"
	}, aki, ben)
	until(t, "Ben's waiting room", func() bool { return ben.app.View.Room != nil }, ben)
	for i, want := range []string{"Aki · 1500?", "Ben (you) · 1500?", "Free seat: waiting for a friend"} {
		if got := ben.app.View.Room.Lines[i].Text; got != want {
			t.Errorf("Ben's room, seat %d says %q; want %q", i, got, want)
		}
	}
}

// TestSeatLineRating: a waiting room's seat gives a person's rating at a
// rated table, with a "?" while provisional, before the word away; a
// casual table's, and a seat the server gave no rating, give none.
func TestSeatLineRating(t *testing.T) {
	newApp(t)
	d := newDevice(t, "ws://127.0.0.1:1/v1/ws", "Aki")
	seats := []protocol.SeatInfo{{Kind: "person", Name: "Aki", Rating: 1500, Provisional: true},
		{Kind: "person", Name: "Ben", Rating: 1611, Away: true}, {Kind: "person", Name: "Cy"}, {Kind: "computer", Level: "easy"}}
	rated := protocol.TableInfo{Rated: true, Seats: seats}
	casual := protocol.TableInfo{Seats: seats}
	for i, want := range []string{"Aki (you) · 1500?", "Ben · 1611 · away", "Cy", "Computer · Easy"} {
		if got := d.app.seatLine(rated, i, seats[i]); got != want {
			t.Errorf("rated, seat %d: %q; want %q", i, got, want)
		}
	}
	for i, want := range []string{"Aki (you)", "Ben · away", "Cy"} {
		if got := d.app.seatLine(casual, i, seats[i]); got != want {
			t.Errorf("casual, seat %d: %q; want %q", i, got, want)
		}
	}
}

// TestRecordNotFound: a last game's Replay whose record the server does
// not have (nor gives: not one of the player's) says so in a sentence
// about the record, not about a table's code, with the way back.
func TestRecordNotFound(t *testing.T) {
	newApp(t)
	addr := testServer(t, time.Minute)
	d := newDevice(t, addr, "Aki")
	back := false
	d.app.openRecord("nosuchtable00000", func() { back = true })
	until(t, "the error", func() bool { return d.errorText() != "" }, d)
	if got, want := d.errorText(), "This game’s record could not be opened for its replay."; got != want {
		t.Errorf("the error says %q; want %q", got, want)
	}
	tap(t, d.app.View.Error.Back)
	if !back {
		t.Error("the error's Back does not go back")
	}
}

// TestProfileLastGamesFit: the profile's last games, each with its Replay
// beside its line, fit a 360 dp phone in every language, long names and
// all.
func TestProfileLastGamesFit(t *testing.T) {
	newApp(t)
	d := newDevice(t, "", "Florentine Aubergine")
	d.win.Resize(fyne.NewSize(360, 640))
	children := func(w fyne.Widget) []fyne.CanvasObject { return test.WidgetRenderer(w).Objects() }
	last := []protocol.RecordEntry{
		{Table: "t1", Game: Ikebana, Status: "finished", Finished: 1795765501000, Seats: []protocol.RecordSeat{
			{Name: "Florentine Aubergine", Score: 39, Outcome: "win", You: true}, {Name: "Maximilian Wolkenstein", Score: 32, Outcome: "loss"},
			{Level: "normal", Score: 12, Outcome: "loss"}}},
		{Table: "t2", Game: Koikoi, Status: "finished", Finished: 1795765501000, Seats: []protocol.RecordSeat{
			{Name: "Florentine Aubergine", Score: 0, Outcome: "draw", You: true}, {Name: "Ben", Score: 0, Outcome: "draw"}}},
	}
	for _, lang := range i18n.Languages() {
		d.app.h.L = func() *i18n.Localizer { return i18n.New(lang.Code) }
		v := &ProfileView{Ratings: map[string]*widget.Label{}, Charts: map[string]*RatingChart{}, Games: map[string][]*widget.Label{}}
		body := container.NewVBox()
		d.app.fillProfile(v, body, core.Profile{Name: "Florentine Aubergine", Last: last}, func() {})
		if len(v.Replays) != 2 {
			t.Fatalf("%s: %d Replay buttons for 2 last games", lang.Code, len(v.Replays))
		}
		d.win.SetContent(d.app.screen("Profile", body, nil, func() {}))
		for _, c := range kit.CutTexts(d.win.Canvas(), 360, fyne.CurrentApp().Driver().AbsolutePositionForObject, children) {
			t.Errorf("%s: %s", lang.Code, c)
		}
	}
}
