package main

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/ai"
	"github.com/koikoi-app/koikoi/engine/koikoi/names"
	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/internal/atomicfile"
	"github.com/koikoi-app/koikoi/internal/cli"
)

// The terminal player sits at seat 0; the computer at seat 1.
const (
	you      koikoi.Seat = 0
	computer koikoi.Seat = 1
)

// terminal is a game of koikoi play: the game, the computer, and the
// terminal it talks to in the player's language.
type terminal struct {
	g   *koikoi.Game
	bot ai.Player
	l   *i18n.Localizer
	in  *bufio.Scanner
	out io.Writer
}

func runPlay(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := cli.NewFlagSet("koikoi", "play")
	var rf rulesFlags
	rf.register(fs)
	level := fs.String("level", "normal", "computer level: "+strings.Join(ai.Levels, ", "))
	seed := fs.Uint64("seed", uint64(time.Now().UnixNano()), "game seed (the same seed deals the same game)")
	lang := fs.String("lang", i18n.FromEnv(), "language: en, fr, es, de or ja (default from LANG)")
	record := fs.String("record", "", "write the game's record to this file when it ends or the input does (koikoi review reads it)")
	if ok, status := cli.Parse(fs, args, stdout, stderr); !ok {
		return status
	}
	if fs.NArg() > 0 {
		return cli.Fail(stderr, fs.Name(), fmt.Errorf("unexpected argument %q", fs.Arg(0)))
	}
	r, err := rf.rules()
	if err != nil {
		return cli.Fail(stderr, fs.Name(), err)
	}
	if err := cli.Language(*lang); err != nil {
		return cli.Fail(stderr, fs.Name(), err)
	}
	bot, err := ai.New(*level, ai.WithSeed(*seed))
	if err != nil {
		return cli.Fail(stderr, fs.Name(), err)
	}
	g, err := koikoi.NewGame(koikoi.WithRules(r), koikoi.WithSeed(*seed))
	if err != nil {
		return cli.Fail(stderr, fs.Name(), err)
	}
	t := &terminal{g: g, bot: bot, l: i18n.New(*lang), in: bufio.NewScanner(stdin), out: stdout}
	t.say(t.l.T("cli.welcome", map[string]any{"Preset": t.l.T("preset." + r.Name + ".name"), "Level": t.l.T("level." + *level + ".name")}))
	if drew := g.State().FirstDraw(); drew[you].Valid() {
		t.say(t.l.T("cli.firstdealer", map[string]any{"Mine": t.drawnNoun(drew[you]), "Theirs": t.drawnNoun(drew[computer])}))
	}
	t.roundHeader()
	if !t.loop() {
		fmt.Fprintln(stdout)
	}
	return writeRecord(g, *record, fs.Name(), stderr)
}

// writeRecord writes the game's record to path (nothing when path is
// empty) and returns the command's exit status.
func writeRecord(g *koikoi.Game, path, who string, stderr io.Writer) int {
	if path == "" {
		return 0
	}
	text, err := g.MarshalText()
	if err == nil {
		err = atomicfile.Write(path, text)
	}
	if err != nil {
		return cli.Fail(stderr, who, err)
	}
	return 0
}

func (t *terminal) say(s string) { fmt.Fprintln(t.out, s) }

// loop plays until the game is over (true) or the input ends (false).
func (t *terminal) loop() bool {
	for {
		s := t.g.State()
		switch s.Phase() {
		case koikoi.PhaseGameOver:
			t.gameOver(&s)
			return true
		case koikoi.PhaseRoundOver:
			t.roundOver(&s)
			if err := t.g.NextRound(); err != nil {
				panic(err)
			}
			if t.g.State().Phase() != koikoi.PhaseGameOver {
				t.roundHeader()
			}
			continue
		}
		var m koikoi.Move
		if s.ToMove() == computer {
			obs := s.Observe(computer)
			m = t.bot.Move(&obs)
		} else {
			var ok bool
			if m, ok = t.ask(&s); !ok {
				return false
			}
		}
		if err := t.g.Apply(m); err != nil {
			t.say(t.l.T("cli.invalid"))
			continue
		}
		after := t.g.State()
		t.narrate(&s, &after, m)
	}
}

