package koikoi

import (
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/match"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// An online table is the same table as offline, playing a match whose
// other seat is a person elsewhere (or the server's computer): the same
// flights, narration, game log, hints (the player's own hand only) and
// result screens. What only an online table has (who is connected, the
// move clock, the short messages, the rematch, the reconnecting banner)
// is the online screens' bar, laid over every screen of the match. There
// is no save and no statistics here: the server keeps the game, and
// counts online games apart.
//
// Between two rounds the server deals the next round at once and the
// first mover's clock runs: the round's result says so and goes on by
// itself after a short countdown (App.ResultWait), or at Next.

// Online is what the online screens lend an online table: the bar laid
// over it, the back key's question, and what stops it.
type Online = kit.OnlineTable

// resultWait is how long an online round's result stays before the next
// round (already dealt by the server, the first mover's clock running)
// shows by itself, unless App.ResultWait says otherwise.
const resultWait = 10 * time.Second

// PlayOnline shows the table of an online match, seen from the player's
// seat, once the server's first view of it is there: the events the
// server sent so far are the table as it stands, the next ones are shown
// as they come.
func (a *App) PlayOnline(play match.Match[koikoi.Observation, koikoi.Move, koikoi.Event], on Online) {
	a.Stop()
	m := &Match{Save: store.KoikoiSave{Mode: store.ModeComputer}, online: &on}
	m.Play, m.Post, m.Pull = play, a.Post, m.pull // never Sync: the server's news come as they come
	m.Online = true                               // a move waits for the server, off the UI goroutine
	m.seated = play.Seats()
	a.match = m
	m.Restore = a.restoreTable
	m.OnChange = func() {
		switch {
		case a.match != m:
		case a.table != nil:
			a.table.update()
		case m.shown.Rules != nil: // the first view: the table shows
			a.table = newTableScreen(a, m)
			a.h.Show(a.table.build)
		}
	}
	// While the server is out of reach the table says so (a move tapped
	// meanwhile waits for it).
	m.online.Follow(func() {
		if a.match == m && m.OnChange != nil {
			m.OnChange()
		}
	})
	m.Tell() // the history: told before the table shows, it is where the table stands
	m.Follow()
}

// otherName returns the name of the person elsewhere in the viewer's
// opponent's seat, or "" when the match is this phone's own (or a
// computer sits there).
func (m *Match) otherName() string {
	o := int(m.Viewer().Other())
	if m.online == nil || o >= len(m.seated) || m.seated[o].Kind != match.Remote {
		return ""
	}
	return m.seated[o].Name
}

// onlineMatch returns what the online screens lent the match under way,
// or nil when it is this phone's own.
func (a *App) onlineMatch() *Online {
	if a.match == nil {
		return nil
	}
	return a.match.online
}

// tightOpp returns say's sentence about the other seat for a one-line
// label of width w whose text shrinks to min at most: online, with the
// person's name when it fits, else with its first word, cut short with an
// ellipsis if even that is too long.
func (t *tableScreen) tightOpp(w, min float32, say func(opp string) string) string {
	_, opp := t.narrator().names()
	s := say(opp)
	if t.c.otherName() == "" || fits(s, w, min, fyne.TextStyle{}) {
		return s
	}
	words := strings.Fields(opp)
	if len(words) == 0 {
		return s
	}
	r := []rune(words[0])
	for s = say(string(r)); len(r) > 2 && !fits(s, w, min, fyne.TextStyle{}); s = say(string(r)) {
		r = append(r[:len(r)-2], '…') // one letter fewer, and the ellipsis
	}
	return s
}

// LeaveOnline leaves the online table (its seat held by the server): the
// player said so when Back asked.
func (a *App) LeaveOnline() { a.Stop() }

// nextRoundCountdown is the line under an online round's result: the next
// round is dealt and shows by itself in a few seconds (Next goes at once),
// a third of the first mover's time at most. The countdown starts once
// per round, whatever rebuilds the screen.
func (t *tableScreen) nextRoundCountdown(round int) *widget.Label {
	if t.autoRound != round {
		wait := t.a.ResultWait
		if wait == 0 {
			wait = resultWait
		}
		t.autoRound, t.autoAt, t.autoCapped = round, time.Now().Add(wait), false
		t.capCountdown()
		t.tickNextRound(round)
	}
	t.AutoNext = wrapLabel("")
	t.showCountdown()
	return t.AutoNext
}

// tickNextRound counts the seconds down on the UI goroutine, and goes on
// to the next round when they run out, unless the player went on first
// or left.
func (t *tableScreen) tickNextRound(round int) {
	time.AfterFunc(time.Second, func() {
		t.c.Do(func() {
			obs := t.c.Observe()
			if t.a.table != t || t.autoRound != round || obs.Phase != koikoi.PhaseRoundOver || obs.Result.Round != round {
				return
			}
			t.capCountdown()
			if !time.Now().Before(t.autoAt) {
				t.nextRound()
				return
			}
			t.showCountdown()
			t.tickNextRound(round)
		})
	})
}

// capCountdown shortens the countdown to a third of the first mover's
// time left, once that clock is known (the next round's deal may still be
// on its way when the result shows).
func (t *tableScreen) capCountdown() {
	c, ok := t.c.Play.(interface{ Deadline() time.Time })
	if !ok || t.autoCapped || c.Deadline().IsZero() {
		return
	}
	t.autoCapped = true
	if at := time.Now().Add(max(time.Until(c.Deadline())/3, time.Second)); at.Before(t.autoAt) {
		t.autoAt = at
	}
}

// showCountdown says how many seconds are left before the next round.
func (t *tableScreen) showCountdown() {
	if t.AutoNext == nil {
		return
	}
	s := int((max(time.Until(t.autoAt), 0) + time.Second - 1) / time.Second)
	t.AutoNext.SetText(t.a.l().N("kkonline.result.next", s))
}
