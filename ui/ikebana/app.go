package ikebana

import (
	"errors"
	"math/rand/v2"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/review"
	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/dailies"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// Host is what the shell lends the Ikebana screens: what it lends every
// part of the app (kit.Host), the store and the shared settings.
type Host struct {
	kit.Host
	Store *store.Store
	// Settings returns the shared settings; SaveSettings writes them.
	Settings     func() *store.Settings
	SaveSettings func()
}

// App is the Ikebana side of the app: its screens and the match under way.
type App struct {
	h Host
	// Sync makes the computer move at once (tests); Post replaces fyne.Do.
	Sync bool
	Post func(func())
	// Level, when set, replaces the levels chosen for new games (tests).
	Level string

	match *Match
	table *tableScreen
	// celebrated is the match whose end was celebrated: once per game.
	celebrated *Match
	// roll plays the bank's payments on the scoring screen; rolled is
	// the last round it played them for (once per round).
	roll   *kit.Sequencer
	rolled rollKey
	// tut is the tutorial's progress and open lesson (tutorial_app.go).
	tut *tutorialState
	// replay is the replay last opened (review_replay.go).
	replay *ReplayView
	// ReviewOptions are passed to every review (tests give a small
	// budget); none: the engine's defaults, the hard level's search.
	ReviewOptions []review.Option
	// lastGames open the statistics' last games, newest first;
	// pasteButton opens the paste screen, paste is that screen and pasted
	// the text it holds.
	lastGames   []*widget.Button
	pasteButton *widget.Button
	paste       *PasteView
	pasted      string

	// Now, when set, replaces the clock that says which day's daily is on
	// offer (tests).
	Now func() time.Time
	// Daily and DailyHistory are the daily's screens last built (tests).
	Daily        *DailyView
	DailyHistory *DailyHistoryView
	// sends sends the dailies to the online table (daily_online.go).
	sends *dailies.Sender

	// Handles on the last built screens' controls, for tests.
	NewGame  *NewGameView
	NewTable *TableFormView // the last form of a new online table
	Scores   *ScoresView
	Final    *FinalView
	Handover *HandoverView
	Stats    *StatsView
	Rules    RulesView
}

// New returns the Ikebana screens over the shell's host.
func New(h Host) *App {
	a := &App{h: h, roll: &kit.Sequencer{}}
	a.h.Show = func(build func() fyne.CanvasObject) {
		h.Show(func() fyne.CanvasObject { return a.onlineMatch().Wrap(build()) })
		e2eRefresh(a) // the browser test learns the new screen
	}
	return a
}

func (a *App) l() *i18n.Localizer { return a.h.L() }

// w names things for the match under way: its people's names, and "you"
// for the player against the computer.
func (a *App) w() words { return a.wordsOf(a.match) }

// wordsOf names things for match m (nil: none).
func (a *App) wordsOf(m *Match) words {
	w := words{l: a.h.L()}
	if m != nil {
		w.names, w.pass, w.me = m.names(), m.Pass(), m.me
		for _, s := range m.Save.Seats {
			w.computer = append(w.computer, s.Kind == store.SeatComputer)
		}
	}
	return w
}

// T translates a message id.
func (a *App) T(id string, data ...map[string]any) string { return a.h.L().T(id, data...) }

// HasSave reports whether a saved Ikebana game exists.
func (a *App) HasSave() bool { return a.h.Store.HasIkebana() }

// Match returns the match under way, or nil.
func (a *App) Match() *Match { return a.match }

// Table returns the table screen of the match under way, or nil.
func (a *App) Table() *tableScreen { return a.table }

// Continue resumes the saved game. A damaged save is set aside and Home
// says so.
func (a *App) Continue() {
	sv, g, err := a.h.Store.LoadIkebana()
	if err == nil && g == nil {
		err = store.ErrCorrupt
	}
	var m *Match
	if err == nil {
		m, err = newMatch(g, *sv)
	}
	if err != nil {
		a.leave()
		id := "ikebanaapp.save.corrupt"
		if errors.Is(err, store.ErrVersion) {
			id = "ikebanaapp.save.version"
		}
		a.h.Home(a.T(id))
		return
	}
	a.start(m)
}

// Start starts a new game with the given choices and seed: people and
// computers at one table, as the choices seat them. A game under way is
// abandoned (counted as a loss against the computer).
func (a *App) Start(ng store.IkebanaNewGame, seed uint64) error {
	g, err := ikebana.NewGame(ikebana.WithPlayers(ng.Players), ikebana.WithBouquetFinal(ng.Final), ikebana.WithSeed(seed))
	if err != nil {
		return err
	}
	sv := store.IkebanaSave{Seats: ng.SeatsOf(ng.Players), AISeed: seed ^ 0x9e3779b97f4a7c15}
	if a.Level != "" {
		for i := range sv.Seats {
			if !sv.Seats[i].Person() {
				sv.Seats[i].Level = a.Level
			}
		}
	}
	sv.Mode = store.IkebanaMode(sv.Seats)
	m, err := newMatch(g, sv)
	if err != nil {
		return err
	}
	a.abandon()
	s := a.h.Settings()
	s.Ikebana = ng
	if len(ng.Seats) > 0 && ng.Seats[0].Person() { // the phone owner's choice, online too
		s.IkebanaPrefs.Hints = ng.Seats[0].Hints
	}
	a.h.SaveSettings()
	a.start(m)
	return nil
}

// fullHandover reports whether the settings ask for the full hand-over
// screen between two people's turns.
func (a *App) fullHandover() bool { return a.h.Settings().IkebanaPrefs.FullHandover }

// StartGame shows the table for game g, the player against computers of
// the given level, with hints as the settings give a new table (tests use
// stacked decks).
func (a *App) StartGame(g *ikebana.Game, level string) error {
	you := store.IkebanaSeat{Kind: store.SeatPerson, Hints: a.h.Settings().IkebanaPrefs.Hints}
	sv := store.IkebanaSave{Mode: store.ModeComputer, Seats: []store.IkebanaSeat{you}, AISeed: 1}
	for range g.State().Players() - 1 {
		sv.Seats = append(sv.Seats, store.IkebanaSeat{Kind: store.SeatComputer, Level: level})
	}
	m, err := newMatch(g, sv)
	if err != nil {
		return err
	}
	a.start(m)
	return nil
}

func (a *App) start(m *Match) {
	a.leave()
	if m.Game != nil { // an online match is kept by the server
		m.Store = a.h.Store
	}
	m.Sync, m.Post = a.Sync, a.Post
	m.Words = a.w
	if m.Lines == nil {
		m.told = roundTold(m.Game)
		m.Lines = tell(a.wordsOf(m), m.told)
	}
	m.Delay = a.delay
	m.Hold = func() bool { return a.h.Settings().TapToContinue }
	m.FullHandover = a.fullHandover
	m.Restore = a.restoreTable
	m.OnSaveError = func(error) {
		if a.table != nil {
			a.table.flash = a.T("ikebanaapp.save.failed")
		}
	}
	a.match = m
	a.table = newTableView(a, m)
	if m.count() { // a game left on its scores before they were counted
		m.save()
	}
	if err := m.open(); err != nil {
		a.leave()
		a.h.Home(a.T("ikebanaapp.save.corrupt"))
		return
	}
	m.taken() // the table shows the deal as it stands
	m.OnChange = func() {
		if a.match == m {
			a.changed()
		}
	}
	// Online, the table redraws whose turn it is when the server goes out
	// of reach and comes back.
	m.online.Follow(func() {
		if a.match == m {
			a.changed()
		}
	})
	a.route()
}

// route shows the screen the match's phase asks for.
func (a *App) route() {
	if a.match == nil || a.Rules.fromTable { // the rules page returns to it
		return
	}
	switch a.match.Observe().Phase {
	case ikebana.PhaseRoundOver, ikebana.PhaseGameOver:
		a.h.Show(a.scoresScreen)
	default:
		if a.match.Handover() {
			a.h.Show(a.handoverScreen)
			return
		}
		a.h.Show(a.table.build)
	}
}

// changed follows a change of the match: the table refreshes, or the
// round's scores show.
func (a *App) changed() {
	t := a.table
	if t == nil {
		return
	}
	bt := a.match.taken()
	if o := a.match.Observe(); t.shown && o.Players() > 0 && !t.seats(&o) {
		// built before the match's first view (online, the table opens as
		// the game starts, before the deal reaches the phone): its rows
		// are not the match's florists, so it is built anew, not flown
		t.seq.Stop()
		t.shown = false
		a.route()
		return
	}
	if t.shown && bt != nil && t.seq.Speed > 0 {
		if steps := t.flights(bt, t.showing, a.landed, func() { a.landed(bt.after, bt.lines) }); len(steps) > 0 {
			t.showing = sceneOf(&bt.after)
			t.giveWay()
			t.seq.Add(steps...)
			return
		}
	}
	if t.seq.Busy() {
		return // the flights under way settle the table when they land
	}
	a.settle()
}

// landed follows the end of a batch's flights. While later batches'
// flights wait their turn, the table shows what the viewer saw after this
// one and its first told narration lines: cards, prestige and words must
// not run ahead of the flights still to come.
func (a *App) landed(o ikebana.Observation, told int) {
	if t := a.table; t != nil && t.shown && t.seq.Busy() && o.Phase.Playing() {
		t.show(&o, told)
		return
	}
	a.settle()
}

// settle shows the match as it stands: the table, or the round's scores.
func (a *App) settle() {
	if a.table == nil {
		return
	}
	if a.match.Observe().Phase.Playing() {
		if a.match.Handover() {
			a.table.shown = false
			a.route()
			return
		}
		if !a.table.shown || a.table.me != a.match.Viewer() { // the phone changed hands: his seat at the bottom
			a.table.shown = false
			a.route()
			return
		}
		a.table.update()
		return
	}
	if a.match.Waiting() && a.table.shown { // the last computer's turn stays until a tap
		a.table.update()
		return
	}
	a.table.shown = false
	a.route()
}

// delay is the pause between two computer moves at the Animations
// setting's pace.
func (a *App) delay() time.Duration {
	switch a.h.Settings().Animation {
	case store.AnimOff:
		return 0
	case store.AnimFast:
		return 350 * time.Millisecond
	case store.AnimSlow:
		return 1400 * time.Millisecond
	}
	return 700 * time.Millisecond
}

// Save saves the match under way (the app leaves the foreground).
func (a *App) Save() {
	if a.match != nil && a.match.Observe().Phase != ikebana.PhaseGameOver {
		a.match.save()
	}
}

// Leave saves and stops the match under way and shows Home: the back key
// from the table.
func (a *App) Leave() {
	if on := a.onlineMatch(); on != nil {
		on.Back() // it asks first
		return
	}
	a.Save()
	a.leave()
	a.h.Home("")
}

// leave stops the match under way.
func (a *App) leave() {
	if a.match != nil {
		a.match.Stop()
		a.match.OnChange = nil
	}
	if a.table != nil {
		a.table.seq.Stop()
	}
	a.roll.Stop()
	a.onlineMatch().End() // an online table is left
	a.match, a.table = nil, nil
	a.Rules.fromTable = false
}

// newSeed returns a fresh game seed.
func newSeed() uint64 { return e2eSeed(rand.Uint64()) }
