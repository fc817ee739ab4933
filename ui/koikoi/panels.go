package koikoi

import (
	"fmt"
	"image/color"

	"github.com/koikoi-app/koikoi/ui/kit"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/advice"
	"github.com/koikoi-app/koikoi/engine/koikoi/names"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/sound"
)

// panel frames content in a rounded dark box over a dimmed table.
func panel(content fyne.CanvasObject) fyne.CanvasObject {
	bg := canvas.NewRectangle(kit.PanelColor)
	bg.CornerRadius = 14
	bg.StrokeColor = kit.GoldColor
	bg.StrokeWidth = 1.5
	box := container.NewStack(bg, container.New(&padLayout{h: 14, v: 12}, content))
	veil := canvas.NewRectangle(kit.OverlayColor)
	return container.NewStack(veil, container.New(&centerWide{maxW: 440}, box))
}

// centerWide centres one object, as wide as the space allows up to maxW
// (less a margin), at its minimum height.
type centerWide struct{ maxW float32 }

func (c *centerWide) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	for _, o := range objs {
		w := s.Width - 24
		if w > c.maxW {
			w = c.maxW
		}
		// Wrapping texts know their height only once they have their
		// width: size the object at the width first, then ask again.
		o.Resize(fyne.NewSize(w, o.MinSize().Height))
		h := min(o.MinSize().Height, s.Height-24)
		o.Move(fyne.NewPos((s.Width-w)/2, (s.Height-h)/2))
		o.Resize(fyne.NewSize(w, h))
	}
}

func (c *centerWide) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(200, 100)
}

func title(s string) *canvas.Text {
	t := canvas.NewText(s, kit.GoldColor)
	t.TextSize = 20
	t.TextStyle.Bold = true
	t.Alignment = fyne.TextAlignCenter
	return t
}

func line(left, right string, c color.Color) fyne.CanvasObject {
	l := widget.NewLabel(left)
	l.Wrapping = fyne.TextWrapWord
	r := canvas.NewText(right, c)
	r.TextStyle.Bold = true
	r.TextSize = 15
	return container.NewBorder(nil, nil, nil, container.NewCenter(r), l)
}

// scoreLines itemises a score: each yaku, the 7+ doubling, the Koi-Koi and
// field-brights multipliers and the total.
func (a *App) scoreLines(sc koikoi.Score) []fyne.CanvasObject {
	var out []fyne.CanvasObject
	for y, p := range sc.Yaku {
		if p > 0 {
			out = append(out, line(names.Yaku(a.l(), koikoi.Yaku(y)), a.l().N("count.points", int(p)), kit.CreamColor))
		}
	}
	if sc.Doubled {
		out = append(out, line(a.T("ui.score.seven"), "×2", kit.GoldColor))
	}
	if sc.KoiMult > 1 {
		out = append(out, line(a.T("ui.score.koikoi"), fmt.Sprintf("×%s", a.l().Number(sc.KoiMult)), kit.GoldColor))
	}
	if sc.FieldMult > 1 {
		out = append(out, line(a.T("ui.score.field"), fmt.Sprintf("×%s", a.l().Number(sc.FieldMult)), kit.GoldColor))
	}
	out = append(out, widget.NewSeparator(), line(a.T("ui.score.total"), a.l().N("count.points", sc.Total), kit.GoldColor))
	return out
}

