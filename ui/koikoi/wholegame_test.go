package koikoi

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/store"
)

// TestWholeGameTapped plays whole games of three rounds through the
// table's widgets, every move a tap, against the match: against the
// computer and between two people passing the phone, under the rulebook
// with the Gaji and the hand exchange. Each move tapped is one the match
// took; the game ends on its game-over screen, with the statistics of the
// game against the computer counted once per round and once for the game
// (across a resume after the first round's result), and the save holds the
// finished game.
func TestWholeGameTapped(t *testing.T) {
	for _, mode := range []string{store.ModeComputer, store.ModePass} {
		t.Run(mode, func(t *testing.T) {
			r := koikoi.MustPreset("rulebook")
			for _, o := range [][2]string{{"rounds", "3"}, {"gaji", "on"}, {"exchange", "on"}} {
				if err := r.Set(o[0], o[1]); err != nil {
					t.Fatal(err)
				}
			}
			g, err := koikoi.NewGame(koikoi.WithRules(r), koikoi.WithSeed(12))
			if err != nil {
				t.Fatal(err)
			}
			a := newTestApp(t, t.TempDir())
			a.StartGame(g, store.KoikoiSave{Mode: mode, Level: "easy"})
			m := a.Match()
			taps, rounds, handovers, calls := 0, 0, 0, 0
			resumed := false
			tapped := map[string]int{} // the kinds of taps made
			for i := 0; ; i++ {
				if i > 400 {
					t.Fatalf("the game did not end in %d taps", taps)
				}
				tb := a.Table()
				obs := m.Observe()
				if obs.Phase == koikoi.PhaseGameOver {
					break
				}
				before := m.Seq()
				switch {
				case m.Handover():
					press(t, tb, "handover")
					handovers++
					continue
				case obs.Phase == koikoi.PhaseRoundOver:
					if rounds == 1 && !resumed {
						// Leave and continue, as after a kill: no
						// round counts twice.
						resumed = true
						a.Leave()
						if !a.Continue() {
							t.Fatal("Continue found no game")
						}
						m = a.Match()
						continue
					}
					press(t, tb, "next")
					rounds++
				case !m.MyTurn():
					t.Fatalf("tap %d: neither the player's turn nor a screen to tap (phase %v)", taps, obs.Phase)
				case obs.Phase == koikoi.PhaseExchange:
					press(t, tb, map[bool]string{true: "exchange", false: "keep"}[taps%2 == 0])
				case obs.Phase == koikoi.PhaseKoiKoi:
					// Koi-Koi once a round at most, then Shobu.
					if obs.KoiSelf == 0 && calls%2 == 0 {
						press(t, tb, "koikoi")
					} else {
						press(t, tb, "shobu")
					}
					calls++
				case obs.Phase == koikoi.PhaseCaptureHand || obs.Phase == koikoi.PhaseCaptureDraw:
					w := tb.FieldCards[obs.Choices.First()]
					if w == nil {
						t.Fatalf("tap %d: the choice %v is not a field card to tap", taps, obs.Choices.First())
					}
					test.Tap(w)
				default:
					c := firstMove{}.Move(&obs).Card
					if obs.Hand.Has(koikoi.LightningCard) && obs.IsLegal(koikoi.Gaji) {
						c = koikoi.LightningCard
					}
					w := tb.HandCards[c]
					if w == nil {
						t.Fatalf("tap %d: %v is not a hand card to tap", taps, c)
					}
					test.Tap(w)
					test.Tap(w) // tap to select, tap again to play
					if b := tb.Buttons["gaji.wild"]; c == koikoi.LightningCard && b != nil {
						test.Tap(b) // the Gaji's question: its wild use
						tapped["gaji"]++
					}
				}
				taps++
				tapped[obs.Phase.String()]++
				if m.Seq() == before {
					t.Fatalf("tap %d (phase %v) changed nothing", taps, obs.Phase)
				}
			}
			for _, k := range []string{"exchange", "capture-hand", "koikoi", "gaji", "round-over"} {
				if tapped[k] == 0 {
					t.Errorf("no tap in %s among %v: the game no longer tries it", k, tapped)
				}
			}
			if a.Table().Buttons["again"] == nil {
				t.Error("the game's end shows no New game button")
			}
			res := m.Results()
			if rounds < 2 || len(res) < 3 {
				t.Errorf("%d rounds tapped on, %d results; want a game of three rounds", rounds, len(res))
			}
			if mode == store.ModePass && handovers < 3 {
				t.Errorf("the phone changed hands %d times; want one at least each round", handovers)
			}
			if mode == store.ModeComputer && (a.Stats.Games != 1 || a.Stats.Rounds != len(res)) {
				t.Errorf("statistics %+v; want 1 game of %d rounds", a.Stats, len(res))
			}
			if mode == store.ModePass && a.Stats.Games != 0 {
				t.Errorf("statistics %+v; a game between two people counts none", a.Stats)
			}
			_, saved, err := a.h.Store.LoadKoikoi()
			if err != nil || saved == nil || saved.State().Phase() != koikoi.PhaseGameOver {
				t.Errorf("the save after the game: %v, %v; want the finished game", saved, err)
			}
		})
	}
}

