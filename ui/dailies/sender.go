package dailies

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// Sender sends a game's finished dailies to the online daily table
// (through kit.DailyOnline) and keeps, for this run, each day's sending: under
// way, or its last error. A result stays pending in the store's history
// until the server took it (or takes no other result of that day).
type Sender struct {
	Online *kit.DailyOnline
	Store  *store.Store
	Game   string // store.DailyKoikoi or store.DailyIkebana
	// Moves returns the person's moves of a daily's record, as the server
	// reads them.
	Moves func(d store.Daily) ([]string, error)
	// Date returns the UTC day of a time (YYYY-MM-DD), the day whose daily
	// is on offer then.
	Date func(time.Time) string

	sends map[string]*dailySend
}

// dailySend is one day's sending in this run.
type dailySend struct {
	busy bool
	err  error
}

// Today returns the day whose daily is on offer: at now() (time.Now
// when now is nil).
func (s *Sender) Today(now func() time.Time) string {
	if now == nil {
		now = time.Now
	}
	return s.Date(now())
}

// Find returns the game's finished daily of date from the history, if
// played.
func (s *Sender) Find(date string) (store.Daily, bool) {
	days, _ := s.Store.LoadDailies()
	if d := store.FindDaily(days, s.Game, date); d != nil {
		return *d, true
	}
	return store.Daily{}, false
}

// Identity reports whether the player has an online identity.
func (s *Sender) Identity() bool { return s.Online != nil && s.Online.Identity() }

// Send sends the pending daily d unless it is under way; tell is called on
// the UI goroutine when the answer comes.
func (s *Sender) Send(d store.Daily, tell func()) {
	if s.sends == nil {
		s.sends = map[string]*dailySend{}
	}
	st := s.sends[d.Date]
	if st == nil {
		st = &dailySend{}
		s.sends[d.Date] = st
	}
	if st.busy || s.Online == nil {
		return
	}
	moves, err := s.Moves(d)
	if err != nil {
		st.err = err
		return
	}
	st.busy, st.err = true, nil
	s.Online.Submit(s.Game, d.Date, moves, d.Score, func(place, players int, err error) {
		st.busy, st.err = false, err
		switch {
		case err == nil:
			d.Pending, d.Place, d.Players = false, place, players
		case s.Online.Final(err):
			d.Pending = false // the server takes no other result of that day
		default:
			tell()
			return
		}
		if err := s.Store.UpdateDaily(d); err != nil {
			fyne.LogError("daily: keeping a daily's ranking", err)
		}
		tell()
	})
}

// SendPending sends the pending dailies of days other than skip (whose
// sending a screen shows), each once a run unless it is tried again:
// results kept while offline go when the daily's screen is next opened.
func (s *Sender) SendPending(skip string) {
	if !s.Identity() {
		return
	}
	days, _ := s.Store.LoadDailies()
	for _, d := range days {
		if d.Game == s.Game && d.Pending && d.Date != skip && s.sends[d.Date] == nil {
			s.Send(d, func() {})
		}
	}
}

// StatusView is a daily screen's part about the online table: Text says
// the ranking, the sending under way, or why it could not be sent, and
// Retry sends it again after a failure.
type StatusView struct {
	Text  *widget.Label
	Retry *widget.Button
}

// Status builds the daily d's status, sending it now when it is pending,
// neither under way nor failed in this run; its text follows the answer.
func (s *Sender) Status(l func() *i18n.Localizer, d store.Daily) StatusView {
	v := StatusView{Text: kit.Para(""), Retry: widget.NewButtonWithIcon(l().T("ui.daily.online.retry"), theme.ViewRefreshIcon(), nil)}
	v.Retry.Hide()
	show := func() {
		days, _ := s.Store.LoadDailies()
		if p := store.FindDaily(days, s.Game, d.Date); p != nil {
			d = *p
		}
		st := s.sends[d.Date]
		v.Retry.Hide()
		switch {
		case !d.Pending && d.Place > 0:
			v.Text.SetText(l().T("ui.daily.online.ranked", map[string]any{"Place": l().Number(d.Place), "Players": l().Number(d.Players)}))
		case !d.Pending:
			v.Text.Hide()
		case st != nil && st.busy:
			v.Text.SetText(l().T("ui.daily.online.sending"))
		case st != nil && st.err != nil:
			v.Text.SetText(l().T("ui.daily.online.failed", map[string]any{"Reason": s.Online.ErrorText(st.err)}))
			v.Retry.Show()
		}
	}
	v.Retry.OnTapped = func() {
		s.Send(d, show)
		show()
	}
	if d.Pending && s.Online != nil && (s.sends[d.Date] == nil || s.sends[d.Date].err == nil) {
		s.Send(d, show)
	}
	show()
	return v
}
