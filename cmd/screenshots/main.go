package main

import (
	"flag"
	"fmt"
	"image/png"
	"log"
	"os"
	"path/filepath"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/software"
	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	ikeai "github.com/koikoi-app/koikoi/engine/ikebana/ai"
	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/tutorial"
	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui"
	kkui "github.com/koikoi-app/koikoi/ui/koikoi"
)

// outDir is where the pictures go.
var outDir string

func main() {
	out := flag.String("out", "docs/screenshots", "directory of the PNG files")
	lang := flag.String("lang", "en", "language of the texts")
	scale := flag.Float64("scale", 2, "pixels per dp")
	flag.Parse()
	outDir = *out
	if err := os.MkdirAll(*out, 0o755); err != nil {
		log.Fatal(err)
	}
	dir, err := os.MkdirTemp("", "koikoi-shots")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)

	fa := test.NewApp()
	st := store.New(store.Dir{Path: dir})
	set := store.DefaultSettings()
	set.Language = *lang
	set.Animation = store.AnimOff
	st.SaveSettings(set)
	st.SaveKoikoiStats(sampleStats())
	st.SaveKoikoiTutorial(tutorial.Progress{Offered: true, Done: map[string]bool{"cards": true}, Step: map[string]int{"yaku": 2}})
	a := ui.NewWithStore(fa, st)
	a.Koikoi.Sync = true

	shotApp := func(a *ui.App, name string, w, h float32) {
		a.Win.Resize(fyne.NewSize(w, h))
		if c, ok := a.Win.Canvas().(software.WindowlessCanvas); ok {
			c.SetScale(float32(*scale))
		}
		if len(a.Win.Canvas().Overlays().List()) == 0 {
			a.Refresh()
		}
		img := a.Win.Canvas().Capture()
		f, err := os.Create(filepath.Join(*out, name+".png"))
		if err != nil {
			log.Fatal(err)
		}
		if err := png.Encode(f, img); err != nil {
			log.Fatal(err)
		}
		f.Close()
		fmt.Println(filepath.Join(*out, name+".png"))
	}
	shot := func(name string, w, h float32) { shotApp(a, name, w, h) }

	a.ShowHome()
	shot("home-360x640", 360, 640)
	a.Koikoi.ShowCardDetails(koikoi.PhoenixCard)
	shot("card-details-360x640", 360, 640)
	for _, o := range a.Win.Canvas().Overlays().List() {
		a.Win.Canvas().Overlays().Remove(o)
	}

	g := busyRound()
	a.Koikoi.StartGame(g, store.KoikoiSave{Mode: store.ModeComputer, Level: "easy", AISeed: 1})
	if tb := a.Koikoi.Table(); tb != nil {
		obs := a.Koikoi.Match().Observe()
		if cs := obs.Hand.Cards(); len(cs) > 0 {
			best := cs[0]
			for _, c := range cs {
				if !obs.Field.Month(c.Month()).Empty() {
					best = c
					break
				}
			}
			if w := tb.HandCards[best]; w != nil {
				test.Tap(w)
			}
		}
	}
	shot("table-360x640", 360, 640)
	// The captures sheet a tap on a captures panel opens.
	if tb := a.Koikoi.Table(); tb != nil {
		tb.ShowCaptures(1)
		shot("captures-360x640", 360, 640)
		for _, o := range a.Win.Canvas().Overlays().List() {
			a.Win.Canvas().Overlays().Remove(o)
		}
	}
	// The README's pictures of the table: kept small.
	small(a, "table-412x915", 412, 915, 1.25)
	small(a, "table-915x412", 915, 412, 1.25)
	captureFrames(a)
	// Home with that game saved: Continue in Koi-Koi's tile, upright and
	// sideways; today's Koi-Koi daily played (its door shows the score),
	// Ikebana's still to play.
	a.Koikoi.Leave()
	a.Koikoi.Now = func() time.Time { return time.Date(2026, 12, 6, 12, 0, 0, 0, time.UTC) }
	a.Ikebana.Now = a.Koikoi.Now
	if g := wholeGame(5); g != nil {
		text, _ := g.MarshalText()
		st.AddDaily(store.Daily{Date: "2026-12-06", Game: store.DailyKoikoi, Record: string(text),
			Score: []int{g.State().Score(0), g.State().Score(1)}, Accuracy: 82.4, Reviewed: true})
	}
	a.ShowHome()
	small(a, "home-412x915", 412, 915, 1.25)
	small(a, "home-915x412", 915, 412, 1.25)
	// Home while turn-based tables wait for the player's move: the line
	// across its top and the counts on the Online doors, as the server
	// tells them.
	a.Online.Heard([]protocol.TableInfo{
		{ID: "t1", Game: "koikoi", Status: "playing", Seat: 0, Turn: true, Days: 1},
		{ID: "t2", Game: "koikoi", Status: "playing", Seat: 1, Turn: true, Days: 3},
		{ID: "t3", Game: "ikebana", Status: "playing", Seat: 2, Turn: true, Days: 1},
		{ID: "t4", Game: "ikebana", Status: "playing", Seat: 0, Days: 7},
	}, nil)
	a.ShowHome()
	small(a, "home-turns-412x915", 412, 915, 1.25)
	a.Online.Heard(nil, nil)
	a.ShowHome()
	// The daily's screens: Ikebana's before it is played, Koi-Koi's
	// once played, and the dailies' history.
	a.Ikebana.ShowDaily()
	shot("daily-360x640", 360, 640)
	a.Koikoi.ShowDaily()
	shot("daily-played-360x640", 360, 640)
	a.Koikoi.ShowDailyHistory()
	shot("daily-history-360x640", 360, 640)

	if g := untilKoiKoi(); g != nil {
		a.Koikoi.StartGame(g, store.KoikoiSave{Mode: store.ModeComputer, Level: "easy", AISeed: 1})
		shot("koikoi-360x640", 360, 640)
		if b := a.Koikoi.Table().Buttons["shobu"]; b != nil {
			test.Tap(b)
		}
		shot("round-result-360x640", 360, 640)
	}
	a.Koikoi.StartGame(wholeGame(5), store.KoikoiSave{Mode: store.ModeComputer, Level: "easy", AISeed: 1})
	shot("game-over-360x640", 360, 640)
	// The finished game's replay, every card shown, halfway through.
	if text, err := a.Koikoi.Match().Game.MarshalText(); err == nil {
		if err := a.Koikoi.ShowReplay(text, 0, [2]string{"You", "Computer"}, a.ShowHome); err == nil {
			v := a.Koikoi.Replay()
			v.RevealCheck.SetChecked(true)
			v.Move.SetValue(v.Move.Max / 2)
			shot("replay-360x640", 360, 640)
			v.RevealCheck.SetChecked(false)
			reviewShot(a.Koikoi, v, func() { shot("review-360x640", 360, 640) })
		}
	}

	a.Koikoi.StartGame(midRound(3, 0), store.KoikoiSave{Mode: store.ModePass})
	shot("handover-360x640", 360, 640)

	a.Koikoi.ShowNewGame()
	shot("new-game-360x640", 360, 640)
	a.Koikoi.ShowRules()
	shot("rules-360x640", 360, 640)
	a.Koikoi.ShowStats()
	shot("stats-360x640", 360, 640)
	a.ShowSettings()
	shot("settings-360x640", 360, 640)

	ikebanaScores(a)
	walkShots(a)

	tutorialShots(a, shot)
	firstLaunch(*lang, func(a *ui.App) { shotApp(a, "first-launch-360x640", 360, 640) })

}

