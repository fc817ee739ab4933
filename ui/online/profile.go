package online

import (
	"context"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// ProfileView is the profile's controls, for tests.
type ProfileView struct {
	// Ratings and Charts hold each pool's rating line and its history's
	// chart (none before two rated games), by pool.
	Ratings map[string]*widget.Label
	Charts  map[string]*RatingChart
	// Games holds each game's record lines, by game; Last the last games,
	// each with its Replay, which opens the game's replay.
	Games   map[string][]*widget.Label
	Last    []*widget.Label
	Replays []*widget.Button
	// Message says the profile is being asked, or the error.
	Message *widget.Label
	// Devices opens Link a device; Blocks the players blocked.
	Devices *widget.Button
	Blocks  *widget.Button
}

// showProfile shows the player's profile: each game's rating with its
// history, the online record, the last games (each a tap from its
// replay).
func (a *App) showProfile(back func()) {
	a.h.Show(func() fyne.CanvasObject { return a.profileScreen(back) })
}

func (a *App) profileScreen(back func()) fyne.CanvasObject {
	v := &ProfileView{Ratings: map[string]*widget.Label{}, Charts: map[string]*RatingChart{}, Games: map[string][]*widget.Label{},
		Message: note(a.T("online.board.loading"))}
	a.View.Profile = v
	body := container.NewVBox(kit.Heading(a.prefs().Name), v.Message)
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), a.connectWait+a.askWait)
		defer cancel()
		var p core.Profile
		s, err := a.connect(ctx)
		if err == nil {
			p, err = s.Profile(ctx)
		}
		a.post(func() {
			if a.View.Profile != v {
				return // the player went on
			}
			defer e2eChanged()
			if err != nil {
				v.Message.SetText(a.T(errorID(err)))
				body.Refresh()
				return
			}
			v.Message.Hide()
			a.fillProfile(v, body, p, func() { a.showProfile(back) })
		})
	}()
	again := func() { a.showProfile(back) }
	var devices, blocks fyne.CanvasObject
	v.Devices, devices = door(a.T("online.link.title"), theme.ComputerIcon(), func() { a.showLink(again) })
	v.Blocks, blocks = door(a.T("online.blocks.title"), theme.VisibilityOffIcon(), func() { a.showBlocks(again) })
	return a.screen(a.T("online.profile.title"), body, container.NewGridWithColumns(2, devices, blocks), back)
}

// fillProfile lays out a profile: for each game its rating, the rating's
// chart and the game's online record; then the last games, each with its
// Replay, whose back arrow comes back to the profile (again).
func (a *App) fillProfile(v *ProfileView, body *fyne.Container, p core.Profile, again func()) {
	n := a.l().Number
	for _, g := range core.Pools {
		body.Add(widget.NewSeparator())
		body.Add(kit.Bold(a.gameName(g)))
		r, rated := protocol.PoolRating{}, false
		for _, pr := range p.Ratings {
			if pr.Pool == g {
				r, rated = pr, true
			}
		}
		var line *widget.Label
		switch {
		case !rated:
			line = note(a.T("online.profile.unrated"))
		case r.Place > 0:
			line = kit.Para(a.T("online.profile.placed", map[string]any{"Rating": ratingText(r.Rating, r.Provisional), "Games": n(r.Games), "Place": n(r.Place)}))
		default:
			line = kit.Para(a.T("online.profile.rating", map[string]any{"Rating": ratingText(r.Rating, r.Provisional), "Games": n(r.Games)}))
		}
		v.Ratings[g] = line
		body.Add(line)
		if len(r.History) >= 2 {
			var pts []int
			for _, h := range r.History {
				pts = append(pts, h.Rating)
			}
			v.Charts[g] = NewRatingChart(pts)
			body.Add(v.Charts[g])
		}
		for _, l := range a.statsLines(g, p.Games) {
			v.Games[g] = append(v.Games[g], l)
			body.Add(l)
		}
		for _, s := range p.Games {
			if s.Game == g && s.Played > 0 {
				l := note(a.T("online.profile.left", map[string]any{"N": n(s.Left)}))
				v.Games[g] = append(v.Games[g], l)
				body.Add(l)
			}
		}
	}
	body.Add(widget.NewSeparator())
	body.Add(kit.Bold(a.T("online.profile.last")))
	if len(p.Last) == 0 {
		body.Add(note(a.T("online.stats.none")))
	}
	for _, e := range p.Last {
		l := kit.Para(a.lastLine(e))
		b := widget.NewButtonWithIcon(a.T("ui.replay.title"), theme.MediaPlayIcon(), func() { a.openRecord(e.Table, again) })
		v.Last, v.Replays = append(v.Last, l), append(v.Replays, b)
		body.Add(container.NewBorder(nil, nil, nil, container.NewCenter(b), l))
	}
	body.Refresh()
}

// lastLine says one of the last games: the game, the day, the player's
// result and everyone's scores.
func (a *App) lastLine(e protocol.RecordEntry) string {
	outcome := ""
	var scores []string
	for _, s := range e.Seats {
		name := s.Name
		if s.Level != "" {
			name = a.T("ikebanaplay.new.computer.level", map[string]any{"Level": a.T("level." + s.Level + ".name")})
		}
		if s.You {
			outcome = s.Outcome
		}
		scores = append(scores, name+" "+a.l().Number(s.Score))
	}
	result := a.T("online.profile.outcome." + outcomeID(outcome))
	return a.T("online.profile.game", map[string]any{"Game": a.gameName(e.Game), "Day": time.UnixMilli(e.Finished).Local().Format("2006-01-02"),
		"Result": result, "Scores": strings.Join(scores, " · ")})
}

// outcomeID names a seat's outcome among the profile's words: win, loss,
// draw, abandoned.
func outcomeID(o string) string {
	switch o {
	case "win", "loss", "draw":
		return o
	}
	return "abandoned"
}
