package online

import (
	"context"
	"reflect"
	"time"

	core "github.com/koikoi-app/koikoi/online"
)

// friendsEvery is how often the Friends screen asks for the list while
// it is open (a variable for the tests).
var friendsEvery = 15 * time.Second

// friendsPoll keeps the open Friends screen's list up to date: a request
// from another player, an accept, a friend coming online show without
// leaving the screen. It asks every friendsEvery, and at once when wake
// is poked (an invitation came, the connection came back). It ends when
// the screen goes (stopFriends): done is closed then.
type friendsPoll struct {
	wake   chan struct{}
	cancel context.CancelFunc
	done   chan struct{}
}

// pollFriends starts asking for the list of v's screen, ending the poll
// of an earlier Friends screen.
func (a *App) pollFriends(v *FriendsView) {
	a.stopFriends()
	ctx, cancel := context.WithCancel(context.Background())
	p := &friendsPoll{wake: make(chan struct{}, 1), cancel: cancel, done: make(chan struct{})}
	a.mu.Lock()
	a.friendsPoll = p
	a.mu.Unlock()
	go func() {
		defer close(p.done)
		tick := time.NewTicker(friendsEvery)
		defer tick.Stop()
		code := "" // the player's friend code, asked once
		for {
			select {
			case <-ctx.Done():
				return
			case <-tick.C:
			case <-p.wake:
			}
			ask, done := context.WithTimeout(ctx, a.connectWait+a.askWait)
			var fl core.FriendList
			s, err := a.connect(ask)
			if err == nil && code == "" { // the screen may have opened without it (no connection then)
				code, err = s.FriendCode(ask)
			}
			if err == nil {
				fl, err = s.Friends(ask)
			}
			done()
			if err != nil {
				continue // the screen keeps what it says: the next ask may do better
			}
			code := code
			a.post(func() {
				if ctx.Err() != nil || a.View.Friends != v || v.Ask.Visible() {
					return // gone, or asking the player: the list stays still
				}
				if v.shown == nil { // the first ask failed: this one shows all
					v.Message.Hide()
					v.Code.Text = showFriendCode(code)
					v.code = code
					v.Code.Refresh()
					v.Copy.Enable()
				} else if reflect.DeepEqual(*v.shown, fl) {
					return
				}
				a.fillFriends(v, fl)
			})
		}
	}()
}

// wakeFriends has the open Friends screen ask for its list at once.
func (a *App) wakeFriends() {
	a.mu.Lock()
	p := a.friendsPoll
	a.mu.Unlock()
	if p == nil {
		return
	}
	select {
	case p.wake <- struct{}{}:
	default: // an ask is due already
	}
}

// stopFriends ends the Friends screen's poll, if one runs (another
// screen shows).
func (a *App) stopFriends() {
	a.mu.Lock()
	p := a.friendsPoll
	a.friendsPoll = nil
	a.mu.Unlock()
	if p != nil {
		p.cancel()
	}
}
