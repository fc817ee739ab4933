package ikebana

import (
	"fmt"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/ai"
	"github.com/koikoi-app/koikoi/engine/match"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// Ikebana's part of Play online's screens (ui/online's Game, which the
// shell wires): the form of a new table, the quick match's options, the
// rules line of a waiting room and the replay of a finished online game.

// TableFormView is the form of a new online table's controls, for tests:
// the table size, who sits in seats 2 on (a friend, or a computer at a
// level), the Bouquet final.
type TableFormView struct {
	Players *widget.Select
	Seats   []*widget.Select
	Final   *widget.Check
}

// TableForm returns the form of a new online table, from the player's
// last New game choices: its size, who sits in each seat but the
// creator's (you: a friend with the code, or a computer at a level), and
// the Bouquet final.
func (a *App) TableForm(you string) kit.TableForm {
	ng := a.h.Settings().Ikebana
	l := a.l()
	v := &TableFormView{}
	a.NewTable = v
	kinds := []string{a.T("online.create.friend")}
	for _, lv := range ai.Levels {
		kinds = append(kinds, l.T("ikebanaplay.new.computer.level", map[string]any{"Level": l.T("level." + lv + ".name")}))
	}
	seats := container.NewVBox()
	var changed func() // the screen's, through Watch
	told := func(string) {
		if changed != nil {
			changed()
		}
	}
	remembered := ng.SeatsOf(ikebana.MaxPlayers)
	for i := range ikebana.MaxPlayers {
		sel := widget.NewSelect(kinds, nil)
		sel.SetSelectedIndex(0)
		if i > 0 && !remembered[i].Person() {
			sel.SetSelectedIndex(slices.Index(ai.Levels, remembered[i].Level) + 1)
		}
		sel.OnChanged = told
		v.Seats = append(v.Seats, sel)
	}
	var counts []string
	for n := 2; n <= ikebana.MaxPlayers; n++ {
		counts = append(counts, l.N("ikebanaplay.new.florists.n", n))
	}
	fill := func() {
		n := v.Players.SelectedIndex() + 2
		seats.Objects = nil
		me := widget.NewLabel(a.T("online.wait.you", map[string]any{"Name": you}))
		seats.Add(container.NewBorder(nil, nil, seatNumber(l.Number(1)), nil, me))
		for i := 1; i < n; i++ {
			seats.Add(container.NewBorder(nil, nil, seatNumber(l.Number(i+1)), nil, kit.Tall(v.Seats[i])))
		}
		seats.Refresh()
	}
	v.Players = widget.NewSelect(counts, func(s string) {
		fill()
		told(s)
	})
	v.Players.SetSelectedIndex(min(max(ng.Players, 2), ikebana.MaxPlayers) - 2)
	v.Final = widget.NewCheck(a.T("ikebanaapp.new.final"), nil)
	v.Final.SetChecked(ng.Final)
	desc := kit.Para(a.T("ikebanaapp.new.final.desc"))
	desc.Importance = widget.LowImportance
	form := container.NewVBox(kit.Bold(a.T("ikebanaapp.new.players")), kit.Tall(v.Players),
		kit.Bold(a.T("ikebanaplay.new.seats")), seats, kit.Tall(v.Final), desc)
	return kit.TableForm{Object: form, Chosen: func() (kit.TableOptions, []match.Seat) {
		n := v.Players.SelectedIndex() + 2
		var out []match.Seat
		for i := range n {
			seat := match.Seat{Kind: match.Person}
			if k := v.Seats[i].SelectedIndex(); i > 0 && k > 0 {
				seat = match.Seat{Kind: match.Computer, Level: ai.Levels[k-1]}
			}
			out = append(out, seat)
		}
		return kit.TableOptions{Players: n, Final: v.Final.Checked}, out
	}, Watch: func(f func()) { changed = f }}
}

// seatNumber is a seat's number at the start of its line.
func seatNumber(n string) fyne.CanvasObject {
	l := widget.NewLabel(n)
	l.TextStyle.Bold = true
	return container.NewCenter(l)
}

// QuickOptions returns a quick match's options: the table size of the
// last New game (the server matches on it alone).
func (a *App) QuickOptions() kit.TableOptions {
	return kit.TableOptions{Players: a.h.Settings().Ikebana.Players}
}

// QuickLine says what a quick match plays: its table size.
func (a *App) QuickLine() string {
	return a.T("online.lobby.quick.desc.ikebana", map[string]any{"Players": a.h.Settings().Ikebana.Players})
}

// RulesLine returns "": an Ikebana table's waiting room names no rules,
// its list of seats says the table's size.
func (a *App) RulesLine(string) string { return "" }

// ShowOnlineReplay opens the replay of one of the player's finished online
// games from its record (the engine's text form) and its seats (the
// people's names, the computers' levels), reviewing the player's seat
// you; back is where its back arrow goes. A record the engine cannot
// replay returns an error and shows nothing.
func (a *App) ShowOnlineReplay(record []byte, seats []match.Seat, you int, back func()) error {
	if you < 0 || you >= len(seats) {
		return fmt.Errorf("ikebana: an online record of %d seats, the player's %d", len(seats), you)
	}
	kept := make([]store.IkebanaSeat, len(seats))
	for i, s := range seats {
		kept[i] = store.IkebanaSeat{Kind: store.SeatPerson, Name: s.Name}
		if s.Kind == match.Computer {
			kept[i] = store.IkebanaSeat{Kind: store.SeatComputer, Level: s.Level}
		}
	}
	return a.ShowReplay(record, kept, ikebana.Seat(you), back)
}
