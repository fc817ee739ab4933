// Package kit is the widget machinery the games' table screens share, and
// knows no game: a Layer of long-lived objects placed by hand, Movers that
// take an object from one rectangle to another, a Sequencer that plays
// animated steps one after the other (so a player sees each of them), a
// cache of pictures drawn once per size with their shadow baked in (and
// SVGDraw, which draws them from SVG), layouts
// that size a part of a screen (Tall, AtLeast, MaxWidth, and
// GrowOnly for a band that must not shift the screen), an invisible
// TapArea, OnlineTable (what an online table lays over a game's table),
// and helpers the fit tests use to find every tappable object and its
// size.
//
// A table screen keeps one object per card for the whole game. A move of
// the game becomes steps; each step says where the cards go and the
// Sequencer animates them there with Fyne's animations. Tests drive a
// Sequencer in Manual mode and call Tick with the fraction of the step they
// want to see, the way Fyne's own widget tests drive animations.
//
// With the e2e build tag, E2EEvent and E2ERectOf are what both games' hooks
// for the browser test print with (e2e.go), E2ESeed fixes their games and
// E2ESettler holds a layout back until its screen has settled.
package kit
