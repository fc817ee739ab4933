package ikebana

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// minHeight stretches its objects over its space and asks for at least h.
type minHeight struct{ h float32 }

func (l *minHeight) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(s)
	}
}

func (l *minHeight) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objs {
		m = m.Max(o.MinSize())
	}
	m.Height = max(m.Height, l.h)
	return m
}

// tall gives a control the 48 dp a finger needs.
func tall(o fyne.CanvasObject) fyne.CanvasObject { return container.New(&minHeight{h: 48}, o) }

// maxWidth centres its objects in at most w of width.
type maxWidth struct{ w float32 }

func (l *maxWidth) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	w := min(s.Width, l.w)
	for _, o := range objs {
		o.Move(fyne.NewPos((s.Width-w)/2, 0))
		o.Resize(fyne.NewSize(w, s.Height))
	}
}

func (l *maxWidth) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objs {
		m = m.Max(o.MinSize())
	}
	return m
}

// fixedWidth gives its objects w of width, or more when they need it.
type fixedWidth struct{ w float32 }

func (l *fixedWidth) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(s)
	}
}

func (l *fixedWidth) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objs {
		m = m.Max(o.MinSize())
	}
	m.Width = max(m.Width, l.w)
	return m
}
