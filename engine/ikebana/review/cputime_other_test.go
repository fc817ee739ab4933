//go:build !unix

package review

import "time"

// cpuTime is only measured on Unix systems.
func cpuTime() (time.Duration, bool) { return 0, false }
