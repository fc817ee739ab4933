package storage

// PairScore is what seat i scored against seat j in the finished game: 1,
// 0.5 or 0, as the ratings count it. A person a computer was finishing for
// (who left) loses to everyone who stayed; otherwise a win beats any other
// outcome and the scores decide the rest, as the final order does
// (Ikebana's pairs), equal scores counting half.
func (r *Record) PairScore(i, j int) float64 {
	a, b := r.Players[i], r.Players[j]
	switch {
	case a.Left != b.Left:
		if a.Left {
			return 0
		}
		return 1
	case a.Left:
		return 0.5
	case (a.Outcome == OutcomeWin) != (b.Outcome == OutcomeWin):
		if a.Outcome == OutcomeWin {
			return 1
		}
		return 0
	case a.Score > b.Score:
		return 1
	case a.Score < b.Score:
		return 0
	}
	return 0.5
}
