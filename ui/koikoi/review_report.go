package koikoi

import (
	"context"
	"errors"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/advice"
	"github.com/koikoi-app/koikoi/engine/koikoi/review"
	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// reviewRun is a review under way on its own goroutine: its progress,
// brought to the UI goroutine, and how to stop it.
type reviewRun struct {
	seat        koikoi.Seat
	done, total int
	cancel      context.CancelFunc
	err         error
}

// ReviewView is the graded review of one seat's decisions over a replay:
// its progress while it runs, then the accuracy, the skill and luck
// figures and the three costliest decisions with the better move and its
// reasons, each a tap from the table as it was, and every decision's
// grade. Its controls are kept for tests.
type ReviewView struct {
	Progress *widget.ProgressBar
	Stop     *widget.Button
	Accuracy *widget.Label
	Key      []*widget.Button // "show on the table", costliest first
	Lines    []*widget.Label  // every graded decision
}

// ReviewShown returns the review screen last built, for tests.
func (v *ReplayView) ReviewShown() *ReviewView { return v.shown }

// showReview shows the review of the seat whose view the replay shows,
// starting it when it is neither made nor under way.
func (v *ReplayView) showReview() {
	if v.reports[v.Seat] == nil && (v.run == nil || v.run.seat != v.Seat) {
		v.startReview()
	}
	v.a.h.Show(v.reviewScreen)
}

// startReview runs the review of the seat on a goroutine; its progress and
// its report come back through the App's Post (fyne.Do).
func (v *ReplayView) startReview() {
	v.stopReview()
	ctx, cancel := context.WithCancel(context.Background())
	run := &reviewRun{seat: v.Seat, cancel: cancel, total: 1}
	v.run = run
	post := v.a.Post
	if post == nil {
		post = fyne.Do
	}
	opts := append([]review.Option{review.WithProgress(func(done, total int) {
		post(func() {
			if v.run == run {
				run.done, run.total = done, total
				if v.shown != nil && v.shown.Progress != nil {
					v.shown.Progress.SetValue(float64(done) / float64(max(1, total)))
				}
			}
		})
	})}, v.a.ReviewOptions...)
	rp, seat := v.rp, v.Seat
	go func() {
		rep, err := review.Review(ctx, rp, seat, opts...)
		post(func() {
			if v.run != run {
				return
			}
			v.run = nil
			if err != nil {
				if !errors.Is(err, context.Canceled) {
					run.err = err
					v.run = run // the screen tells the error
				}
			} else {
				v.reports[seat] = rep
				if v.onReport != nil {
					v.onReport(seat, rep.Accuracy)
				}
			}
			if v.a.replay == v && v.shown != nil {
				v.a.h.Show(v.reviewScreen) // the report replaces the progress
			}
		})
	}()
}

// stopReview cancels a review under way.
func (v *ReplayView) stopReview() {
	if v.run != nil {
		v.run.cancel()
		v.run = nil
	}
}

// backToReplay shows the replay again, from the review.
func (v *ReplayView) backToReplay() {
	v.shown = nil
	v.a.h.Show(v.build)
}

func (v *ReplayView) reviewScreen() fyne.CanvasObject {
	a := v.a
	rv := &ReviewView{}
	v.shown = rv
	title := a.T("ui.review.title", M{"Name": v.names[v.Seat]})
	rep := v.reports[v.Seat]
	if rep == nil {
		run := v.run
		if run != nil && run.err != nil {
			return a.h.Screen(title, v.backToReplay, wrapLeft(a.T("ui.review.failed")), nil, 0)
		}
		rv.Progress = widget.NewProgressBar()
		if run != nil {
			rv.Progress.SetValue(float64(run.done) / float64(max(1, run.total)))
		}
		rv.Stop = widget.NewButtonWithIcon(a.T("ui.review.stop"), theme.CancelIcon(), func() {
			v.stopReview()
			v.backToReplay()
		})
		body := container.NewVBox(wrapLeft(a.T("ui.review.running")), rv.Progress)
		return a.h.Screen(title, v.backToReplay, body, tall(rv.Stop), 480)
	}
	l := a.l()
	dec := func(x float64) string { return l.Fixed(x, 2) }
	rv.Accuracy = kit.Heading(a.T("ui.review.accuracy", M{"Accuracy": l.Fixed(rep.Accuracy, 1)}))
	items := []fyne.CanvasObject{
		rv.Accuracy,
		wrapLeft(a.T("ui.review.accuracy.about")),
		v.figure(l.N("ui.review.skill", len(rep.Decisions)), dec(rep.Skill)),
		v.figure(a.T("ui.review.result"), signed(l, float64(rep.Result), 0)),
		v.figure(a.T("ui.review.expected"), signed(l, rep.Expected, 2)),
		v.figure(a.T("ui.review.luck"), signed(l, rep.Luck, 2)),
		wrapLeft(a.T("ui.review.luck.about")),
		widget.NewSeparator(),
		kit.Subheading(a.T("ui.review.key")),
	}
	if len(rep.Key) == 0 {
		items = append(items, wrapLeft(a.T("ui.review.key.none")))
	}
	for _, m := range rep.Key {
		text := v.decisionText(m.Decision)
		for _, r := range v.reasons(m) {
			text += "\n• " + r
		}
		lbl := widget.NewLabel(text)
		lbl.Wrapping = fyne.TextWrapWord
		i := m.Index
		show := widget.NewButtonWithIcon(a.T("ui.review.show"), theme.VisibilityIcon(), func() {
			v.cur.Seek(i)
			v.backToReplay()
		})
		rv.Key = append(rv.Key, show)
		items = append(items, lbl, container.NewHBox(tall(show)))
	}
	items = append(items, widget.NewSeparator(), kit.Subheading(a.T("ui.review.all")))
	for _, d := range rep.Decisions {
		lbl := widget.NewLabel(v.decisionText(d))
		lbl.Wrapping = fyne.TextWrapWord
		if d.Loss > 0 {
			lbl.Importance = widget.WarningImportance
		}
		rv.Lines = append(rv.Lines, lbl)
		items = append(items, lbl)
	}
	back := widget.NewButtonWithIcon(a.T("ui.review.replay"), theme.MediaPlayIcon(), v.backToReplay)
	return a.h.Screen(title, v.backToReplay, container.NewVBox(items...), tall(back), 480)
}

// figure is one line of the review's figures: what, and its value.
func (v *ReplayView) figure(label, value string) fyne.CanvasObject {
	l := widget.NewLabel(label)
	l.Wrapping = fyne.TextWrapWord
	return container.NewBorder(nil, nil, nil, kit.Bold(value), l)
}

// decisionText words a graded decision: where, the move played and the
// best with their expected points, and the loss.
func (v *ReplayView) decisionText(d review.Decision) string {
	a, l := v.a, v.a.l()
	s := v.rp.State(d.Index)
	data := M{
		"Round":  l.Number(d.Round),
		"Move":   l.Number(d.Index + 1),
		"Played": v.moveText(d.Played, s),
		"PPts":   signed(l, d.PlayedPoints, 2),
	}
	if d.Best == d.Played {
		return a.T("ui.review.decision.best", data)
	}
	data["Best"] = v.moveText(d.Best, s)
	data["BPts"] = signed(l, d.BestPoints, 2)
	if d.Loss < 0.005 { // the move played rated as well: no loss (docs/review.md)
		return a.T("ui.review.decision.even", data)
	}
	data["Loss"] = l.Fixed(d.Loss, 2)
	return a.T("ui.review.decision", data)
}

// reasons words the advisor's reasons for the better move of a costly
// decision, as the table's hint words them.
func (v *ReplayView) reasons(m review.Moment) []string {
	o := v.rp.Observe(m.Index, v.Seat)
	return adviceSentences(v.a.l(), &o, advice.Advice{Move: m.Best, Reasons: m.Reasons}, v.names[v.Seat.Other()])
}

// signed writes a number of points with its sign and the given decimals,
// a minus sign as the score shows it.
func signed(l *i18n.Localizer, x float64, decimals int) string {
	p := math.Pow(10, float64(decimals))
	if x = math.Round(x*p) / p; x < 0 {
		return "−" + l.Fixed(-x, decimals)
	}
	return "+" + l.Fixed(x, decimals)
}
