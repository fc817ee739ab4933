//go:build e2e

package koikoi

// Hooks for the browser end-to-end test (e2e/web.test.mjs), compiled only
// with the e2e build tag (make e2e), like the shell's (ui/e2e_on.go). They
// print one console line per event, "KOIKOI-E2E " followed by a JSON
// object with an "ev" field:
//
//	layout  the Koi-Koi screen on show ("newgame", "table"): the canvas
//	        scale, the buttons and, on the table, the hand and field cards
//	        with their positions in Fyne units, the phase, the captured
//	        cards, the scores and the round (of how many)
//	frames  an animated step of the table: frames, time, cards moving
//	move    a move the game applied: seat and move ("play jan-crane")
//
// They also fix the deal seed (KOIKOI_E2E_SEED, default e2eDefaultSeed),
// so that a test run is always the same game.

import (
	"time"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// e2eDefaultSeed deals a first round in which the player holds cards that
// match the field.
const e2eDefaultSeed = 1

var e2eSettler kit.E2ESettler

// e2eSeed returns the fixed seed of the test's deals.
func e2eSeed(uint64) uint64 { return kit.E2ESeed("KOIKOI_E2E_SEED", e2eDefaultSeed) }

// e2eMove prints a move event.
func e2eMove(seat koikoi.Seat, m koikoi.Move) {
	kit.E2EEvent("move", "seat", int(seat), "move", m.String())
}

// e2eRefresh prints the layout of a's screen once it has settled.
func e2eRefresh(a *App) { e2eSettler.Settle(func() { e2eLayout(a) }) }

// e2eCard is a card on the table.
type e2eCard struct {
	Card      string      `json:"card"`
	Month     int         `json:"month"`
	Rect      kit.E2ERect `json:"rect"`
	Highlight bool        `json:"hl,omitempty"`
	Selected  bool        `json:"sel,omitempty"`
}

// e2eCards lists the cards of a table map that are on the window, in
// deck order.
func e2eCards(cards map[koikoi.Card]*CardWidget) []e2eCard {
	var out []e2eCard
	for i := 0; i < koikoi.NumCards; i++ {
		c := koikoi.Card(i)
		w, ok := cards[c]
		if !ok {
			continue
		}
		r, ok := kit.E2ERectOf(w)
		if !ok {
			continue
		}
		out = append(out, e2eCard{c.String(), c.Month(), r, w.Highlight, w.Selected})
	}
	return out
}

// e2eLayout prints the layout event of the Koi-Koi screen on show, if
// any: the new game's Start button, or the table.
func e2eLayout(a *App) {
	buttons := map[string]kit.E2ERect{}
	screen := ""
	if a.newGameStart != nil {
		if r, ok := kit.E2ERectOf(a.newGameStart); ok {
			buttons["newgame.start"] = r
			screen = "newgame"
		}
	}
	c := a.h.Win.Canvas()
	fields := []any{"scale", c.Scale(), "size", c.Size()}
	if t := a.table; t != nil && t.root != nil {
		onTable := false
		for k, b := range t.Buttons {
			if r, ok := kit.E2ERectOf(b); ok {
				buttons["table."+k] = r
				onTable = true
			}
		}
		hand, field := e2eCards(t.HandCards), e2eCards(t.FieldCards)
		if onTable || len(hand) > 0 || len(field) > 0 {
			screen = "table"
			obs := t.c.Observe()
			var caps, oppCaps []string
			for _, c := range obs.Captured.Cards() {
				caps = append(caps, c.String())
			}
			for _, c := range obs.OppCaptured.Cards() {
				oppCaps = append(oppCaps, c.String())
			}
			fields = append(fields,
				"phase", obs.Phase.String(), "myTurn", t.c.MyTurn(),
				"hand", hand, "field", field,
				"captured", caps, "oppCaptured", oppCaps,
				"score", obs.ScoreSelf, "oppScore", obs.ScoreOpp,
				"round", obs.Round, "rounds", obs.Rounds)
		}
	}
	if screen == "" {
		return
	}
	kit.E2EEvent("layout", append(fields, "screen", screen, "buttons", buttons)...)
}

// e2eFrames prints a frames event: how many frames an animated step of
// the table took, in how long, with how many cards moving.
func e2eFrames(n int, d time.Duration, moving int) {
	kit.E2EEvent("frames", "frames", n, "ms", d.Milliseconds(), "moving", moving,
		"fps", float64(n)/d.Seconds())
}
