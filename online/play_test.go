package online_test

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/match"
	"github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/server/client"
	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/protocol"
)

// rules tells the test player what it needs of a game's observation.
type rules[O any] struct {
	roundOver, gameOver func(*O) bool
	// check is called on every observation the seat gets.
	check func(t testing.TB, seat int, o *O)
}

var koikoiRules = rules[koikoi.Observation]{
	roundOver: func(o *koikoi.Observation) bool { return o.Phase == koikoi.PhaseRoundOver },
	gameOver:  func(o *koikoi.Observation) bool { return o.Phase == koikoi.PhaseGameOver },
	check: func(t testing.TB, seat int, o *koikoi.Observation) {
		if int(o.Seat) != seat {
			t.Errorf("seat %d observes as seat %d", seat, o.Seat)
		}
		if o.Phase != koikoi.PhaseRoundOver && o.Phase != koikoi.PhaseGameOver && (o.OppHand != 0 || len(o.Pile) > 0) {
			t.Errorf("seat %d sees the other hand or the pile during a round: %v %v", seat, o.OppHand, o.Pile)
		}
	},
}

var ikebanaRules = rules[ikebana.Observation]{
	roundOver: func(o *ikebana.Observation) bool { return o.Phase == ikebana.PhaseRoundOver },
	gameOver:  func(o *ikebana.Observation) bool { return o.Phase == ikebana.PhaseGameOver },
	check: func(t testing.TB, seat int, o *ikebana.Observation) {
		if int(o.Seat) != seat {
			t.Errorf("seat %d observes as seat %d", seat, o.Seat)
		}
	},
}

// player plays a seat through a Remote match: a random legal move when
// the seat has moves, NextRound at each round's end.
type player[O, M, E any] struct {
	t     testing.TB
	r     *online.Remote[O, M, E]
	rules rules[O]
	rng   *rand.Rand
	moves int
	// beforeMove, if set, is called before each move with the number of
	// moves made; it may return false to stop playing there.
	beforeMove func(n int) bool
	// until, if set, stops the player when it holds.
	until func() bool
}

func newPlayer[O, M, E any](t testing.TB, r *online.Remote[O, M, E], ru rules[O], seed uint64) *player[O, M, E] {
	return &player[O, M, E]{t: t, r: r, rules: ru, rng: rand.New(rand.NewPCG(seed, 1))}
}

