package hub

import (
	"context"
	"crypto/rand"
	"errors"
	"slices"
	"strings"
	"time"

	"github.com/koikoi-app/koikoi/server/game"
	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/server/storage"
)

// InviteAlphabet is what invite codes are made of: capitals and digits
// without the easily confused 0/O, 1/I/L, 2/Z, 5/S, 8/B and U/V.
const InviteAlphabet = "ACDEFGHJKMNPQRTWXY34679"

// InviteLength is the length of an invite code.
const InviteLength = 6

func newInvite() string {
	b := make([]byte, InviteLength)
	rand.Read(b)
	for i := range b {
		b[i] = InviteAlphabet[int(b[i])%len(InviteAlphabet)]
	}
	return string(b)
}

// normalInvite reads a code as a person may type it: any case, spaces and
// dashes ignored. ok is false for a code that cannot be one.
func normalInvite(code string) (string, bool) {
	code = strings.ToUpper(strings.NewReplacer(" ", "", "-", "").Replace(code))
	if len(code) != InviteLength {
		return "", false
	}
	for _, r := range code {
		if !strings.ContainsRune(InviteAlphabet, r) {
			return "", false
		}
	}
	return code, true
}

// MaxTables is how many unfinished tables a player may sit at: enough for
// several games with friends at once, and a bound on what one client can
// make the server keep.
const MaxTables = 40

// checkLimit refuses a new table to a player who already sits at
// MaxTables unfinished ones.
func (h *Hub) checkLimit(ctx context.Context, p *storage.Player) error {
	n, err := h.store.CountTablesOf(ctx, p.ID)
	if err != nil {
		return err
	}
	if n >= MaxTables {
		return protocol.Errorf(protocol.CodeLimit, "you sit at %d unfinished tables: finish or leave some first", n)
	}
	return nil
}

// create opens a private table.
func (s *Session) create(ctx context.Context, p *storage.Player, m *protocol.Create, re int64) error {
	h := s.hub
	if err := h.checkLimit(ctx, p); err != nil {
		return err
	}
	rules, err := game.Lookup(m.Game)
	if err != nil {
		return err
	}
	setup, err := rules.Check(game.Options(m.Options))
	if err != nil {
		return err
	}
	if len(m.Seats) != setup.Seats {
		return protocol.Errorf(protocol.CodeBadOptions, "%s with these options has %d seats, not %d", m.Game, setup.Seats, len(m.Seats))
	}
	clock, err := h.createClock(m)
	if err != nil {
		return err
	}
	ratings, err := h.store.PlayerRatings(ctx, p.ID)
	if err != nil {
		return err
	}
	seats := make([]storage.Seat, len(m.Seats))
	me := -1
	for i, sp := range m.Seats {
		switch sp.Kind {
		case storage.SeatPerson:
			seats[i] = storage.Seat{Kind: storage.SeatFree}
			if me < 0 {
				me = i
				seats[i] = personSeat(p, m.Game, m.Rated, ratings)
			}
		case storage.SeatComputer:
			if !slices.Contains(rules.Levels(), sp.Level) {
				return protocol.Errorf(protocol.CodeBadOptions, "seat %d: computer level must be one of %v", i, rules.Levels())
			}
			seats[i] = storage.Seat{Kind: storage.SeatComputer, Level: sp.Level}
		default:
			return protocol.Errorf(protocol.CodeBadOptions, "seat %d: kind must be person or computer", i)
		}
		if sp.Kind == storage.SeatPerson && sp.Level != "" {
			return protocol.Errorf(protocol.CodeBadOptions, "seat %d: a person has no level", i)
		}
	}
	if me < 0 {
		return protocol.Errorf(protocol.CodeBadOptions, "a table needs at least one person seat")
	}
	if m.Rated && !ratedSeats(seats) {
		return protocol.Errorf(protocol.CodeBadOptions, "a rated table has people only")
	}
	t := storage.Table{ID: newID(16), Game: m.Game, Options: setup.Text, Status: storage.StatusOpen,
		Seats: seats, Clock: clock, Created: h.cfg.Now(), Rated: m.Rated}
	if slices.ContainsFunc(seats, func(s storage.Seat) bool { return s.Kind == storage.SeatFree }) {
		t.Invite = newInvite()
		if m.Lobby {
			t.MatchKey = lobbyKey(setup)
		}
	}
	return s.createAndFollow(ctx, t, me, re)
}

