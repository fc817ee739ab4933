package kit

import "time"

// Pause waits d, the computer's pause before its move shows, on a timer
// that a close of quit cancels (the player left the table). It reports
// whether the whole pause passed; d <= 0 passes at once.
func Pause(d time.Duration, quit <-chan struct{}) bool {
	if d <= 0 {
		return true
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-quit:
		return false
	}
}
