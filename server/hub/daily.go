package hub

import (
	"context"
	"errors"
	"math"
	"slices"
	"time"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	ikebanadaily "github.com/koikoi-app/koikoi/engine/ikebana/daily"
	ikebanareview "github.com/koikoi-app/koikoi/engine/ikebana/review"
	"github.com/koikoi-app/koikoi/engine/koikoi"
	koikoidaily "github.com/koikoi-app/koikoi/engine/koikoi/daily"
	koikoireview "github.com/koikoi-app/koikoi/engine/koikoi/review"
	"github.com/koikoi-app/koikoi/internal/dailyseed"
	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/server/storage"
)

// The daily deal's limits. A submission is replayed through the engine
// with the day's hard computers playing their own moves, then the
// person's decisions are graded as the review grades them: 4–7 s of one
// core (docs/online-server.md, "The daily deal"). A node checks
// Config.DailyWorkers submissions at once; one waits at most
// DailyQueueWait for its turn (then busy), and a player may have
// DailyTries submissions checked an hour, so that refused ones cannot
// keep a core busy.
const (
	DailyQueueWait = 30 * time.Second
	DailyTries     = 10
	DailyWindow    = time.Hour
)

// dayWindow returns when a daily's day begins and when it closes (its
// end plus protocol.DailyGrace), or a bad_date error.
func dayWindow(date string) (begins, closes time.Time, err error) {
	d, e := time.Parse(time.DateOnly, date)
	if e != nil {
		return d, d, protocol.Errorf(protocol.CodeBadDate, "date is a day written 2026-12-06")
	}
	return d, d.Add(24*time.Hour + protocol.DailyGrace), nil
}

// checkDaily checks a daily's game and date.
func checkDaily(game, date string) (begins, closes time.Time, err error) {
	if !slices.Contains(protocol.DailyGames, game) {
		return begins, closes, protocol.Errorf(protocol.CodeBadOptions, "game must be one of %v", protocol.DailyGames)
	}
	return dayWindow(date)
}

// checked is a verified daily: the person's points (Koi-Koi's score,
// Ikebana's prestige) and the accuracy of their decisions.
type checked struct {
	points   int
	accuracy float64
}

// parseDaily reads a submission's moves and claimed result, and returns
// the check that verifies and grades it (it costs seconds: see
// DailyWorkers).
func parseDaily(game, date string, moves []string, result []int) (check func(context.Context) (checked, error), err error) {
	switch game {
	case "koikoi":
		sub := koikoidaily.Submission{Date: date}
		if len(result) != len(sub.Score) {
			return nil, protocol.Errorf(protocol.CodeBadOptions, "result has the %d seats' scores", len(sub.Score))
		}
		copy(sub.Score[:], result)
		for i, text := range moves {
			m, err := koikoi.ParseMove(text)
			if err != nil {
				return nil, protocol.Errorf(protocol.CodeBadMove, "move %d: %v", i+1, err)
			}
			sub.Moves = append(sub.Moves, m)
		}
		return func(ctx context.Context) (checked, error) {
			g, err := koikoidaily.VerifyGame(sub)
			if err != nil {
				return checked{}, err
			}
			c := checked{points: g.State().Score(koikoidaily.Person)}
			text, err := g.MarshalText()
			if err != nil {
				return c, err
			}
			rp, err := koikoireview.Load(text)
			if err != nil {
				return c, err
			}
			ds, _, err := koikoireview.Grades(ctx, rp, koikoidaily.Person)
			losses := make([]float64, len(ds))
			for i, d := range ds {
				losses[i] = d.Loss
			}
			c.accuracy = koikoireview.Accuracy(mean(losses))
			return c, err
		}, nil
	case "ikebana":
		sub := ikebanadaily.Submission{Date: date}
		if len(result) != len(sub.Prestige) {
			return nil, protocol.Errorf(protocol.CodeBadOptions, "result has the %d seats' prestige", len(sub.Prestige))
		}
		copy(sub.Prestige[:], result)
		for i, text := range moves {
			m, err := ikebana.ParseMove(text)
			if err != nil {
				return nil, protocol.Errorf(protocol.CodeBadMove, "move %d: %v", i+1, err)
			}
			sub.Moves = append(sub.Moves, m)
		}
		return func(ctx context.Context) (checked, error) {
			g, err := ikebanadaily.VerifyGame(sub)
			if err != nil {
				return checked{}, err
			}
			c := checked{points: g.State().Prestige(ikebanadaily.Person)}
			text, err := g.MarshalText()
			if err != nil {
				return c, err
			}
			rp, err := ikebanareview.Load(text)
			if err != nil {
				return c, err
			}
			ds, _, err := ikebanareview.Grades(ctx, rp, ikebanadaily.Person)
			losses := make([]float64, len(ds))
			for i, d := range ds {
				losses[i] = d.Loss
			}
			c.accuracy = ikebanareview.Accuracy(mean(losses))
			return c, err
		}, nil
	}
	return nil, protocol.Errorf(protocol.CodeBadOptions, "game must be one of %v", protocol.DailyGames)
}

