package ikebana

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/ikebana"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// HandoverView is the hand-over screen's content, for tests: whose turn
// it is (Pass asks for the phone to go to that person), what happened
// since that person's last turn, and the button that shows the table.
type HandoverView struct {
	Who   ikebana.Seat
	Pass  string
	Lines []string
	Show  *widget.Button
}

// handoverScreen asks, in pass-and-play, for the phone to go to the next
// person, and tells that person what the others did since his last turn.
func (a *App) handoverScreen() fyne.CanvasObject {
	m := a.match
	l, w := a.l(), a.w()
	who := m.Viewer()
	name := w.name(who)
	v := &HandoverView{Who: who, Lines: m.Since(who)}
	a.Handover = v
	v.Pass = l.T("ikebanaplay.handover.pass", map[string]any{"Name": name})
	pass := widget.NewLabel(v.Pass)
	pass.Wrapping = fyne.TextWrapWord
	pass.TextStyle.Bold = true
	st := m.State()
	var news string
	switch {
	case len(v.Lines) == 0:
		news = l.T("ikebanaplay.handover.starts", map[string]any{"Name": name, "N": st.Round()})
	case len(v.Lines) == len(m.Lines): // no turn of his yet this round
		news = l.T("ikebanaplay.handover.sofar") + "\n" + strings.Join(v.Lines, "\n")
	default:
		news = l.T("ikebanaplay.handover.since") + "\n" + strings.Join(v.Lines, "\n")
	}
	body := widget.NewLabel(news)
	body.Wrapping = fyne.TextWrapWord
	standing := widget.NewLabel(l.T("ikebanaapp.table.round", map[string]any{"N": st.Round(), "Of": ikebana.Rounds}) +
		" · " + l.N("ikebana.cli.prestige", st.Prestige(who)))
	standing.Wrapping = fyne.TextWrapWord
	standing.Importance = widget.LowImportance
	v.Show = widget.NewButtonWithIcon(l.T("ikebanaplay.handover.show"), theme.VisibilityIcon(), func() {
		if a.match == m {
			m.AcceptHandover()
		}
	})
	v.Show.Importance = widget.HighImportance
	title := l.T("ikebanaplay.handover.title") // the name, long or not, in the body that wraps
	content := container.NewVBox(pass, standing, widget.NewSeparator(), body)
	return a.screen(title, container.New(&kit.MaxWidth{W: 480}, content), kit.Tall(v.Show), a.Leave)
}

// passHeadline says who won a game of people passing the phone: one name,
// or the names sharing the win.
func (a *App) passHeadline(ws []ikebana.Seat, prestige int) string {
	w := a.w()
	var names []string
	for _, s := range ws {
		names = append(names, w.name(s))
	}
	if len(names) == 1 {
		return a.T("ikebanaplay.final.win", map[string]any{"Name": names[0], "Prestige": prestige})
	}
	return a.T("ikebanaplay.final.shared", map[string]any{"Names": strings.Join(names, ", "), "Prestige": prestige})
}