// captureFrames shows a capture in motion at 412×915 in three frames: the
// played card on its way to the field, lying on the card it takes, and
// both sliding to the player's captures.
func captureFrames(a *ui.App) {
	a.Settings.Animation = store.AnimNormal
	defer func() { a.Settings.Animation = store.AnimOff }()
	a.Win.Resize(fyne.NewSize(412, 915))
	a.Koikoi.StartGame(busyRound(), store.KoikoiSave{Mode: store.ModeComputer, Level: "easy", AISeed: 1})
	tb := a.Koikoi.Table()
	tb.Hold()
	obs := a.Koikoi.Match().Observe()
	var play *kkui.CardWidget
	for _, c := range obs.Hand.Cards() {
		if obs.Field.Month(c.Month()).Len() == 1 {
			play = tb.HandCards[c]
			break
		}
	}
	if play == nil {
		return
	}
	test.Tap(play)
	test.Tap(play)
	frame := func(name string) { small(a, name, 0, 0, 1) }
	tb.Tick(0.5)
	frame("capture-1-412x915")
	tb.Tick(1)
	frame("capture-2-412x915")
	tb.Tick(0.6)
	frame("capture-3-412x915")
	for tb.Animating() {
		tb.Tick(1)
	}
}

// small writes the window (resized to w×h dp unless w is 0) at scale
// pixels per dp, compressed hard: the README's table pictures.
func small(a *ui.App, name string, w, h, scale float32) {
	if w > 0 {
		a.Win.Resize(fyne.NewSize(w, h))
	}
	if c, ok := a.Win.Canvas().(software.WindowlessCanvas); ok {
		c.SetScale(scale)
	}
	img := a.Win.Canvas().Capture()
	path := filepath.Join(outDir, name+".png")
	f, err := os.Create(path)
	if err != nil {
		log.Fatal(err)
	}
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(f, img); err != nil {
		log.Fatal(err)
	}
	f.Close()
	fmt.Println(path)
}

