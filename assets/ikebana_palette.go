package assets

// The colours of the Ikebana cards, in the order of the card ids.
const (
	colRed = iota
	colGreen
	colYellow
	colBlue
	colBlack
	colMulti // the jokers
)

// suit is what one colour's cards are painted with.
type suit struct {
	name   string // as card ids write it
	strong string // the colour itself: frame, symbol, flowers
	deep   string // a darker shade: shadows, the vase
	light  string // a lighter shade: highlights
	wall   string // the alcove's wall, top
	wall2  string // the alcove's wall, bottom
}

// suits holds the five colours and, last, the jokers' gold. In greyscale
// the five colours also differ in lightness (yellow lightest, black darkest),
// but the symbols and the flowers are what tell them apart.
var suits = [6]suit{
	colRed:    {"red", "#c8253a", "#7f1424", "#ec6f78", "#fbe6e1", "#f1c9c3"},
	colGreen:  {"green", "#3f9a3c", "#22602a", "#8cc76f", "#eaf3dc", "#cfe2bc"},
	colYellow: {"yellow", "#f0b21b", "#a8700c", "#fbd965", "#fdf4d6", "#f4dfa0"},
	colBlue:   {"blue", "#3559c4", "#1d2f78", "#7f98e6", "#e3e9f8", "#c4cfee"},
	colBlack:  {"black", "#2a2628", "#0f0d0e", "#4f484b", "#eeebe6", "#d5d0c8"},
	colMulti:  {"multi", "#d4a12a", "#8a6410", "#f6dc84", "#332850", "#161126"},
}

// Colours shared by every card.
const (
	ink     = "#231f1c" // figures, rims
	badge   = "#fffaf0" // the index's ground
	gold    = "#e9bd45"
	stemG   = "#4f7a30" // stems and leaves
	leafG   = "#2f6a35" // darker leaves
	floor   = "#a87c4f" // the alcove's floor board
	floor2  = "#8a6238"
	lacquer = "#1d1714" // a joker's floor board
)
