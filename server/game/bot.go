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
		m, err = koikoiBotMove(view, level, seed)
	case gameName == "ikebana":
		m, err = ikebanaBotMove(view, level, seed)
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

// ikebanaBotMove asks an Ikebana computer player about a view, which is
// the engine's Observation in its JSON form.
func ikebanaBotMove(view json.RawMessage, level string, seed uint64) (string, error) {
	var o ikebana.Observation
	if err := json.Unmarshal(view, &o); err != nil {
		return "", err
	}
	p, err := iai.New(level, iai.WithSeed(seed))
	if err != nil {
		return "", err
	}
	return p.Move(&o).String(), nil
}

var koikoiPhases = func() map[string]koikoi.Phase {
	m := map[string]koikoi.Phase{}
	for p := koikoi.PhaseExchange; p <= koikoi.PhaseGameOver; p++ {
		m[p.String()] = p
	}
	return m
}()

// koikoiBotMove asks a Koi-Koi computer player about a view.
func koikoiBotMove(view json.RawMessage, level string, seed uint64) (string, error) {
	o, err := koikoiObservation(view)
	if err != nil {
		return "", err
	}
	p, err := kai.New(level, kai.WithSeed(seed))
	if err != nil {
		return "", err
	}
	return p.Move(&o).String(), nil
}

// koikoiObservation rebuilds the engine's Observation from a view.
func koikoiObservation(view json.RawMessage) (koikoi.Observation, error) {
	var v koikoiView
	if err := json.Unmarshal(view, &v); err != nil {
		return koikoi.Observation{}, err
	}
	rules, err := koikoi.ParseRules(v.Rules)
	if err != nil {
		return koikoi.Observation{}, err
	}
	phase, ok := koikoiPhases[v.Phase]
	if !ok {
		return koikoi.Observation{}, fmt.Errorf("game: unknown phase %q", v.Phase)
	}
	set := func(ids []string) (koikoi.Set, error) {
		var s koikoi.Set
		for _, id := range ids {
			c, err := koikoi.ParseCard(id)
			if err != nil {
				return 0, err
			}
			s = s.Add(c)
		}
		return s, nil
	}
	card := func(id string) (koikoi.Card, error) {
		if id == "" {
			return koikoi.NoCard, nil
		}
		return koikoi.ParseCard(id)
	}
	o := koikoi.Observation{Seat: koikoi.Seat(v.Seat), Rules: &rules, Phase: phase, ToMove: v.ToMove, Round: v.Round, Rounds: v.Rounds,
		Month: v.Month, Dealer: v.Dealer, OppHandLen: v.OppHandLen, PileLen: v.PileLen, KoiSelf: v.KoiSelf, KoiOpp: v.KoiOpp,
		ScoreSelf: v.ScoreSelf, ScoreOpp: v.ScoreOpp, FieldBrights: v.FieldBrights, GajiLive: v.GajiLive}
	for _, m := range v.Hiki {
		o.Hiki |= 1 << m
	}
	var errs [8]error
	o.Hand, errs[0] = set(v.Hand)
	o.Field, errs[1] = set(v.Field)
	o.Captured, errs[2] = set(v.Captured)
	o.OppCaptured, errs[3] = set(v.OppCaptured)
	o.Choices, errs[4] = set(v.Choices)
	o.Pending, errs[5] = card(v.Pending)
	o.Drawn, errs[6] = card(v.Drawn)
	o.Played, errs[7] = card(v.Played)
	for _, err := range errs {
		if err != nil {
			return koikoi.Observation{}, err
		}
	}
	return koikoi.NewObservation(o)
}
