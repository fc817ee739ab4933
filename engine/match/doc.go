// Package match is the one shape of a table seen from one seat, for both
// games: what the seat sees (its Observation), its legal moves, a stream of
// numbered events, a way to submit a move, and who sits in every other seat
// (a computer at a level, a person on this phone, a person elsewhere).
//
// Match is generic in the game's observation, move and event types, so
// that Koi-Koi and Ikebana tables are two instances of one interface:
// Match[koikoi.Observation, koikoi.Move, koikoi.Event] and
// Match[ikebana.Observation, ikebana.Move, ikebana.Event]. The table
// screens, the tutorial boards, the server's bot client and the online
// client know only this interface.
//
// Local is the match played on this device: computer players that think
// off the caller's goroutine (their pause a timer that Stop cancels),
// pass-and-play between people, and both mixed. Each game adapts its
// engine to it in a few lines (engine/koikoi/local, engine/ikebana/local).
// With Options.Hold ("tap to continue") it holds after each computer's
// turn that another computer's turn follows, until the table calls
// Release (Holder): nobody plays on behind the table.
//
// Scripted is the match of a Script: a staged game that answers its
// viewer's moves at once, on the caller's goroutine, as a lesson's board
// does (engine/koikoi/tutorial, engine/ikebana/tutorial): its opponents'
// replies come with the move, and a move the script does not want is
// refused with the script's own error. Lesson adds a lesson's runner to
// it: the runner's other actions (Next, Back, a quiz's answer) run through
// Act under the same lock, and their moves' events join the same stream.
//
// The package lives under engine/ rather than internal/ or ui/ because it
// is part of the game layer's contract: it imports nothing but the
// standard library (no Fyne, no network), so the app, the server and its
// bot client can all implement or use it, and the layer test keeps it so.
package match
