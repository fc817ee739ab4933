package ui

import (
	"flag"
	"github.com/koikoi-app/koikoi/engine/match"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/node/nodetest"
	"github.com/koikoi-app/koikoi/store"
	ikeui "github.com/koikoi-app/koikoi/ui/ikebana"
	"github.com/koikoi-app/koikoi/ui/kit"
)

var soakGames = flag.Int("soak", 0, "TestSoak: whole games per setting (0: $KOIKOI_SOAK, else a short run of each)")

// soakShort is how long the short run plays each setting: the deal and
// a few turns of every seat.
const soakShort = 700 * time.Millisecond

// soakN returns the number of whole games TestSoak plays per setting,
// or 0 for its short run.
func soakN() int {
	if *soakGames > 0 {
		return *soakGames
	}
	n, _ := strconv.Atoi(os.Getenv("KOIKOI_SOAK"))
	return n
}

// soakCount is what a soak played.
type soakCount struct{ games, events int }

// TestSoak drives both games' table screens through the real matches, the
// flights and steps ticked frame by frame: Ikebana at every seat count
// (2 to 5) and Koi-Koi, on this phone (engine/match.Local: pass-and-play
// people and computers mixed) and online over an in-process server
// (friends joining the waiting room one after the other, computers in
// the other seats, the server going down and coming back mid-game). It
// fails on any panic, those kit.Guard recovered included. Short in
// `go test` (the first moves of each setting, soakShort); -soak=N (or
// KOIKOI_SOAK=N) plays N whole games per setting.
func TestSoak(t *testing.T) {
	n := soakN()
	games := max(n, 1)
	rng := rand.New(rand.NewPCG(29, uint64(n)))
	before := kit.Panics()
	var c soakCount
	for players := 2; players <= ikebana.MaxPlayers; players++ {
		for range games {
			soakIkebanaLocal(t, rng, players, n > 0, &c)
			soakIkebanaOnline(t, rng, players, n > 0, &c)
		}
	}
	for range games {
		soakKoikoiLocal(t, rng, n > 0, &c)
		soakKoikoiOnline(t, rng, n > 0, &c)
	}
	panics := kit.Panics() - before
	t.Logf("soak: %d games, %d events, %d panics", c.games, c.events, panics)
	if panics != 0 {
		t.Fatalf("%d panics recovered while the tables applied the events (logged above)", panics)
	}
}

// button is a table's button, as a test taps it.
type button interface {
	fyne.Tappable
	Visible() bool
	Disabled() bool
}

// ikeTap makes one step of an Ikebana table on a: it lands the flights
// under way, frame by frame, then taps what the screen offers: the next
// round, the hand-over, Continue, or one of the decisions at random. It
// reports whether the game is over, or (whole false) the first round.
func ikeTap(rng *rand.Rand, a *ikeui.App, whole bool) bool {
	m, tb := a.Match(), a.Table()
	if m == nil {
		return false
	}
	if tb != nil {
		tb.Hold()
		for tb.Animating() {
			tb.Tick(0.5)
			tb.Tick(1)
		}
	}
	o := m.Observe()
	switch {
	case o.Phase == ikebana.PhaseGameOver && a.Final != nil:
		return true
	case o.Phase == ikebana.PhaseRoundOver || o.Phase == ikebana.PhaseGameOver:
		if !whole && a.Scores != nil {
			return true
		}
		if a.Scores != nil && a.Scores.Next.Visible() && !a.Scores.Next.Disabled() {
			test.Tap(a.Scores.Next)
		}
	case a.Handover != nil && m.Handover():
		test.Tap(a.Handover.Show)
	case tb == nil:
	case tb.Continue.Visible() && !tb.Continue.Disabled():
		test.Tap(tb.Continue)
	case m.MyTurn():
		var can []button
		for _, b := range []button{tb.Draw, tb.Keep, tb.Refuse} {
			if b.Visible() && !b.Disabled() {
				can = append(can, b)
			}
		}
		for p := range ikebana.Seat(ikebana.MaxPlayers) { // in seat order: the run is seeded
			if b := tb.Buy[p]; b != nil && b.Visible() && !b.Disabled() {
				can = append(can, b)
			}
		}
		if len(can) > 0 {
			test.Tap(can[rng.IntN(len(can))])
		}
	}
	return false
}

