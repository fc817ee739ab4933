package hub

import (
	"context"
	"slices"

	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/server/storage"
)

// MaxRecords is how many records a list gives.
const MaxRecords = 100

func recordEntry(r storage.Record, player string) protocol.RecordEntry {
	e := protocol.RecordEntry{Table: r.TableID, Game: r.Game, Options: r.Options, Status: r.Status, Finished: r.Finished.UnixMilli()}
	for _, p := range r.Players {
		e.Seats = append(e.Seats, protocol.RecordSeat{Name: p.Name, Level: p.Level, Score: p.Score, Outcome: p.Outcome, You: p.Player == player})
	}
	return e
}

func (s *Session) records(ctx context.Context, p *storage.Player, re int64) error {
	list, err := s.hub.store.Records(ctx, p.ID, MaxRecords)
	if err != nil {
		return err
	}
	out := protocol.RecordList{Type: "records", Re: re, Records: []protocol.RecordEntry{}}
	for _, r := range list {
		out.Records = append(out.Records, recordEntry(r, p.ID))
	}
	s.reply(out)
	return nil
}

// record gives a finished game's full record to one of its players.
func (s *Session) record(ctx context.Context, p *storage.Player, m *protocol.GetRecord, re int64) error {
	r, err := s.hub.store.Record(ctx, m.Table)
	if err != nil {
		return err
	}
	if !slices.ContainsFunc(r.Players, func(rs storage.RecordSeat) bool { return rs.Player == p.ID }) {
		return protocol.Errorf(protocol.CodeNotFound, "no such record among your games")
	}
	e := recordEntry(r, p.ID)
	e.Text = string(r.Text)
	s.reply(protocol.Record{Type: "record", Re: re, Record: e})
	return nil
}

func (s *Session) stats(ctx context.Context, p *storage.Player, re int64) error {
	st, err := s.hub.store.Stats(ctx, p.ID)
	if err != nil {
		return err
	}
	out := protocol.StatsReply{Type: "stats", Re: re, Games: []protocol.GameStats{}}
	for _, g := range st {
		out.Games = append(out.Games, protocol.GameStats(g))
	}
	s.reply(out)
	return nil
}
