package online

import (
	"context"
	"strings"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// maxName is the longest display name, in characters: the server's limit
// (server/hub.MaxName).
const maxName = 24

// checkName returns a display name trimmed, or the message id of the one
// sentence that says what is wrong with it: empty, too long, or holding a
// control or invisible character (the server's rules).
func checkName(s string) (string, string) {
	s = strings.TrimSpace(s)
	switch {
	case s == "":
		return "", "online.name.empty"
	case utf8.RuneCountInString(s) > maxName:
		return "", "online.name.long"
	}
	for _, r := range s {
		if unicode.IsControl(r) || unicode.Is(unicode.Cf, r) || r == utf8.RuneError {
			return "", "online.name.control"
		}
	}
	return s, ""
}

// NameView is the name screen's controls, for tests.
type NameView struct {
	Entry *widget.Entry
	OK    *widget.Button
	Error *widget.Label
}

// showName asks for the display name, then calls next; back leaves. A
// rename of a player already known to the server goes to it first.
func (a *App) showName(back, next func()) {
	a.h.Show(func() fyne.CanvasObject {
		v := &NameView{Entry: widget.NewEntry(), Error: kit.Para("")}
		a.View.Name = v
		v.Entry.SetPlaceHolder(a.T("online.name.title"))
		v.Entry.SetText(a.prefs().Name)
		v.Error.Importance = widget.DangerImportance
		v.Error.Hide()
		submit := func() {
			name, bad := checkName(v.Entry.Text)
			if bad != "" {
				v.Error.SetText(a.T(bad, map[string]any{"Max": maxName}))
				v.Error.Show()
				return
			}
			v.Error.Hide()
			a.setName(name, back, next)
		}
		v.Entry.OnSubmitted = func(string) { submit() }
		v.Entry.OnChanged = func(string) { v.Error.Hide() } // the sentence was about the name before

		v.OK = widget.NewButton(a.T("online.name.ok"), submit)
		v.OK.Importance = widget.HighImportance
		body := container.NewVBox(kit.Para(a.T("online.name.intro")), kit.Tall(v.Entry), v.Error)
		return a.screen(a.T("online.name.title"), body, kit.Tall(v.OK), back)
	})
}

// setName keeps the name on the device and, once connected, on the
// server, then calls next.
func (a *App) setName(name string, back, next func()) {
	o := a.prefs()
	if o.Name == name {
		next()
		return
	}
	old := o.Name
	o.Name = name
	if err := a.savePrefs(o); err != nil {
		a.showError(err, back)
		return
	}
	if a.current() == nil || old == "" {
		next() // the first hello says it
		return
	}
	a.ask(a.T("online.lobby.connecting"), back, func(ctx context.Context, s *core.Session) (func(), error) {
		if err := s.Rename(ctx, name); err != nil {
			return nil, err
		}
		return next, nil
	})
}
