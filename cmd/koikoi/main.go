package main

import (
	"fmt"
	"io"
	"os"
)

const usage = `usage: koikoi COMMAND [flags]

commands:
  score   score a set of captured cards (JSON)
  sim     play computer levels against each other
  play    play a game against the computer in the terminal
  daily   play the day's deal against the hard computer (the same for everyone)
  replay  print each round of a saved game
  review  grade a saved game's decisions, split its result into skill and luck
  deal    show the deck and hash a deal seed gives (fair-deal check)
  agent   a computer player on JSON lines (see docs/agent-protocol.md)
  calibrate  measure the advisor's Koi-Koi forecast against simulated play

run "koikoi COMMAND -h" for the flags of a command`

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run executes one command and returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprintln(stderr, usage)
		return 2
	}
	cmds := map[string]func([]string, io.Reader, io.Writer, io.Writer) int{
		"score":     runScore,
		"sim":       runSim,
		"play":      runPlay,
		"daily":     runDaily,
		"replay":    runReplay,
		"review":    runReview,
		"deal":      runDeal,
		"agent":     runAgent,
		"calibrate": runCalibrate,
	}
	switch args[0] {
	case "-h", "--help", "help":
		fmt.Fprintln(stdout, usage)
		return 0
	}
	cmd, ok := cmds[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "koikoi: unknown command %q (want score, sim, play, daily, replay, review, deal, agent or calibrate)\n", args[0])
		return 2
	}
	return cmd(args[1:], stdin, stdout, stderr)
}
