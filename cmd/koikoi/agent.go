package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/koikoi-app/koikoi/koikoi"
	"github.com/koikoi-app/koikoi/koikoi/ai"
)

// agentRequest is one line of the agent protocol
// (spec/agent-protocol.md): what the seat sees and the moves it may make.
// Phase, FieldBrights and GajiLive are optional extras a driver may send
// to remove guesswork.
type agentRequest struct {
	Rules       string         `json:"rules"`
	Options     map[string]any `json:"options"`
	Round       int            `json:"round"`
	Rounds      int            `json:"rounds"`
	Month       int            `json:"month"`
	Dealer      bool           `json:"dealer"`
	Hand        []string       `json:"hand"`
	Field       []string       `json:"field"`
	Captured    []string       `json:"captured"`
	OppCaptured []string       `json:"opp_captured"`
	OppHand     int            `json:"opp_hand"`
	Deck        int            `json:"deck"`
	Koikoi      agentPair      `json:"koikoi"`
	Score       agentPair      `json:"score"`
	Pending     string         `json:"pending"`
	Legal       []string       `json:"legal"`
	Phase       string         `json:"phase"`
	FieldBright *int           `json:"field_brights"`
	GajiLive    *bool          `json:"gaji_live"`
}

// agentPair is a value for each seat.
type agentPair struct {
	Me  int `json:"me"`
	Opp int `json:"opp"`
}

// agentAnswer is the answer to one line.
type agentAnswer struct {
	Move    string   `json:"move,omitempty"`
	ThinkMS *int64   `json:"think_ms,omitempty"`
	WinProb *float64 `json:"win_prob,omitempty"`
	Error   string   `json:"error,omitempty"`
}

// runAgent runs `koikoi agent`: it answers each JSON request line on stdin
// with one JSON answer line on stdout, and returns the exit status.
func runAgent(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("agent", stderr)
	level := fs.String("level", "hard", "computer level: "+strings.Join(ai.Levels, ", "))
	var rf rulesFlags
	rf.register(fs)
	seed := fs.Uint64("seed", 1, "seed of the player's random choices")
	budget := fs.Int("budget", 0, "search iterations per decision of the hard level (0: the default on each worker)")
	workers := fs.Int("workers", 0, "cores the hard level searches on (0: up to four, as the machine has)")
	if ok, status := parseFlags(fs, args, stdout, stderr); !ok {
		return status
	}
	if fs.NArg() > 0 {
		return fail(stderr, fs.Name(), fmt.Errorf("unexpected argument %q", fs.Arg(0)))
	}
	if err := nonNegative("budget", *budget, "workers", *workers); err != nil {
		return fail(stderr, fs.Name(), err)
	}
	base, err := rf.rules()
	if err != nil {
		return fail(stderr, fs.Name(), err)
	}
	search := append(ai.AllCores(), ai.WithSeed(*seed))
	if *workers > 0 {
		search = append(search, ai.WithWorkers(*workers), ai.WithBudget(ai.DefaultBudget**workers))
	}
	if *budget > 0 {
		search = append(search, ai.WithBudget(*budget))
	}
	player, err := ai.New(*level, search...)
	if err != nil {
		return fail(stderr, fs.Name(), err)
	}
	opts := []ai.Option{ai.WithSeed(*seed)}

	in := bufio.NewScanner(stdin)
	in.Buffer(make([]byte, 64*1024), 4<<20)
	out := bufio.NewWriter(stdout)
	for in.Scan() {
		ans := answerLine(in.Bytes(), base, player, opts)
		b, _ := json.Marshal(ans)
		out.Write(b)
		out.WriteByte('\n')
		if err := out.Flush(); err != nil {
			fmt.Fprintf(stderr, "%s: %v\n", fs.Name(), err)
			return 1
		}
	}
	if err := in.Err(); err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", fs.Name(), err)
		return 1
	}
	return 0
}

