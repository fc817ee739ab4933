// Package ikebana holds the app's screens of the second game, Ikebana: its
// new game screen, the table where one player plays against one to four
// computer florists (each at its own level) or two to five people pass one
// phone around, the hand-over between two people's turns, each round's
// scoring, the final standings and the statistics.
//
// The shell (package ui) lends the screens what they need through a Host:
// the window, the localizer, the store and settings, how to show a screen
// and where the back key goes. Screens never import the Koi-Koi packages.
//
// A Match (match.go) holds the game and no widget: it applies the moves,
// narrates each of them in one line, saves after every move, and lets the
// computer florists think in a goroutine whose move reaches the UI through
// fyne.Do, one move at a time at the Animations setting's pace (held
// after a computer's turn until a tap when Settings says so). The table
// (table.go) shows the state and offers the player's decision: Draw or Buy
// (with each price), then Keep or Refuse (with the price and payee); the
// cards answer taps too (taps.go: the pile draws, the card turned over is
// kept, a discard top bought), a tap that cannot act says why, and the
// button of the hint's move stands out. The game's log (gamelog.go) tells
// every move and payment of the game so far, one tap from the table.
//
// The other florists' rows, the pile, the narration and the bottom
// florist's bouquet make a board (board.go), which the table and the
// tutorial's staged table each hold. Each move shows as flights on a layer
// over the board (anim.go); prestige paid between florists flies as a
// token from the payer's counter to the payee's (payanim.go). While the
// player's own move flies, the decision gives way. The scoring screen (scores.go) gives each florist
// a prestige statement (statement.go) built from the round's payments
// (ledger.go), which it replays from the game's record (replay.go), so
// that a resumed game shows what it showed before.
//
// Each seat is a person (with a name and his own hints) or a computer
// (with a level), as the new game screen (newgame.go) seats them and the
// save's envelope records (seats.go); a New game while another is under
// way asks first. When people pass the phone the table shows the person
// to move at the bottom with a banner naming him (banner.go), or, as a
// setting, a hand-over screen (handover.go) comes between two people's
// turns with what happened since. The final standings (scores.go) offer a
// rematch. The statistics (stats.go) count the games against the computer
// (an abandoned one as a loss), places, average prestige, the record by
// computer level and the best bouquet; pass-and-play games are counted
// apart.
//
// The tutorial (tutorial_*.go) plays the lessons of ikebana/tutorial on
// the same board, one step back at a time if the player wishes.
//
// The rules page (rules.go) is one tap from Home and from the table; the
// numbers it states are asked of the engine (rulefacts.go). With the e2e
// build tag the screens print their layouts and the match its moves for
// the browser test (e2e_on.go).
package ikebana
