package kit

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// colourTypes are the image/color types a colour literal is written in.
var colourTypes = map[string]bool{
	"NRGBA": true, "NRGBA64": true, "RGBA": true, "RGBA64": true,
	"Gray": true, "Gray16": true, "Alpha": true, "Alpha16": true, "CMYK": true,
}

// colourLiterals returns, as "file:line", every colour literal
// (color.NRGBA{...}, []color.NRGBA{...} and the like) in the Go files
// under root, their
// tests and the folders named in skip aside.
func colourLiterals(root string, skip ...string) ([]string, error) {
	var out []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			for _, s := range skip {
				if path == filepath.Join(root, s) {
					return filepath.SkipDir
				}
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		name := "" // the name image/color goes by in the file
		for _, im := range f.Imports {
			if p, _ := strconv.Unquote(im.Path.Value); p == "image/color" {
				name = "color"
				if im.Name != nil {
					name = im.Name.Name
				}
			}
		}
		if name == "" {
			return nil
		}
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.CompositeLit)
			if !ok {
				return true
			}
			typ := lit.Type
			if a, ok := typ.(*ast.ArrayType); ok { // []color.NRGBA{{...}}
				typ = a.Elt
			}
			if sel, ok := typ.(*ast.SelectorExpr); ok && colourTypes[sel.Sel.Name] {
				if x, ok := sel.X.(*ast.Ident); ok && x.Name == name {
					out = append(out, fmt.Sprintf("%s:%d", path, fset.Position(lit.Pos()).Line))
				}
			}
			return true
		})
		return nil
	})
	return out, err
}

// TestColoursFromKit: the screens outside ui/kit write no colour of
// their own; each is one of kit's palette (colors.go), at most at another
// opacity (WithAlpha).
func TestColoursFromKit(t *testing.T) {
	found, err := colourLiterals("..", "kit")
	if err != nil {
		t.Fatal(err)
	}
	for _, at := range found {
		t.Errorf("%s: a colour written outside kit's palette", at)
	}
}

// TestColourLiterals: colourLiterals finds a literal under any name of
// image/color, in a nested folder, and passes the palette's use, a test
// file and a skipped folder.
func TestColourLiterals(t *testing.T) {
	root := t.TempDir()
	files := map[string]string{
		"a/a.go":      "package a\nimport c \"image/color\"\nvar x = c.RGBA{R: 1}\nvar y = []c.Gray{{Y: 2}}\n",
		"a/b/b.go":    "package b\nimport \"image/color\"\n\nvar x color.Color = color.NRGBA{A: 1}\n",
		"a/ok.go":     "package a\nimport \"image/color\"\nvar z color.Color = color.Transparent\n",
		"a/a_test.go": "package a\nimport \"image/color\"\nvar w = color.NRGBA{}\n",
		"kit/k.go":    "package kit\nimport \"image/color\"\nvar v = color.NRGBA{}\n",
	}
	for name, text := range files {
		p := filepath.Join(root, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	found, err := colourLiterals(root, "kit")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{filepath.Join(root, "a/a.go") + ":3", filepath.Join(root, "a/a.go") + ":4", filepath.Join(root, "a/b/b.go") + ":4"}
	if strings.Join(found, " ") != strings.Join(want, " ") {
		t.Errorf("found %v; want %v", found, want)
	}
}
