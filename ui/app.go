package ui

import (
	"errors"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/store"
	ikeui "github.com/koikoi-app/koikoi/ui/ikebana"
	"github.com/koikoi-app/koikoi/ui/sound"
)

// App is the whole app: its window, what it remembers, the language and
// the game under way.
type App struct {
	Fyne     fyne.App
	Win      fyne.Window
	Store    *store.Store
	Settings store.Settings
	Stats    store.Stats
	L        *i18n.Localizer

	// NewPlayer makes a computer player (ai.New); Advise gives the
	// computer's advice (ai.Advise). Tests may replace them.
	NewPlayer func(level string, seed uint64) (Player, error)
	Advise    func(obs *koikoi.Observation) Advice
	// Sync makes the computer move at once, without a goroutine (tests).
	Sync bool
	// Post, when set, replaces fyne.Do for the computer's moves (tests).
	Post func(func())

	// Handles on the last built screens' controls, for tests (the
	// calculator pattern): the home screen's buttons by key, the new-game
	// Start button and the settings' language picker.
	HomeButtons      map[string]*widget.Button
	NewGameStart     *widget.Button
	NewGamePresets   map[string]*PresetChoice  // the preset picker's choices by preset name
	NewGameOptions   map[string]*widget.Select // the options' pickers by option name
	RefButton        *widget.Button            // the table's button to the reference sheets
	SettingsLanguage *widget.Select
	SettingsSound    *widget.Check
	// SettingsIkebana are the switches of Ikebana's section: hints in
	// games, hints in the lessons, the full hand-over screen.
	SettingsIkebana struct{ Hints, LessonHints, Handover *widget.Check }
	// Result is the round result last shown.
	Result *RoundResultView
	// Sound plays the sound effects (silent in tests unless they give it
	// an output); Moment is the last game end's animation.
	Sound  *sound.Player
	Moment *endMoment
	// Ikebana is the second game's screens (package ui/ikebana).
	Ikebana *ikeui.App

	ctrl      *Controller
	table     *tableScreen
	tut       *tutorialState           // the tutorial's progress and open lesson
	ref       *reference               // the reference sheets on show
	rebuild   func() fyne.CanvasObject // the current screen
	back      func()                   // where the back key goes from it (back.go)
	leave     func()                   // replaces leaving the app (tests)
	lastCue   string                   // the moment the last cue sounded for (cue)
	endPlayed *Controller              // the game whose end moment was shown
	notice    string                   // a message for the home screen
}

// Advice is the computer's advice on the viewer's decision.
type Advice struct {
	Move       koikoi.Move
	WinProb    float64
	HasWinProb bool
	Reason     string
	// Why is package ai's tag for the reason ("capture-bright", "block"...);
	// App.withWhy says it in a sentence.
	Why string
}

