package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// Bold returns a label in bold: a section's heading on a screen of
// settings or choices.
func Bold(s string) *widget.Label {
	l := widget.NewLabel(s)
	l.TextStyle.Bold = true
	return l
}

// Heading is a section's title on a page of text (the rules pages): bold,
// in the warning colour, wrapping to the page's width.
func Heading(s string) *widget.Label {
	t := Subheading(s)
	t.Importance = widget.WarningImportance
	return t
}

// Subheading is a part's title on a page of text: bold, wrapping.
func Subheading(s string) *widget.Label {
	t := Para(s)
	t.TextStyle.Bold = true
	return t
}

// Para is a paragraph that wraps to the page's width.
func Para(s string) *widget.Label {
	t := widget.NewLabel(s)
	t.Wrapping = fyne.TextWrapWord
	return t
}

// SizeLabels gives each wrapping label among objs the width w it will be
// laid out at: a wrapping label measures its height at its width, so the
// lines under it leave it room from the first layout on.
func SizeLabels(w float32, objs ...fyne.CanvasObject) {
	for _, o := range objs {
		if l, ok := o.(*widget.Label); ok && l.Wrapping != fyne.TextWrapOff {
			l.Resize(fyne.NewSize(w, 10))
		}
	}
}
