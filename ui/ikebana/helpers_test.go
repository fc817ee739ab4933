package ikebana

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// testShell stands in for the app's shell: it shows the screens in a test
// window and remembers where back goes and what Home was told.
type testShell struct {
	win      fyne.Window
	store    *store.Store
	settings store.Settings
	lang     string
	build    func() fyne.CanvasObject
	back     func()
	notice   string
	homes    int
}

// newTestApp returns the Ikebana screens over a test shell at 360×640,
// in English, animations off, the computer moving at once.
func newTestApp(t testing.TB, dir string) (*App, *testShell) {
	t.Helper()
	test.NewTempApp(t)
	sh := &testShell{store: store.New(store.Dir{Path: dir}), lang: "en"}
	sh.settings, _ = sh.store.LoadSettings()
	sh.settings.Animation = store.AnimOff
	sh.settings.IkebanaPrefs.Hints = false
	sh.win = test.NewWindow(nil)
	sh.win.Resize(fyne.NewSize(360, 640))
	t.Cleanup(sh.win.Close)
	a := New(Host{
		Host: kit.Host{
			Win: sh.win,
			L:   func() *i18n.Localizer { return i18n.New(sh.lang) },
			Show: func(b func() fyne.CanvasObject) {
				sh.build, sh.back = b, nil
				sh.win.SetContent(b())
			},
			Back: func(f func()) { sh.back = f },
			Home: func(n string) {
				sh.notice, sh.build, sh.back = n, nil, nil
				sh.homes++
				sh.win.SetContent(widget.NewLabel("home"))
			},
		},
		Store:        sh.store,
		Settings:     func() *store.Settings { return &sh.settings },
		SaveSettings: func() { sh.store.SaveSettings(sh.settings) },
	})
	a.Sync = true
	a.Level = "easy"
	return a, sh
}

// fitSizes are the windows the fit tests try: a small and a large phone,
// the large one on its side, and a tablet.
var fitSizes = []fyne.Size{{Width: 360, Height: 640}, {Width: 412, Height: 915}, {Width: 915, Height: 412}, {Width: 768, Height: 1024}}

// eachFitWindow runs f in every language at every fit size, on a new app
// whose unpadded window has that size; name says which ("fr 360x640").
func eachFitWindow(t *testing.T, f func(name string, sz fyne.Size, a *App, sh *testShell)) {
	t.Helper()
	for _, lang := range i18n.Languages() {
		for _, sz := range fitSizes {
			a, sh := newTestApp(t, t.TempDir())
			sh.lang = lang.Code
			sh.win.SetPadded(false)
			sh.win.Resize(sz)
			f(fmt.Sprintf("%s %vx%v", lang.Code, sz.Width, sz.Height), sz, a, sh)
		}
	}
}

// startTable starts a game of n florists dealt from seed, seat first to
// play first and the computers at level, and returns its table and match.
func startTable(t testing.TB, a *App, n int, seed uint64, first ikebana.Seat, level string) (*tableScreen, *Match) {
	t.Helper()
	g, err := ikebana.NewGame(ikebana.WithPlayers(n), ikebana.WithSeed(seed), ikebana.WithFirstPlayer(first))
	if err != nil {
		t.Fatal(err)
	}
	if err := a.StartGame(g, level); err != nil {
		t.Fatal(err)
	}
	return a.Table(), a.Match()
}
