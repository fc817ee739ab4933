package koikoi

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// PasteView is the screen that opens the replay of a game pasted as the
// engine's text form (what the app's saves and the koikoi command write).
// Its controls are kept for tests.
type PasteView struct {
	Entry *widget.Entry
	Open  *widget.Button
	Error *widget.Label // shown when the text does not replay
}

// Paste returns the paste screen last built, for tests.
func (a *App) Paste() *PasteView { return a.paste }

// ShowPaste shows the screen where a game's text is pasted for its replay;
// its back arrow returns to the statistics.
func (a *App) ShowPaste() { a.h.Show(a.pasteScreen) }

func (a *App) pasteScreen() fyne.CanvasObject {
	v := &PasteView{}
	a.paste = v
	v.Entry = widget.NewMultiLineEntry()
	v.Entry.SetMinRowsVisible(8)
	v.Entry.Wrapping = fyne.TextWrapBreak
	v.Entry.SetText(a.pasted) // a rebuilt screen keeps what was pasted
	v.Entry.SetPlaceHolder("koikoi-game 2\n…\nend")
	v.Error = widget.NewLabel(a.T("ui.paste.bad"))
	v.Error.Wrapping = fyne.TextWrapWord
	v.Error.Importance = widget.DangerImportance
	v.Error.Hide()
	v.Entry.OnChanged = func(s string) {
		a.pasted = s
		v.Error.Hide()
	}
	v.Open = widget.NewButtonWithIcon(a.T("ui.paste.open"), theme.MediaPlayIcon(), func() {
		// A bad text stays in the box, with the reason beside it.
		if err := a.ShowReplay([]byte(a.pasted), 0, a.seatNames(true), a.ShowPaste); err != nil {
			v.Error.Show()
		}
	})
	v.Open.Importance = widget.HighImportance
	body := container.NewVBox(wrapLeft(a.T("ui.paste.about")), v.Entry, v.Error)
	return a.h.Screen(a.T("ui.paste.title"), a.ShowStats, body, tall(v.Open), 480)
}
