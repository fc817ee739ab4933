package koikoi

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/names"
	"github.com/koikoi-app/koikoi/engine/koikoi/review"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// replayCardWidth is the width of a card on the replay's table: eight
// cards of a hand fit across the smallest phone.
const replayCardWidth = 38

// ReplayView is the replay of a finished game, step by step through the
// engine's states (review.Replay, review.Cursor): the table as a seat saw
// it, or with both hands and the pile face up, the move that led there,
// the decision's grade once the game is reviewed (review_report.go), and
// the controls to step, jump and reveal. Its controls are kept for tests
// (the calculator pattern).
type ReplayView struct {
	a     *App
	rp    *review.Replay
	cur   *review.Cursor
	names [2]string // the seats' names, seat 0 first
	back  func()    // where the screen's back arrow goes

	// Seat is whose view the table shows and whose decisions the review
	// grades; Reveal shows every card.
	Seat   koikoi.Seat
	Reveal bool

	// reports are the reviews made, by seat; a running review is kept
	// while the player steps through the replay.
	reports [2]*review.Report
	run     *reviewRun
	// onReport, when set, is told each review made: the seat and its
	// accuracy (a daily keeps it in its history).
	onReport func(seat koikoi.Seat, accuracy float64)

	Prev, Next, PrevRound, NextRound, Review *widget.Button
	Move                                     *widget.Slider
	RevealCheck                              *widget.Check
	SeatSelect                               *widget.Select
	Where, Last                              *widget.Label
	Grade                                    *widget.Label // the decision here, once reviewed
	board                                    *fyne.Container
	shown                                    *ReviewView       // the review screen on show
	root                                     fyne.CanvasObject // the replay's screen
}

// Replay returns the replay last opened, for tests.
func (a *App) Replay() *ReplayView { return a.replay }

// ShowReplay opens the replay of a game's record (the engine's text form),
// seen from seat, with the seats' names; back is where its back arrow
// goes. A record the engine cannot replay returns an error wrapping
// review.ErrBadRecord and shows nothing.
func (a *App) ShowReplay(record []byte, seat koikoi.Seat, names [2]string, back func()) error {
	rp, err := review.Load(record)
	if err != nil {
		return err
	}
	a.replay = &ReplayView{a: a, rp: rp, cur: review.NewCursor(rp), names: names, back: back, Seat: seat}
	a.h.Show(a.replay.build)
	return nil
}

// seatNames returns the names of the seats of a game on this phone: the
// person and the computer, or two people sharing it.
func (a *App) seatNames(pass bool) [2]string {
	if pass {
		return [2]string{a.T("ui.player.n", M{"N": 1}), a.T("ui.player.n", M{"N": 2})}
	}
	return [2]string{a.T("term.you"), a.T("term.computer")}
}