// mean is the review's mean loss a decision: 0 without any.
func mean(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	sum := 0.0
	for _, x := range xs {
		sum += x
	}
	return sum / float64(len(xs))
}

// dailyError maps Verify's errors to their answers.
func dailyError(err error) error {
	switch {
	case errors.Is(err, dailyseed.ErrForged):
		return protocol.Errorf(protocol.CodeForged, "%v", err)
	case errors.Is(err, dailyseed.ErrBadSubmission):
		return protocol.Errorf(protocol.CodeIllegal, "%v", err)
	case errors.Is(err, dailyseed.ErrBadDate):
		return protocol.Errorf(protocol.CodeBadDate, "%v", err)
	}
	return err
}

// dailySubmit verifies a played daily, stores it if it is the player's
// first of that game and day, and answers its place.
func (s *Session) dailySubmit(ctx context.Context, p *storage.Player, m *protocol.DailySubmit, re int64) error {
	h := s.hub
	begins, closes, err := checkDaily(m.Game, m.Date)
	if err != nil {
		return err
	}
	now := h.cfg.Now()
	switch {
	case now.Before(begins):
		return protocol.Errorf(protocol.CodeBadDate, "the day %s has not begun (it is %s in UTC)", m.Date, dailyseed.Date(now))
	case !now.Before(closes):
		return protocol.Errorf(protocol.CodeClosed, "the daily of %s took results until %s", m.Date, closes.Format(time.RFC3339))
	}
	if _, err := h.store.DailyOf(ctx, p.ID, m.Game, m.Date); err == nil {
		return protocol.Errorf(protocol.CodePlayed, "you already sent this daily: your first result counts")
	} else if !errors.Is(err, storage.ErrNotFound) {
		return err
	}
	check, err := parseDaily(m.Game, m.Date, m.Moves, m.Result)
	if err != nil {
		return err
	}
	key := dailyKey(p.ID)
	if over, err := h.limits.over(ctx, key, DailyTries, DailyWindow, now); err != nil {
		return err
	} else if over {
		h.cfg.Metrics.Limited("daily")
		return protocol.Errorf(protocol.CodeRateLimited, "at most %d dailies checked an hour", DailyTries)
	}
	if err := h.limits.add(ctx, now, key); err != nil {
		return err
	}
	if !s.startDaily() {
		return protocol.Errorf(protocol.CodeRateLimited, "one daily at a time: wait for the answer to the last")
	}
	// The replay takes seconds: the connection goes on reading (its pings
	// among them) and the answer comes when it is done.
	go func() {
		res, err := s.finishDaily(ctx, p, m, check)
		s.endDaily() // before the answer, which a client may follow with another
		if err != nil {
			s.Fail(re, h.protocolError(err))
			return
		}
		res.Re = re
		s.reply(res)
	}()
	return nil
}

// startDaily marks a submission of the session under way, or reports
// that one is.
func (s *Session) startDaily() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.daily {
		return false
	}
	s.daily = true
	return true
}

func (s *Session) endDaily() {
	s.mu.Lock()
	s.daily = false
	s.mu.Unlock()
}

// finishDaily verifies a submission, stores it and returns its answer.
func (s *Session) finishDaily(ctx context.Context, p *storage.Player, m *protocol.DailySubmit, check func(context.Context) (checked, error)) (protocol.DailyResult, error) {
	h := s.hub
	var res protocol.DailyResult
	c, err := h.verify(ctx, check)
	if err != nil {
		return res, err
	}
	d := storage.Daily{Player: p.ID, Game: m.Game, Date: m.Date, Moves: m.Moves, Points: c.points,
		Accuracy: math.Round(c.accuracy*10) / 10, Submitted: h.cfg.Now().UTC().Truncate(time.Millisecond)}
	if err := h.store.AddDaily(ctx, d); errors.Is(err, storage.ErrConflict) {
		return res, protocol.Errorf(protocol.CodePlayed, "you already sent this daily: your first result counts")
	} else if err != nil {
		return res, err
	}
	if d, err = h.store.DailyOf(ctx, p.ID, m.Game, m.Date); err != nil {
		return res, err
	}
	players, err := h.store.DailyPlayers(ctx, m.Game, m.Date)
	if err != nil {
		return res, err
	}
	return protocol.DailyResult{Type: "daily_result", Game: m.Game, Date: m.Date, Entry: dailyEntry(d, p.ID), Players: players}, nil
}