// press taps the table's button key, which must be on show.
func press(t *testing.T, tb *tableScreen, key string) {
	t.Helper()
	b := tb.Buttons[key]
	if b == nil {
		t.Fatalf("no %q button on the table", key)
	}
	test.Tap(b)
}

// TestLeaveStopsTheComputer: leaving the table while the computer pauses
// before its move stops it: the cancelled timer never plays the move, the
// game is saved as it was, and Home shows.
func TestLeaveStopsTheComputer(t *testing.T) {
	a := newTestApp(t, t.TempDir())
	sh := shellOf(a)
	sh.settings.Animation = store.AnimSlow // a 1.4 s pause before the computer's move
	posted := make(chan func(), 8)
	a.Sync, a.Post = false, func(f func()) { posted <- f }
	g, err := koikoi.NewGame(koikoi.WithSeed(5), koikoi.WithDealer(1))
	if err != nil {
		t.Fatal(err)
	}
	a.StartGame(g, store.KoikoiSave{Mode: store.ModeComputer, Level: "easy"})
	m := a.Match()
	if !m.Thinking() {
		t.Fatal("the computer is not thinking on its turn")
	}
	a.Leave()
	<-time.After(2 * time.Second) // past the pause: the cancelled timer must not fire
	for len(posted) > 0 {
		(<-posted)()
	}
	if g.Moves() != 0 || m.Thinking() {
		t.Errorf("after leaving: %d moves (want 0), thinking %v", g.Moves(), m.Thinking())
	}
	sv, saved, err := sh.store.LoadKoikoi()
	switch {
	case err != nil || saved == nil:
		t.Errorf("no save after leaving: %v", err)
	case saved.Moves() != 0 || sv.AtTable:
		t.Errorf("the save after leaving: %d moves, at the table %v; want the game as dealt, left for Home", saved.Moves(), sv.AtTable)
	}
	if sh.homes != 1 || a.Match() != nil || a.Table() != nil {
		t.Errorf("Home shown %d times, a match left %v after leaving", sh.homes, a.Match() != nil)
	}
}

// TestVersion1SaveContinues: a game saved in the first record version (the
// lightning always wild while live, no Gaji move) continues on the table:
// its round is replayed through the engine for the game log and the table
// takes the next move.
func TestVersion1SaveContinues(t *testing.T) {
	var g koikoi.Game
	if err := g.UnmarshalText([]byte("koikoi-game 1\nrules museum gaji=on\nseed 23\nmoves\nend\n")); err != nil {
		t.Fatal(err)
	}
	for g.Moves() < 9 {
		st := g.State()
		if err := g.Apply(st.LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	text, _ := g.MarshalText()
	if !strings.HasPrefix(string(text), "koikoi-game 1\n") {
		t.Fatalf("the game is written as %q", strings.SplitN(string(text), "\n", 2)[0])
	}
	dir := t.TempDir()
	a := newTestApp(t, dir)
	if err := a.h.Store.SaveKoikoi(&store.KoikoiSave{Mode: store.ModeComputer, Level: "easy"}, &g); err != nil {
		t.Fatal(err)
	}
	if !a.Continue() {
		t.Fatal("Continue found no game")
	}
	m := a.Match()
	if !m.MyTurn() { // a computer's turn was played at once (Sync)
		t.Fatalf("not the player's turn after the resume (phase %v)", m.Observe().Phase)
	}
	if n := len(a.Table().LogLines()); n < 5 {
		t.Errorf("the game log has %d lines; want the replayed round's", n)
	}
	moves := m.Game.Moves()
	obs := m.Observe()
	w := a.Table().HandCards[obs.Hand.First()]
	test.Tap(w)
	test.Tap(w)
	if m.Game.Moves() <= moves {
		t.Error("the resumed version 1 game took no move")
	}
}
