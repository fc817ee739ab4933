// Package ui is the Fyne app: the table where a game of Koi-Koi is played
// and the screens around it (home, new game, rules, statistics, settings).
//
// New builds the App from a fyne.App; main.go only calls New(a).Run().
// The game itself runs in a Controller, which holds no widget: it applies
// the moves, lets the computer think in a goroutine (its move reaches the
// UI through fyne.Do), saves the game after every move and counts the
// statistics. From each move it derives Steps (events.go: played, drawn,
// landed, taken, yaku, Koi-Koi, Shobu, deal, round end) by comparing the
// engine's states; a resumed game replays its round's steps from the
// record (replay.go). The screens rebuild their texts from the App's Localizer,
// so a change of language shows at once without touching the game.
//
// The tutorial (tutorial_*.go) plays the lessons of package tutorial on
// the same card widgets: a list of lessons with the player's progress
// (kept by the store), and a lesson screen with the staged table, a text
// bubble that explains wrong taps, and Next, Back, Skip and Exit. A new
// player is offered it once, at the first launch.
//
// The table (table.go) keeps one CardWidget per card for the whole game on
// a kit.Layer and only animates the steps: tableModel says where each card
// is shown, tableGeom where each place is for the window's shape (portrait,
// or landscape with the hand along the bottom and the captures beside the
// field), a kit.Sequencer plays the steps one after the other at the
// Animations setting's speed, and taps made meanwhile wait their turn.
// Each step is told in one line of narration (narration.go, messages of
// part "table"); the round's lines make the turn log (turnlog.go).
//
// The second game, Ikebana, has its screens in package ui/ikebana; the
// shell offers it on Home (ikebana_hook.go) and lends it the window, the
// language, the store, the shared settings and the back key through an
// ikebana.Host, so that package imports nothing of Koi-Koi's.
//
// Widgets: CardWidget draws one card from the SVGs of package assets, from
// pictures drawn once per size (raster.go); cardGrid, flowLayout and
// monthGrid place the cards and badges of the other screens and of the
// lessons' illustrations. A lesson's staged table is a lessonBoard
// (tutorial_board.go): the table's card widgets, model, geometry and
// sequencer, so that its plays, draws and captures move as in a game.
package ui
