package online

import (
	"github.com/koikoi-app/koikoi/engine/match"
	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// Game is what Play online asks of a game's screens (ui/koikoi,
// ui/ikebana), which the shell lends through Host.Games: the online
// screens know neither game, only the forms and lines each one makes.
type Game interface {
	// TableForm returns the form of a new table's options and seats,
	// from the player's last New game choices; you is the player's name,
	// in the seat the creator takes.
	TableForm(you string) kit.TableForm
	// QuickOptions returns a quick match's options: the last ones chosen
	// on the game's New game screen, those the server matches on.
	QuickOptions() kit.TableOptions
	// QuickLine says in a sentence what a quick match plays.
	QuickLine() string
	// RulesLine names a table's rules from their text form as the server
	// keeps them (the table's Options): "" when the waiting room need not
	// name them.
	RulesLine(options string) string
	// ShowOnlineReplay opens the replay of one of the player's finished
	// online games: its record (the engine's text form), its seats (a
	// person's Name, a computer's Level) and the player's seat you; back
	// is where its back arrow goes. A record the game cannot replay
	// returns an error and shows nothing.
	ShowOnlineReplay(record []byte, seats []match.Seat, you int, back func()) error
}

// options returns a form's options as the server reads them.
func options(o kit.TableOptions) core.Options {
	return core.Options{Preset: o.Preset, Rules: o.Rules, Players: o.Players, Final: o.Final}
}

// seats returns a form's seats as the server reads them.
func seats(in []match.Seat) []core.Seat {
	out := make([]core.Seat, len(in))
	for i, s := range in {
		out[i] = core.Seat{Kind: core.Person}
		if s.Kind == match.Computer {
			out[i] = core.Seat{Kind: core.Computer, Level: s.Level}
		}
	}
	return out
}
