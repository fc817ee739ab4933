package ikebana

import (
	"testing"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/local"
	"github.com/koikoi-app/koikoi/engine/match"
	"github.com/koikoi-app/koikoi/store"
)

// undealt is an online match before its first view came: it observes the
// zero Observation and has no events, as online.Remote has between the
// table's start and the deal's events. Once dealt, it is the match it
// wraps.
type undealt struct {
	match.Match[ikebana.Observation, ikebana.Move, ikebana.Event]
	dealt bool
}

func (u *undealt) Observe() ikebana.Observation {
	if !u.dealt {
		return ikebana.Observation{}
	}
	return u.Match.Observe()
}

func (u *undealt) Since(after uint64) ([]match.Sequenced[ikebana.Event], ikebana.Observation) {
	if !u.dealt {
		return nil, ikebana.Observation{}
	}
	return u.Match.Since(after)
}

// TestOnlineTableBeforeTheDeal: an online table opens as the game starts,
// before the server's deal reached the phone (issue 29: the creator's app
// died when the computer refused a card on its first move). The deal and
// the first moves come: the table takes the match's florists and flies
// the moves, the others' cards to their own rows.
func TestOnlineTableBeforeTheDeal(t *testing.T) {
	a, sh := newTestApp(t, t.TempDir())
	sh.settings.Animation = store.AnimNormal
	g, err := ikebana.NewGame(ikebana.WithPlayers(3), ikebana.WithSeed(3), ikebana.WithFirstPlayer(1))
	if err != nil {
		t.Fatal(err)
	}
	seats := []match.Seat{{Kind: match.Person}, {Kind: match.Computer, Level: "easy"}, {Kind: match.Computer, Level: "easy"}}
	lm, err := local.New(g, seats, local.Options{Options: match.Options{Sync: true}})
	if err != nil {
		t.Fatal(err)
	}
	u := &undealt{Match: lm}
	a.PlayOnline(u, Online{})
	tb := a.Table()
	if tb == nil || !tb.shown {
		t.Fatal("no table before the deal")
	}
	lm.Start() // the computers in seats 1 and 2 move first
	u.dealt = true
	a.match.pull()
	tb = a.Table()
	tb.seq.Finish()
	if got := len(tb.rows) + 1; got != 3 {
		t.Fatalf("the table shows %d florists; want 3", got)
	}
	o := a.Match().Observe()
	for _, r := range tb.rows {
		if got, want := len(r.bouquet.Objects), o.Bouquets[r.seat].Len(); got != want {
			t.Errorf("seat %d's row shows %d cards; its bouquet has %d", r.seat, got, want)
		}
	}
}
