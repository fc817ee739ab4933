package main

import (
	"regexp"
	"strings"
	"testing"
)

// TestCalibrate runs a small calibration (two workers and one give the
// same tables) and checks what it prints.
func TestCalibrate(t *testing.T) {
	args := []string{"calibrate", "-n", "60", "--budget", "300", "--hard-budget", "100", "--opponents", "normal,mixed", "--sweep=0,2", "--quiet"}
	one, errOne, _ := runCmd(t, "", append(args, "--workers", "1")...)
	two, _, _ := runCmd(t, "", append(args, "--workers", "2")...)
	for _, want := range []string{"Against normal computers:", "Against mixed computers:", "| predicted | decisions | games | mean predicted | observed | difference | clustered SE |",
		"Brier score", "| 2 seats |", "| round 4 |", "2 seats, Brier score by edge: +0: ", "With the best edge at each table size:"} {
		if !strings.Contains(one, want) {
			t.Errorf("output lacks %q:\n%s%s", want, one, errOne)
		}
	}
	strip := regexp.MustCompile(`\(\d+s, \d workers\)`)
	if strip.ReplaceAllString(one, "") != strip.ReplaceAllString(two, "") {
		t.Errorf("1 worker:\n%s\n2 workers:\n%s", one, two)
	}
}

// TestCalibrateBadFlags checks that calibrate refuses an unknown level and
// a sweep that is not numbers.
func TestCalibrateBadFlags(t *testing.T) {
	for _, args := range [][]string{
		{"calibrate", "--opponents", "normal,easy"},
		{"calibrate", "--sweep", "1,x"},
		{"calibrate", "-n", "0"},
	} {
		_, errOut, code := runCmd(t, "", args...)
		if code != 2 || errOut == "" {
			t.Errorf("%q: status %d, %q; want 2 and a message", args, code, errOut)
		}
	}
}
