package koikoi

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/advice"
	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
	"github.com/koikoi-app/koikoi/ui/sound"
	"github.com/koikoi-app/koikoi/ui/uitest"
)

var update = flag.Bool("update", false, "rewrite the golden files of testdata/")

// firstMove is a computer player that makes the first legal move (Shobu
// and Keep when offered): predictable, for tests.
type firstMove struct{}

func (firstMove) Move(obs *koikoi.Observation) koikoi.Move {
	ms := obs.LegalMoves()
	for _, m := range ms {
		if m.Kind == koikoi.MoveShobu || m.Kind == koikoi.MoveKeep {
			return m
		}
	}
	return ms[0]
}

// testShell stands in for the app's shell: it shows the screens in a test
// window, remembers where back goes and what Home was told, and records
// the sounds played and the game ends celebrated.
type testShell struct {
	win        fyne.Window
	store      *store.Store
	settings   store.Settings
	build      func() fyne.CanvasObject
	back       func()
	notice     string
	homes      int
	played     []sound.Effect
	celebrated []bool // won, for every end celebrated
	fromTable  func() // where the settings' back arrow goes
}

// shells finds the test shell of an app made by newTestApp.
var shells = map[*App]*testShell{}

// shellOf returns the test shell of a.
func shellOf(a *App) *testShell { return shells[a] }

// newTestApp returns the Koi-Koi screens over a test shell, on Fyne's test
// driver over a store in dir, in English, at 360×640, with the computer
// moving synchronously (its first legal move), no animations, and "tap to
// select, tap again to play".
func newTestApp(t testing.TB, dir string) *App {
	t.Helper()
	uitest.NewTempApp(t)
	st := store.New(store.Dir{Path: dir})
	tp, _ := st.LoadKoikoiTutorial()
	tp.Offered = true // no first-launch offer
	st.SaveKoikoiTutorial(tp)
	set, _ := st.LoadSettings()
	set.Language = "en"
	set.Animation = store.AnimOff
	// The tests written for the select-then-play taps keep them; the
	// default one tap is tested on its own (TestOneTapPlays).
	set.ConfirmPlay = true
	st.SaveSettings(set)
	a := newHostedApp(t, st)
	a.newPlayer = func(string) (Player, error) { return firstMove{}, nil }
	a.advise = func(obs *koikoi.Observation) advice.Advice { return advice.Advice{Move: firstMove{}.Move(obs)} }
	return a
}

// newHostedApp returns the Koi-Koi screens over a test shell in a 360×640
// window, with the store's settings as they are and the computer moving
// synchronously.
func newHostedApp(t testing.TB, st *store.Store) *App {
	t.Helper()
	sh := &testShell{store: st}
	sh.settings, _ = st.LoadSettings()
	fyne.CurrentApp().Settings().SetTheme(kit.Theme{}) // the shell's
	sh.win = fyne.CurrentApp().NewWindow("Koi-Koi")
	sh.win.SetPadded(false)
	// The window stays open after the test, as the app's did in the
	// shell's tests.
	a := New(Host{
		Host: kit.Host{
			Win: sh.win,
			L:   func() *i18n.Localizer { return i18n.New(sh.settings.Language) },
			Show: func(b func() fyne.CanvasObject) {
				sh.build, sh.back = b, nil
				sh.refresh()
			},
			Back: func(f func()) { sh.back = f },
			Home: func(n string) {
				sh.notice, sh.build, sh.back = n, nil, nil
				sh.homes++
				sh.win.SetContent(widget.NewLabel("home"))
			},
			ShowSettings: func(back func()) {
				sh.fromTable, sh.build, sh.back = back, nil, back
				sh.win.SetContent(widget.NewLabel("settings"))
			},
			Celebrate: func(screen fyne.CanvasObject, won bool) fyne.CanvasObject {
				sh.celebrated = append(sh.celebrated, won)
				return screen
			},
		},
		Store:        st,
		Settings:     func() *store.Settings { return &sh.settings },
		SaveSettings: func() { st.SaveSettings(sh.settings) },
		Play: func(e sound.Effect) {
			if !sh.settings.Mute {
				sh.played = append(sh.played, e)
			}
		},
	})
	shells[a] = sh
	t.Cleanup(func() {
		a.Stop() // no computer move nor animation of this test runs into the next
		delete(shells, a)
	})
	a.Sync = true
	sh.win.Resize(fyne.NewSize(360, 640))
	return a
}

