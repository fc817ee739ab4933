package assets

//go:generate go run ./gen

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"slices"
)

//go:embed cards/*.svg cards/plain/*.svg icon.svg icon.png fonts/*.otf
var files embed.FS

// ErrUnknownCard is returned (wrapped) by CardSVG and CardSVGPlain for an id
// that is not one of the 48 cards.
var ErrUnknownCard = errors.New("assets: unknown card id")

// IDs returns the 48 card ids in deck order (January to December, as in
// docs/cards.tsv). The slice is a fresh copy.
func IDs() []string {
	return slices.Clone(ids)
}

// CardSVG returns the SVG art of the card with the given id, including the
// corner label (month number and rank mark).
func CardSVG(id string) ([]byte, error) {
	return card("cards/", id)
}

// CardSVGPlain returns the SVG art of the card with the given id without the
// corner label.
func CardSVGPlain(id string) ([]byte, error) {
	return card("cards/plain/", id)
}

func card(dir, id string) ([]byte, error) {
	if !slices.Contains(ids, id) {
		return nil, fmt.Errorf("%w: %q", ErrUnknownCard, id)
	}
	return fs.ReadFile(files, dir+id+".svg")
}

// BackSVG returns the SVG of the card back.
func BackSVG() []byte {
	return mustRead("cards/back.svg")
}

// IconSVG returns the app icon as SVG.
func IconSVG() []byte {
	return mustRead("icon.svg")
}

// IconPNG returns the app icon as a 512x512 PNG.
func IconPNG() []byte {
	return mustRead("icon.png")
}

func mustRead(name string) []byte {
	b, err := fs.ReadFile(files, name)
	if err != nil {
		panic("assets: missing embedded file " + name) // only if the build is broken
	}
	return b
}

// The fonts the app writes Japanese with: OpenType subsets of Noto Sans CJK
// JP (SIL Open Font License 1.1, fonts/OFL.txt) holding the kana, the CJK
// punctuation, the full-width forms, the spaces and every kanji of the
// messages plus a margin; fonts/build.sh makes them. They have no Latin
// letters, which the app takes from Fyne's own fonts, and each has the line
// metrics of the Fyne font it stands before, so that lines keep their height.

// CJKRegular returns the regular CJK font (metrics of Noto Sans).
func CJKRegular() []byte { return mustRead("fonts/cjk-regular.otf") }

// CJKBold returns the bold CJK font (metrics of Noto Sans Bold).
func CJKBold() []byte { return mustRead("fonts/cjk-bold.otf") }

// CJKMono returns the regular CJK font with the metrics of DejaVu Sans Mono,
// for monospaced text.
func CJKMono() []byte { return mustRead("fonts/cjk-mono.otf") }
