// Command koikoi is the headless side of the Koi-Koi game: it scores
// captured cards, pits computer levels against each other, plays a game in
// the terminal, replays and reviews saved games, checks a deal's fairness, and serves
// computer players over JSON lines. It needs no graphics and builds with
// CGO_ENABLED=0.
//
// Usage:
//
//	koikoi score [--rules P] [--set NAME=VALUE]... [--month N] [--koi-self N] [--koi-opp N] [--field-brights N] [--batch] CARD...
//	koikoi sim --p1 LEVEL --p2 LEVEL --games N [--rounds 6|12] [--rules P] [--set ...] [--seed S] [--budget N] [--json]
//	           [--record DIR] [--review [--samples N] [--luck-samples N]]
//	koikoi play [--level L] [--rules P] [--set ...] [--seed S] [--lang xx] [--record FILE]
//	koikoi daily [--date YYYY-MM-DD] [--lang xx] [--record FILE]
//	koikoi replay FILE
//	koikoi review [--seat 1|2] [--json] [--budget N] [--samples N] [--luck-samples N] FILE
//	koikoi deal --seed N
//	koikoi agent --level LEVEL [--rules P] [--set ...] [--seed N] [--budget N]
//	koikoi calibrate [-n N] [--hard N] [--budget N] [--seed S] [--raw]
//
// Bad input prints one line on standard error and exits with status 2.
package main
