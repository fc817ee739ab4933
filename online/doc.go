// Package online is the app's client of the game server (server/,
// docs/online-protocol.md): the connection, the tables the player sits
// at, and a match of each game played there.
//
// A tour:
//
//   - Connect dials the server (Config.Address, DefaultAddress set by the
//     build) and says hello with the device's secret (NewSecret, kept in
//     store.Online) and the display name. The Session then runs one
//     reader, answers requests (Create, Join, Quick, Resume, Rename,
//     Records, Stats), and when the connection drops it dials again with
//     exponential backoff and jitter and resumes every followed table
//     after its last event: each table reads every event once and in
//     order. It pings the server to notice a connection that died without
//     a word. Config.OnStatus reports Reconnecting, Connected again, and
//     Failed when a server refuses it for good (a new version);
//     Config.OnHeld the tables to keep (store.Online.Tables) to come back
//     after the app is killed.
//   - A Table is one followed table: its info (seats, invite code,
//     status), events, the seat's view, the move clock, the chat
//     (ChatMessages), the rematch, and its actions (AcceptComputer, Leave,
//     Chat, Rematch).
//   - NewKoikoi and NewIkebana make a Remote match of a table: the
//     engine/match.Match the table screens play, with the other people as
//     Remote seats. Submit waits for the server; a move made while the
//     connection is down is sent once it is back, exactly once. Between
//     rounds the match holds at the round's end until NextRound, as a
//     local match does. Presence, Deadline and Chats add what an online
//     table shows.
//   - The daily deal: the app plays the day's game on the device
//     (engine/koikoi/daily, engine/ikebana/daily), DailySubmit sends the
//     person's moves and the result for the server to replay and rank,
//     DailyBoard reads the day's board and DailyRecord a line's moves once
//     the day is closed (DailyGrace after its UTC end).
//   - Every server error maps to an error of this package (ErrFull,
//     ErrNotFound, ErrVersion, ErrNoServer, ErrBadAddress...), which the
//     screens test with errors.Is and translate.
//
// The package builds for every platform the app runs on, the browser
// (js/wasm) included.
package online
