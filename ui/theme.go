package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/koikoi-app/koikoi/assets"
)

// The colours of the table.
var (
	feltColor    = color.NRGBA{R: 0x1d, G: 0x4a, B: 0x38, A: 0xff} // dark green felt
	feltDark     = color.NRGBA{R: 0x15, G: 0x38, B: 0x2a, A: 0xff}
	creamColor   = color.NRGBA{R: 0xf7, G: 0xf0, B: 0xdc, A: 0xff}
	goldColor    = color.NRGBA{R: 0xf2, G: 0xc1, B: 0x4e, A: 0xff}
	redColor     = color.NRGBA{R: 0xd8, G: 0x35, B: 0x2a, A: 0xff}
	mutedColor   = color.NRGBA{R: 0xc9, G: 0xd8, B: 0xcc, A: 0xff}
	panelColor   = color.NRGBA{R: 0x10, G: 0x2c, B: 0x21, A: 0xf2}
	badgeColor   = color.NRGBA{R: 0x2b, G: 0x63, B: 0x4c, A: 0xff}
	badgeNear    = color.NRGBA{R: 0x8a, G: 0x5a, B: 0x12, A: 0xff}
	shadowColor  = color.NRGBA{A: 0x60}
	overlayColor = color.NRGBA{A: 0xa0}
)

// tableTheme is a dark theme in the table's colours: green felt, cream
// text, vermilion buttons.
// In Japanese it writes with the project's Japanese font, so that kana and
// kanji show where the system has no such font (the web, a bare desktop).
type tableTheme struct{ japanese bool }

var _ fyne.Theme = tableTheme{}

func (tableTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	switch n {
	case theme.ColorNameBackground:
		return feltColor
	case theme.ColorNameForeground:
		return creamColor
	case theme.ColorNamePrimary:
		return redColor
	case theme.ColorNameButton:
		return badgeColor
	case theme.ColorNameDisabledButton:
		return feltDark
	case theme.ColorNameDisabled:
		return color.NRGBA{R: 0x8f, G: 0xa8, B: 0x9a, A: 0xff}
	case theme.ColorNameInputBackground, theme.ColorNameMenuBackground, theme.ColorNameOverlayBackground:
		return feltDark
	case theme.ColorNameHeaderBackground:
		return feltDark
	case theme.ColorNameSeparator:
		return color.NRGBA{R: 0x2f, G: 0x66, B: 0x50, A: 0xff}
	case theme.ColorNameHover:
		return color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0x18}
	case theme.ColorNameFocus:
		return color.NRGBA{R: 0xf2, G: 0xc1, B: 0x4e, A: 0x60}
	case theme.ColorNameSelection:
		return color.NRGBA{R: 0xf2, G: 0xc1, B: 0x4e, A: 0x50}
	case theme.ColorNamePlaceHolder:
		return mutedColor
	case theme.ColorNameShadow:
		return shadowColor
	case theme.ColorNameScrollBar:
		return color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0x40}
	case theme.ColorNameForegroundOnPrimary:
		return color.White
	}
	return theme.DefaultTheme().Color(n, theme.VariantDark)
}

func (t tableTheme) Font(s fyne.TextStyle) fyne.Resource {
	if t.japanese && !s.Monospace && !s.Symbol {
		return japaneseFont
	}
	return theme.DefaultTheme().Font(s)
}

// japaneseFont holds the kana and the kanji of the Japanese texts; other
// characters fall back to Fyne's own font.
var japaneseFont = fyne.NewStaticResource("japanese.ttf", assets.JapaneseFont())

func (tableTheme) Icon(n fyne.ThemeIconName) fyne.Resource {
	return theme.DefaultTheme().Icon(n)
}

func (tableTheme) Size(n fyne.ThemeSizeName) float32 {
	switch n {
	case theme.SizeNameText:
		return 15
	case theme.SizeNameCaptionText:
		return 12
	case theme.SizeNamePadding:
		return 4
	case theme.SizeNameInnerPadding:
		return 10
	}
	return theme.DefaultTheme().Size(n)
}
