package koikoi

import (
	"errors"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/advice"
	"github.com/koikoi-app/koikoi/engine/koikoi/review"
	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/dailies"
	"github.com/koikoi-app/koikoi/ui/kit"
	"github.com/koikoi-app/koikoi/ui/sound"
)

// Host is what the shell lends the Koi-Koi screens: what it lends every
// part of the app (kit.Host), the store and the shared settings, and the
// sound.
type Host struct {
	kit.Host
	Store *store.Store
	// Settings returns the shared settings; SaveSettings writes them.
	Settings     func() *store.Settings
	SaveSettings func()
	// Play plays a sound effect (the shell's sound setting decides).
	Play func(sound.Effect)
}

// App is the Koi-Koi side of the app: its screens, the game under way,
// the tutorial's progress and the statistics.
type App struct {
	h Host
	// Stats are the player's Koi-Koi statistics, counted by the
	// match and shown by the statistics screen.
	Stats store.KoikoiStats

	// newPlayer, when set, makes the computer player instead of package
	// ai; advise gives the hint with its checked reasons (advice.Advise).
	// Tests replace them.
	newPlayer func(level string) (Player, error)
	advise    func(obs *koikoi.Observation) advice.Advice
	// Sync makes the computer move at once, without a goroutine (tests,
	// the screenshots).
	Sync bool
	// ResultWait, when set, replaces the 10 s an online round's result
	// stays before the next round shows by itself (tests).
	ResultWait time.Duration
	// Post, when set, replaces fyne.Do for the computer's moves and an
	// online table's news (tests).
	Post func(func())

	// TableRules is the rules of the last form of a new online table
	// (TableForm), for tests.
	TableRules *RulesForm

	// Handles on the last built screens' controls, for tests (the
	// calculator pattern): the new-game Start button, its presets and
	// options, and the table's button to the reference sheets.
	newGameStart *widget.Button
	newGameRules *RulesForm     // the New game screen's rules
	refButton    *widget.Button // the table's button to the reference sheets
	// result is the round result last shown.
	result *RoundResultView
	// ask is the new game screen's question before a game under way
	// is abandoned.
	ask AbandonView

	match     *Match
	table     *tableScreen
	tut       *tutorialState // the tutorial's progress and open lesson
	ref       *reference     // the reference sheets on show
	lastCue   string         // the moment the last cue sounded for (cue)
	endPlayed *Match         // the game whose end moment was shown
	replay    *ReplayView    // the replay last opened
	// lastGameButtons open the statistics' last games, newest first;
	// pasteButton opens the paste screen, paste is that screen and pasted
	// the text it holds.
	lastGameButtons []*widget.Button
	pasteButton     *widget.Button
	paste           *PasteView
	pasted          string

	// Now, when set, replaces the clock that says which day's daily is on
	// offer (tests).
	Now func() time.Time
	// daily and dailyHistory are the daily's screens last built.
	daily        *DailyView
	dailyHistory *DailyHistoryView
	// sends sends the dailies to the online table (daily_online.go).
	sends *dailies.Sender

	// ReviewOptions are passed to every review (tests give a small
	// budget); none: the engine's defaults, the hard level's search.
	ReviewOptions []review.Option
}

// New returns the Koi-Koi screens over the shell's host.
func New(h Host) *App {
	a := &App{h: h, advise: defaultAdvise}
	var err error
	if a.Stats, err = h.Store.LoadKoikoiStats(); err != nil {
		fyne.LogError("koikoi: statistics unreadable, they start afresh", err)
	}
	a.h.Show = func(build func() fyne.CanvasObject) {
		h.Show(build)
		e2eRefresh(a) // the browser test learns the new screen
	}
	return a
}

// T translates a message id.
func (a *App) T(id string, data ...map[string]any) string { return a.h.L().T(id, data...) }

func (a *App) l() *i18n.Localizer { return a.h.L() }

func (a *App) settings() *store.Settings { return a.h.Settings() }

// HasSave reports whether a saved Koi-Koi game exists.
func (a *App) HasSave() bool { return a.h.Store.HasKoikoi() }

// ContinueLabel is Home's Continue button for the saved game: the round
// and the score ("Continue: round 3/6, 12–5"), or plain "Continue" when
// the save cannot be read.
func (a *App) ContinueLabel() string {
	_, g, err := a.h.Store.LoadKoikoi()
	if err != nil || g == nil {
		return a.T("ui.home.continue")
	}
	obs := g.State().Observe(0)
	return a.T("ui.home.continue.summary", M{"Continue": a.T("ui.home.continue"),
		"Round": a.l().Number(obs.Round), "Rounds": a.l().Number(obs.Rounds),
		"Me": a.l().Number(obs.ScoreSelf), "Opp": a.l().Number(obs.ScoreOpp)})
}

// home shows the shell's home screen.
func (a *App) home() { a.h.Home("") }

// animDelay returns a pause of the current animation speed: base at
// normal speed, none when animations are off.
func (a *App) animDelay(base time.Duration) time.Duration {
	switch a.settings().Animation {
	case store.AnimOff:
		return 0
	case store.AnimFast:
		return base / 2
	case store.AnimSlow:
		return base * 2
	}
	return base
}

