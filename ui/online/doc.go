// Package online holds the app's online screens, the same for both games:
// Play online (the player's display name the first time, then create a
// table, join one by its invite code, or a quick match, each rated or
// casual), the waiting room with the invite code, the quick match's wait
// with its offer of a computer, the errors, the server address in
// Settings, the online statistics, and the way back to a table held when
// the app starts.
//
// Rated play (docs/ratings.md): the choice of a rated game, kept with the
// settings, every person's rating in the waiting room and the player's on
// the table's bar, and its change after a rated game (rated.go, room.go);
// the leaderboard of each game (leaderboard.go); the profile with each
// rating's history as a chart (profile.go, chart.go) and the last games,
// each a tap from its replay (record.go), from which Link a device
// (link.go) and the blocked players (blocks.go) open; Block from a table's
// Say menu (table.go).
//
// The screens talk to the game server through the online client (package
// online at the module's root: a Session that reconnects by itself, its
// tables and their Remote matches). Once a table's game starts, the
// screens hand its Remote match to the game's own table through the Host
// (ui/ikebana's PlayOnline; Koi-Koi's when its table takes a match), so
// that an online table is the same table as offline.
//
// The shell (package ui) only adds entries to it: a Play online button
// under each game on Home, the server address section of Settings, and
// the resume at start.
package online
