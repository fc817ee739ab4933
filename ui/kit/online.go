package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// OnlineTable is what the online screens lend a game's table screen that
// plays an online match: the same table as offline, with what only an
// online table has laid over it.
type OnlineTable struct {
	// Bar is laid above the table and its result screens: who is
	// connected, the move clock, the short messages, the rematch and the
	// reconnecting banner.
	Bar fyne.CanvasObject
	// Back is the back key at the table: it asks first (the seat is held
	// for a while, then a computer plays it).
	Back func()
	// Stop is called when the table is left.
	Stop func()
	// Connected reports whether the server can be reached now (nil:
	// always): while it cannot, the table says so and takes no move.
	Connected func() bool
	// Watch, when set, has f called on the UI goroutine each time the
	// connection drops or comes back: the table redraws whose turn it is.
	Watch func(f func())
	// TurnBased: each move may take days (the player may be elsewhere),
	// so that the table waits for a person to move rather than says they
	// are thinking.
	TurnBased bool
}

// Waits reports whether the table waits for moves that may take days (a
// turn-based table); a nil OnlineTable never does.
func (t *OnlineTable) Waits() bool { return t != nil && t.TurnBased }

// Follow has f called each time Connected's answer changes (see Watch);
// a nil OnlineTable, or one without Watch, never calls it.
func (t *OnlineTable) Follow(f func()) {
	if t != nil && t.Watch != nil {
		t.Watch(f)
	}
}

// Reachable reports whether the server can be reached now; a nil
// OnlineTable (a game of the phone's own) always can.
func (t *OnlineTable) Reachable() bool {
	return t == nil || t.Connected == nil || t.Connected()
}

// Wrap lays the bar over o, a screen of the online match; a nil
// OnlineTable (a game of the phone's own) returns o.
func (t *OnlineTable) Wrap(o fyne.CanvasObject) fyne.CanvasObject {
	if t == nil {
		return o
	}
	return container.NewBorder(t.Bar, nil, nil, nil, o)
}

// End stops following the online table (it is left); a nil OnlineTable
// has nothing to stop.
func (t *OnlineTable) End() {
	if t != nil && t.Stop != nil {
		t.Stop()
	}
}
