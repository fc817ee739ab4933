package storage

import (
	"encoding/json"
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
	var in []carriedEvent
	if err := json.Unmarshal([]byte(n.carried), &in); err != nil {
		return nil, fmt.Errorf("storage: the events of a notice of %s: %w", n.Table, err)
	}
	out := make([]Event, len(in))
	for i, c := range in {
		views, err := ParseViews(c.Views)
		if err != nil {
			return nil, fmt.Errorf("storage: the events of a notice of %s: %w", n.Table, err)
		}
		out[i] = Event{TableID: n.Table, Seq: c.Seq, Kind: c.Kind, Actor: c.Actor, Public: c.Public, Views: views,
			Time: time.UnixMicro(c.Time).UTC()}
	}
	if len(out) == 0 || out[len(out)-1].Seq != n.Seq {
		return nil, fmt.Errorf("storage: a notice of %s at %d carries events that do not end there", n.Table, n.Seq)
	}
	return out, nil
}

// carriedEvent is an Event in a notice. Its time is in microseconds, as
// PostgreSQL keeps it.
type carriedEvent struct {
	Seq    int64           `json:"s"`
	Kind   string          `json:"k"`
	Actor  int             `json:"a"`
	Public json.RawMessage `json:"p,omitempty"`
	Views  json.RawMessage `json:"v,omitempty"`
	Time   int64           `json:"t"`
}

// EncodeNotice writes a notice as text: "seq:table", then a line with the
// events (the last of which is at seq) when the whole text fits in limit
// bytes; a notice too long for that carries none.
func EncodeNotice(table string, seq int64, events []Event, limit int) string {
	head := strconv.FormatInt(seq, 10) + ":" + table
	if len(events) == 0 || events[len(events)-1].Seq != seq {
		return head
	}
	out := make([]carriedEvent, len(events))
	size := len(head) + 1
	for i, e := range events {
		out[i] = carriedEvent{Seq: e.Seq, Kind: e.Kind, Actor: e.Actor, Public: e.Public, Time: e.Time.UnixMicro()}
		if e.Views != nil {
			out[i].Views = AppendViews(nil, e.Views)
		}
		if size += len(e.Kind) + len(out[i].Public) + len(out[i].Views) + 48; size > limit {
			return head
		}
	}
	b, err := json.Marshal(out)
	if err != nil || len(head)+1+len(b) > limit {
		return head
	}
	return head + "\n" + string(b)
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
