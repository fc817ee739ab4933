package ui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	ikedaily "github.com/koikoi-app/koikoi/engine/ikebana/daily"
	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/daily"
	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/node/nodetest"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// playedDaily plays today's Koi-Koi daily in the engine, the person
// making the first legal move each time, and returns it as the history
// keeps it, pending its sending.
func playedDaily(t *testing.T) store.Daily {
	t.Helper()
	date := daily.Date(time.Now())
	g, err := daily.New(date)
	if err != nil {
		t.Fatal(err)
	}
	bot, _ := daily.Computer(date)
	for g.State().Phase() != koikoi.PhaseGameOver {
		s := g.State()
		if s.Phase() == koikoi.PhaseRoundOver {
			g.NextRound()
			continue
		}
		obs := s.Observe(s.ToMove())
		mv := obs.LegalMoves()[0]
		if s.ToMove() != daily.Person {
			mv = bot.Move(&obs)
		}
		if err := g.Apply(mv); err != nil {
			t.Fatal(err)
		}
	}
	text, _ := g.MarshalText()
	s := g.State()
	return store.Daily{Date: date, Game: store.DailyKoikoi, Record: string(text), Pending: true,
		Score: []int{s.Score(daily.Person), s.Score(daily.Person.Other())}}
}

// withIdentity gives the phone an online identity, as its first time
// online would.
func withIdentity(t *testing.T, p *phone) {
	t.Helper()
	o, _ := p.Store.LoadOnline()
	o.Secret = core.NewSecret()
	if err := p.Store.SaveOnline(o); err != nil {
		t.Fatal(err)
	}
}

// TestDailySentAndRanked: against an in-process server, Aki's finished
// daily, pending in her history, is sent when she opens the daily screen,
// which says so, then gives its place on the day's table; the history
// keeps the place and no longer holds it pending; the day's table lists
// her line, with her own line and the day's closing time, all of it
// within a 360 dp phone, and once the
// day is closed her line opens her game's replay. Ben's result,
// whose score does not match his moves, is refused: the screen says why
// and offers Try again, and his result stays pending in his history.
func TestDailySentAndRanked(t *testing.T) {
	clock := nodetest.NewClock(time.Now()) // the server's
	addr := nodetest.Start(t, hub.Config{Now: clock.Now})
	aki, ben := newPhone(t, addr, "Aki"), newPhone(t, addr, "Ben")
	withIdentity(t, aki)
	withIdentity(t, ben)
	d := playedDaily(t)
	if err := aki.Store.AddDaily(d); err != nil {
		t.Fatal(err)
	}
	forged := d
	forged.Score = []int{d.Score[0] + 5, d.Score[1]}
	if err := ben.Store.AddDaily(forged); err != nil {
		t.Fatal(err)
	}

	aki.Koikoi.ShowDaily()
	v := aki.Koikoi.Daily()
	if v.Online == nil || v.Online.Text != aki.T("ui.daily.online.sending") {
		t.Fatalf("the daily screen with the result pending says %v; want that it is sending", v.Online)
	}
	ranked := aki.T("ui.daily.online.ranked", map[string]any{"Place": "1", "Players": "1"})
	run(t, "Aki's place on the day's table", func() bool { return v.Online.Text == ranked }, aki)
	days, _ := aki.Store.LoadDailies()
	if days[0].Pending || days[0].Place != 1 || days[0].Players != 1 {
		t.Errorf("Aki's history after the sending: %+v; want place 1 of 1, not pending", days[0])
	}
	if v.Board == nil {
		t.Fatal("no button to the day's table for a player with an online identity")
	}
	test.Tap(v.Board)
	run(t, "the day's table", func() bool {
		b := aki.Online.DailyBoard()
		return b != nil && len(b.Rows) == 1
	}, aki)
	b := aki.Online.DailyBoard()
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject
	for _, p := range kit.CutTexts(aki.Win.Canvas(), 360, pos, widgetChildren) {
		t.Errorf("the day's table at 360x640: %s", p)
	}
	if want := aki.L.N("online.daily.line", d.Score[0], map[string]any{"Place": "1", "Name": "Aki"}); !strings.HasPrefix(b.Rows[0].Text, want) {
		t.Errorf("the day's table's line says %q; want %q", b.Rows[0].Text, want)
	}
	if !strings.HasPrefix(b.You.Text, "You: 1. Aki") || !b.Rows[0].Disabled() {
		t.Errorf("own line %q, line enabled %v; want Aki's line, not to open before the day closes", b.You.Text, !b.Rows[0].Disabled())
	}
	closes := time.Now().UTC().Truncate(24 * time.Hour).Add(24*time.Hour + core.DailyGrace).Format("2006-01-02 15:04")
	if !strings.Contains(b.Closing.Text, closes) {
		t.Errorf("the table says %q; want the day's closing time %s UTC", b.Closing.Text, closes)
	}

	ben.Koikoi.ShowDaily()
	bv := ben.Koikoi.Daily()
	failed := ben.T("ui.daily.online.failed", map[string]any{"Reason": ben.T("online.daily.error.forged")})
	run(t, "Ben's refusal", func() bool { return bv.Online.Text == failed }, ben)
	if !bv.Retry.Visible() {
		t.Error("a refused sending offers no Try again")
	}
	if days, _ := ben.Store.LoadDailies(); !days[0].Pending {
		t.Error("a refused result is no longer pending")
	}
	ben.Koikoi.ShowDailyHistory()
	if line := ben.Koikoi.DailyHistory().Lines[0].Text; !strings.HasSuffix(line, "; not sent yet") {
		t.Errorf("Ben's history says %q; want his result not sent yet", line)
	}
	aki.Koikoi.ShowDailyHistory()
	if line := aki.Koikoi.DailyHistory().Lines[0].Text; !strings.HasSuffix(line, "; ranked 1 of 1") {
		t.Errorf("Aki's history says %q; want her place", line)
	}

	// Once the day is closed, Aki's line opens her game's replay.
	closed := time.Now().UTC().Truncate(24 * time.Hour).Add(24*time.Hour + core.DailyGrace + time.Hour)
	clock.Set(closed)
	aki.Koikoi.ShowDaily()
	test.Tap(aki.Koikoi.Daily().Board)
	run(t, "the closed day's table", func() bool {
		b := aki.Online.DailyBoard()
		return b != nil && len(b.Rows) == 1 && !b.Rows[0].Disabled()
	}, aki)
	if b := aki.Online.DailyBoard(); b.Closing.Text != aki.T("online.daily.board.closed") {
		t.Errorf("the closed day's table says %q; want that it is closed", b.Closing.Text)
	}
	test.Tap(aki.Online.DailyBoard().Rows[0])
	run(t, "the replay of Aki's line", func() bool { return aki.Koikoi.Replay() != nil }, aki)
}

