package hub

import (
	"bytes"
	"context"
	"encoding/json"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/cenkalti/backoff/v5"

	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/server/storage"
)

// follow is the sessions on this node that follow one table, each with the
// last seq it was sent. Its mutex orders the deliveries of the table, so
// each session gets every event once and in order.
type follow struct {
	mu   sync.Mutex
	subs map[*Session]*sub

	// dirty and running coalesce notices: one goroutine delivers while
	// notices keep arriving. carried holds the events the notices carried
	// (see storage.Notice), in seq order without a gap, until delivered.
	flag    sync.Mutex
	dirty   bool
	running bool
	carried []storage.Event
}

// learn brings the cache up to a notice: it keeps the table the notice
// carries when someone here follows the table (their move may come next,
// and need not read it back), else forgets the stored table the notice
// went past.
func (h *Hub) learn(n storage.Notice, followed bool) {
	if followed && n.CarriesTable() {
		h.cache.learn(n)
		return
	}
	h.cache.behind(n.Table, n.Seq)
}

// maxCarried bounds the events a follow keeps from notices: a delivery
// further behind reads the store.
const maxCarried = 256

// carry keeps a notice's events for the next delivery. A notice without
// them (they did not fit) or after a gap leaves the delivery to read the
// store. The caller holds f.flag.
func (f *follow) carry(events []storage.Event) {
	switch {
	case len(events) == 0:
		f.carried = nil
	case len(f.carried) > 0 && f.carried[len(f.carried)-1].Seq+1 == events[0].Seq:
		f.carried = append(f.carried, events...)
		if extra := len(f.carried) - maxCarried; extra > 0 {
			f.carried = append(f.carried[:0:0], f.carried[extra:]...)
		}
	default:
		f.carried = append([]storage.Event(nil), events...)
	}
}

// fromCarried returns the carried events after seq from, and ok, when they
// follow on from it; when they start later, ok is false: the store has
// what lies between.
func fromCarried(carried []storage.Event, from int64) (events []storage.Event, ok bool) {
	if len(carried) == 0 || carried[0].Seq > from+1 {
		return nil, false
	}
	i := int(from + 1 - carried[0].Seq)
	if i >= len(carried) {
		return nil, true
	}
	return carried[i:], true
}

type sub struct {
	seat int
	last int64
}

// notified is the Notifier's callback: deliver the table's new events if
// anyone here follows it and has not had them (see fanOut), from the
// notice when it carries them.
func (h *Hub) notified(n storage.Notice) {
	h.cfg.Metrics.notices.WithLabelValues("received").Inc()
	table := n.Table
	if players, ok := strings.CutPrefix(table, playerPrefix); ok {
		h.playerNotice(players, n.Seq)
		return
	}
	// Before the follow is looked up: a session that starts following the
	// table from this node's own commit meanwhile finds the cache behind
	// (and reads the table), or its follow is found below (see followFrom).
	h.cache.behind(table, n.Seq)
	h.mu.Lock()
	f := h.follows[table]
	ctx := h.ctx
	h.mu.Unlock()
	h.learn(n, f != nil)
	if f == nil || f.upToDate(n.Seq) {
		return
	}
	events, err := n.Events()
	if err != nil {
		h.cfg.Log.Warn("a notice's events: reading them from the store", "table", table, "err", err)
	}
	f.flag.Lock()
	f.dirty = true
	f.carry(events)
	if f.running {
		f.flag.Unlock()
		return
	}
	f.running = true
	f.flag.Unlock()
	go h.delivering(ctx, table, f)
}

// deliverRetry is how delivery reads a table's events again after a read
// failed (the database is away, say): after a wait that grows from first
// to max, up to tries reads in all (about 7 s of waits), whether or not
// another notice comes.
var deliverRetry = struct {
	first, max time.Duration
	tries      int
}{100 * time.Millisecond, 2 * time.Second, 8}

