//go:build e2e && !js

package kit

import (
	"os"
	"strings"
)

// E2EParam returns a setting of the browser test: outside the browser
// (the desktop build with the e2e tag), the environment variable
// KOIKOI_E2E_<NAME>; empty when it is unset.
func E2EParam(name string) string { return os.Getenv("KOIKOI_E2E_" + strings.ToUpper(name)) }