// roundHeader announces a new round.
func (t *terminal) roundHeader() {
	s := t.g.State()
	t.say("")
	t.say("═══ " + t.l.T("cli.round", map[string]any{"N": t.l.Number(s.Round()), "Total": t.l.Number(s.RoundsToPlay())}) + " ═══")
	t.say(t.l.T("cli.round.month", map[string]any{"Month": names.Month(t.l, s.Month())}))
	if s.Dealer() == you {
		t.say(t.l.T("cli.dealer.you"))
	} else {
		t.say(t.l.T("cli.dealer.computer"))
	}
	t.say(t.l.T("cli.deal.hash", map[string]any{"Hash": s.DealHash()}))
}

// card names a card with its month and rank.
func (t *terminal) card(c koikoi.Card) string {
	return fmt.Sprintf("%s (%d, %s)", names.Card(t.l, c), c.Month(), strings.ToLower(names.Kind(t.l, c.Kind())))
}

// noun names a card for a sentence, with its article: "the pine", "la
// pivoine"; the template picks the case ({{.Card.Acc}}).
func (t *terminal) noun(c koikoi.Card) i18n.Noun { return t.l.Noun(names.CardID(c)) }

// nouns names the cards of s for a sentence: "the pine, the plum and
// the cherry".
func (t *terminal) nouns(s koikoi.Set) i18n.Noun {
	var ns []i18n.Noun
	for _, c := range s.Cards() {
		ns = append(ns, t.noun(c))
	}
	return i18n.Nouns(ns, func(said []string) string {
		if len(said) < 2 {
			return strings.Join(said, "")
		}
		return t.l.T("table.and", map[string]any{"A": strings.Join(said[:len(said)-1], ", "), "B": said[len(said)-1]})
	})
}

// drawnNoun names a card drawn to choose the first dealer for a sentence,
// with its month and rank, which decide: "the pine (1, plain)".
func (t *terminal) drawnNoun(c koikoi.Card) i18n.Noun {
	n := t.noun(c)
	note := fmt.Sprintf(" (%d, %s)", c.Month(), strings.ToLower(names.Kind(t.l, c.Kind())))
	return i18n.Noun{Name: n.Name + note, The: n.The + note, Acc: n.Acc + note, Dat: n.Dat + note, Of: n.Of + note}
}

func (t *terminal) cards(s koikoi.Set) string {
	var parts []string
	for _, c := range s.Cards() {
		parts = append(parts, t.card(c))
	}
	return strings.Join(parts, ", ")
}

// showTable prints what the player sees before deciding.
func (t *terminal) showTable(s *koikoi.State) {
	obs := s.Observe(you)
	t.say("")
	t.say(t.l.N("cli.hand.computer", obs.OppHandLen) + " · " + t.l.N("cli.draw-pile", obs.PileLen))
	t.showCaptures(t.l.T("cli.captures.computer"), obs.OppCaptured, obs.KoiOpp, &obs)
	t.say(t.l.T("cli.field") + ": " + t.cards(obs.Field))
	t.showCaptures(t.l.T("cli.captures.you"), obs.Captured, obs.KoiSelf, &obs)
}

// showCaptures prints captures grouped by rank and the yaku progress.
func (t *terminal) showCaptures(title string, captured koikoi.Set, koi int, obs *koikoi.Observation) {
	line := title + ":"
	if captured == 0 {
		line += " " + t.l.T("cli.captures.none")
	}
	if koi > 0 {
		line += fmt.Sprintf("  [%s ×%d]", t.l.T("term.koikoi"), koi)
	}
	t.say(line)
	groups := []struct {
		kind koikoi.Kind
		set  koikoi.Set
	}{{koikoi.Bright, koikoi.Brights}, {koikoi.Animal, koikoi.Animals}, {koikoi.Ribbon, koikoi.Ribbons}, {koikoi.Plain, koikoi.Plains}}
	for _, g := range groups {
		if cs := captured & g.set; cs != 0 {
			var said []string
			for _, c := range cs.Cards() {
				said = append(said, names.Card(t.l, c))
			}
			t.say(fmt.Sprintf("   %s (%d): %s", names.Kind(t.l, g.kind), cs.Len(), strings.Join(said, ", ")))
		}
	}
	var progress []string
	made := obs.Rules.Yaku(captured, obs.Month)
	for y := koikoi.Yaku(0); y < koikoi.NumYaku; y++ {
		if made[y] > 0 {
			progress = append(progress, fmt.Sprintf("%s ✓%d", names.Yaku(t.l, y), made[y]))
		}
	}
	for _, p := range obs.Rules.Progress(captured, obs.Month) {
		progress = append(progress, t.l.T("cli.progress", map[string]any{"Yaku": names.Yaku(t.l, p.Yaku), "Have": p.Have, "Need": p.Need}))
	}
	if len(progress) > 0 {
		t.say("   → " + strings.Join(progress, " · "))
	}
}