// New builds the app over a, with its window, and shows the home screen
// (or the game under way, if one was saved).
func New(a fyne.App) *App {
	app := NewWithStore(a, storeFor(a))
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
	app.Settings, _ = s.LoadSettings()
	app.Stats, _ = s.LoadStats()
	app.Sound = sound.NewPlayer(nil) // silent: New gives it the device
	app.Sound.SetEnabled(!app.Settings.Mute)
	app.setLanguage(app.Settings.Language)
	app.NewPlayer = defaultPlayer
	app.Advise = defaultAdvise
	app.Win = a.NewWindow("Koi-Koi")
	app.Win.Resize(fyne.NewSize(412, 860))
	app.Win.SetPadded(false)
	if res := iconResource(); res != nil {
		app.Win.SetIcon(res)
	}
	app.Win.SetMaster()
	app.Ikebana = app.newIkebana()
	app.handleKeys()
	app.watchLifecycle()
	app.ShowHome()
	if e2eOfferTutorial() {
		app.offerTutorial()
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
	a.Fyne.Settings().SetTheme(tableTheme{})
}

// SetLanguage changes the language (an empty code follows the system) and
// rebuilds the screen in it.
func (a *App) SetLanguage(code string) {
	a.Settings.Language = code
	a.setLanguage(code)
	a.saveSettings()
	a.Refresh()
}

func (a *App) saveSettings() {
	a.Store.SaveSettings(a.Settings)
}

// show makes build the current screen.
func (a *App) show(build func() fyne.CanvasObject) {
	a.rebuild = build
	a.back = nil // the screen sets its own while it is built
	a.Refresh()
}

// Refresh rebuilds the current screen from the current language and
// settings.
func (a *App) Refresh() {
	if a.rebuild == nil {
		return
	}
	bg := canvas.NewRectangle(feltColor)
	a.Win.Canvas().Unfocus() // a tapped button of the last screen must not keep the keys
	a.Win.SetContent(container.NewStack(bg, a.rebuild()))
	e2eRefresh(a)
}

// animDelay returns a pause of the current animation speed: base at
// normal speed, none when animations are off.
func (a *App) animDelay(base time.Duration) time.Duration {
	switch a.Settings.Animation {
	case store.AnimOff:
		return 0
	case store.AnimFast:
		return base / 2
	case store.AnimSlow:
		return base * 2
	}
	return base
}

// ShowHome shows the home screen. A damaged save found on the way is
// reported there.
func (a *App) ShowHome() {
	a.leaveTable()
	a.show(a.homeScreen)
}

// Continue resumes the saved game. It returns false (and shows the home
// screen with a message) when the save cannot be read.
func (a *App) Continue() bool {
	sv, g, err := a.Store.LoadGame()
	if err != nil {
		a.notice = a.saveErrorText(err)
		a.ShowHome()
		return false
	}
	if g == nil {
		return false
	}
	a.startGame(g, *sv)
	return true
}

func (a *App) saveErrorText(err error) string {
	if errors.Is(err, store.ErrVersion) {
		return a.T("ui.save.version")
	}
	return a.T("ui.save.corrupt")
}

// StartNewGame starts a game with the given choices.
func (a *App) StartNewGame(ng store.NewGame, seed uint64) error {
	seed = e2eSeed(seed)
	r, err := koikoi.Preset(ng.Preset)
	if err != nil {
		return err
	}
	for k, v := range ng.Options {
		if err := r.Set(k, v); err != nil {
			return err
		}
	}
	g, err := koikoi.NewGame(koikoi.WithRules(r), koikoi.WithSeed(seed))
	if err != nil {
		return err
	}
	a.Settings.NewGame = ng
	a.saveSettings()
	sv := store.Save{Mode: ng.Mode, Level: ng.Level, AISeed: seed ^ 0x9e3779b97f4a7c15}
	a.startGame(g, sv)
	return nil
}

// StartGame shows the table for game g (tests use stacked decks).
func (a *App) StartGame(g *koikoi.Game, sv store.Save) { a.startGame(g, sv) }

func (a *App) startGame(g *koikoi.Game, sv store.Save) {
	a.leaveTable()
	var players [2]Player
	if sv.Mode != store.ModePass {
		sv.Mode = store.ModeComputer
		p, err := a.NewPlayer(sv.Level, sv.AISeed)
		if err != nil {
			p, _ = a.NewPlayer("normal", sv.AISeed)
		}
		players[1] = p
	}
	c := NewController(g, sv, players)
	c.Store = a.Store
	c.Stats = &a.Stats
	c.Sync = a.Sync
	c.Post = a.Post
	c.Delay = func() time.Duration { return a.animDelay(700 * time.Millisecond) }
	c.OnSaveError = func(err error) {
		if a.table != nil {
			a.table.flash = a.T("ui.save.failed")
		}
	}
	a.ctrl = c
	a.table = newTableScreen(a, c)
	c.OnChange = func() {
		if a.table != nil && a.ctrl == c {
			a.table.update()
		}
	}
	a.show(a.table.build)
	c.Start()
}

// Controller returns the game under way, or nil.
func (a *App) Controller() *Controller { return a.ctrl }

// Table returns the table screen of the game under way, or nil.
func (a *App) Table() *tableScreen { return a.table }

func (a *App) leaveTable() {
	if a.ctrl != nil {
		a.ctrl.Stop()
		a.ctrl.OnChange = nil
	}
	a.ctrl, a.table = nil, nil
}

// header returns a screen's title bar with a back button to home.
// The back key goes where the back button goes.
func (a *App) header(title string, back func()) fyne.CanvasObject {
	a.onBack(back)
	b := widget.NewButtonWithIcon("", backIcon(), back)
	t := canvas.NewText(title, creamColor)
	t.TextSize = 20
	t.TextStyle.Bold = true
	return container.NewBorder(nil, nil, container.NewGridWrap(fyne.NewSize(48, 48), b), nil,
		container.NewHBox(layout.NewSpacer(), t, layout.NewSpacer(), layout.NewSpacer()))
}

// screen frames a titled screen with a scrolling body.
func (a *App) screen(title string, body fyne.CanvasObject) fyne.CanvasObject {
	return container.NewBorder(
		container.NewPadded(a.header(title, a.ShowHome)), nil, nil, nil,
		container.NewVScroll(container.NewPadded(body)))
}
