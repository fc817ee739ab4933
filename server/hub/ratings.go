package hub

import (
	"cmp"
	"context"
	"encoding/json"
	"math"
	"slices"
	"time"

	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/server/rating"
	"github.com/koikoi-app/koikoi/server/storage"
)

// ratingPool is the pool a table's game is rated in: its game's, for
// Ikebana whatever the table's size (docs/ratings.md says why).
func ratingPool(t storage.Table) string { return t.Game }

// ratedTable reports whether a table's end changes ratings: it was made
// rated, and every seat is a person's (a computer seat, taken at the
// start, makes a game casual; a computer standing in for a person who
// left does not).
func ratedTable(t storage.Table) bool {
	if !t.Rated {
		return false
	}
	for _, s := range t.Seats {
		if s.Kind != storage.SeatPerson {
			return false
		}
	}
	return true
}

// rate marks in a game's record who left it and, at a rated table that
// finished, computes every person's new rating from the ratings stored
// now: each pair of people is one game scored by Record.PairScore, at weight
// 1/(n-1) so that a table of n counts like one game (1 for two). The
// changes go into the change's commit (storage.RatingChange, which the
// store writes only over the ratings read here) and into its game_end
// event.
func (h *Hub) rate(ctx context.Context, c *change) error {
	rec := c.record
	if rec == nil {
		return nil
	}
	for i := range rec.Players {
		rec.Players[i].Left = i < len(c.t.Seats) && c.t.Seats[i].StandIn
	}
	if rec.Status != storage.StatusFinished || !ratedTable(c.t) || len(rec.Players) != len(c.t.Seats) {
		return nil
	}
	pool := ratingPool(c.t)
	n := len(c.t.Seats)
	prev := make([]storage.PlayerRating, n)
	for i, s := range c.t.Seats {
		prev[i] = storage.PlayerRating{Player: s.Player, Pool: pool, Rating: rating.Start.Rating,
			Deviation: rating.Start.Deviation, Volatility: rating.Start.Volatility}
		list, err := h.store.PlayerRatings(ctx, s.Player)
		if err != nil {
			return err
		}
		for _, r := range list {
			if r.Pool == pool {
				prev[i] = r
			}
		}
	}
	glicko := func(r storage.PlayerRating) rating.Rating {
		return rating.Rating{Rating: r.Rating, Deviation: r.Deviation, Volatility: r.Volatility}
	}
	data := protocol.RatingData{Pool: pool}
	c.ratings = c.ratings[:0]
	for i := range n {
		var results []rating.Result
		for j := range n {
			if j != i {
				results = append(results, rating.Result{Opponent: glicko(prev[j]), Score: rec.PairScore(i, j), Weight: 1 / float64(n-1)})
			}
		}
		r := rating.Update(glicko(prev[i]), results, rating.Tau)
		next := storage.PlayerRating{Player: prev[i].Player, Pool: pool, Rating: r.Rating, Deviation: r.Deviation,
			Volatility: r.Volatility, Games: prev[i].Games + 1, Updated: c.now}
		c.ratings = append(c.ratings, storage.RatingChange{TableID: c.t.ID, Prev: prev[i], Next: next})
		data.Ratings = append(data.Ratings, protocol.SeatRating{Seat: i, Rating: round(r.Rating), Deviation: round(r.Deviation),
			Change: round(r.Rating) - round(prev[i].Rating), Provisional: r.Provisional()})
	}
	for k, e := range c.events {
		if e.Kind == "game_end" {
			c.events[k].Public = withRatings(e.Public, data)
		}
	}
	return nil
}

// withRatings adds the ratings to a game_end event's data (a member old
// clients ignore).
func withRatings(public json.RawMessage, data protocol.RatingData) json.RawMessage {
	var m map[string]json.RawMessage
	if json.Unmarshal(public, &m) != nil {
		return public
	}
	m["rated"], _ = json.Marshal(data)
	b, err := json.Marshal(m)
	if err != nil {
		return public
	}
	return b
}

func round(x float64) int { return int(math.Round(x)) }

// ratedSeats reports whether a new table's seats may be rated: no
// computer among them.
func ratedSeats(seats []storage.Seat) bool {
	for _, s := range seats {
		if s.Kind == storage.SeatComputer {
			return false
		}
	}
	return true
}

// quickKey is a quick match's key: rated and casual players wait apart.
func quickKey(key string, rated bool) string {
	if rated {
		return key + " rated"
	}
	return key
}

// Quick matches by level: a rated quick match takes the waiting table
// whose first person's rating is closest to the player's, among those
// within a window that widens with that table's wait.
const (
	levelWindow    = 100 // rating points at once
	levelWidening  = 10  // more points each second the table has waited
	levelWindowMax = 800
)

// byLevel keeps the waiting tables a rated quick match may take, the
// closest ratings first.
func (h *Hub) byLevel(ctx context.Context, p *storage.Player, open []storage.Table) ([]storage.Table, error) {
	if len(open) == 0 {
		return open, nil
	}
	pool := ratingPool(open[0])
	mine, err := h.poolRating(ctx, p.ID, pool)
	if err != nil {
		return nil, err
	}
	type candidate struct {
		t    storage.Table
		dist float64
	}
	var keep []candidate
	now := h.cfg.Now()
	for _, t := range open {
		if len(t.Seats) == 0 || t.Seats[0].Kind != storage.SeatPerson {
			continue
		}
		theirs, err := h.poolRating(ctx, t.Seats[0].Player, pool)
		if err != nil {
			return nil, err
		}
		window := min(levelWindow+levelWidening*now.Sub(t.Created).Seconds(), levelWindowMax)
		if d := math.Abs(theirs - mine); d <= window {
			keep = append(keep, candidate{t, d})
		}
	}
	slices.SortStableFunc(keep, func(a, b candidate) int { return cmp.Compare(a.dist, b.dist) })
	out := make([]storage.Table, len(keep))
	for i, c := range keep {
		out[i] = c.t
	}
	return out, nil
}

