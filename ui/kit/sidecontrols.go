package kit

import "fyne.io/fyne/v2"

// SideControls places a scrolled view (objs[0]) and its controls
// (objs[1]), as the replays of both games do: the controls along the
// bottom of a portrait screen, at most 480 wide and centred, and down the
// right side of a landscape one at their height, so that the view keeps
// the screen's height.
type SideControls struct{}

// Layout places the view and the controls for the shape of s.
func (SideControls) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	view, controls := objs[0], objs[1]
	view.Move(fyne.NewPos(0, 0))
	if s.Width > s.Height {
		w := min(320, s.Width*0.4)
		h := min(s.Height, controls.MinSize().Height)
		view.Resize(fyne.NewSize(s.Width-w, s.Height))
		controls.Move(fyne.NewPos(s.Width-w, s.Height-h))
		controls.Resize(fyne.NewSize(w, h))
		return
	}
	h := controls.MinSize().Height
	w := min(480, s.Width)
	view.Resize(fyne.NewSize(s.Width, s.Height-h))
	controls.Move(fyne.NewPos((s.Width-w)/2, s.Height-h))
	controls.Resize(fyne.NewSize(w, h))
}

// MinSize is the controls' size over the view's.
func (SideControls) MinSize(objs []fyne.CanvasObject) fyne.Size {
	c := objs[1].MinSize()
	return fyne.NewSize(c.Width, c.Height+objs[0].MinSize().Height)
}
