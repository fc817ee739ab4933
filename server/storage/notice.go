package storage

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Notice is what a Notifier delivers: Table has events up to Seq. A notice
// may carry those events and the table as committed (see EncodeNotice), so
// that a node whose followers of the table are behind sends them without
// reading them back from the Store, and the next move there needs no read
// of the table.
type Notice struct {
	Table string
	Seq   int64

	carried string // the events as EncodeNotice wrote them; "" for none
	table   string // the table as EncodeNotice wrote it; "" for none
}

// NewNotice returns a notice that carries nothing.
func NewNotice(table string, seq int64) Notice { return Notice{Table: table, Seq: seq} }

// CarriesTable reports whether the notice carries the table.
func (n Notice) CarriesTable() bool { return n.table != "" }

// Committed decodes the table the notice carries, as the change that sent
// it committed it; ok is false when it carries none.
func (n Notice) Committed() (t Table, ok bool, err error) {
	if n.table == "" {
		return t, false, nil
	}
	if err := json.Unmarshal([]byte(n.table), &t); err != nil {
		return t, false, fmt.Errorf("storage: the table of a notice of %s: %w", n.Table, err)
	}
	if t.ID != n.Table || t.Seq != n.Seq {
		return t, false, fmt.Errorf("storage: a notice of %s at %d carries table %s at %d", n.Table, n.Seq, t.ID, t.Seq)
	}
	return t, true, nil
}

// Carries reports whether the notice carries its events.
func (n Notice) Carries() bool { return n.carried != "" }

// Events decodes the events the notice carries, in seq order and ending at
// Seq; nil when it carries none.
func (n Notice) Events() ([]Event, error) {
	if n.carried == "" {
		return nil, nil
	}
	bad := func(what string) error {
		return fmt.Errorf("storage: the events of a notice of %s: %s", n.Table, what)
	}
	list, err := ParseViews([]byte(n.carried))
	if err != nil || len(list) == 0 {
		return nil, bad("not a list")
	}
	out := make([]Event, len(list))
	for i, item := range list {
		f, err := ParseViews(item)
		if err != nil || len(f) != 6 {
			return nil, bad("an event is not [seq,actor,kind,time,public,views]")
		}
		seq, err1 := strconv.ParseInt(string(f[0]), 10, 64)
		actor, err2 := strconv.Atoi(string(f[1]))
		micros, err3 := strconv.ParseInt(string(f[3]), 10, 64)
		kind, ok := plainString(f[2])
		if err1 != nil || err2 != nil || err3 != nil || !ok {
			return nil, bad("an event's seq, actor, kind or time")
		}
		views, err := ParseViews(f[5])
		if err != nil {
			return nil, bad(err.Error())
		}
		out[i] = Event{TableID: n.Table, Seq: seq, Kind: kind, Actor: actor, Public: f[4], Views: views,
			Time: time.UnixMicro(micros).UTC()}
	}
	if out[len(out)-1].Seq != n.Seq {
		return nil, bad("they do not end at its seq")
	}
	return out, nil
}

// plainString reads a JSON string of plain characters (see isPlain).
func plainString(b []byte) (string, bool) {
	if len(b) < 2 || b[0] != '"' || b[len(b)-1] != '"' || !isPlain(string(b[1:len(b)-1])) {
		return "", false
	}
	return string(b[1 : len(b)-1]), true
}

// isPlain reports whether an event's kind needs no escaping in JSON: the
// engines' kinds are lower-case words.
func isPlain(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_' || c == '-' || c == '.') {
			return false
		}
	}
	return true
}

// EncodeNotice writes the notice of a commit as text: "seq:table", then a
// line with the events (the last of which is at seq), then a line with the
// table as committed, within limit bytes: the events are left out when
// both do not fit, and the table too when it alone does not.
//
// The events' line is a JSON array of [seq,actor,kind,time,public,views]
// arrays, time in Unix microseconds (as PostgreSQL keeps it), public and
// views as the store writes them; it is written and read without
// encoding/json, which would check every event's JSON again. The table's
// line is the Table in JSON.
func EncodeNotice(t Table, events []Event, limit int) string {
	head := strconv.FormatInt(t.Seq, 10) + ":" + t.ID
	table, err := json.Marshal(t)
	if err != nil || len(head)+2+len(table) > limit {
		return head
	}
	b := make([]byte, 0, 1024)
	b = append(b, head...)
	b = append(b, '\n')
	if evs, ok := appendEvents(b, t.Seq, events, limit-len(table)-1); ok {
		b = evs
	}
	b = append(b, '\n')
	return string(append(b, table...))
}

// appendEvents appends the events' line to b, unless the events do not end
// at seq or b would grow past limit.
func appendEvents(b []byte, seq int64, events []Event, limit int) ([]byte, bool) {
	if len(events) == 0 || events[len(events)-1].Seq != seq {
		return b, false
	}
	b = append(b, '[')
	for i, e := range events {
		// The line ends at the first newline: JSON written with one (not
		// compact, as every engine's is) is left to the store.
		if !isPlain(e.Kind) || bytes.IndexByte(e.Public, '\n') >= 0 {
			return b, false
		}
		for _, v := range e.Views {
			if bytes.IndexByte(v, '\n') >= 0 {
				return b, false
			}
		}
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '[')
		b = strconv.AppendInt(b, e.Seq, 10)
		b = append(b, ',')
		b = strconv.AppendInt(b, int64(e.Actor), 10)
		b = append(append(append(b, ',', '"'), e.Kind...), '"', ',')
		b = strconv.AppendInt(b, e.Time.UnixMicro(), 10)
		b = append(b, ',')
		if len(e.Public) > 0 {
			b = append(b, e.Public...)
		} else {
			b = append(b, "null"...)
		}
		b = append(b, ',')
		b = AppendViews(b, e.Views)
		b = append(b, ']')
		if len(b) > limit {
			return b, false
		}
	}
	b = append(b, ']')
	return b, len(b) <= limit
}

var errNotice = errors.New("storage: a notice is not seq:table")

// ParseNotice reads what EncodeNotice wrote. What it carries is decoded
// only when asked for (Notice.Events, Notice.Committed): most notices find
// every follower up to date.
func ParseNotice(text string) (Notice, error) {
	head, rest, _ := strings.Cut(text, "\n")
	carried, table, _ := strings.Cut(rest, "\n")
	seq, id, ok := strings.Cut(head, ":")
	s, err := strconv.ParseInt(seq, 10, 64)
	if !ok || err != nil || id == "" {
		return Notice{}, fmt.Errorf("%w: %q", errNotice, head)
	}
	return Notice{Table: id, Seq: s, carried: carried, table: table}, nil
}
