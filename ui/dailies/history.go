package dailies

import (
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// HistoryView holds a dailies' history screen's controls, for tests:
// Streak says how many days in a row the daily was played, Lines say each
// past daily's day and result, newest first, and Days open their replay
// and review; Damaged tells that the history could not be read (it was
// set aside).
type HistoryView struct {
	Streak, Damaged *widget.Label
	Lines           []*widget.Label
	Days            []*widget.Button
}

// HistoryScreen builds the body of the game's dailies' history at width
// w: the streak up to today, then each finished daily of the game (a
// score of players seats), its line (the game's own words for its day and
// result), its accuracy once reviewed and its place on the online table,
// with a button that opens it (open).
func (s *Sender) HistoryScreen(l func() *i18n.Localizer, w float32, today string, players int,
	line func(store.Daily) string, open func(store.Daily)) (*HistoryView, fyne.CanvasObject) {
	v := &HistoryView{}
	all, err := s.Store.LoadDailies()
	box := container.NewVBox()
	if errors.Is(err, store.ErrCorrupt) {
		v.Damaged = kit.Para(l().T("ui.daily.history.damaged"))
		v.Damaged.Importance = widget.WarningImportance
		box.Add(v.Damaged)
	} else if err != nil {
		fyne.LogError("daily: the dailies' history is unreadable", err)
	}
	v.Streak = kit.Subheading(l().N("ui.daily.streak", store.DailyStreak(all, s.Game, today)))
	box.Add(v.Streak)
	var days []store.Daily
	for _, d := range all {
		if d.Game == s.Game && len(d.Score) == players {
			days = append(days, d)
		}
	}
	if len(days) == 0 {
		box.Add(kit.Para(l().T("ui.daily.history.none")))
	}
	for _, d := range days {
		text := line(d)
		if d.Reviewed {
			text = l().T("ui.daily.day.accuracy", map[string]any{"Day": text, "Accuracy": l().Fixed(d.Accuracy, 1)})
		}
		switch {
		case d.Place > 0:
			text = l().T("ui.daily.day.ranked", map[string]any{"Day": text, "Place": l().Number(d.Place), "Players": l().Number(d.Players)})
		case d.Pending:
			text = l().T("ui.daily.day.pending", map[string]any{"Day": text})
		}
		// The line wraps on a narrow phone; the replay's button beside it.
		t := kit.Para(text)
		kit.SizeLabels(w-theme.Padding()-kit.TapHeight, t)
		b := widget.NewButtonWithIcon("", theme.MediaPlayIcon(), func() { open(d) })
		v.Lines, v.Days = append(v.Lines, t), append(v.Days, b)
		box.Add(container.NewBorder(nil, nil, nil, container.New(&kit.AtLeast{W: kit.TapHeight, H: kit.TapHeight}, b), t))
	}
	kit.SizeLabels(w, box.Objects...)
	return v, box
}