// ask shows the table and reads the player's decision. ok is false at the
// end of the input.
func (t *terminal) ask(s *koikoi.State) (m koikoi.Move, ok bool) {
	legal := s.LegalMoves()
	switch s.Phase() {
	case koikoi.PhaseExchange:
		// Decided before looking: the hand stays face down.
		return t.either("cli.prompt.exchange", "yes", "y", koikoi.Exchange, "no", "n", koikoi.Keep)
	case koikoi.PhaseKoiKoi:
		obs := s.Observe(you)
		t.showScore(obs.Score())
		return t.either("cli.prompt.koikoi", "koikoi", "k", koikoi.KoiKoi, "shobu", "s", koikoi.Shobu)
	}
	t.showTable(s)
	question := t.l.T("cli.prompt.play")
	if s.Phase() == koikoi.PhasePlay {
		t.say(t.l.T("cli.hand.you") + ":")
	} else {
		question = t.l.T("cli.prompt.capture")
		t.say(t.card(s.Pending()) + " →")
	}
	for i, mv := range legal {
		label := t.card(mv.Card)
		if mv.Kind == koikoi.MoveGaji {
			label = t.l.T("rules.gaji.move")
		}
		t.say(fmt.Sprintf("  %d) %s", i+1, label))
	}
	for {
		a, ok := t.prompt(question)
		if !ok {
			return m, false
		}
		if n, err := strconv.Atoi(a); err == nil && n >= 1 && n <= len(legal) {
			return legal[n-1], true
		}
		t.say(t.l.T("cli.invalid"))
	}
}

// either asks a two-way question until the answer is one of the two
// (localized, or its English letter). ok is false at the end of the input.
func (t *terminal) either(question, idA, letterA string, a koikoi.Move, idB, letterB string, b koikoi.Move) (koikoi.Move, bool) {
	for {
		ans, ok := t.prompt(t.l.T(question))
		if !ok {
			return koikoi.Move{}, false
		}
		switch {
		case t.answer(ans, idA, letterA):
			return a, true
		case t.answer(ans, idB, letterB):
			return b, true
		}
		t.say(t.l.T("cli.invalid"))
	}
}

// prompt prints a question and reads one trimmed line.
func (t *terminal) prompt(q string) (string, bool) {
	fmt.Fprint(t.out, q)
	if !t.in.Scan() {
		return "", false
	}
	return strings.ToLower(strings.TrimSpace(t.in.Text())), true
}

// answer reports whether a matches the localized answer or its English letter.
func (t *terminal) answer(a, id, english string) bool {
	return a != "" && (a == strings.ToLower(t.l.T("cli.answer."+id)) || a == english)
}

// hiki announces a Hiki declared by the move from before to after.
func (t *terminal) hiki(before, after *koikoi.State) {
	declared := after.HikiMonths() &^ before.HikiMonths()
	if declared == 0 {
		return
	}
	month := 1
	for declared&(1<<month) == 0 {
		month++
	}
	// The holder of the month's fourth card declares it: "you" or the
	// computer, each with a sentence of its own (no "You holds").
	holder := before.ToMove().Other()
	if holder == you {
		t.say(t.l.T("table.you.hiki", map[string]any{"Month": names.Month(t.l, month)}))
	} else {
		t.say(t.l.T("table.they.hiki", map[string]any{"Name": t.l.T("term.computer"), "Month": names.Month(t.l, month)}))
	}
	if after.Phase() != koikoi.PhaseCaptureHand {
		t.say(t.l.T("rules.hiki.stays"))
	}
}

