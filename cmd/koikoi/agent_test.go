package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/ai"
)

// agentLine is a consistent request: 48 cards in all.
const agentLine = `{"rules":"standard","options":{"tsukifuda":false},"round":3,"rounds":12,"month":3,"dealer":true,` +
	`"hand":["feb-plain-1","apr-plain-1","may-plain-1"],"field":["jan-plain-1","jan-plain-2","mar-curtain"],` +
	`"captured":["sep-sake"],"opp_captured":["aug-moon","aug-plain-1"],"opp_hand":4,"deck":34,` +
	`"koikoi":{"me":0,"opp":1},"score":{"me":14,"opp":6},"phase":"capture-hand","pending":"jan-crane",` +
	`"legal":["capture jan-plain-1","capture jan-plain-2"]}`

// specExample is the request of docs/agent-protocol.md.
const specExample = `{"rules":"standard","options":{"tsukifuda":false},` +
	`"round":3,"rounds":12,"month":3,"dealer":true,` +
	`"hand":["feb-plain-1","oct-plain-2","dec-plain-1"],` +
	`"field":["jan-plain-1","jan-poetry","mar-curtain","apr-plain-1","jul-plain-2","nov-swallow"],` +
	`"captured":["sep-sake","sep-plain-1","may-bridge","may-plain-2","feb-warbler","feb-plain-2","jun-blue","jun-plain-1"],` +
	`"opp_captured":["aug-moon","aug-plain-1","mar-poetry","mar-plain-1","oct-deer","oct-plain-1","jul-boar","jul-ribbon","apr-ribbon","apr-cuckoo"],` +
	`"opp_hand":4,"deck":16,` +
	`"koikoi":{"me":0,"opp":0},"score":{"me":14,"opp":6},` +
	`"phase":"capture-hand","pending":"jan-crane",` +
	`"legal":["capture jan-plain-1","capture jan-poetry"]}`

// gajiLine offers the Gaji's two uses (museum, Gaji on).
const gajiLine = `{"rules":"museum","options":{"gaji":true},"round":1,"dealer":true,` +
	`"hand":["nov-lightning","feb-plain-1"],"field":["jan-crane","mar-plain-1"],"opp_hand":2,"deck":42,` +
	`"phase":"play","gaji_live":true,"legal":["play nov-lightning","play feb-plain-1","gaji"]}`

func runAgentLines(t *testing.T, args []string, input string) (lines []map[string]any, status int) {
	t.Helper()
	var out, errOut bytes.Buffer
	status = runAgent(args, strings.NewReader(input), &out, &errOut)
	for _, l := range strings.Split(strings.TrimRight(out.String(), "\n"), "\n") {
		if l == "" {
			continue
		}
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatalf("answer %q is not JSON: %v", l, err)
		}
		lines = append(lines, m)
	}
	return lines, status
}

