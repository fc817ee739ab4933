package tutorial

import (
	"go/parser"
	"go/token"
	"os"
	"strconv"
	"strings"
	"testing"
)

// TestImports keeps the package on its layer: the rules, the computer
// players, what both tutorials share (internal/lesson) and the standard
// library, never Fyne, the app or Koi-Koi.
func TestImports(t *testing.T) {
	allowed := map[string]bool{
		"github.com/koikoi-app/koikoi/ikebana":         true,
		"github.com/koikoi-app/koikoi/ikebana/ai":      true,
		"github.com/koikoi-app/koikoi/internal/lesson": true,
	}
	ents, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		name := e.Name()
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, im := range f.Imports {
			p, _ := strconv.Unquote(im.Path.Value)
			if strings.Contains(p, ".") && !allowed[p] {
				t.Errorf("%s imports %s", name, p)
			}
		}
	}
}
