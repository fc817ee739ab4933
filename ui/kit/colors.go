package kit

import "image/color"

// The colours of the table, which the shell's theme and the games' screens
// share: green felt, cream text, gold for what counts, vermilion buttons.
// Every colour a screen draws is one of these (or one of them at another
// opacity: WithAlpha).
var (
	FeltColor    = color.NRGBA{R: 0x1d, G: 0x4a, B: 0x38, A: 0xff} // dark green felt
	FeltDark     = color.NRGBA{R: 0x15, G: 0x38, B: 0x2a, A: 0xff}
	FeltDeep     = color.NRGBA{R: 0x16, G: 0x3a, B: 0x2c, A: 0xff} // a lesson's board behind its text
	CreamColor   = color.NRGBA{R: 0xf7, G: 0xf0, B: 0xdc, A: 0xff}
	GoldColor    = color.NRGBA{R: 0xf2, G: 0xc1, B: 0x4e, A: 0xff}
	RedColor     = color.NRGBA{R: 0xd8, G: 0x35, B: 0x2a, A: 0xff}
	MutedColor   = color.NRGBA{R: 0xc9, G: 0xd8, B: 0xcc, A: 0xff}
	PanelColor   = color.NRGBA{R: 0x10, G: 0x2c, B: 0x21, A: 0xf2}
	BadgeColor   = color.NRGBA{R: 0x2b, G: 0x63, B: 0x4c, A: 0xff}
	BadgeNear    = color.NRGBA{R: 0x8a, G: 0x5a, B: 0x12, A: 0xff}
	ShadowColor  = color.NRGBA{A: 0x60}
	OverlayColor = color.NRGBA{A: 0xa0}

	// The theme's lines and states.
	DisabledColor  = color.NRGBA{R: 0x8f, G: 0xa8, B: 0x9a, A: 0xff} // what cannot be used now
	SeparatorColor = color.NRGBA{R: 0x2f, G: 0x66, B: 0x50, A: 0xff}
	WhiteColor     = color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0xff} // at low opacity: hover, scroll bar, whose turn
	BlackColor     = color.NRGBA{A: 0xff}                            // at low opacity: shades under cards and veils
	TurnColor      = color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0x24} // the light over the seat whose turn it is
	ShadeColor     = color.NRGBA{A: 0x28}                            // the faint shade behind a seat's captures

	// A seat's presence dot online.
	HereColor = color.NRGBA{R: 0x5c, G: 0xd6, B: 0x7a, A: 0xff} // a person connected
	AwayColor = color.NRGBA{R: 0x8a, G: 0x93, B: 0x8c, A: 0xff} // a person whose connection is down

	// Cards and coins.
	CardShadow = color.NRGBA{A: 0x70}                            // under a Koi-Koi card
	MarkColor  = color.NRGBA{R: 0xff, G: 0xf8, B: 0xe6, A: 0xff} // the marks on an Ikebana card: cream, as no card's border is
	PaidColor  = color.NRGBA{R: 0xf0, G: 0x9a, B: 0x8a, A: 0xff} // what a florist paid, in the statement
	PayColor   = color.NRGBA{R: 0xd9, G: 0x4a, B: 0x3d, A: 0xff} // a payment flying off
	CoinEdge   = color.NRGBA{R: 0x7a, G: 0x55, B: 0x10, A: 0xff}
	CoinText   = color.NRGBA{R: 0x3a, G: 0x24, B: 0x05, A: 0xff}

	// The end-of-game moment's petals: cherry pink, pale pink, gold, pale
	// gold.
	PetalColors = []color.NRGBA{
		{R: 0xf6, G: 0xb8, B: 0xc8, A: 0xff},
		{R: 0xfb, G: 0xd6, B: 0xe0, A: 0xff},
		GoldColor,
		{R: 0xff, G: 0xe7, B: 0x9a, A: 0xff},
	}
)

// WithAlpha returns c at opacity a.
func WithAlpha(c color.NRGBA, a uint8) color.NRGBA {
	c.A = a
	return c
}
