package uitest

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// NewTempApp is test.NewTempApp with Fyne's cache clock set to now.
//
// Fyne 2.8.1 stamps a widget's renderer with a clock that only a paint
// moves forward (fyne-io/fyne#6509), and on the test driver only
// Canvas.Capture paints. After a minute of tests without a capture, a
// test's widgets are stamped as already expired, and its first capture
// destroys their renderers and paints fresh, unlaid ones: a golden without
// images, button backgrounds or wrapped text, though it passes alone.
// A capture of an empty canvas moves the clock, so every test's widgets
// live for a minute from its start; it also frees the renderers earlier
// tests left.
func NewTempApp(t testing.TB) fyne.App {
	t.Helper()
	a := test.NewTempApp(t)
	test.NewCanvas().Capture()
	return a
}
