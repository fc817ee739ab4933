package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"github.com/koikoi-app/koikoi/engine/ikebana"
)

// The blobs of the Ikebana statistics, apart from Koi-Koi's.
const (
	IkebanaStatsName = "ikebana-stats.json"
	// BadIkebanaStatsName keeps statistics that could not be read.
	BadIkebanaStatsName = "ikebana-stats.bad.json"
)

// ikebanaStatsVersion is the version of the statistics this package
// writes. Version 1 had no places, prestige, abandoned games nor records
// by level; its games still count, without them.
const ikebanaStatsVersion = 2

// IkebanaStats are the player's Ikebana statistics.
//
// Only games of one person against the computer count as the player's: in
// a game passed around one phone nobody knows which seat is the phone's
// owner, so such games are only counted (PassGames), never as wins or
// losses, and their bouquets are not the player's best. A win shared with
// others (a tie for the most prestige, which the rules call a shared win)
// is counted apart from a win alone, so the screen can say both. A game
// abandoned for a new one counts as a loss (Abandoned says how many), with
// no place nor prestige: it did not end.
type IkebanaStats struct {
	Version int `json:"version"`
	// Games are the games against the computer, finished or abandoned;
	// Wins those won alone, Shared those won together with others, Losses
	// the rest, Abandoned among them.
	Games     int `json:"games"`
	Wins      int `json:"wins"`
	Shared    int `json:"shared"`
	Losses    int `json:"losses"`
	Abandoned int `json:"abandoned,omitempty"`
	// ByTable tallies the same games by the number of florists.
	ByTable map[int]IkebanaTally `json:"byTable,omitempty"`
	// ByLevel is the player's record against the computers of each level
	// (ai.Levels): how often he finished ahead of one, level with it or
	// behind it.
	ByLevel map[string]IkebanaRecord `json:"byLevel,omitempty"`
	// Best is the player's best bouquet ever against the computer.
	Best IkebanaBest `json:"best"`
	// PassGames are the games finished in pass-and-play.
	PassGames int `json:"passGames"`
}

// IkebanaTally is a count of games at one table size: games, wins alone,
// shared wins, abandoned games, and of the games that ended since
// version 2 of the statistics (Placed) the places (Places[0] first
// places, Places[1] second...; florists level on prestige share the
// higher place) and the sum of the player's final prestige.
type IkebanaTally struct {
	Games     int   `json:"games"`
	Wins      int   `json:"wins"`
	Shared    int   `json:"shared"`
	Abandoned int   `json:"abandoned,omitempty"`
	Placed    int   `json:"placed,omitempty"`
	Places    []int `json:"places,omitempty"`
	Prestige  int   `json:"prestige,omitempty"`
}

// Average returns the player's average final prestige over the placed
// games, and false when there is none.
func (t IkebanaTally) Average() (float64, bool) {
	if t.Placed == 0 {
		return 0, false
	}
	return float64(t.Prestige) / float64(t.Placed), true
}

// IkebanaRecord is the player's record against the computers of one
// level: each computer at each table is one meeting.
type IkebanaRecord struct {
	Ahead  int `json:"ahead"`
	Level  int `json:"level"`
	Behind int `json:"behind"`
}

// IkebanaResult is how a game against the computer ended for the player.
type IkebanaResult struct {
	Players int // florists at the table
	// Place is the player's place, 1 for first (florists level on
	// prestige share the higher place); Shared says others share it.
	Place  int
	Shared bool
	// Prestige is the player's final prestige.
	Prestige int
	// Abandoned says the game was left for a new one: a loss, behind
	// every computer, with no place nor prestige.
	Abandoned bool
	// Rivals are the computers at the table: each one's level, and
	// whether the player finished ahead of it (+1), level (0) or behind
	// (-1).
	Rivals []IkebanaRival
}

// IkebanaRival is one computer of a finished game: its level, and how the
// player finished against it (+1 ahead, 0 level, -1 behind).
type IkebanaRival struct {
	Level string
	Cmp   int
}

