package koikoi

import (
	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/advice"
	"github.com/koikoi-app/koikoi/engine/koikoi/ai"
	"github.com/koikoi-app/koikoi/engine/match"
)

// Player chooses the computer's moves from what its seat sees; package
// ai's players are Players. Tests give the app players of their own.
type Player = match.Player[koikoi.Observation, koikoi.Move]

// defaultAdvise asks package advice for the hint: the hard level's move
// and the checked reasons the screens word (advice_text.go).
func defaultAdvise(obs *koikoi.Observation) advice.Advice {
	return advice.Advise(obs, ai.AllCores()...)
}
