// Package layertest holds, for tests only, the check that keeps a package
// on its layer: which modules its sources import (Imports).
package layertest
