package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// The blobs of the last finished games of each game, kept for their
// replay and review.
const (
	KoikoiGamesName  = "koikoi-games.json"
	IkebanaGamesName = "ikebana-games.json"
)

// KeptGames is how many finished games of each game the store keeps for
// their replay: the oldest goes when a new one comes.
const KeptGames = 10

// KoikoiGame is one finished Koi-Koi game against the computer kept for
// its replay: the engine's text form of the whole game and what the
// statistics list shows of it.
type KoikoiGame struct {
	Record   string    `json:"record"` // koikoi.Game.MarshalText, every move
	Level    string    `json:"level"`  // the computer's level
	Self     int       `json:"self"`   // the person's final score (seat 0)
	Opp      int       `json:"opp"`    // the computer's
	Finished time.Time `json:"finished"`
}

// IkebanaGame is one finished Ikebana game against the computer kept for
// its replay: the engine's text form of the whole game, who sat where,
// and what the statistics list shows of it.
type IkebanaGame struct {
	Record   string        `json:"record"` // ikebana.Game.MarshalText, every move
	Seats    []IkebanaSeat `json:"seats"`
	Place    int           `json:"place"`    // the person's place (seat 0), 1 for a win
	Prestige int           `json:"prestige"` // the person's final prestige
	Finished time.Time     `json:"finished"`
}

type keptGames[G any] struct {
	Version int `json:"version"`
	Games   []G `json:"games"` // newest first
}

// LoadKoikoiGames returns the kept Koi-Koi games, newest first, or none
// when none are saved. A damaged file returns none and an error wrapping
// ErrCorrupt.
func (s *Store) LoadKoikoiGames() ([]KoikoiGame, error) {
	return loadGames[KoikoiGame](s, KoikoiGamesName)
}

// AddKoikoiGame puts g first among the kept Koi-Koi games, drops the
// oldest past KeptGames and writes them (atomically where the backend is
// a directory). A damaged file is replaced by g alone.
func (s *Store) AddKoikoiGame(g KoikoiGame) error { return addGame(s, KoikoiGamesName, g) }

// LoadIkebanaGames returns the kept Ikebana games, as LoadKoikoiGames.
func (s *Store) LoadIkebanaGames() ([]IkebanaGame, error) {
	return loadGames[IkebanaGame](s, IkebanaGamesName)
}

// AddIkebanaGame keeps g, as AddKoikoiGame.
func (s *Store) AddIkebanaGame(g IkebanaGame) error { return addGame(s, IkebanaGamesName, g) }

func loadGames[G any](s *Store, name string) ([]G, error) {
	b, err := s.b.Read(name)
	if errors.Is(err, ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var f keptGames[G]
	if err := json.Unmarshal(b, &f); err != nil {
		return nil, fmt.Errorf("%w: last games: %v", ErrCorrupt, err)
	}
	return f.Games, nil
}

func addGame[G any](s *Store, name string, g G) error {
	old, _ := loadGames[G](s, name)
	games := append([]G{g}, old...)
	if len(games) > KeptGames {
		games = games[:KeptGames]
	}
	return s.write(name, keptGames[G]{Version: 1, Games: games})
}
