package storage

import (
	"context"
	"encoding/json"
	"errors"
	"time"
)

// Errors a Store returns; callers test them with errors.Is.
var (
	// ErrNotFound: no such player, table or record.
	ErrNotFound = errors.New("storage: not found")
	// ErrConflict: the table changed since it was read (its version is not
	// the one the commit expected), or a unique key is already taken.
	ErrConflict = errors.New("storage: conflict")
)

// Store keeps the server's state. Every method is safe for concurrent use
// by several goroutines and several nodes sharing one database.
type Store interface {
	// CreatePlayer adds a player; ErrConflict when the ID or the secret
	// hash exists.
	CreatePlayer(ctx context.Context, p Player) error
	// PlayerBySecret finds the player whose device secret has this hash:
	// the player's first secret or a linked device's (see Devices).
	PlayerBySecret(ctx context.Context, secretHash []byte) (Player, error)
	// Player finds a player by ID.
	Player(ctx context.Context, id string) (Player, error)
	// RenamePlayer changes a player's display name.
	RenamePlayer(ctx context.Context, id, name string) error

	// CreateTable adds a table at its first version together with its
	// first events; ErrConflict when the ID or the invite code is taken.
	CreateTable(ctx context.Context, t Table, events []Event) error
	// Table reads a table.
	Table(ctx context.Context, id string) (Table, error)
	// TableByInvite finds a table by its invite code.
	TableByInvite(ctx context.Context, code string) (Table, error)
	// OpenTables lists up to limit tables waiting for players (StatusOpen)
	// under a quick-match key, the oldest first.
	OpenTables(ctx context.Context, matchKey string, limit int) ([]Table, error)
	// Lobby lists up to limit tables waiting for players (StatusOpen)
	// whose match key starts with prefix, the oldest first.
	Lobby(ctx context.Context, prefix string, limit int) ([]Table, error)
	// DueTables lists up to limit IDs of unfinished tables whose Due time
	// is at or before now, the most overdue first.
	DueTables(ctx context.Context, now time.Time, limit int) ([]string, error)
	// TablesOf lists the unfinished tables where the player has a seat.
	TablesOf(ctx context.Context, playerID string) ([]Table, error)
	// CountTablesOf counts the tables TablesOf lists, without reading them.
	CountTablesOf(ctx context.Context, playerID string) (int, error)

	// Commit writes c.Table, whose Version must be c.Prev+1, appends
	// c.Events (their Seq following the stored table's Seq, the last one
	// equal to c.Table.Seq) and writes c.Record if any, all in one
	// transaction, and only if the stored version is still c.Prev:
	// otherwise it writes nothing and returns ErrConflict.
	Commit(ctx context.Context, c Commit) error
	// Events returns the events of a table with Seq > after, in order, at
	// most limit of them.
	Events(ctx context.Context, tableID string, after int64, limit int) ([]Event, error)

	// Record returns a finished game's record.
	Record(ctx context.Context, tableID string) (Record, error)
	// Records lists a player's records, the newest first, without their
	// text, at most limit.
	Records(ctx context.Context, playerID string, limit int) ([]Record, error)
	// Stats sums a player's finished games, one line per game.
	Stats(ctx context.Context, playerID string) ([]Stat, error)

	// Ratings, leaderboards and rating histories: see ratings.go.
	Ratings
	// Blocks between players: see blocks.go.
	Blocks
	// Devices linked to a player: see devices.go.
	Devices
	// Attempts the limits count across nodes: see attempts.go.
	Attempts
	// The daily deals' results: see dailies.go.
	Dailies
	// Friends, presence and table invitations: see friends.go.
	Friends
	// Web Push subscriptions and the nodes' shared keys: see push.go.
	Push
	// The players' vacations: see vacations.go.
	Vacations

	// Close releases the store.
	Close() error
}

// Player is a person's identity: one device secret, of which only the
// hash is kept.
type Player struct {
	ID         string
	SecretHash []byte
	Name       string
	Created    time.Time
}

// Table statuses.
const (
	StatusOpen     = "open"     // waiting for people to take the free seats
	StatusPlaying  = "playing"  // the game is on
	StatusFinished = "finished" // the game ended and its record is kept
	StatusClosed   = "closed"   // abandoned: nobody came back; recorded as it stood
)

// Seat kinds.
const (
	SeatFree     = "free"     // waiting for a person
	SeatPerson   = "person"   // a player
	SeatComputer = "computer" // a computer player at Level
)

