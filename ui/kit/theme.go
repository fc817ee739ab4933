package kit

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/koikoi-app/koikoi/assets"
)

// Theme is the app's theme, for both games: a dark theme in the table's colours: green felt, cream
// text, vermilion buttons.
// Its fonts put the app's own CJK subset first for every style, in every
// language: kana and kanji ("日本語" in the language list, the yaku's kanji)
// show even where the system has no Japanese font (the web, a phone, a bare
// desktop), and the subset's lack of Latin letters makes Fyne take those from
// its own font of the same style.
type Theme struct{}

var _ fyne.Theme = Theme{}

func (Theme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	switch n {
	case theme.ColorNameBackground:
		return FeltColor
	case theme.ColorNameForeground:
		return CreamColor
	case theme.ColorNamePrimary:
		return RedColor
	case theme.ColorNameButton:
		return BadgeColor
	case theme.ColorNameDisabledButton:
		return FeltDark
	case theme.ColorNameDisabled:
		return DisabledColor
	case theme.ColorNameInputBorder:
		// The outline of an unchecked radio button or check box (and of
		// an entry): Fyne's dark grey vanished on the felt.
		return MutedColor
	case theme.ColorNameInputBackground, theme.ColorNameMenuBackground, theme.ColorNameOverlayBackground:
		return FeltDark
	case theme.ColorNameHeaderBackground:
		return FeltDark
	case theme.ColorNameSeparator:
		return SeparatorColor
	case theme.ColorNameHover:
		return WithAlpha(WhiteColor, 0x18)
	case theme.ColorNameFocus:
		return WithAlpha(GoldColor, 0x60)
	case theme.ColorNameSelection:
		return WithAlpha(GoldColor, 0x50)
	case theme.ColorNamePlaceHolder:
		return MutedColor
	case theme.ColorNameShadow:
		return ShadowColor
	case theme.ColorNameScrollBar:
		return WithAlpha(WhiteColor, 0x40)
	case theme.ColorNameForegroundOnPrimary:
		return WhiteColor
	case theme.ColorNameSuccess:
		// What went well, and a button to a move that waits (Your turn in
		// 3 games): the green of a person connected, not Fyne's neon.
		return HereColor
	case theme.ColorNameForegroundOnSuccess:
		return FeltDark
	}
	return theme.DefaultTheme().Color(n, theme.VariantDark)
}

// Font returns the CJK subset for the style; Fyne falls back per character
// to its own font of the same style (Noto Sans, DejaVu Sans Mono for
// monospace), then to its symbol font. CJK has no italic: italic text takes
// the upright kanji.
func (Theme) Font(s fyne.TextStyle) fyne.Resource {
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

func (Theme) Icon(n fyne.ThemeIconName) fyne.Resource {
	return theme.DefaultTheme().Icon(n)
}

func (Theme) Size(n fyne.ThemeSizeName) float32 {
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