// createTable writes a new table with its "created" event and starts it at
// once when no seat is free. An invite code that is taken is drawn again.
// It returns the table as written and its events.
func (h *Hub) createTable(ctx context.Context, t storage.Table) (storage.Table, []storage.Event, error) {
	for attempt := 0; ; attempt++ {
		c := h.newChange(t)
		c.t.Version, c.t.Updated = 1, c.now
		infos := make([]protocol.SeatInfo, len(t.Seats))
		for i, s := range t.Seats {
			infos[i] = seatInfo(s)
		}
		c.add("created", -1, createdEventData{Game: t.Game, Options: t.Options, Seats: infos, Clock: int(t.Clock / time.Second)})
		if !hasFree(c.t.Seats) {
			if err := c.start(); err != nil {
				return t, nil, err
			}
		}
		h.plan(c)
		if c.g != nil {
			c.t.State, _ = c.g.MarshalText()
		}
		err := h.store.CreateTable(ctx, c.t, c.events)
		if errors.Is(err, storage.ErrConflict) && t.Invite != "" && attempt < 5 {
			t.Invite = newInvite()
			continue
		}
		if err != nil {
			return t, nil, err
		}
		h.cache.committed(c.t, c.g)
		h.published(ctx, c.t)
		return c.t, c.events, nil
	}
}

type createdEventData struct {
	Game    string              `json:"game"`
	Options string              `json:"options"`
	Clock   int                 `json:"clock"`
	Seats   []protocol.SeatInfo `json:"seats"`
}

func hasFree(seats []storage.Seat) bool {
	return slices.ContainsFunc(seats, func(s storage.Seat) bool { return s.Kind == storage.SeatFree })
}

// start deals the game of a table whose seats are all taken.
func (c *change) start() error {
	rules, err := game.Lookup(c.t.Game)
	if err != nil {
		return err
	}
	g, steps, err := rules.New(c.t.Options, c.h.seed())
	if err != nil {
		return err
	}
	c.g = g
	c.t.Status = storage.StatusPlaying
	c.t.Invite = "" // the code is spent: a full table takes nobody
	c.add("start", -1, nil)
	c.addSteps(steps)
	c.moved = true
	if g.Over() { // a one-round Koi-Koi can end at its deal
		c.finish()
	}
	return nil
}

// sit takes the first free seat for the player, whose ratings are given
// (shown at a rated table); with none left the game starts.
func (c *change) sit(p *storage.Player, ratings []storage.PlayerRating) error {
	if c.t.Status != storage.StatusOpen {
		return protocol.Errorf(protocol.CodeFull, "this table is not waiting for players")
	}
	if seatOf(c.t, p.ID) >= 0 {
		return errNoChange // already seated: just follow it
	}
	i := slices.IndexFunc(c.t.Seats, func(s storage.Seat) bool { return s.Kind == storage.SeatFree })
	if i < 0 {
		return protocol.Errorf(protocol.CodeFull, "no free seat left")
	}
	c.t.Seats[i] = personSeat(p, c.t.Game, c.t.Rated, ratings)
	c.seatEvent(i)
	if !hasFree(c.t.Seats) {
		return c.start()
	}
	return nil
}

// join takes a seat at a private table.
func (s *Session) join(ctx context.Context, p *storage.Player, m *protocol.Join, re int64) error {
	now := s.hub.cfg.Now()
	if err := s.joinLocked(ctx, p.ID, now); err != nil {
		return err
	}
	code, ok := normalInvite(m.Code)
	if !ok {
		if err := s.joinFailed(ctx, p.ID, now); err != nil {
			return err
		}
		return protocol.Errorf(protocol.CodeNotFound, "an invite code is %d letters and digits", InviteLength)
	}
	t, err := s.hub.store.TableByInvite(ctx, code)
	if errors.Is(err, storage.ErrNotFound) {
		if err := s.joinFailed(ctx, p.ID, now); err != nil {
			return err
		}
	}
	if err != nil {
		return err
	}
	if seatOf(t, p.ID) < 0 {
		if err := s.hub.checkLimit(ctx, p); err != nil {
			return err
		}
	}
	ratings, err := s.hub.store.PlayerRatings(ctx, p.ID)
	if err != nil {
		return err
	}
	return s.sitAndResume(ctx, p, t.ID, 0, re, func(c *change) error { return c.sit(p, ratings) })
}

