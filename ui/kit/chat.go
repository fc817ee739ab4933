package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// ChatMenu is an online table's button of predefined messages: a tap
// opens a small menu of them under the button; choosing one calls onPick
// with its index. There is no free text.
//
// It is a widget holding its button, not a button embedded in a struct:
// the canvas then holds the very button that is tapped, so the menu finds
// the button's place (an embedded button is not in the canvas's tree,
// and the menu opened at the window's top left corner, over the table's
// Home button).
type ChatMenu struct {
	widget.BaseWidget
	// Button opens the menu; Menu is its last opening, for tests.
	Button *widget.Button
	Menu   *widget.PopUpMenu
}

var _ fyne.Widget = (*ChatMenu)(nil)

// NewChatMenu returns the button, labelled label, offering texts in the
// window's canvas c.
func NewChatMenu(label string, texts []string, c fyne.Canvas, onPick func(int)) *ChatMenu {
	m := &ChatMenu{}
	m.Button = widget.NewButtonWithIcon(label, theme.MailComposeIcon(), nil)
	m.Button.OnTapped = func() {
		var items []*fyne.MenuItem
		for i, t := range texts {
			items = append(items, fyne.NewMenuItem(t, func() { onPick(i) }))
		}
		m.Menu = widget.NewPopUpMenu(fyne.NewMenu("", items...), c)
		// Under the button, against the window's right edge: the bar is at
		// the top of the table, the button at its end.
		pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(m.Button)
		x := min(pos.X, c.Size().Width-m.Menu.MinSize().Width)
		m.Menu.ShowAtPosition(fyne.NewPos(max(x, 0), pos.Y+m.Button.Size().Height))
	}
	m.ExtendBaseWidget(m)
	return m
}

// CreateRenderer draws the button.
func (m *ChatMenu) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(m.Button)
}
