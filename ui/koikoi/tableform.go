package koikoi

import (
	"fmt"
	"strconv"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/match"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// Koi-Koi's part of Play online's screens (ui/online's Game, which the
// shell wires): the form of a new table, the quick match's options, the
// rules line of a waiting room and the replay of a finished online game.

// TableForm returns the form of a new online table: the rules as the New
// game screen offers them (the preset, the length and every option), from
// the player's last New game choices, for two people.
func (a *App) TableForm(string) kit.TableForm {
	ng := a.settings().Koikoi
	f := NewRulesForm(a.l(), ng.Preset, ng.Options)
	a.TableRules = f
	return kit.TableForm{Object: container.NewVBox(f.Head, f.Options), Chosen: func() (kit.TableOptions, []match.Seat) {
		preset, rules := f.Chosen()
		return kit.TableOptions{Preset: preset, Rules: rules}, []match.Seat{{Kind: match.Person}, {Kind: match.Person}}
	}, Choices: map[string]*widget.RadioGroup{"rounds": f.Rounds}}
}

// QuickOptions returns a quick match's options: the preset and the length
// of the last New game.
func (a *App) QuickOptions() kit.TableOptions {
	return kit.TableOptions{Preset: a.settings().Koikoi.Preset, Rules: map[string]string{"rounds": strconv.Itoa(a.lastRounds())}}
}

// QuickLine says what a quick match plays: its preset and length.
func (a *App) QuickLine() string {
	return a.T("online.lobby.quick.desc", map[string]any{
		"Preset": a.T("preset." + a.settings().Koikoi.Preset + ".name"), "Rounds": a.lastRounds()})
}

// RulesLine names the rules of a table from their text form; "" when it
// cannot be read.
func (a *App) RulesLine(options string) string {
	r, err := koikoi.ParseRules(options)
	if err != nil {
		return ""
	}
	return DescribeRules(a.l(), &r)
}

// lastRounds returns the length of the last Koi-Koi game chosen.
func (a *App) lastRounds() int {
	ng := a.settings().Koikoi
	r, err := koikoi.Preset(ng.Preset)
	if err != nil {
		return 12
	}
	if v, ok := ng.Options["rounds"]; ok {
		r.Set("rounds", v)
	}
	v, _ := r.Get("rounds")
	n, _ := strconv.Atoi(v)
	return n
}

// ShowOnlineReplay opens the replay of one of the player's finished online
// games from its record (the engine's text form) and its seats (the
// people's names; a computer is named as one), seen from the player's
// seat you; back is where its back arrow goes. A record the engine cannot
// replay returns an error and shows nothing.
func (a *App) ShowOnlineReplay(record []byte, seats []match.Seat, you int, back func()) error {
	if len(seats) != 2 || you < 0 || you > 1 {
		return fmt.Errorf("koikoi: an online record of %d seats, the player's %d", len(seats), you)
	}
	var names [2]string
	for i, s := range seats {
		switch {
		case i == you:
			names[i] = a.T("term.you")
		case s.Kind == match.Computer:
			names[i] = a.T("term.computer")
		default:
			names[i] = s.Name
		}
	}
	return a.ShowReplay(record, koikoi.Seat(you), names, back)
}
