package lesson

import (
	"testing"

	"github.com/koikoi-app/koikoi/internal/layertest"
)

// TestImports keeps the package below both games: the standard library
// and the forms of a name (internal/noun) only, no game, no Fyne.
func TestImports(t *testing.T) {
	layertest.Imports(t, ".", "github.com/koikoi-app/koikoi/internal/noun")
}
