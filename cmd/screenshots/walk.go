package main

import (
	"log"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	ikeai "github.com/koikoi-app/koikoi/engine/ikebana/ai"
	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui"
)

// walkShots shows what issue 29's fixes changed on screen, at 360×640:
// the computer's turn told and kept at the default pace, a lesson's
// acknowledgement while its cards move, the lesson's end with Back and
// Next in their places, a resumed game with its marks and narration,
// Ikebana's Keep/Refuse row under the answer to a tap, and Ikebana's
// final standings.
func walkShots(a *ui.App) {
	computerTurn(a)
	lessonMoving(a)
	lessonEnd(a)
	resumed(a)
	ikebanaWhy(a)
	ikebanaStandings(a)
	a.ShowHome()
}

// playMatching taps the first hand card that takes a field card, then
// the field card, as a player does.
func playMatching(a *ui.App) {
	tb := a.Koikoi.Table()
	obs := a.Koikoi.Match().Observe()
	for _, c := range obs.Hand.Cards() {
		if f := obs.Field.Month(c.Month()); !f.Empty() {
			test.Tap(tb.HandCards[c])
			if w := tb.FieldCards[f.First()]; w != nil && a.Koikoi.Match().MyTurn() {
				test.Tap(w)
			}
			return
		}
	}
	c := obs.Hand.First()
	test.Tap(tb.HandCards[c])
	if a.Koikoi.Match().MyTurn() {
		test.Tap(tb.HandCards[c])
	}
}

// computerTurn plays a card at the default pace and lets the steps run
// to rest: the player's move and the computer's whole turn stay told,
// the computer's cards framed.
func computerTurn(a *ui.App) {
	a.Settings.Animation = store.AnimNormal
	defer func() { a.Settings.Animation = store.AnimOff }()
	a.Win.Resize(fyne.NewSize(360, 640))
	a.Koikoi.StartGame(midRound(7, 2), store.KoikoiSave{Mode: store.ModeComputer, Level: "normal", AISeed: 1})
	tb := a.Koikoi.Table()
	tb.Hold()
	playMatching(a)
	for tb.Animating() {
		tb.Tick(1)
	}
	small(a, "computer-turn-360x640", 360, 640, 1.25)
}

// lessonMoving taps the card the capture lesson asks for with the
// animations on and shows the lesson half-way through the move: the
// bubble only says "Right!".
func lessonMoving(a *ui.App) {
	a.Settings.Animation = store.AnimNormal
	defer func() { a.Settings.Animation = store.AnimOff }()
	a.Win.Resize(fyne.NewSize(360, 640))
	a.Koikoi.OpenLesson("capture")
	ls := a.Koikoi.Lesson()
	for n := 0; n < 5; n++ {
		if v := ls.View(); v.Table != nil && v.Table.Phase == koikoi.PhasePlay && ls.Buttons["next"].Disabled() {
			break
		}
		test.Tap(ls.Buttons["next"])
	}
	v := ls.View()
	if v.Table == nil {
		log.Fatal("screenshots: no table at the capture lesson's first move")
	}
	ls.Hold()
	test.Tap(ls.Cards[(v.Table.Hand & v.Highlight).First()])
	ls.Tick(0.5)
	small(a, "lesson-right-360x640", 360, 640, 1.25)
	ls.Finish()
}

// lessonEnd skips to the end of the first lesson: Next lesson stands
// where Next stood, Back where Back stood.
func lessonEnd(a *ui.App) {
	a.Win.Resize(fyne.NewSize(360, 640))
	a.Koikoi.OpenLesson("cards")
	test.Tap(a.Koikoi.Lesson().Buttons["skip"])
	small(a, "lesson-end-360x640", 360, 640, 1.25)
}

// resumed plays two turns against the computer, leaves and continues:
// the cards where they lay, the last turn told and marked.
func resumed(a *ui.App) {
	a.Win.Resize(fyne.NewSize(360, 640))
	a.Koikoi.StartGame(midRound(7, 2), store.KoikoiSave{Mode: store.ModeComputer, Level: "normal", AISeed: 1})
	playMatching(a)
	playMatching(a)
	a.Koikoi.Leave()
	a.ShowHome()
	if !a.Koikoi.Continue() {
		log.Fatal("screenshots: Continue found no game")
	}
	small(a, "resumed-360x640", 360, 640, 1.25)
	a.Koikoi.Leave()
}

// ikebanaWhy draws a card and taps Draw again, as a second tap on the
// pile does, which cannot act then: its answer shows above the
// Keep/Refuse row, which stays in its place.
func ikebanaWhy(a *ui.App) {
	a.Ikebana.Sync = true
	defer func() { a.Ikebana.Sync = false }()
	a.Win.Resize(fyne.NewSize(360, 640))
	g, err := ikebana.NewGame(ikebana.WithPlayers(3), ikebana.WithSeed(8), ikebana.WithFirstPlayer(0))
	if err != nil {
		log.Fatal(err)
	}
	if err := a.Ikebana.StartGame(g, "easy"); err != nil {
		log.Fatal(err)
	}
	tb := a.Ikebana.Table()
	test.Tap(tb.Draw)
	test.Tap(tb.Draw)
	small(a, "ikebana-why-360x640", 360, 640, 1.25)
	a.Ikebana.Leave()
}

// ikebanaStandings shows the final standings of a whole game of four
// florists played by computers.
func ikebanaStandings(a *ui.App) {
	a.Win.Resize(fyne.NewSize(360, 640))
	g, _ := ikebana.NewGame(ikebana.WithPlayers(4), ikebana.WithSeed(3), ikebana.WithFirstPlayer(0))
	var players [4]ikeai.Player
	for p := range players {
		players[p], _ = ikeai.New("normal", ikeai.WithSeed(uint64(p+1)))
	}
	for range 100000 {
		st := g.State()
		if st.GameOver() {
			break
		}
		if !st.Phase().Playing() {
			if g.NextRound() != nil {
				break
			}
			continue
		}
		p := st.ToMove()
		obs := st.Observe(p)
		if g.Apply(players[p].Move(&obs)) != nil {
			break
		}
	}
	if !g.State().GameOver() {
		log.Fatal("screenshots: the Ikebana game did not end")
	}
	if err := a.Ikebana.StartGame(g, "normal"); err != nil {
		log.Fatal(err)
	}
	test.Tap(a.Ikebana.Scores.Next)
	small(a, "ikebana-standings-360x640", 360, 640, 1.25)
}
