package online

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/koikoi-app/koikoi/server/client"
	"github.com/koikoi-app/koikoi/server/protocol"
)

// maxTries bounds how often one move is sent again: after a refusal as
// stale because only presence or chat moved the table on, or as
// unavailable.
const maxTries = 5

// pendingMove is the seat's move from when it is submitted until its
// events (or its refusal) come. It is sent at most once on each
// connection, and again on the next connection only when the table shows
// it was not made: the server takes a move only at the seq it was decided
// at, so it is never made twice.
type pendingMove struct {
	text     string
	base     int64 // the seq it is sent at
	inFlight bool  // sent on the current connection, answer awaited
	req      int64 // the request that sent it
	waitNew  bool  // refused as stale: wait for the events it missed
	tries    int
	done     chan error // receives once
}

// move makes the seat's move (the engine's text form) and waits for its
// events, or its refusal. While the connection is down it waits for it
// to be back, and is sent once the table shows the seat still to move.
func (t *Table) move(ctx context.Context, text string) error {
	t.mu.Lock()
	if t.mv != nil {
		t.mu.Unlock()
		return fmt.Errorf("%w: a move is under way", ErrNotYourTurn)
	}
	mv := &pendingMove{text: text, base: t.seq(), done: make(chan error, 1)}
	t.mv = mv
	t.mu.Unlock()
	t.sendMove(mv)
	select {
	case err := <-mv.done:
		return err
	case <-ctx.Done():
		t.mu.Lock()
		if t.mv == mv {
			t.mv = nil
		}
		t.mu.Unlock()
		return ctx.Err()
	}
}

// sendMove sends the pending move, unless it is no longer pending or
// already sent; offline, the resume's state sends it.
func (t *Table) sendMove(mv *pendingMove) {
	t.mu.Lock()
	if t.mv != mv || mv.inFlight {
		t.mu.Unlock()
		return
	}
	mv.inFlight = true
	base := mv.base
	t.mu.Unlock()
	id, err := t.s.sendOn(t.s.ctx, false, func(h protocol.Header) any {
		return protocol.Move{Header: h, Table: t.id, Seq: base, Move: mv.text}
	}, "move", func(_ client.Message, err error) { t.moveAnswer(mv, err) })
	t.mu.Lock()
	if err == nil {
		mv.req = id
		t.mu.Unlock()
		return
	}
	mv.inFlight = false
	if errors.Is(err, errOffline) || errors.Is(err, ErrConnectionLost) || t.mv != mv {
		t.mu.Unlock()
		return // sent again after the resume
	}
	t.mv = nil
	t.mu.Unlock()
	mv.done <- err
}

// moveAnswer reads the answer to a move: a move taken has none (its events
// answer it), so this is a refusal or the connection lost.
func (t *Table) moveAnswer(mv *pendingMove, err error) {
	t.mu.Lock()
	if t.mv != mv {
		t.mu.Unlock()
		return
	}
	mv.inFlight = false
	switch {
	case errors.Is(err, ErrConnectionLost):
		t.mu.Unlock() // the resume's state sends it again if it was not made
		return
	case errors.Is(err, ErrStale) && mv.tries < maxTries:
		mv.tries++
		mv.waitNew = true
		finish, resend := t.rebase(mv, false)
		t.mu.Unlock()
		finish()
		if resend {
			t.sendMove(mv)
		}
		return
	case errors.Is(err, ErrUnavailable) && mv.tries < maxTries:
		mv.tries++
		t.mu.Unlock()
		time.AfterFunc(time.Second, func() { t.sendMove(mv) })
		return
	}
	t.mv = nil
	t.mu.Unlock()
	mv.done <- err
}

// checkMove sees whether event e ends the pending move: its own last
// event (done), a timeout of the seat or, after a stale refusal, another
// change of the position (stale); only presence or chat after a stale
// refusal sends it again at the new seq. t.mu is held; the caller calls
// finish and sends resend after unlocking.
func (t *Table) checkMove(e protocol.Event) (finish func(), resend *pendingMove) {
	mv := t.mv
	if mv == nil || e.Seq <= mv.base {
		return func() {}, nil
	}
	seat := t.info.Seat
	switch {
	case e.Kind == "timeout" && e.Actor == seat:
		return t.endMove(mv, fmt.Errorf("%w: the move clock ran out", ErrStale)), nil
	case !protocol.TableEvent(e.Kind) && e.Actor == seat && e.View != nil:
		return t.endMove(mv, nil), nil
	case !mv.waitNew:
		return func() {}, nil
	case isPosition(e.Kind):
		return t.endMove(mv, ErrStale), nil
	}
	mv.waitNew = false
	mv.base = t.seq()
	return func() {}, mv
}

// rebase decides what to do with a pending move not in flight, from the
// events read since it was decided: stale when the position changed, sent
// again at the new seq when only presence or chat did; with no new event,
// sent again after a resume (send), or waited on after a stale refusal.
// t.mu is held.
func (t *Table) rebase(mv *pendingMove, send bool) (finish func(), resend bool) {
	if t.info.Status == "finished" || t.info.Status == "closed" {
		return t.endMove(mv, ErrGameOver), false
	}
	for _, e := range t.log[max(mv.base-t.base, 0):] {
		if isPosition(e.Kind) {
			return t.endMove(mv, ErrStale), false
		}
	}
	if t.seq() == mv.base && !send {
		return func() {}, false // the events it missed are on their way
	}
	mv.waitNew = false
	mv.base = t.seq()
	return func() {}, true
}

// endMove ends the pending move with err. t.mu is held; the caller calls
// the returned function after unlocking.
func (t *Table) endMove(mv *pendingMove, err error) func() {
	t.mv = nil
	req := mv.req
	return func() {
		if req != 0 {
			t.s.forget(req) // a move taken has no answer to wait for
		}
		mv.done <- err
	}
}

// isPosition reports whether an event changes the game's position (a
// move decided before it is stale); the table's own presence, chat,
// rematch and offer events do not.
func isPosition(kind string) bool {
	switch kind {
	case "seat", "chat", "rematch", "offer":
		return false
	}
	return true
}
