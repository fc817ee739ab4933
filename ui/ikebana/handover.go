package ikebana

import (
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// HandoverView is the hand-over screen's content, for tests: whose turn
// it is (Pass asks for the phone to go to that person), every florist's
// prestige (Standings, the highest first, one "name · prestige" line each;
// Mine is the index of that person's line), that person's bouquet, what
// happened since that person's last turn, and the button that shows the
// table.
type HandoverView struct {
	Who       ikebana.Seat
	Pass      string
	Standings []string
	Mine      int
	Bouquet   []ikebana.Card
	Lines     []string
	Show      *widget.Button
}

// handoverScreen asks, in pass-and-play, for the phone to go to the next
// person, named large in the middle, and shows that person where everyone
// stands, the bouquet so far and what the others did since his last turn:
// all public, gathered so the turn starts knowing the table.
func (a *App) handoverScreen() fyne.CanvasObject {
	m := a.match
	l, w := a.l(), a.w()
	who := m.Viewer()
	name := w.name(who)
	obs := m.Observe()
	v := &HandoverView{Who: who, Lines: m.Since(who), Bouquet: obs.Bouquets[who].Cards()}
	a.Handover = v
	v.Pass = l.T("ikebanaplay.handover.pass", map[string]any{"Name": name})

	// the width of the name, and of a column: on a landscape screen the
	// standings and the rest share a line (pairLayout)
	width, col := float32(480), float32(480)
	if a.h.Win != nil {
		win := a.h.Win.Canvas().Size().Width - 4*theme.Padding()
		width, col = min(width, win), min(col, win)
		if win >= pairMinW {
			col = min(col, (min(win, 2*480)-2*seatGap)/2)
		}
	}
	big := newText(clipText(name, 30, true, width), 30, kit.GoldColor, true)
	big.Alignment = fyne.TextAlignCenter
	pass := widget.NewLabel(v.Pass)
	pass.Wrapping = fyne.TextWrapWord
	pass.Alignment = fyne.TextAlignCenter
	round := newText(l.T("ikebanaapp.table.round", map[string]any{"N": obs.Round, "Of": ikebana.Rounds}), 14, kit.MutedColor, false)
	round.Alignment = fyne.TextAlignCenter
	top := container.NewVBox(big, tight(pass), round, widget.NewSeparator())

	var items []fyne.CanvasObject // the bouquet and the news
	if len(v.Bouquet) > 0 {
		row := container.New(&cardRow{gap: 6, center: true, slots: ikebana.BouquetSize, maxH: 64})
		setCards(row, v.Bouquet, nil)
		items = append(items, tight(kit.Subheading(l.T("ikebanaplay.handover.bouquet"))), container.New(&kit.AtLeast{H: 64}, row),
			widget.NewSeparator())
	}

	var head, news string
	switch {
	case len(v.Lines) == 0:
		news = l.T("ikebanaplay.handover.starts", map[string]any{"Name": name, "N": obs.Round})
	case len(v.Lines) == len(m.Lines): // no turn of his yet this round
		head, news = l.T("ikebanaplay.handover.sofar"), strings.Join(v.Lines, "\n")
	default:
		head, news = l.T("ikebanaplay.handover.since"), strings.Join(v.Lines, "\n")
	}
	if head != "" {
		items = append(items, tight(kit.Subheading(head)))
	}
	body := widget.NewLabel(news)
	body.Wrapping = fyne.TextWrapWord
	items = append(items, tight(body))

	v.Show = widget.NewButtonWithIcon(l.T("ikebanaplay.handover.show"), theme.VisibilityIcon(), func() {
		if a.match == m {
			m.AcceptHandover()
		}
	})
	v.Show.Importance = widget.HighImportance
	title := l.T("ikebanaplay.handover.title")
	pair := container.New(&pairLayout{}, a.handoverStandings(v, col), container.NewVBox(items...))
	content := container.NewVBox(container.New(&kit.MaxWidth{W: 480}, top), container.New(&kit.MaxWidth{W: 2 * 480}, pair))
	// centred in the height the screen leaves, scrolling when taller
	balanced := container.NewVBox(layout.NewSpacer(), content, layout.NewSpacer())
	return a.screen(title, balanced, kit.Tall(v.Show), a.Leave)
}

// handoverStandings lists every florist's prestige, the highest first,
// the line of the person taking the phone marked; it fills v.Standings
// and v.Mine.
func (a *App) handoverStandings(v *HandoverView, width float32) fyne.CanvasObject {
	l, w := a.l(), a.w()
	obs := a.match.Observe()
	order := make([]ikebana.Seat, obs.Players())
	for i := range order {
		order[i] = ikebana.Seat(i)
	}
	sortByPrestige(order, func(p ikebana.Seat) int { return obs.Prestige[p] })
	rows := []fyne.CanvasObject{tight(kit.Subheading(l.T("ikebanaplay.handover.standings")))}
	for i, s := range order {
		name, pts := w.name(s), l.N("ikebana.cli.prestige", obs.Prestige[s])
		v.Standings = append(v.Standings, name+" · "+pts)
		mine := s == v.Who
		c := color.Color(kit.CreamColor)
		bg := canvas.NewRectangle(color.Transparent)
		if mine {
			v.Mine = i
			c = kit.GoldColor
			bg.FillColor = kit.TurnColor
			bg.CornerRadius = 6
		}
		right := newText(pts, 15, c, mine)
		right.Alignment = fyne.TextAlignTrailing
		room := width - fyne.MeasureText(pts, 15, fyne.TextStyle{Bold: mine}).Width - 4*theme.Padding()
		left := newText(clipText(name, 15, mine, max(room, maxNameW)), 15, c, mine)
		line := container.NewBorder(nil, nil, left, right)
		rows = append(rows, container.NewStack(bg, container.New(layout.NewCustomPaddedLayout(4, 4, 8, 8), line)))
	}
	return container.NewVBox(rows...)
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
