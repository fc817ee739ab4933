package game

import (
	"encoding/json"
	"fmt"
	"sort"
	"strconv"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	kai "github.com/koikoi-app/koikoi/engine/koikoi/ai"
)

func init() { register(koikoiRules{}) }

// koikoiRules is the Koi-Koi adapter: two seats, a preset and its options.
type koikoiRules struct{}

func (koikoiRules) Name() string     { return "koikoi" }
func (koikoiRules) Levels() []string { return kai.Levels }

func (koikoiRules) preset(o Options) string {
	if o.Preset == "" {
		return "standard"
	}
	return o.Preset
}

// Check reads a preset and option changes; the match key is the preset and
// the number of rounds.
func (k koikoiRules) Check(o Options) (Setup, error) {
	if o.Players != 0 && o.Players != 2 || o.Final {
		return Setup{}, fmt.Errorf("%w: Koi-Koi is for two players, with no Bouquet final", ErrBadOptions)
	}
	r, err := koikoi.Preset(k.preset(o))
	if err != nil {
		return Setup{}, fmt.Errorf("%w: %v", ErrBadOptions, err)
	}
	names := make([]string, 0, len(o.Rules))
	for name := range o.Rules {
		names = append(names, name)
	}
	sort.Strings(names) // the same options give the same error
	for _, name := range names {
		if err := r.Set(name, o.Rules[name]); err != nil {
			return Setup{}, fmt.Errorf("%w: %v", ErrBadOptions, err)
		}
	}
	return Setup{Seats: 2, Text: r.String(), MatchKey: "koikoi/" + r.Name + "/" + strconv.Itoa(r.Rounds)}, nil
}

// New deals a new game.
func (koikoiRules) New(optionsText string, seed uint64) (Table, []EventRecord, error) {
	g, err := newGame(optionsText, seed, koikoi.ParseRules, koikoi.NewGame, koikoi.WithRules, koikoi.WithSeed)
	if err != nil {
		return nil, nil, err
	}
	t := &koikoiTable{g: g}
	steps := koikoiSteps(nil, g.State().DealEvents(nil), -1, views(t))
	return t, t.advance(steps), nil
}

// Load replays a record.
func (koikoiRules) Load(text []byte) (Table, error) {
	g := new(koikoi.Game)
	if err := g.UnmarshalText(text); err != nil {
		return nil, err
	}
	return &koikoiTable{g: g}, nil
}

// Replay replays a record line by line.
func (r koikoiRules) Replay(text []byte, fn func(line string, t Table)) error {
	return replay(r, text, fn)
}

// koikoiTable is a Koi-Koi game at a table.
type koikoiTable struct{ g *koikoi.Game }

func (t *koikoiTable) Seats() int { return 2 }

func (t *koikoiTable) Over() bool { return t.g.State().Phase() == koikoi.PhaseGameOver }

func (t *koikoiTable) ToMove() int {
	if t.Over() {
		return -1
	}
	return int(t.g.State().ToMove())
}

func (t *koikoiTable) MarshalText() ([]byte, error) { return t.g.MarshalText() }

// applyLine applies a line of the record's moves: a move, or "next".
func (t *koikoiTable) applyLine(line string) error {
	return applyLine(t.g, koikoi.ParseMove, line)
}

// Apply makes a seat's move and, when it ends a round, deals the next.
func (t *koikoiTable) Apply(seat int, move string) ([]EventRecord, error) {
	evs, err := applyChecked(t, seat, move, koikoi.ParseMove, t.g.ApplyEvents, koikoi.ErrNotYourTurn)
	if err != nil {
		return nil, err
	}
	return t.advance(koikoiSteps(nil, evs, seat, views(t))), nil
}

// advance plays on through the ends of rounds: the next deal (a round can
// end at its deal) or the end of the game, then the table's game_end.
func (t *koikoiTable) advance(steps []EventRecord) []EventRecord {
	for t.g.State().Phase() == koikoi.PhaseRoundOver {
		evs, err := t.g.NextRoundEvents(nil)
		if err != nil {
			panic(fmt.Sprintf("game: koikoi NextRound after a finished round: %v", err)) // the engine allows it in this phase
		}
		steps = koikoiSteps(steps, evs, -1, views(t))
		if t.Over() {
			steps = append(steps, gameEndStep(t))
		}
	}
	return steps
}

// koikoiSteps appends the steps of the engine's events: each as every
// seat sees it and, for a deal or an exchange, as each seat sees it with
// its own hand; the last one carries each seat's view v.
func koikoiSteps(steps []EventRecord, evs []koikoi.Event, actor int, v []json.RawMessage) []EventRecord {
	for i, e := range evs {
		pub := e.Public()
		st := EventRecord{Kind: e.Kind.String(), Actor: actor, Public: mustJSON(pub)}
		for s := range 2 {
			if f := e.For(koikoi.Seat(s)); f.Hand != pub.Hand { // For adds only the seat's hand
				if st.Seats == nil {
					st.Seats = make([]json.RawMessage, 2)
				}
				st.Seats[s] = mustJSON(f)
			}
		}
		if i == len(evs)-1 {
			st.Views = v
		}
		steps = append(steps, st)
	}
	return steps
}

func (t *koikoiTable) Legal(seat int) []string {
	return legalFor(t, seat, t.g.State().LegalMoves)
}

func (t *koikoiTable) Computer(level string, seed uint64) (string, error) {
	if t.Over() {
		return "", ErrOver
	}
	o := t.g.Observe(koikoi.Seat(t.ToMove()))
	return computerMove(kai.New, level, seed, &o)
}

func (t *koikoiTable) Results() []Result {
	s := t.g.State()
	w, ok := s.Winner()
	return outcomes([]int{s.Score(0), s.Score(1)}, func(p int) bool { return !ok || p == int(w) })
}

// View is the engine's Observation of the seat in its JSON form, which
// engine/koikoi reads back (the bots do), with the round's fair-deal
// fingerprint and the seat's legal moves when it is to move.
func (t *koikoiTable) View(seat int) json.RawMessage {
	s := t.g.State()
	o := s.Observe(koikoi.Seat(seat))
	v := withMember(mustJSON(o), "fingerprint", s.DealHash())
	if o.MyTurn && o.Phase != koikoi.PhaseGameOver && o.Phase != koikoi.PhaseRoundOver {
		v = withMember(v, "legal", moveTexts(o.LegalMoves()))
	}
	return v
}

// gameEndEvent is the public part of a "game_end" step.
type gameEndEvent struct {
	Scores   []int    `json:"scores"`
	Outcomes []string `json:"outcomes"`
}

func gameEnd(rs []Result) gameEndEvent {
	var e gameEndEvent
	for _, r := range rs {
		e.Scores = append(e.Scores, r.Score)
		e.Outcomes = append(e.Outcomes, r.Outcome)
	}
	return e
}
