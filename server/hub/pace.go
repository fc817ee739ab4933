package hub

import (
	"cmp"
	"context"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/koikoi-app/koikoi/server/game"
	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/server/rating"
	"github.com/koikoi-app/koikoi/server/storage"
)

// Play at one's own pace (docs/online-protocol.md, "Play at your own
// pace"): turn-based tables, whose moves may take days, and the lobby of
// tables waiting for players.
//
// A turn-based table is a table whose clock is a whole number of days
// (protocol.TurnDays). Its people come and go as they like: being away
// starts no grace period, hands no seat to a computer and closes nothing.
// When a person's clock runs out, a computer makes that one move
// (timeout) and the seat counts a strike; a move of the person's own
// clears them, and protocol.MaxStrikes in a row forfeit the seat: a
// computer plays it to the end, which a rated game counts as a loss.

// day is a turn-based clock's unit.
const day = 24 * time.Hour

// turnBased reports whether a table's moves may take days.
func turnBased(t storage.Table) bool { return t.Clock >= day }

// days is a turn-based table's days per move, 0 at a live table.
func days(t storage.Table) int {
	if !turnBased(t) {
		return 0
	}
	return int(t.Clock / day)
}

// lobbyPrefix starts the match key of a table listed in the lobby: the
// quick-match key of its game and options follows, so that the lobby's
// filters are prefixes ("lobby/koikoi/standard/").
const lobbyPrefix = "lobby/"

// lobbyKey is the match key of a table listed in the lobby.
func lobbyKey(setup game.Setup) string { return lobbyPrefix + setup.MatchKey }

// lobbyTable reports whether a table is listed in the lobby (while it
// waits for players).
func lobbyTable(t storage.Table) bool { return strings.HasPrefix(t.MatchKey, lobbyPrefix) }

// createClock is the move clock a create asks for: Clock's seconds, Days'
// days, or the default.
func (h *Hub) createClock(m *protocol.Create) (time.Duration, error) {
	switch {
	case m.Days != 0 && m.Clock != 0:
		return 0, protocol.Errorf(protocol.CodeBadOptions, "a table has clock seconds or days, not both")
	case m.Days != 0:
		if !slices.Contains(protocol.TurnDays, m.Days) {
			return 0, protocol.Errorf(protocol.CodeBadOptions, "a turn-based table's days must be one of %v", protocol.TurnDays)
		}
		return time.Duration(m.Days) * day, nil
	case m.Clock != 0:
		clock := time.Duration(m.Clock) * time.Second
		if !slices.Contains(h.cfg.Clocks, clock) {
			return 0, protocol.Errorf(protocol.CodeBadOptions, "the move clock must be one of %v", h.cfg.Clocks)
		}
		return clock, nil
	}
	return h.cfg.DefaultClock, nil
}

// timeout announces that the clock of the person at seat ran out; a
// computer makes the move. At a turn-based table the seat counts a strike,
// and the last strike forfeits it.
func (c *change) timeout(seat int) {
	c.timedOut = true
	st := &c.t.Seats[seat]
	if !turnBased(c.t) {
		c.add("timeout", seat, timeoutEventData{Seat: seat})
		return
	}
	st.Strikes++
	c.add("timeout", seat, timeoutEventData{Seat: seat, Strikes: st.Strikes})
	if st.Strikes >= protocol.MaxStrikes {
		st.Forfeit, st.StandIn = true, true
		c.add("forfeit", -1, protocol.ForfeitData{Seat: seat})
		c.seatEvent(seat)
	}
}

// sortTables orders a player's tables as a list of them shows them: those
// waiting for the player's move first, the closest deadline first, then
// the others as they were (the oldest first).
func sortTables(ts []protocol.TableInfo) {
	slices.SortStableFunc(ts, func(a, b protocol.TableInfo) int {
		switch {
		case a.Turn != b.Turn:
			if a.Turn {
				return -1
			}
			return 1
		case a.Turn:
			return cmp.Compare(a.Deadline, b.Deadline)
		}
		return 0
	})
}

// lobbyLimit is how many tables a lobby answer lists at most; lobbyRead
// how many waiting tables it reads to find them.
const (
	lobbyLimit = 50
	lobbyRead  = 200
)

