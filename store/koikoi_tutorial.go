package store

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/koikoi-app/koikoi/internal/lesson"
)

// KoikoiTutorialName is the name of the blob that keeps the tutorial's progress.
const KoikoiTutorialName = "tutorial.json"

// LoadKoikoiTutorial returns the player's progress through the tutorial, or the
// zero Progress (a new player) when none is saved. Damaged progress returns
// the zero Progress and an error wrapping ErrCorrupt, which the app may
// ignore.
func (s *Store) LoadKoikoiTutorial() (lesson.Progress, error) {
	var p lesson.Progress
	b, err := s.b.Read(KoikoiTutorialName)
	if errors.Is(err, ErrNotFound) {
		return p, nil
	}
	if err != nil {
		return p, err
	}
	if err := json.Unmarshal(b, &p); err != nil {
		return lesson.Progress{}, fmt.Errorf("%w: tutorial: %v", ErrCorrupt, err)
	}
	return p, nil
}

// SaveKoikoiTutorial writes the tutorial's progress, atomically like every blob.
func (s *Store) SaveKoikoiTutorial(p lesson.Progress) error {
	return s.write(KoikoiTutorialName, p)
}
