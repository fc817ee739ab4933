// Command ikebana is the headless side of the Ikebana card game: it scores
// bouquets, pits computer levels against each other, plays a game in the
// terminal against computer players, and replays and reviews saved games. It needs no
// graphics and builds with CGO_ENABLED=0.
//
// Usage:
//
//	ikebana score [--final] CARD...
//	ikebana score [--final] --batch < bouquets
//	ikebana sim --players LEVEL,LEVEL[,...] --games N [--seed S] [--set final=on] [--budget N] [--workers N] [--json]
//	            [--record DIR] [--review [--luck-samples N]]
//	ikebana play [--players N] [--level L] [--seed S] [--lang xx] [--final] [--hints]
//	ikebana replay FILE
//	ikebana review [--seat N] [--json] [--budget N] [--luck-samples N] FILE
//	ikebana calibrate [-n N] [--seed S] [--budget N] [--hard-budget N] [--every K] [--workers N]
//
// Bad input prints one line on standard error and exits with status 2.
package main
