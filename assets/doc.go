// Package assets holds the card art and the app icon, embedded in the binary.
//
// Every picture is drawn by code: the generator in ./gen writes the SVG
// files, and `go generate` in this directory runs it again after a change.
// The SVGs keep to what Fyne's rasterizer draws (paths, basic shapes,
// groups with transforms, gradients; no text, filters, masks or patterns).
//
// Cards are 200x300 units. CardSVG returns a card with its corner label, a
// <g id="corner"> group showing the month number and a rank mark (sun for a
// bright, paw for an animal, ribbon strip for a ribbon, dot for a plain);
// CardSVGPlain returns the same art without it. BackSVG is the card back,
// IconSVG and IconPNG the app icon. CJKRegular, CJKBold and CJKMono are the
// fonts the app writes Japanese with (fonts/README.md; fonts/build.sh makes
// them).
//
// The Ikebana cards are drawn by this package itself when first asked for
// (ikebana_*.go), not from files: IkebanaCardSVG(id) for the 55 cards of
// IkebanaIDs, IkebanaBackSVG for the back. Each colour has its flower and a
// symbol in the corner index under the value (red camellia and ring, green
// bamboo and square, yellow chrysanthemum and triangle, blue iris and
// diamond, black plum and star), so that the cards can be told apart
// without seeing colour; the vase holds as many flowers as the card's
// value; the jokers are gold and night-blue with a black index. They use
// filled shapes only: oksvg strokes at a fixed pixel width.
//
// The package uses only the standard library; the ui package wraps these
// bytes into Fyne resources.
package assets