// TestIkebanaDailySent: Aki's finished Ikebana daily, pending in her
// history, is sent when she opens Ikebana's daily screen, which then gives
// its place on the day's table, and her history keeps it.
func TestIkebanaDailySent(t *testing.T) {
	addr := nodetest.Start(t, hub.Config{})
	aki := newPhone(t, addr, "Aki")
	withIdentity(t, aki)
	date := ikedaily.Date(time.Now())
	g, err := ikedaily.New(date)
	if err != nil {
		t.Fatal(err)
	}
	bots, _ := ikedaily.Computers(date)
	for !g.State().GameOver() {
		s := g.State()
		if s.Phase() == ikebana.PhaseRoundOver {
			g.NextRound()
			continue
		}
		obs := s.Observe(s.ToMove())
		mv := obs.LegalMoves()[0]
		if p := s.ToMove(); p != ikedaily.Person {
			mv = bots[p].Move(&obs)
		}
		if err := g.Apply(mv); err != nil {
			t.Fatal(err)
		}
	}
	text, _ := g.MarshalText()
	var score []int
	for p := range ikedaily.Players {
		score = append(score, g.State().Prestige(ikebana.Seat(p)))
	}
	if err := aki.Store.AddDaily(store.Daily{Date: date, Game: store.DailyIkebana, Record: string(text), Score: score, Pending: true}); err != nil {
		t.Fatal(err)
	}
	aki.Ikebana.ShowDaily()
	v := aki.Ikebana.Daily
	if v.Online == nil || v.Board == nil {
		t.Fatal("Ikebana's daily screen shows neither the sending nor the day's table")
	}
	ranked := aki.T("ui.daily.online.ranked", map[string]any{"Place": "1", "Players": "1"})
	run(t, "Aki's place on Ikebana's day's table", func() bool { return v.Online.Text == ranked }, aki)
	if days, _ := aki.Store.LoadDailies(); days[0].Pending || days[0].Place != 1 {
		t.Errorf("Aki's history after the sending: %+v; want place 1, not pending", days[0])
	}
}