// quickOptions keeps what a quick match matches on: Koi-Koi's preset and
// rounds, Ikebana's table size. It returns them as the game adapters
// read options.
func quickOptions(gameName string, w protocol.Options) (game.Options, error) {
	o := game.Options(w)
	switch gameName {
	case "koikoi":
		q := game.Options{Preset: o.Preset}
		for k, v := range o.Rules {
			if k != "rounds" {
				return q, protocol.Errorf(protocol.CodeBadOptions, "a quick match chooses only the preset and the rounds")
			}
			q.Rules = map[string]string{k: v}
		}
		return q, nil
	case "ikebana":
		if o.Final {
			return o, protocol.Errorf(protocol.CodeBadOptions, "a quick match chooses only the table size")
		}
	}
	return o, nil
}

// quick seats the player at the oldest table waiting with the same key, or
// opens one.
func (s *Session) quick(ctx context.Context, p *storage.Player, m *protocol.Quick, re int64) error {
	h := s.hub
	rules, err := game.Lookup(m.Game)
	if err != nil {
		return err
	}
	o, err := quickOptions(m.Game, m.Options)
	if err != nil {
		return err
	}
	setup, err := rules.Check(o)
	if err != nil {
		return err
	}
	if err := h.checkLimit(ctx, p); err != nil {
		return err
	}
	key := quickKey(setup.MatchKey, m.Rated)
	ratings, err := h.store.PlayerRatings(ctx, p.ID)
	if err != nil {
		return err
	}
	for range 3 {
		open, err := h.store.OpenTables(ctx, key, 20)
		if err != nil {
			return err
		}
		if m.Rated {
			if open, err = h.byLevel(ctx, p, open); err != nil {
				return err
			}
		}
		if open, err = h.unblocked(ctx, p, open); err != nil {
			return err
		}
		for _, t := range open {
			// one commit: sit, then take the seat (see sitAndResume)
			err := s.sitAndResume(ctx, p, t.ID, 0, re, func(c *change) error { return c.sit(p, ratings) })
			var pe *protocol.Error
			if errors.As(err, &pe) && pe.Code == protocol.CodeFull {
				continue // taken meanwhile
			}
			return err
		}
		if len(open) == 0 {
			break
		}
	}
	seats := make([]storage.Seat, setup.Seats)
	for i := range seats {
		seats[i] = storage.Seat{Kind: storage.SeatFree}
	}
	seats[0] = personSeat(p, m.Game, m.Rated, ratings)
	t := storage.Table{ID: newID(16), Game: m.Game, Options: setup.Text, MatchKey: key, Status: storage.StatusOpen,
		Seats: seats, Clock: h.cfg.DefaultClock, Created: h.cfg.Now(), Rated: m.Rated}
	return s.createAndFollow(ctx, t, 0, re)
}

// createAndFollow writes a new table with the creator's seat taken by
// this connection, as a resume would take it (one commit for the new
// table, not two), and follows it.
func (s *Session) createAndFollow(ctx context.Context, t storage.Table, seat int, re int64) error {
	h := s.hub
	t.Seats[seat].Conn, t.Seats[seat].Node = 1, h.node
	t, events, err := h.createTable(ctx, t)
	if err != nil {
		return err
	}
	s.mu.Lock()
	s.tables[t.ID] = 1
	s.mu.Unlock()
	return h.followCommitted(ctx, s, t, events, seat, 0, re)
}

// acceptComputer fills a waiting table's free seats with computers at the
// normal level and starts the game.
func (s *Session) acceptComputer(ctx context.Context, p *storage.Player, m *protocol.AcceptComputer, re int64) error {
	_, err := s.hub.update(ctx, m.Table, func(c *change) error {
		if seatOf(c.t, p.ID) < 0 {
			return protocol.Errorf(protocol.CodeNotSeated, "you have no seat at this table")
		}
		switch c.t.Status {
		case storage.StatusPlaying:
			return protocol.Errorf(protocol.CodeFull, "the game has started: no seat is free")
		case storage.StatusFinished, storage.StatusClosed:
			return protocol.Errorf(protocol.CodeOver, "the table is over")
		}
		for i, st := range c.t.Seats {
			if st.Kind == storage.SeatFree {
				c.t.Seats[i] = storage.Seat{Kind: storage.SeatComputer, Level: "normal"}
				c.seatEvent(i)
				c.t.Rated = false // only people against people are rated
			}
		}
		return c.start()
	})
	return err
}

