package assets

import (
	"image"
	"testing"
)

// The greyscale test: a player who sees no colour must still tell the
// colours apart by the symbol in the corner, and the values by the figure
// above it, on the smallest card a table shows (40x60 pixels).

// Where the figure and the symbol lie on a 40x60 card, in pixels (the index
// is drawn at 5..67 x 5..146 card units, a fifth of a pixel each).
var (
	figureBox = image.Rect(2, 2, 13, 16)
	symbolBox = image.Rect(2, 16, 13, 29)
)

// silhouette returns the pixels of box in the greyscale picture g that stand
// out from the index's ground (read at a pixel of the badge left bare): what
// a shape looks like without its colour.
func silhouette(g *image.Gray, box image.Rectangle) []bool {
	bg := g.GrayAt(2, 16).Y
	var s []bool
	for y := box.Min.Y; y < box.Max.Y; y++ {
		for x := box.Min.X; x < box.Max.X; x++ {
			s = append(s, abs(int(g.GrayAt(x, y).Y)-int(bg)) > 40)
		}
	}
	return s
}

// apart returns the share of the pixels covered by either of two
// silhouettes of the same box that only one of them covers.
func apart(a, b []bool) float64 {
	either, one := 0, 0
	for i := range a {
		if a[i] || b[i] {
			either++
		}
		if a[i] != b[i] {
			one++
		}
	}
	if either == 0 {
		return 0
	}
	return float64(one) / float64(either)
}

// greyApart returns the share of pixels of box in which two greyscale
// pictures differ by more than 40 levels (of 255).
func greyApart(a, b *image.Gray, box image.Rectangle) float64 {
	n := 0
	for y := box.Min.Y; y < box.Max.Y; y++ {
		for x := box.Min.X; x < box.Max.X; x++ {
			if abs(int(a.GrayAt(x, y).Y)-int(b.GrayAt(x, y).Y)) > 40 {
				n++
			}
		}
	}
	return float64(n) / float64(box.Dx()*box.Dy())
}

// greyCard renders card id 40x60 and turns it to greyscale.
func greyCard(t *testing.T, id string) *image.Gray {
	b, err := IkebanaCardSVG(id)
	if err != nil {
		t.Fatal(err)
	}
	img := renderSVG(t, id, b, 40, 60)
	g := image.NewGray(img.Bounds())
	for y := 0; y < 60; y++ {
		for x := 0; x < 40; x++ {
			g.Set(x, y, img.At(x, y))
		}
	}
	return g
}

// Thresholds, with a margin below what the cards measure (the test logs
// it): the least share of the pixels either covers in which two colours'
// symbols, or two values' figures, must differ (27% and 37% measured), and
// the least share of the symbol's pixels in which a joker's index must
// differ from a colour's (71% measured).
const (
	minSymbolApart = 0.20
	minFigureApart = 0.25
	minJokerApart  = 0.40
)

// TestIkebanaGreyscale renders every card 40 pixels wide in greyscale. Any
// two cards of different colours must have symbols of different shapes:
// their silhouettes (what stands out from the badge) differ in a good share
// of the pixels. A joker's index is drawn the other way round (light on a
// black badge): it must differ from every colour's in a good share of its
// grey levels. Any two cards of different values must have figures whose
// silhouettes differ as much; cards of the same colour or value must show
// the same symbol or figure.
func TestIkebanaGreyscale(t *testing.T) {
	type seen struct {
		id             string
		colour, value  int
		grey           *image.Gray
		symbol, figure []bool
	}
	var cards []seen
	for _, id := range IkebanaIDs() {
		g := greyCard(t, id)
		v := id[len(id)-1]
		if v >= 'a' {
			v = id[len(id)-2]
		}
		cards = append(cards, seen{id, cardColour(id), int(v - '0'), g, silhouette(g, symbolBox), silhouette(g, figureBox)})
	}
	closestSymbols, closestJoker, closestFigures := 1.0, 1.0, 1.0
	for i, a := range cards {
		for _, b := range cards[:i] {
			switch d := apart(a.symbol, b.symbol); {
			case a.colour == b.colour:
				if d > 0.02 {
					t.Errorf("%s and %s: same colour, but symbols differ in %.0f%% of their pixels", a.id, b.id, 100*d)
				}
			case a.colour == colMulti || b.colour == colMulti:
				d = greyApart(a.grey, b.grey, symbolBox)
				if d < minJokerApart {
					t.Errorf("%s and %s: indexes differ in %.0f%% of their pixels in greyscale at 40 px; want at least %.0f%%", a.id, b.id, 100*d, 100*minJokerApart)
				}
				closestJoker = min(closestJoker, d)
			default:
				if d < minSymbolApart {
					t.Errorf("%s and %s: symbols differ in %.0f%% of their pixels in greyscale at 40 px; want at least %.0f%%", a.id, b.id, 100*d, 100*minSymbolApart)
				}
				closestSymbols = min(closestSymbols, d)
			}
			switch d := apart(a.figure, b.figure); {
			case a.value == b.value && (a.colour == colMulti) != (b.colour == colMulti):
				// Light on dark against dark on light: the outlines differ by the antialiasing.
			case a.value == b.value:
				if d > 0.02 {
					t.Errorf("%s and %s: same value, but figures differ in %.0f%% of their pixels", a.id, b.id, 100*d)
				}
			case d < minFigureApart:
				t.Errorf("%s and %s: figures differ in %.0f%% of their pixels in greyscale at 40 px; want at least %.0f%%", a.id, b.id, 100*d, 100*minFigureApart)
			default:
				closestFigures = min(closestFigures, d)
			}
		}
	}
	t.Logf("at 40 px in greyscale: the closest two colours' symbols differ in %.0f%% of the pixels either covers, a joker's index and a colour's in %.0f%% of the %d pixels of the symbol; the closest two values' figures in %.0f%% of the pixels either covers",
		100*closestSymbols, 100*closestJoker, symbolBox.Dx()*symbolBox.Dy(), 100*closestFigures)
}
