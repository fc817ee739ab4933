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
// Its fonts put the app's own CJK subset first for every style, in every
// language: kana and kanji ("日本語" in the language list, the yaku's kanji)
// show even where the system has no Japanese font (the web, a phone, a bare
// desktop), and the subset's lack of Latin letters makes Fyne take those from
// its own font of the same style.
type tableTheme struct{}

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

// Font returns the CJK subset for the style; Fyne falls back per character
// to its own font of the same style (Noto Sans, DejaVu Sans Mono for
// monospace), then to its symbol font. CJK has no italic: italic text takes
// the upright kanji.
func (tableTheme) Font(s fyne.TextStyle) fyne.Resource {
	switch {
	case s.Symbol:
		return theme.DefaultTheme().Font(s)
	case s.Monospace:
		return cjkMono
	case s.Bold:
		return cjkBold
	}
	return cjkRegular
}

// The CJK subset fonts (assets/fonts).
var (
	cjkRegular = fyne.NewStaticResource("cjk-regular.otf", assets.CJKRegular())
	cjkBold    = fyne.NewStaticResource("cjk-bold.otf", assets.CJKBold())
	cjkMono    = fyne.NewStaticResource("cjk-mono.otf", assets.CJKMono())
)

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

// bubbleTheme is a lesson's text bubble's: the table's theme with its
// labels two points smaller, closer together and without their inner margin, so that a
// step's text, the line about the moves and a hint read without
// scrolling on a small phone.
type bubbleTheme struct{ tableTheme }

func (bubbleTheme) Size(n fyne.ThemeSizeName) float32 {
	switch n {
	case theme.SizeNameText:
		return 13
	case theme.SizeNameInnerPadding, theme.SizeNamePadding:
		return 2
	}
	return tableTheme{}.Size(n)
}
