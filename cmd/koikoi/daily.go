package main

import (
	"bufio"
	"fmt"
	"io"
	"time"

	"github.com/koikoi-app/koikoi/engine/koikoi/daily"
	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/internal/cli"
)

// runDaily plays a day's daily deal in the terminal (engine/koikoi/daily):
// the same deal and the same computer moves for everyone who plays the same
// moves that day.
func runDaily(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := cli.NewFlagSet("koikoi", "daily")
	date := fs.String("date", daily.Date(time.Now()), "the day, YYYY-MM-DD (default: today, UTC)")
	lang := fs.String("lang", i18n.FromEnv(), "language: en, fr, es, de or ja (default from LANG)")
	record := fs.String("record", "", "write the game's record to this file when it ends or the input does (koikoi review reads it)")
	if ok, status := cli.Parse(fs, args, stdout, stderr); !ok {
		return status
	}
	if fs.NArg() > 0 {
		return cli.Fail(stderr, fs.Name(), fmt.Errorf("unexpected argument %q", fs.Arg(0)))
	}
	if err := cli.Language(*lang); err != nil {
		return cli.Fail(stderr, fs.Name(), err)
	}
	if daily.Person != you {
		panic("the daily's person must sit where the terminal's player does")
	}
	g, err := daily.New(*date)
	if err != nil {
		return cli.Fail(stderr, fs.Name(), err)
	}
	bot, _ := daily.Computer(*date)
	t := &terminal{g: g, bot: bot, l: i18n.New(*lang), in: bufio.NewScanner(stdin), out: stdout}
	t.say(t.l.T("cli.welcome", map[string]any{"Preset": t.l.T("preset." + daily.Preset + ".name"), "Level": t.l.T("level.hard.name")}))
	if drew := g.State().FirstDraw(); drew[you].Valid() {
		t.say(t.l.T("cli.firstdealer", map[string]any{"Mine": t.drawnNoun(drew[you]), "Theirs": t.drawnNoun(drew[computer])}))
	}
	t.roundHeader()
	if !t.loop() {
		fmt.Fprintln(stdout)
	}
	return writeRecord(g, *record, fs.Name(), stderr)
}
