package online

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/i18n"
	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// vacationShown opens the Vacation screen from Play online and waits
// for the server's word on how the vacation stands.
func vacationShown(t *testing.T, d *device) *VacationView {
	t.Helper()
	d.app.ShowLobby(Koikoi)
	tap(t, d.app.View.Lobby.Vacation)
	v := d.app.View.Vacation
	until(t, "the vacation", func() bool { return v.known }, d)
	return v
}

// TestVacation: a player with 21 days chooses 3 (the stepper stops at 1
// and at the days left), starts it: the screen says until when (three
// days from now) and 18 days are left. Ending asks first; Stay keeps the
// vacation; End ends it, one day counted. A change the server refuses
// (the vacation was ended on another device) is said in a sentence and
// the screen shows how things stand.
func TestVacation(t *testing.T) {
	newApp(t)
	addr := testServer(t, time.Minute)
	d := newDevice(t, addr, "Aki")
	v := vacationShown(t, d)
	if v.Status.Text != "You are not on vacation." || v.Left.Text != "21 days of vacation left this year" || !v.Take.Visible() || v.End.Visible() {
		t.Fatalf("first: %q, %q, take shown %v, end shown %v", v.Status.Text, v.Left.Text, v.Take.Visible(), v.End.Visible())
	}
	if v.Days.Text != "1 day" || !v.Less.Disabled() {
		t.Errorf("the stepper starts at %q (less enabled: %v)", v.Days.Text, !v.Less.Disabled())
	}
	tap(t, v.More)
	tap(t, v.More)
	if v.Days.Text != "3 days" {
		t.Errorf("after two taps on +: %q", v.Days.Text)
	}
	before := time.Now()
	tap(t, v.Start)
	until(t, "the vacation started", func() bool { return v.End.Visible() }, d)
	s := d.app.current()
	now, err := s.VacationNow(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	until3 := time.UnixMilli(now.Until)
	if until3.Before(before.Add(72*time.Hour-time.Second)) || until3.After(time.Now().Add(72*time.Hour+time.Second)) {
		t.Errorf("the server's vacation ends %v; want three days from %v", until3, before)
	}
	if want := "On vacation until " + until3.Local().Format("2006-01-02 15:04"); v.Status.Text != want || v.Left.Text != "18 days of vacation left this year" || v.Take.Visible() {
		t.Errorf("started: %q, %q (take shown %v); want %q", v.Status.Text, v.Left.Text, v.Take.Visible(), want)
	}

	tap(t, v.End)
	if !v.Ask.Visible() || v.Question.Text != "End your vacation now? Your clocks run again at once; the days not yet begun are given back." {
		t.Fatalf("End asks %q (shown %v)", v.Question.Text, v.Ask.Visible())
	}
	tap(t, v.Keep)
	if v.Ask.Visible() || !v.End.Visible() {
		t.Error("Stay did not keep the vacation")
	}
	tap(t, v.End)
	tap(t, v.Confirm)
	until(t, "the vacation ended", func() bool { return v.Take.Visible() }, d)
	if v.Status.Text != "You are not on vacation." || v.Left.Text != "20 days of vacation left this year" || v.Message.Visible() {
		t.Errorf("ended: %q, %q, message %q", v.Status.Text, v.Left.Text, v.Message.Text)
	}

	// Started on another device meanwhile: Start is refused and the
	// screen shows that vacation.
	if _, err := s.SetVacation(t.Context(), 2); err != nil {
		t.Fatal(err)
	}
	tap(t, v.Start)
	until(t, "the refusal", func() bool { return v.Message.Visible() }, d)
	if want := "The server refused: your vacation changed meanwhile, perhaps on another device. Here is how it stands now."; v.Message.Text != want {
		t.Errorf("refused: %q; want %q", v.Message.Text, want)
	}
	if !v.End.Visible() || v.Left.Text != "18 days of vacation left this year" {
		t.Errorf("after the refusal: %q, %q, end shown %v", v.Status.Text, v.Left.Text, v.End.Visible())
	}
}

// TestVacationFit: the Vacation screen, with none running, with one
// running and its question, and with no day left, fits a phone in
// portrait and landscape in every language.
func TestVacationFit(t *testing.T) {
	newApp(t)
	d := newDevice(t, "", "Aki")
	children := func(w fyne.Widget) []fyne.CanvasObject { return test.WidgetRenderer(w).Objects() }
	until := time.Date(2026, 12, 24, 18, 30, 0, 0, time.UTC).UnixMilli()
	for _, size := range []fyne.Size{{Width: 360, Height: 640}, {Width: 412, Height: 915}, {Width: 915, Height: 412}} {
		d.win.Resize(size)
		for _, lang := range i18n.Languages() {
			d.app.h.L = func() *i18n.Localizer { return i18n.New(lang.Code) }
			for _, c := range []struct {
				name string
				now  core.Vacation
				ask  bool
			}{{"none", core.Vacation{Left: 21}, false}, {"running", core.Vacation{Until: until, Left: 11}, true}, {"spent", core.Vacation{}, false}} {
				d.win.SetContent(d.app.vacationScreen(func() {}))
				v := d.app.View.Vacation
				d.app.View.Vacation = nil // the server's answer is not awaited
				v.now, v.known, v.days = c.now, true, 10
				v.Message.Hide()
				d.app.fillVacation(v)
				if c.ask {
					test.Tap(v.End)
				}
				for _, cut := range kit.CutTexts(d.win.Canvas(), size.Width, fyne.CurrentApp().Driver().AbsolutePositionForObject, children) {
					t.Errorf("%s %v %s: %s", c.name, size, lang.Code, cut)
				}
				for _, b := range []fyne.CanvasObject{v.Less, v.More, v.Start, v.End, v.Confirm, v.Keep} {
					if b.Visible() && (b.Size().Height < kit.TapHeight-0.5) {
						t.Errorf("%s %v %s: a button %v high", c.name, size, lang.Code, b.Size().Height)
					}
				}
			}
		}
	}
}