// koiKoiView offers the choice between Koi-Koi and Shobu.
func (t *tableScreen) koiKoiView(obs *koikoi.Observation) fyne.CanvasObject {
	a := t.a
	sc := obs.Score()
	items := []fyne.CanvasObject{title(a.T("ui.koikoi.title"))}
	items = append(items, a.scoreLines(sc)...)
	// The multiplier a Shobu later would get after one more call.
	next := obs.Rules.Score(obs.Captured, koikoi.ScoreContext{Month: obs.Month, KoiSelf: obs.KoiSelf + 1,
		KoiOpp: obs.KoiOpp, FieldBrights: obs.FieldBrights})
	if next.KoiMult > sc.KoiMult {
		items = append(items, wrapLabel(a.T("ui.koikoi.mult", M{"Mult": a.l().Number(next.KoiMult)})))
	}
	_, opp := t.narrator().names()
	// The risk: what a win of the other player after this call would be
	// multiplied by.
	if risk := obs.Rules.KoiMultiplier(obs.KoiOpp, obs.KoiSelf+1); risk > obs.Rules.KoiMultiplier(obs.KoiOpp, obs.KoiSelf) {
		items = append(items, wrapLabel(a.T("ui.koikoi.risk", M{"Name": opp, "Mult": a.l().Number(risk)})))
	}
	if obs.KoiOpp > 0 {
		items = append(items, wrapLabel(a.l().N("ui.koikoi.oppcalled", obs.KoiOpp, M{"Name": opp})))
	}
	var hint *advice.Advice
	if a.settings().MoveHints {
		var more []fyne.CanvasObject
		hint, more = t.koiAdvice(obs)
		items = append(items, more...)
	}
	a.cue(fmt.Sprintf("yaku %p %d", t.c, t.c.Seq()), sound.Yaku)
	koi := t.button("koikoi", a.T("term.koikoi"), nil, func() {
		a.h.Play(sound.KoiKoi)
		t.do(koikoi.KoiKoi)
	})
	shobu := t.button("shobu", a.T("term.shobu"), nil, func() { t.do(koikoi.Shobu) })
	// The hint's choice stands out; without a hint neither does.
	switch {
	case hint == nil:
	case hint.Move == koikoi.KoiKoi:
		koi.Importance = widget.HighImportance
	case hint.Move == koikoi.Shobu:
		shobu.Importance = widget.HighImportance
	}
	buttons := container.NewGridWithColumns(2, tall(koi), tall(shobu))
	// The title and the buttons stay; what is between scrolls on a small
	// phone.
	middle := container.New(&fullHeight{}, container.NewVScroll(container.NewVBox(items[1:]...)))
	return panel(container.NewBorder(items[0], container.New(&padLayout{v: 4}, buttons), nil, nil, middle))
}

// koiAdvice is the hint of the Koi-Koi dialog (asked once per decision,
// off the UI goroutine): the recommendation, its reasons, the game's
// score first when it decides, and the chance of scoring again first. It
// returns the advice once it has come, else nil and a thinking line.
func (t *tableScreen) koiAdvice(obs *koikoi.Observation) (*advice.Advice, []fyne.CanvasObject) {
	a := t.a
	at := t.c.Seq()
	if t.koiAt != at {
		t.koiAt, t.koiAdv = at, nil
		o := *obs
		if a.Sync {
			adv := a.advise(&o)
			t.koiAdv = &adv
		} else {
			go func() {
				adv := a.advise(&o)
				fyne.Do(func() {
					if t.koiAt == at {
						t.koiAdv = &adv
						if a.table == t {
							t.update()
						}
					}
				})
			}()
		}
	}
	t.KoiTexts, t.KoiChance = nil, nil
	if t.koiAdv == nil {
		return nil, []fyne.CanvasObject{wrapLabel(a.T("ui.hint.thinking"))}
	}
	d := t.koiAdv.Decision
	if d == nil { // no numbers to show: the recommendation alone
		return t.koiAdv, []fyne.CanvasObject{widget.NewSeparator(), wrapLabel(hintLine(a, t.koiAdv.Move))}
	}
	_, opp := t.narrator().names()
	head := wrapLabel(hintLine(a, d.Move))
	head.TextStyle.Bold = true
	out := []fyne.CanvasObject{widget.NewSeparator(), head}
	for _, s := range adviceSentences(a.l(), obs, *t.koiAdv, opp) {
		l := widget.NewLabel(s)
		l.Wrapping = fyne.TextWrapWord
		out = append(out, l)
		t.KoiTexts = append(t.KoiTexts, s)
	}
	// The percentage is a text of its own that never wraps: a number and
	// its % stay together.
	label := widget.NewLabel(a.T("advice.koikoi.chance", M{"Name": opp}))
	label.Wrapping = fyne.TextWrapWord
	t.KoiChance = canvas.NewText(percent(a.l(), d.ScoreAgain), kit.GoldColor)
	t.KoiChance.TextStyle.Bold = true
	t.KoiChance.TextSize = 15
	chance := container.NewBorder(nil, nil, nil, container.NewCenter(t.KoiChance), label)
	return t.koiAdv, append(out, chance)
}

