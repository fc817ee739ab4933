package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// TestShellScreensFit renders Home and the settings at 360×640 dp in
// every language and checks that no text is cut off (the games' screens
// are their packages' tests).
func TestShellScreensFit(t *testing.T) {
	for _, l := range i18n.Languages() {
		t.Run(l.Code, func(t *testing.T) {
			a := newTestApp(t, storeDir(t))
			a.SetLanguage(l.Code)
			for _, s := range []struct {
				name string
				show func()
			}{{"home", a.ShowHome}, {"settings", a.ShowSettings}} {
				s.show()
				a.Win.Resize(fyne.NewSize(360, 640))
				for _, p := range kit.CutTexts(a.Win.Canvas(), 360, fyne.CurrentApp().Driver().AbsolutePositionForObject, widgetChildren) {
					t.Errorf("%s: %s", s.name, p)
				}
			}
		})
	}
}

// TestSettingsLanguageSwitch taps Settings at the Koi-Koi table, picks
// another language, comes back and finds the table's labels in that
// language.
func TestSettingsLanguageSwitch(t *testing.T) {
	a := newTestApp(t, storeDir(t))
	startKoikoi(t, a)
	en := a.Koikoi.Table().Status.Text
	test.Tap(a.Koikoi.Table().Buttons["settings"])
	if a.settingsLanguage == nil {
		t.Fatal("no language picker on the settings screen")
	}
	a.settingsLanguage.SetSelected("Deutsch")
	back := findButton(a.Win.Content(), theme.NavigateBackIcon())
	if back == nil {
		t.Fatal("no back button on the settings screen")
	}
	test.Tap(back)
	tb := a.Koikoi.Table()
	if tb == nil || a.Koikoi.Match() == nil {
		t.Fatal("back from the settings did not return to the game")
	}
	de := i18n.New("de")
	if got := tb.Status.Text; got == en || got != de.T("ui.status.play") {
		t.Errorf("status = %q; want the German %q", got, de.T("ui.status.play"))
	}
	if a.Settings.Language != "de" {
		t.Errorf("saved language %q; want de", a.Settings.Language)
	}
}

// findButton returns the first button of the tree showing icon.
func findButton(root fyne.CanvasObject, icon fyne.Resource) *widget.Button {
	for _, o := range test.LaidOutObjects(root) {
		if b, ok := o.(*widget.Button); ok && b.Icon != nil && b.Icon.Name() == icon.Name() {
			return b
		}
	}
	return nil
}

// TestHomeMarkup renders Home against its golden markup.
func TestHomeMarkup(t *testing.T) {
	a := newTestApp(t, storeDir(t))
	a.ShowHome()
	test.AssertRendersToMarkup(t, "home.xml", a.Win.Canvas())
}

// TestHomeLandscapeFits shows Home on a phone held sideways (915×412), with
// a Koi-Koi game to continue, in every language: the menus stand side by
// side and every button is within the window, without scrolling, and
// Continue says the round and the score.
func TestHomeLandscapeFits(t *testing.T) {
	for _, l := range i18n.Languages() {
		t.Run(l.Code, func(t *testing.T) {
			a := newTestApp(t, storeDir(t))
			a.SetLanguage(l.Code)
			startKoikoi(t, a)
			a.Koikoi.Leave()
			a.Win.Resize(fyne.NewSize(915, 412))
			a.ShowHome()
			cont, ok := a.homeButtons["continue"]
			if !ok {
				t.Fatal("no Continue on Home with a game saved")
			}
			want := a.T("ui.home.continue.summary", map[string]any{"Continue": a.T("ui.home.continue"),
				"Round": "1", "Rounds": "12", "Me": "0", "Opp": "0"})
			if cont.Text != want {
				t.Errorf("%s: Continue reads %q; want the round and the score, %q", l.Code, cont.Text, want)
			}
			pos := fyne.CurrentApp().Driver().AbsolutePositionForObject
			for key, b := range a.homeButtons {
				p, s := pos(b), b.Size()
				if p.Y < 0 || p.Y+s.Height > 412 || p.X < 0 || p.X+s.Width > 915 || s.Height < 44 {
					t.Errorf("%s: button %s at %v size %v is not wholly in the 915×412 window", l.Code, key, p, s)
				}
			}
			if kk, ik := pos(a.homeButtons["new"]), pos(a.homeButtons["ikebana.new"]); kk.X == ik.X {
				t.Errorf("%s: the two games' menus are one above the other (x %v)", l.Code, kk.X)
			}
			for _, p := range kit.CutTexts(a.Win.Canvas(), 915, pos, widgetChildren) {
				t.Errorf("%s: %s", l.Code, p)
			}
		})
	}
}
