package store

import (
	"encoding/json"
	"errors"
	"fmt"
)

// KoikoiStatsName is the blob of the Koi-Koi statistics (the name of the
// file the app has always written).
const KoikoiStatsName = "stats.json"

// KoikoiStats are the player's statistics against the computer.
type KoikoiStats struct {
	Version       int            `json:"version"`
	Games         int            `json:"games"`
	Wins          int            `json:"wins"`
	Losses        int            `json:"losses"`
	Draws         int            `json:"draws"`
	Rounds        int            `json:"rounds"`
	RoundsWon     int            `json:"roundsWon"`
	PointsFor     int            `json:"pointsFor"`      // points scored in rounds won
	PointsAgainst int            `json:"pointsAgainst"`  // points the computer scored
	Yaku          map[string]int `json:"yaku,omitempty"` // yaku id -> times made in a won round
	BestRound     int            `json:"bestRound"`      // the most points in one round
}

// AddRound counts a finished round: won says whether the player won it,
// lost whether the computer did (both false for a draw), points what the
// winner scored and yaku the ids of the player's yaku when he won.
func (s *KoikoiStats) AddRound(won, lost bool, points int, yaku []string) {
	s.Rounds++
	switch {
	case won:
		s.RoundsWon++
		s.PointsFor += points
		if points > s.BestRound {
			s.BestRound = points
		}
		if len(yaku) > 0 && s.Yaku == nil {
			s.Yaku = map[string]int{}
		}
		for _, y := range yaku {
			s.Yaku[y]++
		}
	case lost:
		s.PointsAgainst += points
	}
}

// AddGame counts a finished game: result > 0 a win, < 0 a loss, 0 a draw.
func (s *KoikoiStats) AddGame(result int) {
	s.Games++
	switch {
	case result > 0:
		s.Wins++
	case result < 0:
		s.Losses++
	default:
		s.Draws++
	}
}

// WinRate returns the share of games won, 0 with no game.
func (s *KoikoiStats) WinRate() float64 {
	if s.Games == 0 {
		return 0
	}
	return float64(s.Wins) / float64(s.Games)
}

// LoadKoikoiStats returns the statistics, or empty ones when none are saved.
// Damaged statistics return empty ones and an error wrapping ErrCorrupt.
func (s *Store) LoadKoikoiStats() (KoikoiStats, error) {
	var st KoikoiStats
	b, err := s.b.Read(KoikoiStatsName)
	if errors.Is(err, ErrNotFound) {
		return st, nil
	}
	if err != nil {
		return st, err
	}
	if err := json.Unmarshal(b, &st); err != nil {
		return KoikoiStats{}, fmt.Errorf("%w: statistics: %v", ErrCorrupt, err)
	}
	return st, nil
}

// SaveKoikoiStats writes the statistics.
func (s *Store) SaveKoikoiStats(st KoikoiStats) error {
	st.Version = 1
	return s.write(KoikoiStatsName, st)
}
