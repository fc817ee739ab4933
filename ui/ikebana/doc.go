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
// The screens play through an engine/match.Match, the local match of
// engine/ikebana/local: what the seat at the phone sees, its legal moves,
// the events of every move, Submit. The computer florists think on the
// match's goroutine and pause on its timer, which Stop cancels. A Match
// (match.go) is what the app keeps beside it, with no widget: it tells
// each new event in the narration, saves after every change, counts the
// statistics, brings the match's changes to the UI through fyne.Do (a
// kit.Match, as Koi-Koi's Match is), and
// holds the game after a computer's turn until a tap when Settings says
// so: between two computers the match itself holds (match.Holder), so the
// table, the engine and the save show one position; before a round's
// scores the table waits. The table (table.go) shows the state and offers the player's decision: Draw or Buy
// (with each price), then Keep or Refuse (with the price and payee); the
// cards answer taps too (taps.go: the pile draws, the card turned over is
// kept, a discard top bought), a tap that cannot act says why, and the
// button of the hint's move stands out. The game's log (gamelog.go) tells
// every move and payment of the game so far, one tap from the table.
//
// The other florists' rows, the pile, the narration and the bottom
// florist's bouquet make a board (board.go), which the table and the
// tutorial's staged table each hold. Each move's events show as flights on
// a layer over the board (anim.go); prestige paid between florists flies as a
// token from the payer's counter to the payee's (payanim.go). While the
// player's own move flies, the decision gives way. The scoring screen (result.go) gives each florist
// a prestige statement (statement.go) built from the round's payments
// (ledger.go), the events of the game's record replayed (replay.go), so
// that a resumed game shows what it showed before.
//
// Each seat is a person (with a name and his own hints) or a computer
// (with a level), as the new game screen (newgame.go) seats them and the
// save's envelope records (seats.go); a New game while another is under
// way asks first. When people pass the phone the table shows the person
// to move at the bottom with a banner naming him (banner.go), or, as a
// setting, a hand-over screen (handover.go) comes between two people's
// turns with what happened since. The final standings (result.go) offer a
// rematch. The statistics (stats.go) count the games against the computer
// (an abandoned one as a loss), places, average prestige, the record by
// computer level and the best bouquet; pass-and-play games are counted
// apart.
//
// A finished game's replay and review (review_replay.go, review_report.go,
// the same shape as Koi-Koi's) step through engine/ikebana/review's Replay
// and run its Review on a goroutine with its progress shown; they open
// from the final standings, from the statistics' last games (kept by the
// store) and from a game's pasted text (review_paste.go).
//
// The tutorial (tutorial_*.go) plays the lessons of ikebana/tutorial on
// the same board, one step back at a time if the player wishes, through
// each lesson's match (tutorial.Match): the decisions at the table are its
// Submit, and the board flies its events as the table does.
//
// The rules page is one tap from Home and from the table (rules.go); its
// content, and the numbers it states, asked of the engine, are package
// ui/ikebana/rules', which gets its cards drawn from here (rules.Cards).
// The daily deal's screens (daily.go) are ui/dailies' with Ikebana's
// words. With the e2e
// build tag the screens print their layouts and the match its moves for
// the browser test (e2e_on.go).
package ikebana
