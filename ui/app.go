package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/assets"
	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/store"
	ikeui "github.com/koikoi-app/koikoi/ui/ikebana"
	"github.com/koikoi-app/koikoi/ui/kit"
	kkui "github.com/koikoi-app/koikoi/ui/koikoi"
	onui "github.com/koikoi-app/koikoi/ui/online"
	"github.com/koikoi-app/koikoi/ui/sound"
	"github.com/koikoi-app/koikoi/ui/webnotify"
)

// App is the whole app: its window, what it remembers, the language and
// the two games' screens. It holds only the shell's state: each game
// keeps its own (packages ui/koikoi and ui/ikebana).
type App struct {
	Fyne     fyne.App
	Win      fyne.Window
	Store    *store.Store
	Settings store.Settings
	L        *i18n.Localizer

	// Handles on the last built screens' controls, for tests (the
	// calculator pattern): the home screen's buttons by key and the
	// settings' language picker and sound switch.
	homeButtons      map[string]*widget.Button
	settingsLanguage *widget.Select
	settingsSound    *widget.Check
	// settingsIkebana are the switches of Ikebana's section: hints in
	// games, hints in the lessons, the full hand-over screen.
	settingsIkebana struct{ Hints, LessonHints, Handover *widget.Check }
	// Sound plays the sound effects (silent in tests unless they give it
	// an output); moment is the last game end's animation.
	Sound  *sound.Player
	moment *endMoment
	// Koikoi and Ikebana are the two games' screens (packages ui/koikoi
	// and ui/ikebana).
	Koikoi  *kkui.App
	Ikebana *ikeui.App
	// Online is the online screens (package ui/online).
	Online *onui.App

	rebuild func() fyne.CanvasObject // the current screen
	back    func()                   // where the back key goes from it (back.go)
	leave   func()                   // replaces leaving the app (tests)
	notice  string                   // a message for the home screen
	atHome  bool                     // Home is the screen shown

	// homeBadges are the counts on Home's doors, by the door's key
	// (word.go); banner is the invitation's banner shown elsewhere, with
	// its View (tests).
	homeBadges map[string]*canvas.Text
	banner     *widget.PopUp
	bannerView *widget.Button
}

// New builds the app over a, with its window, and shows the home screen
// (or the game under way, if one was saved).
func New(a fyne.App) *App {
	app := NewWithStore(a, storeFor(a))
	app.startNotifications()
	app.Sound = sound.NewPlayer(sound.NewDevice())
	app.Sound.SetEnabled(!app.Settings.Mute)
	go func() { // make the sounds now rather than at their first use
		for e := range sound.NumEffects {
			e.PCM()
		}
	}()
	return app
}

// NewWithStore is New with the given store (tests use a temporary one).
func NewWithStore(a fyne.App, s *store.Store) *App {
	app := &App{Fyne: a, Store: s}
	var err error
	if app.Settings, err = s.LoadSettings(); err != nil {
		fyne.LogError("settings unreadable, the defaults apply", err)
	}
	app.Sound = sound.NewPlayer(nil) // silent: New gives it the device
	app.Sound.SetEnabled(!app.Settings.Mute)
	app.setLanguage(app.Settings.Language)
	app.Win = a.NewWindow("Koi-Koi")
	app.Win.Resize(fyne.NewSize(412, 860))
	app.Win.SetPadded(false)
	if res := iconResource(); res != nil {
		app.Win.SetIcon(res)
	}
	app.Win.SetMaster()
	app.Koikoi = app.newKoikoi()
	app.Ikebana = app.newIkebana()
	app.Online = app.newOnline()
	app.handleKeys()
	app.watchLifecycle()
	app.ShowHome()
	// Ended by the system during a game: back to its table.
	if !app.Koikoi.Reopen() && app.Online.Held() {
		app.Online.Resume() // an online table held: back to it
	}
	app.Online.Watch() // a player with tables hears of their turns on Home
	if e2eOfferTutorial() {
		app.Koikoi.OfferTutorial()
	}
	return app
}

// storeFor returns the store in the app's storage directory, or in its
// preferences where the storage is not a file system (the web).
func storeFor(a fyne.App) *store.Store {
	root := a.Storage().RootURI()
	if root != nil && root.Scheme() == "file" && root.Path() != "" {
		return store.New(store.Dir{Path: root.Path()})
	}
	return store.New(prefsBackend{a.Preferences()})
}

// prefsBackend keeps the store's blobs in Fyne preferences.
type prefsBackend struct{ p fyne.Preferences }

func (b prefsBackend) Read(name string) ([]byte, error) {
	s := b.p.String("store." + name)
	if s == "" {
		return nil, store.ErrNotFound
	}
	return []byte(s), nil
}

func (b prefsBackend) Write(name string, data []byte) error {
	b.p.SetString("store."+name, string(data))
	return nil
}

func (b prefsBackend) Remove(name string) error {
	b.p.RemoveValue("store." + name)
	return nil
}

// Run shows the window and runs the app until it quits.
func (a *App) Run() {
	a.Win.ShowAndRun()
}

// T translates a message id.
func (a *App) T(id string, data ...map[string]any) string { return a.L.T(id, data...) }

func (a *App) setLanguage(code string) {
	if code == "" {
		code = i18n.Match(lang.SystemLocale().String())
	}
	a.L = i18n.New(code)
	webnotify.SetLanguage(a.L.Code()) // the service worker's sentences
	a.Fyne.Settings().SetTheme(kit.Theme{})
}

// SetLanguage changes the language (an empty code follows the system) and
// rebuilds the screen in it.
func (a *App) SetLanguage(code string) {
	a.Settings.Language = code
	a.setLanguage(code)
	a.saveSettings()
	a.Refresh()
}

// saveSettings writes the settings; a failure is logged (the settings
// stay in force for this run).
func (a *App) saveSettings() {
	if err := a.Store.SaveSettings(a.Settings); err != nil {
		fyne.LogError("saving the settings", err)
	}
}

// show makes build the current screen.
func (a *App) show(build func() fyne.CanvasObject) {
	a.rebuild = build
	a.back = nil // the screen sets its own while it is built
	a.atHome = false
	if a.Online != nil {
		a.Online.Covered()
	}
	a.Refresh()
}

// Refresh rebuilds the current screen from the current language and
// settings.
func (a *App) Refresh() {
	if a.rebuild == nil {
		return
	}
	bg := canvas.NewRectangle(kit.FeltColor)
	a.Win.Canvas().Unfocus() // a tapped button of the last screen must not keep the keys
	a.Win.SetContent(container.NewStack(bg, a.rebuild()))
	e2eRefresh(a)
}

// ShowHome shows the home screen. A damaged save found on the way is
// reported there.
func (a *App) ShowHome() {
	a.Koikoi.Stop()
	a.show(a.homeScreen)
	if a.Online != nil {
		a.Online.Watch()
	}
}

// header returns a screen's title bar with a back button; the back key
// goes where the back button goes.
func (a *App) header(title string, back func()) fyne.CanvasObject {
	a.onBack(back)
	return kit.Header(title, back)
}

// screen frames a titled screen with a scrolling body; back goes home.
func (a *App) screen(title string, body fyne.CanvasObject) fyne.CanvasObject {
	return a.host(a.show).Screen(title, a.ShowHome, body, nil, 0)
}

// iconResource returns the app's icon, or nil.
func iconResource() fyne.Resource {
	b := assets.IconPNG()
	if len(b) == 0 {
		return nil
	}
	return fyne.NewStaticResource("icon.png", b)
}
