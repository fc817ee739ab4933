// Package ikebana implements the rules of Ikebana, the flower-card game for
// 2 to 5 florists, as docs/ikebana.md describes them: 55 cards in five
// colours plus five jokers, four rounds of five-card bouquets, and prestige
// that is both the score and the money paid to refuse a drawn card or to
// buy another player's discard.
//
// A short tour:
//
//   - Card is one of the 55 cards (ParseCard("red-1a"), "multi-5" for a
//     joker); Set is a bit mask of cards.
//   - ScoreBouquet scores a bouquet exactly: the best split into
//     combinations, the best colour for each joker, the colour multiplier,
//     the Bouquet-final doubling, and says what it found (Score).
//     BouquetTotal gives the points alone, faster.
//   - State is a whole game at one moment, a value: NewState shuffles,
//     Apply plays a Move and returns the next State, NextRound starts the
//     next round. Every decision is a Move: Draw or Buy(seat) at the start
//     of a turn, Keep or Refuse for each card drawn. Play and PlayNextRound
//     do the same in place, without allocating, for search loops;
//     AppendLegalMoves and Wins allocate nothing either.
//   - ApplyEvents is Apply that also says what the move did: the Events
//     (drawn, refused, kept, bought, the bank's payments...) that the
//     table animates and a server sends to every seat.
//   - Observation is what one seat may see (never the order of the pile);
//     Determinize shuffles the unseen cards back into a pile, so a
//     Monte Carlo search can play on from any observation.
//   - Game records the moves of a game and has a versioned text form for
//     saves and replays (MarshalText, UnmarshalText: "ikebana-game 1").
//
// A game is fully determined by its options, its seed (or stacked decks)
// and its moves. Illegal moves return errors that callers test with
// errors.Is.
package ikebana
