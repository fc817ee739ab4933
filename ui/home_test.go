package ui

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// homeSizes are the windows Home must fit without scrolling: the smallest
// phone and a common one, upright and sideways.
var homeSizes = []fyne.Size{{Width: 360, Height: 640}, {Width: 412, Height: 915}, {Width: 640, Height: 360}, {Width: 915, Height: 412}}

// homePlaces returns where each of Home's buttons is and how large.
func homePlaces(a *App) map[string]fyne.Position {
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject
	m := map[string]fyne.Position{}
	for k, b := range a.homeButtons {
		m[k] = pos(b)
	}
	return m
}

// saveBoth leaves a Koi-Koi and an Ikebana game saved, and today's
// dailies of both played (their doors show the score and the place).
func saveBoth(t *testing.T, a *App) {
	t.Helper()
	for _, d := range []store.Daily{{Game: store.DailyKoikoi, Score: []int{128, 45}}, {Game: store.DailyIkebana, Score: []int{31, 40, 28, 36}}} {
		d.Date = a.Koikoi.Today()
		if err := a.Store.AddDaily(d); err != nil {
			t.Fatal(err)
		}
	}
	startKoikoi(t, a)
	a.Koikoi.Leave()
	g, err := ikebana.NewGame(ikebana.WithPlayers(3), ikebana.WithSeed(7))
	if err != nil {
		t.Fatal(err)
	}
	if err := a.Ikebana.StartGame(g, "easy"); err != nil {
		t.Fatal(err)
	}
	a.Ikebana.Leave()
}

// TestHomeFitsAndStays shows Home at the smallest phone, a common one and
// both sideways, in every language, first with no game saved, then with a
// game of each saved: every button is wholly in the window without
// scrolling and a finger can hit it, no text is cut, the two games' tiles
// stand side by side in landscape, and no button moves when the saved
// games' Continue appears and today's dailies are played.
func TestHomeFitsAndStays(t *testing.T) {
	for _, l := range i18n.Languages() {
		for _, s := range homeSizes {
			t.Run(fmt.Sprintf("%s/%vx%v", l.Code, s.Width, s.Height), func(t *testing.T) {
				a := newTestApp(t, storeDir(t))
				a.SetLanguage(l.Code)
				a.Win.Resize(s)
				a.ShowHome()
				before := homePlaces(a)
				saveBoth(t, a)
				a.Win.Resize(s)
				a.ShowHome()
				for _, k := range []string{"continue", "ikebana.continue"} {
					if a.homeButtons[k] == nil {
						t.Fatalf("no %s on Home with a game saved", k)
					}
				}
				for _, k := range []string{"daily", "ikebana.daily"} {
					if b := a.homeButtons[k]; b == nil || b.Icon != theme.ConfirmIcon() || before[k] == (fyne.Position{}) {
						t.Errorf("Home's %s door does not show today's daily played", k)
					}
				}
				if !showing(a, "128–45") {
					t.Error("Home does not show today's Koi-Koi daily's score")
				}
				after := homePlaces(a)
				for k, p := range before {
					if after[k] != p {
						t.Errorf("%s moved from %v to %v when the games were saved", k, p, after[k])
					}
				}
				for k, b := range a.homeButtons {
					p, bs := after[k], b.Size()
					if p.Y < 0 || p.Y+bs.Height > s.Height || p.X < 0 || p.X+bs.Width > s.Width || bs.Height < 44 || bs.Width < 44 {
						t.Errorf("button %s at %v size %v is not wholly in the window or is too small to tap", k, p, bs)
					}
				}
				if s.Width > s.Height && after["new"].Y != after["ikebana.new"].Y {
					t.Errorf("sideways, the games' Play buttons are at heights %v and %v; want the tiles side by side", after["new"].Y, after["ikebana.new"].Y)
				}
				pos := fyne.CurrentApp().Driver().AbsolutePositionForObject
				for _, p := range kit.CutTexts(a.Win.Canvas(), s.Width, pos, widgetChildren) {
					t.Error(p)
				}
			})
		}
	}
}
