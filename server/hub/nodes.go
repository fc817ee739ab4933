package hub

import (
	"context"
	"errors"

	"github.com/koikoi-app/koikoi/server/storage"
)

// beat records that this node is alive, then looks for nodes that stopped
// beating: a node killed outright marked none of its connections' seats
// away, so this one does, and the grace period and the stand-in follow.
func (h *Hub) beat(ctx context.Context, nodes storage.Nodes) {
	now := h.cfg.Now()
	if err := nodes.Beat(ctx, h.node, now); err != nil {
		if ctx.Err() == nil {
			h.cfg.Log.Warn("heartbeat", "err", err)
		}
		return
	}
	silent, err := nodes.SilentNodes(ctx, now.Add(-h.cfg.NodeTimeout))
	if err != nil {
		if ctx.Err() == nil {
			h.cfg.Log.Warn("silent nodes", "err", err)
		}
		return
	}
	for _, node := range silent {
		if node == h.node {
			continue // this node was too slow to beat, not dead: its own beat is fresh now
		}
		if err := h.reap(ctx, nodes, node); err != nil && ctx.Err() == nil {
			h.cfg.Log.Warn("seats of a silent node", "node", node, "err", err)
		}
	}
}

// reap marks away the seats whose connection was on a silent node, then
// forgets the node.
func (h *Hub) reap(ctx context.Context, nodes storage.Nodes, node string) error {
	ids, err := nodes.TablesOnNode(ctx, node)
	if err != nil {
		return err
	}
	for _, id := range ids {
		_, err := h.update(ctx, id, func(c *change) error {
			changed := false
			for i := range c.t.Seats {
				st := &c.t.Seats[i]
				if st.Node != node {
					continue
				}
				st.Node, changed = "", true
				if st.Kind == storage.SeatPerson && st.Away.IsZero() {
					st.Away = c.now
					c.seatEvent(i)
				}
			}
			if !changed {
				return errNoChange
			}
			c.dirty = true
			return nil
		})
		if err != nil && !errors.Is(err, storage.ErrNotFound) {
			return err
		}
	}
	h.cfg.Log.Info("a silent node's seats marked away", "node", node, "tables", len(ids))
	return nodes.ForgetNode(ctx, node)
}
