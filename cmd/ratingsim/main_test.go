package main

import (
	"io"
	"testing"
)

// TestCalibration: pairs land in the bin of their predicted chance, and a
// bin of 200 pairs or more must be within 5 points; a bin counts its pairs
// of one level apart, with their score.
func TestCalibration(t *testing.T) {
	var pairs []pairResult
	for i := range 400 {
		lv := [2]string{"easy", "normal"}
		if i < 100 {
			lv = [2]string{"easy", "easy"}
		}
		pairs = append(pairs, pairResult{predicted: 0.75, score: float64(i % 4 / 3), levels: lv}) // 0,0,0,1: scored 0.25
	}
	for i := range 300 {
		pairs = append(pairs, pairResult{predicted: 0.55, score: float64(i % 2)}) // scored 0.5
	}
	bins, ok := calibration(pairs)
	if bins[0].Pairs != 300 || bins[2].Pairs != 400 || bins[2].Observed != 0.25 || bins[0].Within5 != true || bins[2].Within5 {
		t.Errorf("calibration bins = %+v", bins)
	}
	if bins[2].SameLevel != 100 || bins[2].SameObserved != 0.25 {
		t.Errorf("the 0.7-0.8 bin's pairs of one level: %d scoring %v; want 100 scoring 0.25", bins[2].SameLevel, bins[2].SameObserved)
	}
	if ok {
		t.Error("calibrated with a bin 50 points off")
	}
	if _, ok := calibration(pairs[400:]); !ok {
		t.Error("not calibrated with the only full bin 5 points off")
	}
}

func TestParse(t *testing.T) {
	if _, err := parse([]string{"-game", "ikebana", "-seats", "6"}, io.Discard); err == nil {
		t.Error("six Ikebana seats accepted")
	}
	if c, err := parse([]string{"-game", "koikoi", "-seats", "4"}, io.Discard); err != nil || c.seats != 2 {
		t.Errorf("Koi-Koi at -seats 4: %+v, %v; want two seats", c, err)
	}
}

// TestByLevels: late pairs are summed by levels from the weaker level's
// side, whichever side was the favourite.
func TestByLevels(t *testing.T) {
	pairs := []pairResult{
		{predicted: 0.7, score: 1, levels: [2]string{"hard", "easy"}, late: true},
		{predicted: 0.6, score: 1, levels: [2]string{"easy", "hard"}, late: true},
		{predicted: 0.9, score: 1, levels: [2]string{"hard", "easy"}}, // early: left out
	}
	for _, lp := range byLevels(pairs) {
		if lp.A == "easy" && lp.B == "hard" && (lp.Pairs != 2 || lp.Predicted != 0.45 || lp.Observed != 0.5) {
			t.Errorf("easy against hard = %+v; want 2 pairs, predicted 0.45, observed 0.5", lp)
		}
	}
}
