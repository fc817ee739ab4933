package hub

import (
	"context"
	"encoding/json"
	"errors"
	"sync"
	"time"

	"github.com/koikoi-app/koikoi/server/game"
	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/server/storage"
)

// Outbox is how many frames may wait for a slow client; past it the
// connection is closed and the client resumes when it comes back.
const Outbox = 1024

// Session is one client's connection, whatever carries it. The transport
// feeds it the decoded messages (Handle) and writes out what Outbox gives.
type Session struct {
	hub  *Hub
	id   string // the session's presence in the store (see arrive)
	out  chan []byte
	kick func(reason string)

	mu     sync.Mutex
	player *storage.Player
	secret []byte // the hash of the device's secret
	// tables maps each followed table to the seat's Conn at resume: the
	// seat is marked away on close only if no newer resume took it.
	tables    map[string]int64
	closed    bool
	chatLimit chatLimit // chat messages' rate
	addr      string    // the client's address (SetAddr)
	daily     bool      // a daily submission is being verified
}

// NewSession starts a session; kick closes its transport (the session
// calls it when the client cannot keep up).
func (h *Hub) NewSession(kick func(reason string)) *Session {
	return &Session{hub: h, id: newID(16), out: make(chan []byte, Outbox), kick: kick, tables: map[string]int64{}}
}

// Outbox returns the frames to write to the client, in order.
func (s *Session) Outbox() <-chan []byte { return s.out }

// send queues a frame; a client too slow to take them is dropped.
func (s *Session) send(frame []byte) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return
	}
	select {
	case s.out <- frame:
	default:
		s.closed = true
		go s.kick("too slow: the client did not read its messages")
	}
}

// drop closes the session's transport: its client resumes when it comes
// back.
func (s *Session) drop(reason string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.closed {
		s.closed = true
		go s.kick(reason)
	}
}

// reply sends a message.
func (s *Session) reply(v any) {
	b, err := json.Marshal(v)
	if err != nil {
		s.hub.cfg.Log.Error("encoding a reply", "err", err)
		return
	}
	s.send(b)
}

// Fail sends an error answer to request re.
func (s *Session) Fail(re int64, e *protocol.Error) { s.send(protocol.EncodeError(re, e)) }

// Player returns the session's player, or nil before Hello.
func (s *Session) Player() *storage.Player {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.player
}

// Handle answers one decoded message (a pointer from protocol.Decode)
// that arrived at the time given (for the metrics).
func (s *Session) Handle(ctx context.Context, msg any, re int64, arrived time.Time) {
	ctx, a := withAnnouncements(ctx)
	var pe *protocol.Error
	if err := s.handle(ctx, msg, re); err != nil {
		pe = s.hub.protocolError(err)
		s.Fail(re, pe)
	}
	s.hub.cfg.Metrics.answered(protocol.TypeOf(msg), pe, arrived)
	a.flush() // the answer first, then the events it caused
	if m, ok := msg.(*protocol.Move); ok {
		s.hub.cfg.Metrics.moved(m.Move, pe, arrived)
	}
}

