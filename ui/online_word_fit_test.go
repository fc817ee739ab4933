package ui

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/koikoi-app/koikoi/i18n"
	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// wordTables are three tables waiting for the player's move (two of
// Koi-Koi, one of Ikebana) and one waiting for another's.
var wordTables = []protocol.TableInfo{
	{ID: "t1", Game: "koikoi", Status: "playing", Seat: 0, Turn: true, Days: 1},
	{ID: "t2", Game: "ikebana", Status: "playing", Seat: 1, Turn: true, Days: 3},
	{ID: "t3", Game: "koikoi", Status: "playing", Seat: 1, Turn: true, Days: 7},
	{ID: "t4", Game: "ikebana", Status: "playing", Seat: 0, Days: 1},
}

// TestHomeWordFits: Home with its line of online play, "Your turn in 3
// games" or a friend's invitation with View, and the badges on the
// Online doors (2 for Koi-Koi, 1 for Ikebana), fits every phone size in
// every language: every button wholly in the window and large enough to
// tap, no text cut.
func TestHomeWordFits(t *testing.T) {
	invite := []core.InviteEntry{{ID: "i1", From: "Akiko", Table: "t9", Game: "ikebana"}}
	for _, l := range i18n.Languages() {
		for _, s := range homeSizes {
			for _, news := range []string{"turns", "invite"} {
				t.Run(fmt.Sprintf("%s/%vx%v/%s", l.Code, s.Width, s.Height, news), func(t *testing.T) {
					a := newTestApp(t, storeDir(t))
					a.SetLanguage(l.Code)
					a.Win.Resize(s)
					var invites []core.InviteEntry
					if news == "invite" {
						invites = invite
					}
					a.Online.Heard(wordTables, invites)
					a.ShowHome()
					key := map[string]string{"turns": "turns", "invite": "invite.view"}[news]
					if a.homeButtons[key] == nil {
						t.Fatalf("no %s on Home", key)
					}
					if b := a.homeButtons["turns"]; news == "turns" && b.Text != a.L.N("online.mine.turns", 3) {
						t.Errorf("Home's line reads %q", b.Text)
					}
					for door, want := range map[string]string{"koikoi.online": "2", "ikebana.online": "1"} {
						if n := a.homeBadges[door]; n == nil || n.Text != want {
							t.Errorf("the badge of %s: %v; want %s", door, n, want)
						}
					}
					pos := fyne.CurrentApp().Driver().AbsolutePositionForObject
					for k, b := range a.homeButtons {
						p, bs := pos(b), b.Size()
						if p.Y < 0 || p.Y+bs.Height > s.Height || p.X < 0 || p.X+bs.Width > s.Width || bs.Height < 44 || bs.Width < 44 {
							t.Errorf("button %s at %v size %v is not wholly in the window or is too small to tap", k, p, bs)
						}
					}
					for _, p := range kit.CutTexts(a.Win.Canvas(), s.Width, pos, widgetChildren) {
						t.Error(p)
					}
				})
			}
		}
	}
}
