// Package rating is Glicko-2 (Mark Glickman, "Example of the Glicko-2
// system", 2013) as the game server rates online play: a rating, its
// deviation (how sure the rating is) and its volatility (how erratic the
// player's results are), updated after every game as lichess does, each
// game being a rating period of its own.
//
// Two changes to the paper, both of them lichess's or common practice:
// a game may weigh less than one (Ikebana's tables of n players are
// rated as each pair's game at weight 1/(n-1), so a whole table counts
// like one game; see Result), and the deviation stays between
// MinDeviation and the starting 350, so that a rating never freezes.
//
// A rating is provisional ("1523?") while its deviation is over
// ProvisionalDeviation (110, lichess's threshold): the leaderboards list
// only established ratings.
package rating
