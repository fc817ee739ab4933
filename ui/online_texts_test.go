package ui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/koikoi-app/koikoi/ui/kit"
)

// checkTableTexts fails the test for every text of p's window, w dp wide,
// that runs out of its place (centred or not) or is cut with an ellipsis
// without saying so: a text that ends with "…" says so ("… is
// thinking…") and must fit its place. name says what the window shows.
func checkTableTexts(t *testing.T, p *phone, w float32, name string) {
	t.Helper()
	worded := map[string]bool{}
	for _, x := range shownTexts(p.Win.Content()) {
		need := fyne.MeasureText(x.Text, x.TextSize, x.TextStyle).Width
		switch {
		case need > x.Size().Width+1 && x.Size().Width > 0:
			t.Errorf("%s: %q needs %.0f dp and has %.0f", name, x.Text, need, x.Size().Width)
		case strings.HasSuffix(x.Text, "…"):
			worded[fmt.Sprintf("%q is truncated", x.Text)] = true
		}
	}
	for _, c := range kit.CutTexts(p.Win.Canvas(), w, fyne.CurrentApp().Driver().AbsolutePositionForObject, widgetChildren) {
		if !worded[c] {
			t.Errorf("%s: %s", name, c)
		}
	}
}
