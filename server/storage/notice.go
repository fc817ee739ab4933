package storage

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Notice is what a Notifier delivers: Table has events up to Seq. A notice
// may carry those events (see EncodeNotice), so that a node whose
// followers of the table are behind sends them without reading them back
// from the Store.
type Notice struct {
	Table string
	Seq   int64

	carried string // the events as EncodeNotice wrote them; "" for none
}

// NewNotice returns a notice that carries no events.
func NewNotice(table string, seq int64) Notice { return Notice{Table: table, Seq: seq} }

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

// EncodeNotice writes a notice as text: "seq:table", then a line with the
// events (the last of which is at seq) when the whole text fits in limit
// bytes; a notice too long for that carries none. The line is a JSON
// array of [seq,actor,kind,time,public,views] arrays, time in Unix
// microseconds (as PostgreSQL keeps it), public and views as the store
// writes them; it is written and read without encoding/json, which would
// check every event's JSON again.
func EncodeNotice(table string, seq int64, events []Event, limit int) string {
	head := strconv.FormatInt(seq, 10) + ":" + table
	if len(events) == 0 || events[len(events)-1].Seq != seq {
		return head
	}
	b := make([]byte, 0, 512)
	b = append(append(b, head...), '\n', '[')
	for i, e := range events {
		if !isPlain(e.Kind) {
			return head
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
			return head
		}
	}
	b = append(b, ']')
	if len(b) > limit {
		return head
	}
	return string(b)
}

var errNotice = errors.New("storage: a notice is not seq:table")

// ParseNotice reads what EncodeNotice wrote. The carried events are
// decoded only when asked for (Notice.Events): most notices find every
// follower up to date.
func ParseNotice(text string) (Notice, error) {
	head, carried, _ := strings.Cut(text, "\n")
	seq, table, ok := strings.Cut(head, ":")
	s, err := strconv.ParseInt(seq, 10, 64)
	if !ok || err != nil || table == "" {
		return Notice{}, fmt.Errorf("%w: %q", errNotice, head)
	}
	return Notice{Table: table, Seq: s, carried: carried}, nil
}
