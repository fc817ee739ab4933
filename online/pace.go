package online

import (
	"context"
	"encoding/json"
	"slices"
	"strings"

	"github.com/koikoi-app/koikoi/server/protocol"
)

// Play at one's own pace (docs/online-protocol.md, "Play at your own
// pace"): turn-based tables, whose moves may take days, and the lobby of
// tables waiting for players, which anyone may sit at.

// TurnDays are the days per move a turn-based table may have: 1, 3 or 7.
var TurnDays = protocol.TurnDays

// MaxStrikes is how many moves in a row a person's turn-based clock may
// run out on: at the last the seat is forfeited to a computer.
const MaxStrikes = protocol.MaxStrikes

// LobbyTable is a table waiting in the lobby: its game, options, pace,
// seats, and its creator's name and rating in the table's pool.
type LobbyTable = protocol.LobbyTable

// NewTable is a table as its creator asks for it: the game ("koikoi" or
// "ikebana"), its options and seats, and its pace: a live Clock in seconds
// (0 for the server's default) or Days per move (1, 3 or 7: a turn-based
// table), never both. Rated tables have person seats only; Lobby lists
// the table in the lobby while it waits for players.
type NewTable struct {
	Game    string
	Options Options
	Seats   []Seat
	Clock   int
	Days    int
	Rated   bool
	Lobby   bool
}

// Open creates a table as NewTable says. The creator takes the first
// person seat; Table.Invite is the code friends join with. ErrBadOptions:
// the options, seats, clock or days were refused.
func (s *Session) Open(ctx context.Context, nt NewTable) (*Table, error) {
	return s.follow(ctx, "create", func(h protocol.Header) any {
		return protocol.Create{Header: h, Game: nt.Game, Options: nt.Options, Seats: nt.Seats, Clock: nt.Clock,
			Rated: nt.Rated, Days: nt.Days, Lobby: nt.Lobby}
	})
}

// LobbyFilter narrows the lobby; every field is optional. Game: "koikoi"
// or "ikebana"; Pace: "live" or "turn"; Preset (Koi-Koi's) and Players
// (the table size) with their Game; Rated: "rated" or "casual".
type LobbyFilter struct {
	Game, Pace, Preset, Rated string
	Players                   int
}

// The lobby's filter values.
const (
	PaceLive    = "live"
	PaceTurn    = "turn"
	LobbyRated  = "rated"
	LobbyCasual = "casual"
)

// Lobby lists the tables waiting for players in the lobby, the longest
// waiting first (at most 50), without the player's own.
// ErrBadOptions: a filter the server does not know.
func (s *Session) Lobby(ctx context.Context, f LobbyFilter) ([]LobbyTable, error) {
	r, err := ask[protocol.Lobby](ctx, s, "lobby", func(h protocol.Header) any {
		return protocol.GetLobby{Header: h, Game: f.Game, Pace: f.Pace, Preset: f.Preset, Players: f.Players, Rated: f.Rated}
	})
	return r.Tables, err
}

// Sit takes the first free seat at a table of the lobby. ErrFull: the
// game started or the last seat was taken; ErrNotFound: the table left
// the lobby; ErrLimit: the player sits at too many tables.
func (s *Session) Sit(ctx context.Context, table string) (*Table, error) {
	return s.follow(ctx, "sit", func(h protocol.Header) any { return protocol.Sit{Header: h, Table: table} })
}

