// Package koikoi is Koi-Koi's screens: the table where a game is played
// and the screens around it (new game, rules, statistics, the tutorial).
//
// The shell (package ui) makes the App with New over a Host: it lends the
// window, the language, the store and the shared settings, how to show a
// screen and where the back key goes, its settings screen, the sound and
// the end-of-game moment, and offers the game on Home. The package imports
// nothing of Ikebana's (ui/ikebana, the second game, has the same shape).
//
// The game itself is a Match (match.go), which holds no widget: it plays
// an engine/match.Match (engine/koikoi/local's: the person's moves go in
// through Submit, the computer thinks on the match's goroutine and pauses
// on its timer, which Stop cancels) and follows its events, which reach
// the UI through fyne.Do. That much is a kit.Match, which Ikebana's Match
// is built on too; what is Koi-Koi's own is the envelope: it saves the
// game after every change, counts the statistics from the rounds' ends,
// and turns the events into the table's Steps (steps.go: played, drawn,
// landed, taken, yaku, Koi-Koi, Shobu, deal, round end); nothing here
// works out a rule again. A resumed game replays its record through the
// engine for its events (replay.go).
// A finished game's replay and review (review_replay.go,
// review_report.go) step through engine/koikoi/review's Replay and run its
// Review on a goroutine with its progress shown; they open from the game's
// end, from the statistics' last games (kept by the store) and from a
// game's pasted text (review_paste.go).
// The screens rebuild their texts from the Host's Localizer, so a change
// of language shows at once without touching the game.
//
// An online table (online.go) is the same table over another
// engine/match.Match, the online package's Remote, which the online
// screens (ui/online) lend with PlayOnline and a kit.OnlineTable: their
// bar (names, connection dots, move clock, messages, rematch, the
// reconnecting banner) lies over the table and its result screens, Back
// asks before leaving, the other seat is called by its name, the player's
// move goes to the server off the UI goroutine one at a time, and nothing
// is saved or counted on the phone. A round's result goes on by itself
// after a countdown, since the server has dealt the next round already.
//
// The tutorial (tutorial_*.go) plays the lessons of package tutorial on
// the same card widgets: a list of lessons with the player's progress
// (kept by the store), and a lesson screen with the staged table, a text
// bubble that explains wrong taps, and Next, Back, Skip and Exit. A lesson
// plays on its own match (tutorial.Match, over the lesson's Runner): the
// board animates the events of its stream as the game's table does. A new
// player is offered it once, at the first launch.
//
// The table (table.go) keeps one CardWidget per card for the whole game on
// a kit.Layer and only animates the steps: tableModel says where each card
// is shown (from what the viewer sees: the other hand and the pile are
// face-down cards that stand for any of theirs), tableGeom where each place is for the window's shape (portrait,
// or landscape with the hand along the bottom and the captures beside the
// field), a kit.Sequencer plays the steps one after the other at the
// Animations setting's speed, and taps made meanwhile wait their turn.
// Each step is told in one line of narration (narration.go, messages of
// part "table"); the round's lines make the game log (gamelog.go).
//
// The rules page and the reference sheets (rules.go, reference.go) are
// package ui/koikoi/rules' content under the active rules, its cards drawn
// from here (rules.Cards: the table's CardWidget, a tap opening the card's
// details, carddetails.go). The daily deal's screens (daily.go,
// daily_history.go) are ui/dailies' with Koi-Koi's words.
//
// Widgets: CardWidget draws one card from the SVGs of package assets, from
// pictures drawn once per size (raster.go); cardGrid, flowLayout and
// monthGrid place the cards and badges of the other screens and of the
// lessons' illustrations. A lesson's staged table is a lessonBoard
// (tutorial_board.go): the table's card widgets, model, geometry and
// sequencer, so that its plays, draws and captures move as in a game.
package koikoi
