package tutorial

import (
	"testing"

	"github.com/koikoi-app/koikoi/internal/layertest"
)

// TestImports keeps the package on its layer: the rules, the computer
// players, what both tutorials share (internal/lesson) and the standard
// library, never Fyne, the app or Koi-Koi.
func TestImports(t *testing.T) {
	layertest.Imports(t, ".",
		"github.com/koikoi-app/koikoi/engine/ikebana",
		"github.com/koikoi-app/koikoi/engine/ikebana/ai",
		"github.com/koikoi-app/koikoi/engine/ikebana/names",
		"github.com/koikoi-app/koikoi/internal/lesson")
}
