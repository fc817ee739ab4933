package ikebana

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/review"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// replayCardWidth is the width of a card on the replay's table.
const replayCardWidth = 34

// ReplayView is the replay of a finished game, step by step through the
// engine's states (review.Replay, review.Cursor): every florist's bouquet,
// discard pile and prestige, the card turned over, and the pile, face
// down as the florists saw it or in its order once revealed; the move
// that led there; the decision's grade once the game is reviewed
// (review_report.go); the controls to step, jump and reveal. Its controls
// are kept for tests (the calculator pattern). Koi-Koi's replay
// (ui/koikoi/review_replay.go) has the same shape.
type ReplayView struct {
	a     *App
	rp    *review.Replay
	cur   *review.Cursor
	seats []store.IkebanaSeat // who sat where: the florists' names
	me    ikebana.Seat        // the player's seat, spoken to as "you" (alone among computers)
	back  func()              // where the screen's back arrow goes

	// Seat is whose decisions the review grades; Reveal shows the pile's
	// order, the only card a florist does not see.
	Seat   ikebana.Seat
	Reveal bool

	reports map[ikebana.Seat]*review.Report // the reviews made, by seat
	run     *reviewRun                      // the review under way
	// onReport, when set, is told each review made: the seat and its
	// accuracy (a daily keeps it in its history).
	onReport func(seat ikebana.Seat, accuracy float64)
	shown    *ReviewView       // the review screen on show
	root     fyne.CanvasObject // the replay's screen

	Prev, Next, PrevRound, NextRound, Review *widget.Button
	Move                                     *widget.Slider
	RevealCheck                              *widget.Check
	SeatSelect                               *widget.Select
	Where, Last, Grade                       *widget.Label
	board                                    *fyne.Container
}

// Replay returns the replay last opened, for tests.
func (a *App) Replay() *ReplayView { return a.replay }

// ShowReplay opens the replay of a game's record (the engine's text form)
// with the table's seats (nil: the player in seat 0 against computers),
// reviewing seat, the player's own; back is where its back arrow goes. A record the engine
// cannot replay returns an error wrapping review.ErrBadRecord and shows
// nothing.
func (a *App) ShowReplay(record []byte, seats []store.IkebanaSeat, seat ikebana.Seat, back func()) error {
	rp, err := review.Load(record)
	if err != nil {
		return err
	}
	a.replay = &ReplayView{a: a, rp: rp, cur: review.NewCursor(rp), seats: seats, me: seat, back: back, Seat: seat,
		reports: map[ikebana.Seat]*review.Report{}}
	a.h.Show(a.replay.build)
	return nil
}

// words names the replay's florists in the language shown.
func (v *ReplayView) words() words {
	w := words{l: v.a.l(), me: v.me}
	for _, s := range v.seats {
		w.names = append(w.names, s.Name)
		w.computer = append(w.computer, s.Kind == store.SeatComputer)
	}
	w.pass = store.IkebanaMode(v.seats) == store.ModePass
	return w
}

func (v *ReplayView) build() fyne.CanvasObject {
	a, w := v.a, v.words()
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
	v.RevealCheck = widget.NewCheck(a.T("ikebanaapp.replay.reveal"), func(on bool) { v.Reveal = on; v.update() })
	v.RevealCheck.Checked = v.Reveal
	var opts []string
	for p := range v.rp.Players() {
		opts = append(opts, a.T("ikebanaapp.replay.view", map[string]any{"Name": w.name(ikebana.Seat(p))}))
	}
	v.SeatSelect = widget.NewSelect(opts, func(s string) {
		for i, o := range opts {
			if o == s {
				v.Seat = ikebana.Seat(i)
			}
		}
		v.update()
	})
	v.SeatSelect.Selected = opts[v.Seat]
	v.Review = widget.NewButtonWithIcon(a.T("ikebanaapp.review.open"), theme.SearchIcon(), v.showReview)
	v.Review.Importance = widget.HighImportance
	v.Where, v.Last, v.Grade = kit.Bold(""), widget.NewLabel(""), widget.NewLabel("")
	for _, l := range []*widget.Label{v.Where, v.Last, v.Grade} {
		l.Wrapping = fyne.TextWrapWord
	}
	v.board = container.NewVBox()
	body := container.NewVBox(kit.Tall(v.SeatSelect), v.Where, v.Last, v.Grade, v.board)
	nav := container.NewGridWithColumns(4, kit.Tall(v.PrevRound), kit.Tall(v.Prev), kit.Tall(v.Next), kit.Tall(v.NextRound))
	footer := container.NewVBox(kit.Tall(v.Move), kit.Tall(v.RevealCheck), nav, kit.Tall(v.Review))
	v.root = nil
	v.update()
	v.root = container.NewBorder(container.NewPadded(kit.Header(a.T("ikebanaapp.replay.title"), v.leave)), nil, nil, nil,
		container.New(&kit.SideControls{}, container.NewVScroll(container.NewPadded(body)), container.NewPadded(footer)))
	a.h.Back(v.leave)
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
	l := a.l()
	s := v.cur.State()
	for _, b := range []*widget.Button{v.Prev, v.PrevRound} {
		if i > 0 {
			b.Enable()
		} else {
			b.Disable()
		}
	}
	for _, b := range []*widget.Button{v.Next, v.NextRound} {
		if i < n {
			b.Enable()
		} else {
			b.Disable()
		}
	}
	v.Move.Value = float64(i)
	v.Move.Refresh()
	v.Where.SetText(a.T("ikebanaapp.replay.where", map[string]any{"Round": l.Number(s.Round()),
		"Rounds": l.Number(v.rp.Final().Round()), "Move": l.Number(i), "Moves": l.Number(n)}))
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
		return a.T("ikebanaapp.replay.start")
	}
	st := v.rp.Step(i - 1)
	if st.Next {
		return a.T("ikebanaapp.replay.next", map[string]any{"Round": a.l().Number(v.cur.State().Round())})
	}
	return a.T("ikebanaapp.replay.last", map[string]any{"Name": v.words().name(st.Seat), "Move": v.moveText(st.Move, v.rp.State(i-1))})
}