// MyTables returns the player's unfinished tables, those waiting for
// the player's move first: the server's last list of them (the
// welcome's, then each one it sends when a turn-based table changes,
// see OnTables), without the tables the player has since left or seen
// end, and the tables followed since. A table the Session follows is
// given as it is now (whose turn, the deadline).
func (s *Session) MyTables() []protocol.TableInfo {
	s.mu.Lock()
	w := protocol.Welcome{Tables: s.list}
	followed := s.tableList()
	s.mu.Unlock()
	now := map[string]protocol.TableInfo{}
	viewed := map[string]bool{} // whose turn is known from the table's view
	var extra []protocol.TableInfo
	for _, t := range followed {
		in := t.Info()
		if in.Game == "" {
			continue // asked for, not known yet
		}
		if in.Status == "finished" || in.Status == "closed" || t.Err() != nil || !t.following() {
			in.Status = "gone"
		} else if t.View() != nil {
			viewed[in.ID] = true
			in.Turn, in.Deadline = t.MyTurn(), 0
			if d := t.Deadline(); !d.IsZero() {
				in.Deadline = d.UnixMilli()
			}
		}
		now[in.ID] = in
		if !slices.ContainsFunc(w.Tables, func(wt protocol.TableInfo) bool { return wt.ID == in.ID }) && in.Status != "gone" {
			extra = append(extra, in)
		}
	}
	out := make([]protocol.TableInfo, 0, len(w.Tables)+len(extra))
	for _, in := range w.Tables {
		if cur, ok := now[in.ID]; ok {
			if cur.Status == "gone" {
				continue
			}
			if !viewed[in.ID] {
				cur.Turn, cur.Deadline = in.Turn, in.Deadline
			}
			in = cur
		}
		out = append(out, in)
	}
	slices.SortFunc(extra, func(a, b protocol.TableInfo) int { return strings.Compare(a.ID, b.ID) })
	out = append(out, extra...)
	slices.SortStableFunc(out, func(a, b protocol.TableInfo) int {
		switch {
		case a.Turn == b.Turn:
			return 0
		case a.Turn:
			return -1
		}
		return 1
	})
	return out
}

// Days returns a turn-based table's days per move, 0 at a live table.
func (t *Table) Days() int { return t.Info().Days }

// TurnBased reports whether the table's moves may take days.
func (t *Table) TurnBased() bool { return t.Days() > 0 }

// MyTurn reports whether the game waits for the player's move: the
// seat's latest view lists legal moves (and the seat is not forfeited).
func (t *Table) MyTurn() bool {
	var v struct {
		Legal []string `json:"legal"`
	}
	if b := t.View(); b == nil || json.Unmarshal(b, &v) != nil || t.Status() != "playing" || t.Forfeited() {
		return false
	}
	return len(v.Legal) > 0
}

// Forfeited reports whether the player lost the seat (MaxStrikes
// timeouts in a row): a computer plays it to the end, the player's moves
// are refused.
func (t *Table) Forfeited() bool {
	in := t.Info()
	return in.Seat >= 0 && in.Seat < len(in.Seats) && in.Seats[in.Seat].Forfeit
}

// TimeoutData is the data of a "timeout" event: the seat whose clock ran
// out (a computer made its move) and, at a turn-based table, its strikes
// in a row.
type TimeoutData struct {
	Seat    int `json:"seat"`
	Strikes int `json:"strikes"`
}

// ForfeitData is the data of a "forfeit" event: the seat a person lost.
type ForfeitData = protocol.ForfeitData

// applyPace reads what a timeout or forfeit event changes in the seats.
// t.mu is held.
func (t *Table) applyPace(e protocol.Event) {
	switch e.Kind {
	case "timeout":
		var d TimeoutData
		if json.Unmarshal(e.Data, &d) == nil && d.Seat >= 0 && d.Seat < len(t.info.Seats) && d.Strikes > 0 {
			t.info.Seats[d.Seat].Strikes = d.Strikes
		}
	case "forfeit":
		var d ForfeitData
		if json.Unmarshal(e.Data, &d) == nil && d.Seat >= 0 && d.Seat < len(t.info.Seats) {
			t.info.Seats[d.Seat].Forfeit, t.info.Seats[d.Seat].StandIn = true, true
		}
	}
}

// OnTables sets the function told, on the Session's goroutine, the
// player's tables (as MyTables gives them) whenever the server lists them
// unasked: a turn-based table where the player sits came to someone's
// move, started or ended, or someone sat or forfeited there, on any
// node. Live tables send no such word: follow them.
func (s *Session) OnTables(f func([]protocol.TableInfo)) {
	s.mu.Lock()
	s.onTables = f
	s.mu.Unlock()
}

// listed keeps the server's unasked list of the player's tables and tells
// OnTables.
func (s *Session) listed(list []protocol.TableInfo) {
	s.mu.Lock()
	s.list = list
	f := s.onTables
	s.mu.Unlock()
	if f != nil {
		f(s.MyTables())
	}
}
