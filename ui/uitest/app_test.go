package uitest

import (
	"os"
	"os/exec"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestRenderersOutliveIdleTests checks that a capture keeps the renderers
// of a test that starts after a long stretch without a paint. Fyne reads
// its cache lifetime once, at start, so the check runs in a child process
// whose cache lives 300 ms, and the stretch is a sleep past it.
func TestRenderersOutliveIdleTests(t *testing.T) {
	if os.Getenv("UITEST_CHILD") == "" {
		cmd := exec.Command(os.Args[0], "-test.run=^TestRenderersOutliveIdleTests$", "-test.count=1")
		cmd.Env = append(os.Environ(), "UITEST_CHILD=1", "FYNE_CACHE=300ms")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%v\n%s", err, out)
		}
		return
	}
	time.Sleep(400 * time.Millisecond) // earlier tests, none capturing
	NewTempApp(t)
	b := widget.NewButton("Next", nil)
	w := test.NewTempWindow(t, b)
	w.Resize(fyne.NewSize(120, 60))
	r := test.WidgetRenderer(b)
	w.Canvas().Capture()
	if test.WidgetRenderer(b) != r {
		t.Error("the capture destroyed the renderer of a widget on screen")
	}
}
