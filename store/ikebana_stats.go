package store

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/koikoi-app/koikoi/engine/ikebana"
)

// The blobs of the Ikebana statistics, apart from Koi-Koi's.
const (
	IkebanaStatsName = "ikebana-stats.json"
	// BadIkebanaStatsName keeps statistics that could not be read.
	BadIkebanaStatsName = "ikebana-stats.bad.json"
)

// IkebanaStats are the player's Ikebana statistics.
//
// Only games against the computer count as the player's: in a game passed
// around one phone nobody knows which seat is the phone's owner, so such
// games are only counted (PassGames), never as wins or losses, and their
// bouquets are not the player's best. A win shared with others (a tie for
// the most prestige, which the rules call a shared win) is counted apart
// from a win alone, so the screen can say both.
type IkebanaStats struct {
	Version int `json:"version"`
	// Games are the games finished against the computer; Wins those won
	// alone, Shared those won together with others, Losses the rest.
	Games  int `json:"games"`
	Wins   int `json:"wins"`
	Shared int `json:"shared"`
	Losses int `json:"losses"`
	// ByTable tallies the same games by the number of florists.
	ByTable map[int]IkebanaTally `json:"byTable,omitempty"`
	// Best is the player's best bouquet ever against the computer.
	Best IkebanaBest `json:"best"`
	// PassGames are the games finished in pass-and-play.
	PassGames int `json:"passGames"`
}

// IkebanaTally is a count of games, wins alone and shared wins.
type IkebanaTally struct {
	Games  int `json:"games"`
	Wins   int `json:"wins"`
	Shared int `json:"shared"`
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

// AddGame counts a game finished against the computer at a table of
// players florists: won alone, shared (won with others) or lost.
func (s *IkebanaStats) AddGame(players int, won, shared bool) {
	if s.ByTable == nil {
		s.ByTable = map[int]IkebanaTally{}
	}
	t := s.ByTable[players]
	s.Games++
	t.Games++
	switch {
	case won && shared:
		s.Shared++
		t.Shared++
	case won:
		s.Wins++
		t.Wins++
	default:
		s.Losses++
	}
	s.ByTable[players] = t
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
	if err == nil && (st.Games < 0 || st.Wins < 0 || st.Shared < 0 || st.Losses < 0 || st.PassGames < 0) {
		err = errors.New("a negative count")
	}
	if err != nil {
		s.b.Write(BadIkebanaStatsName, b)
		s.b.Remove(IkebanaStatsName)
		return IkebanaStats{}, fmt.Errorf("%w: Ikebana statistics: %v", ErrCorrupt, err)
	}
	return st, nil
}

// SaveIkebanaStats writes the Ikebana statistics, atomically where the
// backend is a directory.
func (s *Store) SaveIkebanaStats(st IkebanaStats) error {
	st.Version = 1
	return s.write(IkebanaStatsName, st)
}

// ResetIkebanaStats deletes the Ikebana statistics.
func (s *Store) ResetIkebanaStats() error { return s.b.Remove(IkebanaStatsName) }