// soakIkebanaLocal plays Ikebana on one phone: seat 0 a person, the
// others people passing the phone or computers at random.
func soakIkebanaLocal(t *testing.T, rng *rand.Rand, players int, whole bool, c *soakCount) {
	t.Helper()
	a := newTestApp(t, storeDir(t))
	a.Settings.Animation = store.AnimNormal
	ng := store.IkebanaNewGame{Players: players}
	for p := range players {
		seat := store.IkebanaSeat{Kind: store.SeatPerson, Name: "P" + strconv.Itoa(p)}
		if p > 0 && rng.IntN(2) == 0 {
			seat = store.IkebanaSeat{Kind: store.SeatComputer, Level: "easy"}
		}
		ng.Seats = append(ng.Seats, seat)
	}
	if err := a.Ikebana.Start(ng, rng.Uint64()); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	for range 20000 {
		if ikeTap(rng, a.Ikebana, whole) || !whole && time.Since(start) > soakShort {
			c.games++
			c.events += eventCount(a.Ikebana.Match().Play)
			a.Ikebana.Leave()
			return
		}
	}
	t.Fatalf("a local Ikebana game of %d did not end", players)
}

// soakIkebanaOnline plays Ikebana online: Aki creates the table, each of
// the other seats a friend (who joins the waiting room later, one after
// the other) or a computer; Ben always sits. Every other game, the server
// goes down mid-game and comes back.
func soakIkebanaOnline(t *testing.T, rng *rand.Rand, players int, whole bool, c *soakCount) {
	t.Helper()
	srv := nodetest.New(t, hub.Config{})
	ps := []*phone{newPhone(t, srv.URL(), "Aki")}
	ps[0].Online.ShowLobby("ikebana")
	test.Tap(ps[0].Online.View.Lobby.Create)
	cv, f := ps[0].Online.View.Create, ps[0].Ikebana.NewTable
	f.Players.SetSelectedIndex(players - 2)
	for i := 1; i < players; i++ {
		if i == 1 || rng.IntN(2) == 0 {
			f.Seats[i].SetSelectedIndex(0) // a friend
			ps = append(ps, newPhone(t, srv.URL(), "F"+strconv.Itoa(i)))
		} else {
			f.Seats[i].SetSelectedIndex(1) // an easy computer
		}
	}
	for _, p := range ps {
		p.Settings.Animation = store.AnimNormal
	}
	test.Tap(cv.Create)
	run(t, "Aki's waiting room", func() bool { return ps[0].Online.View.Room != nil }, ps...)
	code := ps[0].Online.View.Room.Code.Text
	for _, p := range ps[1:] {
		p.Online.ShowLobby("ikebana")
		test.Type(p.Online.View.Lobby.Code, code)
		test.Tap(p.Online.View.Lobby.Join)
		run(t, "the join", func() bool { return p.Online.View.Room != nil || p.Ikebana.Table() != nil }, ps...)
	}
	run(t, "every table", func() bool {
		for _, p := range ps {
			if p.Ikebana.Table() == nil {
				return false
			}
		}
		return true
	}, ps...)
	drop, start := c.games%2 == 0, time.Now()
	steps, over := 0, false
	for !over { // each wait ends with the game or the next event
		seen := soakEvents(ps[0])
		run(t, "the online Ikebana table's next event", func() bool {
			steps++
			if drop && (steps > 40 || !whole && time.Since(start) > soakShort/2) {
				drop = false
				srv.Stop()
				run(t, "the banner", func() bool { return ps[0].Online.View.Bar.Banner.Visible() }, ps...)
				srv.Restart()
			}
			over = true
			for _, p := range ps {
				if !ikeTap(rng, p.Ikebana, whole) {
					over = false
				}
			}
			over = over || !whole && !drop && time.Since(start) > soakShort
			return over || soakEvents(ps[0]) != seen
		}, ps...)
	}
	c.games++
	c.events += eventCount(ps[0].Ikebana.Match().Play)
}