// moveText names move m made in state s: "keep the red 3".
func (v *ReplayView) moveText(m ikebana.Move, s ikebana.State) string {
	a, w := v.a, v.words()
	switch m.Kind {
	case ikebana.MoveDraw:
		return a.T("ikebanaapp.replay.move.draw")
	case ikebana.MoveBuy:
		if w.isYou(m.From) {
			return a.T("ikebanaapp.replay.move.buy.you", map[string]any{"Card": w.noun(s.DiscardTop(m.From))})
		}
		return a.T("ikebanaapp.replay.move.buy", map[string]any{"Card": w.noun(s.DiscardTop(m.From)), "Seller": w.seller(m.From)})
	case ikebana.MoveKeep:
		return a.T("ikebanaapp.replay.move.keep", map[string]any{"Card": w.noun(s.Drawn())})
	}
	return a.T("ikebanaapp.replay.move.refuse", map[string]any{"Card": w.noun(s.Drawn())})
}

// gradeText is the review's grade of the decision about to be made at the
// cursor, when it is the reviewed seat's and graded, with the better
// move's reasons for one of the costliest.
func (v *ReplayView) gradeText() string {
	rep := v.reports[v.Seat]
	v.Grade.Hide()
	if rep == nil {
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
	return ""
}

// table lays out the state at the cursor: each florist's name and
// prestige, bouquet and discard pile's top, the card turned over, and the
// pile, face down or, revealed, in its order (top first).
func (v *ReplayView) table() []fyne.CanvasObject {
	a, w, s, l := v.a, v.words(), v.cur.State(), v.a.l()
	row := func(title string, cs []ikebana.Card) []fyne.CanvasObject {
		out := []fyne.CanvasObject{widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{})}
		if len(cs) > 0 {
			objs := make([]fyne.CanvasObject, len(cs))
			for i, c := range cs {
				objs[i] = newCardWidget(c)
			}
			out = append(out, container.NewGridWrap(fyne.NewSize(replayCardWidth, replayCardWidth*cardAspect), objs...))
		}
		return out
	}
	var objs []fyne.CanvasObject
	for q := range s.Players() {
		p := ikebana.Seat(q)
		objs = append(objs, row(a.T("ikebanaapp.replay.florist", map[string]any{"Name": w.name(p),
			"Prestige": l.Number(s.Prestige(p))}), s.Bouquet(p).Cards())...)
		if top := s.DiscardTop(p); top != ikebana.NoCard {
			objs = append(objs, row(l.N("ikebanaapp.replay.discards", s.Discards(p).Len()), []ikebana.Card{top})...)
		}
	}
	if c := s.Drawn(); c != ikebana.NoCard {
		objs = append(objs, row(a.T("ikebanaapp.replay.drawn"), []ikebana.Card{c})...)
	}
	if v.Reveal {
		objs = append(objs, row(l.N("ikebanaapp.replay.pile.open", s.PileLen()), s.Pile())...)
	} else {
		objs = append(objs, widget.NewLabel(l.N("ikebanaapp.replay.pile", s.PileLen())))
	}
	return objs
}
