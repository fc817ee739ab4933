package koikoi

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/store"
)

// TestLessonHold: after Hold, a right tap's move waits for Tick (the
// bubble only says "Right!" meanwhile), and Finish plays it to its end and
// shows the next step, as a screenshot of the move needs.
func TestLessonHold(t *testing.T) {
	a := newTutorialApp(t, t.TempDir(), "en")
	a.settings().Animation = store.AnimNormal
	a.OpenLesson("capture")
	ls := a.Lesson()
	ls.Hold() // no board yet: nothing to hold
	for n := 0; n < 5 && (ls.View().Table == nil || ls.View().Table.Phase != koikoi.PhasePlay || !ls.Buttons["next"].Disabled()); n++ {
		test.Tap(ls.Buttons["next"])
	}
	v := ls.View()
	if v.Table == nil {
		t.Fatal("no table at the capture lesson's first move")
	}
	ls.Hold()
	test.Tap(ls.Cards[(v.Table.Hand & v.Highlight).First()])
	right := a.T("ui.tutorial.right")
	for range 3 {
		ls.Tick(0.5)
		if !ls.board.seq.Busy() || ls.Text.Text != right {
			t.Fatalf("held half-way: busy %v, text %q; want the move under way and only %q", ls.board.seq.Busy(), ls.Text.Text, right)
		}
	}
	ls.Finish()
	if ls.board.seq.Busy() || ls.board.seq.Manual {
		t.Fatalf("after Finish: busy %v, manual %v", ls.board.seq.Busy(), ls.board.seq.Manual)
	}
	if ls.Text.Text == right || ls.Right != right {
		t.Errorf("after Finish the text is %q; want the next step headed by %q", ls.Text.Text, right)
	}
}
