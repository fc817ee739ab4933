package koikoi

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/ui/kit"
)

// LogLines returns the game's narration so far, oldest first: each
// round's deal opens its part.
func (t *tableScreen) LogLines() []string {
	log := t.c.GameLog()
	var out []string
	for i := range log {
		if l := t.narrator().narrate(log, i); l != "" {
			out = append(out, l)
		}
	}
	return out
}

// showLog opens the game log: every step of the game told so far, the
// latest at the bottom, in a list that scrolls.
func (t *tableScreen) showLog() {
	var rows []fyne.CanvasObject
	for _, l := range t.LogLines() {
		rows = append(rows, wrapLabel(l))
	}
	list := container.NewVScroll(container.NewVBox(rows...))
	t.popup(t.a.T("table.log.title"), list, func() { list.ScrollToBottom() })
}

// capOwner returns whose captures side shows, as the panel's line says.
func (t *tableScreen) capOwner(side int) string {
	me, opp := t.narrator().names()
	if side == 1 {
		if n := t.narrator(); !n.pass && n.other == "" {
			// The computer's: a phrase of its own, for the languages
			// whose article or elision a name does not take ("Prises de
			// l’ordinateur").
			return t.a.T("table.caps.computer")
		}
		return t.a.T("table.caps.they", M{"Name": opp})
	}
	if t.narrator().you(t.viewer) {
		return t.a.T("table.caps.you")
	}
	return t.a.T("table.caps.they", M{"Name": me})
}

// popup shows body under a title in a modal window with a Close button.
func (t *tableScreen) popup(title string, body fyne.CanvasObject, shown func()) {
	var pop *widget.PopUp
	closeB := t.button("close", t.a.T("ui.close"), nil, func() { pop.Hide() })
	closeB.Importance = widget.HighImportance
	head := wrapLabel(title)
	head.TextStyle.Bold = true
	content := container.NewBorder(head, tall(closeB), nil, nil, body)
	bg := canvas.NewRectangle(kit.PanelColor)
	bg.CornerRadius = 10
	pop = widget.NewModalPopUp(container.NewStack(bg, container.NewPadded(content)), t.a.h.Win.Canvas())
	s := t.a.h.Win.Canvas().Size()
	pop.Resize(fyne.NewSize(min(s.Width*0.92, 480), min(s.Height*0.7, 560)))
	pop.Show()
	if shown != nil {
		shown()
	}
}
