package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/ui/kit"
)

func backIcon() fyne.Resource { return theme.NavigateBackIcon() }

// homeScreen: a title bar with Settings, then one tile per game (tile.go):
// its cards, its name, Play, the saved game's row and its other doors
// (online, lessons, rules, statistics). In portrait the tiles stand one
// over the other, in landscape side by side; nothing on Home moves when a
// game is saved, since the saved game's row is always there.
func (a *App) homeScreen() fyne.CanvasObject {
	a.homeButtons = map[string]*widget.Button{}
	a.homeBadges = map[string]*canvas.Text{}
	a.atHome = true
	a.onBack(a.leaveApp)
	var notice fyne.CanvasObject = layout.NewSpacer()
	if a.notice != "" {
		n := widget.NewLabel(a.notice)
		n.Wrapping = fyne.TextWrapWord
		n.Importance = widget.WarningImportance
		notice = n
	}
	kk := a.gameTile(a.koikoiTile())
	ik := a.gameTile(a.ikebanaTile())
	return container.NewVScroll(container.New(&homeLayout{win: a.Win}, a.homeBar(), notice, kk, ik))
}

// homeBar is Home's top line: the app's name and what it holds, and the
// Settings button at its end.
func (a *App) homeBar() fyne.CanvasObject {
	t := canvas.NewText(a.T("ui.home.header"), kit.CreamColor)
	t.TextSize = 22
	t.TextStyle.Bold = true
	sub := canvas.NewText(a.T("ui.app.subtitle"), kit.GoldColor)
	sub.TextSize = 13
	set := widget.NewButtonWithIcon("", theme.SettingsIcon(), func() {
		a.notice = ""
		a.ShowSettings()
	})
	a.homeButtons["settings"] = set
	gear := container.New(&kit.AtLeast{W: kit.TapHeight, H: kit.TapHeight}, set)
	// The name and, beside it, the line that says what the app holds.
	names := container.NewHBox(t, container.NewVBox(layout.NewSpacer(), sub, layout.NewSpacer()))
	if news, want := a.homeNews(); news != nil {
		// The news says what matters now: the name alone beside it, when
		// both fit.
		return container.New(homeBarLayout{want: want}, container.NewPadded(t), news, gear)
	}
	return container.New(homeBarLayout{}, container.NewPadded(names), gear)
}

// homeLayout lays Home out for the window's shape: the bar across the top,
// the notice under it, then the two games' tiles, one over the other in
// portrait and side by side in landscape (and on a wide screen), each at
// most homeTileW wide and centred across, from the top down. Its objects
// are bar, notice and the two tiles, in that order.
type homeLayout struct{ win fyne.Window }

// homeTileW is the widest a game's tile gets.
const homeTileW = 440

// sideBySide tells whether the tiles stand side by side: when two fit
// across at a useful width and the window is wider than high.
func (l *homeLayout) sideBySide(s fyne.Size) bool {
	return s.Width > s.Height && s.Width >= 2*homeTileMinW+3*theme.Padding()
}

// homeTileMinW is the narrowest a tile is laid out side by side.
const homeTileMinW = 280

func (l *homeLayout) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	bar, notice, kk, ik := objs[0], objs[1], objs[2], objs[3]
	pad := theme.Padding()
	across := s.Width - 2*pad
	y := float32(0)
	place := func(o fyne.CanvasObject, x, w float32) float32 {
		h := o.MinSize().Height
		o.Move(fyne.NewPos(x, y))
		o.Resize(fyne.NewSize(w, h))
		return h
	}
	barW := min(across, 2*homeTileW+pad)
	y += place(bar, (s.Width-barW)/2, barW)
	if h := notice.MinSize().Height; h > 0 {
		y += pad + place(notice, (s.Width-barW)/2, barW)
	}
	y += pad
	if l.sideBySide(s) {
		w := min((across-pad)/2, homeTileW)
		x := (s.Width - 2*w - pad) / 2
		h := max(kk.MinSize().Height, ik.MinSize().Height, (s.Height - y - pad))
		for _, t := range []fyne.CanvasObject{kk, ik} {
			t.Move(fyne.NewPos(x, y))
			t.Resize(fyne.NewSize(w, min(h, max(kk.MinSize().Height, ik.MinSize().Height))))
			x += w + pad
		}
		return
	}
	// One over the other, under the bar: the room a tall phone has to
	// spare stays below them, not in a band between the bar and the games.
	w := min(across, homeTileW)
	x := (s.Width - w) / 2
	y += place(kk, x, w) + pad
	place(ik, x, w)
}

func (l *homeLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	bar, notice, kk, ik := objs[0], objs[1], objs[2], objs[3]
	pad := theme.Padding()
	h := bar.MinSize().Height + pad
	if nh := notice.MinSize().Height; nh > 0 {
		h += nh + pad
	}
	tw := max(kk.MinSize().Width, ik.MinSize().Width)
	s := l.win.Canvas().Size()
	if l.sideBySide(s) {
		return fyne.NewSize(2*tw+3*pad, h+max(kk.MinSize().Height, ik.MinSize().Height)+pad)
	}
	return fyne.NewSize(tw+2*pad, h+kk.MinSize().Height+pad+ik.MinSize().Height+pad)
}

// tall makes a button of the settings 52 dp high, as the games' menus are.
func tall(o fyne.CanvasObject) fyne.CanvasObject {
	return container.New(&kit.AtLeast{H: 52}, o)
}
