package ai

import (
	"syscall"
	"time"
)

// threadCPU returns the CPU time the calling thread has used, so that a
// decision's cost can be measured on a loaded machine (the caller locks
// its goroutine to the thread).
func threadCPU() (time.Duration, bool) {
	const rusageThread = 1 // RUSAGE_THREAD
	var ru syscall.Rusage
	if err := syscall.Getrusage(rusageThread, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