// poolRating is a player's rating in a pool (the start's without one).
func (h *Hub) poolRating(ctx context.Context, player, pool string) (float64, error) {
	list, err := h.store.PlayerRatings(ctx, player)
	if err != nil {
		return 0, err
	}
	for _, r := range list {
		if r.Pool == pool {
			return r.Rating, nil
		}
	}
	return rating.Start.Rating, nil
}

// leaderboard answers a page of a pool's leaderboard, with the player's
// own line.
func (s *Session) leaderboard(ctx context.Context, p *storage.Player, m *protocol.GetLeaderboard, re int64) error {
	if !protocol.Pool(m.Pool) {
		return protocol.Errorf(protocol.CodeBadOptions, "pool must be one of %v", protocol.Pools)
	}
	period := storage.AllTime
	if m.Month != "" {
		t, err := time.Parse("2006-01", m.Month)
		if err != nil {
			return protocol.Errorf(protocol.CodeBadOptions, "month is written 2026-12")
		}
		period = storage.Month(t)
	}
	pages := protocol.BoardSize / protocol.BoardPage
	if m.Page < 0 || m.Page >= pages {
		return protocol.Errorf(protocol.CodeBadOptions, "page must be 0 to %d", pages-1)
	}
	st := s.hub.store
	list, err := st.Leaderboard(ctx, m.Pool, period, m.Page*protocol.BoardPage, protocol.BoardPage)
	if err != nil {
		return err
	}
	out := protocol.Leaderboard{Type: "leaderboard", Re: re, Pool: m.Pool, Month: m.Month, Page: m.Page, Pages: pages, Entries: []protocol.BoardEntry{}}
	for _, e := range list {
		out.Entries = append(out.Entries, boardEntry(e, p.ID))
	}
	place, err := st.BoardPlace(ctx, m.Pool, period, p.ID)
	if err != nil {
		return err
	}
	if place > 0 {
		if mine, err := st.Leaderboard(ctx, m.Pool, period, place-1, 1); err == nil && len(mine) == 1 && mine[0].Player == p.ID {
			e := boardEntry(mine[0], p.ID)
			out.You = &e
		} else if err != nil {
			return err
		}
	}
	s.reply(out)
	return nil
}

func boardEntry(e storage.BoardEntry, player string) protocol.BoardEntry {
	return protocol.BoardEntry{Place: e.Place, Name: e.Name, Rating: round(e.Rating), Deviation: round(e.Deviation), Games: e.Games, You: e.Player == player}
}

// Profile sizes: the points of each rating's chart, the last games.
const (
	profileHistory = 50
	profileGames   = 10
)

// profile answers the player's own profile.
func (s *Session) profile(ctx context.Context, p *storage.Player, re int64) error {
	st := s.hub.store
	out := protocol.Profile{Type: "profile", Re: re, Name: p.Name, Ratings: []protocol.PoolRating{}, Games: []protocol.GameStats{}, Last: []protocol.RecordEntry{}}
	ratings, err := st.PlayerRatings(ctx, p.ID)
	if err != nil {
		return err
	}
	for _, r := range ratings {
		pr := protocol.PoolRating{Pool: r.Pool, Rating: round(r.Rating), Deviation: round(r.Deviation), Games: r.Games,
			Provisional: r.Deviation > rating.ProvisionalDeviation, History: []protocol.RatingPoint{}}
		if pr.Place, err = st.BoardPlace(ctx, r.Pool, storage.AllTime, p.ID); err != nil {
			return err
		}
		hist, err := st.RatingHistory(ctx, p.ID, r.Pool, profileHistory)
		if err != nil {
			return err
		}
		for _, h := range hist {
			pr.History = append(pr.History, protocol.RatingPoint{Time: h.Time.UnixMilli(), Rating: round(h.Rating), Table: h.TableID})
		}
		out.Ratings = append(out.Ratings, pr)
	}
	stats, err := st.Stats(ctx, p.ID)
	if err != nil {
		return err
	}
	for _, g := range stats {
		out.Games = append(out.Games, protocol.GameStats(g))
	}
	last, err := st.Records(ctx, p.ID, profileGames)
	if err != nil {
		return err
	}
	for _, r := range last {
		out.Last = append(out.Last, recordEntry(r, p.ID))
	}
	s.reply(out)
	return nil
}

// personSeat seats a person at a table of game: at a rated table, with
// their rating in its pool (the start's, provisional, before their first
// rated game there), which the waiting room shows everyone.
func personSeat(p *storage.Player, game string, rated bool, ratings []storage.PlayerRating) storage.Seat {
	s := storage.Seat{Kind: storage.SeatPerson, Player: p.ID, Name: p.Name}
	if !rated {
		return s
	}
	r := rating.Start
	for _, pr := range ratings {
		if pr.Pool == ratingPool(storage.Table{Game: game}) {
			r = rating.Rating{Rating: pr.Rating, Deviation: pr.Deviation, Volatility: pr.Volatility}
		}
	}
	s.Rating, s.Provisional = round(r.Rating), r.Provisional()
	return s
}
