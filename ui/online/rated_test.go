package online

import (
	"strconv"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/server/protocol"
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
		History: []protocol.RatingPoint{{Rating: 1500}, {Rating: 1620}, {Rating: 1560}}}}})
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
