package atomicfile

import (
	"os"
	"path/filepath"
	"testing"
)

// TestWrite writes a record twice over the same path and into a
// missing directory: the last text is read back, nothing is left beside it.
func TestWrite(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.txt")
	for _, text := range []string{"first\n", "second\n"} {
		if err := Write(path, []byte(text)); err != nil {
			t.Fatal(err)
		}
		if got, err := os.ReadFile(path); err != nil || string(got) != text {
			t.Fatalf("Write then ReadFile = %q, %v; want %q", got, err, text)
		}
	}
	if err := Write(filepath.Join(t.TempDir(), "no", "such", "dir"), nil); err == nil {
		t.Fatal("Write into a missing directory: no error")
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 {
		t.Fatalf("%d files left beside the record; want 1", len(entries))
	}
}
