package assets

import (
	"fmt"
	"slices"
	"strings"
	"sync"
)

// The Ikebana cards are drawn when first asked for, by the code in the
// ikebana_*.go files, and kept: there are no Ikebana SVG files to embed.

// ikebanaLetters are the copy letters of a colour's ten cards (values 1, 1,
// 1, 2, 2, 3, 3, 4, 4, 5), as ids write them.
var ikebanaLetters = [10]string{"1a", "1b", "1c", "2a", "2b", "3a", "3b", "4a", "4b", "5"}

// ikebanaIDs lists the 55 card ids in the order of the ikebana package:
// red, green, yellow, blue, black (ten each), then multi-1 to multi-5.
var ikebanaIDs = func() []string {
	var ids []string
	for c := colRed; c <= colBlack; c++ {
		for _, l := range ikebanaLetters {
			ids = append(ids, suits[c].name+"-"+l)
		}
	}
	for v := 1; v <= 5; v++ {
		ids = append(ids, fmt.Sprintf("multi-%d", v))
	}
	return ids
}()

var (
	ikebanaMu    sync.Mutex
	ikebanaCache = map[string][]byte{}
)

// IkebanaIDs returns the 55 Ikebana card ids ("red-1a" … "black-5",
// "multi-1" … "multi-5") in the ikebana package's card order. The slice is
// a fresh copy.
func IkebanaIDs() []string {
	return slices.Clone(ikebanaIDs)
}

// IkebanaCardSVG returns the SVG art of the Ikebana card with the given id
// (as IkebanaIDs writes it), or an error wrapping ErrUnknownCard. The
// picture is drawn on the first call for each card; the caller must not
// change the returned bytes.
func IkebanaCardSVG(id string) ([]byte, error) {
	if !slices.Contains(ikebanaIDs, id) {
		return nil, fmt.Errorf("%w: Ikebana card %q", ErrUnknownCard, id)
	}
	return ikebanaDrawn(id, func() string { return drawIkebana(id) }), nil
}

// drawIkebana draws the card with the given id, one of ikebanaIDs: its
// colour, its value and which copy of that value it is (a, b, c).
func drawIkebana(id string) string {
	name, rest, _ := strings.Cut(id, "-")
	c := slices.IndexFunc(suits[:], func(s suit) bool { return s.name == name })
	k := 0
	if len(rest) == 2 {
		k = int(rest[1] - 'a')
	}
	return cardSVG(c, int(rest[0]-'0'), k)
}

// IkebanaBackSVG returns the SVG of the Ikebana card back.
func IkebanaBackSVG() []byte {
	return ikebanaDrawn("back", ikebanaBack)
}

// ikebanaDrawn returns the cached picture under key, drawing it first with
// draw when it is not there yet.
func ikebanaDrawn(key string, draw func() string) []byte {
	ikebanaMu.Lock()
	defer ikebanaMu.Unlock()
	if b, ok := ikebanaCache[key]; ok {
		return b
	}
	b := []byte(draw())
	ikebanaCache[key] = b
	return b
}
