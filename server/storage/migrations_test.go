package storage_test

import (
	"os"
	"slices"
	"testing"
)

// TestMigrationChains checks that both stores number their migrations
// alike: the same number names the same change (goose keeps only the
// number of each migration it applied), even where one store has nothing
// to do for it.
func TestMigrationChains(t *testing.T) {
	names := func(dir string) []string {
		entries, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, e := range entries {
			out = append(out, e.Name())
		}
		slices.Sort(out)
		return out
	}
	pg, lite := names("postgres/migrations"), names("sqlite/migrations")
	if !slices.Equal(pg, lite) {
		t.Errorf("postgres/migrations = %v\nsqlite/migrations = %v\nwant the same files", pg, lite)
	}
}
