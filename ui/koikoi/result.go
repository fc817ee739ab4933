package koikoi

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/names"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
	"github.com/koikoi-app/koikoi/ui/sound"
)

// resultCardWidth is the width of the small card pictures of the round
// result, in dp.
const resultCardWidth = 34

// RoundResultView is the round's result as last shown: what it says, kept
// for tests (the calculator pattern).
type RoundResultView struct {
	// Yaku maps each of the winner's yaku (by id) to the cards shown with it.
	Yaku map[string][]koikoi.Card
	// Lines are the score's lines in order: each yaku, the multipliers and
	// the total, as "left|right".
	Lines []string
	// WinningHand is the hand shown for a teshi or kuttsuki, else nil.
	WinningHand []koikoi.Card
	// OtherHand is the other player's hand when it is shown (only when it
	// has cards), else nil.
	OtherHand []koikoi.Card
	// Verify checks the deal (nil for a prepared deck); Verdict shows what
	// the check found once it is tapped.
	Verify  *widget.Button
	Verdict *widget.Label
	// Next goes on to the next round or the game's end.
	Next *widget.Button
}

// resultView shows the round's result: who won and why, each of the
// winner's yaku with its cards, the points line by line with the
// multipliers, the hand that won a teshi or kuttsuki, the other hand when it
// has cards, the undrawn pile, and the check of the deal.
func (t *tableScreen) resultView(obs *koikoi.Observation) fyne.CanvasObject {
	me, opp := t.narrator().names()
	in := resultInput{obs: obs, rules: obs.Rules, viewer: t.c.Viewer(), me: me, opp: opp,
		you: t.c.Save.Mode != store.ModePass, final: obs.Round >= obs.Rounds}
	if r := obs.Result; !r.Draw {
		e := sound.Lose
		if r.Winner == in.viewer || !in.you {
			e = sound.Win
		}
		t.a.cue(fmt.Sprintf("result %p %d", t.c, r.Round), e)
	}
	obj, v := t.a.roundResult(in, t.nextRound)
	t.AutoNext = nil
	if t.c.Online && !in.final { // the server dealt the next round: its clock runs
		obj = container.NewBorder(nil, container.NewPadded(t.nextRoundCountdown(obs.Result.Round)), nil, nil, obj)
	}
	t.Buttons["next"] = v.Next
	if v.Verify != nil {
		t.Buttons["verify"] = v.Verify
	}
	return obj
}

// resultInput is what the round result shows.
type resultInput struct {
	obs     *koikoi.Observation
	rules   *koikoi.Rules // the game's rules (which cards make each yaku)
	viewer  koikoi.Seat
	me, opp string // the players' names, the viewer first
	you     bool   // the viewer is addressed as "you" (a game against the computer)
	final   bool   // the game ends after this round
}

