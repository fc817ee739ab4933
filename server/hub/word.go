package hub

import (
	"context"
	"slices"
	"strings"

	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/server/storage"
)

// Word for players who are connected (docs/online-protocol.md, "Word
// while connected"): a node tells a player's sessions, unasked, of what
// changed for them on any node. The change goes through the notifier on
// the player's channel, a name no table id takes, whose seq says what
// changed: their invitations (a friend invited them) or their tables (a
// commit at a turn-based table where they sit changed whose move it is,
// started or ended the game, or seated or forfeited someone). Live tables
// send no such word: their people follow them.

// playerPrefix starts a player's channel; one notice may name several
// players, their ids joined by commas.
const playerPrefix = "player/"

// What a notice on a player's channel says changed (its seq).
const (
	noticeInvites int64 = 0 // their invitations: "invited"
	noticeTables  int64 = 1 // their tables' list: "tables"
)

// noticeNames name the notices in the log and the metrics.
var noticeNames = [...]string{noticeInvites: "invites", noticeTables: "tables"}

// playersChannel is one notice's channel for several players.
func playersChannel(players []string) string { return playerPrefix + strings.Join(players, ",") }

// playerNotice acts on a notice of players' channels: each player with a
// session on this node is told.
func (h *Hub) playerNotice(players string, what int64) {
	h.mu.Lock()
	ctx := h.ctx
	var here []string
	for _, p := range strings.Split(players, ",") {
		if len(h.present[p]) > 0 {
			here = append(here, p)
		}
	}
	h.mu.Unlock()
	for _, p := range here {
		switch what {
		case noticeTables:
			h.tablesChanged(ctx, p)
		default:
			go h.invited(ctx, p)
		}
	}
}

// tablesWatchers returns the people a committed change of a turn-based
// table tells of their tables' list (see tablesChanged): none at a live
// table, or when nothing a list shows changed (whose move it is, the
// status, who sits, a forfeit); else every person seated who still plays
// (not one who left or forfeited), and a person who forfeited by it.
func tablesWatchers(prev, t storage.Table) []string {
	if !turnBased(t) || !listChanged(prev, t) {
		return nil
	}
	var out []string
	for i, st := range t.Seats {
		if st.Kind != storage.SeatPerson || st.Player == "" || slices.Contains(out, st.Player) {
			continue
		}
		forfeited := st.Forfeit && (i >= len(prev.Seats) || !prev.Seats[i].Forfeit)
		if !st.StandIn || forfeited {
			out = append(out, st.Player)
		}
	}
	return out
}

// listChanged reports whether a change alters what a list of tables
// shows of the table.
func listChanged(prev, t storage.Table) bool {
	if prev.Status != t.Status || len(prev.Seats) != len(t.Seats) {
		return true
	}
	for i, a := range prev.Seats {
		b := t.Seats[i]
		if a.Turn != b.Turn || a.Forfeit != b.Forfeit || a.Kind != b.Kind || a.Player != b.Player {
			return true
		}
	}
	return false
}

// tellPlayers publishes one notice on the players' channels that what
// (noticeInvites, noticeTables) changed for them: each node tells their
// sessions there (playerNotice). A notice that fails is logged and lost;
// the change waits in the store for the players' next ask.
func (h *Hub) tellPlayers(ctx context.Context, players []string, what int64) {
	if err := h.notify.Publish(ctx, playersChannel(players), what); err != nil {
		h.cfg.Log.Warn("telling players of a change", "what", noticeNames[what], "err", err)
		return
	}
	h.cfg.Metrics.word.WithLabelValues(noticeNames[what]).Inc()
}

// tablesChanged tells the player's sessions on this node their tables'
// list, read afresh. Notices that come while it reads are coalesced into
// one more reading, so that the last list sent is the newest.
func (h *Hub) tablesChanged(ctx context.Context, player string) {
	h.mu.Lock()
	if _, running := h.telling[player]; running {
		h.telling[player] = true // read again when done
		h.mu.Unlock()
		return
	}
	h.telling[player] = false
	h.mu.Unlock()
	go func() {
		for {
			h.tellTables(ctx, player)
			h.mu.Lock()
			if !h.telling[player] || ctx.Err() != nil {
				delete(h.telling, player)
				h.mu.Unlock()
				return
			}
			h.telling[player] = false
			h.mu.Unlock()
		}
	}()
}

// tellTables sends the player's sessions on this node their tables.
func (h *Hub) tellTables(ctx context.Context, player string) {
	to := h.sessionsOf(player)
	if len(to) == 0 {
		return
	}
	list, err := h.tablesOf(ctx, player)
	if err != nil {
		h.cfg.Log.Warn("reading a player's tables", "err", err)
		return
	}
	for _, s := range to {
		s.reply(protocol.Tables{Type: "tables", Tables: list})
	}
}

// tablesOf lists the player's unfinished tables as the welcome does:
// those waiting for their move first.
func (h *Hub) tablesOf(ctx context.Context, player string) ([]protocol.TableInfo, error) {
	tables, err := h.store.TablesOf(ctx, player)
	if err != nil {
		return nil, err
	}
	out := make([]protocol.TableInfo, 0, len(tables))
	for _, t := range tables {
		out = append(out, info(t, seatOf(t, player)))
	}
	sortTables(out)
	return out, nil
}