// delivering delivers the table's new events while notices keep coming.
// A read that fails is tried again (see deliverRetry); after the last try
// the followers are disconnected, so that their clients resume and read
// what they missed then, rather than wait for events that never come.
func (h *Hub) delivering(ctx context.Context, table string, f *follow) {
	retry := &backoff.ExponentialBackOff{InitialInterval: deliverRetry.first, RandomizationFactor: 0.5, Multiplier: 2, MaxInterval: deliverRetry.max}
	failed := 0
	for {
		f.flag.Lock()
		if !f.dirty || ctx.Err() != nil {
			f.running = false
			f.flag.Unlock()
			return
		}
		f.dirty = false
		f.flag.Unlock()
		err := h.deliver(ctx, table, f)
		switch {
		case err == nil || ctx.Err() != nil:
			failed = 0
			retry.Reset()
			continue
		case failed+1 >= deliverRetry.tries:
			h.cfg.Log.Error("reading events: giving up, the followers resume", "table", table, "tries", deliverRetry.tries, "err", err)
			h.dropFollowers(f)
			failed = 0
			retry.Reset()
			continue
		}
		failed++
		h.cfg.Metrics.storeErr.Inc()
		h.cfg.Log.Warn("reading events: trying again", "table", table, "err", err)
		t := time.NewTimer(retry.NextBackOff())
		select {
		case <-t.C:
		case <-ctx.Done():
			t.Stop()
		}
		f.flag.Lock()
		f.dirty = true
		f.flag.Unlock()
	}
}

// dropFollowers disconnects the sessions that follow a table.
func (h *Hub) dropFollowers(f *follow) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for sess := range f.subs {
		sess.drop("the server could not read a table's events: resume it")
	}
}

// deliver sends each follower the events it has not had: those the
// notices carried when they follow on from every follower's last, else
// those the store has.
func (h *Hub) deliver(ctx context.Context, table string, f *follow) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.flag.Lock()
	carried := f.carried
	f.carried = nil
	f.flag.Unlock()
	if len(f.subs) == 0 {
		return nil
	}
	from := int64(-1)
	for _, s := range f.subs {
		if from < 0 || s.last < from {
			from = s.last
		}
	}
	for {
		evs, ok := fromCarried(carried, from)
		carried = nil
		if !ok {
			var err error
			if evs, err = h.store.Events(ctx, table, from, 256); err != nil {
				return err
			}
		}
		for sess, s := range f.subs {
			for _, e := range evs {
				if e.Seq == s.last+1 {
					sess.send(eventFrame(e, s.seat))
					s.last = e.Seq
				}
			}
		}
		if ok || len(evs) < 256 {
			return nil
		}
		from = evs[len(evs)-1].Seq
	}
}

// eventFrame is an event as seat sees it: protocol.Event, written by hand
// because its parts are already JSON (encoding/json would check and
// compact them again for every seat). The seat's own part (see seatPart)
// gives its members: its data, replacing the public one, and its view.
func eventFrame(e storage.Event, seat int) []byte {
	part := at(e.Views, seat)
	b := make([]byte, 0, 96+len(e.Public)+len(part))
	b = append(b, `{"type":"event","table":`...)
	b = strconv.AppendQuote(b, e.TableID)
	b = append(b, `,"seq":`...)
	b = strconv.AppendInt(b, e.Seq, 10)
	b = append(b, `,"kind":`...)
	b = strconv.AppendQuote(b, e.Kind)
	b = append(b, `,"actor":`...)
	b = strconv.AppendInt(b, int64(e.Actor), 10)
	if len(e.Public) > 0 && !bytes.HasPrefix(part, []byte(`{"data":`)) {
		b = append(b, `,"data":`...)
		b = append(b, e.Public...)
	}
	if len(part) > 2 {
		b = append(b, ',')
		b = append(b, part[1:len(part)-1]...)
	}
	return append(b, '}')
}

// followTable makes a session follow a table from seq after: it sends the
// events it missed, then the table's state, then whatever comes next.
func (h *Hub) followTable(ctx context.Context, sess *Session, id string, seat int, after int64, re int64) error {
	return h.followFrom(ctx, sess, id, seat, after, re, nil, nil)
}

