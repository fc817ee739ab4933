package dailies

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// DayView holds a daily screen's controls, for tests (the calculator
// pattern): Play starts or continues the day's game, Replay opens the
// finished one's replay and review, History the dailies' history, Board
// the day's online table (with an online identity); Once says, until the
// game ends, that only its first finished game counts, Result the day's
// result once played, Online its sending to the online table (Retry
// sends it again after a failure).
type DayView struct {
	Play, Replay, History, Board, Retry *widget.Button
	Once, Result, Online                *widget.Label
}

// Day is what a game's daily screen says and does, in the game's own
// words; the screen itself (DayScreen) is the same for both games.
type Day struct {
	Date    string            // the day on offer (YYYY-MM-DD)
	Heading fyne.CanvasObject // the screen's first line: the date, in the game's style
	About   string            // what the game's daily is
	// Continue is the label of the button that continues a daily under
	// way (Resume), or "" when none is.
	Continue string
	Resume   func()
	// Played is the day's finished daily, nil before; Result says its
	// result, Replay opens its replay and review.
	Played *store.Daily
	Result string
	Replay func()
	// Start starts the day's daily; History opens the dailies' history;
	// Board opens the day's online table, nil without an online identity.
	Start, History, Board func()
}

// DayScreen builds a daily screen's body and foot at width w: the day,
// what the daily is, that only the first finished game counts, and Play
// (or Continue), or the day's result with its replay and its sending to
// the online table. The pending dailies of other days are sent.
func (s *Sender) DayScreen(l func() *i18n.Localizer, w float32, day Day) (v *DayView, body, foot fyne.CanvasObject) {
	v = &DayView{}
	items := []fyne.CanvasObject{day.Heading, kit.Para(day.About)}
	switch {
	case day.Continue != "":
		v.Once = kit.Para(l().T("ui.daily.once"))
		items = append(items, v.Once)
		v.Play = widget.NewButtonWithIcon(day.Continue, theme.HistoryIcon(), day.Resume)
	case day.Played != nil:
		v.Result = kit.Subheading(day.Result)
		v.Replay = widget.NewButtonWithIcon(l().T("ui.daily.replay"), theme.SearchIcon(), day.Replay)
		items = append(items, v.Result)
		if s.Online != nil && (day.Played.Pending || day.Played.Place > 0) {
			st := s.Status(l, *day.Played)
			v.Online, v.Retry = st.Text, st.Retry
			items = append(items, v.Online, kit.Tall(v.Retry))
		}
		items = append(items, kit.Para(l().T("ui.daily.tomorrow")))
	default:
		v.Once = kit.Para(l().T("ui.daily.once"))
		items = append(items, v.Once)
		v.Play = widget.NewButtonWithIcon(l().T("ui.daily.play"), theme.MediaPlayIcon(), day.Start)
	}
	v.History = widget.NewButtonWithIcon(l().T("ui.daily.history"), theme.ListIcon(), day.History)
	if day.Board != nil {
		v.Board = widget.NewButtonWithIcon(l().T("ui.daily.board"), theme.GridIcon(), day.Board)
	}
	s.SendPending(day.Date)
	feet := container.NewVBox()
	for _, b := range []*widget.Button{v.Play, v.Replay} {
		if b != nil {
			b.Importance = widget.HighImportance
			feet.Add(kit.Tall(b))
		}
	}
	feet.Add(kit.Tall(v.History))
	if v.Board != nil {
		feet.Add(kit.Tall(v.Board))
	}
	kit.SizeLabels(w, items...)
	return v, container.NewVBox(items...), feet
}
