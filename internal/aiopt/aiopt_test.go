package aiopt

import (
	"reflect"
	"testing"
)

// TestNew checks the defaults and that each option sets its field.
func TestNew(t *testing.T) {
	tests := []struct {
		name string
		opts []Option
		want Config
	}{
		{"defaults", nil, Config{Seed: 1, Budget: 500, Workers: 1}},
		{"set", []Option{WithSeed(7), WithBudget(20), WithWorkers(3)}, Config{Seed: 7, Budget: 20, Workers: 3}},
		{"zero budget and workers keep the defaults", []Option{WithBudget(0), WithWorkers(0)}, Config{Seed: 1, Budget: 500, Workers: 1}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := New(tc.opts, 500); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("New = %+v; want %+v", got, tc.want)
			}
		})
	}
	c := New(AllCores(500), 500)
	if c.Workers < 1 || c.Workers > 4 || c.Budget != 500*c.Workers {
		t.Errorf("AllCores: %+v; want 1 to 4 workers, each with the default budget", c)
	}
}