// Continue resumes the saved game. It returns false (and shows the home
// screen with a message) when the save cannot be read.
func (a *App) Continue() bool {
	sv, g, err := a.h.Store.LoadKoikoi()
	if err != nil {
		a.h.Home(a.saveErrorText(err))
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

// startNewGame starts a game with the given choices.
func (a *App) startNewGame(ng store.KoikoiNewGame, seed uint64) error {
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
	a.settings().Koikoi = ng
	a.h.SaveSettings()
	sv := store.KoikoiSave{Mode: ng.Mode, Level: ng.Level, AISeed: seed ^ 0x9e3779b97f4a7c15}
	a.startGame(g, sv)
	return nil
}

// StartGame shows the table for game g (tests use stacked decks).
func (a *App) StartGame(g *koikoi.Game, sv store.KoikoiSave) { a.startGame(g, sv) }

func (a *App) startGame(g *koikoi.Game, sv store.KoikoiSave) {
	a.Stop()
	sv.AtTable = true // saved from now on as on show
	m := newMatch(g, sv)
	m.Store = a.h.Store
	m.Stats = &a.Stats
	m.DailyPending = a.hasIdentity
	m.Sync = a.Sync
	m.Post = a.Post
	m.newPlayer = a.newPlayer
	m.Delay = func() time.Duration { return a.animDelay(700 * time.Millisecond) }
	m.OnSaveError = func(err error) {
		fyne.LogError("koikoi: saving the game", err)
		if a.table != nil {
			a.table.flash = a.T("ui.save.failed")
		}
	}
	if err := m.open(); err != nil {
		fyne.LogError("koikoi: starting the game", err)
		a.h.Home(a.T("ui.error.generic"))
		return
	}
	a.match = m
	a.table = newTableScreen(a, m)
	m.Restore = a.restoreTable
	m.OnChange = func() {
		if a.table != nil && a.match == m {
			a.table.update()
		}
	}
	a.h.Show(a.table.build)
	m.start()
}

// Match returns the game under way, or nil.
func (a *App) Match() *Match { return a.match }

// Table returns the table screen of the game under way, or nil.
func (a *App) Table() *tableScreen { return a.table }

// Save saves the game under way, if any (the app leaves the foreground).
func (a *App) Save() {
	if a.match != nil {
		a.match.save()
	}
}

// Leave saves the game under way, stops it (the computer's move under
// way is dropped) and shows Home: the back key from the table.
func (a *App) Leave() {
	if on := a.onlineMatch(); on != nil {
		on.Back() // it asks first: the seat is held, then a computer's
		return
	}
	if a.match != nil {
		a.match.Save.AtTable = false // Home reopens on Home
	}
	a.Save()
	a.Stop()
	a.home()
}

// Reopen shows the saved game's table when the app was ended during it
// (the save says it was on show), and reports whether it did.
func (a *App) Reopen() bool {
	for _, load := range []func() (*store.KoikoiSave, *koikoi.Game, error){a.h.Store.LoadKoikoi, a.h.Store.LoadKoikoiDaily} {
		sv, g, err := load()
		if err != nil || g == nil || !sv.AtTable || g.State().Phase() == koikoi.PhaseGameOver {
			continue
		}
		a.startGame(g, *sv)
		return true
	}
	return false
}

// clearSave deletes the save of a finished game; a failure is logged (the
// save then offers the finished game's end again).
func (a *App) clearSave() {
	if a.onlineMatch() != nil {
		return // the phone's own game stays saved
	}
	clear := a.h.Store.ClearKoikoi
	if a.match != nil && a.match.Save.Daily != "" {
		clear = a.h.Store.ClearKoikoiDaily // the normal game stays saved
	}
	if err := clear(); err != nil {
		fyne.LogError("koikoi: clearing a finished game's save", err)
	}
}

// Stop stops the game under way, if any, and the motion of its table and
// of the open lesson's board: the shell shows another screen.
func (a *App) Stop() {
	a.onlineMatch().End() // an online table is left
	if a.match != nil {
		a.match.Stop()
		a.match.OnChange, a.match.OnSteps = nil, nil
	}
	if a.table != nil {
		a.table.seq.Stop()
	}
	if a.tut != nil && a.tut.lesson != nil {
		a.tut.lesson.close()
	}
	a.match, a.table = nil, nil
}

// header returns a screen's title bar with a back button; the back key
// goes where the back button goes.
func (a *App) header(title string, back func()) fyne.CanvasObject {
	a.h.Back(back)
	return kit.Header(title, back)
}

// screen frames a titled screen with a scrolling body; back goes home.
func (a *App) screen(title string, body fyne.CanvasObject) fyne.CanvasObject {
	return a.h.Screen(title, a.home, body, nil, 0)
}

// showSettings shows the shell's settings over the game under way; their
// back arrow returns to its table.
func (a *App) showSettings() {
	tb := a.table
	if tb == nil {
		a.h.ShowSettings(a.home)
		return
	}
	a.h.ShowSettings(func() { a.h.Show(tb.build) })
}
