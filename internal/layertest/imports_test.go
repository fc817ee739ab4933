package layertest

import (
	"os"
	"path/filepath"
	"testing"
)

// recorder counts the errors a check reports instead of failing.
type recorder struct {
	testing.TB
	errs int
}

func (r *recorder) Errorf(string, ...any) { r.errs++ }
func (r *recorder) Helper()               {}

// TestImports passes the standard library and the allowed paths, and
// reports any other module's package, never a test's.
func TestImports(t *testing.T) {
	dir := t.TempDir()
	for name, text := range map[string]string{
		"a.go":      "package a\nimport (\n\t\"fmt\"\n\t\"example.com/x\"\n\t\"example.com/y\"\n)\n",
		"a_test.go": "package a\nimport \"example.com/z\"\n",
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		allowed []string
		errs    int
	}{{nil, 2}, {[]string{"example.com/x"}, 1}, {[]string{"example.com/x", "example.com/y"}, 0}} {
		r := &recorder{TB: t}
		Imports(r, dir, tc.allowed...)
		if r.errs != tc.errs {
			t.Errorf("allowed %v: %d errors; want %d", tc.allowed, r.errs, tc.errs)
		}
	}
	// This package itself: the standard library only.
	Imports(t, ".")
}
