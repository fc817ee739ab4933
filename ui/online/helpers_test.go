package online

import (
	"os"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/i18n"
	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/node/nodetest"
	"github.com/koikoi-app/koikoi/store"
	ikeui "github.com/koikoi-app/koikoi/ui/ikebana"
	"github.com/koikoi-app/koikoi/ui/kit"
	kkui "github.com/koikoi-app/koikoi/ui/koikoi"
	"github.com/koikoi-app/koikoi/ui/uitest"
)

// testServer starts a game server node in the test's process: computers
// move at once, a quick match offers computers after quickWait.
func testServer(t *testing.T, quickWait time.Duration) string {
	t.Helper()
	return nodetest.Start(t, hub.Config{QuickWait: quickWait})
}

// device is one phone with the app's online screens: its own store (its
// own identity), its own window, and the host's answers as the test sees
// them. Work posted to the UI goroutine waits in a queue that until runs
// on the test's goroutine.
type device struct {
	t        *testing.T
	app      *App
	kk       *kkui.App // the games' screens, whose forms Create a table shows
	ike      *ikeui.App
	win      fyne.Window
	store    *store.Store
	queue    chan func()
	back     func()
	home     bool // Home was shown
	settings bool // the settings were shown
	played   *core.Table
	// play is what the host's Play answers (false: the game's table cannot
	// play online).
	play bool
}

// newDevice makes a device playing on server addr as name ("" for a
// player who has not chosen one yet).
func newDevice(t *testing.T, addr, name string) *device {
	t.Helper()
	// The store's folder is removed after the app is closed, and without
	// failing: a save the connection's goroutine began as the test ended
	// may still be writing (t.TempDir fails on "directory not empty").
	dir, err := os.MkdirTemp("", "koikoi-online-test-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	d := &device{t: t, store: store.New(store.Dir{Path: dir}), queue: make(chan func(), 1024), play: true}
	if err := d.store.SaveOnline(store.Online{Address: addr, Name: name}); err != nil {
		t.Fatal(err)
	}
	d.win = test.NewWindow(nil)
	d.win.Resize(fyne.NewSize(412, 860))
	t.Cleanup(d.win.Close)
	settings := store.DefaultSettings()
	l := func() *i18n.Localizer { return i18n.New("en") }
	d.kk = kkui.New(kkui.Host{Host: kit.Host{L: l}, Store: d.store, Settings: func() *store.Settings { return &settings }})
	d.ike = ikeui.New(ikeui.Host{Host: kit.Host{L: l}, Store: d.store, Settings: func() *store.Settings { return &settings }})
	d.app = New(Host{
		Host: kit.Host{
			Win: d.win, L: l,
			Show: func(build func() fyne.CanvasObject) {
				d.home = false
				d.app.View = Views{} // the handles of the screen shown only
				d.win.SetContent(build())
			},
			Back:         func(f func()) { d.back = f },
			Home:         func(string) { d.home = true },
			ShowSettings: func(back func()) { d.settings = true },
		},
		Clipboard: fyne.CurrentApp().Clipboard(), Store: d.store,
		Settings:     func() *store.Settings { return &settings },
		SaveSettings: func() { d.store.SaveSettings(settings) },
		Games:        map[string]Game{Koikoi: d.kk, Ikebana: d.ike},
		Play: func(tb *core.Table) bool {
			if d.play {
				d.played = tb
			}
			return d.play
		},
	})
	d.app.Post = func(f func()) { d.queue <- f }
	// Waits long enough for a machine so busy that an answer takes many
	// seconds (the app's own are 15 s): the tests wait for answers, not
	// for waits to run out; a test that does sets its device's shorter.
	d.app.connectWait, d.app.askWait = time.Minute, time.Minute
	t.Cleanup(d.app.Close)
	return d
}

// newApp starts the Fyne test app.
func newApp(t *testing.T) {
	t.Helper()
	uitest.NewTempApp(t).Settings().SetTheme(kit.Theme{})
}

// until runs the work posted to the devices' UI goroutines until cond
// holds, and fails after 2 minutes (a safeguard: a loaded machine is slow,
// and the condition, not the time, is what the tests wait for).
func until(t *testing.T, what string, cond func() bool, ds ...*device) {
	t.Helper()
	deadline := time.After(2 * time.Minute)
	for !cond() {
		ran := false
		for _, d := range ds {
			select {
			case f := <-d.queue:
				f()
				ran = true
			default:
			}
		}
		if ran {
			continue
		}
		select {
		case <-deadline:
			t.Fatalf("waited 2 minutes for %s", what)
		case <-time.After(10 * time.Millisecond):
		}
	}
}

// tap taps a button, failing when it is hidden or disabled.
func tap(t *testing.T, b *widget.Button) {
	t.Helper()
	if b == nil || !b.Visible() || b.Disabled() {
		t.Fatalf("button %v cannot be tapped", b)
	}
	test.Tap(b)
}

// errorText returns the sentence of the error screen shown, or "".
func (d *device) errorText() string {
	if v := d.app.View.Error; v != nil {
		return v.Message.Text
	}
	return ""
}