// exchangeView offers the non-dealer the exchange of hands.
func (t *tableScreen) exchangeView(obs *koikoi.Observation) fyne.CanvasObject {
	a := t.a
	ex := t.button("exchange", a.T("ui.exchange.swap"), nil, func() { t.do(koikoi.Exchange) })
	keep := t.button("keep", a.T("ui.exchange.keep"), nil, func() { t.do(koikoi.Keep) })
	keep.Importance = widget.HighImportance
	return panel(container.NewVBox(title(a.T("ui.exchange.title")), wrapLabel(a.T("ui.exchange.body")),
		container.NewGridWithColumns(2, tall(ex), tall(keep))))
}

// gameOverView shows the rounds of the game and the winner.
func (t *tableScreen) gameOverView(obs *koikoi.Observation) fyne.CanvasObject {
	a := t.a
	me, opp := t.narrator().names()
	first := obs.Seat // the player's column first (online, the server's seat)
	if t.c.Save.Mode == store.ModePass {
		me, opp, first = a.T("ui.player.n", M{"N": 1}), a.T("ui.player.n", M{"N": 2}), 0
	}
	var scores [2]int // by seat
	scores[obs.Seat], scores[obs.Seat.Other()] = obs.ScoreSelf, obs.ScoreOpp
	var head string
	if w, ok := t.c.Winner(); !ok {
		head = a.T("ui.gameover.draw")
	} else if w == first {
		head = a.T("ui.gameover.winner", M{"Name": me})
	} else {
		head = a.T("ui.gameover.winner", M{"Name": opp})
	}
	rows := []fyne.CanvasObject{scoreRow(kit.Bold(a.T("term.round")), kit.Bold(me), kit.Bold(opp))}
	for _, r := range t.c.Results() {
		p0, p1 := "–", "–"
		if !r.Draw {
			if r.Winner == first {
				p0 = a.l().Number(r.Points)
			} else {
				p1 = a.l().Number(r.Points)
			}
		}
		rows = append(rows, scoreRow(
			widget.NewLabel(a.T("ui.gameover.round", M{"Round": a.l().Number(r.Round), "Month": names.Month(a.l(), r.Month)})),
			widget.NewLabel(p0), widget.NewLabel(p1)))
	}
	rows = append(rows, widget.NewSeparator(), scoreRow(kit.Bold(a.T("ui.score.total")),
		kit.Bold(a.l().Number(scores[first])), kit.Bold(a.l().Number(scores[first.Other()]))))
	var again *widget.Button
	if t.c.Save.Daily != "" { // the day's daily is played: its history rather than a new game
		again = t.button("dailyhistory", a.T("ui.daily.history"), theme.ListIcon(), func() {
			a.clearSave()
			a.ShowDailyHistory()
		})
	} else {
		again = t.button("again", a.T("ui.home.new"), theme.ContentAddIcon(), func() {
			a.clearSave()
			a.ShowNewGame()
		})
	}
	again.Importance = widget.HighImportance
	home := t.button("home", a.T("ui.home.title"), theme.HomeIcon(), func() {
		a.clearSave()
		a.home()
	})
	var buttons fyne.CanvasObject = container.NewGridWithColumns(2, tall(home), tall(again))
	if t.c.Online { // a rematch is the online bar's, with the same person
		buttons = container.NewGridWithColumns(1, tall(home))
	} else {
		replay := t.button("replay", a.T("ui.replay.open"), theme.MediaPlayIcon(), t.openReplay)
		buttons = container.NewVBox(tall(replay), buttons)
	}
	body := container.NewVBox(title(a.T("ui.gameover.title")), title(head), container.NewVBox(rows...))
	return a.endOfGame(container.NewBorder(nil, container.NewPadded(buttons), nil, nil,
		container.NewVScroll(container.NewPadded(body))), t.c.Save.Mode == store.ModePass)
}

