package online_test

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/match"
	"github.com/koikoi-app/koikoi/online"
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
}

func newPlayer[O, M, E any](t testing.TB, r *online.Remote[O, M, E], ru rules[O], seed uint64) *player[O, M, E] {
	return &player[O, M, E]{t: t, r: r, rules: ru, rng: rand.New(rand.NewPCG(seed, 1))}
}

// play plays until the game is over (or beforeMove stops it).
func (p *player[O, M, E]) play(ctx context.Context) error {
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	for {
		o := p.r.Observe()
		p.rules.check(p.t, p.r.Viewer(), &o)
		switch {
		case p.rules.gameOver(&o):
			return nil
		case p.rules.roundOver(&o):
			if err := p.r.NextRound(); err != nil && !errors.Is(err, online.ErrRoundNotOver) {
				evs := p.r.Table().Events(0)
				for _, e := range evs[max(0, len(evs)-12):] {
					p.t.Logf("seat %d: %d %s actor %d view %v %s", p.r.Viewer(), e.Seq, e.Kind, e.Actor, e.View != nil, e.View)
				}
				return err
			}
		}
		if legal := p.r.LegalMoves(); len(legal) > 0 {
			if p.beforeMove != nil && !p.beforeMove(p.moves) {
				return nil
			}
			err := p.r.Submit(legal[p.rng.IntN(len(legal))])
			switch {
			case errors.Is(err, online.ErrStale):
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
	ctx := ctxT(t, 60*time.Second)
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
	ma, err := online.NewKoikoi(ta)
	if err != nil {
		t.Fatal(err)
	}
	defer ma.Stop()
	mb, err := online.NewKoikoi(tb)
	if err != nil {
		t.Fatal(err)
	}
	defer mb.Stop()
	if _, err := online.NewIkebana(ta); !errors.Is(err, online.ErrBadOptions) {
		t.Errorf("NewIkebana(a Koi-Koi table) = %v; want ErrBadOptions", err)
	}
	seats := mb.Seats()
	if seats[0].Name != "Aki" || seats[0].Kind.String() != "remote" || seats[1].Name != "Ben" || seats[1].Kind.String() != "person" {
		t.Errorf("Ben's Seats() = %+v", seats)
	}
	waitFor(t, "Aki's held table", 5*time.Second, func() bool { return len(aStatus.heldNow()) == 1 })

	errs := make(chan error, 2)
	pa, pb := newPlayer(t, ma, koikoiRules, 1), newPlayer(t, mb, koikoiRules, 2)
	go func() { errs <- pa.play(ctx) }()
	go func() { errs <- pb.play(ctx) }()
	for range 2 {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	waitFor(t, "the game's end at both seats", 5*time.Second, func() bool {
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
