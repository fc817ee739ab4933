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

// homeTile is what a game's tile on Home holds: the game's cards (art), its
// name and what it is (title, sub), the primary action Play, the saved
// game's row and the tile's doors (online, lessons, rules, statistics).
type homeTile struct {
	title, sub string
	art        fyne.CanvasObject
	play       homeDoor
	// saved are the saved game's row's buttons: Continue when a game is
	// saved, Back to the online table while a seat is held there; with
	// none, the row says that no game is under way.
	saved []homeDoor
	doors []homeDoor
}

// homeDoor is one of a tile's buttons: its key among Home's buttons (for
// tests and the browser test's layout), its label, its icon and its
// action.
type homeDoor struct {
	key, label string
	icon       fyne.Resource
	f          func()
	badge      int // a count on the door's icon (games waiting), 0 for none
}

// homeArtH is the height of a tile's cards.
const homeArtH = 72

// gameTile builds a game's tile: a panel with the game's cards beside its
// name, Play across, the saved game's row (always there, so nothing moves
// when a game is saved) and a row of doors, each an icon with a short
// caption under it.
func (a *App) gameTile(t homeTile) fyne.CanvasObject {
	title := canvas.NewText(t.title, kit.CreamColor)
	title.TextSize = 24
	title.TextStyle.Bold = true
	sub := canvas.NewText(t.sub, kit.MutedColor)
	sub.TextSize = 12
	art := container.New(&kit.AtLeast{W: 150, H: homeArtH}, t.art)
	head := container.NewBorder(nil, nil, art, nil, container.NewCenter(title))
	under := container.New(layout.NewCustomPaddedLayout(0, 2, theme.Padding(), theme.Padding()), sub)

	play := a.homeButton(t.play)
	play.Importance = widget.HighImportance

	var saved fyne.CanvasObject
	if len(t.saved) == 0 {
		none := widget.NewLabel(a.T("ui.home.nosave"))
		none.Alignment = fyne.TextAlignCenter
		none.Importance = widget.LowImportance
		saved = none
	} else {
		var bs []fyne.CanvasObject
		for _, d := range t.saved {
			bs = append(bs, a.homeButton(d))
		}
		saved = container.NewGridWithColumns(len(bs), bs...)
	}

	var doors []fyne.CanvasObject
	for _, d := range t.doors {
		doors = append(doors, a.homeDoor(d))
	}
	body := container.NewVBox(head, under,
		container.New(&kit.AtLeast{H: kit.TapHeight}, play),
		container.New(&kit.AtLeast{H: kit.TapHeight}, saved),
		container.New(doorsLayout{}, doors...))
	bg := canvas.NewRectangle(kit.FeltDark)
	bg.CornerRadius = 14
	bg.StrokeColor = kit.BadgeColor
	bg.StrokeWidth = 1
	return container.NewStack(bg, container.NewPadded(body))
}

// homeButton makes one of Home's buttons and keeps its handle under its
// key. Any of them leaves Home: its notice has been read.
func (a *App) homeButton(d homeDoor) *widget.Button {
	b := widget.NewButtonWithIcon(d.label, d.icon, func() {
		a.notice = ""
		d.f()
	})
	a.homeButtons[d.key] = b
	return b
}

// homeDoor makes a door of a tile: an icon button a finger can hit (48 dp
// square) with its caption under it.
func (a *App) homeDoor(d homeDoor) fyne.CanvasObject {
	b := a.homeButton(homeDoor{key: d.key, icon: d.icon, f: d.f})
	cap := canvas.NewText(d.label, kit.MutedColor)
	cap.TextSize = 11
	cap.Alignment = fyne.TextAlignCenter
	var face fyne.CanvasObject = b
	if d.badge > 0 {
		badge, num := doorBadge(d.badge)
		a.homeBadges[d.key] = num
		face = container.NewStack(b, badge)
	}
	icon := container.NewCenter(container.New(&kit.AtLeast{W: 56, H: kit.TapHeight}, face))
	return container.NewVBox(icon, container.New(layout.NewCenterLayout(), cap))
}

// doorIcons are the icons of a tile's doors, the same in both games: each
// looked up when a door is made, from the app's theme (a lookup when the
// package loads would come before the app exists).
var doorIcons = struct{ online, lessons, rules, stats func() fyne.Resource }{
	online:  theme.MailSendIcon,
	lessons: theme.HelpIcon,
	rules:   theme.DocumentIcon,
	stats:   theme.InfoIcon,
}

// dailyDoor is a tile's door to its game's daily deal: a calendar while
// today's is to play, a tick under today's score once it is played.
func (a *App) dailyDoor(caption func() (string, bool), key string, f func()) homeDoor {
	label, done := caption()
	icon := theme.CalendarIcon()
	if done {
		icon = theme.ConfirmIcon()
	}
	return homeDoor{key: key, label: label, icon: icon, f: f}
}

// doorsLayout lays a tile's doors out in a row: in equal columns, each
// door centred in its own, when the widest door fits a column; else each
// at its own width with the room left shared out between them (a long
// caption, such as French "Statistiques", beside short ones).
type doorsLayout struct{}

// doorsGap is the least room between two doors.
const doorsGap = 2

func (doorsLayout) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	if len(objs) == 0 {
		return
	}
	n := float32(len(objs))
	widest, sum := float32(0), float32(0)
	for _, o := range objs {
		w := o.MinSize().Width
		widest, sum = max(widest, w), sum+w
	}
	if col := s.Width / n; col >= widest {
		for i, o := range objs {
			w := o.MinSize().Width
			o.Move(fyne.NewPos(float32(i)*col+(col-w)/2, 0))
			o.Resize(fyne.NewSize(w, s.Height))
		}
		return
	}
	gap := max(s.Width-sum, 0) / n
	x := gap / 2
	for _, o := range objs {
		w := o.MinSize().Width
		o.Move(fyne.NewPos(x, 0))
		o.Resize(fyne.NewSize(w, s.Height))
		x += w + gap
	}
}

func (doorsLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for i, o := range objs {
		m := o.MinSize()
		s.Width += m.Width
		if i > 0 {
			s.Width += doorsGap
		}
		s.Height = max(s.Height, m.Height)
	}
	return s
}
