package koikoi

import (
	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/advice"
	"github.com/koikoi-app/koikoi/engine/koikoi/ai"
)

// defaultPlayer makes a computer player of package ai.
func defaultPlayer(level string, seed uint64) (Player, error) {
	return ai.New(level, append(ai.AllCores(), ai.WithSeed(seed))...)
}

// defaultAdvise asks package advice for the hint: the hard level's move
// and the checked reasons the screens word (advice_text.go).
func defaultAdvise(obs *koikoi.Observation) advice.Advice {
	return advice.Advise(obs, ai.AllCores()...)
}