// ikebanaScores shows an Ikebana round's scoring at 412×915: a two-florist
// round where both refused and bought, with one joker.
func ikebanaScores(a *ui.App) {
	g := ikebanaRound()
	if g == nil {
		return
	}
	a.Win.Resize(fyne.NewSize(412, 915))
	if err := a.Ikebana.StartGame(g, "easy"); err != nil {
		log.Fatal(err)
	}
	small(a, "ikebana-scores-412x915", 412, 915, 1.25)
	a.ShowHome()
}

// ikebanaRound finds a first round of two easy florists, scored, in which
// each refused a card and bought one, and one joker was played.
func ikebanaRound() *ikebana.Game {
	for seed := uint64(1); seed < 500; seed++ {
		g, _ := ikebana.NewGame(ikebana.WithPlayers(2), ikebana.WithSeed(seed), ikebana.WithFirstPlayer(0))
		var players [2]ikeai.Player
		for p := range players {
			players[p], _ = ikeai.New("easy", ikeai.WithSeed(seed+uint64(p)))
		}
		var refused, bought [2]bool
		for g.State().Phase().Playing() {
			st := g.State()
			p := st.ToMove()
			obs := st.Observe(p)
			mv := players[p].Move(&obs)
			refused[p] = refused[p] || mv.Kind == ikebana.MoveRefuse
			bought[p] = bought[p] || mv.Kind == ikebana.MoveBuy
			if g.Apply(mv) != nil {
				break
			}
		}
		res := g.State().Result()
		if res.Round != 1 || refused != [2]bool{true, true} || bought != [2]bool{true, true} {
			continue
		}
		jokers := 0
		for _, b := range res.Bouquets {
			for _, c := range b.Cards() {
				if c.Joker() {
					jokers++
				}
			}
		}
		if jokers == 1 {
			return g
		}
	}
	return nil
}

// first plays the first legal move.
func first(g *koikoi.Game) error {
	st := g.State()
	if st.Phase() == koikoi.PhaseRoundOver {
		return g.NextRound()
	}
	ms := st.LegalMoves()
	if len(ms) == 0 {
		return fmt.Errorf("no move")
	}
	m := ms[0]
	for _, x := range ms {
		if x.Kind == koikoi.MoveShobu || x.Kind == koikoi.MoveKeep {
			m = x
		}
	}
	return g.Apply(m)
}

// midRound returns a game from seed after n moves, with seat 0 to play.
func midRound(seed uint64, n int) *koikoi.Game {
	g, _ := koikoi.NewGame(koikoi.WithSeed(seed), koikoi.WithDealer(0))
	for i := 0; i < n; i++ {
		first(g)
	}
	for {
		st := g.State()
		if st.Phase() == koikoi.PhasePlay && st.ToMove() == 0 {
			return g
		}
		if first(g) != nil {
			return g
		}
	}
}

