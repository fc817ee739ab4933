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

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/ai"
	"github.com/koikoi-app/koikoi/internal/cli"
)

// agentRequest is one line of the agent protocol (docs/agent-protocol.md):
// what the seat sees and the moves it may make. Phase is required for a
// capture choice; FieldBrights, GajiLive and Hiki are optional.
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
	Hiki        []int          `json:"hiki"`
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
	fs := cli.NewFlagSet("koikoi", "agent")
	level := fs.String("level", "hard", "computer level: "+strings.Join(ai.Levels, ", "))
	var rf rulesFlags
	rf.register(fs)
	seed := fs.Uint64("seed", 1, "seed of the player's random choices")
	budget := fs.Int("budget", 0, "search iterations per decision of the hard level (0: the default on each worker)")
	workers := fs.Int("workers", 0, "cores the hard level searches on (0: up to four, as the machine has)")
	if ok, status := cli.Parse(fs, args, stdout, stderr); !ok {
		return status
	}
	if fs.NArg() > 0 {
		return cli.Fail(stderr, fs.Name(), fmt.Errorf("unexpected argument %q", fs.Arg(0)))
	}
	if err := nonNegative("budget", *budget, "workers", *workers); err != nil {
		return cli.Fail(stderr, fs.Name(), err)
	}
	base, err := rf.rules()
	if err != nil {
		return cli.Fail(stderr, fs.Name(), err)
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
		return cli.Fail(stderr, fs.Name(), err)
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
// legal moves. A request whose contents do not add up (a card in two
// places, counts that do not make 48, a move the position does not allow,
// a capture choice without its phase) is an error naming the problem.
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
	names := [...]string{"hand", "field", "captured", "opp_captured"}
	sets := [4]koikoi.Set{}
	for i, ids := range [][]string{req.Hand, req.Field, req.Captured, req.OppCaptured} {
		s, err := parseCards(names[i], ids)
		if err != nil {
			return o, nil, err
		}
		for j := 0; j < i; j++ {
			if both := s & sets[j]; both != 0 {
				return o, nil, fmt.Errorf("%s and %s: %s in both", names[j], names[i], both.First())
			}
		}
		sets[i] = s
	}
	pending := koikoi.NoCard
	if req.Pending != "" {
		c, err := koikoi.ParseCard(req.Pending)
		if err != nil {
			return o, nil, fmt.Errorf("pending: unknown card %q", req.Pending)
		}
		for i, s := range sets {
			if s.Has(c) {
				return o, nil, fmt.Errorf("pending: %s is also in %s (the pending card is in no other place)", c, names[i])
			}
		}
		pending = c
	}
	phase, err := requestPhase(req.Phase, legal)
	if err != nil {
		return o, nil, err
	}
	seen := (sets[0] | sets[1] | sets[2] | sets[3]).Len()
	if pending != koikoi.NoCard {
		seen++
	}
	faceDown := 0
	if phase == koikoi.PhaseExchange && sets[0] == 0 {
		faceDown = 8 // the exchange is decided before looking: the hand is face down
	}
	if req.OppHand < 0 || req.Deck < 0 || seen+faceDown+req.OppHand+req.Deck != koikoi.NumCards {
		return o, nil, fmt.Errorf("counts: %d cards listed + %d face down + opp_hand %d + deck %d = %d; want 48",
			seen, faceDown, req.OppHand, req.Deck, seen+faceDown+req.OppHand+req.Deck)
	}
	var hiki uint16
	for _, m := range req.Hiki {
		if m < 1 || m > 12 {
			return o, nil, fmt.Errorf("hiki: month %d (want 1 to 12)", m)
		}
		hiki |= 1 << m
	}
	if req.GajiLive != nil && *req.GajiLive && !rules.Gaji {
		return o, nil, errors.New("gaji_live: true while the gaji option is off")
	}
	if hiki != 0 && !(rules.Gaji && rules.Hiki) {
		return o, nil, errors.New("hiki: a declaration under rules without the Gaji's Hiki")
	}
	o = koikoi.Observation{
		Seat: 0, Rules: &rules, Phase: phase, MyTurn: true, Round: req.Round, Rounds: req.Rounds, Month: req.Month,
		Dealer: req.Dealer, Hand: sets[0], Field: sets[1], Captured: sets[2], OppCaptured: sets[3],
		OppHandLen: req.OppHand, PileLen: req.Deck + faceDown, Pending: pending,
		KoiSelf: req.Koikoi.Me, KoiOpp: req.Koikoi.Opp, ScoreSelf: req.Score.Me, ScoreOpp: req.Score.Opp,
		Drawn: koikoi.NoCard, Played: koikoi.NoCard, Hiki: hiki,
	}
	switch {
	case req.GajiLive != nil:
		o.GajiLive = *req.GajiLive
	case rules.Gaji:
		// Not said: live when the request offers the gaji move, else as
		// long as no November card has been captured.
		o.GajiLive = containsMove(legal, koikoi.Gaji) || (sets[2]|sets[3]).Month(koikoi.NovemberMonth) == 0
	}
	o.FieldBrights = (sets[1] & koikoi.Brights).Len()
	if req.FieldBright != nil {
		o.FieldBrights = *req.FieldBright
	}
	if phase == koikoi.PhaseCaptureHand || phase == koikoi.PhaseCaptureDraw {
		for _, m := range legal {
			o.Choices = o.Choices.Add(m.Card)
		}
		if pending == koikoi.NoCard {
			return o, nil, errors.New("pending: a capture choice needs the pending card")
		}
		wild := phase == koikoi.PhaseCaptureHand && pending == koikoi.LightningCard && rules.Gaji
		for _, m := range legal {
			if !sets[1].Has(m.Card) {
				return o, nil, fmt.Errorf("legal: %q takes a card that is not in the field", m)
			}
			if !wild && m.Card.Month() != pending.Month() {
				return o, nil, fmt.Errorf("legal: %q does not match the pending card %s", m, pending)
			}
		}
	} else if pending != koikoi.NoCard {
		return o, nil, fmt.Errorf("pending: %s given in phase %s (only a capture choice has one)", pending, phase)
	}
	built, err := koikoi.NewObservation(o)
	if err != nil {
		return o, nil, fmt.Errorf("position: %v", err)
	}
	allowed := built.LegalMoves()
	for _, m := range legal {
		if !containsMove(allowed, m) {
			return o, nil, fmt.Errorf("legal: %q is not allowed in this position", m)
		}
	}
	return built, legal, nil
}

