package koikoi

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// Fan returns five of the game's finest cards held as a fan, as Home
// shows them on Koi-Koi's tile.
func Fan() fyne.CanvasObject {
	var fan []fyne.CanvasObject
	for _, c := range []koikoi.Card{koikoi.CraneCard, koikoi.CurtainCard, koikoi.MoonCard, koikoi.RainManCard, koikoi.PhoenixCard} {
		fan = append(fan, NewCardWidget(c, false))
	}
	return container.New(&kit.Fan{Aspect: 1 / cardRatio, Overlap: 0.45}, fan...)
}
