package storagetest

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/server/storage"
)

// testLobby: Lobby lists the open tables under a match-key prefix, the
// oldest first, up to the limit; a seat's turn-based fields (Turn,
// Strikes, Forfeit) come back as written.
func testLobby(t *testing.T, s storage.Store) {
	ctx := context.Background()
	tables := []struct {
		id, key, status string
	}{
		{"k1", "lobby/koikoi/standard/12", storage.StatusOpen},
		{"k2", "lobby/koikoi/museum/6", storage.StatusOpen},
		{"k3", "lobby/koikoi/standard/6", storage.StatusPlaying}, // started: no longer waiting
		{"i4", "lobby/ikebana/4", storage.StatusOpen},
		{"q5", "koikoi/standard/12", storage.StatusOpen}, // a quick match, not listed
		{"i3", "lobby/ikebana/3", storage.StatusOpen},
	}
	for i, tc := range tables {
		tb := newTable(tc.id)
		tb.MatchKey, tb.Status = tc.key, tc.status
		tb.Created = t0.Add(time.Duration(i) * time.Minute) // k1 is the oldest
		tb.Clock = 3 * 24 * time.Hour
		tb.Seats[0].Turn, tb.Seats[0].Strikes, tb.Seats[0].Forfeit = true, 2, i == 0
		if err := s.CreateTable(ctx, tb, []storage.Event{event(tc.id, 1, "created")}); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		prefix string
		limit  int
		want   []string
	}{
		{"lobby/", 10, []string{"k1", "k2", "i4", "i3"}},
		{"lobby/", 2, []string{"k1", "k2"}},
		{"lobby/koikoi/", 10, []string{"k1", "k2"}},
		{"lobby/koikoi/standard/", 10, []string{"k1"}},
		{"lobby/ikebana/4", 10, []string{"i4"}},
		{"lobby/ikebana/5", 10, nil},
		{"lobby/%", 10, nil}, // a prefix is no pattern
	} {
		got, err := s.Lobby(ctx, tc.prefix, tc.limit)
		if err != nil {
			t.Fatal(err)
		}
		var ids []string
		for _, tb := range got {
			ids = append(ids, tb.ID)
		}
		if !slices.Equal(ids, tc.want) {
			t.Errorf("Lobby(%q, %d) = %v; want %v", tc.prefix, tc.limit, ids, tc.want)
		}
	}
	tb, err := s.Table(ctx, "k1")
	if err != nil {
		t.Fatal(err)
	}
	if st := tb.Seats[0]; !st.Turn || st.Strikes != 2 || !st.Forfeit || tb.Clock != 3*24*time.Hour {
		t.Errorf("k1 read back: seat %+v, clock %v", st, tb.Clock)
	}
}
