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
// them). The package uses only the standard
// library; the ui package wraps these bytes into Fyne resources.
package assets
