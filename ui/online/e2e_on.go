//go:build e2e

package online

// Hooks for the browser end-to-end test (e2e/online.test.mjs), compiled
// only with the e2e build tag (make e2e), like the shell's (ui/e2e_on.go,
// which prints what E2ELayout describes). They also point the build at the
// test's own server: the page's "server" query parameter (kit.E2EParam)
// replaces core.DefaultAddress.

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/ui/kit"
)

func init() {
	if s := kit.E2EParam("server"); s != "" {
		core.DefaultAddress = s
	}
}

// E2EChanged, set by the shell's hooks, describes the screen again after
// it changed in place (a profile read, a link code shown): the shell
// describes a screen when it is shown.
var E2EChanged func()

// e2eChanged describes the screen again after a change in place.
func e2eChanged() {
	if E2EChanged != nil {
		E2EChanged()
	}
}

// E2ELayout describes the online screen on show for the browser test: its
// name ("online.name", "online.lobby", "online.create", "online.busy",
// "online.room", "online.error", "online.profile", "online.link",
// "online.friends", "online.settings": the settings' notifications in
// a browser), the places of the controls a test taps
// and what the screen says; screen is "" when no online screen is on show.
func (a *App) E2ELayout() (screen string, buttons map[string]kit.E2ERect, fields []any) {
	buttons = map[string]kit.E2ERect{}
	put := func(key string, o fyne.CanvasObject) bool {
		if o == nil {
			return false
		}
		r, ok := kit.E2ERectOf(o)
		if ok {
			buttons[key] = r
		}
		return ok
	}
	v := a.View
	switch {
	case v.Error != nil && put("online.error.back", v.Error.Back):
		return "online.error", buttons, []any{"message", v.Error.Message.Text}
	case v.Busy != nil && put("online.busy.cancel", v.Busy.Cancel):
		return "online.busy", buttons, []any{"message", v.Busy.Message.Text}
	case v.Room != nil && put("online.room.leave", v.Room.Leave):
		r := v.Room
		code := ""
		if r.Code != nil {
			code = r.Code.Text
		}
		if r.Start != nil {
			put("online.room.start", r.Start)
		}
		invited := ""
		if iv := v.Inviting; iv != nil {
			put("online.room.invitefriend", iv.Open)
			for i, b := range iv.Invites {
				put(fmt.Sprintf("online.room.invite.%d", i), b)
			}
			if iv.Message.Visible() {
				invited = iv.Message.Text
			}
		}
		return "online.room", buttons, []any{"code", code, "seats", labels(r.Lines), "invited", invited}
	case v.Create != nil && put("online.create.create", v.Create.Create):
		for name, g := range v.Create.Form.Choices {
			radioOptions(buttons, "online.create."+name+".", g)
		}
		radioOptions(buttons, "online.create.pace.", v.Create.Pace)
		return "online.create", buttons, nil
	case v.Link != nil && put("online.link.show", v.Link.Show):
		l := v.Link
		put("online.link.entry", l.Entry)
		put("online.link.link", l.Link)
		code := ""
		if l.Code.Visible() {
			code = l.Code.Text
		}
		errText := ""
		if l.Error.Visible() {
			errText = l.Error.Text
		}
		return "online.link", buttons, []any{"code", code, "error", errText}
	case v.Profile != nil && put("online.profile.devices", v.Profile.Devices):
		p := v.Profile
		ratings := map[string]string{}
		for pool, l := range p.Ratings {
			ratings[pool] = l.Text
		}
		return "online.profile", buttons, []any{"name", a.prefs().Name, "loaded", !p.Message.Visible(), "ratings", ratings,
			"last", labels(p.Last)}
	case v.Notify != nil && put("online.notify.on", v.Notify.On):
		msg := ""
		if v.Notify.Message.Visible() {
			msg = v.Notify.Message.Text
		}
		return "online.settings", buttons, []any{"notify", v.Notify.On.Checked, "message", msg}
	case v.Friends != nil && put("online.friends.add", v.Friends.Add):
		f := v.Friends
		put("online.friends.entry", f.Entry)
		msg := ""
		if f.Message.Visible() {
			msg = f.Message.Text
		}
		return "online.friends", buttons, []any{"code", f.Code.Text, "lines", labels(f.Lines), "message", msg}
	case v.Lobby != nil && put("online.lobby.create", v.Lobby.Create):
		l := v.Lobby
		put("online.lobby.code", l.Code)
		put("online.lobby.join", l.Join)
		put("online.lobby.quick", l.Quick)
		put("online.lobby.profile", l.Profile)
		put("online.lobby.friends", l.Friends)
		var invites []string
		if iv := v.Invites; iv != nil {
			invites = labels(iv.Lines)
			for i, b := range iv.Accepts {
				put(fmt.Sprintf("online.lobby.invite.accept.%d", i), b)
			}
		}
		return "online.lobby", buttons, []any{"name", a.prefs().Name, "invites", invites}
	case v.Name != nil && put("online.name.ok", v.Name.OK):
		put("online.name.entry", v.Name.Entry)
		return "online.name", buttons, []any{"name", v.Name.Entry.Text}
	}
	return "", nil, nil
}

// labels returns the labels' texts.
func labels(ls []*widget.Label) []string {
	out := []string{}
	for _, l := range ls {
		out = append(out, l.Text)
	}
	return out
}

// radioOptions puts the place of each option of a radio group under
// prefix and the option's text: Fyne lays a group's options out in equal
// cells over its minimum size, in a row or a column.
func radioOptions(buttons map[string]kit.E2ERect, prefix string, g *widget.RadioGroup) {
	r, ok := kit.E2ERectOf(g)
	if !ok || len(g.Options) == 0 {
		return
	}
	min := g.MinSize()
	n := float32(len(g.Options))
	for i, o := range g.Options {
		cell := kit.E2ERect{X: r.X, Y: r.Y + float32(i)*min.Height/n, W: min.Width, H: min.Height / n}
		if g.Horizontal {
			cell = kit.E2ERect{X: r.X + float32(i)*min.Width/n, Y: r.Y, W: min.Width / n, H: min.Height}
		}
		buttons[prefix+o] = cell
	}
}
