package main

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestSimJSON(t *testing.T) {
	out, errOut, status := runCmd(t, "", "sim", "--players", "normal,random,easy", "--games", "30", "--seed", "7", "--json", "--set", "final=on")
	if status != 0 || errOut != "" {
		t.Fatalf("status %d: %s", status, errOut)
	}
	var res simJSON
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("not JSON: %s", out)
	}
	if res.Games != 30 || len(res.Seats) != 3 {
		t.Fatalf("%+v; want 30 games and 3 seats", res)
	}
	wins := 0
	for i, want := range []string{"normal", "random", "easy"} {
		st := res.Seats[i]
		if st.Level != want || st.Wins < 0 || st.Wins > 30 || st.Prestige < 0 {
			t.Errorf("seat %d = %+v; want level %s", i, st, want)
		}
		wins += st.Wins
	}
	if wins < 30 {
		t.Errorf("%d wins in all over 30 games: every game has a winner", wins)
	}
	if res.Seats[0].Wins <= res.Seats[1].Wins {
		t.Errorf("normal won %d games, random %d", res.Seats[0].Wins, res.Seats[1].Wins)
	}
	var raw map[string]any
	json.Unmarshal([]byte(out), &raw)
	if len(raw) != 2 {
		t.Errorf("keys %v; want games and seats", raw)
	}
}

// TestSimWorkers checks that the results do not depend on the number of
// games played at once.
func TestSimWorkers(t *testing.T) {
	one, _, _ := runCmd(t, "", "sim", "--players", "hard,easy", "--games", "6", "--budget", "2000", "--json", "--workers", "1")
	three, _, _ := runCmd(t, "", "sim", "--players", "hard,easy", "--games", "6", "--budget", "2000", "--json", "--workers", "3")
	if one != three || one == "" {
		t.Errorf("1 worker: %s3 workers: %s", one, three)
	}
}

func TestSimTable(t *testing.T) {
	out, errOut, status := runCmd(t, "", "sim", "--players", "easy,random,easy,random", "--games", "40")
	if status != 0 || errOut != "" {
		t.Fatalf("status %d: %s", status, errOut)
	}
	for _, want := range []string{"40 games, players=4 final=off, seats rotating", "P1      easy", "P4      random",
		"wins (95% interval)", "easy − random (paired over 10 deals): wins +"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}
