package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/koikoi-app/koikoi/ui/kit"
	kkui "github.com/koikoi-app/koikoi/ui/koikoi"
)

func backIcon() fyne.Resource { return theme.NavigateBackIcon() }

// homeScreen: the title, a fan of cards and the menu.
func (a *App) homeScreen() fyne.CanvasObject {
	a.homeButtons = map[string]*widget.Button{}
	a.onBack(a.leaveApp)
	// Any of Home's buttons leaves Home: its notice has been read.
	btn := func(key, label string, icon fyne.Resource, f func()) fyne.CanvasObject {
		b := widget.NewButtonWithIcon(label, icon, func() {
			a.notice = ""
			f()
		})
		a.homeButtons[key] = b
		return tall(b)
	}
	t, sub := homeTitle(a.T("ui.app.title"), a.T("ui.app.subtitle"), 40, 15)
	cards := kkui.Fan()
	var notice fyne.CanvasObject = layout.NewSpacer()
	if a.notice != "" {
		n := widget.NewLabel(a.notice)
		n.Wrapping = fyne.TextWrapWord
		n.Importance = widget.WarningImportance
		notice = n
	}
	head := container.NewPadded(container.NewVBox(container.NewPadded(t), sub, container.New(&kit.AtLeast{H: 110}, cards)))
	kk := container.NewVBox(a.koikoiMenu(btn)...)
	ik := container.NewVBox(a.ikebanaMenu(btn)...)
	set := btn("settings", a.T("ui.home.settings"), theme.SettingsIcon(), a.ShowSettings)
	return container.NewVScroll(container.New(&homeLayout{win: a.Win}, head, notice, kk, ik, set))
}

// homeLayout lays Home out for the window's shape: in portrait one
// column (the title and the fan, the notice, Koi-Koi's menu, Ikebana's,
// Settings); in landscape three side by side (the title, the fan, the
// notice and Settings; Koi-Koi's menu; Ikebana's), so that a phone held
// sideways shows every button without scrolling. Its objects are head,
// notice, the two menus and Settings, in that order.
type homeLayout struct{ win fyne.Window }

// homeMenuW is the widest a menu column gets.
const homeMenuW = 300

func (l *homeLayout) landscape() bool {
	s := l.win.Canvas().Size()
	return s.Width > s.Height && s.Width >= 3*homeMenuW*0.8
}

// columns groups the objects by column.
func (l *homeLayout) columns(objs []fyne.CanvasObject) [][]fyne.CanvasObject {
	head, notice, kk, ik, set := objs[0], objs[1], objs[2], objs[3], objs[4]
	if l.landscape() {
		return [][]fyne.CanvasObject{{head, notice, set}, {kk}, {ik}}
	}
	return [][]fyne.CanvasObject{{head, notice, kk, ik, set}}
}

func (l *homeLayout) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	cols := l.columns(objs)
	pad := theme.Padding()
	w := min((s.Width-float32(len(cols)+1)*pad)/float32(len(cols)), homeMenuW)
	if len(cols) == 1 {
		w = min(s.Width-2*pad, homeMenuW)
	}
	x := (s.Width - float32(len(cols))*w - float32(len(cols)-1)*pad) / 2
	for _, col := range cols {
		h := columnHeight(col, pad)
		y := max((s.Height-h)/2, 0)
		for _, o := range col {
			m := o.MinSize()
			ow := w
			if o == objs[0] && len(cols) == 1 {
				ow = s.Width - 2*pad // the title and the fan across
			}
			o.Move(fyne.NewPos(x+(w-ow)/2, y))
			o.Resize(fyne.NewSize(ow, m.Height))
			y += m.Height + pad
		}
		x += w + pad
	}
}

func (l *homeLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	cols := l.columns(objs)
	pad := theme.Padding()
	var w, h float32
	for _, col := range cols {
		cw := float32(0)
		for _, o := range col {
			cw = max(cw, o.MinSize().Width)
		}
		w += cw + pad
		h = max(h, columnHeight(col, pad))
	}
	return fyne.NewSize(w+pad, h)
}

// columnHeight is the height of objects stacked with pad between.
func columnHeight(col []fyne.CanvasObject, pad float32) float32 {
	h := float32(0)
	for i, o := range col {
		if i > 0 {
			h += pad
		}
		h += o.MinSize().Height
	}
	return h
}

// homeTitle returns a game's name and the line under it, centred, as Home
// shows them: the app's at the top, Ikebana's over its section.
func homeTitle(title, subtitle string, size, subSize float32) (*canvas.Text, *canvas.Text) {
	t := canvas.NewText(title, kit.CreamColor)
	t.TextSize = size
	t.TextStyle.Bold = true
	t.Alignment = fyne.TextAlignCenter
	sub := canvas.NewText(subtitle, kit.GoldColor)
	sub.TextSize = subSize
	sub.Alignment = fyne.TextAlignCenter
	return t, sub
}

// tall makes a button of Home or the settings 52 dp high, as the games'
// menus are.
func tall(o fyne.CanvasObject) fyne.CanvasObject {
	return container.New(&kit.AtLeast{H: 52}, o)
}