// busyRound finds a first round under way where both players have
// captured a few cards and seat 0 is to play.
func busyRound() *koikoi.Game {
	for seed := uint64(1); seed < 500; seed++ {
		g, _ := koikoi.NewGame(koikoi.WithSeed(seed), koikoi.WithDealer(0))
		for i := 0; i < 40; i++ {
			st := g.State()
			if st.Round() != 1 || st.Phase() == koikoi.PhaseRoundOver {
				break
			}
			if st.Phase() == koikoi.PhasePlay && st.ToMove() == 0 && st.Captured(0).Len() >= 6 && st.Captured(1).Len() >= 5 &&
				st.Hand(0).Len() >= 4 {
				return g
			}
			if first(g) != nil {
				break
			}
		}
	}
	return midRound(11, 6)
}

// untilKoiKoi finds a game where seat 0 must choose Koi-Koi or Shobu.
func untilKoiKoi() *koikoi.Game {
	for seed := uint64(1); seed < 500; seed++ {
		g, _ := koikoi.NewGame(koikoi.WithSeed(seed), koikoi.WithDealer(0))
		for i := 0; i < 60; i++ {
			st := g.State()
			if st.Phase() == koikoi.PhaseKoiKoi {
				if st.ToMove() == 0 && st.Round() == 1 {
					sc := g.Observe(0)
					if s := sc.Score(); s.Total >= 3 {
						return g
					}
				}
				break
			}
			if st.Phase() != koikoi.PhasePlay && st.Phase() != koikoi.PhaseCaptureHand &&
				st.Phase() != koikoi.PhaseCaptureDraw && st.Phase() != koikoi.PhaseExchange {
				break
			}
			if first(g) != nil {
				break
			}
		}
	}
	return nil
}

// wholeGame plays a game of six rounds to its end.
func wholeGame(seed uint64) *koikoi.Game {
	r := koikoi.MustPreset("standard")
	r.Set("rounds", "6")
	g, _ := koikoi.NewGame(koikoi.WithRules(r), koikoi.WithSeed(seed), koikoi.WithDealer(0))
	for i := 0; i < 2000; i++ {
		st := g.State()
		if st.Phase() == koikoi.PhaseGameOver {
			break
		}
		if first(g) != nil {
			break
		}
	}
	return g
}

func sampleStats() store.KoikoiStats {
	var s store.KoikoiStats
	s.AddRound(true, false, 7, []string{"akatan", "tan"})
	s.AddRound(false, true, 4, nil)
	s.AddRound(true, false, 5, []string{"inoshikacho"})
	s.AddRound(true, false, 2, []string{"kasu"})
	s.AddGame(1)
	s.AddGame(-1)
	s.AddGame(1)
	return s
}

// tutorialShots shows the list of lessons and, for each lesson, its first
// step that waits for a tap or a choice, after one wrong tap (so that the
// explanation shows too).
func tutorialShots(a *ui.App, shot func(string, float32, float32)) {
	a.Win.Resize(fyne.NewSize(360, 640))
	a.Koikoi.ShowTutorial()
	shot("tutorial-list-360x640", 360, 640)
	for i, id := range tutorial.LessonIDs {
		a.Koikoi.OpenLesson(id)
		ls := a.Koikoi.Lesson()
		for n := 0; n < 40 && ls.View().Action == tutorial.ActionNext && !ls.Done(); n++ {
			ls.Next()
		}
		if v := ls.View(); v.Action == tutorial.ActionTap && len(v.Cards) > 0 {
			ls.TapCard(v.Cards[0])
		} else if v.Table != nil && v.Action == tutorial.ActionMove {
			ls.TapCard(v.Table.Field.First())
		}
		shot(fmt.Sprintf("tutorial-%d-360x640", i+1), 360, 640)
	}
	a.ShowHome()
}

// firstLaunch shows the offer of the tutorial that greets a new player.
func firstLaunch(lang string, shot func(*ui.App)) {
	dir, err := os.MkdirTemp("", "koikoi-first")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	st := store.New(store.Dir{Path: dir})
	set := store.DefaultSettings()
	set.Language = lang
	st.SaveSettings(set)
	a := ui.NewWithStore(test.NewApp(), st)
	shot(a)
}
