package online

import (
	"context"
	"errors"
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// linkLen is the length of a link code (shown as two groups of four).
const linkLen = 8

// LinkView is the Link a device screen's controls, for tests.
type LinkView struct {
	// Show asks for a code; Code shows it, Expiry counts down its life.
	Show   *widget.Button
	Code   *canvas.Text
	Expiry *widget.Label
	// Entry takes another device's code; Link links with it; Error says
	// what went wrong (the code typed stays).
	Entry *widget.Entry
	Link  *widget.Button
	Error *widget.Label
	// Devices lists the linked devices, each but this one with its
	// Unlink button.
	Devices *fyne.Container
	Lines   []*widget.Label
	Unlinks []*widget.Button
	// Empty, once the list is read, says no other device is linked.
	Empty *widget.Label

	body *fyne.Container // laid out again when a part shows or hides
}

// showLink shows Link a device: this device's code for another, another's
// code for this one, and the devices linked.
func (a *App) showLink(back func()) {
	a.h.Show(func() fyne.CanvasObject { return a.linkScreen(back) })
}

func (a *App) linkScreen(back func()) fyne.CanvasObject {
	v := &LinkView{Devices: container.NewVBox()}
	a.View.Link = v
	v.Code = canvas.NewText("", kit.GoldColor)
	v.Code.TextSize = 40
	v.Code.TextStyle = fyne.TextStyle{Bold: true}
	v.Code.Alignment = fyne.TextAlignCenter
	v.Code.Hide()
	v.Expiry = note("")
	v.Expiry.Alignment = fyne.TextAlignCenter
	v.Expiry.Hide()
	v.Show = widget.NewButtonWithIcon(a.T("online.link.show"), theme.VisibilityIcon(), func() { a.linkCode(v) })
	v.Entry = widget.NewEntry()
	v.Entry.SetPlaceHolder(a.T("online.link.code"))
	v.Error = kit.Para("")
	v.Error.Importance = widget.DangerImportance
	v.Error.Hide()
	link := func() { a.link(v, back) }
	v.Entry.OnSubmitted = func(string) { link() }
	v.Link = widget.NewButton(a.T("online.link.button"), link)
	v.body = container.NewVBox(
		heading(a.T("online.link.other")), kit.Para(a.T("online.link.other.desc")), kit.Tall(v.Show),
		container.NewPadded(v.Code), v.Expiry, widget.NewSeparator(),
		heading(a.T("online.link.this")), note(a.T("online.link.this.desc")),
		kit.Tall(v.Entry), v.Error, kit.Tall(v.Link), widget.NewSeparator(),
		kit.Bold(a.T("online.link.devices")), v.Devices)
	a.listDevices(v)
	return a.screen(a.T("online.link.title"), v.body, nil, back)
}

// linkCode asks for a code and shows it, counting down its life.
func (a *App) linkCode(v *LinkView) {
	v.Show.Disable()
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), a.connectWait+a.askWait)
		defer cancel()
		var c core.LinkCode
		s, err := a.connect(ctx)
		if err == nil {
			c, err = s.LinkCode(ctx)
		}
		a.post(func() {
			defer e2eChanged()
			v.Show.Enable()
			if err != nil {
				v.Expiry.SetText(a.T(linkErrorID(err)))
				v.Expiry.Show()
				v.body.Refresh()
				return
			}
			v.Code.Text = c.Code
			v.Code.Show()
			v.Code.Refresh()
			v.Show.SetText(a.T("online.link.again"))
			a.countDown(v, c.Code, time.UnixMilli(c.Expires))
			v.body.Refresh()
		})
	}()
}

// countDown says how long the code shown lives, each second, until it
// expired (then it says so) or another code or screen took its place.
func (a *App) countDown(v *LinkView, code string, expires time.Time) {
	tick := func() bool {
		if v.Code.Text != code || fyne.CurrentApp().Driver().CanvasForObject(v.Code) == nil {
			return false
		}
		left := time.Until(expires).Round(time.Second)
		if left <= 0 {
			v.Code.Text = ""
			v.Code.Hide()
			v.Expiry.SetText(a.T("online.link.expired"))
			v.body.Refresh()
			return false
		}
		v.Expiry.SetText(a.T("online.link.expires", map[string]any{"Time": fmt.Sprintf("%d:%02d", int(left.Minutes()), int(left.Seconds())%60)}))
		v.Expiry.Show()
		return true
	}
	if !tick() {
		return
	}
	go func() {
		t := time.NewTicker(time.Second)
		defer t.Stop()
		more := make(chan bool, 1)
		for range t.C {
			a.post(func() { more <- tick() })
			if !<-more {
				return
			}
		}
	}()
}