func (s *Session) handle(ctx context.Context, msg any, re int64) error {
	if m, ok := msg.(*protocol.Hello); ok {
		return s.hello(ctx, m, re)
	}
	p := s.Player()
	if p == nil {
		return protocol.Errorf(protocol.CodeHelloFirst, "say hello first")
	}
	switch m := msg.(type) {
	case *protocol.Rename:
		return s.rename(ctx, m, re)
	case *protocol.Create:
		return s.create(ctx, p, m, re)
	case *protocol.Join:
		return s.join(ctx, p, m, re)
	case *protocol.Quick:
		return s.quick(ctx, p, m, re)
	case *protocol.AcceptComputer:
		return s.acceptComputer(ctx, p, m, re)
	case *protocol.Resume:
		return s.resume(ctx, p, m.Table, m.After, re)
	case *protocol.Move:
		return s.move(ctx, p, m)
	case *protocol.Leave:
		return s.leave(ctx, p, m, re)
	case *protocol.Records:
		return s.records(ctx, p, re)
	case *protocol.GetRecord:
		return s.record(ctx, p, m, re)
	case *protocol.Stats:
		return s.stats(ctx, p, re)
	case *protocol.Chat:
		return s.chat(ctx, p, m, re)
	case *protocol.Rematch:
		return s.rematch(ctx, p, m, re)
	case *protocol.GetLeaderboard:
		return s.leaderboard(ctx, p, m, re)
	case *protocol.GetProfile:
		return s.profile(ctx, p, re)
	case *protocol.Block:
		return s.block(ctx, p, m, re)
	case *protocol.Unblock:
		return s.unblock(ctx, p, m, re)
	case *protocol.GetBlocks:
		return s.blocks(ctx, p, re)
	case *protocol.GetLinkCode:
		return s.linkCode(ctx, p, re)
	case *protocol.GetDevices:
		return s.devices(ctx, p, re)
	case *protocol.Unlink:
		return s.unlink(ctx, p, m, re)
	case *protocol.DailySubmit:
		return s.dailySubmit(ctx, p, m, re)
	case *protocol.GetDailyBoard:
		return s.dailyBoard(ctx, p, m, re)
	case *protocol.GetDailyRecord:
		return s.dailyRecord(ctx, p, m, re)
	case *protocol.GetLobby:
		return s.lobby(ctx, p, m, re)
	case *protocol.Sit:
		return s.sitLobby(ctx, p, m, re)
	case *protocol.SetVacation:
		return s.vacation(ctx, p, m, re)
	case *protocol.GetFriendCode:
		return s.friendCode(ctx, p, re)
	case *protocol.AddFriend:
		return s.addFriend(ctx, p, m, re)
	case *protocol.RemoveFriend:
		return s.removeFriend(ctx, p, m, re)
	case *protocol.GetFriends:
		return s.friends(ctx, p, re)
	case *protocol.InviteFriend:
		return s.inviteFriend(ctx, p, m, re)
	case *protocol.GetInvites:
		return s.listInvites(ctx, p, re)
	case *protocol.AnswerInvite:
		return s.answerInvite(ctx, p, m, re)
	case *protocol.GetPushKey:
		return s.pushKey(re)
	case *protocol.PushSubscribe:
		return s.pushSubscribe(ctx, p, m, re)
	case *protocol.PushUnsubscribe:
		return s.pushUnsubscribe(ctx, p, m, re)
	}
	return protocol.Errorf(protocol.CodeBadMessage, "unexpected message %T", msg)
}

// Close ends the session: each table it followed marks the seat away
// (unless the person came back meanwhile on another connection).
func (s *Session) Close(ctx context.Context) {
	s.mu.Lock()
	s.closed = true
	tables := s.tables
	s.tables = map[string]int64{}
	p := s.player
	s.mu.Unlock()
	if p != nil {
		s.hub.cfg.Metrics.players.Dec()
		s.hub.leave(s, p.ID)
	}
	for id, conn := range tables {
		s.hub.unfollow(s, id)
		if p != nil {
			if err := s.hub.away(ctx, id, p.ID, conn); err != nil && ctx.Err() == nil {
				s.hub.cfg.Log.Warn("marking a seat away", "table", id, "err", err)
			}
		}
	}
}

// protocolError maps an error to its answer.
func (h *Hub) protocolError(err error) *protocol.Error {
	var pe *protocol.Error
	switch {
	case errors.As(err, &pe):
		return pe
	case errors.Is(err, game.ErrNotYourTurn):
		return protocol.Errorf(protocol.CodeNotYourTurn, "%v", err)
	case errors.Is(err, game.ErrBadMove):
		return protocol.Errorf(protocol.CodeBadMove, "%v", err)
	case errors.Is(err, game.ErrIllegal):
		return protocol.Errorf(protocol.CodeIllegal, "%v", err)
	case errors.Is(err, game.ErrOver):
		return protocol.Errorf(protocol.CodeOver, "the game is over")
	case errors.Is(err, game.ErrBadOptions), errors.Is(err, game.ErrUnknownGame):
		return protocol.Errorf(protocol.CodeBadOptions, "%v", err)
	case errors.Is(err, storage.ErrNotFound):
		return protocol.Errorf(protocol.CodeNotFound, "no such table or record")
	case errors.Is(err, storage.ErrConflict):
		return protocol.Errorf(protocol.CodeStale, "the table changed meanwhile: catch up and try again")
	}
	h.cfg.Metrics.storeErr.Inc()
	h.cfg.Log.Warn("request failed", "err", err)
	return protocol.Errorf(protocol.CodeUnavailable, "the server could not do it now; try again")
}
