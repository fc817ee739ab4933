//go:build e2e

package ikebana

import (
	"io"
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/store"
)

// e2eOutput returns what f prints on the standard output: the browser
// test's event lines.
func e2eOutput(t *testing.T, f func()) string {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	old := os.Stdout
	os.Stdout = w
	f()
	os.Stdout = old
	w.Close()
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestE2ELayout describes the screens the browser test walks through —
// new game, the table before and after the draw, the table after the card
// was kept — as that test reads them, so that a change of the screens'
// widget trees fails here rather than in the browser.
func TestE2ELayout(t *testing.T) {
	a, sh := newTestApp(t, t.TempDir())
	sh.win.Resize(fyne.NewSize(412, 915))
	a.ShowNewGame()
	if out := e2eOutput(t, func() { e2eLayout(a) }); !strings.Contains(out, `"screen":"ikebana.newgame"`) || !strings.Contains(out, `"ikebana.start"`) {
		t.Fatalf("new game screen: %q", out)
	}
	if err := a.Start(store.IkebanaNewGame{Players: 4, Level: "easy"}, e2eDefaultSeed); err != nil {
		t.Fatal(err)
	}
	tv := a.Table()
	for _, step := range []struct {
		name string
		tap  func()
		want []string
	}{
		{"start", func() {}, []string{`"screen":"ikebana.table"`, `"ikebana.draw"`, `"myTurn":true`, `"bouquet":[]`}},
		{"drawn", func() { test.Tap(tv.Draw) }, []string{`"ikebana.keep"`, `"phase":"drawn"`}},
		{"kept", func() { test.Tap(tv.Keep) }, []string{`"screen":"ikebana.table"`, `"bouquet":[{"card":`}},
	} {
		step.tap()
		out := e2eOutput(t, func() { e2eLayout(a) })
		for _, w := range step.want {
			if !strings.Contains(out, w) {
				t.Errorf("%s: the layout event lacks %s: %s", step.name, w, out)
			}
		}
	}
}
