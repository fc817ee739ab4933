package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/match"
)

// TableOptions are a new online table's game options as its game's
// screens choose them: Koi-Koi's Preset and Rules (option name to value,
// "rounds" among them), Ikebana's Players and Final. Play online sends
// them to the server as they are.
type TableOptions struct {
	Preset  string
	Rules   map[string]string
	Players int
	Final   bool
}

// TableForm is a game's form of a new online table, which Play online's
// Create a table screen lays out: the game's options and who sits in each
// seat.
type TableForm struct {
	// Object is the form.
	Object fyne.CanvasObject
	// Chosen returns the options chosen and the table's seats: the
	// creator's first, then a Person for each friend who joins with the
	// code and a Computer at its level for each computer.
	Chosen func() (TableOptions, []match.Seat)
	// Choices are the form's radio groups by name ("rounds"), for the
	// browser test, which taps their options.
	Choices map[string]*widget.RadioGroup
	// Watch, when set, has the form call changed after every change of its
	// seats (Create a table offers a rated game only without computers);
	// a form whose seats never change leaves it nil.
	Watch func(changed func())
}
