package hub

import (
	"context"
	"time"

	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/server/storage"
)

// Chat's rate: a session may send chatBurst messages at once, then one
// every chatEvery.
const (
	chatBurst = 3
	chatEvery = 2 * time.Second
)

// chatLimit is a session's token bucket of chat messages.
type chatLimit struct {
	tokens float64
	last   time.Time
}

// allow takes a token at now, if there is one.
func (l *chatLimit) allow(now time.Time) bool {
	if l.last.IsZero() {
		l.tokens = chatBurst
	} else {
		l.tokens = min(chatBurst, l.tokens+float64(now.Sub(l.last))/float64(chatEvery))
	}
	l.last = now
	if l.tokens < 1 {
		return false
	}
	l.tokens--
	return true
}

// chat sends one of the predefined messages to every seat of a table, as a
// "chat" event; the answer is "ok".
func (s *Session) chat(ctx context.Context, p *storage.Player, m *protocol.Chat, re int64) error {
	h := s.hub
	if !protocol.ChatMessage(m.Msg) {
		return protocol.Errorf(protocol.CodeBadMessage, "chat: %q is none of the messages %v", m.Msg, protocol.ChatMessages)
	}
	s.mu.Lock()
	ok := s.chatLimit.allow(h.cfg.Now())
	s.mu.Unlock()
	if !ok {
		return protocol.Errorf(protocol.CodeRateLimited, "chat: at most %d messages at once, then one every %v", chatBurst, chatEvery)
	}
	_, err := h.update(ctx, m.Table, func(c *change) error {
		seat := seatOf(c.t, p.ID)
		switch {
		case seat < 0:
			return protocol.Errorf(protocol.CodeNotSeated, "you have no seat at this table")
		case c.t.Status == storage.StatusClosed:
			return protocol.Errorf(protocol.CodeOver, "the table is closed")
		}
		return h.addChat(ctx, c, seat, m.Msg)
	})
	if err != nil {
		return err
	}
	s.reply(protocol.OK{Type: "ok", Re: re})
	return nil
}