// narrate tells what a move did.
func (t *terminal) narrate(before, after *koikoi.State, m koikoi.Move) {
	p := before.ToMove()
	who := "you"
	if p == computer {
		who = "computer"
	}
	t.hiki(before, after)
	switch m.Kind {
	case koikoi.MoveGaji:
		t.say(t.l.T("rules.gaji.played", map[string]any{"Name": t.l.T("term." + who)}))
		return
	case koikoi.MovePlay:
		t.say(t.l.T("cli."+who+".play", map[string]any{"Card": t.noun(m.Card)}))
	case koikoi.MoveKoiKoi, koikoi.MoveShobu:
		t.say(t.l.T("cli." + who + "." + map[koikoi.MoveKind]string{koikoi.MoveKoiKoi: "koikoi", koikoi.MoveShobu: "shobu"}[m.Kind]))
		return
	case koikoi.MoveExchange:
		if p == computer {
			t.say(t.l.T("cli.computer.exchange"))
		}
		return
	}
	drewNow := m.Kind == koikoi.MovePlay || before.Phase() == koikoi.PhaseCaptureHand
	if drewNow && after.PileLen() < before.PileLen() && after.Phase() != koikoi.PhaseCaptureHand {
		t.say(t.l.T("cli."+who+".drew", map[string]any{"Card": t.noun(after.Drawn())}))
	}
	if got := after.Captured(p) &^ before.Captured(p); got != 0 {
		t.say(t.l.T("cli."+who+".capture", map[string]any{"Cards": t.nouns(got)}))
	}
	if flipped := after.Field() &^ before.Field() &^ koikoi.SetOf(after.Played(), after.Drawn()); flipped != 0 && after.Phase() == koikoi.PhasePlay {
		t.say(t.l.T("cli.flip", map[string]any{"Card": t.noun(flipped.First())}))
	}
	if after.Phase() == koikoi.PhaseKoiKoi || (after.Phase() == koikoi.PhaseRoundOver && after.Result().Reason == koikoi.EndLastCard) {
		y := after.YakuOf(p)
		prev := before.YakuOf(p)
		for k := koikoi.Yaku(0); k < koikoi.NumYaku; k++ {
			if y[k] > prev[k] {
				t.say(t.l.T("cli."+who+".yaku", map[string]any{"Yaku": names.Yaku(t.l, k)}))
			}
		}
	}
}

// showScore prints an itemised score.
func (t *terminal) showScore(sc koikoi.Score) {
	t.say("── " + t.l.T("cli.score.title") + " ──")
	for y := koikoi.Yaku(0); y < koikoi.NumYaku; y++ {
		if p := int(sc.Yaku[y]); p > 0 {
			t.say("  " + t.l.N("cli.score.line", p, map[string]any{"Yaku": names.Yaku(t.l, y)}))
		}
	}
	if sc.Doubled {
		t.say("  " + t.l.T("cli.score.seven"))
	}
	if sc.KoiMult > 1 {
		t.say("  " + t.l.T("cli.score.koikoi", map[string]any{"N": sc.KoiMult}))
	}
	if sc.FieldMult > 1 {
		t.say("  " + t.l.T("cli.score.field-brights", map[string]any{"N": sc.FieldMult}))
	}
	t.say("  " + t.l.N("cli.score.total", sc.Total))
}

// roundOver prints the result, the revealed cards and the running score.
func (t *terminal) roundOver(s *koikoi.State) {
	res := s.Result()
	obs := s.Observe(you)
	t.say("")
	switch {
	case res.Reason == koikoi.EndTeshi || res.Reason == koikoi.EndKuttsuki:
		who := "you"
		if res.Winner == computer {
			who = "computer"
		}
		t.say(t.l.N("cli.result."+res.Reason.String()+"."+who, res.Points))
	case res.Reason == koikoi.EndFieldFour:
		t.say(t.l.T("cli.result.field-four"))
	case res.Draw:
		t.say(t.l.T("cli.result.exhaustion"))
	default:
		t.showScore(res.Score)
		if res.Winner == you {
			t.say(t.l.N("cli.result.win", res.Points))
		} else {
			t.say(t.l.N("cli.result.lose", res.Points))
		}
	}
	if obs.OppHand != 0 {
		t.say(t.l.N("cli.hand.computer", obs.OppHand.Len()) + ": " + t.cards(obs.OppHand))
	}
	if res.Seed != 0 {
		t.say(t.l.T("cli.deal.seed", map[string]any{"Seed": strconv.FormatUint(res.Seed, 10)}))
	}
	t.say(t.l.T("cli.running", map[string]any{"You": t.l.Signed(s.Score(you)), "Computer": t.l.Signed(s.Score(computer))}))
}

func (t *terminal) gameOver(s *koikoi.State) {
	data := map[string]any{"You": t.l.Number(s.Score(you)), "Computer": t.l.Number(s.Score(computer))}
	w, ok := s.Winner()
	switch {
	case !ok:
		t.say(t.l.T("cli.gameover.draw", data))
	case w == you:
		t.say(t.l.T("cli.gameover.win", data))
	default:
		t.say(t.l.T("cli.gameover.lose", data))
	}
}
