package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// KoikoiGamesName is the blob of the last finished Koi-Koi games against
// the computer, kept for their replay and review.
const KoikoiGamesName = "koikoi-games.json"

// KeptGames is how many finished games of each game the store keeps for
// their replay: the oldest goes when a new one comes.
const KeptGames = 10

// KoikoiGame is one finished game kept for its replay: the engine's text
// form of the whole game and what the statistics list shows of it.
type KoikoiGame struct {
	Record   string    `json:"record"` // koikoi.Game.MarshalText, every move
	Level    string    `json:"level"`  // the computer's level
	Self     int       `json:"self"`   // the person's final score (seat 0)
	Opp      int       `json:"opp"`    // the computer's
	Finished time.Time `json:"finished"`
}

type koikoiGames struct {
	Version int          `json:"version"`
	Games   []KoikoiGame `json:"games"` // newest first
}

// LoadKoikoiGames returns the kept games, newest first, or none when none
// are saved. A damaged file returns none and an error wrapping ErrCorrupt.
func (s *Store) LoadKoikoiGames() ([]KoikoiGame, error) {
	b, err := s.b.Read(KoikoiGamesName)
	if errors.Is(err, ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var f koikoiGames
	if err := json.Unmarshal(b, &f); err != nil {
		return nil, fmt.Errorf("%w: last games: %v", ErrCorrupt, err)
	}
	return f.Games, nil
}

// AddKoikoiGame puts g first among the kept games, drops the oldest past
// KeptGames and writes them (atomically where the backend is a
// directory). A damaged file is replaced by g alone.
func (s *Store) AddKoikoiGame(g KoikoiGame) error {
	old, _ := s.LoadKoikoiGames()
	games := append([]KoikoiGame{g}, old...)
	if len(games) > KeptGames {
		games = games[:KeptGames]
	}
	return s.write(KoikoiGamesName, koikoiGames{Version: 1, Games: games})
}
