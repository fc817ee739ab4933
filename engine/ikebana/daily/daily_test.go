package daily

import (
	"errors"
	"testing"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/ai"
)

func TestSeed(t *testing.T) {
	a, err := Seed("2026-12-06")
	if err != nil {
		t.Fatal(err)
	}
	// SHA-256("ikebana-daily-2026-12-06"), first 8 bytes little-endian.
	if a != 0x4b628b31421fc27b {
		t.Errorf("Seed(2026-12-06) = %#x", a)
	}
	if b, _ := Seed("2026-12-07"); a == b {
		t.Error("two days, one seed")
	}
	if _, err := Seed("2026-02-30"); !errors.Is(err, ErrBadDate) {
		t.Errorf("Seed(2026-02-30) = %v; want ErrBadDate", err)
	}
}

func TestVerify(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a daily against three hard computers at their full budget")
	}
	const date = "2026-12-06"
	g, err := New(date)
	if err != nil {
		t.Fatal(err)
	}
	bots, _ := Computers(date)
	person, _ := ai.New("normal")
	sub := Submission{Date: date}
	for !g.State().GameOver() {
		s := g.State()
		if s.Phase() == ikebana.PhaseRoundOver {
			g.NextRound()
			continue
		}
		obs := s.Observe(s.ToMove())
		m := person.Move(&obs)
		if s.ToMove() == Person {
			sub.Moves = append(sub.Moves, m)
		} else {
			m = bots[s.ToMove()].Move(&obs)
		}
		if err := g.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	for p := range sub.Prestige {
		sub.Prestige[p] = g.State().Prestige(ikebana.Seat(p))
	}
	if _, err := Verify(sub); err != nil {
		t.Fatalf("Verify of an honest game: %v", err)
	}
	forged := sub
	forged.Prestige[Person] += 3
	if _, err := Verify(forged); !errors.Is(err, ErrForged) {
		t.Errorf("Verify of raised prestige: %v; want ErrForged", err)
	}
	short := sub
	short.Moves = sub.Moves[:len(sub.Moves)-1]
	if _, err := Verify(short); !errors.Is(err, ErrBadSubmission) {
		t.Errorf("Verify without the last move: %v; want ErrBadSubmission", err)
	}
	changed := sub
	changed.Moves = append([]ikebana.Move(nil), sub.Moves...)
	for i, m := range changed.Moves {
		if m.Kind == ikebana.MoveKeep {
			changed.Moves[i] = ikebana.Refuse // refuse a card that was kept: another game
			break
		}
	}
	if _, err := Verify(changed); err == nil {
		t.Error("Verify with a keep turned into a refusal: no error")
	}
}
