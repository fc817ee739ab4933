// Package koikoi implements the rules of Koi-Koi, the Hanafuda fishing game,
// as docs/rules.md describes them: the 48 cards, the four rulebook presets
// and their options, yaku and scoring, and whole games.
//
// A short tour:
//
//   - Card is one of the 48 cards (ParseCard("jan-crane")); Set is a bit mask
//     of cards, so yaku checks are popcounts and states copy cheaply.
//   - Rules holds a preset (Preset("museum")) with options changed by name
//     (r.Set("gaji", "on")). Rules.Yaku and Rules.Score score captured cards.
//   - State is a whole game at one moment, a value: NewState deals, Apply
//     plays a Move and returns the next State, NextRound deals the next round.
//     Every decision is a Move: play a card, play the lightning as the wild
//     Gaji, choose a capture, Koi-Koi or Shobu, exchange or keep the hand.
//   - ApplyEvents is Apply that also says what the move did: the Events
//     (played, captured, drawn, a yaku made, the round's end...) that the
//     table animates and a server sends to each seat as e.For(seat).
//   - Observation is what one seat may see; players and the app only get it.
//   - Game records the moves of a game and has a versioned text form for
//     saves and replays (MarshalText, UnmarshalText).
//
// A game is fully determined by its rules, its seed (or stacked decks) and
// its moves. Illegal moves return errors that callers test with errors.Is.
package koikoi
