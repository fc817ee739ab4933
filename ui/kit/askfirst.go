package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Asked holds the controls of a question asked before an action that
// would lose something (a game under way), for tests.
type Asked struct {
	Question      *widget.Label
	Confirm, Keep *widget.Button
}

// AskFirst returns a footer holding the button act: a tap on it calls
// question; an empty answer acts at once, any other is shown in the
// button's place with Keep (nothing happens) and Confirm (the action,
// styled as dangerous). wrap sizes the buttons as the screen's others.
func AskFirst(act *widget.Button, keep, confirm string, wrap func(fyne.CanvasObject) fyne.CanvasObject, question func() string, do func()) (Asked, fyne.CanvasObject) {
	v := Asked{Question: widget.NewLabel("")}
	v.Question.Wrapping = fyne.TextWrapWord
	v.Question.Alignment = fyne.TextAlignCenter
	v.Question.TextStyle.Bold = true
	v.Keep = widget.NewButton(keep, nil)
	v.Confirm = widget.NewButtonWithIcon(confirm, theme.DeleteIcon(), do)
	v.Confirm.Importance = widget.DangerImportance
	ask := container.NewVBox(v.Question, container.NewGridWithColumns(2, wrap(v.Keep), wrap(v.Confirm)))
	button := wrap(act)
	footer := container.NewStack(button, ask)
	asking := func(on bool) {
		// Each object, so that a test sees what shows.
		for _, o := range []fyne.CanvasObject{ask, v.Question, v.Keep, v.Confirm, button, act} {
			if on == (o == button || o == act) {
				o.Hide()
			} else {
				o.Show()
			}
		}
		footer.Refresh()
	}
	asking(false)
	act.OnTapped = func() {
		q := question()
		if q == "" {
			do()
			return
		}
		v.Question.SetText(q)
		asking(true)
	}
	v.Keep.OnTapped = func() { asking(false) }
	return v, footer
}
