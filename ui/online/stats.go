package online

import (
	"context"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// StatsView is the online statistics' controls, for tests.
type StatsView struct {
	// Lines holds each game's lines, by the server's game name.
	Lines map[string][]*widget.Label
}

// showStats asks the server for the player's online statistics and shows
// them, each game in its own section, apart from the games played on
// this phone.
func (a *App) showStats(back func()) {
	a.ask(a.T("online.lobby.connecting"), back, func(ctx context.Context, s *core.Session) (func(), error) {
		games, err := s.Stats(ctx)
		if err != nil {
			return nil, err
		}
		return func() {
			a.h.Show(func() fyne.CanvasObject {
				v := &StatsView{Lines: map[string][]*widget.Label{}}
				a.View.Stats = v
				body := container.NewVBox()
				for _, g := range []string{Koikoi, Ikebana} {
					body.Add(kit.Heading(a.gameName(g)))
					for _, l := range a.statsLines(g, games) {
						v.Lines[g] = append(v.Lines[g], l)
						body.Add(l)
					}
				}
				return a.screen(a.T("online.stats.title"), body, nil, back)
			})
		}, nil
	})
}

// statsLines says a game's online record: played, won, lost, drawn and
// abandoned, and the best score; or that no game has ended yet.
func (a *App) statsLines(game string, games []protocol.GameStats) []*widget.Label {
	for _, s := range games {
		if s.Game != game || s.Played == 0 {
			continue
		}
		n := a.l().Number
		line := kit.Para(a.T("online.stats.line", map[string]any{
			"Played": n(s.Played), "Won": n(s.Won), "Lost": n(s.Lost), "Drawn": n(s.Drawn), "Abandoned": n(s.Abandoned)}))
		return []*widget.Label{line, kit.Para(a.T("online.stats.best", map[string]any{"Score": n(s.BestScore)}))}
	}
	return []*widget.Label{note(a.T("online.stats.none"))}
}

// StatsSection is a game's statistics screen's section of its online
// games: asked of the server when shown (a player who never played online
// has none, and nothing is asked). Until the answer it says so; an error
// gets its sentence.
func (a *App) StatsSection(game string) fyne.CanvasObject {
	box := container.NewVBox(kit.Bold(a.T("online.stats.title")))
	if a.prefs().Name == "" {
		box.Add(note(a.T("online.stats.none")))
		return box
	}
	wait := note(a.T("online.lobby.connecting"))
	box.Add(wait)
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), a.connectWait+a.askWait)
		defer cancel()
		var games []protocol.GameStats
		s, err := a.connect(ctx)
		if err == nil {
			games, err = s.Stats(ctx)
		}
		a.post(func() {
			box.Remove(wait)
			if err != nil {
				box.Add(note(a.T(errorID(err))))
				return
			}
			for _, l := range a.statsLines(game, games) {
				box.Add(l)
			}
		})
	}()
	return box
}
