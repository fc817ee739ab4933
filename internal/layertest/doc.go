// Package layertest holds, for tests only, the check that keeps a package
// on its layer: which modules its sources import (Imports), and the
// module's layers as a whole (List, Layers; TestLayers checks them).
package layertest