// answerLine answers one request line.
func answerLine(line []byte, base koikoi.Rules, player ai.Player, opts []ai.Option) agentAnswer {
	start := time.Now()
	var req agentRequest
	if err := json.Unmarshal(line, &req); err != nil {
		return agentAnswer{Error: "bad json: " + err.Error()}
	}
	if t := strings.TrimSpace(string(line)); !strings.HasPrefix(t, "{") {
		return agentAnswer{Error: "bad json: a request is an object"}
	}
	obs, legal, err := buildObservation(&req, base)
	if err != nil {
		var inc inconsistent
		if errors.As(err, &inc) && len(legal) > 0 {
			return agentAnswer{Move: legal[0].String()} // still answer within the rules
		}
		return agentAnswer{Error: err.Error()}
	}
	m := player.Move(&obs)
	ok := false
	for _, l := range legal {
		if l == m {
			ok = true
			break
		}
	}
	if !ok {
		m = legal[0] // the request allows less than the rules say: stay within it
	}
	ans := agentAnswer{Move: m.String()}
	if obs.Phase == koikoi.PhaseKoiKoi {
		p := ai.KoiKoiChance(&obs, opts...)
		ans.WinProb = &p
	}
	ms := time.Since(start).Milliseconds()
	ans.ThinkMS = &ms
	return ans
}

func parseCards(field string, ids []string) (koikoi.Set, error) {
	var s koikoi.Set
	for _, id := range ids {
		c, err := koikoi.ParseCard(id)
		if err != nil {
			return 0, fmt.Errorf("%s: unknown card %q", field, id)
		}
		if s.Has(c) {
			return 0, fmt.Errorf("%s: card %q twice", field, id)
		}
		s = s.Add(c)
	}
	return s, nil
}

// optionValue spells a JSON option value as Rules.Set wants it.
func optionValue(v any) string {
	switch x := v.(type) {
	case bool:
		if x {
			return "on"
		}
		return "off"
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64)
	case string:
		return x
	}
	return fmt.Sprint(v)
}

