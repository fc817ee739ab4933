package ui

import (
	"image/color"
	"sort"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"

	"github.com/koikoi-app/koikoi/koikoi"
)

// capturesPanel shows captured cards grouped by rank (an empty outline
// names a rank not taken yet), then badges: the Koi-Koi calls, the yaku
// made and, with progress on, the yaku under way, the nearest first. The
// table and the tutorial both use it; card makes each card's widget.
func (a *App) capturesPanel(caps koikoi.Set, yaku koikoi.YakuList, koi int, obs *koikoi.Observation,
	progress bool, card func(koikoi.Card) fyne.CanvasObject) fyne.CanvasObject {
	groups := make([]fyne.CanvasObject, 0, 5)
	for k := koikoi.Bright; k <= koikoi.Plain; k++ {
		var cards []fyne.CanvasObject
		for _, c := range caps.Cards() {
			if c.Kind() == k {
				cards = append(cards, card(c))
			}
		}
		if len(cards) == 0 {
			ph := canvas.NewRectangle(color.Transparent)
			ph.StrokeColor = badgeColor
			ph.StrokeWidth = 1
			ph.CornerRadius = 6
			groups = append(groups, container.NewStack(ph, centeredText(a.L.Kind(k.String()), mutedColor, 10)))
			continue
		}
		n := canvas.NewText(a.L.Number(len(cards)), goldColor)
		n.TextSize = 11
		n.TextStyle.Bold = true
		fan := container.New(&fanLayout{maxH: 72}, cards...)
		groups = append(groups, container.NewStack(fan, container.NewVBox(container.NewHBox(layoutSpacerObj(), n))))
	}
	var badges []fyne.CanvasObject
	if koi > 0 {
		badges = append(badges, newBadge(a.T("ui.badge.koikoi", M{"Count": a.L.Number(koi)}), redColor))
	}
	for y, p := range yaku {
		if p > 0 {
			badges = append(badges, newBadge(a.T("ui.badge.made", M{
				"Yaku": a.L.Yaku(koikoi.Yaku(y).String()), "Points": a.L.Number(int(p))}), badgeNear))
		}
	}
	if progress {
		prog := obs.Rules.Progress(caps, obs.Month)
		// The nearest yaku first: they matter most and room is short.
		sort.SliceStable(prog, func(i, j int) bool {
			return prog[i].Have*prog[j].Need > prog[j].Have*prog[i].Need
		})
		for _, pr := range prog {
			badges = append(badges, newBadge(a.T("ui.badge.progress", M{
				"Yaku": a.L.Yaku(pr.Yaku.String()), "Have": a.L.Number(pr.Have), "Need": a.L.Number(pr.Need)}), badgeColor))
		}
	}
	groups = append(groups, container.New(&flowLayout{gap: 4}, badges...))
	return container.New(capsLayout{}, groups...)
}

// fieldPanel lays out the draw pile with its count, the card in play (cur,
// when not nil: the one waiting for a capture, or the one just drawn) and
// the field's cards, at most maxW wide. The table and the tutorial both
// use it.
func (a *App) fieldPanel(cards []fyne.CanvasObject, maxW float32, pileLen int, cur *CardWidget) fyne.CanvasObject {
	grid := container.New(&cardGrid{gap: 5, maxW: maxW}, cards...)
	pile := NewCardWidget(koikoi.NoCard, false)
	pile.Hidden = pileLen == 0
	count := newBadge(a.L.Number(pileLen), feltDark)
	var shown fyne.CanvasObject = canvas.NewRectangle(color.Transparent)
	if cur != nil {
		shown = cur
	}
	return container.New(fieldLayout{}, container.New(pileLayout{}, pile, shown, count), grid)
}

// badge is a small rounded label.
func newBadge(text string, bg color.Color) fyne.CanvasObject {
	r := canvas.NewRectangle(bg)
	r.CornerRadius = 9
	tx := canvas.NewText(text, creamColor)
	tx.TextSize = 11
	tx.TextStyle.Bold = true
	return container.NewStack(r, container.New(&padLayout{h: 7, v: 3}, tx))
}

func centeredText(s string, c color.Color, size float32) fyne.CanvasObject {
	tx := canvas.NewText(s, c)
	tx.TextSize = size
	tx.Alignment = fyne.TextAlignCenter
	return container.NewCenter(tx)
}
