package main

import (
	"math"
	"testing"
)

func TestQuantile(t *testing.T) {
	inf := math.Inf(1)
	for _, tc := range []struct {
		name    string
		q       float64
		buckets map[float64]float64
		want    float64
	}{
		{"empty", 0.99, map[float64]float64{}, 0},
		{"no samples", 0.99, map[float64]float64{0.1: 0, inf: 0}, 0},
		{"inside the first bucket", 0.5, map[float64]float64{0.1: 10, 1: 10, inf: 10}, 0.05},
		{"interpolated", 0.99, map[float64]float64{0.1: 50, 1: 100, inf: 100}, 0.1 + 0.9*(99.0-50)/50},
		{"past the last bound", 0.99, map[float64]float64{0.1: 50, 1: 90, inf: 100}, 1},
	} {
		if got := quantile(tc.q, tc.buckets); math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("%s: quantile(%v) = %v; want %v", tc.name, tc.q, got, tc.want)
		}
	}
}
