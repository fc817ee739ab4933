package koikoi

import (
	"fyne.io/fyne/v2"

	"github.com/koikoi-app/koikoi/engine/koikoi"
)

// warmPictures draws, off the UI goroutine, the pictures the table will
// need at geometry g: every card at the hand's and the field's size, each
// at its captures group's size, the backs. A card's first move then
// finds its picture made instead of stalling a frame on the SVG.
func (t *tableScreen) warmPictures(g *tableGeom) {
	c := fyne.CurrentApp().Driver().CanvasForObject(t.view)
	if c == nil {
		return
	}
	scale := c.Scale()
	labels := t.a.settings().CornerLabels
	px := func(s fyne.Size) (int, int, float32) {
		w, h := int(s.Width*scale+0.5), int(s.Height*scale+0.5)
		return w, h, float32(w) / s.Width
	}
	type job struct {
		card   koikoi.Card
		labels bool
		size   fyne.Size
	}
	var jobs []job
	for _, cd := range koikoi.AllCards() {
		jobs = append(jobs, job{cd, labels, g.handCard}, job{cd, labels, g.fieldCard},
			job{cd, true, g.capCard(0, int(cd.Kind()), 0, 1).Size})
	}
	jobs = append(jobs, job{koikoi.NoCard, false, g.fieldCard}, job{koikoi.NoCard, false, g.handCard},
		job{koikoi.NoCard, false, g.oppSlot(0, 1).Size})
	go func() {
		for _, j := range jobs {
			if j.size.Width <= 0 {
				continue
			}
			w, h, s := px(j.size)
			cardImage(j.card, j.labels, w, h, s)
		}
	}()
}
