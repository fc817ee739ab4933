package tutorial

import (
	"testing"

	"github.com/koikoi-app/koikoi/internal/layertest"
)

// TestImports keeps the package on its layer: the rules, the computer
// players and their advice, what both tutorials share (internal/lesson), the forms of a name
// (internal/noun) and the standard
// library, and the match interface (engine/match) its lessons' boards
// implement; never Fyne, the app or Koi-Koi.
func TestImports(t *testing.T) {
	layertest.Imports(t, ".",
		"github.com/koikoi-app/koikoi/engine/ikebana",
		"github.com/koikoi-app/koikoi/engine/ikebana/advice",
		"github.com/koikoi-app/koikoi/engine/ikebana/ai",
		"github.com/koikoi-app/koikoi/engine/ikebana/names",
		"github.com/koikoi-app/koikoi/engine/match",
		"github.com/koikoi-app/koikoi/internal/lesson",
		"github.com/koikoi-app/koikoi/internal/noun")
}
