package koikoi

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// With the setting "wait for a tap after each computer's turn"
// (TapToContinue) the table holds, once the computer's move is shown,
// before what the player did not decide: the round's result after the
// computer's Shobu or last card, and the player's turn after the
// computer's Koi-Koi call, so that the call can be read. Any other turn of
// the computer already ends at the player's own decision. A tap anywhere
// on the table, or its Continue button, goes on.

// holds reports whether steps hold the table once shown: a computer's
// move among them ends the round or calls Koi-Koi, with the setting on (a
// round that ends at its deal does not hold).
func (t *tableScreen) holds(steps []Step) bool {
	if !t.a.settings().TapToContinue {
		return false
	}
	dealt := false
	for _, s := range steps {
		switch s.Kind {
		case StepDeal:
			dealt = true
		case StepPlay, StepExchange:
			dealt = false
		case StepKoiKoi, StepRoundEnd:
			if !dealt && !t.c.Human(s.Seat) {
				return true
			}
		}
	}
	return false
}

// heldView lies over the table while it is held: a tap anywhere below the
// top bar, whose buttons still answer, or on Continue goes on.
func (t *tableScreen) heldView() fyne.CanvasObject {
	b := t.button("continue", t.a.T("ui.table.continue"), theme.NavigateNextIcon(), t.goOn)
	b.Importance = widget.HighImportance
	return container.New(&heldLayout{t: t}, kit.NewTapArea(t.goOn), b)
}

// goOn ends the hold: the result, or the player's turn, shows.
func (t *tableScreen) goOn() {
	if !t.held {
		return
	}
	t.held = false
	t.update()
}

// heldText says why the table waits and what a tap does.
func (t *tableScreen) heldText(obs *koikoi.Observation) string {
	if obs.Phase == koikoi.PhaseRoundOver { // its last round too: the game ends after its result
		return t.a.T("ui.table.held.end")
	}
	return t.tightOpp(t.texts.status.Size().Width, 8, func(n string) string { return t.a.T("ui.table.held.koikoi", M{"Name": n}) })
}

// heldLayout places the held table's tap area below the top bar and its
// Continue button, 48 dp high, in the middle of the field.
type heldLayout struct{ t *tableScreen }

func (l *heldLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(0, 0) }

func (l *heldLayout) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	g := l.t.geometry()
	top := g.top.Pos.Y + g.top.Size.Height
	kit.Place(objs[0], rect(0, top, s.Width, s.Height-top))
	f := g.field
	w := min(objs[1].MinSize().Width+32, f.Size.Width-16)
	kit.Place(objs[1], rect(f.Pos.X+(f.Size.Width-w)/2, f.Pos.Y+(f.Size.Height-48)/2, w, 48))
}
