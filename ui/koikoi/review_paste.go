package koikoi

import (
	"fyne.io/fyne/v2"

	"github.com/koikoi-app/koikoi/ui/kit"
)

// PasteView is the screen that opens the replay of a game pasted as the
// engine's text form (what the app's saves and the koikoi command write);
// kit builds it for both games.
type PasteView = kit.PasteView

// Paste returns the paste screen last built, for tests.
func (a *App) Paste() *PasteView { return a.paste }

// ShowPaste shows the screen where a game's text is pasted for its replay;
// its back arrow returns to the statistics.
func (a *App) ShowPaste() { a.h.Show(a.pasteScreen) }

func (a *App) pasteScreen() fyne.CanvasObject {
	v, body := kit.NewPasteView(kit.PasteTexts{About: a.T("ui.paste.about"), Placeholder: "koikoi-game 2\n…\nend",
		Bad: a.T("ui.paste.bad"), Open: a.T("ui.paste.open")}, &a.pasted,
		func(text []byte) error { return a.ShowReplay(text, 0, a.seatNames(true), a.ShowPaste) })
	a.paste = v
	return a.h.Screen(a.T("ui.paste.title"), a.ShowStats, body, tall(v.Open), 480)
}