// listen forgets the sounds played so far and returns the shell that
// records the next ones.
func listen(a *App) *testShell {
	sh := shellOf(a)
	sh.played = nil
	return sh
}

// refresh rebuilds the screen on show, on the felt, as the shell does when
// the language or a setting changes.
func (sh *testShell) refresh() {
	if sh.build != nil {
		sh.win.Canvas().Unfocus()
		sh.win.SetContent(container.NewStack(canvas.NewRectangle(kit.FeltColor), sh.build()))
	}
}

// setLanguage switches the language and rebuilds the screen, as the
// shell's settings do.
func (sh *testShell) setLanguage(code string) {
	sh.settings.Language = code
	sh.refresh()
}

// pressBack goes where the back key goes from the screen on show.
func (sh *testShell) pressBack() {
	if sh.back != nil {
		sh.back()
	}
}

func cards(t *testing.T, ids ...string) []koikoi.Card {
	t.Helper()
	out := make([]koikoi.Card, len(ids))
	for i, id := range ids {
		c, err := koikoi.ParseCard(id)
		if err != nil {
			t.Fatal(err)
		}
		out[i] = c
	}
	return out
}

// stackedGame deals a round where the player (seat 0, the Oya) holds three
// brights whose partners lie in the field: three captures make Sanko.
func stackedGame(t *testing.T) *koikoi.Game {
	t.Helper()
	mine := cards(t, "jan-crane", "mar-curtain", "aug-moon", "feb-plain-1", "feb-plain-2", "sep-plain-1", "sep-plain-2", "dec-plain-1")
	field := cards(t, "jan-plain-1", "mar-plain-1", "aug-plain-1", "oct-plain-1", "oct-plain-2", "nov-swallow", "nov-ribbon", "dec-plain-2")
	opp := cards(t, "apr-plain-1", "apr-plain-2", "may-plain-1", "may-plain-2", "jun-plain-1", "jul-plain-1", "oct-blue", "dec-plain-3")
	return dealtGame(t, koikoi.MustPreset("standard"), mine, field, opp)
}

// dealtGame starts a game under r whose first round deals mine to the
// player (seat 0, the Oya), opp to the other seat and field to the field;
// the pile holds top, top first, then the rest of the cards in deck order.
func dealtGame(t *testing.T, r koikoi.Rules, mine, field, opp []koikoi.Card, top ...koikoi.Card) *koikoi.Game {
	t.Helper()
	used := koikoi.SetOf(append(append(append(append([]koikoi.Card{}, mine...), field...), opp...), top...)...)
	pile := append([]koikoi.Card(nil), top...)
	for _, c := range koikoi.AllCards() {
		if !used.Has(c) {
			pile = append(pile, c)
		}
	}
	deck, err := koikoi.StackDeck(&r, mine, opp, field, pile)
	if err != nil {
		t.Fatal(err)
	}
	g, err := koikoi.NewGame(koikoi.WithRules(r), koikoi.WithDecks(deck), koikoi.WithDealer(0), koikoi.WithSeed(1))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// golden compares got with testdata/name, or writes it with -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		os.MkdirAll(filepath.Dir(path), 0o755)
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./ui -update to create it)", err)
	}
	if string(want) != got {
		os.MkdirAll(filepath.Join("testdata", "failed"), 0o755)
		os.WriteFile(filepath.Join("testdata", "failed", name), []byte(got), 0o644)
		t.Errorf("%s differs from the golden file; see testdata/failed/%s (run with -update to accept)", name, name)
	}
}
