package online

import (
	"errors"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// SettingsView is the settings' online section's controls, for tests.
type SettingsView struct {
	Address *widget.Entry
	Save    *widget.Button
	// Message says the address was saved, or what is wrong with it.
	Message *widget.Label
	// Turns and Invites are "Tell me when"'s choices: a turn-based table
	// waits for the player's move; a friend invites them. Reach says
	// what reaches the player on this device; Sent says when sending
	// the new choices with the browser's subscription failed.
	Turns, Invites *widget.Check
	Reach          *widget.Label
	Sent           *widget.Label
}

// isBrowser reports whether the app runs in a browser, where word comes
// also when the page is closed (a variable for the tests).
var isBrowser = func() bool { return fyne.CurrentDevice().IsBrowser() }

// The examples of a server address the error gives.
const (
	exampleHost = "games.example.org"
	exampleIP   = "192.168.1.20:8090"
)

// SettingsSection is the settings' online part: the server's address,
// empty for the build's own (core.DefaultAddress). A bad address is
// refused with a sentence and nothing is saved; a new one takes effect at
// the next connection.
func (a *App) SettingsSection() fyne.CanvasObject {
	v := &SettingsView{Address: widget.NewEntry(), Message: kit.Para("")}
	a.View.Settings = v
	v.Address.SetPlaceHolder(core.DefaultAddress)
	v.Address.SetText(a.prefs().Address)
	v.Message.Hide()
	save := func() {
		addr, err := a.setAddress(v.Address.Text)
		if err != nil {
			v.Message.Importance = widget.DangerImportance
			v.Message.SetText(a.T("online.settings.address.bad", map[string]any{"Host": exampleHost, "IP": exampleIP}))
		} else {
			v.Address.SetText(addr)
			v.Message.Importance = widget.SuccessImportance
			v.Message.SetText(a.T("online.settings.address.saved"))
		}
		v.Message.Show()
	}
	v.Address.OnSubmitted = func(string) { save() }
	v.Save = widget.NewButton(a.T("online.settings.address.save"), save)
	return container.NewVBox(kit.Bold(a.T("online.settings.title")),
		widget.NewLabel(a.T("online.settings.address")),
		container.NewBorder(nil, nil, nil, kit.Tall(v.Save), kit.Tall(v.Address)),
		note(a.T("online.settings.address.desc", map[string]any{"Default": core.DefaultAddress})),
		v.Message,
		a.notifyChoices(v), a.notifySection())
}

// notifyChoices is "Tell me when": the player's turn at a turn-based
// table, a friend's invitation, kept in the shared settings and, when the
// browser is subscribed, sent again to the server at each change. (A
// friend's request has no word of its own from the server: it shows on
// the Friends screen.)
func (a *App) notifyChoices(v *SettingsView) fyne.CanvasObject {
	v.Sent = note("")
	v.Sent.Importance = widget.WarningImportance
	v.Sent.Hide()
	check := func(label string, choice func(*store.Settings) *bool) *widget.Check {
		c := widget.NewCheck(label, nil)
		if a.h.Settings != nil {
			c.Checked = *choice(a.h.Settings())
		}
		c.OnChanged = func(on bool) {
			if a.h.Settings == nil {
				return
			}
			*choice(a.h.Settings()) = on
			if a.h.SaveSettings != nil {
				a.h.SaveSettings()
			}
			v.Sent.Hide()
			a.resubscribe(func(err error) {
				if err == nil || errors.Is(err, errNoPush) {
					return
				}
				a.post(func() {
					if a.View.Settings == v {
						v.Sent.SetText(a.T("online.settings.notify.unsent", map[string]any{"Why": a.T(errorID(err))}))
						v.Sent.Show()
					}
				})
			})
		}
		return c
	}
	v.Turns = check(a.T("online.settings.notify.turns"), func(s *store.Settings) *bool { return &s.NotifyTurns })
	v.Invites = check(a.T("online.settings.notify.invites"), func(s *store.Settings) *bool { return &s.NotifyInvites })
	reach := "online.settings.notify.app"
	if isBrowser() {
		reach = "online.settings.notify.browser"
	}
	v.Reach = note(a.T(reach))
	return container.NewVBox(widget.NewLabel(a.T("online.settings.notify")),
		kit.Tall(v.Turns), kit.Tall(v.Invites), v.Reach, v.Sent)
}

// setAddress keeps a server address as typed (trimmed; empty for the
// build's), once it reads as one, and drops the connection to the old
// server. It returns the address kept.
func (a *App) setAddress(typed string) (string, error) {
	o := a.prefs()
	addr := strings.TrimSpace(typed)
	if addr != "" {
		if _, err := core.ParseAddress(addr); err != nil {
			return "", err
		}
	}
	if addr == o.Address {
		return addr, nil
	}
	o.Address = addr
	if err := a.savePrefs(o); err != nil {
		return "", err
	}
	a.Close() // the next connection goes to the new server
	return addr, nil
}
