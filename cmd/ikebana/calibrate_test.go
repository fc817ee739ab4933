package main

import (
	"strings"
	"testing"
)

// TestCalibrate runs a small calibration (two workers and one give the
// same table) and checks what it prints.
func TestCalibrate(t *testing.T) {
	args := []string{"calibrate", "-n", "60", "--budget", "300", "--hard-budget", "100", "--every", "4", "--quiet"}
	one, errOne, _ := runCmd(t, "", append(args, "--workers", "1")...)
	two, _, _ := runCmd(t, "", append(args, "--workers", "2")...)
	for _, want := range []string{"| predicted | decisions | mean predicted | observed | difference |", "Brier score", "First decision of a game", "| 2 seats |"} {
		if !strings.Contains(one, want) {
			t.Errorf("output lacks %q:\n%s%s", want, one, errOne)
		}
	}
	strip := func(s string) string { return s[:strings.LastIndex(s, "\n(")] }
	if strip(one) != strip(two) {
		t.Errorf("1 worker:\n%s\n2 workers:\n%s", one, two)
	}
}