// soakEvents returns how many events p's Ikebana match told (0 before
// its table).
func soakEvents(p *phone) int {
	if m := p.Ikebana.Match(); m != nil {
		return eventCount(m.Play)
	}
	return 0
}

// kkTick lands the Koi-Koi table's steps under way on p, frame by frame.
func kkTick(p *phone) {
	if tb := p.Koikoi.Table(); tb != nil {
		tb.Hold()
		for tb.Animating() {
			tb.Tick(0.5)
			tb.Tick(1)
		}
	}
}

// kkOver reports whether p's Koi-Koi game is over, or (whole false) its
// first round.
func kkOver(p *phone, whole bool) bool {
	m := p.Koikoi.Match()
	if m == nil {
		return false
	}
	ph := m.Observe().Phase
	return ph == koikoi.PhaseGameOver || !whole && ph == koikoi.PhaseRoundOver
}

// soakKoikoiLocal plays Koi-Koi on one phone against a computer.
func soakKoikoiLocal(t *testing.T, rng *rand.Rand, whole bool, c *soakCount) {
	t.Helper()
	p := &phone{App: newTestApp(t, storeDir(t))}
	p.Settings.Animation = store.AnimNormal
	g, err := koikoi.NewGame(koikoi.WithSeed(rng.Uint64()))
	if err != nil {
		t.Fatal(err)
	}
	p.Koikoi.StartGame(g, store.KoikoiSave{Mode: store.ModeComputer, Level: "easy"})
	n, start := &kkTaps{}, time.Now()
	for range 20000 {
		kkTick(p)
		if kkOver(p, whole) || !whole && time.Since(start) > soakShort {
			c.games++
			c.events += eventCount(p.Koikoi.Match().Play)
			p.Koikoi.Leave()
			return
		}
		kkPlayOn(t, p, n)
	}
	t.Fatal("a local Koi-Koi game did not end")
}

// soakKoikoiOnline plays Koi-Koi online between two friends; every other
// game the server goes down mid-game and comes back.
func soakKoikoiOnline(t *testing.T, rng *rand.Rand, whole bool, c *soakCount) {
	t.Helper()
	srv := nodetest.New(t, hub.Config{})
	aki, ben := newPhone(t, srv.URL(), "Aki"), newPhone(t, srv.URL(), "Ben")
	aki.Settings.Animation, ben.Settings.Animation = store.AnimNormal, store.AnimNormal
	sitAtKoikoi(t, aki, ben)
	drop, start := rng.IntN(2) == 0, time.Now()
	na, nb := &kkTaps{}, &kkTaps{}
	steps, over := 0, false
	for !over { // each wait ends with the game or the next event
		seen := eventCount(aki.Koikoi.Match().Play)
		run(t, "the online Koi-Koi table's next event", func() bool {
			steps++
			if drop && (steps > 30 || !whole && time.Since(start) > soakShort/2) {
				drop = false
				srv.Stop()
				run(t, "the banner", func() bool { return aki.Online.View.Bar.Banner.Visible() }, aki, ben)
				srv.Restart()
			}
			kkTick(aki)
			kkTick(ben)
			a, b := kkOver(aki, whole), kkOver(ben, whole)
			if !a {
				kkPlayOn(t, aki, na)
			}
			if !b {
				kkPlayOn(t, ben, nb)
			}
			over = a && b || !whole && !drop && time.Since(start) > soakShort
			return over || eventCount(aki.Koikoi.Match().Play) != seen
		}, aki, ben)
	}
	c.games++
	c.events += eventCount(aki.Koikoi.Match().Play)
}

// eventCount is the number of events a match has told.
func eventCount[O, M, E any](p match.Match[O, M, E]) int {
	evs, _ := p.Since(0)
	return len(evs)
}
