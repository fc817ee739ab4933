package kit

import (
	"image/color"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// luminance is a colour's relative luminance (WCAG 2).
func luminance(c color.Color) float64 {
	r, g, b, _ := c.RGBA()
	lin := func(v uint32) float64 {
		x := float64(v) / 0xffff
		if x <= 0.03928 {
			return x / 12.92
		}
		return math.Pow((x+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}

// contrast is the WCAG contrast ratio of two colours.
func contrast(a, b color.Color) float64 {
	la, lb := luminance(a), luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// TestOutlinesShow: an unchecked radio button's or check box's outline
// (the input border) stands out from the backgrounds it is drawn on by
// at least WCAG's 3:1 for the parts of a control, in both variants (the
// theme is the felt's in both).
func TestOutlinesShow(t *testing.T) {
	th := Theme{}
	for _, v := range []fyne.ThemeVariant{theme.VariantDark, theme.VariantLight} {
		border := th.Color(theme.ColorNameInputBorder, v)
		for _, bg := range []fyne.ThemeColorName{theme.ColorNameBackground, theme.ColorNameInputBackground} {
			if c := contrast(border, th.Color(bg, v)); c < 3 {
				t.Errorf("variant %d: the outline's contrast with %s is %.2f:1; want at least 3:1", v, bg, c)
			}
		}
	}
}

// TestSuccessReads: the success colour reads as text on the felt, and a
// success button's text reads on it, by WCAG's 4.5:1 for text.
func TestSuccessReads(t *testing.T) {
	th := Theme{}
	v := theme.VariantDark
	success := th.Color(theme.ColorNameSuccess, v)
	for _, c := range []struct {
		what string
		on   color.Color
	}{
		{"the felt", th.Color(theme.ColorNameBackground, v)},
		{"a success button's text", th.Color(theme.ColorNameForegroundOnSuccess, v)},
	} {
		if r := contrast(success, c.on); r < 4.5 {
			t.Errorf("the success colour's contrast with %s is %.2f:1; want at least 4.5:1", c.what, r)
		}
	}
}
