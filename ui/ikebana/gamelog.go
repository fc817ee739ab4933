package ikebana

import (
	"encoding"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// The game's log, opened from the table's header, tells the whole game
// told so far, round by round: each move as the narration told it, each
// payment between two florists as payer → payee with the amount (a
// refusal's price, a purchase's), and at each round's end what the bank
// paid each bouquet. It is replayed from the game's record, so a resumed
// game has its whole log, and it follows the table: a move shows in it
// once its flights began.

// logKind is what a line of the log tells.
type logKind uint8

const (
	logRound logKind = iota // a round's heading
	logMove                 // a move, as the narration tells it
	logPay                  // prestige paid by one florist to another
	logBank                 // prestige paid by the bank for a bouquet
)

// logLine is one line of the log.
type logLine struct {
	kind logKind
	text string
}

// gameLog returns the log of the first records of game g (moves and
// round changes, see ikebana.Game.Moves), in w's words; nil when the
// record cannot be read.
func gameLog(g encoding.TextMarshaler, w words, records int) []logLine {
	head, record, ok := gameRecord(g)
	if !ok {
		return nil
	}
	replay, ok := replayed(head, nil)
	if !ok {
		return nil
	}
	l := w.l
	prestige := func(n int) string { return l.N("ikebana.cli.prestige", n) }
	heading := func(st ikebana.State) logLine {
		return logLine{logRound, l.T("ikebanaapp.table.round", map[string]any{"N": st.Round(), "Of": ikebana.Rounds})}
	}
	out := []logLine{heading(replay.State())}
	for _, r := range record[:min(records, len(record))] {
		if r == "next" {
			if replay.NextRound() != nil {
				return out
			}
			out = append(out, heading(replay.State()))
			continue
		}
		mv, err := ikebana.ParseMove(r)
		if err != nil {
			return out
		}
		evs, err := replay.ApplyEvents(mv, nil)
		if err != nil {
			return out
		}
		after := replay.State()
		for _, e := range evs {
			for _, t := range narrate(w, e) {
				out = append(out, logLine{logMove, t})
			}
			if pay, ok := paymentOf(e); ok {
				out = append(out, logLine{logPay, l.T("ikebanaapp.log.pay", map[string]any{
					"From": w.name(pay.from), "To": w.name(pay.to), "Prestige": prestige(pay.amount)})})
			}
		}
		if !after.Phase().Playing() {
			res := after.Result()
			for p, sc := range res.Scores {
				out = append(out, logLine{logBank, l.T("ikebanaapp.log.bank", map[string]any{
					"To": w.name(ikebana.Seat(p)), "Prestige": prestige(sc.Total), "Combos": w.combos(sc), "Colours": w.colours(sc)})})
			}
		}
	}
	return out
}

// LogView is the log's window, for tests: its lines as shown.
type LogView struct {
	Lines []string
	Close *widget.Button

	pop    *widget.PopUp
	scroll *container.Scroll
	body   *fyne.Container
}

// showLog opens the game's log over the table, the latest line at the
// bottom; it follows the moves told while it is open.
func (t *tableScreen) showLog() {
	l := t.a.l()
	v := &LogView{body: container.NewVBox()}
	v.scroll = container.NewVScroll(v.body)
	v.Close = widget.NewButtonWithIcon(l.T("ui.close"), theme.CancelIcon(), func() {
		v.pop.Hide()
		if t.Log == v {
			t.Log = nil
		}
	})
	v.Close.Importance = widget.HighImportance
	title := widget.NewLabel(l.T("ikebanaapp.log.title"))
	title.TextStyle.Bold = true
	bg := canvas.NewRectangle(kit.PanelColor)
	bg.CornerRadius = 10
	content := container.NewBorder(title, kit.Tall(v.Close), nil, nil, v.scroll)
	c := t.a.h.Win.Canvas()
	v.pop = widget.NewModalPopUp(container.NewStack(bg, container.NewPadded(content)), c)
	s := c.Size()
	v.pop.Resize(fyne.NewSize(min(s.Width*0.94, 520), s.Height*0.85))
	t.Log = v
	t.refreshLog()
	v.pop.Show()
	v.scroll.ScrollToBottom()
}

// refreshLog shows the log's lines up to the moves told, when it is open.
func (t *tableScreen) refreshLog() {
	v := t.Log
	if v == nil {
		return
	}
	lines := gameLog(t.m.Record(t.m.Game), t.a.w(), t.logged)
	if len(lines) == len(v.Lines) {
		return
	}
	v.Lines = v.Lines[:0]
	// one rich text per round: a few widgets for a whole game
	var objs []fyne.CanvasObject
	var segs []widget.RichTextSegment
	flush := func() {
		if len(segs) > 0 {
			rt := widget.NewRichText(segs...)
			rt.Wrapping = fyne.TextWrapWord
			objs = append(objs, rt)
			segs = nil
		}
	}
	for _, ln := range lines {
		v.Lines = append(v.Lines, ln.text)
		style := widget.RichTextStyleParagraph
		switch ln.kind {
		case logRound:
			flush()
			style = widget.RichTextStyleSubHeading
			style.Inline = false
		case logPay, logBank:
			style.ColorName = theme.ColorNameWarning
			// the arrow comes from a fallback font, which has no space:
			// what follows it is a segment of its own, shaped in the
			// theme's font
			if before, after, ok := strings.Cut(ln.text, "→"); ok {
				inline := style
				inline.Inline = true
				segs = append(segs, &widget.TextSegment{Text: before + "→", Style: inline})
				segs = append(segs, &widget.TextSegment{Text: after, Style: style})
				continue
			}
		}
		segs = append(segs, &widget.TextSegment{Text: ln.text, Style: style})
	}
	flush()
	v.body.Objects = objs
	v.body.Refresh()
	v.scroll.ScrollToBottom()
}