func (v *ReplayView) build() fyne.CanvasObject {
	a := v.a
	v.Prev = widget.NewButtonWithIcon("", theme.NavigateBackIcon(), func() { v.cur.Back(); v.update() })
	v.Next = widget.NewButtonWithIcon("", theme.NavigateNextIcon(), func() { v.cur.Forward(); v.update() })
	v.PrevRound = widget.NewButtonWithIcon("", theme.MediaSkipPreviousIcon(), v.prevRound)
	v.NextRound = widget.NewButtonWithIcon("", theme.MediaSkipNextIcon(), v.nextRound)
	v.Move = widget.NewSlider(0, float64(max(1, v.rp.Len())))
	v.Move.Step = 1
	v.Move.OnChanged = func(f float64) {
		if int(f) != v.cur.Index() {
			v.cur.Seek(int(f))
			v.update()
		}
	}
	v.RevealCheck = widget.NewCheck(a.T("ui.replay.reveal"), func(on bool) { v.Reveal = on; v.update() })
	v.RevealCheck.Checked = v.Reveal
	opts := []string{a.T("ui.replay.view", M{"Name": v.names[0]}), a.T("ui.replay.view", M{"Name": v.names[1]})}
	v.SeatSelect = widget.NewSelect(opts, func(s string) {
		if s == opts[1] {
			v.Seat = 1
		} else {
			v.Seat = 0
		}
		v.update()
	})
	v.SeatSelect.Selected = opts[v.Seat]
	v.Review = widget.NewButtonWithIcon(a.T("ui.review.open"), theme.SearchIcon(), func() { v.showReview() })
	v.Review.Importance = widget.HighImportance
	v.Where, v.Last, v.Grade = kit.Bold(""), wrapLeft(""), widget.NewLabel("")
	v.Where.Wrapping = fyne.TextWrapWord
	v.Last.Importance = widget.MediumImportance
	v.Grade.Wrapping = fyne.TextWrapWord
	v.board = container.NewVBox()

	body := container.NewVBox(tall(v.SeatSelect), v.Where, v.Last, v.Grade, v.board)
	nav := container.NewGridWithColumns(4, tall(v.PrevRound), tall(v.Prev), tall(v.Next), tall(v.NextRound))
	footer := container.NewVBox(tall(v.Move), tall(v.RevealCheck), nav, tall(v.Review))
	v.root = nil
	v.update()
	v.root = container.NewBorder(container.NewPadded(a.header(a.T("ui.replay.title"), v.leave)), nil, nil, nil,
		container.New(&kit.SideControls{}, container.NewVScroll(container.NewPadded(body)), container.NewPadded(footer)))
	return v.root
}

// leave goes back, stopping a review under way.
func (v *ReplayView) leave() {
	v.stopReview()
	v.back()
}

func (v *ReplayView) prevRound() {
	r := v.cur.State().Round()
	if i, ok := v.rp.RoundStart(r); ok && i == v.cur.Index() && r > 1 {
		v.cur.SeekRound(r - 1)
	} else {
		v.cur.SeekRound(r)
	}
	v.update()
}

func (v *ReplayView) nextRound() {
	if !v.cur.SeekRound(v.cur.State().Round() + 1) {
		v.cur.Seek(v.rp.Len())
	}
	v.update()
}

// update shows the state at the cursor.
func (v *ReplayView) update() {
	a, i, n := v.a, v.cur.Index(), v.rp.Len()
	s := v.cur.State()
	v.Prev.Disable()
	v.PrevRound.Disable()
	if i > 0 {
		v.Prev.Enable()
		v.PrevRound.Enable()
	}
	v.Next.Disable()
	v.NextRound.Disable()
	if i < n {
		v.Next.Enable()
		v.NextRound.Enable()
	}
	v.Move.Value = float64(i)
	v.Move.Refresh()
	v.Where.SetText(a.T("ui.replay.where", M{"Round": a.l().Number(s.Round()), "Rounds": a.l().Number(v.rp.Rounds()),
		"Move": a.l().Number(i), "Moves": a.l().Number(n)}))
	v.Last.SetText(v.lastText())
	v.Grade.SetText(v.gradeText())
	v.board.Objects = v.table()
	if c, ok := v.root.(*fyne.Container); ok {
		c.Refresh() // the texts' new heights: lay the scrolled body out again
	} else {
		v.board.Refresh()
	}
}

// lastText tells the step that led to the state shown.
func (v *ReplayView) lastText() string {
	a, i := v.a, v.cur.Index()
	if i == 0 {
		return a.T("ui.replay.start")
	}
	st := v.rp.Step(i - 1)
	if st.Next {
		return a.T("ui.replay.dealt", M{"Round": a.l().Number(v.cur.State().Round())})
	}
	return a.T("ui.replay.last", M{"Name": v.names[st.Seat], "Move": v.moveText(st.Move, v.rp.State(i-1))})
}

