package online

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// SettingsView is the settings' online section's controls, for tests.
type SettingsView struct {
	Address *widget.Entry
	Save    *widget.Button
	// Message says the address was saved, or what is wrong with it.
	Message *widget.Label
}

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
		v.Message, a.notifySection())
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
