package main

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/advice"
	"github.com/koikoi-app/koikoi/engine/ikebana/ai"
	"github.com/koikoi-app/koikoi/engine/ikebana/names"
	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/internal/cli"
)

// you is the terminal player's seat; the computer players sit at the
// others.
const you ikebana.Seat = 0

// terminal is a game of ikebana play: the game, the computer players, and
// the terminal it talks to in the player's language.
type terminal struct {
	g     *ikebana.Game
	bots  []ai.Player // bots[p] plays seat p (nil for you)
	seed  uint64
	hints bool
	l     *i18n.Localizer
	in    *bufio.Scanner
	out   io.Writer
}

func runPlay(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := cli.NewFlagSet("ikebana", "play")
	players := fs.Int("players", 4, "players at the table, you included: 2 to 5")
	level := fs.String("level", "normal", "the computer players' level: "+strings.Join(ai.Levels, ", "))
	seed := fs.Uint64("seed", uint64(time.Now().UnixNano()), "game seed (the same seed deals the same game)")
	lang := fs.String("lang", i18n.FromEnv(), "language: en, fr, es, de or ja (default from LANG)")
	final := fs.Bool("final", false, "Bouquet final: the last round's scores count double")
	hints := fs.Bool("hints", false, "show the hard level's suggestion before each of your decisions (? shows it anyway)")
	if ok, status := cli.Parse(fs, args, stdout, stderr); !ok {
		return status
	}
	if fs.NArg() > 0 {
		return cli.Fail(stderr, fs.Name(), fmt.Errorf("unexpected argument %q", fs.Arg(0)))
	}
	if *players < ikebana.MinPlayers || *players > ikebana.MaxPlayers {
		return cli.Fail(stderr, fs.Name(), fmt.Errorf("--players must be %d to %d (got %d)", ikebana.MinPlayers, ikebana.MaxPlayers, *players))
	}
	if err := cli.Language(*lang); err != nil {
		return cli.Fail(stderr, fs.Name(), err)
	}
	t := &terminal{seed: *seed, hints: *hints, l: i18n.New(*lang), in: bufio.NewScanner(stdin), out: stdout}
	t.bots = make([]ai.Player, *players)
	for p := 1; p < *players; p++ {
		bot, err := ai.New(*level, ai.WithSeed(*seed+uint64(p)))
		if err != nil {
			return cli.Fail(stderr, fs.Name(), err)
		}
		t.bots[p] = bot
	}
	g, err := ikebana.NewGame(ikebana.WithPlayers(*players), ikebana.WithBouquetFinal(*final), ikebana.WithSeed(*seed))
	if err != nil {
		return cli.Fail(stderr, fs.Name(), err)
	}
	t.g = g
	lv := strings.ToLower(strings.TrimSpace(*level))
	t.say(t.l.N("ikebana.cli.welcome", *players-1, map[string]any{"Level": t.l.T("level." + lv + ".name")}))
	if *final {
		t.say(t.l.T("ikebana.cli.final"))
	}
	t.roundHeader()
	if !t.loop() {
		fmt.Fprintln(stdout)
	}
	return 0
}

func (t *terminal) say(s string) { fmt.Fprintln(t.out, s) }

