package storagetest

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/server/storage"
)

// testBlocks: blocks both ways, newest first with names, idempotent, and
// undone by Unblock.
func testBlocks(t *testing.T, s storage.Store) {
	ctx := context.Background()
	for i, id := range []string{"a", "b", "c"} {
		if err := s.CreatePlayer(ctx, storage.Player{ID: id, SecretHash: []byte{byte(i)}, Name: "N" + id, Created: t0}); err != nil {
			t.Fatal(err)
		}
	}
	for _, b := range []struct {
		player, other string
		at            time.Time
	}{{"a", "b", t0}, {"a", "c", t0.Add(time.Minute)}, {"c", "a", t0}, {"a", "b", t0.Add(time.Hour)}} {
		if err := s.Block(ctx, b.player, b.other, b.at); err != nil {
			t.Fatal(err)
		}
	}
	blocks, by, err := s.BlockList(ctx, "a")
	want := []storage.Blocked{{Player: "c", Name: "Nc", Since: t0.Add(time.Minute)}, {Player: "b", Name: "Nb", Since: t0}}
	if err != nil || fmt.Sprint(blocks) != fmt.Sprint(want) || !slices.Equal(by, []string{"c"}) {
		t.Errorf("BlockList(a) = %+v, %v, %v; want %+v, [c]", blocks, by, err, want)
	}
	if blocks, by, err := s.BlockList(ctx, "b"); err != nil || len(blocks) != 0 || !slices.Equal(by, []string{"a"}) {
		t.Errorf("BlockList(b) = %+v, %v, %v; want none, [a]", blocks, by, err)
	}
	if err := s.Unblock(ctx, "a", "b"); err != nil {
		t.Fatal(err)
	}
	if err := s.Unblock(ctx, "a", "nobody"); err != nil {
		t.Errorf("Unblock(nobody) = %v; want nil", err)
	}
	if blocks, _, _ := s.BlockList(ctx, "a"); len(blocks) != 1 || blocks[0].Player != "c" {
		t.Errorf("after Unblock, BlockList(a) = %+v; want c alone", blocks)
	}
}