// AddGame counts a game against the computer.
func (s *IkebanaStats) AddGame(r IkebanaResult) {
	if s.ByTable == nil {
		s.ByTable = map[int]IkebanaTally{}
	}
	if s.ByLevel == nil {
		s.ByLevel = map[string]IkebanaRecord{}
	}
	t := s.ByTable[r.Players]
	s.Games++
	t.Games++
	switch {
	case r.Abandoned:
		s.Losses++
		s.Abandoned++
		t.Abandoned++
	case r.Place == 1 && r.Shared:
		s.Shared++
		t.Shared++
	case r.Place == 1:
		s.Wins++
		t.Wins++
	default:
		s.Losses++
	}
	if !r.Abandoned && r.Place >= 1 && r.Place <= r.Players {
		for len(t.Places) < r.Players {
			t.Places = append(t.Places, 0)
		}
		t.Places[r.Place-1]++
		t.Placed++
		t.Prestige += r.Prestige
	}
	for _, rv := range r.Rivals {
		rec := s.ByLevel[rv.Level]
		switch {
		case r.Abandoned || rv.Cmp < 0:
			rec.Behind++
		case rv.Cmp > 0:
			rec.Ahead++
		default:
			rec.Level++
		}
		s.ByLevel[rv.Level] = rec
	}
	s.ByTable[r.Players] = t
}

// Overall returns the tally of every table size together.
func (s *IkebanaStats) Overall() IkebanaTally {
	var all IkebanaTally
	for _, t := range s.ByTable {
		all.Games += t.Games
		all.Wins += t.Wins
		all.Shared += t.Shared
		all.Abandoned += t.Abandoned
		all.Placed += t.Placed
		all.Prestige += t.Prestige
	}
	return all
}

// IkebanaBest is the best bouquet: its cards (ikebana.Card.String) and
// what it scored, without the Bouquet final's doubling, so every bouquet
// is measured alike.
type IkebanaBest struct {
	Cards   []string `json:"cards,omitempty"`
	Points  int      `json:"points"`
	Players int      `json:"players,omitempty"` // the florists at that table
}

// Set returns the best bouquet's cards.
func (b IkebanaBest) Set() (ikebana.Set, error) {
	var s ikebana.Set
	for _, id := range b.Cards {
		c, err := ikebana.ParseCard(id)
		if err != nil {
			return 0, err
		}
		s = s.Add(c)
	}
	return s, nil
}

// AddBouquet offers the player's bouquet of a round at a table of players
// florists; it becomes the best when it scores more than the best so far.
// It reports whether it did.
func (s *IkebanaStats) AddBouquet(b ikebana.Set, players int) bool {
	sc, err := ikebana.ScoreBouquet(b, false)
	if err != nil || b == 0 || (len(s.Best.Cards) > 0 && sc.Total <= s.Best.Points) {
		return false
	}
	s.Best = IkebanaBest{Points: sc.Total, Players: players}
	for _, c := range b.Cards() {
		s.Best.Cards = append(s.Best.Cards, c.String())
	}
	return true
}

// LoadIkebanaStats returns the Ikebana statistics, or empty ones when none
// are saved. Damaged statistics are set aside (BadIkebanaStatsName), and
// empty ones come back with an error wrapping ErrCorrupt.
func (s *Store) LoadIkebanaStats() (IkebanaStats, error) {
	b, err := s.b.Read(IkebanaStatsName)
	if errors.Is(err, ErrNotFound) {
		return IkebanaStats{}, nil
	}
	if err != nil {
		return IkebanaStats{}, err
	}
	var st IkebanaStats
	err = json.Unmarshal(b, &st)
	if err == nil {
		_, err = st.Best.Set()
	}
	if err == nil && !st.valid() {
		err = errors.New("a negative count")
	}
	if err != nil {
		s.b.Write(BadIkebanaStatsName, b)
		s.b.Remove(IkebanaStatsName)
		return IkebanaStats{}, fmt.Errorf("%w: Ikebana statistics: %v", ErrCorrupt, err)
	}
	return st, nil
}

// valid reports whether no count is negative.
func (st *IkebanaStats) valid() bool {
	counts := []int{st.Games, st.Wins, st.Shared, st.Losses, st.Abandoned, st.PassGames}
	for _, t := range st.ByTable {
		counts = append(counts, t.Games, t.Wins, t.Shared, t.Abandoned, t.Placed)
		counts = append(counts, t.Places...)
	}
	for _, r := range st.ByLevel {
		counts = append(counts, r.Ahead, r.Level, r.Behind)
	}
	return slices.Min(counts) >= 0
}

// SaveIkebanaStats writes the Ikebana statistics, atomically where the
// backend is a directory.
func (s *Store) SaveIkebanaStats(st IkebanaStats) error {
	st.Version = ikebanaStatsVersion
	return s.write(IkebanaStatsName, st)
}

// ResetIkebanaStats deletes the Ikebana statistics.
func (s *Store) ResetIkebanaStats() error { return s.b.Remove(IkebanaStatsName) }
