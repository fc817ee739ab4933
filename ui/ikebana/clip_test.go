package ikebana

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

func TestClipText(t *testing.T) {
	test.NewTempApp(t)
	if got := clipText("Ana", 13, false, maxNameW); got != "Ana" {
		t.Errorf("clipText(Ana) = %q; want it whole", got)
	}
	long := strings.Repeat("W", 12)
	got := clipText(long, 13, true, maxNameW)
	if !strings.HasSuffix(got, "…") || !strings.HasPrefix(long, strings.TrimSuffix(got, "…")) {
		t.Errorf("clipText(%q) = %q; want its start and an ellipsis", long, got)
	}
	if w := fyne.MeasureText(got, 13, fyne.TextStyle{Bold: true}).Width; w > maxNameW {
		t.Errorf("clipText(%q) = %q is %v wide; want at most %v", long, got, w, maxNameW)
	}
}
