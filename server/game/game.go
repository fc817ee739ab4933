package game

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Errors of the adapters; callers test them with errors.Is.
var (
	ErrUnknownGame = errors.New("game: unknown game")
	ErrBadOptions  = errors.New("game: bad table options")
	ErrNotYourTurn = errors.New("game: not this seat's turn")
	ErrBadMove     = errors.New("game: malformed move")
	ErrIllegal     = errors.New("game: illegal move")
	ErrOver        = errors.New("game: the game is over")
)

// Options are a table's settings as a creator chooses them. Koi-Koi reads
// Preset and Rules (option name to value, "rounds" among them); Ikebana
// reads Players and Final.
type Options struct {
	Preset  string            `json:"preset,omitempty"`
	Rules   map[string]string `json:"rules,omitempty"`
	Players int               `json:"players,omitempty"`
	Final   bool              `json:"final,omitempty"`
}

// Setup is what checked Options give a table.
type Setup struct {
	Seats    int    // the number of seats
	Text     string // the options in the game's own text form, stored with the table
	MatchKey string // the quick-match key: tables with the same key play the same game
}

// Rules makes and loads one game's tables.
type Rules interface {
	// Name is the game's name in the protocol: "koikoi" or "ikebana".
	Name() string
	// Check validates options.
	Check(o Options) (Setup, error)
	// New deals a new table with the options' text form (Setup.Text) and
	// a seed; the steps are its first events (the deal).
	New(optionsText string, seed uint64) (Table, []EventRecord, error)
	// Load reads a table from its text form.
	Load(text []byte) (Table, error)
	// Levels lists the computer levels, the weakest first.
	Levels() []string
	// Replay replays a record: fn sees the table at the deal (line "")
	// and after each line of the record's moves (a move, or "next" where
	// a new round was dealt). fn must not change the table.
	Replay(record []byte, fn func(line string, t Table)) error
}

// Table is one game in progress. It is not safe for concurrent use.
type Table interface {
	// Seats is the number of seats.
	Seats() int
	// ToMove is the seat that must move now, or -1 once the game is over.
	ToMove() int
	// Over reports whether the game has ended.
	Over() bool
	// Apply makes a seat's move, written as the engine writes moves
	// ("play jan-crane", "buy 2"). Out of turn it returns ErrNotYourTurn, a
	// move it cannot read ErrBadMove, a move the rules refuse ErrIllegal,
	// after the end ErrOver; the table is then unchanged.
	Apply(seat int, move string) ([]EventRecord, error)
	// View is what seat sees now, as JSON.
	View(seat int) json.RawMessage
	// Legal lists the moves seat may make now (none when not its turn).
	Legal(seat int) []string
	// Computer returns the move a computer player at level would make for
	// the seat to move; seed makes it reproducible.
	Computer(level string, seed uint64) (string, error)
	// MarshalText is the engine's text form of the whole game.
	MarshalText() ([]byte, error)
	// Results are each seat's score and outcome ("win", "loss", "draw")
	// once the game is over, or as it stands.
	Results() []Result
}

// EventRecord is one event of a table: one of the engine's events, or the
// table's own "game_end" with each seat's score and outcome.
type EventRecord struct {
	Kind   string            // the engine's event kind ("deal", "capture", "round-end"...) or "game_end"
	Actor  int               // the seat whose move caused it, or -1
	Public json.RawMessage   // the event as every seat sees it: the engine's JSON form
	Seats  []json.RawMessage // the event as seat s sees it where that differs from Public (a Koi-Koi hand), or nil
	Views  []json.RawMessage // seat s's view after the step, or nil when unchanged
}

// Result is one seat's standing.
type Result struct {
	Score   int
	Outcome string
}

var registry = map[string]Rules{}

func register(r Rules) { registry[r.Name()] = r }

// Lookup returns the adapter of a game by name.
func Lookup(name string) (Rules, error) {
	if r, ok := registry[name]; ok {
		return r, nil
	}
	return nil, fmt.Errorf("%w: %q", ErrUnknownGame, name)
}

// Names lists the games.
func Names() []string { return []string{"koikoi", "ikebana"} }

// mustJSON encodes values the adapters build themselves, which always
// encode. The engines' JSON forms are taken as their MarshalJSON writes
// them: encoding/json would check and compact them again.
func mustJSON(v any) json.RawMessage {
	var b []byte
	var err error
	if m, ok := v.(json.Marshaler); ok {
		b, err = m.MarshalJSON()
	} else {
		b, err = json.Marshal(v)
	}
	if err != nil {
		panic(fmt.Sprintf("game: encoding %T: %v", v, err))
	}
	return b
}

// gameEndStep is the table's last step: each seat's score and outcome.
func gameEndStep(t Table) EventRecord {
	return EventRecord{Kind: "game_end", Actor: -1, Public: mustJSON(gameEnd(t.Results()))}
}

// withMember adds a member to a JSON object.
func withMember(obj json.RawMessage, name string, v any) json.RawMessage {
	b := append(obj[:len(obj)-1:len(obj)-1], ',')
	b = strconv.AppendQuote(b, name)
	b = append(b, ':')
	return append(append(b, mustJSON(v)...), '}')
}

// views returns each seat's view.
func views(t Table) []json.RawMessage {
	out := make([]json.RawMessage, t.Seats())
	for s := range out {
		out[s] = t.View(s)
	}
	return out
}

// outcomes turns scores into outcomes: the sole best wins, a shared best
// draws, the rest lose.
func outcomes(scores []int, best func(int) bool) []Result {
	winners := 0
	for s := range scores {
		if best(s) {
			winners++
		}
	}
	out := make([]Result, len(scores))
	for s, sc := range scores {
		out[s] = Result{Score: sc, Outcome: "loss"}
		if best(s) {
			out[s].Outcome = "win"
			if winners > 1 {
				out[s].Outcome = "draw"
			}
		}
	}
	return out
}

// splitRecord cuts an engine record into its head (up to and with the
// "moves" line) and its move lines.
func splitRecord(text []byte) (head string, lines []string, err error) {
	all := strings.Split(strings.TrimSpace(string(text)), "\n")
	i := slices.Index(all, "moves")
	if i < 0 || all[len(all)-1] != "end" {
		return "", nil, errors.New("game: a record needs a moves section and an end line")
	}
	return strings.Join(all[:i+1], "\n") + "\n", all[i+1 : len(all)-1], nil
}

// recordTable is a table that replays its record's lines.
type recordTable interface {
	Table
	applyLine(line string) error
}

// replay is Replay for both games: it loads the record's head, then
// applies its lines one by one.
func replay(r Rules, text []byte, fn func(line string, t Table)) error {
	head, lines, err := splitRecord(text)
	if err != nil {
		return err
	}
	t0, err := r.Load([]byte(head + "end\n"))
	if err != nil {
		return err
	}
	t := t0.(recordTable)
	fn("", t)
	for _, l := range lines {
		if err := t.applyLine(l); err != nil {
			return fmt.Errorf("game: replaying %s %q: %w", r.Name(), l, err)
		}
		fn(l, t)
	}
	return nil
}
