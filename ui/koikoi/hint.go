package koikoi

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/advice"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// The table's hint: the hint button asks package advice for the hard
// level's move; the move's cards are highlighted, and its checked reasons
// show in a box over the table above the message area, which a tap closes
// (the highlight stays). A move ends the hint.

// askHint asks for the hint, off the UI goroutine. Asked again for the
// same position, it shows the reasons again.
func (t *tableScreen) askHint() {
	if t.asking || t.seq.Busy() || !t.c.MyTurn() {
		return
	}
	if t.hintCurrent() {
		t.hintOpen = true
		t.update()
		return
	}
	obs := t.c.Observe()
	at := t.c.Seq()
	t.asking = true
	t.update()
	run := func() advice.Advice { return t.a.advise(&obs) }
	done := func(adv advice.Advice) {
		t.asking = false
		t.hint, t.hintAt, t.hintOpen = &adv, at, true
		if t.a.table == t {
			t.update()
		}
	}
	if t.a.Sync {
		done(run())
		return
	}
	go func() {
		adv := run()
		fyne.Do(func() { done(adv) })
	}()
}

// hintCurrent reports whether the hint was given for the position on the
// table.
func (t *tableScreen) hintCurrent() bool {
	return t.hint != nil && t.hintAt == t.c.Seq() && t.c.MyTurn() && ptrTo(t.c.Observe()).IsLegal(t.hint.Move)
}

// hintShown reports whether the hint's reasons are on show.
func (t *tableScreen) hintShown() bool {
	return t.hintOpen && t.hintCurrent() && !t.seq.Busy()
}

// closeHint hides the hint's reasons; its cards stay highlighted.
func (t *tableScreen) closeHint() {
	t.hintOpen = false
	t.update()
}

// hintCards returns the cards the hint highlights: the card it plays and
// those it takes (the lightning for the Gaji), or none.
func (t *tableScreen) hintCards() koikoi.Set {
	if !t.hintCurrent() {
		return 0
	}
	m := t.hint.Move
	switch m.Kind {
	case koikoi.MoveGaji:
		return koikoi.SetOf(koikoi.LightningCard) // the Gaji's move names no card
	case koikoi.MovePlay, koikoi.MoveCapture:
		for _, r := range t.hint.Reasons {
			if r.Kind == advice.Takes {
				return r.Cards
			}
		}
		return koikoi.SetOf(m.Card)
	}
	return 0
}

// hintChoice returns the field card a capture hint takes, or NoCard: it
// is lifted among the highlighted choices.
func (t *tableScreen) hintChoice() koikoi.Card {
	if t.hintCurrent() && t.hint.Move.Kind == koikoi.MoveCapture {
		return t.hint.Move.Card
	}
	return koikoi.NoCard
}

// hintView is the box of the hint's reasons over the table. A tap
// closes it.
func (t *tableScreen) hintView(obs *koikoi.Observation) fyne.CanvasObject {
	a := t.a
	_, opp := t.narrator().names()
	t.HintHead = hintLine(a, t.hint.Move)
	t.HintTexts = adviceSentences(a.l(), obs, *t.hint, opp)
	closeBtn := t.button("hintclose", "", theme.CancelIcon(), t.closeHint)
	return container.New(&hintLayout{t: t}, hintBox(t.HintHead, t.HintTexts, closeBtn, t.closeHint))
}

// hintBox frames a hint and its reasons, one sentence each, in the
// lessons' compact text size, with a close button; a tap anywhere on it
// calls onTap. It scrolls when its place is smaller than its texts.
func hintBox(head string, reasons []string, closeBtn *widget.Button, onTap func()) fyne.CanvasObject {
	h := widget.NewLabel(head)
	h.TextStyle.Bold = true
	h.Importance = widget.WarningImportance
	h.Wrapping = fyne.TextWrapWord
	items := []fyne.CanvasObject{h}
	for _, s := range reasons {
		l := widget.NewLabel(s)
		l.Wrapping = fyne.TextWrapWord
		items = append(items, l)
	}
	closeBtn.Importance = widget.LowImportance
	body := container.NewBorder(nil, nil, nil, container.NewVBox(container.NewGridWrap(fyne.NewSize(40, 40), closeBtn)),
		container.NewVBox(items...))
	content := container.NewThemeOverride(body, bubbleTheme{fyne.CurrentApp().Settings().Theme()})
	bg := canvas.NewRectangle(kit.PanelColor)
	bg.CornerRadius = 12
	bg.StrokeColor = kit.GoldColor
	bg.StrokeWidth = 1.5
	scroll := container.NewVScroll(container.New(&padLayout{h: 10, v: 6}, content))
	return container.NewStack(bg, kit.NewTapArea(onTap), container.New(&fullHeight{}, scroll))
}

// hintLine says the hint's move in words ("Hint: play Crane and sun.").
func hintLine(a *App, m koikoi.Move) string {
	switch m.Kind {
	case koikoi.MovePlay:
		return a.T("ui.hint.play", M{"Card": cardNoun(a.l(), m.Card)})
	case koikoi.MoveCapture:
		return a.T("ui.hint.capture", M{"Card": cardNoun(a.l(), m.Card)})
	case koikoi.MoveKoiKoi:
		return a.T("ui.hint.koikoi")
	case koikoi.MoveShobu:
		return a.T("ui.hint.shobu")
	case koikoi.MoveGaji:
		return a.T("rules.gaji.hint")
	case koikoi.MoveKeep:
		return a.T("ui.hint.keep")
	case koikoi.MoveExchange:
		return a.T("ui.hint.exchange")
	}
	return ""
}

// hintLayout places the hint's box as wide as a phone allows (at most
// 440 dp) just above the message area, growing upwards over the player's
// captures and the field's last row, no higher than the top bar: the hand
// and the instruction stay in view.
type hintLayout struct{ t *tableScreen }

func (l *hintLayout) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	g := newTableGeom(s)
	w := min(s.Width-16, 440)
	top, bottom := g.topH+2, g.msg.Pos.Y-4
	for _, o := range objs {
		o.Resize(fyne.NewSize(w, 10)) // wrapping texts measure at their width
		h := min(o.MinSize().Height, bottom-top)
		o.Resize(fyne.NewSize(w, h))
		o.Move(fyne.NewPos((s.Width-w)/2, bottom-h))
	}
}

func (l *hintLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(0, 0) }

// fullHeight asks for the whole height of a scroll's content, which it
// shows scrolled when its place is smaller.
type fullHeight struct{}

func (fullHeight) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(s)
	}
}

func (fullHeight) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var sz fyne.Size
	for _, o := range objs {
		if sc, ok := o.(*container.Scroll); ok {
			sz = sz.Max(sc.Content.MinSize())
		} else {
			sz = sz.Max(o.MinSize())
		}
	}
	return sz
}

// ptrTo returns a pointer to a copy of o.
func ptrTo[T any](o T) *T { return &o }
