// Package advice is the hint an Ikebana player may ask for: the move the
// strongest computer level (hard) would play, with reasons that are claims
// about the position, never free text.
//
// Advise returns an Advice: the move and the button that makes it, the
// search's ratings of the legal moves (ai.Analyze), the seat's chance of
// winning, and a list of Reasons. A Reason is a Kind and the cards,
// prices, seats and numbers it names; the app words it in the player's
// language. Every reason is checkable: Check verifies each against the
// observation, and a test runs the advisor over random positions of every
// table size and fails on any claim the position contradicts.
package advice
