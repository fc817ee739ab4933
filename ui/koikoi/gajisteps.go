package koikoi

import "github.com/koikoi-app/koikoi/engine/koikoi"

// The Gaji's steps on the table (rules.md §4): the wild play is its own
// move (koikoi.MoveGaji) since records version 2; a version 1 game still
// plays the live lightning wild as an ordinary play.

// hikiCards returns the field cards of st's months declared by a Hiki:
// the Gaji cannot take them.
func hikiCards(st koikoi.State) koikoi.Set {
	var out koikoi.Set
	h := st.HikiMonths()
	for m := 1; m <= 12; m++ {
		if h&(1<<m) != 0 {
			out |= st.Field().Month(m)
		}
	}
	return out
}

// playedWild reports whether play m of seat, which turned before into
// after, took the lightning wild: only a version 1 game does so on a
// play, and it shows in the engine's answer (a Gaji month paired, or a
// choice wider than November's cards).
func playedWild(before, after koikoi.State, seat koikoi.Seat, m koikoi.Move) bool {
	if m.Card != koikoi.LightningCard || !before.GajiAvailable() || before.Field().Empty() {
		return false
	}
	if after.GajiMonth(seat) != before.GajiMonth(seat) {
		return true
	}
	return after.Phase() == koikoi.PhaseCaptureHand && after.Pending() == koikoi.LightningCard &&
		after.Choices() != before.Field().Month(koikoi.NovemberMonth)
}
