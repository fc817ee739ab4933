//go:build unix

package review

import (
	"syscall"
	"time"
)

// cpuTime returns the process's user and system time so far: a review
// runs on one goroutine, so on a shared machine this is its cost on one
// core, whatever the wait for it.
func cpuTime() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
