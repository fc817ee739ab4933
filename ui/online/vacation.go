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

// VacationView is the Vacation screen's controls, for tests.
type VacationView struct {
	// Status says until when the vacation runs, or that none does; Left
	// the days left this year.
	Status *widget.Label
	Left   *widget.Label
	// Take is the part that starts one: Less and More choose its Days,
	// Ends says until when it would run, Start starts it. Hidden while a
	// vacation runs or when no day is left (NoneLeft says so).
	Take     *fyne.Container
	Days     *widget.Label
	Less     *widget.Button
	More     *widget.Button
	Ends     *widget.Label
	Start    *widget.Button
	NoneLeft *widget.Label
	// End ends the vacation now, asking first: Ask shows at the foot
	// with its Question, Confirm and Keep.
	End      *widget.Button
	Ask      *fyne.Container
	Question *widget.Label
	Confirm  *widget.Button
	Keep     *widget.Button
	// Message says the server is being asked, or the last error.
	Message *widget.Label

	days  int
	now   core.Vacation
	known bool // the server told how it stands
	body  *fyne.Container
	frame fyne.CanvasObject
}

// showVacation shows the player's vacation: how it stands, the days left
// this year, a way to start one of some days or to end the current one.
func (a *App) showVacation(back func()) {
	a.h.Show(func() fyne.CanvasObject { return a.vacationScreen(back) })
}

func (a *App) vacationScreen(back func()) fyne.CanvasObject {
	v := &VacationView{days: 1, Message: note(a.T("online.board.loading"))}
	a.View.Vacation = v
	v.Status = kit.Bold("")
	v.Status.Wrapping = fyne.TextWrapWord
	v.Left = kit.Para("")
	v.Days = widget.NewLabel("")
	v.Days.Alignment = fyne.TextAlignCenter
	v.Less = widget.NewButtonWithIcon("", theme.ContentRemoveIcon(), func() { v.days--; a.fillVacation(v) })
	v.More = widget.NewButtonWithIcon("", theme.ContentAddIcon(), func() { v.days++; a.fillVacation(v) })
	v.Ends = note("")
	v.Start = widget.NewButtonWithIcon(a.T("online.vacation.start"), theme.ConfirmIcon(), nil)
	v.Start.Importance = widget.HighImportance
	v.Start.OnTapped = func() {
		days := v.days
		a.changeVacation(v, v.Start, func(ctx context.Context, s *core.Session) (core.Vacation, error) {
			return s.SetVacation(ctx, days)
		})
	}
	stepper := container.NewBorder(nil, nil, kit.Tall(v.Less), kit.Tall(v.More), v.Days)
	v.Take = container.NewVBox(widget.NewSeparator(), kit.Bold(a.T("online.vacation.take")),
		container.New(&kit.MaxWidth{W: 280}, stepper), v.Ends, kit.Tall(v.Start))
	v.NoneLeft = note(a.T("online.vacation.noneleft"))
	v.End = widget.NewButtonWithIcon(a.T("online.vacation.end"), theme.CancelIcon(), nil)
	v.End.OnTapped = func() { v.asking(true) }

	v.Question = kit.Para(a.T("online.vacation.endask"))
	v.Keep = widget.NewButton(a.T("online.vacation.keep"), func() { v.asking(false) })
	v.Confirm = widget.NewButtonWithIcon(a.T("online.vacation.end.confirm"), theme.CancelIcon(), func() {
		v.asking(false)
		a.changeVacation(v, v.End, func(ctx context.Context, s *core.Session) (core.Vacation, error) {
			return s.SetVacation(ctx, 0)
		})
	})
	v.Confirm.Importance = widget.DangerImportance
	v.Ask = container.NewVBox(v.Question, container.NewGridWithColumns(2, kit.Tall(v.Keep), kit.Tall(v.Confirm)))
	v.Ask.Hide()

	v.body = container.NewVBox(kit.Para(a.T("online.vacation.about")), widget.NewSeparator(),
		v.Status, v.Left, v.Message, v.Take, v.NoneLeft, kit.Tall(v.End))
	a.fillVacation(v)
	a.changeVacation(v, nil, func(ctx context.Context, s *core.Session) (core.Vacation, error) { return s.VacationNow(ctx) })
	v.frame = a.screen(a.T("online.vacation.title"), v.body, v.Ask, back)
	return v.frame
}

// asking shows or hides the question before ending the vacation.
func (v *VacationView) asking(shown bool) {
	if shown {
		v.Ask.Show()
	} else {
		v.Ask.Hide()
	}
	v.frame.Refresh()
}

// vacationDate writes the end of a vacation (Unix ms) in the player's
// time zone.
func vacationDate(ms int64) string { return time.UnixMilli(ms).Local().Format("2006-01-02 15:04") }

// fillVacation shows the vacation as the server last told it, and the
// choice of days.
func (a *App) fillVacation(v *VacationView) {
	n := v.now
	v.Status.Hide()
	v.Left.Hide()
	v.Take.Hide()
	v.NoneLeft.Hide()
	v.End.Hide()
	if v.known {
		v.Status.Show()
		v.Left.Show()
		v.Left.SetText(a.l().N("online.vacation.left", n.Left))
		switch {
		case n.Until != 0:
			v.Status.SetText(a.T("online.vacation.until", map[string]any{"Date": vacationDate(n.Until)}))
			v.End.Show()
		case n.Left == 0:
			v.Status.SetText(a.T("online.vacation.none"))
			v.NoneLeft.Show()
		default:
			v.Status.SetText(a.T("online.vacation.none"))
			v.days = min(max(v.days, 1), n.Left)
			v.Days.SetText(a.l().N("online.vacation.days", v.days))
			v.Ends.SetText(a.T("online.vacation.ends", map[string]any{"Date": vacationDate(time.Now().Add(time.Duration(v.days) * 24 * time.Hour).UnixMilli())}))
			setEnabled(v.Less, v.days > 1)
			setEnabled(v.More, v.days < n.Left)
			v.Take.Show()
		}
	}
	v.body.Refresh()
}

// setEnabled enables or disables a button.
func setEnabled(b *widget.Button, on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}

// changeVacation asks the server (b, if any, waits meanwhile), then shows
// how the vacation stands, or says the error. A change the server refuses
// (the vacation changed on another device) shows how it stands now.
func (a *App) changeVacation(v *VacationView, b *widget.Button, work func(context.Context, *core.Session) (core.Vacation, error)) {
	if b != nil {
		b.Disable()
	}
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), a.connectWait+a.askWait)
		defer cancel()
		var n core.Vacation
		fresh := false // n tells how it stands
		s, err := a.connect(ctx)
		if err == nil {
			n, err = work(ctx, s)
			fresh = err == nil
			if errors.Is(err, core.ErrBadOptions) {
				if now, err2 := s.VacationNow(ctx); err2 == nil {
					n, fresh = now, true
				}
			}
		}
		a.post(func() {
			if a.View.Vacation != v {
				return // the player went on
			}
			if b != nil {
				b.Enable()
			}
			if fresh {
				v.now, v.known = n, true
			}
			if err != nil {
				id := errorID(err)
				if errors.Is(err, core.ErrBadOptions) {
					id = "online.vacation.error.changed"
				}
				v.Message.SetText(a.T(id))
				v.Message.Importance = widget.DangerImportance
				v.Message.Show()
				a.fillVacation(v)
				return
			}
			v.Message.Hide()
			a.fillVacation(v)
		})
	}()
}
