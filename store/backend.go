package store

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sync"

	"github.com/koikoi-app/koikoi/internal/atomicfile"
)

// ErrNotFound is returned by a Backend's Read when nothing is stored under
// the name.
var ErrNotFound = errors.New("store: not found")

// Backend stores named blobs. Write must replace a blob atomically: after a
// crash a reader sees either the old or the new content, never a mix.
type Backend interface {
	Read(name string) ([]byte, error)
	Write(name string, data []byte) error
	Remove(name string) error
}

// Dir is a Backend that keeps each blob in a file of a directory.
type Dir struct {
	Path string
}

// Read returns the content of the file name, or ErrNotFound.
func (d Dir) Read(name string) ([]byte, error) {
	b, err := os.ReadFile(filepath.Join(d.Path, name))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, ErrNotFound
	}
	return b, err
}

// Write writes data to a temporary file in the directory, syncs it and
// renames it over the file name, so the change is atomic.
func (d Dir) Write(name string, data []byte) error {
	if err := os.MkdirAll(d.Path, 0o755); err != nil {
		return err
	}
	return atomicfile.Write(filepath.Join(d.Path, name), data)
}

// Remove deletes the file name; a missing file is not an error.
func (d Dir) Remove(name string) error {
	err := os.Remove(filepath.Join(d.Path, name))
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	return err
}

// Memory is a Backend in memory, for tests and as a last resort.
type Memory struct {
	mu    sync.Mutex
	blobs map[string][]byte
}

// Read returns a copy of the blob name, or ErrNotFound.
func (m *Memory) Read(name string) ([]byte, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	b, ok := m.blobs[name]
	if !ok {
		return nil, ErrNotFound
	}
	return append([]byte(nil), b...), nil
}

// Write stores a copy of data under name.
func (m *Memory) Write(name string, data []byte) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.blobs == nil {
		m.blobs = map[string][]byte{}
	}
	m.blobs[name] = append([]byte(nil), data...)
	return nil
}

// Remove deletes the blob name.
func (m *Memory) Remove(name string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	delete(m.blobs, name)
	return nil
}
