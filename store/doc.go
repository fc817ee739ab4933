// Package store keeps what the app remembers between runs: the settings
// both games share, and for each game its saved game, statistics and
// tutorial progress, named alike (koikoi*.go: LoadKoikoi, KoikoiStats...;
// ikebana*.go: LoadIkebana, IkebanaStats...). The files keep the names the
// app has always written (game.json, stats.json, tutorial.json for
// Koi-Koi), so that a player's saves load across versions.
//
// It knows nothing of Fyne. Everything goes through a Backend: Dir writes
// files in a directory atomically (write a temporary file, then rename it
// over the old one), and the app supplies another Backend (Fyne
// preferences) where the storage is not a file system, as on the web.
//
// A saved game is a small versioned JSON envelope around the engine's
// text form of the game. A save that cannot be read (garbage, a newer
// version, a record the engine refuses) is reported as ErrCorrupt or
// ErrVersion; the app then says so and starts afresh. Settings and
// statistics live in their own files, so they survive a bad save.
package store