// followCommitted is followTable right after this node committed t with
// its last events (the events may be nil): neither is read back from the
// store unless the table moved on since (see followFrom).
func (h *Hub) followCommitted(ctx context.Context, sess *Session, t storage.Table, events []storage.Event, seat int, after int64, re int64) error {
	return h.followFrom(ctx, sess, t.ID, seat, after, re, &t, events)
}

// followFrom is followTable, given the table as this node knows it and
// the events that led to it (both may be nil). The known table is used
// only while the cache still holds that version once the follow is
// registered: a notice of a later change that came before the follow
// existed has marked the cache behind (see notified), and one that
// comes after finds the follow and is delivered to the session.
func (h *Hub) followFrom(ctx context.Context, sess *Session, id string, seat int, after int64, re int64, known *storage.Table, knownEvents []storage.Event) error {
	f := h.lockFollow(id)
	defer f.mu.Unlock()
	defer h.unfollowIdle(id, f) // when this failed and nobody else follows
	delete(f.subs, sess)
	var t storage.Table
	if cur, ok := h.cache.stored(id); known != nil && ok && cur.Version == known.Version && cur.Seq == known.Seq {
		t = *known
		h.cfg.Metrics.follows.WithLabelValues("known").Inc()
	} else {
		var err error
		if t, err = h.store.Table(ctx, id); err != nil {
			return err
		}
		knownEvents = nil
		h.cfg.Metrics.follows.WithLabelValues("read").Inc()
	}
	last := min(max(after, 0), t.Seq)
	if n := len(knownEvents); n > 0 && knownEvents[n-1].Seq == t.Seq && knownEvents[0].Seq <= last+1 {
		for _, e := range knownEvents[last+1-knownEvents[0].Seq:] {
			sess.send(eventFrame(e, seat))
			last = e.Seq
		}
	}
	for last < t.Seq {
		evs, err := h.store.Events(ctx, id, last, 256)
		if err != nil {
			return err
		}
		for _, e := range evs {
			if e.Seq > t.Seq {
				break
			}
			sess.send(eventFrame(e, seat))
			last = e.Seq
		}
		if len(evs) == 0 {
			break
		}
	}
	st := protocol.State{Type: "state", Re: re, Table: info(t, seat)}
	st.Table.Seq = last
	if t.Status != storage.StatusOpen && len(t.State) > 0 {
		g, err := h.cache.take(t)
		if err != nil {
			return err
		}
		st.View = g.View(seat)
		h.cache.put(t.ID, t.Version, g)
	}
	if !t.Deadline.IsZero() {
		st.Deadline = t.Deadline.UnixMilli()
	}
	b, _ := json.Marshal(st)
	sess.send(b)
	f.subs[sess] = &sub{seat: seat, last: last}
	return nil
}

// lockFollow returns the table's follow, registered and locked. Lock
// order: a follow's mu before h.mu.
func (h *Hub) lockFollow(id string) *follow {
	for {
		h.mu.Lock()
		f := h.follows[id]
		if f == nil {
			f = &follow{subs: map[*Session]*sub{}}
			h.follows[id] = f
		}
		h.mu.Unlock()
		f.mu.Lock()
		h.mu.Lock()
		current := h.follows[id] == f
		h.mu.Unlock()
		if current {
			return f
		}
		f.mu.Unlock() // it was dropped meanwhile: take the new one
	}
}

// unfollow stops a session following a table.
func (h *Hub) unfollow(sess *Session, id string) {
	f := h.lockFollow(id)
	defer f.mu.Unlock()
	delete(f.subs, sess)
	h.unfollowIdle(id, f)
}

// unfollowIdle forgets a table nobody here follows any more. The caller
// holds f.mu.
func (h *Hub) unfollowIdle(id string, f *follow) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.follows[id] == f && len(f.subs) == 0 {
		delete(h.follows, id)
	}
}