// moveText names move m made in state s: "play Crane and sun".
func (v *ReplayView) moveText(m koikoi.Move, s koikoi.State) string {
	a := v.a
	switch m.Kind {
	case koikoi.MovePlay:
		return a.T("ui.replay.move.play", M{"Card": names.Card(a.l(), m.Card)})
	case koikoi.MoveCapture:
		return a.T("ui.replay.move.capture", M{"Card": names.Card(a.l(), s.Pending()), "Target": names.Card(a.l(), m.Card)})
	case koikoi.MoveGaji:
		return a.T("ui.replay.move.gaji")
	case koikoi.MoveKoiKoi:
		return a.T("ui.replay.move.koikoi")
	case koikoi.MoveShobu:
		return a.T("ui.replay.move.shobu")
	case koikoi.MoveExchange:
		return a.T("ui.replay.move.exchange")
	}
	return a.T("ui.replay.move.keep")
}

// gradeText is the review's grade of the decision about to be made at the
// cursor, when it is the reviewed seat's and graded: the move played and
// the best, their expected points and the loss, and the best move's
// reasons for one of the costliest.
func (v *ReplayView) gradeText() string {
	rep := v.reports[v.Seat]
	if rep == nil {
		v.Grade.Hide()
		return ""
	}
	for _, d := range rep.Decisions {
		if d.Index != v.cur.Index() {
			continue
		}
		v.Grade.Show()
		text := v.decisionText(d)
		for _, m := range rep.Key {
			if m.Index == d.Index {
				for _, r := range v.reasons(m) {
					text += "\n• " + r
				}
			}
		}
		return text
	}
	v.Grade.Hide()
	return ""
}

// table lays out the state at the cursor: the other seat's hand and
// captures above, the field and the pile, the seat's captures and hand
// below, as the seat saw them, or every card face up when revealed. Once
// reviewed, the card of the move played is framed in vermilion and that
// of the better move in gold.
func (v *ReplayView) table() []fyne.CanvasObject {
	a, s := v.a, v.cur.State()
	me, opp := v.Seat, v.Seat.Other()
	o := v.cur.Observe(me)
	played, best := koikoi.NoCard, koikoi.NoCard
	if rep := v.reports[me]; rep != nil {
		for _, d := range rep.Decisions {
			if d.Index == v.cur.Index() && d.Loss > 0 {
				played, best = d.Played.Card, d.Best.Card
			}
		}
	}
	row := func(title string, cs []koikoi.Card) []fyne.CanvasObject {
		objs := make([]fyne.CanvasObject, len(cs))
		for i, c := range cs {
			w := NewCardWidget(c, a.settings().CornerLabels)
			w.MinWidth = replayCardWidth
			w.Marked = c == played && c != koikoi.NoCard
			w.Highlight = c == best && c != koikoi.NoCard
			objs[i] = w
		}
		out := []fyne.CanvasObject{caption(title)}
		if len(cs) > 0 {
			out = append(out, container.NewGridWrap(fyne.NewSize(replayCardWidth, replayCardWidth/cardRatio), objs...))
		}
		return out
	}
	oppHand := s.Hand(opp).Cards()
	if !v.Reveal {
		oppHand = make([]koikoi.Card, o.OppHandLen)
		for i := range oppHand {
			oppHand[i] = koikoi.NoCard
		}
	}
	var objs []fyne.CanvasObject
	objs = append(objs, row(a.T("ui.replay.hand", M{"Name": v.names[opp], "Score": a.l().Number(o.ScoreOpp)}), oppHand)...)
	objs = append(objs, row(a.T("ui.replay.captures", M{"Name": v.names[opp]}), s.Captured(opp).Cards())...)
	objs = append(objs, row(a.T("ui.replay.field"), s.Field().Cards())...)
	if c := s.Pending(); c != koikoi.NoCard {
		objs = append(objs, row(a.T("ui.replay.pending"), []koikoi.Card{c})...)
	}
	if v.Reveal {
		objs = append(objs, row(a.l().N("ui.replay.pile.open", s.PileLen()), s.Pile())...)
	} else {
		objs = append(objs, caption(a.l().N("ui.replay.pile", s.PileLen())))
	}
	objs = append(objs, row(a.T("ui.replay.captures", M{"Name": v.names[me]}), s.Captured(me).Cards())...)
	objs = append(objs, row(a.T("ui.replay.hand", M{"Name": v.names[me], "Score": a.l().Number(o.ScoreSelf)}), s.Hand(me).Cards())...)
	return objs
}