// buildObservation turns a request into the seat's observation and its
// legal moves.
func buildObservation(req *agentRequest, base koikoi.Rules) (koikoi.Observation, []koikoi.Move, error) {
	var o koikoi.Observation
	rules := base
	if req.Rules != "" {
		r, err := koikoi.Preset(req.Rules)
		if err != nil {
			return o, nil, fmt.Errorf("unknown rules %q", req.Rules)
		}
		rules = r
	}
	for name, v := range req.Options {
		if err := rules.Set(name, optionValue(v)); err != nil {
			return o, nil, fmt.Errorf("option %s: %v", name, err)
		}
	}
	if len(req.Legal) == 0 {
		return o, nil, errors.New("legal: no move to choose from")
	}
	legal := make([]koikoi.Move, 0, len(req.Legal))
	for _, l := range req.Legal {
		m, err := koikoi.ParseMove(l)
		if err != nil {
			if errors.Is(err, koikoi.ErrUnknownCard) {
				return o, nil, fmt.Errorf("legal: unknown card in %q", l)
			}
			return o, nil, fmt.Errorf("legal: bad move %q", l)
		}
		legal = append(legal, m)
	}
	sets := [4]koikoi.Set{}
	for i, f := range []struct {
		name string
		ids  []string
	}{{"hand", req.Hand}, {"field", req.Field}, {"captured", req.Captured}, {"opp_captured", req.OppCaptured}} {
		s, err := parseCards(f.name, f.ids)
		if err != nil {
			return o, nil, err
		}
		sets[i] = s
	}
	pending := koikoi.NoCard
	if req.Pending != "" {
		c, err := koikoi.ParseCard(req.Pending)
		if err != nil {
			return o, nil, fmt.Errorf("pending: unknown card %q", req.Pending)
		}
		pending = c
	}
	// Be lenient with a driver's bookkeeping: a card listed twice counts
	// once, and the hidden counts follow the unseen cards.
	if pending != koikoi.NoCard {
		sets[0], sets[1] = sets[0].Remove(pending), sets[1].Remove(pending)
	}
	for i := 1; i < 4; i++ {
		for j := 0; j < i; j++ {
			sets[i] &^= sets[j]
		}
	}
	unseen := koikoi.FullDeck &^ (sets[0] | sets[1] | sets[2] | sets[3] | koikoi.SetOf(pending))
	if pending == koikoi.NoCard {
		unseen = koikoi.FullDeck &^ (sets[0] | sets[1] | sets[2] | sets[3])
	}
	if req.OppHand+req.Deck != unseen.Len() {
		req.OppHand = max(0, min(req.OppHand, unseen.Len()))
		req.Deck = unseen.Len() - req.OppHand
	}
	o = koikoi.Observation{
		Seat: 0, Rules: &rules, ToMove: true, Round: req.Round, Rounds: req.Rounds, Month: req.Month,
		Dealer: req.Dealer, Hand: sets[0], Field: sets[1], Captured: sets[2], OppCaptured: sets[3],
		OppHandLen: req.OppHand, PileLen: req.Deck, Pending: pending,
		KoiSelf: req.Koikoi.Me, KoiOpp: req.Koikoi.Opp, ScoreSelf: req.Score.Me, ScoreOpp: req.Score.Opp,
		Drawn: koikoi.NoCard, Played: koikoi.NoCard, GajiLive: rules.Gaji,
	}
	if req.GajiLive != nil {
		o.GajiLive = *req.GajiLive && rules.Gaji
	} else if rules.Gaji {
		// The Gaji is wild until a November card has been played: guess
		// from the November cards already captured.
		o.GajiLive = (sets[2] | sets[3]).Month(koikoi.NovemberMonth) == 0
	}
	o.FieldBrights = (sets[1] & koikoi.Brights).Len()
	if req.FieldBright != nil {
		o.FieldBrights = *req.FieldBright
	}
	switch legal[0].Kind {
	case koikoi.MovePlay:
		o.Phase = koikoi.PhasePlay
	case koikoi.MoveCapture:
		o.Phase = inferCapturePhase(req)
		for _, m := range legal {
			o.Choices = o.Choices.Add(m.Card)
		}
		if pending == koikoi.NoCard {
			return o, nil, errors.New("pending: a capture choice needs the pending card")
		}
	case koikoi.MoveKoiKoi, koikoi.MoveShobu:
		o.Phase = koikoi.PhaseKoiKoi
	case koikoi.MoveExchange, koikoi.MoveKeep:
		o.Phase = koikoi.PhaseExchange
	}
	for _, m := range legal[1:] {
		if (m.Kind == koikoi.MoveCapture) != (legal[0].Kind == koikoi.MoveCapture) {
			return o, nil, errors.New("legal: moves of different kinds")
		}
	}
	if o.Phase != koikoi.PhaseCaptureHand && o.Phase != koikoi.PhaseCaptureDraw {
		o.Pending = koikoi.NoCard
	}
	built, err := koikoi.NewObservation(o)
	if err != nil {
		return o, legal, inconsistent{err}
	}
	return built, legal, nil
}

// inferCapturePhase tells a capture choice with the played card from one
// with the drawn card: cards played from the hands (the pending one
// included) against cards drawn from the pile. A card turned over into an
// empty field can fool it; a request may say "phase" to be sure.
func inferCapturePhase(req *agentRequest) koikoi.Phase {
	switch req.Phase {
	case "capture-hand":
		return koikoi.PhaseCaptureHand
	case "capture-draw":
		return koikoi.PhaseCaptureDraw
	}
	played := 16 - len(req.Hand) - req.OppHand
	drawn := 24 - req.Deck
	if drawn < played {
		return koikoi.PhaseCaptureHand
	}
	return koikoi.PhaseCaptureDraw
}

// inconsistent is a request whose cards do not add up even after the
// lenient fixes; the agent still answers it with a legal move.
type inconsistent struct{ err error }

func (e inconsistent) Error() string { return "inconsistent request: " + e.err.Error() }
