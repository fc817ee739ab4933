// Package dailies holds what both games' daily-deal screens share and
// ui/kit may not, since it keeps the dailies' history in the app's store,
// which knows both games: the daily screen (DayScreen) and the dailies'
// history (HistoryScreen), each game giving its own words; a game's daily
// as these helpers replay it (Engine, generic over the game's moves: the
// person's moves of a record, read with internal/record, and the record a
// day's table line gives); and Sender, which sends a finished daily to the
// online day's table and says how its sending stands.
package dailies
