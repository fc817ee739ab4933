package koikoi

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/names"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// capGroups are the rank rows of both captures panels, shared by the
// table and the lessons' board: for each side and rank (Bright, Animal,
// Ribbon, Plain) the count left of its cards, and an empty group's
// outline with the rank's name. The cards themselves are the table's
// widgets, placed by tableGeom.capCard.
type capGroups struct {
	counts    [2][4]*canvas.Text
	empty     [2][4]*canvas.Rectangle
	emptyText [2][4]*canvas.Text
}

func newCapGroups(a *App) *capGroups {
	x := &capGroups{}
	for s := 0; s < 2; s++ {
		for k := 0; k < 4; k++ {
			x.counts[s][k] = text("", kit.GoldColor, 11, true)
			x.counts[s][k].Alignment = fyne.TextAlignCenter
			r := canvas.NewRectangle(color.Transparent)
			r.StrokeColor, r.StrokeWidth, r.CornerRadius = kit.BadgeColor, 1, 4
			x.empty[s][k] = r
			x.emptyText[s][k] = text(names.Kind(a.l(), koikoi.Kind(k)), kit.MutedColor, 9, false)
			x.emptyText[s][k].Alignment = fyne.TextAlignCenter
		}
	}
	return x
}

// objects returns side's objects, to lie under the cards' layer.
func (x *capGroups) objects(side int) []fyne.CanvasObject {
	var objs []fyne.CanvasObject
	for k := 0; k < 4; k++ {
		objs = append(objs, x.empty[side][k], x.emptyText[side][k], x.counts[side][k])
	}
	return objs
}

// place puts side's counts and outlines in g's rank groups.
func (x *capGroups) place(g *tableGeom, side int) {
	for k := 0; k < 4; k++ {
		gr := g.capGroup(side, k)
		kit.Place(x.counts[side][k], rect(gr.Pos.X, gr.Pos.Y, countW, gr.Size.Height))
		box := rect(gr.Pos.X+countW, gr.Pos.Y+1, min(gr.Size.Width-countW, (gr.Size.Height-2)*cardRatio*2), gr.Size.Height-2)
		kit.Place(x.empty[side][k], box)
		kit.Place(x.emptyText[side][k], box)
	}
}

// refresh writes side's counts from caps, the cards shown there.
func (x *capGroups) refresh(a *App, side int, caps koikoi.Set) {
	for k := 0; k < 4; k++ {
		n := (caps & kindSet(koikoi.Kind(k))).Len()
		x.counts[side][k].Text = ""
		if n > 0 {
			x.counts[side][k].Text = a.l().Number(n)
		}
		x.empty[side][k].Hidden = n > 0
		e := x.emptyText[side][k]
		e.Hidden = n > 0 || !fits(e.Text, x.empty[side][k].Size().Width-2, 9, e.TextStyle)
		x.counts[side][k].Refresh()
		x.empty[side][k].Refresh()
		e.Refresh()
	}
}
