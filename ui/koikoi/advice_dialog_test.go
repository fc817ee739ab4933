package koikoi

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/advice"
	"github.com/koikoi-app/koikoi/engine/koikoi/ai"
	"github.com/koikoi-app/koikoi/store"
)

// quickAdvice is the advisor at a small budget, the same for a position
// every time it is asked.
func quickAdvice(obs *koikoi.Observation) advice.Advice {
	return advice.Advise(obs, ai.WithSeed(1), ai.WithBudget(300))
}

// koiDecision plays games of the preset (normal players on both seats)
// until the player of seat 0 faces a Koi-Koi choice whose advice
// satisfies want, and returns the game there.
func koiDecision(t *testing.T, preset string, rounds int, want func(*koikoi.Observation, advice.Advice) bool) *koikoi.Game {
	t.Helper()
	r := koikoi.MustPreset(preset)
	r.Rounds = rounds
	p, _ := ai.New("normal", ai.WithSeed(1))
	for seed := uint64(1); seed < 400; seed++ {
		g, err := koikoi.NewGame(koikoi.WithRules(r), koikoi.WithSeed(seed))
		if err != nil {
			t.Fatal(err)
		}
		for g.State().Phase() != koikoi.PhaseGameOver {
			if g.State().Phase() == koikoi.PhaseRoundOver {
				g.NextRound()
				continue
			}
			seat := g.State().ToMove()
			o := g.Observe(seat)
			if seat == 0 && o.Phase == koikoi.PhaseKoiKoi && want(&o, quickAdvice(&o)) {
				return g
			}
			if err := g.Apply(p.Move(&o)); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("no game reached the Koi-Koi choice wanted")
	return nil
}

// has reports whether adv gives a reason of kind k.
func has(adv advice.Advice, k advice.Kind) bool {
	return slices.ContainsFunc(adv.Reasons, func(r advice.Reason) bool { return r.Kind == k })
}

// showKoiKoi starts g at its Koi-Koi choice in lang with hints on, and
// returns the table with its dialog.
func showKoiKoi(t *testing.T, g *koikoi.Game, lang string) (*App, *tableScreen) {
	t.Helper()
	a := newTestApp(t, t.TempDir())
	shellOf(a).setLanguage(lang)
	a.settings().MoveHints = true
	a.advise = quickAdvice
	a.StartGame(g, store.KoikoiSave{Mode: store.ModeComputer})
	tb := a.Table()
	if tb.Buttons["koikoi"] == nil || tb.Buttons["shobu"] == nil {
		t.Fatal("no Koi-Koi dialog")
	}
	return a, tb
}

// checkDialog checks what every Koi-Koi dialog with a hint says: the
// reasons of the advice in order, one recommendation whose button stands
// out, the chance of scoring again in one unbreakable text, and never
// "pays off".
func checkDialog(t *testing.T, a *App, tb *tableScreen) advice.Advice {
	t.Helper()
	obs := tb.c.Observe()
	adv := *tb.koiAdv
	if err := advice.Check(&obs, adv); err != nil {
		t.Fatalf("the dialog's advice does not check: %v", err)
	}
	want := adviceSentences(a.l(), &obs, adv, a.T("term.computer"))
	if !slices.Equal(tb.KoiTexts, want) {
		t.Errorf("dialog says %q; want %q", tb.KoiTexts, want)
	}
	if tb.KoiChance == nil || tb.KoiChance.Text != percent(a.l(), adv.Decision.ScoreAgain) {
		t.Errorf("no chance of scoring again first in the dialog")
	}
	hinted, other := tb.Buttons["shobu"], tb.Buttons["koikoi"]
	if adv.Move == koikoi.KoiKoi {
		hinted, other = other, hinted
	}
	if hinted.Importance == other.Importance {
		t.Error("the hint's button does not stand out")
	}
	for _, s := range append(tb.KoiTexts, tb.KoiChance.Text) {
		if strings.Contains(s, "pays off") {
			t.Errorf("the dialog still says %q", s)
		}
	}
	return adv
}

// TestKoiKoiDialogAtSixPoints: at 6 points the dialog says that one more
// point reaches 7 and doubles the score, in every language.
func TestKoiKoiDialogAtSixPoints(t *testing.T) {
	g := koiDecision(t, "standard", 3, func(o *koikoi.Observation, adv advice.Advice) bool {
		return o.Rules.SevenDoubles && o.Score().Base == 6
	})
	for _, lang := range []string{"en", "fr", "ja"} {
		t.Run(lang, func(t *testing.T) {
			a, tb := showKoiKoi(t, g, lang)
			adv := checkDialog(t, a, tb)
			i := slices.IndexFunc(adv.Reasons, func(r advice.Reason) bool { return r.Kind == advice.SevenDoubles })
			if i < 0 {
				t.Fatalf("no seven-doubles reason at 6 points: %v", adv.Reasons)
			}
			want := a.l().N("advice.seven-doubles", 1, M{"Points": a.l().N("count.points", 6)})
			if tb.KoiTexts[i] != want {
				t.Errorf("at 6 points the dialog says %q; want %q", tb.KoiTexts[i], want)
			}
		})
	}
}

// TestKoiKoiDialogShobuWinsGame: in the last round, when Shobu wins the
// game, the dialog says so first.
func TestKoiKoiDialogShobuWinsGame(t *testing.T) {
	g := koiDecision(t, "rulebook", 2, func(o *koikoi.Observation, adv advice.Advice) bool {
		return o.Round == o.Rounds && o.ScoreSelf < o.ScoreOpp && len(adv.Reasons) > 0 && adv.Reasons[0].Kind == advice.ShobuWinsGame
	})
	a, tb := showKoiKoi(t, g, "en")
	adv := checkDialog(t, a, tb)
	r := adv.Reasons[0]
	want := a.T("advice.shobu-wins-game", M{"You": a.l().Number(r.You), "Opp": a.l().Number(r.Opp)})
	if len(tb.KoiTexts) == 0 || tb.KoiTexts[0] != want {
		t.Errorf("the dialog begins %q; want %q", tb.KoiTexts, want)
	}
	if adv.Move != koikoi.Shobu || tb.Buttons["shobu"].Importance <= tb.Buttons["koikoi"].Importance {
		t.Errorf("the hint %v, or its button, is not Shobu's", adv.Move)
	}
}

// TestKoiKoiDialogHintAgainstPoints: when the hint goes against the
// points, the dialog says which the points favour, and that the hint
// follows the search and why.
func TestKoiKoiDialogHintAgainstPoints(t *testing.T) {
	g := koiDecision(t, "standard", 6, func(o *koikoi.Observation, adv advice.Advice) bool {
		return adv.Decision != nil && adv.Decision.Favoured != adv.Move && has(adv, advice.FollowsSearch)
	})
	for _, lang := range []string{"en", "de"} {
		t.Run(lang, func(t *testing.T) {
			a, tb := showKoiKoi(t, g, lang)
			adv := checkDialog(t, a, tb)
			i := slices.IndexFunc(adv.Reasons, func(r advice.Reason) bool { return r.Kind == advice.FollowsSearch })
			favoured := a.T("term.koikoi")
			if adv.Decision.Favoured == koikoi.Shobu {
				favoured = a.T("term.shobu")
			}
			if !strings.Contains(tb.KoiTexts[i], favoured) {
				t.Errorf("%q does not say the points favour %s", tb.KoiTexts[i], favoured)
			}
			if tb.KoiTexts[i-1] != reasonSentence(a.l(), ptrTo(tb.c.Observe()), adv, adv.Reasons[i-1], a.T("term.computer")) ||
				adv.Reasons[i-1].Kind != advice.PointsFavour {
				t.Errorf("the points are not told before the hint's reason: %q", tb.KoiTexts)
			}
		})
	}
}

// TestKoiKoiDialogHintsOff: without "Offer move hints" the dialog shows
// no hint, no reasons and no chance, and neither button stands out.
func TestKoiKoiDialogHintsOff(t *testing.T) {
	a := newTestApp(t, t.TempDir())
	a.settings().MoveHints = false
	asked := 0
	a.advise = func(obs *koikoi.Observation) advice.Advice { asked++; return quickAdvice(obs) }
	a.StartGame(stackedGame(t), store.KoikoiSave{Mode: store.ModeComputer})
	playToKoiKoi(t, a)
	tb := a.Table()
	if asked != 0 || tb.KoiTexts != nil || tb.KoiChance != nil {
		t.Errorf("hints off: asked %d times, dialog says %q", asked, tb.KoiTexts)
	}
	if tb.Buttons["koikoi"].Importance != tb.Buttons["shobu"].Importance {
		t.Error("hints off: a button stands out")
	}
	if tb.Buttons["hint"] != nil {
		t.Error("hints off: the table has a hint button")
	}
}

// TestFirstMoveCraneHint is the first move at the table: the hint
// plays the Chrysanthemum plain on its blue ribbon while the Pine poetry
// ribbon could take the Crane. Both cards of the hint light up, the Crane
// does not, and the reasons say the Crane is passed over and why: only
// the player can take it later, and the search's margin, in words.
func TestFirstMoveCraneHint(t *testing.T) {
	mine := cards(t, "jan-plain-1", "jan-plain-2", "jan-poetry", "sep-plain-2", "apr-plain-1", "may-plain-2", "jun-plain-1", "dec-plain-2")
	field := cards(t, "jan-crane", "sep-blue", "feb-plain-1", "jul-plain-1", "aug-plain-1", "nov-swallow", "mar-poetry", "oct-plain-1")
	used := koikoi.SetOf(append(append([]koikoi.Card{}, mine...), field...)...)
	opp := (koikoi.FullDeck &^ used).Cards()[:8] // the rest in deck order, as the advisor's example deals
	for _, lang := range []string{"en", "fr"} {
		t.Run(lang, func(t *testing.T) {
			a := newTestApp(t, t.TempDir())
			shellOf(a).setLanguage(lang)
			a.settings().MoveHints = true
			a.advise = func(obs *koikoi.Observation) advice.Advice { return advice.Advise(obs, ai.WithSeed(1)) }
			a.StartGame(dealtGame(t, koikoi.MustPreset("rulebook"), mine, field, opp), store.KoikoiSave{Mode: store.ModeComputer})
			tb := a.Table()
			test.Tap(tb.Buttons["hint"])
			adv := *tb.hint
			plain, blue, crane := cards(t, "sep-plain-2")[0], cards(t, "sep-blue")[0], koikoi.CraneCard
			if adv.Move != koikoi.Play(plain) {
				t.Fatalf("hint %v; want play %v", adv.Move, plain)
			}
			if !tb.HandCards[plain].Highlight || !tb.FieldCards[blue].Highlight || tb.FieldCards[crane].Highlight {
				t.Error("the hint lights up the wrong cards")
			}
			i := slices.IndexFunc(adv.Reasons, func(r advice.Reason) bool { return r.Kind == advice.PassesOver })
			if i < 0 || i+2 >= len(adv.Reasons) || adv.Reasons[i+1].Kind != advice.MonthHeld || adv.Reasons[i+2].Kind != advice.Rated {
				t.Fatalf("reasons %v; want passes-over, month-held, rated", adv.Reasons)
			}
			over, held, rated := tb.HintTexts[i], tb.HintTexts[i+1], tb.HintTexts[i+2]
			want := map[string][2]string{
				"en": {"The pine poetry ribbon could take the crane and sun, a card of a higher rank.",
					"The crane and sun can wait: Computer has no card of its month and none is left in the pile, and you hold the pine poetry ribbon, the pine and the pine, so only you can take it later."},
				"fr": {"Le ruban poème du pin pourrait prendre la grue et le soleil, une carte de rang plus élevé.",
					"La grue et le soleil peut attendre : Ordinateur n’a aucune carte de ce mois et la pioche n’en a plus ; vous avez le ruban poème du pin, le pin et le pin, vous seul pourrez donc prendre cette carte."},
			}[lang]
			if over != want[0] {
				t.Errorf("passes-over %q; want %q", over, want[0])
			}
			if held != want[1] {
				t.Errorf("month-held %q; want %q", held, want[1])
			}
			if strings.ContainsAny(rated, "0123456789%") {
				t.Errorf("the search's margin %q reads as a number", rated)
			}
		})
	}
}

// TestLessonHintWhy: in the guided round a tap on the hint's "Why?"
// shows its checked reasons, worded as at the table, and a tap closes
// them; the bubble does not change size.
func TestLessonHintWhy(t *testing.T) {
	a := newTutorialApp(t, t.TempDir(), "fr")
	a.OpenLesson("guided")
	ls := a.Lesson()
	test.Tap(ls.Buttons["next"]) // the intro; the next step has a hint
	v := ls.View()
	if !v.HasHint || v.Table == nil || ls.Buttons["why"] == nil {
		t.Fatalf("no hint with a Why? at the guided round's first play: %+v", v.Hint)
	}
	if err := advice.Check(v.Table, v.Advice); err != nil {
		t.Fatalf("the lesson's advice does not check: %v", err)
	}
	bubble := ls.bubbleBox.Size()
	test.Tap(ls.Buttons["why"])
	want := adviceSentences(a.l(), v.Table, v.Advice, a.T("term.computer"))
	if len(want) == 0 || !slices.Equal(ls.HintTexts, want) {
		t.Errorf("Why? shows %q; want %q", ls.HintTexts, want)
	}
	if ls.bubbleBox.Size() != bubble {
		t.Error("the bubble changed size")
	}
	test.Tap(ls.Buttons["whyclose"])
	if ls.HintTexts != nil || len(a.h.Win.Canvas().Overlays().List()) != 0 {
		t.Error("the reasons stay after a tap on close")
	}
}