// lobby lists the tables waiting in the lobby that match the filters,
// without the player's own and those of players blocked either way.
func (s *Session) lobby(ctx context.Context, p *storage.Player, m *protocol.GetLobby, re int64) error {
	h := s.hub
	prefix, err := lobbyFilter(m)
	if err != nil {
		return err
	}
	open, err := h.store.Lobby(ctx, prefix, lobbyRead)
	if err != nil {
		return err
	}
	if open, err = h.unblocked(ctx, p, open); err != nil {
		return err
	}
	out := protocol.Lobby{Type: "lobby", Re: re, Tables: []protocol.LobbyTable{}}
	for _, t := range open {
		if len(out.Tables) == lobbyLimit {
			break
		}
		if seatOf(t, p.ID) >= 0 || !lobbyPace(m.Pace, t) || (m.Rated == "rated") != t.Rated && m.Rated != "" {
			continue
		}
		e, err := h.lobbyEntry(ctx, t)
		if err != nil {
			return err
		}
		out.Tables = append(out.Tables, e)
	}
	s.reply(out)
	return nil
}

// lobbyFilter checks a lobby request's filters and returns the match-key
// prefix of the tables it asks for.
func lobbyFilter(m *protocol.GetLobby) (string, error) {
	if m.Pace != "" && m.Pace != "live" && m.Pace != "turn" {
		return "", protocol.Errorf(protocol.CodeBadOptions, "lobby: pace is live or turn")
	}
	if m.Rated != "" && m.Rated != "rated" && m.Rated != "casual" {
		return "", protocol.Errorf(protocol.CodeBadOptions, "lobby: rated is rated or casual")
	}
	prefix := lobbyPrefix
	switch m.Game {
	case "":
		if m.Preset != "" || m.Players != 0 {
			return "", protocol.Errorf(protocol.CodeBadOptions, "lobby: a preset or a table size needs its game")
		}
		return prefix, nil
	case "koikoi":
		if m.Players != 0 && m.Players != 2 {
			return "", protocol.Errorf(protocol.CodeBadOptions, "lobby: Koi-Koi has 2 players")
		}
		prefix += "koikoi/"
		if m.Preset != "" {
			if _, err := check("koikoi", game.Options{Preset: m.Preset}); err != nil {
				return "", err
			}
			prefix += m.Preset + "/"
		}
		return prefix, nil
	case "ikebana":
		if m.Preset != "" {
			return "", protocol.Errorf(protocol.CodeBadOptions, "lobby: Ikebana has no preset")
		}
		prefix += "ikebana/"
		if m.Players != 0 {
			if _, err := check("ikebana", game.Options{Players: m.Players}); err != nil {
				return "", err
			}
			prefix += strconv.Itoa(m.Players)
		}
		return prefix, nil
	}
	return "", protocol.Errorf(protocol.CodeBadOptions, "lobby: unknown game %q", m.Game)
}

// check checks a game's options.
func check(name string, o game.Options) (game.Setup, error) {
	rules, err := game.Lookup(name)
	if err != nil {
		return game.Setup{}, err
	}
	return rules.Check(o)
}

// lobbyPace reports whether a table has the pace asked for ("" any).
func lobbyPace(pace string, t storage.Table) bool {
	switch pace {
	case "live":
		return !turnBased(t)
	case "turn":
		return turnBased(t)
	}
	return true
}

// lobbyEntry describes a waiting table to the lobby, with its creator's
// rating in the table's pool.
func (h *Hub) lobbyEntry(ctx context.Context, t storage.Table) (protocol.LobbyTable, error) {
	e := protocol.LobbyTable{ID: t.ID, Game: t.Game, Options: t.Options, Rated: t.Rated, Clock: int(t.Clock / time.Second),
		Days: days(t), Created: t.Created.UnixMilli(), Seats: []protocol.SeatInfo{}}
	creator := ""
	for _, st := range t.Seats {
		e.Seats = append(e.Seats, seatInfo(st))
		switch {
		case st.Kind == storage.SeatFree:
			e.Free++
		case st.Kind == storage.SeatPerson && creator == "":
			creator, e.Creator = st.Player, st.Name
		}
	}
	r := rating.Start
	list, err := h.store.PlayerRatings(ctx, creator)
	if err != nil {
		return e, err
	}
	for _, pr := range list {
		if pr.Pool == ratingPool(t) {
			r = rating.Rating{Rating: pr.Rating, Deviation: pr.Deviation, Volatility: pr.Volatility}
		}
	}
	e.Rating, e.Provisional = round(r.Rating), r.Deviation > rating.ProvisionalDeviation
	return e, nil
}