// play plays until the game is over (or beforeMove stops it).
func (p *player[O, M, E]) play(ctx context.Context) error {
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	for {
		if p.until != nil && p.until() {
			return nil
		}
		o := p.r.Observe()
		p.rules.check(p.t, p.r.Viewer(), &o)
		switch {
		case p.rules.gameOver(&o):
			return nil
		case p.rules.roundOver(&o):
			err := p.r.NextRound()
			if errors.Is(err, online.ErrGameOver) {
				return nil // the last round's end came with the game's: the caller checks the end
			}
			if err != nil && !errors.Is(err, online.ErrRoundNotOver) {
				evs := p.r.Table().Events(0)
				for _, e := range evs[max(0, len(evs)-12):] {
					p.t.Logf("seat %d: %d %s actor %d view %v %s", p.r.Viewer(), e.Seq, e.Kind, e.Actor, e.View != nil, e.View)
				}
				return err
			}
		}
		if legal := p.r.LegalMoves(); len(legal) > 0 {
			clock := time.Duration(p.r.Table().Info().Clock) * time.Second
			if d := time.Until(p.r.Deadline()); d <= 0 || d > clock {
				p.t.Errorf("seat %d to move: its clock runs out in %v; want within %v", p.r.Viewer(), d, clock)
			}
			if p.r.Thinking() {
				p.t.Errorf("seat %d to move: Thinking", p.r.Viewer())
			}
			if p.beforeMove != nil && !p.beforeMove(p.moves) {
				return nil
			}
			err := p.r.Submit(legal[p.rng.IntN(len(legal))])
			switch {
			case errors.Is(err, online.ErrStale):
			case errors.Is(err, online.ErrGameOver):
				// Submit's refusal when the game ended meanwhile; seen once
				// beside stress-ng on the game's last move (the move was
				// made: its events were in the log). The caller checks the
				// end.
				return nil
			case err != nil:
				evs := p.r.Table().Events(0)
				for _, e := range evs[max(0, len(evs)-12):] {
					p.t.Logf("seat %d: %d %s actor %d view %v", p.r.Viewer(), e.Seq, e.Kind, e.Actor, e.View != nil)
				}
				o := p.r.Observe()
				p.t.Logf("obs %+v", o)
				return err
			default:
				p.moves++
			}
			continue
		}
		select {
		case <-p.r.Updates():
		case <-tick.C:
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// remotes makes the matches of tables, stopped at the test's end.
func remotes[O, M, E any](t testing.TB, newMatch func(*online.Table) (*online.Remote[O, M, E], error), tables ...*online.Table) []*online.Remote[O, M, E] {
	t.Helper()
	out := make([]*online.Remote[O, M, E], len(tables))
	for i, tb := range tables {
		m, err := newMatch(tb)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(m.Stop)
		out[i] = m
	}
	return out
}

// playAll plays the players at once until each sees the game's end.
func playAll[O, M, E any](t testing.TB, ctx context.Context, players ...*player[O, M, E]) {
	t.Helper()
	errs := make(chan error, len(players))
	for _, p := range players {
		go func() { errs <- p.play(ctx) }()
	}
	for range players {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
}

// kinds returns the kinds of a match's events.
func kinds[E any](evs []match.Sequenced[E], kindOf func(E) string) []string {
	out := make([]string, len(evs))
	for i, e := range evs {
		out[i] = kindOf(e.Event)
	}
	return out
}

// engineKinds lists a table's engine event kinds, in order.
func engineKinds(evs []protocol.Event) []string {
	var out []string
	for _, e := range evs {
		if !protocol.TableEvent(e.Kind) {
			out = append(out, e.Kind)
		}
	}
	return out
}

// checkOnce checks that a table read every event from 1 to its last once
// and in order, and that the Remote match holds every engine event of
// them, in order.
func checkOnce[O, M, E any](t *testing.T, who string, r *online.Remote[O, M, E], kindOf func(E) string) {
	t.Helper()
	evs := r.Table().Events(0)
	for i, e := range evs {
		if e.Seq != int64(i+1) {
			t.Fatalf("%s: event %d has seq %d", who, i+1, e.Seq)
		}
	}
	var got []string
	for i, e := range r.Events(0) {
		if e.Seq != uint64(i+1) {
			t.Fatalf("%s: match event %d numbered %d", who, i+1, e.Seq)
		}
		got = append(got, kindOf(e.Event))
	}
	if want := engineKinds(evs); !slices.Equal(got, want) {
		t.Errorf("%s: match events %v;\nwant %v", who, got, want)
	}
}

// TestKoikoiGame: two Sessions play a whole Koi-Koi game (two rounds)
// through Remote matches; each sees only its own seat's view, both read
// the same events once and in order, and the game is recorded.
func TestKoikoiGame(t *testing.T) {
	srv := startServer(t, hubConfig())
	ctx := ctxT(t, patience)
	a, aStatus := connect(t, srv, "Aki")
	b, _ := connect(t, srv, "Ben")
	ta, err := a.Create(ctx, "koikoi", online.Options{Rules: map[string]string{"rounds": "2"}}, []online.Seat{{Kind: online.Person}, {Kind: online.Person}}, 0)
	if err != nil {
		t.Fatal(err)
	}
	if ta.Status() != "open" || len(ta.Invite()) != 6 || ta.Seat() != 0 {
		t.Fatalf("created table: %+v", ta.Info())
	}
	tb, err := b.Join(ctx, " "+ta.Invite()[:3]+"-"+ta.Invite()[3:])
	if err != nil {
		t.Fatal(err)
	}
	if tb.ID() != ta.ID() || tb.Seat() != 1 || tb.Status() != "playing" {
		t.Fatalf("joined table: %+v", tb.Info())
	}
	ms := remotes(t, online.NewKoikoi, ta, tb)
	ma, mb := ms[0], ms[1]
	if _, err := online.NewIkebana(ta); !errors.Is(err, online.ErrBadOptions) {
		t.Errorf("NewIkebana(a Koi-Koi table) = %v; want ErrBadOptions", err)
	}
	seats := mb.Seats()
	if seats[0].Name != "Aki" || seats[0].Kind.String() != "remote" || seats[1].Name != "Ben" || seats[1].Kind.String() != "person" {
		t.Errorf("Ben's Seats() = %+v", seats)
	}
	waitFor(t, "Aki's held table", func() bool { return len(aStatus.heldNow()) == 1 })

	pa, pb := newPlayer(t, ma, koikoiRules, 1), newPlayer(t, mb, koikoiRules, 2)
	playAll(t, ctx, pa, pb)
	waitFor(t, "the game's end at both seats", func() bool {
		return ta.Status() == "finished" && tb.Status() == "finished"
	})
	kindOf := func(e koikoi.Event) string { return e.Kind.String() }
	checkOnce(t, "Aki", ma, kindOf)
	checkOnce(t, "Ben", mb, kindOf)
	if ka, kb := kinds(ma.Events(0), kindOf), kinds(mb.Events(0), kindOf); !slices.Equal(ka, kb) {
		t.Errorf("the seats read different events:\n%v\n%v", ka, kb)
	}
	ea, eb := ma.Events(0), mb.Events(0)
	for i := range min(len(ea), len(eb)) {
		if ea[i].Event.Kind == koikoi.EventDeal && (ea[i].Event.Hand&eb[i].Event.Hand != 0 || ea[i].Event.Hand == 0) {
			t.Errorf("deal %d: Aki's hand %v, Ben's %v: each seat must get its own hand only", i, ea[i].Event.Hand, eb[i].Event.Hand)
		}
	}
	oa, ob := ma.Observe(), mb.Observe()
	if oa.ScoreSelf != ob.ScoreOpp || oa.ScoreOpp != ob.ScoreSelf {
		t.Errorf("final scores differ: Aki %d-%d, Ben %d-%d", oa.ScoreSelf, oa.ScoreOpp, ob.ScoreSelf, ob.ScoreOpp)
	}
	if pa.moves+pb.moves == 0 || ma.Thinking() || len(ma.LegalMoves()) > 0 {
		t.Errorf("after the game: %d+%d moves, thinking %v, legal %v", pa.moves, pb.moves, ma.Thinking(), ma.LegalMoves())
	}
	t.Logf("%d + %d moves, %d events, scores %d-%d", pa.moves, pb.moves, len(ea), oa.ScoreSelf, oa.ScoreOpp)
	if len(aStatus.heldNow()) != 0 {
		t.Errorf("a finished table is still held: %+v", aStatus.heldNow())
	}
	recs, err := a.Records(ctx)
	if err != nil || len(recs) != 1 || recs[0].Table != ta.ID() {
		t.Fatalf("Records = %+v, %v", recs, err)
	}
	rec, err := b.Record(ctx, ta.ID())
	if err != nil || rec.Text == "" {
		t.Errorf("Record = %+v, %v", rec, err)
	}
	stats, err := a.Stats(ctx)
	if err != nil || len(stats) == 0 || stats[0].Played != 1 {
		t.Errorf("Stats = %+v, %v", stats, err)
	}
}

func hubConfig() hub.Config { return hub.Config{} }

// TestIkebanaGame: two Sessions and a server computer play an Ikebana game
// at three seats through Remote matches.
func TestIkebanaGame(t *testing.T) {
	srv := startServer(t, hubConfig())
	ctx := ctxT(t, patience)
	a, _ := connect(t, srv, "Aki")
	b, _ := connect(t, srv, "Ben")
	ta, tb := createAndJoin(t, a, b, "ikebana", online.Options{Players: 3},
		[]online.Seat{{Kind: online.Person}, {Kind: online.Person}, {Kind: online.Computer, Level: "normal"}}, 30)
	ms := remotes(t, online.NewIkebana, ta, tb)
	ma, mb := ms[0], ms[1]
	waitFor(t, "the start at Aki's table", func() bool { return ta.Status() == "playing" })
	seats := ma.Seats()
	if len(seats) != 3 || seats[0].Kind != match.Person || seats[1].Kind != match.Remote || seats[1].Name != "Ben" ||
		seats[2].Kind != match.Computer || seats[2].Level != "normal" {
		t.Errorf("Aki's Seats() = %+v", seats)
	}
	if tb.Info().Clock != 30 {
		t.Errorf("clock %d; want 30", tb.Info().Clock)
	}
	pa, pb := newPlayer(t, ma, ikebanaRules, 3), newPlayer(t, mb, ikebanaRules, 4)
	playAll(t, ctx, pa, pb)
	kindOf := func(e ikebana.Event) string { return e.Kind.String() }
	checkOnce(t, "Aki", ma, kindOf)
	checkOnce(t, "Ben", mb, kindOf)
	if ka, kb := kinds(ma.Events(0), kindOf), kinds(mb.Events(0), kindOf); !slices.Equal(ka, kb) {
		t.Errorf("the seats read different events:\n%v\n%v", ka, kb)
	}
	rounds := 0
	for _, e := range ma.Events(0) {
		if e.Event.Kind == ikebana.EventRoundEnd {
			rounds++
		}
	}
	oa, ob := ma.Observe(), mb.Observe()
	if rounds != 4 || oa.Prestige != ob.Prestige {
		t.Errorf("%d rounds; prestige %v and %v", rounds, oa.Prestige, ob.Prestige)
	}
	t.Logf("%d + %d moves, %d events", pa.moves, pb.moves, len(ma.Events(0)))
}

// TestReconnect: the server restarts mid-round; a move submitted while it
// is down is sent once it is back, and made once; later one player's
// connection drops alone while the other moves. Both seats read every
// event once and in order.
func TestReconnect(t *testing.T) {
	srv := startServer(t, hubConfig())
	ctx := ctxT(t, patience)
	a, aStatus := connect(t, srv, "Aki")
	b, _ := connect(t, srv, "Ben")
	ta, tb := createAndJoin(t, a, b, "koikoi", online.Options{Rules: map[string]string{"rounds": "2"}}, []online.Seat{{Kind: online.Person}, {Kind: online.Person}}, 0)
	ms := remotes(t, online.NewKoikoi, ta, tb)
	ma, mb := ms[0], ms[1]

	var (
		restarted bool
		base      int64 // the seq the move while down was decided at
		seat      int
	)
	dropped := false
	restart := func(r *online.Koikoi) func(int) bool {
		return func(n int) bool {
			if restarted && !dropped && n >= 3 && r == ma {
				// Ben's connection drops alone: he reads Aki's move
				// when he is back.
				dropped = true
				online.Drop(b)
			}
			if restarted || n < 2 {
				return true
			}
			restarted = true
			base, seat = r.Table().Seq(), r.Viewer()
			srv.stop()
			waitFor(t, "the Session to see the drop", func() bool {
				st, _ := a.Status()
				st2, _ := b.Status()
				return st == online.Reconnecting && st2 == online.Reconnecting
			})
			go func() {
				time.Sleep(200 * time.Millisecond)
				srv.start()
			}()
			return true // the move is submitted while the server is down
		}
	}
	pa, pb := newPlayer(t, ma, koikoiRules, 5), newPlayer(t, mb, koikoiRules, 6)
	var mu sync.Mutex
	guard := func(f func(int) bool) func(int) bool {
		return func(n int) bool {
			mu.Lock()
			defer mu.Unlock()
			return f(n)
		}
	}
	pa.beforeMove, pb.beforeMove = guard(restart(ma)), guard(restart(mb))
	playAll(t, ctx, pa, pb)
	if !restarted || !dropped {
		t.Fatalf("the game ended before the restart (%v) or the drop (%v)", restarted, dropped)
	}
	waitFor(t, "both seats to read the last event", func() bool {
		last, err := srv.store.Table(ctx, ta.ID())
		return err == nil && ta.Seq() == last.Seq && tb.Seq() == last.Seq
	})
	if !slices.Contains(aStatus.list(), online.Reconnecting) || aStatus.list()[len(aStatus.list())-1] != online.Connected {
		t.Errorf("Aki's statuses: %v", aStatus.list())
	}
	kindOf := func(e koikoi.Event) string { return e.Kind.String() }
	checkOnce(t, "Aki", ma, kindOf)
	checkOnce(t, "Ben", mb, kindOf)
	// The move made while the server was down is the first engine event
	// after the seq it was decided at, and its seat's: made once.
	evs, err := srv.store.Events(ctx, ta.ID(), base, 100)
	if err != nil {
		t.Fatal(err)
	}
	var first *storageEvent
	for _, e := range evs {
		if !protocol.TableEvent(e.Kind) {
			first = &storageEvent{e.Kind, e.Actor}
			break
		}
	}
	if first == nil || first.actor != seat {
		t.Errorf("after seq %d the first engine event is %+v; want seat %d's move", base, first, seat)
	}
}

type storageEvent struct {
	kind  string
	actor int
}

// TestMoveOnce: the connection drops after the server made a move and
// before its events came: the Session does not send the move again, and
// Submit returns once the resume brings its events. A move submitted
// while the connection is down is sent once it is back.
func TestMoveOnce(t *testing.T) {
	// startServer's deals have moves to make: a random one ended its
	// round at once (a hand of four cards of one month) beside stress-ng,
	// and no seat had a move to make for the test's whole wait.
	srv := startServer(t, hubConfig())
	a, _ := connect(t, srv, "Aki")
	b, _ := connect(t, srv, "Ben")
	ta, tb := createAndJoin(t, a, b, "koikoi", online.Options{Rules: map[string]string{"rounds": "3"}}, []online.Seat{{Kind: online.Person}, {Kind: online.Person}}, 0)
	ms := remotes(t, online.NewKoikoi, ta, tb)
	// The seat to move.
	var m *online.Koikoi
	var s *online.Session
	defer func() {
		if t.Failed() {
			for _, r := range ms {
				o := r.Observe()
				t.Logf("seat %d: phase %v to move %v, legal %v, table %+v, %d events", r.Viewer(), o.Phase, o.MyTurn, r.LegalMoves(), r.Table().Info(), len(r.Table().Events(0)))
			}
		}
	}()
	waitFor(t, "a seat to move", func() bool {
		for i, r := range ms {
			if len(r.LegalMoves()) > 0 {
				m, s = r, []*online.Session{a, b}[i]
				return true
			}
		}
		return false
	})
	var mu sync.Mutex
	moves, drops := 0, 0
	seat := m.Viewer()
	online.SetHooks(s, func(typ string) {
		mu.Lock()
		defer mu.Unlock()
		if typ == "move" {
			moves++
		}
	}, func(f client.Message) bool {
		mu.Lock()
		defer mu.Unlock()
		e, err := f.Event()
		if f.Type == "event" && err == nil && e.Actor == seat && drops == 0 && moves == 1 {
			drops++ // the move's first event is lost with the connection
			return true
		}
		return false
	})
	base := m.Table().Seq()
	if err := m.Submit(m.LegalMoves()[0]); err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	if moves != 1 || drops != 1 {
		t.Errorf("%d moves sent, %d drops; want 1 and 1", moves, drops)
	}
	mu.Unlock()
	var mine []string
	for _, e := range m.Table().Events(base) {
		if !protocol.TableEvent(e.Kind) && e.Actor == seat && e.View != nil {
			mine = append(mine, e.Kind)
		}
	}
	if len(mine) != 1 {
		t.Errorf("after the move, %d ends of a move of the seat: %v; want 1", len(mine), mine)
	}
	checkOnce(t, "the mover", m, func(e koikoi.Event) string { return e.Kind.String() })
}

// TestResumeKept: the app is killed mid-game; started again, it finds the
// table it kept (OnHeld) and in the welcome, resumes it after the seq it
// kept, and plays on to the end from the state's view.
func TestResumeKept(t *testing.T) {
	srv := startServer(t, hubConfig())
	ctx := ctxT(t, patience)
	secret := online.NewSecret()
	a, aStatus := connectAs(t, srv, secret, "Aki")
	b, _ := connect(t, srv, "Ben")
	ta, tb := createAndJoin(t, a, b, "koikoi", online.Options{Rules: map[string]string{"rounds": "3"}}, []online.Seat{{Kind: online.Person}, {Kind: online.Person}}, 0)
	ma := remotes(t, online.NewKoikoi, ta)[0]
	mb := remotes(t, online.NewKoikoi, tb)[0]
	pa, pb := newPlayer(t, ma, koikoiRules, 9), newPlayer(t, mb, koikoiRules, 10)
	pa.until = func() bool { return ma.Table().Seq() >= 20 }
	pb.until = func() bool { return mb.Table().Seq() >= 20 }
	playAll(t, ctx, pa, pb)
	waitFor(t, "Aki's kept seq to catch up", func() bool {
		h := aStatus.heldNow()
		return len(h) == 1 && h[0].Seq == ta.Seq()
	})
	kept := aStatus.heldNow()[0]
	if kept.ID != ta.ID() || kept.Game != "koikoi" || kept.Seat != 0 {
		t.Errorf("kept %+v", kept)
	}
	before := ma.Observe()
	ma.Stop()
	a.Close() // the app is killed

	a2, _ := connectAs(t, srv, secret, "Aki")
	if w := a2.Welcome(); len(w.Tables) != 1 || w.Tables[0].ID != kept.ID || w.Name != "Aki" {
		t.Errorf("welcome %+v", w)
	}
	ta2, err := a2.Resume(ctx, kept.ID, kept.Seq)
	if err != nil {
		t.Fatal(err)
	}
	ma2 := remotes(t, online.NewKoikoi, ta2)[0]
	if got := ma2.Observe(); got.Hand != before.Hand || got.Field != before.Field || len(ma2.Events(0)) != 0 {
		t.Errorf("resumed: hand %v field %v, %d events; want %v %v and no history", got.Hand, got.Field, len(ma2.Events(0)), before.Hand, before.Field)
	}
	waitFor(t, "Aki back at her seat", func() bool { return !tb.Info().Seats[0].Away })
	pb.until = nil
	playAll(t, ctx, newPlayer(t, ma2, koikoiRules, 11), pb)
}
