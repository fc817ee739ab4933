package game

import (
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	iai "github.com/koikoi-app/koikoi/engine/ikebana/ai"
)

func init() { register(ikebanaRules{}) }

// ikebanaRules is the Ikebana adapter: 2 to 5 seats, with or without the
// Bouquet final.
type ikebanaRules struct{}

func (ikebanaRules) Name() string     { return "ikebana" }
func (ikebanaRules) Levels() []string { return iai.Levels }

// Check reads the table size and the Bouquet-final option; the match key
// is the table size.
func (ikebanaRules) Check(o Options) (Setup, error) {
	if o.Preset != "" || len(o.Rules) != 0 {
		return Setup{}, fmt.Errorf("%w: Ikebana has no preset or rule options, only players and final", ErrBadOptions)
	}
	opts := ikebana.Rules{Players: o.Players, Final: o.Final}
	if opts.Players == 0 {
		opts.Players = ikebana.DefaultRules.Players
	}
	if opts.Players < ikebana.MinPlayers || opts.Players > ikebana.MaxPlayers {
		return Setup{}, fmt.Errorf("%w: %d players (Ikebana is for %d to %d)", ErrBadOptions, opts.Players, ikebana.MinPlayers, ikebana.MaxPlayers)
	}
	return Setup{Seats: opts.Players, Text: opts.String(), MatchKey: "ikebana/" + strconv.Itoa(opts.Players)}, nil
}

// New shuffles a new game.
func (ikebanaRules) New(optionsText string, seed uint64) (Table, []EventRecord, error) {
	g, err := newGame(optionsText, seed, ikebana.ParseRules, ikebana.NewGame, ikebana.WithRules, ikebana.WithSeed)
	if err != nil {
		return nil, nil, err
	}
	t := &ikebanaTable{g: g}
	return t, ikebanaSteps(nil, g.State().DealEvents(nil), -1, views(t), 0), nil
}

// Load replays a record.
func (ikebanaRules) Load(text []byte) (Table, error) {
	g := new(ikebana.Game)
	if err := g.UnmarshalText(text); err != nil {
		return nil, err
	}
	return &ikebanaTable{g: g}, nil
}

// Replay replays a record line by line.
func (r ikebanaRules) Replay(text []byte, fn func(line string, t Table)) error {
	return replay(r, text, fn)
}

// ikebanaTable is an Ikebana game at a table.
type ikebanaTable struct{ g *ikebana.Game }

func (t *ikebanaTable) Seats() int { return t.g.State().Players() }

func (t *ikebanaTable) Over() bool { return t.g.State().GameOver() }

func (t *ikebanaTable) ToMove() int {
	if t.Over() {
		return -1
	}
	return int(t.g.State().ToMove())
}

func (t *ikebanaTable) MarshalText() ([]byte, error) { return t.g.MarshalText() }

// applyLine applies a line of the record's moves: a move, or "next".
func (t *ikebanaTable) applyLine(line string) error {
	return applyLine(t.g, ikebana.ParseMove, line)
}

// Apply makes a seat's move; at the end of a round it starts the next.
func (t *ikebanaTable) Apply(seat int, move string) ([]EventRecord, error) {
	evs, err := applyChecked(t, seat, move, ikebana.ParseMove, t.g.ApplyEvents, ikebana.ErrNotYourTurn)
	if err != nil {
		return nil, err
	}
	s := t.g.State()
	var seed uint64
	if s.Phase() == ikebana.PhaseRoundOver || s.Phase() == ikebana.PhaseGameOver {
		seed = s.Result().Seed
	}
	steps := ikebanaSteps(nil, evs, seat, views(t), seed)
	if s.Phase() == ikebana.PhaseRoundOver {
		evs, err := t.g.NextRoundEvents(nil)
		if err != nil {
			panic(fmt.Sprintf("game: ikebana NextRound after a finished round: %v", err)) // the engine allows it in this phase
		}
		steps = ikebanaSteps(steps, evs, -1, views(t), 0)
	}
	if t.Over() {
		steps = append(steps, gameEndStep(t))
	}
	return steps, nil
}

// ikebanaSteps appends the steps of the engine's events, which every seat
// sees whole; the last one carries each seat's view v. A round's end
// carries its seed besides, to check the round's shuffles.
func ikebanaSteps(steps []EventRecord, evs []ikebana.Event, actor int, v []json.RawMessage, seed uint64) []EventRecord {
	for i, e := range evs {
		st := EventRecord{Kind: e.Kind.String(), Actor: actor, Public: mustJSON(e)}
		if e.Kind == ikebana.EventRoundEnd {
			st.Public = withMember(st.Public, "seed", strconv.FormatUint(seed, 10)) // a string: JavaScript cannot hold every uint64
		}
		if i == len(evs)-1 {
			st.Views = v
		}
		steps = append(steps, st)
	}
	return steps
}

func (t *ikebanaTable) Legal(seat int) []string {
	return legalFor(t, seat, t.g.State().LegalMoves)
}

func (t *ikebanaTable) Computer(level string, seed uint64) (string, error) {
	if t.Over() {
		return "", ErrOver
	}
	o := t.g.Observe(ikebana.Seat(t.ToMove()))
	return computerMove(iai.New, level, seed, &o)
}

func (t *ikebanaTable) Results() []Result {
	s := t.g.State()
	scores := make([]int, s.Players())
	for p := range scores {
		scores[p] = s.Prestige(ikebana.Seat(p))
	}
	return outcomes(scores, func(p int) bool { return s.Wins(ikebana.Seat(p)) })
}

// View is the engine's Observation of the seat in its JSON form, which
// engine/ikebana reads back (the bots do), with the seat's legal moves when
// it is to move.
func (t *ikebanaTable) View(seat int) json.RawMessage {
	o := t.g.Observe(ikebana.Seat(seat))
	v := mustJSON(o)
	if o.MyTurn() {
		v = withMember(v, "legal", moveTexts(o.LegalMoves()))
	}
	return v
}
