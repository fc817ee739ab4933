package ikebana

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"

	"github.com/koikoi-app/koikoi/ui/kit"
)

// The light hand-over: when people pass the phone, the table's status
// line becomes a banner, "Ana's turn", over the decision, where the
// person taking the phone looks first. Ikebana hides nothing, so no
// screen needs to stand between two people's turns; the full hand-over
// screen (handover.go) is a setting.

// statusBox is the status line on its banner's ground.
func (t *tableScreen) statusBox() fyne.CanvasObject {
	t.banner = canvas.NewRectangle(kit.TurnColor)
	t.banner.StrokeColor, t.banner.StrokeWidth = kit.GoldColor, 2
	t.banner.CornerRadius = 8
	t.banner.Hide()
	return container.NewStack(t.banner, t.Status)
}

// showBanner makes the status line a banner on a person's turn in
// pass-and-play, and a plain line otherwise.
func (t *tableScreen) showBanner() {
	on := t.m.Banner() && !t.Status.Hidden && !t.seq.Busy()
	t.banner.Hidden = !on
	t.Status.TextStyle.Bold = on
	t.Status.Alignment = fyne.TextAlignLeading
	if on {
		t.Status.Alignment = fyne.TextAlignCenter
	}
	t.banner.Refresh()
	t.Status.Refresh()
}