// requestPhase returns the phase a request is in: its "phase" field, which
// must agree with the moves in "legal", or the phase those moves imply. A
// capture choice needs the field: the moves do not tell the played card
// from the drawn one.
func requestPhase(name string, legal []koikoi.Move) (koikoi.Phase, error) {
	implied := func(m koikoi.Move) koikoi.Phase {
		switch m.Kind {
		case koikoi.MovePlay, koikoi.MoveGaji:
			return koikoi.PhasePlay
		case koikoi.MoveCapture:
			return koikoi.PhaseCaptureHand
		case koikoi.MoveKoiKoi, koikoi.MoveShobu:
			return koikoi.PhaseKoiKoi
		}
		return koikoi.PhaseExchange
	}
	want := implied(legal[0])
	for _, m := range legal[1:] {
		if implied(m) != want {
			return 0, fmt.Errorf("legal: %q and %q belong to different phases", legal[0], m)
		}
	}
	if name == "" {
		if want == koikoi.PhaseCaptureHand {
			return 0, errors.New("phase: a capture choice needs \"capture-hand\" or \"capture-draw\"")
		}
		return want, nil
	}
	for p := koikoi.PhaseExchange; p <= koikoi.PhaseKoiKoi; p++ {
		if p.String() != name {
			continue
		}
		if p == koikoi.PhaseCaptureDraw && want == koikoi.PhaseCaptureHand {
			return p, nil
		}
		if p != want {
			return 0, fmt.Errorf("phase: %q while legal holds %q", name, legal[0])
		}
		return p, nil
	}
	return 0, fmt.Errorf("phase: unknown %q (want play, capture-hand, capture-draw, koikoi or exchange)", name)
}

func containsMove(ms []koikoi.Move, m koikoi.Move) bool {
	for _, l := range ms {
		if l == m {
			return true
		}
	}
	return false
}
