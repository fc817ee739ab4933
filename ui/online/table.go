package online

import (
	"context"
	"errors"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// graceMinutes is how long the server holds an absent person's seat
// before a computer plays it (the server's --grace, 2 minutes).
const graceMinutes = 2

// chatShown is how long a received message stays beside its sender's name.
const chatShown = 4 * time.Second

// TableBar is what an online table shows above the game's own table, the
// same for both games: the seats' names with a dot for who is connected
// and what they just said, the move clock, the predefined messages, a
// "reconnecting…" banner while the connection is down, Rematch once the
// game is over, and the question the back key asks before leaving.
type TableBar struct {
	Presence *kit.PresenceStrip
	Clock    *kit.MoveClock
	Banner   *kit.Banner
	Chat     *kit.ChatMenu
	Rematch  *widget.Button
	// rating is the player's rating at a rated table, beside their name
	// (1512, 1512? while provisional), and once the game is over what it
	// did to it (1500 → 1512 (+12)).
	rating string
	// Notice says for a while what the player just did (blocked someone).
	Notice *widget.Label
	// Pace tells, at a turn-based table, of a clock run out (the computer
	// moved for that seat) and of a seat forfeited; paceSeen is the seq
	// of the last event told.
	Pace     *widget.Label
	paceSeen int64
	// myTurn: the turn-based table waited for the player's move when the
	// bar last looked (a change to it is told when the app is hidden).
	myTurn bool
	// Asked is the question Back asks, with Stay and Leave.
	Asked kit.Asked
	leave *widget.Button // AskFirst's act, hidden

	a        *App
	t        *core.Table
	deadline func() time.Time
	chats    int // the messages already shown
	// onConnection is called when the connection drops or comes back (the
	// table's Watch), connected the state it was last called for.
	onConnection func()
	connected    bool
	// following: the rematch's table is being followed (followRematch).
	following bool
	object    fyne.CanvasObject
	stop      func()
}

// NewTableBar returns the bar of table t, whose match gives the move
// clock's deadline; home leaves the table (the seat held). Call Stop when
// the table is left.
func (a *App) NewTableBar(t *core.Table, deadline func() time.Time, home func()) *TableBar {
	b := &TableBar{a: a, t: t, deadline: deadline, chats: len(t.Chats()), connected: a.Connected(), myTurn: t.MyTurn()}
	b.Presence = kit.NewPresenceStrip(nil, a.post)
	b.Clock = kit.NewMoveClock(a.post)
	b.Banner = kit.NewBanner(a.T("online.table.reconnecting"))
	var texts []string
	for _, id := range core.ChatMessages {
		texts = append(texts, a.T("online.chat."+id))
	}
	// After the messages, for each other person at the table: ask them
	// to be friends, block them.
	in := t.Info()
	var acts []func()
	for i, s := range in.Seats {
		if i != in.Seat && s.Kind == "person" {
			texts = append(texts, a.T("online.friendseat.ask", map[string]any{"Name": s.Name}),
				a.T("online.block.seat", map[string]any{"Name": s.Name}))
			acts = append(acts, func() { b.askFriend(i, s.Name) }, func() { b.block(i, s.Name) })
		}
	}
	b.Chat = kit.NewChatMenu(a.T("online.table.chat"), texts, a.h.Win.Canvas(), func(i int) {
		if i >= len(core.ChatMessages) {
			acts[i-len(core.ChatMessages)]()
			return
		}
		go func() {
			ctx, cancel := context.WithTimeout(context.Background(), a.askWait)
			defer cancel()
			if err := t.Chat(ctx, core.ChatMessages[i]); err != nil {
				fyne.LogError("online: chat", err)
			}
		}()
	})
	b.Rematch = widget.NewButtonWithIcon(a.T("online.table.rematch"), theme.ViewRefreshIcon(), b.rematch)
	b.Rematch.Importance = widget.HighImportance
	// The game's table has its own back arrow, which calls Back: the
	// question, when asked, takes a row of its own under the bar
	// (AskFirst's act stays hidden).
	act := widget.NewButton("", nil)
	var footer fyne.CanvasObject
	b.Asked, footer = kit.AskFirst(act, a.T("online.table.stay"), a.T("online.table.leave"), func(o fyne.CanvasObject) fyne.CanvasObject { return o },
		func() string {
			if t.Status() != "playing" {
				return "" // over: nothing is held
			}
			if t.TurnBased() { // no grace: the table waits
				return a.T("online.pace.leave.ask")
			}
			return a.T("online.table.leave.ask", map[string]any{"Minutes": graceMinutes})
		}, func() {
			b.Stop()
			home()
		})
	hide := func() {
		act.Hide()
		footer.Refresh()
	}
	hide()
	keep := b.Asked.Keep.OnTapped
	b.Asked.Keep.OnTapped = func() {
		keep()
		hide()
	}
	b.leave = act
	top := container.NewBorder(nil, nil, nil, container.NewHBox(b.Clock, b.Chat, b.Rematch), b.Presence)
	if t.Rated() {
		a.myRating(t.Game(), func(rating string) {
			if _, over := t.Ratings(); !over && b.stop != nil {
				b.rating = rating
				b.update()
			}
		})
	}
	b.Notice = note("")
	b.Notice.Alignment = fyne.TextAlignCenter
	b.Notice.Wrapping, b.Notice.Truncation = fyne.TextWrapOff, fyne.TextTruncateEllipsis // one line: the table lays out below it
	b.Notice.Hide()
	// The banner lies over the bar's row while the connection is down
	// (its clock, chat and rematch wait for it too): the table below keeps
	// its place when the connection drops and when it comes back.
	b.object = container.NewVBox(container.NewStack(top, b.Banner), b.Notice, b.paceLabel(), footer)
	b.pace()
	a.mu.Lock()
	a.onStatus = func(core.Status) { b.update() }
	a.mu.Unlock()
	ch, stop := t.Watch()
	quit := make(chan struct{})
	b.stop = func() {
		stop()
		close(quit)
		b.Clock.Stop()
		a.mu.Lock()
		a.onStatus = nil
		a.mu.Unlock()
	}
	go func() {
		for {
			select {
			case <-ch:
				a.post(func() {
					select {
					case <-quit:
					default:
						b.update()
					}
				})
			case <-quit:
				return
			}
		}
	}()
	b.update()
	a.View.Bar = b
	return b
}

// Table returns the table the bar follows.
func (b *TableBar) Table() *core.Table { return b.t }

// Object is the bar to lay over the table.
func (b *TableBar) Object() fyne.CanvasObject { return b.object }

// Back is the back key (and the table's back arrow) at an online table:
// it asks first whether to leave, saying the seat is held for a while.
func (b *TableBar) Back() { b.leave.OnTapped() }

// Watch has f called on the UI goroutine each time the connection drops
// or comes back, while the bar follows the table (kit.OnlineTable.Watch).
func (b *TableBar) Watch(f func()) { b.onConnection = f }

// Stop stops following the table.
func (b *TableBar) Stop() {
	if b.stop != nil {
		b.stop()
		b.stop = nil
	}
}

// update shows the table as it is now: presence, clock, banner, new
// messages, rematch.
func (b *TableBar) update() {
	if b.stop == nil {
		return // the table was left
	}
	a, in := b.a, b.t.Info()
	// While this phone's own connection is down, the server's word on who
	// is connected is old news: the player's own dot is grey (away, as the
	// server sees them), everyone else's unknown.
	if d, ok := b.t.Ratings(); ok {
		if r, ok := seatChange(d, in.Seat); ok {
			b.rating = changeText(r)
		}
	}
	connected := a.Connected()
	seats := make([]kit.Presence, len(in.Seats))
	computers, nth := 0, 0
	for _, s := range in.Seats {
		if s.Kind == "computer" {
			computers++
		}
	}
	for i, s := range in.Seats {
		p := kit.Presence{Name: s.Name, Person: s.Kind == "person", Away: s.Away}
		switch {
		case s.Kind == "computer":
			nth++
			level := a.T("level." + s.Level + ".name")
			p.Name = a.T("ikebanaplay.new.computer.level", map[string]any{"Level": level})
			if computers > 1 { // numbered as the table numbers them: "Computer 2 · Hard"
				p.Name = a.T("ikebana.name.computer", map[string]any{"N": nth}) + " · " + level
			}
		case i == in.Seat:
			p.Name = a.T("online.wait.you", map[string]any{"Name": s.Name})
			p.Away, p.Note = !connected, b.rating
		case !connected:
			p.Away, p.Unknown = false, true
		case s.Away:
			p.Note = a.T("online.table.away")
		}
		seats[i] = p
	}
	b.Presence.Set(seats)
	if connected {
		b.Clock.SetDeadline(b.deadline())
	} else { // no clock runs while the server is out of reach: its deadline comes back with it
		b.Clock.SetDeadline(time.Time{})
	}
	if connected {
		b.Banner.Hide()
	} else {
		b.Banner.Show()
	}
	if connected != b.connected {
		b.connected = connected
		if b.onConnection != nil {
			b.onConnection()
		}
	}
	chats := b.t.Chats()
	for _, c := range chats[min(b.chats, len(chats)):] {
		b.Presence.Say(c.Seat, a.T("online.chat."+c.Msg), chatShown)
	}
	b.chats = len(chats)
	if my := b.t.MyTurn(); b.t.TurnBased() && my != b.myTurn {
		b.myTurn = my
		if my {
			a.noticeTurn(in.Game, in.ID)
		}
	}
	if b.paceNews() && in.Status == "playing" {
		b.Stop() // the seat is the computer's now: the table shows again, without moves
		a.play(b.t, func() { a.h.Home("") })
		return
	}
	r := b.t.RematchState()
	switch {
	case in.Status != "finished" || r.Declined:
		b.Rematch.Hide()
	case len(r.Votes) > in.Seat && r.Votes[in.Seat] == core.Accepted:
		b.Rematch.SetText(a.T("online.table.rematch.wait"))
		b.Rematch.Disable()
		b.Rematch.Show()
	default:
		b.Rematch.Show()
	}
	switch next := b.t.Next(); {
	case next != nil:
		b.Stop()
		a.play(next, func() { a.h.Home("") })
	case r.Table != "" && !b.following:
		b.following = true
		go b.followRematch(r.Table)
	}
}

// followRematch follows the rematch's new table when the Session has not
// (its first resume can reach the server before the table is there): it
// asks again for a few seconds, then the new table shows.
func (b *TableBar) followRematch(id string) {
	s := b.a.current()
	if s == nil {
		return
	}
	for range 20 {
		time.Sleep(250 * time.Millisecond)
		if b.t.Next() != nil {
			b.a.post(b.update)
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), b.a.askWait)
		next, err := s.Resume(ctx, id, 0)
		cancel()
		if err == nil {
			b.a.post(func() {
				if b.stop != nil { // still at the old table
					b.Stop()
					b.a.play(next, func() { b.a.h.Home("") })
				}
			})
			return
		}
	}
}