func TestAgentAnswers(t *testing.T) {
	tests := []struct {
		name    string
		line    string
		wantErr bool
		oneOf   []string
	}{
		{"capture", agentLine, false, []string{"capture jan-plain-1", "capture jan-plain-2"}},
		{"spec example", specExample, false, []string{"capture jan-plain-1", "capture jan-poetry"}},
		{"gaji", gajiLine, false, []string{"play nov-lightning", "play feb-plain-1", "gaji"}},
		{"wild capture", `{"rules":"museum","options":{"gaji":true},"hand":["feb-plain-1"],"field":["jan-crane","mar-plain-1"],"opp_hand":2,"deck":42,` +
			`"phase":"capture-hand","pending":"nov-lightning","legal":["capture jan-crane","capture mar-plain-1"]}`, false, []string{"capture jan-crane", "capture mar-plain-1"}},
		{"play", `{"hand":["jan-crane","feb-plain-1","mar-curtain"],"field":["jan-plain-1"],"opp_hand":3,"deck":41,"legal":["play jan-crane","play feb-plain-1","play mar-curtain"]}`, false, []string{"play jan-crane", "play feb-plain-1", "play mar-curtain"}},
		{"koikoi", `{"hand":["feb-plain-1","apr-plain-1","may-plain-1","jun-plain-1"],"field":["oct-plain-1"],"captured":["jan-crane","mar-curtain","aug-moon","jan-plain-1","mar-plain-1","aug-plain-1"],"opp_hand":5,"deck":32,"legal":["koikoi","shobu"]}`, false, []string{"koikoi", "shobu"}},
		{"bad json", `{"hand":[`, true, nil},
		{"not an object", `[1,2]`, true, nil},
		{"unknown card", `{"hand":["jan-dragon"],"legal":["play jan-dragon"]}`, true, nil},
		{"unknown card in legal", `{"hand":["jan-crane"],"legal":["play jan-dragon"]}`, true, nil},
		{"empty legal", `{"hand":["jan-crane"],"legal":[]}`, true, nil},
		{"no legal", `{"hand":["jan-crane"]}`, true, nil},
		{"card in two places", strings.Replace(agentLine, `"captured":["sep-sake"]`, `"captured":["sep-sake","mar-curtain"]`, 1), true, nil},
		{"counts not 48", strings.Replace(agentLine, `"deck":34`, `"deck":30`, 1), true, nil},
		{"pending also in hand", strings.Replace(agentLine, `"hand":["feb-plain-1"`, `"hand":["jan-crane","feb-plain-1"`, 1), true, nil},
		{"capture without phase", strings.Replace(agentLine, `"phase":"capture-hand",`, ``, 1), true, nil},
		{"phase against legal", strings.Replace(agentLine, `"phase":"capture-hand"`, `"phase":"koikoi"`, 1), true, nil},
		{"unknown phase", strings.Replace(agentLine, `"phase":"capture-hand"`, `"phase":"lunch"`, 1), true, nil},
		{"capture of another month", strings.Replace(agentLine, `"capture jan-plain-2"`, `"capture mar-curtain"`, 1), true, nil},
		{"play of a card not in hand", `{"hand":["jan-crane","feb-plain-1"],"field":["jan-plain-1"],"opp_hand":2,"deck":43,"legal":["play jan-crane","play mar-curtain"]}`, true, nil},
		{"gaji with the option off", strings.Replace(gajiLine, `"options":{"gaji":true},`, ``, 1), true, nil},
		{"gaji without the lightning", `{"rules":"museum","options":{"gaji":true},"hand":["feb-plain-1"],"field":["jan-crane","mar-plain-1"],"opp_hand":2,"deck":43,` +
			`"phase":"play","gaji_live":true,"legal":["play feb-plain-1","gaji"]}`, true, nil},
		{"gaji barred", strings.Replace(gajiLine, `"gaji_live":true`, `"gaji_live":false`, 1), true, nil},
		{"bad hiki month", strings.Replace(gajiLine, `"rules":"museum"`, `"rules":"rulebook","hiki":[13]`, 1), true, nil},
	}
	for _, level := range []string{"random", "easy", "normal", "hard"} {
		for _, tt := range tests {
			t.Run(level+"/"+tt.name, func(t *testing.T) {
				got, status := runAgentLines(t, []string{"--level", level, "--budget", "200", "--seed", "3"}, tt.line+"\n")
				if status != 0 || len(got) != 1 {
					t.Fatalf("runAgent = %d with %d answers; want 0 with 1", status, len(got))
				}
				if tt.wantErr {
					if _, ok := got[0]["error"]; !ok {
						t.Fatalf("answer %v; want an error", got[0])
					}
					return
				}
				mv, _ := got[0]["move"].(string)
				if !contains(tt.oneOf, mv) {
					t.Fatalf("move %q; want one of %v (answer %v)", mv, tt.oneOf, got[0])
				}
			})
		}
	}
}

func contains(list []string, s string) bool {
	for _, l := range list {
		if l == s {
			return true
		}
	}
	return false
}

// TestAgentGoesOn checks that bad lines do not stop the agent and that it
// exits 0 at the end of input.
func TestAgentGoesOn(t *testing.T) {
	input := strings.Join([]string{"not json", agentLine, `{"legal":[]}`, `{"hand":["x"],"legal":["play x"]}`, agentLine}, "\n") + "\n"
	got, status := runAgentLines(t, []string{"--level", "normal"}, input)
	if status != 0 {
		t.Fatalf("status %d; want 0", status)
	}
	if len(got) != 5 {
		t.Fatalf("%d answers; want 5", len(got))
	}
	for i, wantErr := range []bool{true, false, true, true, false} {
		if _, isErr := got[i]["error"]; isErr != wantErr {
			t.Errorf("answer %d = %v; error wanted: %v", i, got[i], wantErr)
		}
	}
}

