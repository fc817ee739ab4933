package online

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strconv"
	"strings"
	"testing"
)

// TestEveryCodeMapped: every error code of the protocol maps to an error
// of this package.
func TestEveryCodeMapped(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), "../server/protocol/errors.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	ast.Inspect(f, func(node ast.Node) bool {
		vs, ok := node.(*ast.ValueSpec)
		if !ok || len(vs.Names) != 1 || !strings.HasPrefix(vs.Names[0].Name, "Code") || len(vs.Values) != 1 {
			return true
		}
		lit, ok := vs.Values[0].(*ast.BasicLit)
		if !ok {
			return true
		}
		code, _ := strconv.Unquote(lit.Value)
		n++
		if codeErrors[code] == nil {
			t.Errorf("code %q (%s) maps to no error", code, vs.Names[0].Name)
		}
		return true
	})
	if n < 20 {
		t.Errorf("found only %d codes", n)
	}
}