// rematch accepts a rematch; the new table shows once everyone accepted.
func (b *TableBar) rematch() {
	b.Rematch.Disable()
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), b.a.askWait)
		defer cancel()
		err := b.t.Rematch(ctx, true)
		b.a.post(func() {
			if err != nil {
				fyne.LogError("online: rematch", err)
				b.Rematch.Enable()
			}
			b.update()
		})
	}()
}

// noticeShown is how long the bar says what the player just did.
const noticeShown = 6 * time.Second

// block blocks the person at seat: their messages no longer reach this
// player, and a quick match never pairs them again. The bar says so for
// a while (or says the error).
func (b *TableBar) block(seat int, name string) {
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), b.a.askWait)
		defer cancel()
		err := errors.New("online: not connected")
		if s := b.a.current(); s != nil {
			err = s.Block(ctx, b.t.ID(), seat)
		}
		text := b.a.T("online.block.done", map[string]any{"Name": name})
		if err != nil {
			text = b.a.T(errorID(err))
		}
		b.a.post(func() { b.notice(text) })
	}()
}

// notice says text on the bar for a while.
func (b *TableBar) notice(text string) {
	b.Notice.SetText(text)
	b.Notice.Show()
	b.relayout()
	time.AfterFunc(noticeShown, func() {
		b.a.post(func() {
			if b.Notice.Text == text {
				b.Notice.Hide()
				b.relayout()
			}
		})
	})
}

// relayout lays the table out again around the bar, which grew or shrank
// (a notice came or went).
func (b *TableBar) relayout() {
	if c := b.a.h.Win.Content(); c != nil {
		c.Refresh()
	}
}
