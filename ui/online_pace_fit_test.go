package ui

import (
	"context"
	"fmt"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/i18n"
	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/node/nodetest"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// TestPaceScreensFit: a player at 22 unfinished tables (turn-based and
// live, both games) sees them all under My tables, and the lobby lists
// tables of every kind; both screens, and Create a table with the
// turn-based pace, fit 360×640, 412×915 and 915×412 (landscape) in
// every language: the lists scroll, no text is cut off; so does the
// waiting room of a rated turn-based table in the lobby at 360×640.
func TestPaceScreensFit(t *testing.T) {
	addr := nodetest.Start(t, hub.Config{})
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	name := "Florentine Aubergine"
	secret := core.NewSecret()
	me, err := core.Connect(ctx, core.Config{Address: addr, Secret: secret, Name: name})
	if err != nil {
		t.Fatal(err)
	}
	defer me.Close()
	vsComputer := func(n int) []core.Seat {
		s := []core.Seat{{Kind: core.Person}}
		for range n - 1 {
			s = append(s, core.Seat{Kind: core.Computer, Level: "hard"})
		}
		return s
	}
	for i := range 22 {
		nt := core.NewTable{Game: "koikoi", Seats: vsComputer(2), Days: core.TurnDays[i%3]}
		if i%4 == 1 {
			nt = core.NewTable{Game: "ikebana", Options: core.Options{Players: 5}, Seats: vsComputer(5), Days: 7}
		}
		if _, err := me.Open(ctx, nt); err != nil {
			t.Fatalf("table %d: %v", i, err)
		}
	}
	me.Close()
	other, err := core.Connect(ctx, core.Config{Address: addr, Secret: core.NewSecret(), Name: "Bartholomew Quintessence"})
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	for _, nt := range []core.NewTable{
		{Game: "koikoi", Options: core.Options{Preset: "museum", Rules: map[string]string{"rounds": "6"}}, Seats: []core.Seat{{Kind: core.Person}, {Kind: core.Person}}, Days: 3, Rated: true, Lobby: true},
		{Game: "ikebana", Options: core.Options{Players: 5}, Seats: []core.Seat{{Kind: core.Person}, {Kind: core.Person}, {Kind: core.Person}, {Kind: core.Person}, {Kind: core.Computer, Level: "easy"}}, Clock: 300, Lobby: true},
	} {
		if _, err := other.Open(ctx, nt); err != nil {
			t.Fatal(err)
		}
	}

	for _, l := range i18n.Languages() {
		t.Run(l.Code, func(t *testing.T) {
			p := newPhone(t, addr, name)
			if err := p.Store.SaveOnline(store.Online{Address: addr, Name: name, Secret: secret}); err != nil {
				t.Fatal(err)
			}
			p.SetLanguage(l.Code)
			on := p.Online
			for _, size := range []fyne.Size{{Width: 360, Height: 640}, {Width: 412, Height: 915}, {Width: 915, Height: 412}} {
				p.Win.Resize(size)
				check := func(screen string) {
					t.Helper()
					for _, c := range kit.CutTexts(p.Win.Canvas(), size.Width, fyne.CurrentApp().Driver().AbsolutePositionForObject, widgetChildren) {
						t.Errorf("%s at %v: %s", screen, size, c)
					}
				}
				at := fmt.Sprint(size)
				on.ShowLobby("koikoi")
				run(t, "My tables at "+at, func() bool { return on.View.Lobby != nil && len(on.View.Lobby.Mine.Rows) == 22 }, p)
				check("My tables")
				test.Tap(on.View.Lobby.Open)
				run(t, "the lobby at "+at, func() bool { o := on.View.Open; return o != nil && !o.Message.Visible() }, p)
				// Both games: the two tables, and the waiting rooms of the
				// languages before.
				on.View.Open.Game.SetSelectedIndex(0)
				run(t, "the lobby's tables at "+at, func() bool { return len(on.View.Open.Rows) >= 2 }, p)
				check("the lobby")
				on.ShowLobby("ikebana")
				test.Tap(on.View.Lobby.Create)
				on.View.Create.Pace.SetSelected(on.View.Create.Pace.Options[1])
				on.View.Create.Lobby.SetChecked(true)
				check("Create a table, turn-based")
			}
			// The waiting room of a rated turn-based table in the lobby
			// (another player's: this one's tables stay 22).
			q := newPhone(t, addr, name)
			q.SetLanguage(l.Code)
			q.Win.Resize(fyne.NewSize(360, 640))
			q.Online.ShowLobby("koikoi")
			test.Tap(q.Online.View.Lobby.Create)
			c := q.Online.View.Create
			c.Pace.SetSelected(c.Pace.Options[1])
			c.Days.SetSelectedIndex(2)
			c.Lobby.SetChecked(true)
			c.Rated.SetChecked(true)
			test.Tap(c.Create)
			run(t, "the waiting room", func() bool { return q.Online.View.Room != nil }, q)
			for _, c := range kit.CutTexts(q.Win.Canvas(), 360, fyne.CurrentApp().Driver().AbsolutePositionForObject, widgetChildren) {
				t.Errorf("the waiting room: %s", c)
			}
		})
	}
}
