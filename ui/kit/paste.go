package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// PasteView is a game's screen that opens the replay of a game pasted as
// the engine's text form (what the app's saves and the game's command
// write). Its controls are kept for tests.
type PasteView struct {
	Entry *widget.Entry
	Open  *widget.Button
	Error *widget.Label // shown when the text does not replay
}

// PasteTexts are a paste screen's words, in the player's language.
type PasteTexts struct {
	About, Placeholder, Bad, Open string
}

// NewPasteView builds a paste screen's controls and body: pasted holds
// the text across rebuilds of the screen (a rebuilt screen keeps what was
// pasted), and open replays a text, a bad one returning an error (the text
// stays in the box, with the reason below it).
func NewPasteView(t PasteTexts, pasted *string, open func(text []byte) error) (*PasteView, fyne.CanvasObject) {
	v := &PasteView{}
	v.Entry = widget.NewMultiLineEntry()
	v.Entry.SetMinRowsVisible(8)
	v.Entry.Wrapping = fyne.TextWrapBreak
	v.Entry.SetText(*pasted)
	v.Entry.SetPlaceHolder(t.Placeholder)
	v.Error = widget.NewLabel(t.Bad)
	v.Error.Wrapping = fyne.TextWrapWord
	v.Error.Importance = widget.DangerImportance
	v.Error.Hide()
	v.Entry.OnChanged = func(s string) {
		*pasted = s
		v.Error.Hide()
	}
	v.Open = widget.NewButtonWithIcon(t.Open, theme.MediaPlayIcon(), func() {
		if err := open([]byte(*pasted)); err != nil {
			v.Error.Show()
		}
	})
	v.Open.Importance = widget.HighImportance
	about := widget.NewLabel(t.About)
	about.Wrapping = fyne.TextWrapWord
	return v, container.NewVBox(about, v.Entry, v.Error)
}
