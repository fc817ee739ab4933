package ikebana

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/ui/kit"
)

// PasteView is the screen that opens the replay of a game pasted as the
// engine's text form (what the app's saves and the ikebana command
// write). Its controls are kept for tests. Koi-Koi's
// (ui/koikoi/review_paste.go) has the same shape.
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
	v.Entry.SetPlaceHolder("ikebana-game 1\n…\nend")
	v.Error = widget.NewLabel(a.T("ikebanaapp.paste.bad"))
	v.Error.Wrapping = fyne.TextWrapWord
	v.Error.Importance = widget.DangerImportance
	v.Error.Hide()
	v.Entry.OnChanged = func(s string) {
		a.pasted = s
		v.Error.Hide()
	}
	v.Open = widget.NewButtonWithIcon(a.T("ikebanaapp.paste.open"), theme.MediaPlayIcon(), func() {
		// A bad text stays in the box, with the reason beside it.
		if err := a.ShowReplay([]byte(a.pasted), nil, you, a.ShowPaste); err != nil {
			v.Error.Show()
		}
	})
	v.Open.Importance = widget.HighImportance
	about := widget.NewLabel(a.T("ikebanaapp.paste.about"))
	about.Wrapping = fyne.TextWrapWord
	body := container.NewVBox(about, v.Entry, v.Error)
	return a.screen(a.T("ikebanaapp.paste.title"), body, kit.Tall(v.Open), a.ShowStats)
}
