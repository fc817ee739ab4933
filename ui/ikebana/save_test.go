package ikebana

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/store"
)

// TestResume leaves a game in the middle of a turn by the back key and
// resumes it in a new app over the same store: the same position, the
// same narration of the last move, and play goes on.
func TestResume(t *testing.T) {
	dir := t.TempDir()
	a, sh := newTestApp(t, dir)
	if err := a.Start(store.IkebanaNewGame{Players: 3, Level: "easy"}, 5); err != nil {
		t.Fatal(err)
	}
	for range 3 {
		test.Tap(a.Table().Draw)
		test.Tap(a.Table().Keep)
	}
	test.Tap(a.Table().Draw)
	want := a.Match().State()
	lines := a.Match().Lines
	moves := a.Match().Game.Moves()
	if sh.back == nil {
		t.Fatal("the table sets no back key")
	}
	sh.back()
	if sh.homes != 1 || a.Match() != nil {
		t.Fatal("the back key did not leave the table for Home")
	}
	b, _ := newTestApp(t, dir)
	if !b.HasSave() {
		t.Fatal("no save to continue")
	}
	b.Continue()
	m := b.Match()
	if m == nil {
		t.Fatal("Continue started no match")
	}
	got := m.State()
	if m.Game.Moves() != moves || got.Drawn() != want.Drawn() || got.Phase() != ikebana.PhaseDrawn ||
		got.Bouquet(you) != want.Bouquet(you) || got.Prestige(you) != want.Prestige(you) || got.PileLen() != want.PileLen() {
		t.Fatalf("resumed at %d moves, drawn %v, phase %v; want %d moves, drawn %v, phase drawn", m.Game.Moves(), got.Drawn(), got.Phase(), moves, want.Drawn())
	}
	if !slices.Equal(m.Lines, lines) || len(lines) == 0 {
		t.Errorf("resumed narration %q, want %q", m.Lines, lines)
	}
	if b.Table().Keep.Hidden || b.Table().drawn.Empty {
		t.Error("the resumed table does not offer Keep with the card turned over")
	}
	test.Tap(b.Table().Keep)
	if m.Game.Moves() <= moves+1 {
		t.Error("play does not go on after resuming")
	}
}

// TestBadSave: a damaged save is set aside, Home says so, nothing panics.
func TestBadSave(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, store.IkebanaName), []byte(`{"version":1,"game":"ikebana-game 1\nplayers=9"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	a, sh := newTestApp(t, dir)
	if !a.HasSave() {
		t.Fatal("the damaged save is not offered")
	}
	a.Continue()
	if a.Match() != nil {
		t.Fatal("a damaged save started a match")
	}
	if sh.homes != 1 || sh.notice != a.T("ikebanaapp.save.corrupt") {
		t.Errorf("Home shown %d times with %q; want once with the damaged-save message", sh.homes, sh.notice)
	}
	if a.HasSave() {
		t.Error("the damaged save stayed in place")
	}
	if _, err := os.Stat(filepath.Join(dir, store.BadIkebanaName)); err != nil {
		t.Errorf("the damaged save was not set aside: %v", err)
	}
}
