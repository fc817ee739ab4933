package node_test

import (
	"bytes"
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	ikebanaai "github.com/koikoi-app/koikoi/engine/ikebana/ai"
	ikebanadaily "github.com/koikoi-app/koikoi/engine/ikebana/daily"
	"github.com/koikoi-app/koikoi/engine/koikoi"
	koikoiai "github.com/koikoi-app/koikoi/engine/koikoi/ai"
	koikoidaily "github.com/koikoi-app/koikoi/engine/koikoi/daily"
	"github.com/koikoi-app/koikoi/server/client"
	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/node"
	"github.com/koikoi-app/koikoi/server/node/nodetest"
	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/server/ws"
)

// played is a daily played on a device: what it sends, the person's
// points and the game's text.
type played struct {
	sub    protocol.DailySubmit
	points int
	text   []byte
}

// playDaily plays a game's daily of date as a device does, the person
// played by the random level with the seed given, the day's computers by
// their own, and returns what the device would send.
func playDaily(t testing.TB, game, date string, seed uint64) played {
	t.Helper()
	p := played{sub: protocol.DailySubmit{Header: hdr("daily_submit"), Game: game, Date: date}}
	var err error
	switch game {
	case "koikoi":
		g, _ := koikoidaily.New(date)
		bot, _ := koikoidaily.Computer(date)
		person, _ := koikoiai.New("random", koikoiai.WithSeed(seed))
		for err == nil && g.State().Phase() != koikoi.PhaseGameOver {
			s := g.State()
			if s.Phase() == koikoi.PhaseRoundOver {
				err = g.NextRound()
				continue
			}
			obs := s.Observe(s.ToMove())
			m := bot.Move(&obs)
			if s.ToMove() == koikoidaily.Person {
				m = person.Move(&obs)
				p.sub.Moves = append(p.sub.Moves, m.String())
			}
			err = g.Apply(m)
		}
		s := g.State()
		p.points = s.Score(koikoidaily.Person)
		p.sub.Result = []int{p.points, s.Score(koikoidaily.Person.Other())}
		p.text, _ = g.MarshalText()
	case "ikebana":
		g, _ := ikebanadaily.New(date)
		bots, _ := ikebanadaily.Computers(date)
		person, _ := ikebanaai.New("random", ikebanaai.WithSeed(seed))
		for err == nil && !g.State().GameOver() {
			s := g.State()
			if s.Phase() == ikebana.PhaseRoundOver {
				err = g.NextRound()
				continue
			}
			obs := s.Observe(s.ToMove())
			var m ikebana.Move
			if s.ToMove() == ikebanadaily.Person {
				m = person.Move(&obs)
				p.sub.Moves = append(p.sub.Moves, m.String())
			} else {
				m = bots[s.ToMove()].Move(&obs)
			}
			err = g.Apply(m)
		}
		s := g.State()
		for seat := range ikebanadaily.Players {
			p.sub.Result = append(p.sub.Result, s.Prestige(ikebana.Seat(seat)))
		}
		p.points = s.Prestige(ikebanadaily.Person)
		p.text, _ = g.MarshalText()
	}
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// dailyPatience bounds a daily test: its games and checks take some 20 s
// of one core, many minutes on a machine busy with other work.
const dailyPatience = 4 * patience

// dailyNode starts a node on the clock. The test's clients read only
// while they wait for an answer, and a daily's check takes seconds (a
// minute on a busy machine): the server's pings must not close the
// others' connections meanwhile.
func dailyNode(t *testing.T, clock *nodetest.Clock) *node.Node {
	t.Helper()
	n, _ := testNodeWS(t, hub.Config{Now: clock.Now}, ws.Config{Rate: 1000, Burst: 1000, Ping: dailyPatience})
	return n
}

// submit sends a daily and returns the server's answer.
func submit(t *testing.T, ctx context.Context, c *client.Conn, sub protocol.DailySubmit) protocol.DailyResult {
	t.Helper()
	m, err := c.Await(ctx, send(t, ctx, c, sub))
	if err != nil {
		t.Fatalf("daily_submit: %v", err)
	}
	var r protocol.DailyResult
	if err := m.Decode(&r); err != nil {
		t.Fatal(err)
	}
	return r
}

// TestDaily: the day's Koi-Koi daily played on two devices is the same
// game, and the server finds the same points; a forged result is
// refused, a second one too (the first counts); the same moves get the
// same accuracy; the day's board ranks three players by points, then
// accuracy, then the time sent, with names and no moves;
// the moves are refused before the day closes and given after it.
func TestDaily(t *testing.T) {
	if testing.Short() {
		t.Skip("plays Koi-Koi dailies against the hard level at its full budget")
	}
	const date = "2026-12-06"
	clock := nodetest.NewClock(time.Date(2026, 12, 6, 9, 0, 0, 0, time.UTC))
	n := dailyNode(t, clock)
	ctx := timeout(t, dailyPatience)

	one, again := playDaily(t, "koikoi", date, 1), playDaily(t, "koikoi", date, 1)
	if !bytes.Equal(one.text, again.text) || !slices.Equal(one.sub.Moves, again.sub.Moves) {
		t.Fatalf("the same moves on two devices gave two games:\n%s\n%s", one.text, again.text)
	}
	two := playDaily(t, "koikoi", date, 2)

	aki, _ := player(t, ctx, n, "Aki")
	ben, _ := player(t, ctx, n, "Ben")
	cho, _ := player(t, ctx, n, "Cho")
	dan, _ := player(t, ctx, n, "Dan")

	// One submission at a time: a second, sent while the first is being
	// replayed (seconds), is refused; the first's answer follows.
	first, second := send(t, ctx, aki, one.sub), send(t, ctx, aki, one.sub)
	var r protocol.DailyResult
	for got := 0; got < 2; {
		m, err := aki.Read(ctx)
		if err != nil {
			t.Fatal(err)
		}
		switch m.Re {
		case second:
			if m.Error == nil || m.Error.Code != protocol.CodeRateLimited {
				t.Errorf("a daily sent during another's replay: %s; want rate_limited", m.Raw)
			}
			got++
		case first:
			if m.Error != nil {
				t.Fatalf("daily_submit: %v", m.Error)
			}
			m.Decode(&r)
			got++
		}
	}
	if r.Type != "daily_result" || r.Game != "koikoi" || r.Date != date || r.Entry.Points != one.points ||
		r.Entry.Place != 1 || r.Players != 1 || !r.Entry.You || r.Entry.Name != "Aki" {
		t.Errorf("Aki's daily_result = %+v; want %d points, first of 1", r, one.points)
	}
	expectError(t, ctx, aki, send(t, ctx, aki, two.sub), protocol.CodePlayed)

	forged := two.sub
	forged.Result = slices.Clone(two.sub.Result)
	forged.Result[0]++
	expectError(t, ctx, dan, send(t, ctx, dan, forged), protocol.CodeForged)

	clock.Set(clock.Now().Add(time.Minute))
	rb := submit(t, ctx, ben, two.sub)
	if rb.Entry.Points != two.points || rb.Players != 2 || rb.Entry.Accuracy == nil {
		t.Errorf("Ben's daily_result = %+v; want %d points of 2 players, an accuracy", rb, two.points)
	}
	clock.Set(clock.Now().Add(time.Minute))
	rc := submit(t, ctx, cho, again.sub)
	if rc.Entry.Points != one.points || rc.Players != 3 || rc.Entry.Accuracy == nil || r.Entry.Accuracy == nil ||
		*rc.Entry.Accuracy != *r.Entry.Accuracy {
		t.Errorf("Cho's daily_result (Aki's moves on another device) = %+v; want Aki's %d points and accuracy (%+v), of 3", rc, one.points, r.Entry)
	}

	// The order: points, then accuracy, then the time sent.
	type line struct {
		name     string
		points   int
		accuracy float64
	}
	want := []line{{"Aki", one.points, *r.Entry.Accuracy}, {"Ben", two.points, *rb.Entry.Accuracy}, {"Cho", one.points, *rc.Entry.Accuracy}}
	slices.SortStableFunc(want, func(a, b line) int {
		if a.points != b.points {
			return b.points - a.points
		}
		return cmp.Compare(b.accuracy, a.accuracy)
	})
	m, err := ben.Await(ctx, send(t, ctx, ben, protocol.GetDailyBoard{Header: hdr("daily_board"), Game: "koikoi", Date: date}))
	if err != nil {
		t.Fatal(err)
	}
	var board protocol.DailyBoard
	m.Decode(&board)
	var got []line
	for i, e := range board.Entries {
		if e.Accuracy == nil {
			t.Fatalf("line %d has no accuracy: %s", i+1, m.Raw)
		}
		got = append(got, line{e.Name, e.Points, *e.Accuracy})
		if e.Place != i+1 || e.You != (e.Name == "Ben") {
			t.Errorf("line %d: %+v", i+1, e)
		}
	}
	if !slices.Equal(got, want) || board.Players != 3 || board.Pages != 1 || board.Closed || board.You == nil || board.You.Name != "Ben" {
		t.Errorf("daily_board = %s; want %v, Ben's own line", m.Raw, want)
	}
	if strings.Contains(string(m.Raw), "moves") || strings.Contains(string(m.Raw), one.sub.Moves[0]) {
		t.Errorf("the board shows moves: %s", m.Raw)
	}

	// Nobody's moves before the day closes (its end plus the grace).
	record := protocol.GetDailyRecord{Header: hdr("daily_record"), Game: "koikoi", Date: date, Place: 1}
	closes := time.Date(2026, 12, 7, 0, 0, 0, 0, time.UTC).Add(protocol.DailyGrace)
	clock.Set(closes.Add(-time.Millisecond))
	expectError(t, ctx, aki, send(t, ctx, aki, record), protocol.CodeNotYet)
	clock.Set(closes)
	expectError(t, ctx, dan, send(t, ctx, dan, two.sub), protocol.CodeClosed)
	for place, w := range want {
		record.Place = place + 1
		m, err := dan.Await(ctx, send(t, ctx, dan, record))
		if err != nil {
			t.Fatalf("daily_record of place %d after the close: %v", place+1, err)
		}
		var rec protocol.DailyRecord
		m.Decode(&rec)
		moves := one.sub.Moves
		if w.name == "Ben" {
			moves = two.sub.Moves
		}
		if rec.Entry.Name != w.name || rec.Entry.Place != place+1 || !slices.Equal(rec.Moves, moves) {
			t.Errorf("daily_record of place %d = %+v; want %s's moves", place+1, rec, w.name)
		}
	}
	m, err = dan.Await(ctx, send(t, ctx, dan, protocol.GetDailyBoard{Header: hdr("daily_board"), Game: "koikoi", Date: date}))
	if err != nil || !strings.Contains(string(m.Raw), `"closed":true`) || strings.Contains(string(m.Raw), `"you"`) {
		t.Errorf("the closed day's board for one who did not play: %s, %v", m.Raw, err)
	}
}

// TestDailyIkebana: Ikebana's daily, played on a device, gives the
// server the same prestige, graded; forged prestige is refused.
func TestDailyIkebana(t *testing.T) {
	if testing.Short() {
		t.Skip("plays an Ikebana daily against three hard computers at their full budget")
	}
	const date = "2026-12-06"
	clock := nodetest.NewClock(time.Date(2026, 12, 7, 11, 0, 0, 0, time.UTC)) // the day before's grace
	n := dailyNode(t, clock)
	ctx := timeout(t, dailyPatience)
	p := playDaily(t, "ikebana", date, 1)
	aki, _ := player(t, ctx, n, "Aki")
	forged := p.sub
	forged.Result = slices.Clone(p.sub.Result)
	forged.Result[0], forged.Result[1] = forged.Result[1]+1, forged.Result[0]
	expectError(t, ctx, aki, send(t, ctx, aki, forged), protocol.CodeForged)
	if r := submit(t, ctx, aki, p.sub); r.Game != "ikebana" || r.Entry.Points != p.points || r.Entry.Place != 1 ||
		r.Entry.Accuracy == nil || *r.Entry.Accuracy < 0 || *r.Entry.Accuracy > 100 {
		t.Errorf("daily_result = %+v; want %d prestige, first, an accuracy", r, p.points)
	}
}

// TestDailyHostile: every malformed or untimely daily message is refused
// with its code, and costs no verification: wrong game, dates not
// written as days, not begun or long closed, a result of the wrong size,
// a move that cannot be read, pages and places out of range, a frame
// over the limit; a player who keeps sending refused moves is stopped
// after DailyTries.
func TestDailyHostile(t *testing.T) {
	clock := nodetest.NewClock(time.Date(2026, 12, 6, 9, 0, 0, 0, time.UTC))
	n := dailyNode(t, clock)
	ctx := timeout(t, dailyPatience)
	mal, _ := player(t, ctx, n, "Mallory")
	sub := func(game, date string, result []int, moves ...string) protocol.DailySubmit {
		return protocol.DailySubmit{Header: hdr("daily_submit"), Game: game, Date: date, Moves: moves, Result: result}
	}
	for _, tc := range []struct {
		msg  any
		code string
	}{
		{sub("chess", "2026-12-06", []int{0, 0}, "play jan-crane"), protocol.CodeBadOptions},
		{sub("koikoi", "06/12/2026", []int{0, 0}, "play jan-crane"), protocol.CodeBadDate},
		{sub("koikoi", "2026-12-07", []int{0, 0}, "play jan-crane"), protocol.CodeBadDate}, // tomorrow
		{sub("koikoi", "9999-12-31", []int{0, 0}, "play jan-crane"), protocol.CodeBadDate},
		{sub("koikoi", "2026-12-04", []int{0, 0}, "play jan-crane"), protocol.CodeClosed}, // closed at 12:00 yesterday
		{sub("koikoi", "1970-01-01", []int{0, 0}, "play jan-crane"), protocol.CodeClosed},
		{sub("koikoi", "2026-12-06", []int{0, 0, 0}, "play jan-crane"), protocol.CodeBadOptions},
		{sub("ikebana", "2026-12-06", []int{0, 0}, "draw"), protocol.CodeBadOptions},
		{sub("koikoi", "2026-12-06", []int{0, 0}, "play the-moon"), protocol.CodeBadMove},
		{protocol.GetDailyBoard{Header: hdr("daily_board"), Game: "koikoi", Date: "2026-12-06", Page: 1}, protocol.CodeBadOptions},
		{protocol.GetDailyBoard{Header: hdr("daily_board"), Game: "koikoi", Date: "2026-12-06", Page: -1}, protocol.CodeBadOptions},
		{protocol.GetDailyBoard{Header: hdr("daily_board"), Game: "go", Date: "2026-12-06"}, protocol.CodeBadOptions},
		{protocol.GetDailyBoard{Header: hdr("daily_board"), Game: "koikoi", Date: "tomorrow"}, protocol.CodeBadDate},
		{protocol.GetDailyRecord{Header: hdr("daily_record"), Game: "koikoi", Date: "2026-12-06", Place: 1}, protocol.CodeNotYet},
		{protocol.GetDailyRecord{Header: hdr("daily_record"), Game: "koikoi", Date: "2026-12-01", Place: 0}, protocol.CodeBadOptions},
		{protocol.GetDailyRecord{Header: hdr("daily_record"), Game: "koikoi", Date: "2026-12-01", Place: 1}, protocol.CodeNotFound},
		{protocol.GetDailyRecord{Header: hdr("daily_record"), Game: "ikebana", Date: "2026-02-30", Place: 1}, protocol.CodeBadDate},
	} {
		expectError(t, ctx, mal, send(t, ctx, mal, tc.msg), tc.code)
	}
	// A first move that the position does not allow is refused at once;
	// after DailyTries of them the player must wait.
	for i := range hub.DailyTries {
		expectError(t, ctx, mal, send(t, ctx, mal, sub("koikoi", "2026-12-06", []int{0, 0}, "shobu")), protocol.CodeIllegal)
		if t.Failed() {
			t.Fatalf("try %d", i+1)
		}
	}
	expectError(t, ctx, mal, send(t, ctx, mal, sub("koikoi", "2026-12-06", []int{0, 0}, "shobu")), protocol.CodeRateLimited)
	// A frame over MaxMessage closes the connection before any check.
	huge := sub("ikebana", "2026-12-06", []int{0, 0, 0, 0})
	for len(fmt.Sprint(huge.Moves)) < protocol.MaxMessage {
		huge.Moves = append(huge.Moves, "refuse")
	}
	big, _ := player(t, ctx, n, "Big")
	send(t, ctx, big, huge)
	if _, err := big.Read(ctx); err == nil {
		t.Error("a daily over MaxMessage was read")
	}
}
