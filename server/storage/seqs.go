package storage

import "fmt"

// CheckSeqs checks that events number on from prev, one by one, to last:
// what a Store's CreateTable (prev 0) and Commit require before they
// write anything.
func CheckSeqs(events []Event, prev, last int64) error {
	for i, e := range events {
		if e.Seq != prev+int64(i)+1 {
			return fmt.Errorf("storage: event %d has seq %d, want %d", i, e.Seq, prev+int64(i)+1)
		}
	}
	if prev+int64(len(events)) != last {
		return fmt.Errorf("storage: events end at %d but the table's seq is %d", prev+int64(len(events)), last)
	}
	return nil
}
