package daily

import (
	"errors"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/ai"
)

func TestSeed(t *testing.T) {
	a, err := Seed("2026-12-06")
	if err != nil {
		t.Fatal(err)
	}
	// The documented function: SHA-256("koikoi-daily-2026-12-06"), first 8
	// bytes little-endian (docs/review.md gives this value).
	if a != 0x247f97f01dfbb50d {
		t.Errorf("Seed(2026-12-06) = %#x", a)
	}
	b, _ := Seed("2026-12-07")
	if a == b {
		t.Error("two days, one seed")
	}
	for _, bad := range []string{"", "2026-13-01", "06/12/2026", "2026-12-06T00:00"} {
		if _, err := Seed(bad); !errors.Is(err, ErrBadDate) {
			t.Errorf("Seed(%q) = %v; want ErrBadDate", bad, err)
		}
	}
	if got := Date(time.Date(2026, 12, 6, 23, 30, 0, 0, time.FixedZone("UTC-5", -5*3600))); got != "2026-12-07" {
		t.Errorf("Date(23:30 at UTC-5) = %s; want the UTC day 2026-12-07", got)
	}
}

// playDaily plays the daily of date with person as the person's player and
// returns the submission.
func playDaily(t *testing.T, date string, person ai.Player) Submission {
	t.Helper()
	g, err := New(date)
	if err != nil {
		t.Fatal(err)
	}
	bot, _ := Computer(date)
	sub := Submission{Date: date}
	for g.State().Phase() != koikoi.PhaseGameOver {
		s := g.State()
		if s.Phase() == koikoi.PhaseRoundOver {
			g.NextRound()
			continue
		}
		obs := s.Observe(s.ToMove())
		var m koikoi.Move
		if s.ToMove() == Person {
			m = person.Move(&obs)
			sub.Moves = append(sub.Moves, m)
		} else {
			m = bot.Move(&obs)
		}
		if err := g.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	sub.Score = [2]int{g.State().Score(Person), g.State().Score(Person.Other())}
	return sub
}

func TestVerify(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a daily against the hard level at its full budget")
	}
	easy, _ := ai.New("easy")
	sub := playDaily(t, "2026-12-06", easy)
	if _, err := Verify(sub); err != nil {
		t.Fatalf("Verify of an honest game: %v", err)
	}
	forged := sub
	forged.Score[0] += 5
	if _, err := Verify(forged); !errors.Is(err, ErrForged) {
		t.Errorf("Verify of a raised score: %v; want ErrForged", err)
	}
	other := sub
	other.Date = "2026-12-07"
	if _, err := Verify(other); err == nil {
		t.Error("Verify of the moves on another day: no error")
	}
	short := sub
	short.Moves = sub.Moves[:len(sub.Moves)-1]
	if _, err := Verify(short); !errors.Is(err, ErrBadSubmission) {
		t.Errorf("Verify without the last move: %v; want ErrBadSubmission", err)
	}
	long := sub
	long.Moves = append(append([]koikoi.Move(nil), sub.Moves...), koikoi.Shobu)
	if _, err := Verify(long); !errors.Is(err, ErrBadSubmission) {
		t.Errorf("Verify with a move too many: %v; want ErrBadSubmission", err)
	}
	swapped := sub
	swapped.Moves = append([]koikoi.Move(nil), sub.Moves...)
	swapped.Moves[0], swapped.Moves[1] = swapped.Moves[1], swapped.Moves[0]
	if _, err := Verify(swapped); err == nil {
		t.Error("Verify of two moves swapped: no error")
	}
}