// link makes this device the player's whose code was typed: it connects
// again as that player, who keeps their own name, and shows their
// profile. A code that cannot be one is not sent; the server's refusal
// (wrong, spent or expired; too many wrong codes) is said under the
// entry, the code kept.
func (a *App) link(v *LinkView, back func()) {
	code, ok := readCode(v.Entry.Text, linkLen)
	if !ok {
		v.Error.SetText(a.T("online.link.error.code"))
		v.Error.Show()
		v.body.Refresh()
		return
	}
	v.Error.Hide()
	a.wait(a.T("online.lobby.connecting"), func() { a.showLink(back) }, func(ctx context.Context) (func(), error) {
		secret, err := core.Link(ctx, a.prefs().Address, code)
		if err != nil {
			return func() {
				a.showLink(back)
				w := a.View.Link
				w.Entry.SetText(v.Entry.Text)
				w.Error.SetText(a.T(linkErrorID(err)))
				w.Error.Show()
				w.body.Refresh()
			}, nil
		}
		if err := a.updatePrefs(func(o *store.Online) bool {
			o.Secret, o.Name, o.Tables, o.Unfinished = secret, "", nil, 0 // the name is the player's: no rename
			return true
		}); err != nil {
			return nil, err
		}
		// This device's old identity: its connection ends, and one being
		// made in the background with it is dropped (connect), after the
		// new identity is written.
		a.Close()
		s, err := a.connect(ctx)
		if err != nil {
			return nil, err
		}
		if err := a.updatePrefs(func(o *store.Online) bool { o.Name = s.Name(); return true }); err != nil {
			return nil, err
		}
		// The player's tables, followed: the device holds them (Home
		// offers to go back to them) as the other device does.
		for _, t := range s.Welcome().Tables {
			if _, err := s.Resume(ctx, t.ID, 0); err != nil {
				fyne.LogError("online: following a linked player's table", err)
			}
		}
		return func() { a.showProfile(back) }, nil
	})
}

// linkErrorID returns the sentence of a link's error: the code's own, or
// the online screens' common ones.
func linkErrorID(err error) string {
	switch {
	case errors.Is(err, core.ErrNotFound):
		return "online.link.error.notfound"
	case errors.Is(err, core.ErrRateLimited):
		return "online.link.error.limited"
	case errors.Is(err, core.ErrBadSecret):
		return "online.link.error.secret"
	}
	return errorID(err)
}

// listDevices asks for the devices linked to the player and lists them,
// each with Unlink.
func (a *App) listDevices(v *LinkView) {
	v.Devices.Objects = []fyne.CanvasObject{note(a.T("online.board.loading"))}
	v.Devices.Refresh()
	v.Lines, v.Unlinks, v.Empty = nil, nil, nil
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), a.connectWait+a.askWait)
		defer cancel()
		var ds []core.DeviceEntry
		s, err := a.connect(ctx)
		if err == nil {
			ds, err = s.Devices(ctx)
		}
		a.post(func() {
			v.Devices.Objects = nil
			switch {
			case err != nil:
				v.Devices.Add(note(a.T(errorID(err))))
			case len(ds) == 0:
				v.Empty = note(a.T("online.link.none"))
				v.Devices.Add(v.Empty)
			}
			for _, d := range ds {
				day := map[string]any{"Day": time.UnixMilli(d.Created).Local().Format("2006-01-02")}
				if d.This { // unlinking itself would leave this device no one's
					line := kit.Para(a.T("online.link.device.this", day))
					v.Lines = append(v.Lines, line)
					v.Devices.Add(line)
					continue
				}
				line := kit.Para(a.T("online.link.device", day))
				unlink := widget.NewButtonWithIcon(a.T("online.link.unlink"), theme.ContentRemoveIcon(), nil)
				unlink.OnTapped = func() { a.unlink(v, unlink, d.ID) }
				v.Lines, v.Unlinks = append(v.Lines, line), append(v.Unlinks, unlink)
				v.Devices.Add(container.NewBorder(nil, nil, nil, kit.Tall(unlink), line))
			}
			v.Devices.Refresh()
		})
	}()
}

// unlink removes a linked device, then lists the devices again.
func (a *App) unlink(v *LinkView, b *widget.Button, id string) {
	b.Disable()
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), a.connectWait+a.askWait)
		defer cancel()
		s, err := a.connect(ctx)
		if err == nil {
			err = s.Unlink(ctx, id)
		}
		a.post(func() {
			if err != nil {
				b.Enable()
				v.Error.SetText(a.T(errorID(err)))
				v.Error.Show()
				v.body.Refresh()
				return
			}
			a.listDevices(v)
		})
	}()
}

// heading is a part's heading in bold, wrapped on a narrow phone.
func heading(s string) *widget.Label {
	l := kit.Bold(s)
	l.Wrapping = fyne.TextWrapWord
	return l
}
