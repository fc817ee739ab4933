// Package ai holds the computer players of Koi-Koi.
//
// A player only ever sees an koikoi.Observation, what its seat may see, and
// answers with a legal koikoi.Move: it cannot cheat, because it is never
// given the other hand or the order of the draw pile. New builds a player
// of one of the Levels:
//
//   - random plays uniformly random legal moves;
//   - easy captures the most valuable card it can and stops at its first
//     yaku most of the time;
//   - normal weighs the yaku both seats are building, keeps cards the other
//     player needs away from it, and calls Koi-Koi from the risk of the
//     other player scoring first;
//   - hard searches: information-set Monte Carlo tree search over deals
//     sampled from the unseen cards, with the normal player's judgement as
//     its playout policy, valuing each round's end by the chance of winning
//     the game given the scores and the rounds left.
//
// Every level scores with the engine's Rules, so it understands every
// preset and option. With a seed, a player's decisions depend only on the
// seed and the observation, so runs are reproducible.
//
// For the hint (package advice builds on them): Analyze returns the hard
// level's move with its rating of every legal move; Forecast estimates,
// at the Koi-Koi/Shobu choice, a Koi-Koi's expected points and the chance
// of scoring again before the other player, both calibrated against play
// (Calibrate, CalibratePoints). CollectKoiDecisions and Reliability measure
// that calibration (koikoi calibrate, docs/advisor.md).
package ai
