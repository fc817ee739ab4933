package game

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	iai "github.com/koikoi-app/koikoi/engine/ikebana/ai"
	"github.com/koikoi-app/koikoi/engine/koikoi"
	kai "github.com/koikoi-app/koikoi/engine/koikoi/ai"
)

// BotMove chooses a move for a client that sees only its view, as the
// headless client does: it rebuilds the engine's Observation from the view
// and asks the computer player of the level (at level "random" it picks
// among the view's legal moves without the engine).
func BotMove(gameName string, view json.RawMessage, level string, seed uint64) (string, error) {
	var legal struct {
		Legal []string `json:"legal"`
	}
	if err := json.Unmarshal(view, &legal); err != nil {
		return "", err
	}
	if len(legal.Legal) == 0 {
		return "", fmt.Errorf("%w: this seat has no move to make", ErrNotYourTurn)
	}
	var m string
	var err error
	switch {
	case level == "random":
		r := rand.New(rand.NewPCG(seed, seed>>1|1))
		return legal.Legal[r.IntN(len(legal.Legal))], nil
	case gameName == "koikoi":
		m, err = viewMove[koikoi.Observation](kai.New, view, level, seed)
	case gameName == "ikebana":
		m, err = viewMove[ikebana.Observation](iai.New, view, level, seed)
	default:
		return "", fmt.Errorf("%w: %q", ErrUnknownGame, gameName)
	}
	if err != nil {
		return "", err
	}
	if !slices.Contains(legal.Legal, m) {
		return "", fmt.Errorf("%w: the %s player chose %q, not among %v", ErrIllegal, level, m, legal.Legal)
	}
	return m, nil
}