// verify runs a submission's check when one of the node's DailyWorkers is
// free.
func (h *Hub) verify(ctx context.Context, check func(context.Context) (checked, error)) (checked, error) {
	wait := time.NewTimer(DailyQueueWait)
	defer wait.Stop()
	select {
	case h.verifying <- struct{}{}:
	case <-wait.C:
		h.cfg.Metrics.Limited("daily_queue")
		return checked{}, protocol.Errorf(protocol.CodeBusy, "the server is checking other dailies: try again in a minute")
	case <-ctx.Done():
		return checked{}, ctx.Err()
	}
	defer func() { <-h.verifying }()
	c, err := check(ctx)
	return c, dailyError(err)
}

// dailyBoard answers a page of a day's board, with the player's own line.
func (s *Session) dailyBoard(ctx context.Context, p *storage.Player, m *protocol.GetDailyBoard, re int64) error {
	h := s.hub
	_, closes, err := checkDaily(m.Game, m.Date)
	if err != nil {
		return err
	}
	players, err := h.store.DailyPlayers(ctx, m.Game, m.Date)
	if err != nil {
		return err
	}
	pages := max(1, (players+protocol.DailyPage-1)/protocol.DailyPage)
	if m.Page < 0 || m.Page >= pages {
		return protocol.Errorf(protocol.CodeBadOptions, "page must be 0 to %d", pages-1)
	}
	list, err := h.store.DailyBoard(ctx, m.Game, m.Date, m.Page*protocol.DailyPage, protocol.DailyPage)
	if err != nil {
		return err
	}
	out := protocol.DailyBoard{Type: "daily_board", Re: re, Game: m.Game, Date: m.Date, Page: m.Page, Pages: pages,
		Players: players, Closed: !h.cfg.Now().Before(closes), Entries: []protocol.DailyEntry{}}
	for _, d := range list {
		out.Entries = append(out.Entries, dailyEntry(d, p.ID))
	}
	if mine, err := h.store.DailyOf(ctx, p.ID, m.Game, m.Date); err == nil {
		e := dailyEntry(mine, p.ID)
		out.You = &e
	} else if !errors.Is(err, storage.ErrNotFound) {
		return err
	}
	s.reply(out)
	return nil
}

// dailyRecord gives the moves of the result at a place of a day's board,
// once the day is closed.
func (s *Session) dailyRecord(ctx context.Context, p *storage.Player, m *protocol.GetDailyRecord, re int64) error {
	h := s.hub
	_, closes, err := checkDaily(m.Game, m.Date)
	if err != nil {
		return err
	}
	if now := h.cfg.Now(); now.Before(closes) {
		return protocol.Errorf(protocol.CodeNotYet, "the moves of %s's daily are shown from %s", m.Date, closes.Format(time.RFC3339))
	}
	if m.Place < 1 {
		return protocol.Errorf(protocol.CodeBadOptions, "place is 1 or more")
	}
	list, err := h.store.DailyBoard(ctx, m.Game, m.Date, m.Place-1, 1)
	if err != nil {
		return err
	}
	if len(list) == 0 {
		return protocol.Errorf(protocol.CodeNotFound, "nobody is at place %d of that day", m.Place)
	}
	d, err := h.store.DailyOf(ctx, list[0].Player, m.Game, m.Date)
	if err != nil {
		return err
	}
	s.reply(protocol.DailyRecord{Type: "daily_record", Re: re, Game: m.Game, Date: m.Date, Entry: dailyEntry(d, p.ID), Moves: d.Moves})
	return nil
}

func dailyEntry(d storage.Daily, player string) protocol.DailyEntry {
	e := protocol.DailyEntry{Place: d.Place, Name: d.Name, Points: d.Points, Time: d.Submitted.UnixMilli(), You: d.Player == player}
	if d.Accuracy != storage.NoAccuracy {
		a := d.Accuracy
		e.Accuracy = &a
	}
	return e
}