func TestAgentFlags(t *testing.T) {
	for _, args := range [][]string{{"--level", "grandmaster"}, {"--rules", "nope"}, {"--set", "gaji=maybe"}, {"--budget", "-1"}} {
		var out, errOut bytes.Buffer
		if status := runAgent(args, strings.NewReader(""), &out, &errOut); status == 0 {
			t.Errorf("runAgent(%v) = 0; want an error status", args)
		}
	}
}

// TestAgentPlaysGames drives the agent through real games against the
// rules engine: every answer must be legal.
func TestAgentPlaysGames(t *testing.T) {
	for seed := uint64(0); seed < 4; seed++ {
		r := koikoi.MustPreset(koikoi.PresetNames[seed])
		r.Set("gaji", "on")
		s, _ := koikoi.NewState(koikoi.WithRules(r), koikoi.WithSeed(seed))
		for s.Phase() < koikoi.PhaseRoundOver {
			o := s.Observe(s.ToMove())
			got, _ := runAgentLines(t, []string{"--level", "hard", "--budget", "100"}, requestFor(&o)+"\n")
			if _, bad := got[0]["error"]; bad {
				t.Fatalf("seed %d: %v for %s", seed, got[0], requestFor(&o))
			}
			m, err := koikoi.ParseMove(got[0]["move"].(string))
			if err != nil {
				t.Fatalf("answer %v: %v", got[0], err)
			}
			if s, err = s.Apply(m); err != nil {
				t.Fatalf("seed %d: agent move %v: %v", seed, m, err)
			}
		}
	}
}

// requestFor writes the protocol request for an observation.
func requestFor(o *koikoi.Observation) string {
	ids := func(s koikoi.Set) []string {
		out := []string{}
		for _, c := range s.Cards() {
			out = append(out, c.String())
		}
		return out
	}
	req := map[string]any{
		"rules": o.Rules.Name, "round": o.Round, "rounds": o.Rounds, "month": o.Month, "dealer": o.Dealer,
		"hand": ids(o.Hand), "field": ids(o.Field), "captured": ids(o.Captured), "opp_captured": ids(o.OppCaptured),
		"opp_hand": o.OppHandLen, "deck": o.PileLen,
		"koikoi": map[string]int{"me": o.KoiSelf, "opp": o.KoiOpp}, "score": map[string]int{"me": o.ScoreSelf, "opp": o.ScoreOpp},
		"phase": o.Phase.String(), "options": o.Rules.Changes(),
	}
	if o.Rules.Gaji {
		req["gaji_live"] = o.GajiLive
		var months []int
		for m := 1; m <= 12; m++ {
			if o.Hiki&(1<<m) != 0 {
				months = append(months, m)
			}
		}
		req["hiki"] = months
	}
	if o.Pending != koikoi.NoCard {
		req["pending"] = o.Pending.String()
	}
	var legal []string
	for _, m := range o.LegalMoves() {
		legal = append(legal, m.String())
	}
	req["legal"] = legal
	b, _ := json.Marshal(req)
	return string(b)
}

// FuzzAgentLine: whatever a line holds, the agent answers it with one JSON
// object holding a move from the line's legal list or an error, and never
// panics.
func FuzzAgentLine(f *testing.F) {
	for _, l := range []string{agentLine, specExample, gajiLine, `{"legal":[]}`, "not json", `{"hand":["x"],"legal":["play x"]}`} {
		f.Add(l)
	}
	player, _ := ai.New("normal")
	f.Fuzz(func(t *testing.T, line string) {
		ans := answerLine([]byte(line), koikoi.MustPreset("standard"), player, nil)
		if (ans.Move == "") == (ans.Error == "") {
			t.Fatalf("answer %+v: want a move or an error", ans)
		}
		if ans.Move != "" {
			var req agentRequest
			json.Unmarshal([]byte(line), &req)
			if !contains(req.Legal, ans.Move) {
				m, _ := koikoi.ParseMove(ans.Move)
				found := false
				for _, l := range req.Legal {
					if lm, err := koikoi.ParseMove(l); err == nil && lm == m {
						found = true
					}
				}
				if !found {
					t.Fatalf("move %q not in legal %v", ans.Move, req.Legal)
				}
			}
		}
	})
}
