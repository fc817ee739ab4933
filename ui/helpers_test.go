package ui

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/store"
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

// newTestApp returns an app on Fyne's test driver over a store in dir,
// with the computer moving synchronously and no animations.
func newTestApp(t *testing.T, dir string) *App {
	t.Helper()
	fa := test.NewTempApp(t)
	st := store.New(store.Dir{Path: dir})
	set, _ := st.LoadSettings()
	set.Language = "en"
	set.Animation = store.AnimOff
	st.SaveSettings(set)
	tp, _ := st.LoadTutorial()
	tp.Offered = true // no first-launch offer
	st.SaveTutorial(tp)
	a := NewWithStore(fa, st)
	a.Sync = true
	a.NewPlayer = func(string, uint64) (Player, error) { return firstMove{}, nil }
	a.Advise = func(obs *koikoi.Observation) Advice { return Advice{Move: firstMove{}.Move(obs)} }
	a.Win.Resize(fyne.NewSize(360, 640))
	return a
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
// the rest of the cards make the pile in deck order.
func dealtGame(t *testing.T, r koikoi.Rules, mine, field, opp []koikoi.Card) *koikoi.Game {
	t.Helper()
	used := koikoi.SetOf(append(append(append([]koikoi.Card{}, mine...), field...), opp...)...)
	var pile []koikoi.Card
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