// roundResult builds the result screen; next is called by its Next button.
func (a *App) roundResult(in resultInput, next func()) (fyne.CanvasObject, *RoundResultView) {
	obs, r := in.obs, in.obs.Result
	v := &RoundResultView{Yaku: map[string][]koikoi.Card{}}
	a.result = v
	winner, wonCaps, wonHand := in.me, obs.Captured, obs.Hand
	if r.Winner != in.viewer {
		winner, wonCaps, wonHand = in.opp, obs.OppCaptured, obs.OppHand
	}
	var head string
	switch {
	case r.Draw:
		head = a.T("ui.result.draw")
	case r.Winner == in.viewer && in.you:
		head = a.T("ui.result.youwin", M{"Points": a.l().N("count.points", r.Points)})
	default:
		head = a.T("ui.result.win", M{"Name": winner, "Points": a.l().N("count.points", r.Points)})
	}
	items := []fyne.CanvasObject{title(a.T("ui.result.title", M{"Round": a.l().Number(r.Round), "Month": names.Month(a.l(), r.Month)})),
		wrapLabel(head), wrapLabel(a.T("ui.end." + r.Reason.String()))}
	if !r.Draw && r.Score.Total > 0 {
		items = append(items, a.resultScore(v, in.rules, r, wonCaps)...)
	}
	handWin := !r.Draw && (r.Reason == koikoi.EndTeshi || r.Reason == koikoi.EndKuttsuki)
	if handWin {
		v.WinningHand = wonHand.Cards()
		items = append(items, caption(a.handCaption(in, r.Winner == in.viewer)), cardRow(v.WinningHand))
	}
	// The other player's hand, revealed at the round's end, when it has
	// cards and was not shown above.
	if !obs.OppHand.Empty() && !(handWin && r.Winner != in.viewer) {
		v.OtherHand = obs.OppHand.Cards()
		items = append(items, caption(a.T("ui.result.opphand", M{"Name": in.opp})), cardRow(v.OtherHand))
	}
	if len(obs.Pile) > 0 {
		items = append(items, caption(a.T("ui.result.pile")), cardRow(obs.Pile))
	}
	items = append(items, wrapLabel(a.T("ui.result.scores", M{"Me": in.me, "MyScore": a.l().Number(obs.ScoreSelf),
		"Opp": in.opp, "OppScore": a.l().Number(obs.ScoreOpp)})))
	items = append(items, a.dealCheck(v, r))
	label := a.T("ui.result.next")
	if in.final {
		label = a.T("ui.result.final")
	}
	v.Next = widget.NewButtonWithIcon(label, theme.NavigateNextIcon(), next)
	v.Next.Importance = widget.HighImportance
	body := container.NewVBox(items...)
	return container.NewBorder(nil, container.NewPadded(tall(v.Next)), nil, nil,
		container.NewVScroll(container.New(&padLayout{h: 14, v: 6}, body))), v
}

// handCaption names the hand that won a teshi or kuttsuki.
func (a *App) handCaption(in resultInput, viewerWon bool) string {
	switch {
	case viewerWon && in.you:
		return a.T("shell.result.yourhand")
	case viewerWon:
		return a.T("ui.result.opphand", M{"Name": in.me})
	}
	return a.T("ui.result.opphand", M{"Name": in.opp})
}

// resultScore itemises the winner's score: each yaku with its points and
// its cards, then each multiplier with the running total, then the total.
func (a *App) resultScore(v *RoundResultView, rules *koikoi.Rules, r koikoi.RoundResult, caps koikoi.Set) []fyne.CanvasObject {
	sc := r.Score
	var out []fyne.CanvasObject
	add := func(left, right string, highlight bool) {
		c := kit.CreamColor
		if highlight {
			c = kit.GoldColor
		}
		out = append(out, line(left, right, c))
		v.Lines = append(v.Lines, left+"|"+right)
	}
	for y, p := range sc.Yaku {
		if p <= 0 {
			continue
		}
		id := koikoi.Yaku(y).String()
		add(names.Yaku(a.l(), koikoi.Yaku(y)), a.l().N("count.points", int(p)), false)
		cards := rules.YakuCards(caps, koikoi.Yaku(y), r.Month).Cards()
		v.Yaku[id] = cards
		if len(cards) > 0 {
			out = append(out, cardRow(cards))
		}
	}
	run := sc.Base
	mult := func(label string, m int) {
		run *= m
		add(label, fmt.Sprintf("×%s = %s", a.l().Number(m), a.l().Number(run)), true)
	}
	if sc.Doubled {
		mult(a.T("ui.score.seven"), 2)
	}
	if sc.KoiMult > 1 {
		mult(a.T("ui.score.koikoi"), sc.KoiMult)
	}
	if sc.FieldMult > 1 {
		mult(a.T("ui.score.field"), sc.FieldMult)
	}
	out = append(out, widget.NewSeparator())
	add(a.T("ui.score.total"), a.l().N("count.points", sc.Total), true)
	return out
}

// cardRow shows cards as small pictures in rows that wrap.
func cardRow(cards []koikoi.Card) fyne.CanvasObject {
	objs := make([]fyne.CanvasObject, len(cards))
	for i, c := range cards {
		w := NewCardWidget(c, false)
		w.MinWidth = resultCardWidth
		objs[i] = w
	}
	return container.NewGridWrap(fyne.NewSize(resultCardWidth, resultCardWidth/cardRatio), objs...)
}
