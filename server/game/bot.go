package game

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	kai "github.com/koikoi-app/koikoi/engine/koikoi/ai"
)

// BotMove chooses a move for a client that sees only its view, as the
// headless client does: Koi-Koi rebuilds the engine's Observation from the
// view and asks the computer player of the level; Ikebana, whose engine
// cannot yet rebuild an Observation from its public fields, picks among
// the view's legal moves at random whatever the level.
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
	if gameName == "koikoi" && level != "random" {
		return koikoiBotMove(view, level, seed)
	}
	r := rand.New(rand.NewPCG(seed, seed>>1|1))
	return legal.Legal[r.IntN(len(legal.Legal))], nil
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
	var v koikoiView
	if err := json.Unmarshal(view, &v); err != nil {
		return "", err
	}
	rules, err := koikoi.ParseRules(v.Rules)
	if err != nil {
		return "", err
	}
	phase, ok := koikoiPhases[v.Phase]
	if !ok {
		return "", fmt.Errorf("game: unknown phase %q", v.Phase)
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
			return "", err
		}
	}
	o, err = koikoi.NewObservation(o)
	if err != nil {
		return "", err
	}
	p, err := kai.New(level, kai.WithSeed(seed))
	if err != nil {
		return "", err
	}
	m := p.Move(&o).String()
	if !slices.Contains(v.Legal, m) {
		return "", fmt.Errorf("%w: the %s player chose %q, not among %v", ErrIllegal, level, m, v.Legal)
	}
	return m, nil
}
