package main

import (
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"sync"
	"sync/atomic"
	"time"
)

// counters are the run's counts, shared by every seat.
type counters struct {
	finished, closed  atomic.Int64
	sent              atomic.Int64 // moves the bots sent
	duplicated, order atomic.Int64 // events seen twice; events ahead of a gap
	errors            atomic.Int64 // error answers to real requests (but stale), failed creates and joins
	stale             atomic.Int64 // moves refused because the table moved on (a seat's presence changed): the bot catches up and moves again
	moves             atomic.Int64 // moves whose event reached every other seat
	reconnects, drops atomic.Int64
	probes, refused   atomic.Int64 // out-of-turn moves sent; refused with an error
	illegal           atomic.Int64 // out-of-turn moves the server made
	leaked            atomic.Int64
	maxGap            atomic.Int64 // ms

	// faultOver is when the fault ended (Unix ns; 0: no fault yet);
	// afterFault counts the moves that reached every seat after it, and
	// firstAfterFault is when the first did (Unix ns).
	faultOver, afterFault, firstAfterFault atomic.Int64

	// start is when the bots began; each measured latency is kept with
	// when it ended, from start (see windows).
	start     time.Time
	mu        sync.Mutex
	latencies []float64       // ms
	ended     []time.Duration // since start, one per latency
	reads     []float64       // ms: -rated's leaderboard and profile answers
}

// read keeps a leaderboard's or a profile's answer time.
func (c *counters) read(d time.Duration) {
	c.mu.Lock()
	c.reads = append(c.reads, float64(d.Microseconds())/1000)
	c.mu.Unlock()
}

// readPercentiles returns the reads' p50 and p99 and their number.
func (c *counters) readPercentiles() (p50, p99 float64, n int) {
	c.mu.Lock()
	s := slices.Clone(c.reads)
	c.mu.Unlock()
	slices.Sort(s)
	return percentile(s, 50), percentile(s, 99), len(s)
}

// error counts an error and logs the first few to stderr.
func (c *counters) error(err error) {
	if n := c.errors.Add(1); n <= 5 {
		fmt.Fprintln(os.Stderr, "loadtest: error:", err)
	}
}

// moved counts a move whose event reached every other seat, and its
// latency when measured.
func (c *counters) moved(d time.Duration, measured bool) {
	c.moves.Add(1)
	if f, now := c.faultOver.Load(), time.Now().UnixNano(); f != 0 && now > f {
		c.afterFault.Add(1)
		c.firstAfterFault.CompareAndSwap(0, now)
	}
	if !measured {
		return
	}
	at := time.Since(c.start)
	c.mu.Lock()
	c.latencies = append(c.latencies, float64(d.Microseconds())/1000)
	c.ended = append(c.ended, at)
	c.mu.Unlock()
}

func (c *counters) gap(d time.Duration) {
	ms := d.Milliseconds()
	for {
		old := c.maxGap.Load()
		if ms <= old || c.maxGap.CompareAndSwap(old, ms) {
			return
		}
	}
}

// percentile of sorted values (nearest rank).
func percentile(sorted []float64, p float64) float64 {
	if len(sorted) == 0 {
		return 0
	}
	i := int(p/100*float64(len(sorted))+0.5) - 1
	return sorted[min(max(i, 0), len(sorted)-1)]
}

func (c *counters) percentiles() (p50, p95, p99 float64, n int) {
	c.mu.Lock()
	s := slices.Clone(c.latencies)
	c.mu.Unlock()
	slices.Sort(s)
	return percentile(s, 50), percentile(s, 95), percentile(s, 99), len(s)
}

// windows returns the p99 of the latencies that ended in each window of
// width from the start: where in a run the tail is (the first windows
// hold the tables being set up). A window without a move is 0.
func (c *counters) windows(width time.Duration) []float64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	var by [][]float64
	for i, at := range c.ended {
		w := int(at / width)
		for len(by) <= w {
			by = append(by, nil)
		}
		by[w] = append(by[w], c.latencies[i])
	}
	out := make([]float64, len(by))
	for w, l := range by {
		slices.Sort(l)
		out[w] = percentile(l, 99)
	}
	return out
}