// Table is one game table: what it plays, who sits where, and the game's
// whole state in the engine's text form. Version counts the commits.
type Table struct {
	ID       string
	Game     string // "koikoi" or "ikebana"
	Options  string // the game adapter's options, as it wrote them
	Invite   string // the invite code of a private table, or ""
	MatchKey string // the quick-match key of a quick-match table, or ""
	Status   string
	Seats    []Seat
	State    []byte        // the engine's text form of the game
	Clock    time.Duration // the time a person has for each move
	Version  int64
	Seq      int64     // the Seq of the table's last event
	Deadline time.Time // when the clock of the person to move runs out; zero: no clock running
	Due      time.Time // when a node must act (a computer's move, a clock, a grace period); zero: never
	Offered  time.Time // when a waiting quick-match table offered computer opponents; zero: not yet
	Rated    bool      // people only, their ratings change at the end (see RatingChange)
	Created  time.Time
	Updated  time.Time
}

// Seat is one place at a table.
type Seat struct {
	Kind   string `json:"kind"`
	Player string `json:"player,omitempty"` // a person's player ID
	Name   string `json:"name,omitempty"`   // the person's display name when seated
	Level  string `json:"level,omitempty"`  // a computer's level
	// Rating is, at a rated table, the person's rating in the table's pool
	// when seated (rounded), Provisional while it was not established.
	Rating      int  `json:"rating,omitempty"`
	Provisional bool `json:"provisional,omitempty"`
	// Away is when the person's last connection closed; zero while the
	// person is connected (or never came).
	Away time.Time `json:"away,omitzero"`
	// StandIn: a computer plays for the absent person until they return.
	StandIn bool `json:"stand_in,omitempty"`
	// Conn counts the person's resumes: a node marks the seat away when a
	// connection closes only if no newer one (on any node) took it since.
	Conn int64 `json:"conn,omitempty"`
	// Node is the node that holds that connection, while it is open: if
	// the node stops beating (see Nodes), the seat counts as away.
	Node string `json:"node,omitempty"`
	// Turn: the game waits for this seat's move (kept by the hub at each
	// commit, so that a player's list of tables says where it is their
	// turn without loading the games).
	Turn bool `json:"turn,omitempty"`
	// Strikes counts a turn-based table's moves in a row on which the
	// person's clock ran out; Forfeit: the person lost the seat for good.
	Strikes int  `json:"strikes,omitempty"`
	Forfeit bool `json:"forfeit,omitempty"`
}

// Nodes is what a Store offers so that a node killed outright (kill -9,
// a crash) never leaves its people's seats held: each node beats, and the
// others mark away the seats whose connection was on a node that stopped
// beating. A Store without it leaves those seats to their move clocks.
type Nodes interface {
	// Beat records that node is alive at t.
	Beat(ctx context.Context, node string, t time.Time) error
	// SilentNodes lists the nodes whose last beat is before t.
	SilentNodes(ctx context.Context, before time.Time) ([]string, error)
	// TablesOnNode lists the unfinished tables with a seat whose
	// connection is on node.
	TablesOnNode(ctx context.Context, node string) ([]string, error)
	// ForgetNode removes a node's beats.
	ForgetNode(ctx context.Context, node string) error
}

// Event is one numbered thing that happened at a table. Public is what
// every seat may see; Views[s] is what only seat s sees (nil for none).
type Event struct {
	TableID string
	Seq     int64
	Kind    string
	Actor   int // the seat that caused it, or -1
	Public  json.RawMessage
	Views   []json.RawMessage
	Time    time.Time
}

// Commit is one change of a table (see Store.Commit).
type Commit struct {
	Table  Table
	Prev   int64
	Events []Event
	Record *Record
	// Ratings are the rating changes of a rated game's end, written in the
	// same transaction (see RatingChange).
	Ratings []RatingChange
}

// Record is a finished (or closed) game.
type Record struct {
	TableID  string
	Game     string
	Options  string
	Text     []byte // the engine's text form
	Status   string // StatusFinished or StatusClosed
	Players  []RecordSeat
	Finished time.Time
}

// Outcomes of a seat in a record.
const (
	OutcomeWin       = "win"
	OutcomeLoss      = "loss"
	OutcomeDraw      = "draw"
	OutcomeAbandoned = "abandoned"
)

// RecordSeat is one seat of a record.
type RecordSeat struct {
	Seat    int    `json:"seat"`
	Player  string `json:"player,omitempty"` // "" for a computer
	Name    string `json:"name,omitempty"`
	Level   string `json:"level,omitempty"`
	Score   int    `json:"score"`
	Outcome string `json:"outcome"`
	// Left: a computer was finishing the game for the person, who had
	// left it (counted in Stat.Left; a loss in a rated game).
	Left bool `json:"left,omitempty"`
}

// Stat is a player's online statistics for one game.
type Stat struct {
	Game      string `json:"game"`
	Played    int    `json:"played"`
	Won       int    `json:"won"`
	Lost      int    `json:"lost"`
	Drawn     int    `json:"drawn"`
	Abandoned int    `json:"abandoned"`
	BestScore int    `json:"best_score"`
	Left      int    `json:"left"` // games a computer finished for the player, who had left

}
