package sqlite_test

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/koikoi-app/koikoi/server/storage"
	"github.com/koikoi-app/koikoi/server/storage/sqlite"
	"github.com/koikoi-app/koikoi/server/storage/storagetest"
)

func TestStore(t *testing.T) {
	storagetest.Run(t, func(t *testing.T) storage.Store {
		s, err := sqlite.Open(context.Background(), filepath.Join(t.TempDir(), "server.db"))
		if err != nil {
			t.Fatal(err)
		}
		return s
	})
}

// TestReopen checks that the migrations run once and the data stays.
func TestReopen(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "server.db")
	s, err := sqlite.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.CreatePlayer(ctx, storage.Player{ID: "p1", SecretHash: []byte{1}, Name: "Aki"}); err != nil {
		t.Fatal(err)
	}
	s.Close()
	s, err = sqlite.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if p, err := s.Player(ctx, "p1"); err != nil || p.Name != "Aki" {
		t.Errorf("after reopening: %+v, %v", p, err)
	}
}
