package ikebana

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// Fan returns a card of each colour and a joker held as a fan, as Home
// shows them on Ikebana's tile.
func Fan() fyne.CanvasObject {
	var fan []fyne.CanvasObject
	// The five of red, green, yellow, blue and black (each colour's tenth
	// card), then a joker.
	for _, c := range []ikebana.Card{9, 19, 29, 39, 49, 52} {
		fan = append(fan, newCardWidget(c))
	}
	return container.New(&kit.Fan{Aspect: cardAspect, Overlap: 0.45}, fan...)
}
