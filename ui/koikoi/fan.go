package koikoi

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"github.com/koikoi-app/koikoi/engine/koikoi"
)

// Fan returns five of the game's finest cards in a row, as Home shows them
// under the app's title.
func Fan() fyne.CanvasObject {
	var fan []fyne.CanvasObject
	for _, c := range []koikoi.Card{koikoi.CraneCard, koikoi.CurtainCard, koikoi.MoonCard, koikoi.RainManCard, koikoi.PhoenixCard} {
		fan = append(fan, NewCardWidget(c, false))
	}
	return container.New(&cardGrid{gap: 6, rows: 1, maxW: 64}, fan...)
}
