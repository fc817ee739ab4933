package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/koikoi-app/koikoi/internal/cli"
)

// command is one subcommand: its name, a line for the usage, and what runs
// it with the arguments after its name.
type command struct {
	name, summary string
	run           func(args []string, stdin io.Reader, stdout, stderr io.Writer) int
}

// commands lists the subcommands in the order the usage shows them.
var commands = []command{
	{"score", "score a bouquet of five cards (JSON)", runScore},
	{"sim", "play computer levels against each other", runSim},
	{"play", "play a game against the computer in the terminal", runPlay},
	{"replay", "print each round of a saved game", runReplay},
	{"review", "grade a saved game's decisions, split its result into skill and luck", runReview},
	{"calibrate", "check the advice's chance of winning against simulated games", runCalibrate},
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// usage returns the command line's help text.
func usage() string {
	var b strings.Builder
	b.WriteString("usage: ikebana COMMAND [flags]\n\ncommands:\n")
	for _, c := range commands {
		fmt.Fprintf(&b, "  %-9s %s\n", c.name, c.summary)
	}
	b.WriteString("\nrun \"ikebana COMMAND -h\" for the flags of a command")
	return b.String()
}

// run executes one command and returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		return cli.Fail(stderr, "ikebana", fmt.Errorf("no command (want %s; ikebana help)", commandNames()))
	}
	switch args[0] {
	case "-h", "--help", "help":
		fmt.Fprintln(stdout, usage())
		return 0
	}
	for _, c := range commands {
		if c.name == args[0] {
			return c.run(args[1:], stdin, stdout, stderr)
		}
	}
	return cli.Fail(stderr, "ikebana", fmt.Errorf("unknown command %q (want %s)", args[0], commandNames()))
}

// commandNames lists the commands' names: "score or replay".
func commandNames() string {
	var names []string
	for _, c := range commands {
		names = append(names, c.name)
	}
	if len(names) == 1 {
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}
