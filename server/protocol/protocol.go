package protocol

import "encoding/json"

// Version is the protocol version a client states in Hello.
const Version = 1

// MaxMessage is the largest frame a client may send, in bytes.
const MaxMessage = 4096

// Header is what every client message starts with: its type and an
// optional request ID that the answers repeat (as "re").
type Header struct {
	Type string `json:"type"`
	ID   int64  `json:"id,omitempty"`
}

// Options are a table's game options as a client asks for them: Koi-Koi
// reads Preset and Rules (option name to value, "rounds" among them),
// Ikebana reads Players and Final. The server checks them (its game
// adapters read them as their own options).
type Options struct {
	Preset  string            `json:"preset,omitempty"`
	Rules   map[string]string `json:"rules,omitempty"`
	Players int               `json:"players,omitempty"`
	Final   bool              `json:"final,omitempty"`
}

// The client's messages.
type (
	// Hello opens a session: the device's secret (43 characters of
	// unpadded base64url, 32 random bytes) and, on first use or to change
	// it, the display name.
	Hello struct {
		Header
		V      int    `json:"v"`
		Secret string `json:"secret"`
		Name   string `json:"name,omitempty"`
		// Link, a link code another device of a player asked for (see
		// LinkCode), makes this device's new secret that player's.
		Link string `json:"link,omitempty"`
	}
	// Rename changes the display name.
	Rename struct {
		Header
		Name string `json:"name"`
	}
	// Create opens a private table. The creator takes the first person
	// seat; friends take the others with the table's invite code.
	Create struct {
		Header
		Game    string     `json:"game"`
		Options Options    `json:"options"`
		Seats   []SeatSpec `json:"seats"`
		Clock   int        `json:"clock,omitempty"` // seconds per move: one of the server's clocks; 0 for the default
		Rated   bool       `json:"rated,omitempty"` // people only; see docs/ratings.md
		// Days makes a turn-based table: each move may take that many days
		// (1, 3 or 7; see TurnDays), instead of Clock's seconds.
		Days int `json:"days,omitempty"`
		// Lobby lists the table in the lobby while it waits for players
		// (see GetLobby); without it only its invite code finds it.
		Lobby bool `json:"lobby,omitempty"`
	}
	// Join takes a free seat at a private table by its invite code.
	Join struct {
		Header
		Code string `json:"code"`
	}
	// Quick asks for a quick match: Koi-Koi by preset and rounds, Ikebana
	// by table size.
	Quick struct {
		Header
		Game    string  `json:"game"`
		Options Options `json:"options"`
		Rated   bool    `json:"rated,omitempty"` // a rated match, paired by rating
	}
	// AcceptComputer fills a waiting table's free seats with computers.
	AcceptComputer struct {
		Header
		Table string `json:"table"`
	}
	// Resume follows a table: the events after seq After, then its state.
	Resume struct {
		Header
		Table string `json:"table"`
		After int64  `json:"after"`
	}
	// Move makes a move at a table; Seq is the last event seen.
	Move struct {
		Header
		Table string `json:"table"`
		Seq   int64  `json:"seq"`
		Move  string `json:"move"`
	}
	// Leave gives up a seat: freed at a waiting table, played by a
	// computer to the end of a game.
	Leave struct {
		Header
		Table string `json:"table"`
	}
	// Records lists the player's finished games.
	Records struct{ Header }
	// GetRecord fetches one finished game with its record.
	GetRecord struct {
		Header
		Table string `json:"table"`
	}
	// Stats asks for the player's statistics.
	Stats struct{ Header }
)

// SeatSpec is a seat as a creator asks for it: "person" (the creator or a
// friend) or "computer" at a level.
type SeatSpec struct {
	Kind  string `json:"kind"`
	Level string `json:"level,omitempty"`
}

