package lesson

import (
	"testing"

	"github.com/koikoi-app/koikoi/internal/layertest"
)

// TestImports keeps the package below both games: the standard library
// only, no game, no Fyne.
func TestImports(t *testing.T) { layertest.Imports(t, ".") }
