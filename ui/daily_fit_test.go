package ui

import (
	"fmt"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// TestDailyScreensFit shows the daily's screens at the phones' sizes in
// every language: each game's daily screen before the day's game, Koi-Koi's
// once played (its result and the sending's failure with Try again) and
// the dailies' history. No text is cut and the screen keeps the phone's
// width.
func TestDailyScreensFit(t *testing.T) {
	day := time.Date(2026, 12, 6, 12, 0, 0, 0, time.UTC)
	for _, l := range i18n.Languages() {
		for _, s := range []fyne.Size{{Width: 360, Height: 640}, {Width: 412, Height: 915}, {Width: 915, Height: 412}} {
			t.Run(fmt.Sprintf("%s/%vx%v", l.Code, s.Width, s.Height), func(t *testing.T) {
				a := newTestApp(t, storeDir(t))
				a.SetLanguage(l.Code)
				a.Win.Resize(s)
				a.Koikoi.Now = func() time.Time { return day }
				a.Ikebana.Now = a.Koikoi.Now
				pos := fyne.CurrentApp().Driver().AbsolutePositionForObject
				check := func(screen string) {
					t.Helper()
					for _, p := range kit.CutTexts(a.Win.Canvas(), s.Width, pos, widgetChildren) {
						t.Errorf("%s: %s", screen, p)
					}
				}
				a.Ikebana.ShowDaily()
				check("Ikebana's daily")
				a.Koikoi.ShowDaily()
				check("Koi-Koi's daily")
				if err := a.Store.AddDaily(store.Daily{Date: "2026-12-06", Game: store.DailyKoikoi, Score: []int{128, 45},
					Reviewed: true, Accuracy: 87.5, Place: 113, Players: 1024}); err != nil {
					t.Fatal(err)
				}
				if err := a.Store.AddDaily(store.Daily{Date: "2026-12-05", Game: store.DailyKoikoi, Score: []int{3, 40}, Pending: true}); err != nil {
					t.Fatal(err)
				}
				a.Koikoi.ShowDaily()
				check("Koi-Koi's daily played")
				a.Koikoi.ShowDailyHistory()
				check("the dailies' history")
			})
		}
	}
}
