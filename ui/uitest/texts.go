package uitest

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// Texts returns every text shown under o, in order: labels, canvas texts,
// buttons, and tabs' and accordions' titles with their content, reading
// other widgets through their renderers. own lets a package read its own
// widgets: for o it returns the objects to read under it (none to skip
// it) and true, or false to read o as Texts would; own may be nil.
func Texts(o fyne.CanvasObject, own func(fyne.CanvasObject) ([]fyne.CanvasObject, bool)) []string {
	var out []string
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if own != nil && o != nil {
			if objs, ok := own(o); ok {
				for _, c := range objs {
					walk(c)
				}
				return
			}
		}
		switch x := o.(type) {
		case nil:
		case *widget.Label:
			out = append(out, x.Text)
		case *canvas.Text:
			out = append(out, x.Text)
		case *fyne.Container:
			for _, c := range x.Objects {
				walk(c)
			}
		case *container.Scroll:
			walk(x.Content)
		case *container.AppTabs:
			for _, it := range x.Items {
				out = append(out, it.Text)
				walk(it.Content)
			}
		case *widget.Button:
			out = append(out, x.Text)
		case *widget.Accordion:
			for _, it := range x.Items {
				out = append(out, it.Title)
				walk(it.Detail)
			}
		case *widget.Icon, *widget.Separator, *canvas.Rectangle, *widget.Select, *widget.RadioGroup:
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(x).Objects() {
				walk(c)
			}
		}
	}
	walk(o)
	return out
}
