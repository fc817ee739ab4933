package protocol

// Turn-based tables and the lobby (docs/online-protocol.md, "Play at your
// own pace"): a table whose moves may take days, and the list of tables
// waiting for players that anyone may sit at.

// TurnDays are the days per move a turn-based table may have.
var TurnDays = []int{1, 3, 7}

// VacationDays is how many days of vacation a player may take in a
// calendar year (UTC).
const VacationDays = 21

// MaxStrikes is how many turn-based moves in a row a person's clock may
// run out on: at the last, the seat is forfeited.
const MaxStrikes = 3

// The client's messages of the lobby.
type (
	// GetLobby lists the tables waiting for players in the lobby, the
	// longest waiting first, filtered by what is given: Game ("koikoi",
	// "ikebana"), Pace ("live" or "turn"), Players (seats), Preset
	// (Koi-Koi's) and Rated ("rated" or "casual").
	GetLobby struct {
		Header
		Game    string `json:"game,omitempty"`
		Pace    string `json:"pace,omitempty"`
		Players int    `json:"players,omitempty"`
		Preset  string `json:"preset,omitempty"`
		Rated   string `json:"rated,omitempty"`
	}
	// Sit takes the first free seat at a table of the lobby.
	Sit struct {
		Header
		Table string `json:"table"`
	}
	// SetVacation starts a vacation of Days days from now (1 to the days
	// left this year), or ends the current one (0); without Days it only
	// asks how things stand.
	SetVacation struct {
		Header
		Days *int `json:"days,omitempty"`
	}
)

// Tables comes unasked when something a list of the player's tables shows
// changed at a turn-based table where they sit (whose move it is, the
// game started or ended, someone sat or forfeited): their unfinished
// tables, as the welcome lists them.
type Tables struct {
	Type   string      `json:"type"` // "tables"
	Tables []TableInfo `json:"tables"`
}

// Vacation answers SetVacation: until when the current vacation runs
// (Unix ms, 0 for none) and the days left this year.
type Vacation struct {
	Type  string `json:"type"` // "vacation"
	Re    int64  `json:"re,omitempty"`
	Until int64  `json:"until,omitempty"`
	Left  int    `json:"left"`
}

// VacationData is the data of a "vacation" event: the clock of the person
// at Seat ran out while they are on vacation; it runs out next at
// Deadline (Unix ms), a whole move clock after the vacation ends.
type VacationData struct {
	Seat     int   `json:"seat"`
	Deadline int64 `json:"deadline"`
}

// Lobby answers GetLobby.
type Lobby struct {
	Type   string       `json:"type"` // "lobby"
	Re     int64        `json:"re,omitempty"`
	Tables []LobbyTable `json:"tables"`
}

// LobbyTable is a table waiting in the lobby: its game and options, its
// pace, its seats, and who opened it with their rating in the table's
// pool (Provisional while not established).
type LobbyTable struct {
	ID      string     `json:"id"`
	Game    string     `json:"game"`
	Options string     `json:"options"`
	Rated   bool       `json:"rated,omitempty"`
	Clock   int        `json:"clock"`          // seconds per move
	Days    int        `json:"days,omitempty"` // a turn-based table's days per move
	Seats   []SeatInfo `json:"seats"`
	Free    int        `json:"free"` // free seats
	Creator string     `json:"creator"`
	Rating  int        `json:"rating"`
	// Provisional: the creator's rating is not established yet.
	Provisional bool  `json:"provisional,omitempty"`
	Created     int64 `json:"created"` // Unix ms
}

// ForfeitData is the data of a "forfeit" event: the seat a person lost
// after MaxStrikes timeouts in a row.
type ForfeitData struct {
	Seat int `json:"seat"`
}
