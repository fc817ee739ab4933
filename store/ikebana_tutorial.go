package store

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/koikoi-app/koikoi/internal/lesson"
)

// The blobs that keep Ikebana's tutorial progress, apart from Koi-Koi's.
const (
	IkebanaTutorialName    = "ikebana-tutorial.json"
	BadIkebanaTutorialName = "ikebana-tutorial.bad.json"
)

// LoadIkebanaTutorial returns the player's progress through Ikebana's
// tutorial, or the zero Progress (a new player) when none is saved.
// Damaged progress is set aside (BadIkebanaTutorialName), so the next start
// is a fresh one, and returns the zero Progress and an error wrapping
// ErrCorrupt, for the app to say so.
func (s *Store) LoadIkebanaTutorial() (lesson.Progress, error) {
	var p lesson.Progress
	b, err := s.b.Read(IkebanaTutorialName)
	if errors.Is(err, ErrNotFound) {
		return p, nil
	}
	if err != nil {
		return p, err
	}
	if err := json.Unmarshal(b, &p); err != nil {
		s.b.Write(BadIkebanaTutorialName, b)
		s.b.Remove(IkebanaTutorialName)
		return lesson.Progress{}, fmt.Errorf("%w: ikebana tutorial: %v", ErrCorrupt, err)
	}
	return p, nil
}

// SaveIkebanaTutorial writes the progress through Ikebana's tutorial,
// atomically like every blob.
func (s *Store) SaveIkebanaTutorial(p lesson.Progress) error {
	return s.write(IkebanaTutorialName, p)
}
