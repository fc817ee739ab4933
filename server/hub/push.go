package hub

import (
	"context"
	"errors"
	"time"

	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/server/push"
	"github.com/koikoi-app/koikoi/server/storage"
)

// Word for players who are away (docs/online-protocol.md, "Word when it
// is your turn"): a browser subscribes to Web Push and says what its
// player wants to hear of; when a turn-based table comes to a person's
// move, or a friend invites them, and no session of theirs is open on a
// live node, the node that made the change sends it to each of their
// subscriptions that asked for it. Nothing is sent about a seat the person
// left or forfeited: a computer plays it.

// pushKey answers the server's VAPID public key ("" without push).
func (s *Session) pushKey(re int64) error {
	key := ""
	if s.hub.cfg.Push != nil {
		key = s.hub.cfg.Push.PublicKey()
	}
	s.reply(protocol.PushKey{Type: "push_key", Re: re, Key: key})
	return nil
}

// pushSubscribe keeps a browser's subscription, once checked.
func (s *Session) pushSubscribe(ctx context.Context, p *storage.Player, m *protocol.PushSubscribe, re int64) error {
	h := s.hub
	if h.cfg.Push == nil {
		return protocol.Errorf(protocol.CodeUnavailable, "this server sends no push notifications")
	}
	sub := storage.PushSubscription{Endpoint: m.Endpoint, Player: p.ID, P256dh: m.P256dh, Auth: m.Auth, Turns: m.Turns,
		Invites: m.Invites, Created: h.cfg.Now()}
	if err := h.cfg.Push.Check(ctx, sub); err != nil {
		return protocol.Errorf(protocol.CodeBadOptions, "%v", err)
	}
	subs, err := h.store.PushSubscriptions(ctx, p.ID)
	if err != nil {
		return err
	}
	known := false
	for _, old := range subs {
		known = known || old.Endpoint == m.Endpoint
	}
	if !known && len(subs) >= protocol.MaxPushSubscriptions {
		return protocol.Errorf(protocol.CodeLimit, "%d browsers are subscribed already: unsubscribe one first", len(subs))
	}
	if err := h.store.SavePushSubscription(ctx, sub); err != nil {
		return err
	}
	s.reply(protocol.OK{Type: "ok", Re: re})
	return nil
}

// pushUnsubscribe forgets one of the player's subscriptions.
func (s *Session) pushUnsubscribe(ctx context.Context, p *storage.Player, m *protocol.PushUnsubscribe, re int64) error {
	if err := s.hub.store.RemovePushSubscription(ctx, p.ID, m.Endpoint); err != nil {
		return err
	}
	s.reply(protocol.OK{Type: "ok", Re: re})
	return nil
}

// pushTimeout bounds the sending of one player's notices.
const pushTimeout = 30 * time.Second

// pushTurns sends word of the turn-based moves a commit made wait for a
// person who was not to move before it.
func (h *Hub) pushTurns(prev, t storage.Table) {
	if h.cfg.Push == nil || !turnBased(t) || t.Status != storage.StatusPlaying {
		return
	}
	for i, st := range t.Seats {
		if !st.Turn || st.StandIn || st.Kind != storage.SeatPerson || (i < len(prev.Seats) && prev.Seats[i].Turn) {
			continue
		}
		go h.pushTo(st.Player, push.Message{Kind: "turn", Table: t.ID, Game: t.Game})
	}
}

// pushTo sends a message to a player's subscriptions that want it, unless
// a session of theirs is open on a live node (which tells them itself).
func (h *Hub) pushTo(player string, m push.Message) {
	h.mu.Lock()
	ctx := h.ctx
	h.mu.Unlock()
	ctx, cancel := context.WithTimeout(ctx, pushTimeout)
	defer cancel()
	if h.here(player) {
		return
	}
	on, err := h.store.Online(ctx, player, h.cfg.Now().Add(-h.cfg.NodeTimeout))
	if err != nil || on {
		return
	}
	subs, err := h.store.PushSubscriptions(ctx, player)
	if err != nil {
		h.cfg.Log.Warn("reading push subscriptions", "err", err)
		return
	}
	for _, sub := range subs {
		if (m.Kind == "turn" && !sub.Turns) || (m.Kind == "invite" && !sub.Invites) {
			continue
		}
		gone, err := h.cfg.Push.Send(ctx, sub, m)
		switch {
		case gone:
			if err := h.store.RemovePushSubscription(ctx, player, sub.Endpoint); err != nil {
				h.cfg.Log.Warn("forgetting a push subscription", "err", err)
			}
		case err != nil && !errors.Is(err, context.Canceled):
			h.cfg.Log.Warn("sending a push notification", "err", err)
			h.cfg.Metrics.pushFailed()
		default:
			h.cfg.Metrics.pushSent()
		}
	}
}