// leave gives up a seat: at a waiting table it is freed (and the table
// closed when no person is left); in a game a computer plays it until the
// person resumes.
func (s *Session) leave(ctx context.Context, p *storage.Player, m *protocol.Leave, re int64) error {
	h := s.hub
	_, err := h.update(ctx, m.Table, func(c *change) error {
		i := seatOf(c.t, p.ID)
		if i < 0 {
			return protocol.Errorf(protocol.CodeNotSeated, "you have no seat at this table")
		}
		switch c.t.Status {
		case storage.StatusOpen:
			c.t.Seats[i] = storage.Seat{Kind: storage.SeatFree}
			c.seatEvent(i)
			if !slices.ContainsFunc(c.t.Seats, func(s storage.Seat) bool { return s.Kind == storage.SeatPerson }) {
				c.close()
			}
		case storage.StatusPlaying:
			st := &c.t.Seats[i]
			if st.Away.IsZero() {
				st.Away = c.now
			}
			st.StandIn = true
			c.seatEvent(i)
		default:
			return errNoChange
		}
		return nil
	})
	if err != nil {
		return err
	}
	s.mu.Lock()
	delete(s.tables, m.Table)
	s.mu.Unlock()
	h.unfollow(s, m.Table)
	s.reply(protocol.Left{Type: "left", Re: re, Table: m.Table})
	return nil
}

// resume follows a table where the player sits: the seat is theirs again
// (no longer away, no longer played by a computer), then the events after
// seq after, then the state.
func (s *Session) resume(ctx context.Context, p *storage.Player, id string, after int64, re int64) error {
	return s.sitAndResume(ctx, p, id, after, re, nil)
}

// sitAndResume runs first (when not nil) on the change that takes the
// player's seat back, so that a join is one commit: sit, then resume.
func (s *Session) sitAndResume(ctx context.Context, p *storage.Player, id string, after int64, re int64, first func(c *change) error) error {
	h := s.hub
	var conn int64
	seat := -1
	var events []storage.Event
	t, err := h.update(ctx, id, func(c *change) error {
		events = c.events
		if first != nil {
			if err := first(c); err != nil && !errors.Is(err, errNoChange) {
				return err
			}
		}
		seat = seatOf(c.t, p.ID)
		if seat < 0 {
			return protocol.Errorf(protocol.CodeNotSeated, "you have no seat at this table")
		}
		st := &c.t.Seats[seat]
		if c.t.Status != storage.StatusOpen && c.t.Status != storage.StatusPlaying {
			conn = st.Conn
			if len(c.events) > 0 {
				// first sat the last person and the game ended at its deal
				// (a one-round Koi-Koi can): commit that.
				return nil
			}
			return errNoChange // a finished table: nothing to take back
		}
		st.Conn++
		conn = st.Conn
		st.Node = h.node
		c.dirty = true
		if !st.Away.IsZero() || (st.StandIn && !st.Forfeit) {
			st.Away, st.StandIn = time.Time{}, st.Forfeit // a forfeited seat stays the computer's
			c.seatEvent(seat)
		}
		return nil
	})
	if err != nil {
		return err
	}
	s.mu.Lock()
	s.tables[id] = conn
	s.mu.Unlock()
	return h.followCommitted(ctx, s, t, events, seat, after, re)
}

// away marks the player's seat away when the connection that resumed it
// (conn) closes, unless a newer one took it since.
func (h *Hub) away(ctx context.Context, id, player string, conn int64) error {
	_, err := h.update(ctx, id, func(c *change) error {
		i := seatOf(c.t, player)
		if i < 0 || c.t.Seats[i].Conn != conn || !c.t.Seats[i].Away.IsZero() ||
			(c.t.Status != storage.StatusOpen && c.t.Status != storage.StatusPlaying) {
			return errNoChange
		}
		c.t.Seats[i].Away, c.t.Seats[i].Node = c.now, ""
		c.seatEvent(i)
		return nil
	})
	return err
}

// close ends a table nobody came back to: a game in progress is recorded
// as it stands, its people as having abandoned it.
func (c *change) close() {
	if c.t.Status == storage.StatusPlaying && c.g != nil {
		c.record = c.h.record(c, storage.StatusClosed)
	}
	c.t.Status = storage.StatusClosed
	c.t.Invite = ""
	c.add("closed", -1, nil)
}
