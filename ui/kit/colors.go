package kit

import "image/color"

// The colours of the table, which the shell's theme and the games' screens
// share: green felt, cream text, gold for what counts, vermilion buttons.
var (
	FeltColor    = color.NRGBA{R: 0x1d, G: 0x4a, B: 0x38, A: 0xff} // dark green felt
	FeltDark     = color.NRGBA{R: 0x15, G: 0x38, B: 0x2a, A: 0xff}
	CreamColor   = color.NRGBA{R: 0xf7, G: 0xf0, B: 0xdc, A: 0xff}
	GoldColor    = color.NRGBA{R: 0xf2, G: 0xc1, B: 0x4e, A: 0xff}
	RedColor     = color.NRGBA{R: 0xd8, G: 0x35, B: 0x2a, A: 0xff}
	MutedColor   = color.NRGBA{R: 0xc9, G: 0xd8, B: 0xcc, A: 0xff}
	PanelColor   = color.NRGBA{R: 0x10, G: 0x2c, B: 0x21, A: 0xf2}
	BadgeColor   = color.NRGBA{R: 0x2b, G: 0x63, B: 0x4c, A: 0xff}
	BadgeNear    = color.NRGBA{R: 0x8a, G: 0x5a, B: 0x12, A: 0xff}
	ShadowColor  = color.NRGBA{A: 0x60}
	OverlayColor = color.NRGBA{A: 0xa0}
)
