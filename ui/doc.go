// Package ui is the Fyne app's shell: Home, where the player picks one of
// the two games, the settings (language, assists, animations, card labels,
// sound), the theme and its fonts, the back key, the saves on the app's
// lifecycle and the moment that ends a game (petals for a win, a dusk for
// a loss, with their sound).
//
// New builds the App from a fyne.App; main.go only calls New(a).Run().
// Each game keeps its screens in a package of its own, which the shell
// makes over a Host that lends it the window, the language, the store and
// the shared settings, how to show a screen and where the back key goes:
// Koi-Koi in ui/koikoi (koikoi_hook.go), Ikebana in ui/ikebana
// (ikebana_hook.go). The shell holds only its own state; the games keep
// theirs, and import nothing of each other's. What both games' screens
// share (the theme's colours, card layers, motion, layouts, fit helpers)
// is in ui/kit.
package ui
