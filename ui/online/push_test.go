package online

import (
	"time"

	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/i18n"

	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/node/nodetest"
	"github.com/koikoi-app/koikoi/server/push"
	"github.com/koikoi-app/koikoi/server/push/pushtest"
	"github.com/koikoi-app/koikoi/server/storage"
	"github.com/koikoi-app/koikoi/server/storage/sqlite"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// TestNotifyChoices: "Tell me when" starts with both choices on; the
// browser's subscription is sent with them; turning one off saves it in
// the settings and sends the subscription again, which the server keeps
// with the new choices; on again, and the server has it on again. The
// line under the choices says what reaches the player on this device.
func TestNotifyChoices(t *testing.T) {
	newApp(t)
	ctx := t.Context()
	svc := pushtest.New()
	t.Cleanup(svc.Close)
	keys, err := sqlite.Open(ctx, t.TempDir()+"/keys.db")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { keys.Close() })
	sender, err := push.New(ctx, keys, push.Config{Subscriber: "mailto:ops@example.org", AllowPrivate: true})
	if err != nil {
		t.Fatal(err)
	}
	srv := nodetest.New(t, hub.Config{Push: sender})
	d := newDevice(t, srv.URL(), "Ben")
	// Short waits: at the end the server is gone, and the test waits for
	// the app to give up on it.
	d.app.connectWait, d.app.askWait = 5*time.Second, 5*time.Second

	d.win.SetContent(d.app.SettingsSection())
	v := d.app.View.Settings
	if !v.Turns.Checked || !v.Invites.Checked {
		t.Fatalf("a first start: turns %v, invites %v; want both on", v.Turns.Checked, v.Invites.Checked)
	}
	if want := "On this device the app tells you while it is open, and as soon as you come back to it."; v.Reach.Text != want {
		t.Errorf("reach %q; want %q", v.Reach.Text, want)
	}
	if d.app.Subscribed() {
		t.Fatal("subscribed before the browser subscribed")
	}
	// Without a subscription a change is only saved.
	toggle(v.Invites)
	if st, err := d.store.LoadSettings(); err != nil || st.NotifyInvites || !st.NotifyTurns {
		t.Errorf("saved turns %v invites %v (%v); want on, off", st.NotifyTurns, st.NotifyInvites, err)
	}
	toggle(v.Invites)

	sub := PushSubscription{Endpoint: svc.Endpoint(), P256dh: svc.P256dh(), Auth: svc.Auth()}
	if err := d.app.Subscribe(ctx, sub); err != nil {
		t.Fatal(err)
	}
	code, err := d.app.current().FriendCode(ctx)
	if err != nil {
		t.Fatal(err)
	}
	p, err := srv.Store().PlayerByFriendCode(ctx, code)
	if err != nil {
		t.Fatal(err)
	}
	kept := func() storage.PushSubscription {
		t.Helper()
		subs, err := srv.Store().PushSubscriptions(ctx, p.ID)
		if err != nil || len(subs) != 1 || subs[0].Endpoint != sub.Endpoint {
			t.Fatalf("the server keeps %+v (%v); want the one subscription", subs, err)
		}
		return subs[0]
	}
	if k := kept(); !k.Turns || !k.Invites {
		t.Errorf("subscribed with turns %v invites %v; want both", k.Turns, k.Invites)
	}
	toggle(v.Turns)
	until(t, "the server told turns are off", func() bool { return !kept().Turns }, d)
	if k := kept(); !k.Invites {
		t.Error("turning turns off turned invites off on the server")
	}
	if st, _ := d.store.LoadSettings(); st.NotifyTurns || !st.NotifyInvites {
		t.Errorf("saved turns %v invites %v; want off, on", st.NotifyTurns, st.NotifyInvites)
	}
	toggle(v.Turns)
	until(t, "the server told turns are on", func() bool { return kept().Turns }, d)
	if v.Sent.Visible() {
		t.Errorf("a warning after a change the server took: %q", v.Sent.Text)
	}

	// The server gone, a change is saved and the player told the server
	// could not hear of it.
	srv.Stop()
	toggle(v.Invites)
	until(t, "the warning", func() bool { return v.Sent.Visible() }, d)
	if st, _ := d.store.LoadSettings(); st.NotifyInvites {
		t.Error("a change the server did not hear of was not saved")
	}

	isBrowser = func() bool { return true }
	t.Cleanup(func() { isBrowser = func() bool { return false } })
	d.win.SetContent(d.app.SettingsSection())
	if want := "In this browser the page tells you while it is open, and also when it is closed if you allow its notifications."; d.app.View.Settings.Reach.Text != want {
		t.Errorf("reach in a browser %q; want %q", d.app.View.Settings.Reach.Text, want)
	}
	if d.app.View.Settings.Invites.Checked {
		t.Error("the settings show invites on after turning them off")
	}
}

// toggle taps a check in the middle of its box, as a finger does (a tap
// in its corner misses a check made taller than its box).
func toggle(c *widget.Check) {
	test.TapAt(c, fyne.NewPos(c.MinSize().Height/2, c.Size().Height/2))
}

// TestNotifyChoicesFit: the settings' online section, with its choices,
// the line on what reaches the player (in the app and in a browser) and
// the warning of a change the server did not hear of, fits a phone in
// portrait and landscape in every language, each choice a finger's
// height.
func TestNotifyChoicesFit(t *testing.T) {
	newApp(t)
	d := newDevice(t, "", "Aki")
	t.Cleanup(func() { isBrowser = func() bool { return false } })
	children := func(w fyne.Widget) []fyne.CanvasObject { return test.WidgetRenderer(w).Objects() }
	for _, size := range []fyne.Size{{Width: 360, Height: 640}, {Width: 412, Height: 915}, {Width: 915, Height: 412}} {
		d.win.Resize(size)
		for _, lang := range i18n.Languages() {
			d.app.h.L = func() *i18n.Localizer { return i18n.New(lang.Code) }
			for _, browser := range []bool{false, true} {
				isBrowser = func() bool { return browser }
				section := d.app.SettingsSection()
				v := d.app.View.Settings
				v.Sent.SetText(d.app.T("online.settings.notify.unsent", map[string]any{"Why": d.app.T(errorID(errTimeout))}))
				v.Sent.Show()
				d.win.SetContent(d.app.screen("", section, nil, func() {}))
				for _, cut := range kit.CutTexts(d.win.Canvas(), size.Width, fyne.CurrentApp().Driver().AbsolutePositionForObject, children) {
					t.Errorf("%v %s browser %v: %s", size, lang.Code, browser, cut)
				}
				for _, c := range []*widget.Check{v.Turns, v.Invites} {
					if c.Size().Height < kit.TapHeight-0.5 {
						t.Errorf("%v %s: %q is %v high", size, lang.Code, c.Text, c.Size().Height)
					}
				}
			}
		}
	}
}