// pendingMove is a move on its way: when it was sent, at which seq, the
// seq of its event once a seat has seen it, and how many other seats have
// yet to receive that event.
type pendingMove struct {
	sent  time.Time
	after int64 // the seq the move was sent at
	seq   int64 // its event's seq; 0 until a seat sees it
	need  int
	// replayed: a seat got the event in a resume's catch-up, after being
	// away; its latency measures the absence, not the server.
	replayed bool
}

// latencies follows a table's moves from the mover's send to the arrival
// of their first event at every other seat. A move's event is the first
// event by its seat after the seq it was sent at (Ikebana's seats may
// decide at once, so not always the very next event).
type latencies struct {
	mu      sync.Mutex
	pending map[int]*pendingMove // by the moving seat
}

// sent notes that seat actor sends a move at seq after.
func (l *latencies) sent(after int64, actor, others int, at time.Time) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.pending == nil {
		l.pending = map[int]*pendingMove{}
	}
	l.pending[actor] = &pendingMove{sent: at, after: after, need: others}
}

// arrived notes that seat saw event seq by actor (replayed: in a resume's
// catch-up). Once every other seat has it, done is true, and measured too
// unless a seat got it replayed.
func (l *latencies) arrived(seq int64, actor, seat int, replayed bool, at time.Time) (d time.Duration, done, measured bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	p := l.pending[actor]
	if p == nil || seat == actor || seq <= p.after {
		return 0, false, false
	}
	if p.seq == 0 {
		p.seq = seq
	}
	if seq != p.seq {
		return 0, false, false
	}
	p.need--
	p.replayed = p.replayed || replayed
	if p.need > 0 {
		return 0, false, false
	}
	delete(l.pending, actor)
	return at.Sub(p.sent), true, !p.replayed
}

// leakCheck checks, at a Koi-Koi table, that no frame sent to a seat names
// a card then in another seat's hidden hand: for each seq it compares the
// cards a seat's frame names with the hand every other seat's own view
// shows after that same event. Frames that show the hands face up (the
// round is over) are not checked.
type leakCheck struct {
	mu    sync.Mutex
	hands []map[int64]map[string]bool // seat → seq → hand after the event
	seen  []map[int64][]string        // seat → seq → every string its frame held
}

func newLeakCheck(seats int) *leakCheck {
	l := &leakCheck{hands: make([]map[int64]map[string]bool, seats), seen: make([]map[int64][]string, seats)}
	for i := range seats {
		l.hands[i], l.seen[i] = map[int64]map[string]bool{}, map[int64][]string{}
	}
	return l
}

// frame takes a frame sent to seat at seq (its data and view) and returns
// how many leaks it completes the evidence of.
func (l *leakCheck) frame(seat int, seq int64, data, view json.RawMessage) int {
	f, err := scanFrame(data, view)
	if err != nil {
		return 0
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if view != nil {
		hand := make(map[string]bool, len(f.hand))
		for _, c := range f.hand {
			hand[c] = true
		}
		l.hands[seat][seq] = hand
	}
	l.seen[seat][seq] = f.strs
	leaks := 0
	for other := range l.hands {
		if other == seat {
			continue
		}
		leaks += l.compare(seat, other, seq) + l.compare(other, seat, seq)
	}
	return leaks
}

// compare counts the cards seat's frame at seq named from other's hand.
func (l *leakCheck) compare(seat, other int, seq int64) int {
	seen, ok := l.seen[seat][seq]
	hand, ok2 := l.hands[other][seq]
	if !ok || !ok2 {
		return 0
	}
	n := 0
	for _, s := range seen {
		if hand[s] {
			n++
		}
	}
	// Each pair is compared once: forget what seat saw against other.
	l.seen[seat][seq] = nil
	return n
}
