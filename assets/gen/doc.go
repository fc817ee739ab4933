// Command gen draws the Hanafuda card art, the card back and the app icon
// as SVG files, entirely from code. Run it from the assets directory with
// `go generate`; it writes cards/<id>.svg (with the corner label),
// cards/plain/<id>.svg (without), cards/back.svg, icon.svg, ids.go and,
// when rsvg-convert is installed, icon.png.
package main
