package store

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/koikoi-app/koikoi/engine/koikoi/tutorial"
)

// TutorialName is the name of the blob that keeps the tutorial's progress.
const TutorialName = "tutorial.json"

// LoadTutorial returns the player's progress through the tutorial, or the
// zero Progress (a new player) when none is saved. Damaged progress returns
// the zero Progress and an error wrapping ErrCorrupt, which the app may
// ignore.
func (s *Store) LoadTutorial() (tutorial.Progress, error) {
	var p tutorial.Progress
	b, err := s.b.Read(TutorialName)
	if errors.Is(err, ErrNotFound) {
		return p, nil
	}
	if err != nil {
		return p, err
	}
	if err := json.Unmarshal(b, &p); err != nil {
		return tutorial.Progress{}, fmt.Errorf("%w: tutorial: %v", ErrCorrupt, err)
	}
	return p, nil
}

// SaveTutorial writes the tutorial's progress, atomically like every blob.
func (s *Store) SaveTutorial(p tutorial.Progress) error {
	return s.write(TutorialName, p)
}
