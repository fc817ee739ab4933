//go:build e2e

package kit

import (
	"encoding/json"
	"fmt"
	"os"
	"strconv"

	"fyne.io/fyne/v2"
)

// What both games' hooks for the browser end-to-end test (e2e/web.test.mjs)
// share, compiled only with the e2e build tag: one console line per event,
// "KOIKOI-E2E " followed by a JSON object with an "ev" field, the places of
// objects on the canvas, and the fixed seed of the test's games.

// E2EEvent prints one event line: ev and the fields of kv (key, value
// pairs).
func E2EEvent(ev string, kv ...any) {
	m := map[string]any{"ev": ev}
	for i := 0; i+1 < len(kv); i += 2 {
		m[fmt.Sprint(kv[i])] = kv[i+1]
	}
	b, err := json.Marshal(m)
	if err != nil {
		b = []byte(fmt.Sprintf(`{"ev":"error","error":%q}`, err.Error()))
	}
	fmt.Println("KOIKOI-E2E " + string(b))
}

// E2ERect is an object's place on the canvas, in Fyne units.
type E2ERect struct {
	X, Y, W, H float32
}

// MarshalJSON writes r as {"x","y","w","h"}.
func (r E2ERect) MarshalJSON() ([]byte, error) {
	return json.Marshal(map[string]float32{"x": r.X, "y": r.Y, "w": r.W, "h": r.H})
}

// E2ERectOf returns where o is, and false when it is not on the window.
// o must not be a typed nil.
func E2ERectOf(o fyne.CanvasObject) (E2ERect, bool) {
	if o == nil || !o.Visible() {
		return E2ERect{}, false
	}
	p := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	s := o.Size()
	if (p.X == 0 && p.Y == 0) || s.Width == 0 || s.Height == 0 {
		return E2ERect{}, false
	}
	return E2ERect{p.X, p.Y, s.Width, s.Height}, true
}

// E2ESeed returns the seed the browser test fixes in the environment
// variable env (a decimal number), or def when it is unset or not one.
func E2ESeed(env string, def uint64) uint64 {
	if s, err := strconv.ParseUint(os.Getenv(env), 10, 64); err == nil {
		return s
	}
	return def
}
