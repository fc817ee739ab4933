//go:build e2e

package ikebana

// Hooks for the browser end-to-end test (e2e/web.test.mjs), compiled only
// with the e2e build tag (make e2e), like the shell's (ui/e2e_on.go). They
// print, through kit.E2EEvent:
//
//	layout  the Ikebana screen on show ("ikebana.newgame", "ikebana.table",
//	        "ikebana.rules"): the canvas scale, the buttons a test taps and,
//	        on the table, the phase, whose turn it is, the card turned over,
//	        the player's bouquet (with its cards' places), discard top and
//	        everyone's prestige
//	move    a move the match applied: game "ikebana", seat and move
//
// They also fix the game seed (KOIKOI_E2E_IKEBANA_SEED, default
// e2eDefaultSeed), so that a test run is always the same game.

import (
	"strconv"

	"fyne.io/fyne/v2"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// e2eDefaultSeed deals a game of four in which the player moves first.
const e2eDefaultSeed = 1

var e2eSettler kit.E2ESettler

// e2eSeed returns the fixed seed of the test's games.
func e2eSeed(uint64) uint64 { return kit.E2ESeed("KOIKOI_E2E_IKEBANA_SEED", e2eDefaultSeed) }

// e2eMove prints a move event.
func e2eMove(p ikebana.Seat, mv ikebana.Move) {
	kit.E2EEvent("move", "game", "ikebana", "seat", int(p), "move", mv.String())
}

// e2eRefresh prints the layout of a's screen once it has settled.
func e2eRefresh(a *App) { e2eSettler.Settle(func() { e2eLayout(a) }) }

// e2eCard is a card of the player's bouquet and its place.
type e2eCard struct {
	Card string      `json:"card"`
	Rect kit.E2ERect `json:"rect"`
}

// e2eLayout prints the layout event of the Ikebana screen on show, if any.
func e2eLayout(a *App) {
	buttons := map[string]kit.E2ERect{}
	put := func(key string, o fyne.CanvasObject) bool {
		if r, ok := kit.E2ERectOf(o); ok {
			buttons[key] = r
			return true
		}
		return false
	}
	c := a.h.Win.Canvas()
	fields := []any{"scale", c.Scale(), "size", c.Size()}
	screen := ""
	rules := false
	if a.Rules.Close != nil { // a typed nil would not do
		_, rules = kit.E2ERectOf(a.Rules.Close)
	}
	switch t := a.table; {
	case rules:
		screen = "ikebana.rules"
		put("ikebana.rules.close", a.Rules.Close)
	case a.NewGame != nil && put("ikebana.start", a.NewGame.Start):
		screen = "ikebana.newgame"
	case t != nil && t.shown && t.root != nil:
		screen = "ikebana.table"
		obs, m := t.m.Observe(), t.m
		mine := m.MyTurn()
		if mine && obs.Phase == ikebana.PhaseStart {
			put("ikebana.draw", t.Draw)
			for p, b := range t.Buy {
				if !b.Disabled() {
					put("ikebana.buy."+strconv.Itoa(int(p)), b)
				}
			}
		}
		if mine && obs.Phase == ikebana.PhaseDrawn {
			put("ikebana.keep", t.Keep)
			if !t.Refuse.Disabled() {
				put("ikebana.refuse", t.Refuse)
			}
		}
		put("ikebana.rules", a.Rules.Open)
		bouquet := []e2eCard{}             // [] when empty, not null
		for _, o := range t.mine.Objects { // the bouquet's cardRow holds its card views
			v := o.(*CardWidget)
			if r, ok := kit.E2ERectOf(v); ok {
				bouquet = append(bouquet, e2eCard{v.Card.String(), r})
			}
		}
		prestige := make([]int, obs.Players())
		for p := range prestige {
			prestige[p] = obs.Prestige[p]
		}
		name := func(c ikebana.Card) string {
			if c == ikebana.NoCard {
				return ""
			}
			return c.String()
		}
		fields = append(fields, "round", obs.Round, "phase", obs.Phase.String(),
			"toMove", int(obs.ToMove), "myTurn", mine, "busy", t.seq.Busy() || m.Thinking(),
			"drawn", name(obs.Drawn), "bouquet", bouquet, "discardTop", name(obs.Tops[you]),
			"prestige", prestige, "pile", obs.PileLen)
	}
	if screen == "" {
		return
	}
	kit.E2EEvent("layout", append(fields, "screen", screen, "buttons", buttons)...)
}
