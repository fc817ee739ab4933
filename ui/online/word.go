package online

import (
	"context"
	"sync"

	"fyne.io/fyne/v2"

	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/store"
)

// Word while the app is open: the player's tables and invitations as the
// server last told them, for Home's line ("Your turn in 3 games") and its
// badges, and for the banner of an invitation shown wherever the player
// is. The app keeps a connection for it in the background only for a
// player who went online before and sits at unfinished tables (see
// Watch); the server tells it, unasked, of every change at a turn-based
// table where the player sits (Session.OnTables) and of every invitation
// (Session.OnInvited).
type word struct {
	mu       sync.Mutex
	tables   []protocol.TableInfo // the player's tables as last heard
	watching bool                 // a background connection is being made
}

// Watch connects in the background, when there is no connection yet, for
// a player who has an online identity and sits at unfinished tables (the
// device keeps how many: store.Online.Unfinished, or a held table), so
// that Home hears of their turns and invitations. A player who never went
// online, or sits at no table, opens no connection.
func (a *App) Watch() {
	o := a.prefs()
	if o.Secret == "" || o.Name == "" || (o.Unfinished == 0 && len(o.Tables) == 0) {
		return
	}
	if s := a.current(); s != nil {
		if st, _ := s.Status(); st == core.Connected || st == core.Reconnecting {
			return
		}
	}
	a.word.mu.Lock()
	if a.word.watching {
		a.word.mu.Unlock()
		return
	}
	a.word.watching = true
	a.word.mu.Unlock()
	go func() {
		defer func() {
			a.word.mu.Lock()
			a.word.watching = false
			a.word.mu.Unlock()
		}()
		ctx, cancel := context.WithTimeout(context.Background(), a.connectWait+a.askWait)
		defer cancel()
		s, err := a.connect(ctx)
		if err != nil {
			fyne.LogError("online: connecting for the player's turns", err)
			return // Home shows nothing; the next return to it tries again
		}
		list, err := s.Invites(ctx)
		if err != nil {
			fyne.LogError("online: asking for the invitations", err)
		}
		a.post(func() {
			if err == nil {
				a.invited(list)
			}
		})
	}()
}

// Refresh brings the word up to date when the app returns to the
// foreground: a connection that follows no table is made afresh (the
// system may have cut it while the app was away; its welcome lists the
// tables again); one at a table is up to date; none is made as Watch
// does.
func (a *App) Refresh() {
	if s := a.current(); s != nil && len(s.Tables()) == 0 {
		a.mu.Lock()
		if a.session == s {
			a.session = nil
		}
		a.mu.Unlock()
		s.Close()
	}
	a.Watch()
}

// tablesHeard takes the player's tables as the Session lists them (on
// the UI goroutine): Home's line and badges, My tables while it shows,
// and how many the device keeps for the next start.
func (a *App) tablesHeard(list []protocol.TableInfo) {
	a.word.mu.Lock()
	a.word.tables = list
	a.word.mu.Unlock()
	if err := a.updatePrefs(func(o *store.Online) bool {
		if o.Secret == "" || o.Unfinished == len(list) {
			return false
		}
		o.Unfinished = len(list)
		return true
	}); err != nil {
		fyne.LogError("online: saving how many tables", err)
	}
	if v := a.View.Lobby; v != nil && v.Mine != nil && v.Mine.shown {
		a.fillMine(v.Mine, list, v.Mine.back)
	}
	a.changed()
}

// changed tells the shell that the word changed.
func (a *App) changed() {
	if a.h.Word != nil {
		a.h.Word()
	}
}

// Turns counts the player's tables of a game ("" for every game) that
// wait for the player's move, as last heard.
func (a *App) Turns(game string) int {
	a.word.mu.Lock()
	defer a.word.mu.Unlock()
	n := 0
	for _, in := range a.word.tables {
		if in.Turn && (game == "" || in.Game == game) && !forfeited(in) {
			n++
		}
	}
	return n
}

// forfeited reports whether the player's seat at a table is forfeited.
func forfeited(in protocol.TableInfo) bool {
	return in.Seat >= 0 && in.Seat < len(in.Seats) && in.Seats[in.Seat].Forfeit
}

// OpenTurns opens what Home's line points at: the one table waiting for
// the player's move, at once, or My tables on Play online (of the game of
// the first table waiting) when several do. back is where Back leads.
func (a *App) OpenTurns(back func()) {
	a.word.mu.Lock()
	var waiting []protocol.TableInfo
	for _, in := range a.word.tables {
		if in.Turn && !forfeited(in) {
			waiting = append(waiting, in)
		}
	}
	a.word.mu.Unlock()
	switch len(waiting) {
	case 0:
		return
	case 1:
		a.resumeTable(waiting[0].ID, back)
	default:
		a.ShowLobby(waiting[0].Game)
	}
}

// Invitation returns the line of the first invitation waiting ("Aki
// invites you to Ikebana") and its game; ok is false when none waits.
func (a *App) Invitation() (line, game string, ok bool) {
	if len(a.invites.list) == 0 {
		return "", "", false
	}
	return a.inviteLine(a.invites.list[0]), a.invites.list[0].Game, true
}

// inviteLine is an invitation's short line.
func (a *App) inviteLine(e core.InviteEntry) string {
	return a.T("online.word.invite", map[string]any{"Name": e.From, "Game": a.gameName(e.Game)})
}

// Announce returns the line and game of the last invitation not yet
// announced, and counts every invitation waiting as announced: each is
// announced once, wherever the player is (Home's line, or a banner);
// ok is false when none is new.
func (a *App) Announce() (line, game string, ok bool) {
	if a.invites.announced == nil {
		a.invites.announced = map[string]bool{}
	}
	for _, e := range a.invites.list {
		if !a.invites.announced[e.ID] {
			a.invites.announced[e.ID] = true
			line, game, ok = a.inviteLine(e), e.Game, true
		}
	}
	return line, game, ok
}

// Heard takes the player's tables and invitations as the server would
// tell them, and shows them (Home's line, My tables): for the screenshots
// of Home with its line (cmd/screenshots) and the tests of its fit, which
// run without a server.
func (a *App) Heard(tables []protocol.TableInfo, invites []core.InviteEntry) {
	a.invites.list = invites
	a.tablesHeard(tables)
}
