// Package ai holds the computer players of Ikebana.
//
// A player only ever sees an ikebana.Observation, what its seat may see,
// and answers with a legal ikebana.Move: it cannot cheat, because it is
// never given the order of the pile. New builds a player of one of the
// Levels:
//
//   - random plays uniformly random legal moves;
//   - easy looks only at what a card adds to the bouquet as it stands:
//     it buys a card that adds far more than its price, refuses a first
//     card that adds nothing, and keeps the rest;
//   - normal weighs every option with an exact table of what each partial
//     bouquet is expected to score by the end of the round (drawing again
//     included), against the price and what the price gives a rival;
//   - hard searches: determinized Monte Carlo over the unseen pile (the
//     only hidden part of the game, so every sample is exact), each legal
//     move played out on the same sampled piles by the normal level's
//     judgement for every seat, the round's end valued by the chance of
//     winning the game (exact in the last round; before it, one integral
//     over the seat's own gain against every other seat's). It weighs
//     prestige now against points later, whom each price feeds, the
//     others' bouquets and discards, the cards still unseen, the last
//     round and the Bouquet final, because the playouts play them all.
//
// Analyze returns the hard level's move and its ratings of every legal
// move: the chance of winning the game after it, calibrated against
// simulated games (Calibrate), and the points the bouquet is expected to
// end at. Package advice builds the hint on it. With a seed, a player's
// decisions depend only on the seed and the observation, so runs are
// reproducible.
package ai