// The server's messages.
type (
	// Welcome answers Hello.
	Welcome struct {
		Type   string      `json:"type"` // "welcome"
		Re     int64       `json:"re,omitempty"`
		V      int         `json:"v"`
		Player string      `json:"player"`
		Name   string      `json:"name"`
		Tables []TableInfo `json:"tables"` // the unfinished tables where this player sits
	}
	// Left answers Leave.
	Left struct {
		Type  string `json:"type"` // "left"
		Re    int64  `json:"re,omitempty"`
		Table string `json:"table"`
	}
	// Renamed answers Rename.
	Renamed struct {
		Type string `json:"type"` // "renamed"
		Re   int64  `json:"re,omitempty"`
		Name string `json:"name"`
	}
	// Event is one numbered event of a table, as this seat may see it.
	Event struct {
		Type  string          `json:"type"` // "event"
		Table string          `json:"table"`
		Seq   int64           `json:"seq"`
		Kind  string          `json:"kind"`
		Actor int             `json:"actor"`
		Data  json.RawMessage `json:"data,omitempty"`
		View  json.RawMessage `json:"view,omitempty"`
	}
	// State is a table's current state for this seat, after a Resume's
	// missed events.
	State struct {
		Type     string          `json:"type"` // "state"
		Re       int64           `json:"re,omitempty"`
		Table    TableInfo       `json:"table"`
		View     json.RawMessage `json:"view,omitempty"`     // nil before the game starts
		Deadline int64           `json:"deadline,omitempty"` // Unix ms when the clock of the seat to move runs out
	}
	// RecordList answers Records.
	RecordList struct {
		Type    string        `json:"type"` // "records"
		Re      int64         `json:"re,omitempty"`
		Records []RecordEntry `json:"records"`
	}
	// RecordEntry is a finished game; Text (the engine's record) only in
	// answer to GetRecord.
	RecordEntry struct {
		Table    string       `json:"table"`
		Game     string       `json:"game"`
		Options  string       `json:"options"`
		Status   string       `json:"status"`
		Finished int64        `json:"finished"` // Unix ms
		Seats    []RecordSeat `json:"seats"`
		Text     string       `json:"text,omitempty"`
	}
	// RecordSeat is one seat of a record, without player IDs.
	RecordSeat struct {
		Name    string `json:"name,omitempty"`
		Level   string `json:"level,omitempty"`
		Score   int    `json:"score"`
		Outcome string `json:"outcome"`
		You     bool   `json:"you,omitempty"`
	}
	// Record answers GetRecord.
	Record struct {
		Type   string      `json:"type"` // "record"
		Re     int64       `json:"re,omitempty"`
		Record RecordEntry `json:"record"`
	}
	// StatsReply answers Stats.
	StatsReply struct {
		Type  string      `json:"type"` // "stats"
		Re    int64       `json:"re,omitempty"`
		Games []GameStats `json:"games"`
	}
	// GameStats is a player's record in one game.
	GameStats struct {
		Game      string `json:"game"`
		Played    int    `json:"played"`
		Won       int    `json:"won"`
		Lost      int    `json:"lost"`
		Drawn     int    `json:"drawn"`
		Abandoned int    `json:"abandoned"`
		BestScore int    `json:"best_score"`
		Left      int    `json:"left"` // games a computer finished after the player left
	}
)

// TableInfo is what a seat knows of its table.
type TableInfo struct {
	ID      string     `json:"id"`
	Game    string     `json:"game"`
	Options string     `json:"options"`
	Invite  string     `json:"invite,omitempty"`
	Quick   bool       `json:"quick,omitempty"`
	Rated   bool       `json:"rated,omitempty"`
	Status  string     `json:"status"`
	Clock   int        `json:"clock"` // seconds per move
	Seq     int64      `json:"seq"`
	Seat    int        `json:"seat"` // this player's seat
	Seats   []SeatInfo `json:"seats"`
	// Days is a turn-based table's days per move (Clock is then that many
	// days in seconds); 0 at a live table.
	Days int `json:"days,omitempty"`
	// Lobby: the table is listed in the lobby while it waits.
	Lobby bool `json:"lobby,omitempty"`
	// Turn: the game waits for this player's move.
	Turn bool `json:"turn,omitempty"`
	// Deadline is when the clock of the person to move runs out (Unix ms);
	// 0 while no person's clock runs.
	Deadline int64 `json:"deadline,omitempty"`
}

// SeatInfo is one seat as everyone at the table sees it.
type SeatInfo struct {
	Kind    string `json:"kind"` // "free", "person", "computer"
	Name    string `json:"name,omitempty"`
	Level   string `json:"level,omitempty"`
	Away    bool   `json:"away,omitempty"`
	StandIn bool   `json:"stand_in,omitempty"` // a computer plays for the absent person
	// Strikes counts the turn-based moves in a row the person's clock ran
	// out on; at MaxStrikes the seat is forfeited.
	Strikes int `json:"strikes,omitempty"`
	// Forfeit: the person lost the seat (MaxStrikes timeouts in a row);
	// a computer plays it to the end and the person cannot take it back.
	Forfeit bool `json:"forfeit,omitempty"`
	// Rating is, at a rated table, the person's rating in the table's pool
	// when they sat down; Provisional while it is not established.
	Rating      int  `json:"rating,omitempty"`
	Provisional bool `json:"provisional,omitempty"`
}

// tableEvents are the kinds of the table's own events.
var tableEvents = map[string]bool{"created": true, "seat": true, "offer": true, "start": true, "timeout": true, "game_end": true, "closed": true,
	"chat": true, "rematch": true, "forfeit": true, "vacation": true}

// TableEvent reports whether an event kind is one of the table's own
// (created, seat, offer, start, timeout, game_end, closed, chat, rematch,
// forfeit, vacation). Every other
// kind is one of the engine's events, whose data is the engine's JSON form
// (docs/events.md); only the last of a move's or a deal's carries the
// seat's view.
func TableEvent(kind string) bool { return tableEvents[kind] }
