package koikoi

import (
	"errors"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/daily"
	"github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/store"
)

// A finished daily goes to the online daily table when the player has an
// online identity (kit.DailyOnline): the history keeps it pending until
// the server took it, and the daily screen sends it, says so, and offers
// to try again when it could not.

// hasIdentity reports whether the player has an online identity.
func (a *App) hasIdentity() bool { return a.h.Daily != nil && a.h.Daily.Identity() }

// dailyMoves returns the person's moves of a daily's record, as the
// server reads them (Move.String), by replaying it from the day's deal.
func dailyMoves(d store.Daily) ([]string, error) {
	g, err := daily.New(d.Date)
	if err != nil {
		return nil, err
	}
	_, moves, _ := strings.Cut(d.Record, "\nmoves\n")
	moves, _, _ = strings.Cut(moves, "\nend")
	var out []string
	for _, line := range strings.Split(moves, "\n") {
		if line == "next" {
			err = g.NextRound()
		} else {
			var mv koikoi.Move
			if mv, err = koikoi.ParseMove(line); err == nil {
				if g.State().ToMove() == daily.Person {
					out = append(out, mv.String())
				}
				err = g.Apply(mv)
			}
		}
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

// dailySend is the state of a daily's sending on the daily screen: under
// way, or the last error.
type dailySend struct {
	busy bool
	err  error
}

// sendDaily sends a pending daily unless it is being sent; tell is called
// on the UI goroutine when the answer comes.
func (a *App) sendDaily(d store.Daily, tell func()) {
	if a.sends == nil {
		a.sends = map[string]*dailySend{}
	}
	st := a.sends[d.Date]
	if st == nil {
		st = &dailySend{}
		a.sends[d.Date] = st
	}
	if st.busy || a.h.Daily == nil {
		return
	}
	moves, err := dailyMoves(d)
	if err != nil {
		st.err = err
		return
	}
	st.busy, st.err = true, nil
	a.h.Daily.Submit(store.DailyKoikoi, d.Date, moves, d.Score, func(place, players int, err error) {
		st.busy, st.err = false, err
		switch {
		case err == nil:
			d.Pending, d.Place, d.Players = false, place, players
		case errors.Is(err, online.ErrDailyPlayed), errors.Is(err, online.ErrDailyClosed):
			d.Pending = false // the server takes no other result of that day
		default:
			tell()
			return
		}
		if err := a.h.Store.UpdateDaily(d); err != nil {
			fyne.LogError("koikoi: keeping a daily's ranking", err)
		}
		tell()
	})
}

// dailyStatus is the daily screen's part about the online table: the
// ranking, the sending under way, or why it could not be sent with Try
// again; and the button to the day's table. A pending result not under
// way and not failed in this run is sent now.
func (a *App) dailyStatus(v *DailyView, d store.Daily) {
	v.Online = wrapLeft("")
	v.Retry = widget.NewButtonWithIcon(a.T("ui.daily.online.retry"), theme.ViewRefreshIcon(), nil)
	v.Retry.Hide()
	var show func()
	show = func() {
		days, _ := a.h.Store.LoadDailies()
		if p := store.FindDaily(days, store.DailyKoikoi, d.Date); p != nil {
			d = *p
		}
		st := a.sends[d.Date]
		v.Retry.Hide()
		switch {
		case !d.Pending && d.Place > 0:
			v.Online.SetText(a.T("ui.daily.online.ranked", M{"Place": a.l().Number(d.Place), "Players": a.l().Number(d.Players)}))
		case !d.Pending:
			v.Online.Hide()
		case st != nil && st.busy:
			v.Online.SetText(a.T("ui.daily.online.sending"))
		case st != nil && st.err != nil:
			v.Online.SetText(a.T("ui.daily.online.failed", M{"Reason": a.h.Daily.ErrorText(st.err)}))
			v.Retry.Show()
		}
	}
	v.Retry.OnTapped = func() {
		a.sendDaily(d, show)
		show()
	}
	if d.Pending && a.h.Daily != nil && (a.sends[d.Date] == nil || a.sends[d.Date].err == nil) {
		a.sendDaily(d, show)
	}
	show()
}

// sendPending sends the pending dailies of other days than today's
// (whose sending the daily screen shows), each once a run unless it is
// tried again: results kept while offline go when the screen is next
// opened.
func (a *App) sendPending(today string) {
	if !a.hasIdentity() {
		return
	}
	days, _ := a.h.Store.LoadDailies()
	for _, d := range days {
		if d.Game == store.DailyKoikoi && d.Pending && d.Date != today && a.sends[d.Date] == nil {
			a.sendDaily(d, func() {})
		}
	}
}

// openDailyBoard shows the day's table of date; a closed day's line
// replays from its moves.
func (a *App) openDailyBoard(date string, back func()) {
	a.h.Daily.Board(store.DailyKoikoi, date, func(moves []string, back func()) error {
		sub := daily.Submission{Date: date}
		for _, s := range moves {
			mv, err := koikoi.ParseMove(s)
			if err != nil {
				return err
			}
			sub.Moves = append(sub.Moves, mv)
		}
		// The score is not in the line: the replay is what the moves give.
		g, err := daily.VerifyGame(sub)
		if err != nil && !errors.Is(err, daily.ErrForged) {
			return err
		}
		text, err := g.MarshalText()
		if err != nil {
			return err
		}
		return a.ShowReplay(text, daily.Person, [2]string{a.T("ui.daily.board.player"), a.T("term.computer")}, back)
	}, back)
}