// loop plays until the game is over (true) or the input ends (false).
func (t *terminal) loop() bool {
	for {
		s := t.g.State()
		switch s.Phase() {
		case ikebana.PhaseGameOver:
			t.roundOver(&s)
			t.gameOver(&s)
			return true
		case ikebana.PhaseRoundOver:
			t.roundOver(&s)
			if err := t.g.NextRound(); err != nil {
				panic(err) // the phase was checked
			}
			t.roundHeader()
			continue
		}
		p := s.ToMove()
		var m ikebana.Move
		if p == you {
			var ok bool
			if m, ok = t.ask(&s); !ok {
				return false
			}
		} else {
			obs := s.Observe(p)
			m = t.bots[p].Move(&obs)
		}
		if err := t.g.Apply(m); err != nil {
			t.say(t.l.T("ikebana.cli.invalid"))
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
	t.say("═══ " + t.l.T("ikebana.cli.round", map[string]any{"N": t.l.Number(s.Round()), "Total": t.l.Number(ikebana.Rounds)}) + " ═══")
	if s.LastRound() && s.Rules().Final {
		t.say(t.l.T("ikebana.cli.round.final"))
	}
	if s.FirstPlayer() == you {
		t.say(t.l.T("ikebana.cli.first.you"))
	} else {
		t.say(t.l.T("ikebana.cli.first.other", map[string]any{"Who": t.name(s.FirstPlayer())}))
	}
}

// name is a seat's name as a subject: "You", "Computer 2".
func (t *terminal) name(p ikebana.Seat) string {
	if p == you {
		return t.l.T("ikebana.name.you")
	}
	return t.l.T("ikebana.name.computer", map[string]any{"N": int(p)})
}

// payee is a seat's name as the one paid: "you", "Computer 2".
func (t *terminal) payee(p ikebana.Seat) string {
	if p == you {
		return t.l.T("ikebana.name.you.to")
	}
	return t.name(p)
}

// seller is a seat's name as the one bought from: "you", "Computer 2".
func (t *terminal) seller(p ikebana.Seat) string {
	if p == you {
		return t.l.T("ikebana.name.you.from")
	}
	return t.name(p)
}

// card names a card as a label: "red 3".
func (t *terminal) card(c ikebana.Card) string { return names.Card(t.l, c) }

// noun names a card for a sentence, with its article: "the red 3", "le 5
// rouge"; the template picks the case ({{.Card.Acc}}).
func (t *terminal) noun(c ikebana.Card) i18n.Noun { return names.CardNoun(t.l, c) }

func (t *terminal) cards(s ikebana.Set) string {
	if s == 0 {
		return t.l.T("ikebana.cli.empty")
	}
	var parts []string
	for _, c := range s.Cards() {
		parts = append(parts, t.card(c))
	}
	return strings.Join(parts, ", ")
}

// combos names a score's combinations: "run 2-5 + pair of 3s".
func (t *terminal) combos(sc ikebana.Score) string { return names.Combos(t.l, sc) }

// colours names a score's colour multiplier: "2 colours ×2".
func (t *terminal) colours(sc ikebana.Score) string { return names.Colours(t.l, sc) }

// showTable prints what the player sees before deciding.
func (t *terminal) showTable(s *ikebana.State) {
	t.say("")
	t.say(t.l.N("ikebana.cli.pile", s.PileLen()))
	width := 0
	for p := range s.Players() {
		width = max(width, len([]rune(t.name(ikebana.Seat(p)))))
	}
	for p := range s.Players() {
		q := ikebana.Seat(p)
		name := t.name(q)
		line := fmt.Sprintf("  %s%s  %s · %s", name, strings.Repeat(" ", width-len([]rune(name))),
			t.l.N("ikebana.cli.prestige", s.Prestige(q)), t.l.T("ikebana.cli.bouquet", map[string]any{"Cards": t.cards(s.Bouquet(q))}))
		if top := s.DiscardTop(q); top != ikebana.NoCard {
			line += " · " + t.l.T("ikebana.cli.discard", map[string]any{"Card": t.card(top)})
			if under := s.Discards(q).Len() - 1; under > 0 {
				line += " " + t.l.N("ikebana.cli.discard.under", under)
			}
		}
		t.say(line)
	}
	if b := s.Bouquet(you); b != 0 {
		sc, _ := ikebana.ScoreBouquet(b, false)
		t.say(t.l.T("ikebana.cli.standing", map[string]any{"Combos": t.combos(sc), "Colours": t.colours(sc), "Total": sc.Total}))
	}
}

// ask shows the table and reads the player's decision. ok is false at the
// end of the input.
func (t *terminal) ask(s *ikebana.State) (m ikebana.Move, ok bool) {
	legal := s.LegalMoves()
	if s.Phase() == ikebana.PhaseStart {
		t.showTable(s)
	} else {
		t.say(t.l.T("ikebana.cli.drawn", map[string]any{"Card": t.noun(s.Drawn())}))
	}
	for i, mv := range legal {
		t.say(fmt.Sprintf("  %d) %s", i+1, t.option(s, mv)))
	}
	if t.hints {
		t.hint(s)
	}
	for {
		fmt.Fprint(t.out, t.l.T("ikebana.cli.prompt"))
		if !t.in.Scan() {
			return m, false
		}
		a := strings.TrimSpace(t.in.Text())
		if a == "?" {
			t.hint(s)
			continue
		}
		if n, err := strconv.Atoi(a); err == nil && n >= 1 && n <= len(legal) {
			return legal[n-1], true
		}
		t.say(t.l.T("ikebana.cli.invalid"))
	}
}

// option describes a legal move.
func (t *terminal) option(s *ikebana.State, m ikebana.Move) string {
	switch m.Kind {
	case ikebana.MoveDraw:
		return t.l.T("ikebana.cli.option.draw")
	case ikebana.MoveBuy:
		c := s.DiscardTop(m.From)
		return t.l.T("ikebana.cli.option.buy", map[string]any{"Card": t.noun(c), "From": t.seller(m.From), "Price": c.Value()})
	case ikebana.MoveKeep:
		return t.l.T("ikebana.cli.option.keep", map[string]any{"Card": t.noun(s.Drawn())})
	}
	price, to := s.RefusePrice()
	return t.l.T("ikebana.cli.option.refuse", map[string]any{"Price": price, "To": t.payee(to)})
}

// hint prints the hard level's suggestion and why.
func (t *terminal) hint(s *ikebana.State) {
	obs := s.Observe(you)
	a := advice.Advise(&obs, ai.WithSeed(t.seed))
	r := a.Reason
	data := map[string]any{"Price": r.Price, "Gain": r.Gain, "Total": r.Score.Total}
	if r.Card != ikebana.NoCard {
		data["Card"] = t.noun(r.Card)
	}
	if r.Kind == advice.Completes || r.Kind == advice.Builds {
		data["Combos"], data["Colours"] = t.combos(r.Score), t.colours(r.Score)
	}
	line := t.l.T("ikebana.hint."+r.Kind.String(), data)
	if a.Searched {
		line += " " + t.l.T("ikebana.hint.chance", map[string]any{"Percent": int(a.WinChance*100 + 0.5)})
	}
	t.say(line)
}

// narrate tells what a move did.
func (t *terminal) narrate(before, after *ikebana.State, m ikebana.Move) {
	p := before.ToMove()
	who := "other"
	if p == you {
		who = "you"
	}
	data := map[string]any{"Who": t.name(p)}
	switch m.Kind {
	case ikebana.MoveDraw:
		data["Card"] = t.noun(after.Drawn())
	case ikebana.MoveKeep:
		data["Card"] = t.noun(before.Drawn())
	case ikebana.MoveRefuse:
		price, to := before.RefusePrice()
		data["Card"], data["Price"], data["To"] = t.noun(before.Drawn()), price, t.payee(to)
	case ikebana.MoveBuy:
		c := before.DiscardTop(m.From)
		data["Card"], data["Price"], data["From"] = t.noun(c), c.Value(), t.seller(m.From)
	}
	kind := strings.Fields(m.String())[0] // draw, buy, keep or refuse
	if m.Kind == ikebana.MoveBuy && m.From == you {
		kind = "buy.you" // "vous achète", "te compra": French and Spanish say it apart
	}
	if p != you || m.Kind != ikebana.MoveDraw { // ask shows your own draws
		t.say(t.l.T("ikebana.cli."+who+"."+kind, data))
	}
	if (m.Kind == ikebana.MoveDraw || m.Kind == ikebana.MoveRefuse) && after.Reshuffles() > before.Reshuffles() {
		t.say(t.l.T("ikebana.cli.reshuffle"))
	}
	if m.Kind == ikebana.MoveRefuse && p != you {
		t.say(t.l.T("ikebana.cli.other.draw", map[string]any{"Who": t.name(p), "Card": t.noun(after.Drawn())}))
	}
}

// roundOver prints every bouquet's score and the prestige.
func (t *terminal) roundOver(s *ikebana.State) {
	res := s.Result()
	t.say("")
	t.say(t.l.T("ikebana.cli.scores", map[string]any{"N": t.l.Number(res.Round)}))
	for p, sc := range res.Scores {
		line := "  " + t.l.T("ikebana.cli.score.line", map[string]any{"Who": t.name(ikebana.Seat(p)),
			"Cards": t.cards(res.Bouquets[p]), "Combos": t.combos(sc), "Colours": t.colours(sc), "Total": sc.Total})
		if sc.Final {
			line += " " + t.l.T("ikebana.cli.score.doubled")
		}
		t.say(line)
	}
	var list []string
	for p := range s.Players() {
		list = append(list, fmt.Sprintf("%s %d", t.name(ikebana.Seat(p)), s.Prestige(ikebana.Seat(p))))
	}
	t.say(t.l.T("ikebana.cli.standings", map[string]any{"List": strings.Join(list, ", ")}))
}

func (t *terminal) gameOver(s *ikebana.State) {
	ws := s.Winners()
	best := s.Prestige(ws[0])
	var others []string
	won := false
	for _, w := range ws {
		if w == you {
			won = true
		} else {
			others = append(others, t.name(w))
		}
	}
	t.say("")
	switch {
	case won && len(others) == 0:
		t.say(t.l.T("ikebana.cli.gameover.win", map[string]any{"Prestige": best}))
	case won:
		t.say(t.l.T("ikebana.cli.gameover.shared", map[string]any{"Others": strings.Join(others, ", "), "Prestige": best}))
	default:
		t.say(t.l.T("ikebana.cli.gameover.lose", map[string]any{"Winners": strings.Join(others, ", "), "Prestige": best, "Mine": s.Prestige(you)}))
	}
	t.say(t.l.T("ikebana.cli.seed", map[string]any{"Seed": strconv.FormatUint(t.seed, 10)}))
}
