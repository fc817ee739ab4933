// Package atomicfile writes a file atomically, the one way the app's
// saves (store.Dir) and the command lines' records are written.
package atomicfile

import (
	"os"
	"path/filepath"
)

// Write writes data to path atomically: to a temporary file beside it,
// synced, then renamed over path, so a reader sees the old file or the new
// one, never a part, even after a crash. A failed write removes its
// temporary file and leaves path as it was.
func Write(path string, data []byte) error {
	f, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
	}
	return err
}