// sitLobby takes a free seat at a table of the lobby. A table that is not
// in the lobby, or whose people the player blocks or is blocked by, is
// not found.
func (s *Session) sitLobby(ctx context.Context, p *storage.Player, m *protocol.Sit, re int64) error {
	h := s.hub
	t, err := h.store.Table(ctx, m.Table)
	if err != nil {
		return err
	}
	if seatOf(t, p.ID) >= 0 {
		return s.resume(ctx, p, t.ID, 0, re)
	}
	if !lobbyTable(t) {
		return protocol.Errorf(protocol.CodeNotFound, "no such table in the lobby")
	}
	if ok, err := h.unblocked(ctx, p, []storage.Table{t}); err != nil {
		return err
	} else if len(ok) == 0 {
		return protocol.Errorf(protocol.CodeNotFound, "no such table in the lobby")
	}
	if err := h.checkLimit(ctx, p); err != nil {
		return err
	}
	ratings, err := h.store.PlayerRatings(ctx, p.ID)
	if err != nil {
		return err
	}
	return s.sitAndResume(ctx, p, t.ID, 0, re, func(c *change) error { return c.sit(p, ratings) })
}

// onVacation returns the end of the vacation the person at a seat of a
// turn-based table is on at now, or zero.
func (h *Hub) onVacation(ctx context.Context, t storage.Table, st storage.Seat, now time.Time) (time.Time, error) {
	if !turnBased(t) || st.Kind != storage.SeatPerson {
		return time.Time{}, nil
	}
	vs, err := h.store.VacationsOf(ctx, st.Player, now)
	if err != nil {
		return time.Time{}, err
	}
	for _, v := range vs {
		if !now.Before(v.Starts) {
			return v.Ends, nil
		}
	}
	return time.Time{}, nil
}

// vacationLeft counts the days of vacation a player has left in now's
// year: each vacation counts its days begun within the year.
func vacationLeft(vs []storage.Vacation, now time.Time) int {
	year := time.Date(now.Year(), 1, 1, 0, 0, 0, 0, time.UTC)
	used := 0
	for _, v := range vs {
		from, to := v.Starts, v.Ends
		if from.Before(year) {
			from = year
		}
		if next := year.AddDate(1, 0, 0); to.After(next) {
			to = next
		}
		if to.After(from) {
			used += int((to.Sub(from) + day - 1) / day)
		}
	}
	return max(protocol.VacationDays-used, 0)
}

// vacation starts, ends or tells the player's vacation.
func (s *Session) vacation(ctx context.Context, p *storage.Player, m *protocol.SetVacation, re int64) error {
	h := s.hub
	now := h.cfg.Now()
	year := time.Date(now.Year(), 1, 1, 0, 0, 0, 0, time.UTC)
	vs, err := h.store.VacationsOf(ctx, p.ID, year)
	if err != nil {
		return err
	}
	var current *storage.Vacation
	for i := range vs {
		if !now.Before(vs[i].Starts) && now.Before(vs[i].Ends) {
			current = &vs[i]
		}
	}
	switch {
	case m.Days == nil:
	case *m.Days == 0:
		if current == nil {
			return protocol.Errorf(protocol.CodeBadOptions, "you are not on vacation")
		}
		current.Ends = now
		if err := h.store.SetVacation(ctx, *current); err != nil {
			return err
		}
		current = nil
	case current != nil:
		return protocol.Errorf(protocol.CodeBadOptions, "you are on vacation already: end it first")
	default:
		left := vacationLeft(vs, now)
		if *m.Days < 1 || *m.Days > left {
			return protocol.Errorf(protocol.CodeBadOptions, "a vacation has 1 to %d days (left this year)", left)
		}
		v := storage.Vacation{Player: p.ID, Starts: now, Ends: now.Add(time.Duration(*m.Days) * day)}
		if err := h.store.SetVacation(ctx, v); err != nil {
			return err
		}
		vs, current = append(vs, v), &v
	}
	out := protocol.Vacation{Type: "vacation", Re: re, Left: vacationLeft(vs, now)}
	if current != nil {
		out.Until = current.Ends.UnixMilli()
	}
	s.reply(out)
	return nil
}
