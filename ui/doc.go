// Package ui is the Fyne app: the table where a game of Koi-Koi is played
// and the screens around it (home, new game, rules, statistics, settings).
//
// New builds the App from a fyne.App; main.go only calls New(a).Run().
// The game itself runs in a Controller, which holds no widget: it applies
// the moves, lets the computer think in a goroutine (its move reaches the
// UI through fyne.Do), saves the game after every move and counts the
// statistics. The screens rebuild their texts from the App's Localizer,
// so a change of language shows at once without touching the game.
//
// The tutorial (tutorial_*.go) plays the lessons of package tutorial on
// the same card widgets: a list of lessons with the player's progress
// (kept by the store), and a lesson screen with the staged table, a text
// bubble that explains wrong taps, and Next, Back, Skip and Exit. A new
// player is offered it once, at the first launch.
//
// Widgets: CardWidget draws one card from the SVGs of package assets;
// cardGrid, fanLayout and flowLayout place cards and badges; the table
// (table.go) places the opponent, the field, the draw pile, the captures
// and the hand for portrait and landscape screens.
package ui
