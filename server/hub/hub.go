package hub

import (
	"context"
	"crypto/rand"
	"hash/fnv"
	"log/slog"
	mrand "math/rand/v2"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/koikoi-app/koikoi/server/push"
	"github.com/koikoi-app/koikoi/server/storage"
)

// Config holds the hub's timings; the zero value of a field takes the
// default of DefaultConfig.
type Config struct {
	// Clocks are the move clocks a creator may choose; DefaultClock is
	// used when none is chosen (and by quick matches).
	Clocks       []time.Duration
	DefaultClock time.Duration
	// Grace is how long a disconnected person keeps their seat before a
	// computer plays it for them.
	Grace time.Duration
	// CloseAfter: a table where every person has been away this long is
	// closed and recorded.
	CloseAfter time.Duration
	// QuickWait is how long a quick match waits for people before it
	// offers computer opponents.
	QuickWait time.Duration
	// RematchWait is how long after a game's end its people may ask for
	// a rematch.
	RematchWait time.Duration
	// ComputerDelay is how long a computer waits before it moves, so people
	// can follow; 0 in tests.
	ComputerDelay time.Duration
	// Sweep is how often a node looks for due tables that no local timer
	// covers (tables of a node that died, for one).
	Sweep time.Duration
	// Heartbeat is how often a node records that it is alive, on a Store
	// that keeps Nodes; NodeTimeout is how long a node may stay silent
	// before the seats whose connection it held count as away.
	Heartbeat, NodeTimeout time.Duration
	// Now is the clock (time.Now by default).
	Now func() time.Time
	// Log receives the hub's log; never a secret.
	Log *slog.Logger
	// Metrics receive the node's counts (nil: on a registry of their own).
	Metrics *Metrics
	// NewPlayers bounds the new players one client address may make a
	// minute (0: no limit).
	NewPlayers int
	// DailyWorkers is how many daily deals' submissions the node checks
	// at once (0: one), each on one core for 4–7 s; the others wait their
	// turn (see DailyQueueWait).
	DailyWorkers int
	// Seeds gives each new game its deal seed (nil: a random one); tests
	// fix a deal with it.
	Seeds func() uint64
	// TurnOpenWait is how long a turn-based table waits for its players
	// before it closes.
	TurnOpenWait time.Duration
	// Push sends Web Push notifications to players with no session open
	// (nil: none are sent).
	Push *push.Sender
}

// DefaultConfig is the configuration of a production node.
var DefaultConfig = Config{
	Clocks:        []time.Duration{15 * time.Second, 30 * time.Second, 60 * time.Second, 120 * time.Second, 300 * time.Second},
	DefaultClock:  60 * time.Second,
	Grace:         2 * time.Minute,
	CloseAfter:    10 * time.Minute,
	QuickWait:     20 * time.Second,
	RematchWait:   2 * time.Minute,
	ComputerDelay: 800 * time.Millisecond,
	Sweep:         time.Second,
	Heartbeat:     5 * time.Second,
	NodeTimeout:   30 * time.Second,
	TurnOpenWait:  14 * 24 * time.Hour,
}

func (c Config) withDefaults() Config {
	d := DefaultConfig
	if c.Clocks == nil {
		c.Clocks = d.Clocks
	}
	if c.DefaultClock == 0 {
		c.DefaultClock = d.DefaultClock
	}
	if c.Grace == 0 {
		c.Grace = d.Grace
	}
	if c.CloseAfter == 0 {
		c.CloseAfter = d.CloseAfter
	}
	if c.QuickWait == 0 {
		c.QuickWait = d.QuickWait
	}
	if c.TurnOpenWait == 0 {
		c.TurnOpenWait = d.TurnOpenWait
	}
	if c.RematchWait == 0 {
		c.RematchWait = d.RematchWait
	}
	if c.ComputerDelay < 0 {
		c.ComputerDelay = 0
	}
	if c.Sweep == 0 {
		c.Sweep = d.Sweep
	}
	if c.Heartbeat == 0 {
		c.Heartbeat = d.Heartbeat
	}
	if c.NodeTimeout == 0 {
		c.NodeTimeout = d.NodeTimeout
	}
	if c.Now == nil {
		c.Now = time.Now
	}
	if c.DailyWorkers <= 0 {
		c.DailyWorkers = 1
	}
	if c.Log == nil {
		c.Log = slog.Default()
	}
	if c.Metrics == nil {
		c.Metrics = NewMetrics(prometheus.NewRegistry())
	}
	return c
}

// Hub serves tables on one node.
type Hub struct {
	cfg    Config
	node   string // this node's ID in the store's heartbeats
	store  storage.Store
	notify storage.Notifier
	cache  *cache
	// presence writes the players' comings and goings in batches.
	presence *presenceWriter
	locks    tableLocks // one change of a table at a time on this node
	limits   *limits    // new players, wrong invite and link codes, dailies checked (limits.go)
	// verifying holds a token for each daily submission being verified
	// (DailyWorkers at most).
	verifying chan struct{}

	mu      sync.Mutex
	follows map[string]*follow           // the tables that sessions on this node follow
	present map[string]map[*Session]bool // each player's sessions on this node
	telling map[string]bool              // players whose tables are being told: true to read again (tablesChanged)
	timers  map[string]*time.Timer       // local timers of due tables
	ctx     context.Context              // the Run context: timers act under it

	ready chan struct{} // closed once Run listens to the notifier
}

