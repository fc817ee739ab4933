package koikoi

import (
	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/ai"
)

// defaultPlayer makes a computer player of package ai.
func defaultPlayer(level string, seed uint64) (Player, error) {
	return ai.New(level, append(ai.AllCores(), ai.WithSeed(seed))...)
}

// defaultAdvise asks package ai for advice. Its Reason is a tag, not a
// sentence: it is kept in Why, and the table writes its own sentences.
func defaultAdvise(obs *koikoi.Observation) Advice {
	adv := ai.Advise(obs)
	return Advice{Move: adv.Move, WinProb: adv.WinProb, HasWinProb: adv.HasWinProb, Why: adv.Reason}
}