// scoreRow lays out one line of the game's history: the round (wrapping
// when the phone is narrow) and the two players' points in columns of a
// fixed width.
func scoreRow(round *widget.Label, p0, p1 *widget.Label) fyne.CanvasObject {
	round.Wrapping = fyne.TextWrapWord
	for _, l := range []*widget.Label{p0, p1} {
		l.Wrapping = fyne.TextWrapBreak
	}
	cols := container.New(&fixedWidth{w: 200}, container.NewGridWithColumns(2, p0, p1))
	return container.NewBorder(nil, nil, nil, cols, round)
}

// handoverView hides the table until the next player has the device.
func (t *tableScreen) handoverView() fyne.CanvasObject {
	a := t.a
	name := a.T("ui.player.n", M{"N": int(t.c.Viewer()) + 1}) // the match hands the phone to whoever moves
	ok := t.button("handover", a.T("ui.handover.ready", M{"Name": name}), theme.VisibilityIcon(), t.c.AcceptHandover)
	ok.Importance = widget.HighImportance
	home := t.button("home", "", theme.HomeIcon(), a.home)
	body := container.NewVBox(title(a.T("ui.handover.title", M{"Name": name})), wrapLabel(a.T("ui.handover.body")),
		layout.NewSpacer(), tall(ok))
	return container.NewBorder(container.NewHBox(container.NewGridWrap(fyne.NewSize(48, 48), home)), nil, nil, nil,
		container.NewCenter(container.New(&kit.MaxWidth{W: 320}, body)))
}

// fixedWidth gives its objects a width of at most w.
type fixedWidth struct{ w float32 }

func (f *fixedWidth) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(s)
	}
}

func (f *fixedWidth) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var h float32
	for _, o := range objs {
		h = max(h, o.MinSize().Height)
	}
	return fyne.NewSize(f.w, h)
}

func wrapLabel(s string) *widget.Label {
	l := widget.NewLabel(s)
	l.Wrapping = fyne.TextWrapWord
	l.Alignment = fyne.TextAlignCenter
	return l
}

func caption(s string) fyne.CanvasObject {
	t := canvas.NewText(s, kit.MutedColor)
	t.TextSize = 13
	return t
}

// tall makes a Koi-Koi button 52 dp high (kit.Tall, Ikebana's, gives the
// 48 dp least tap height: its tables fit five florists on a small phone).
func tall(o fyne.CanvasObject) fyne.CanvasObject {
	return container.New(&kit.AtLeast{H: 52}, o)
}

// badge is a small rounded label.
func newBadge(text string, bg color.Color) fyne.CanvasObject {
	r := canvas.NewRectangle(bg)
	r.CornerRadius = 9
	tx := canvas.NewText(text, kit.CreamColor)
	tx.TextSize = 11
	tx.TextStyle.Bold = true
	return container.NewStack(r, container.New(&padLayout{h: 7, v: 3}, tx))
}

// endOfGame lays the moment of the game's end over the game-over screen,
// with its sound: once per game (a screen rebuilt later shows it still).
// A drawn game has none; in a game between two people the winner's
// celebration plays.
func (a *App) endOfGame(screen fyne.CanvasObject, pass bool) fyne.CanvasObject {
	m := a.match
	if m == nil || a.endPlayed == m {
		return screen
	}
	w, ok := m.Winner()
	if !ok {
		return screen
	}
	a.endPlayed = m
	if a.h.Celebrate == nil {
		return screen
	}
	return a.h.Celebrate(screen, pass || w == m.Viewer())
}

// openReplay opens the finished game's replay, from the player's view;
// its back arrow returns to the game's end.
func (t *tableScreen) openReplay() {
	a := t.a
	text, err := t.c.Record(t.c.Game).MarshalText()
	if err == nil {
		pass := t.c.Save.Mode == store.ModePass
		seat := t.c.Viewer()
		if pass {
			seat = 0
		}
		err = a.ShowReplay(text, seat, a.seatNames(pass), func() { a.h.Show(t.build) })
	}
	if err != nil {
		dialogError(a, err)
	}
}