// New returns a hub on a store and a notifier. Call Run to start it.
func New(store storage.Store, notify storage.Notifier, cfg Config) *Hub {
	h := &Hub{
		cfg: cfg.withDefaults(), node: newID(16), store: store, notify: notify, cache: newCache(4096),
		presence: newPresenceWriter(),
		follows:  map[string]*follow{}, present: map[string]map[*Session]bool{}, telling: map[string]bool{}, timers: map[string]*time.Timer{}, ctx: context.Background(),
		ready: make(chan struct{}),
	}
	h.limits = newLimits(store, h.cfg.NewPlayers)
	h.verifying = make(chan struct{}, h.cfg.DailyWorkers)
	h.cfg.Metrics.watch(h)
	return h
}

// Metrics returns the hub's metrics.
func (h *Hub) Metrics() *Metrics { return h.cfg.Metrics }

// Ready is closed once Run has subscribed to the notifier. Serve clients
// only then: a node that served before could miss the notices of other
// nodes' changes made meanwhile, and its people would wait for events
// already written until something else changed the table.
func (h *Hub) Ready() <-chan struct{} { return h.ready }

// Run subscribes to the notifier (see Ready) and acts on due tables until
// ctx ends. It returns at once with the error of a failed subscription.
func (h *Hub) Run(ctx context.Context) error {
	h.mu.Lock()
	h.ctx = ctx
	h.mu.Unlock()
	if err := h.notify.Subscribe(ctx, h.notified); err != nil {
		return err
	}
	// The first beat comes before the first client: a player's presence
	// counts only on a node that beats (storage.Friends.FriendList).
	nodes, _ := h.store.(storage.Nodes)
	if nodes != nil {
		h.beat(ctx, nodes)
	}
	go h.writePresence(ctx)
	close(h.ready)
	t := time.NewTimer(sweepWait(h.cfg.Sweep))
	defer t.Stop()
	h.sweep(ctx)
	beat := time.NewTicker(h.cfg.Heartbeat)
	defer beat.Stop()
	if nodes == nil {
		beat.Stop()
	}
	for {
		select {
		case <-beat.C:
			h.beat(ctx, nodes)
		case <-ctx.Done():
			h.mu.Lock()
			for id, tm := range h.timers {
				tm.Stop()
				delete(h.timers, id)
			}
			h.mu.Unlock()
			return nil
		case <-t.C:
			h.sweep(ctx)
			t.Reset(sweepWait(h.cfg.Sweep))
		}
	}
}

// sweepWait is the wait before a node's next sweep: every between half
// and one and a half times every, at random, so that the nodes' sweeps
// take turns at coming first and the tables that fall due one by one (a
// turn-based clock running out) are acted on by every node in turn.
func sweepWait(every time.Duration) time.Duration {
	return every/2 + mrand.N(every+1)
}

// sweep acts on every due table, a few at a time, and prunes the limits'
// old counts. Each node acts on the due tables in an order of its own, so
// that several nodes sweeping at once mostly act on different tables (the
// version check lets one node's change of a table in).
func (h *Hub) sweep(ctx context.Context) {
	if err := h.limits.prune(ctx, h.cfg.Now()); err != nil && ctx.Err() == nil {
		h.cfg.Metrics.storeErr.Inc()
		h.cfg.Log.Warn("pruning the limits' counts", "err", err)
	}
	ids, err := h.store.DueTables(ctx, h.cfg.Now(), 500)
	if err != nil {
		if ctx.Err() == nil {
			h.cfg.Metrics.storeErr.Inc()
			h.cfg.Log.Warn("due tables", "err", err)
		}
		return
	}
	mrand.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
	sem := make(chan struct{}, 4)
	var wg sync.WaitGroup
	for _, id := range ids {
		sem <- struct{}{}
		wg.Go(func() {
			defer func() { <-sem }()
			h.act(ctx, id)
		})
	}
	wg.Wait()
}

// timerHorizon bounds the local timers: a table due later than this (a
// turn-based table's clock of days) has none, and the sweep finds it
// through the store's index of due times when its time comes. A timer
// for each turn-based table moved on a node would keep every such table
// in the node's memory for days: idle tables must cost a node nothing.
const timerHorizon = 15 * time.Minute

// schedule sets a local timer for a table's Due time, if it is within
// timerHorizon.
func (h *Hub) schedule(t storage.Table) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if old := h.timers[t.ID]; old != nil {
		old.Stop()
		delete(h.timers, t.ID)
	}
	if t.Due.IsZero() || t.Due.Sub(h.cfg.Now()) > timerHorizon {
		return
	}
	ctx, id := h.ctx, t.ID
	var tm *time.Timer
	tm = time.AfterFunc(t.Due.Sub(h.cfg.Now()), func() {
		h.mu.Lock()
		if h.timers[id] == tm {
			delete(h.timers, id)
		}
		h.mu.Unlock()
		if ctx.Err() == nil {
			h.act(ctx, id)
		}
	})
	h.timers[t.ID] = tm
}

// newID returns a random identifier of n letters and digits.
func newID(n int) string {
	const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789"
	b := make([]byte, n)
	rand.Read(b)
	for i := range b {
		b[i] = alphabet[int(b[i])%len(alphabet)]
	}
	return string(b)
}

// seed returns a new game's deal seed: Config.Seeds', else a random one.
func (h *Hub) seed() uint64 {
	if h.cfg.Seeds != nil {
		return h.cfg.Seeds()
	}
	return newSeed()
}

// newSeed returns a random deal seed.
func newSeed() uint64 {
	var b [8]byte
	rand.Read(b[:])
	var s uint64
	for _, x := range b {
		s = s<<8 | uint64(x)
	}
	return s
}

// computerSeed makes a computer's decision reproducible from the table and
// the point of the game.
func computerSeed(table string, seq int64) uint64 {
	h := fnv.New64a()
	h.Write([]byte(table))
	return h.Sum64() ^ uint64(seq)*0x9e3779b97f4a7c15
}
