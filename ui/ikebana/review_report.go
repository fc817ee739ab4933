package ikebana

import (
	"context"
	"errors"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/advice"
	"github.com/koikoi-app/koikoi/engine/ikebana/review"
	iketutorial "github.com/koikoi-app/koikoi/engine/ikebana/tutorial"
	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// reviewRun is a review under way on its own goroutine: its progress,
// brought to the UI goroutine, and how to stop it.
type reviewRun struct {
	seat        ikebana.Seat
	done, total int
	cancel      context.CancelFunc
	err         error
}

// ReviewView is the graded review of one florist's decisions over a
// replay: its progress while it runs, then the accuracy, the skill and
// luck figures in points of win share, and the three costliest decisions
// with the better move and its reasons, each a tap from the table as it
// was, and every decision's grade. Its controls are kept for tests.
type ReviewView struct {
	Progress *widget.ProgressBar
	Stop     *widget.Button
	Accuracy *widget.Label
	Key      []*widget.Button // "show on the table", costliest first
	Lines    []*widget.Label  // every graded decision
}

// ReviewShown returns the review screen last built, for tests.
func (v *ReplayView) ReviewShown() *ReviewView { return v.shown }

// showReview shows the review of the chosen seat, starting it when it is
// neither made nor under way.
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
	a, l := v.a, v.a.l()
	rv := &ReviewView{}
	v.shown = rv
	title := a.T("ikebanaapp.review.title", map[string]any{"Name": v.words().name(v.Seat)})
	label := func(s string) *widget.Label {
		t := widget.NewLabel(s)
		t.Wrapping = fyne.TextWrapWord
		return t
	}
	note := func(s string) *widget.Label {
		t := label(s)
		t.Importance = widget.LowImportance
		return t
	}
	rep := v.reports[v.Seat]
	if rep == nil {
		run := v.run
		if run != nil && run.err != nil {
			return a.screen(title, label(a.T("ikebanaapp.review.failed")), nil, v.backToReplay)
		}
		rv.Progress = widget.NewProgressBar()
		if run != nil {
			rv.Progress.SetValue(float64(run.done) / float64(max(1, run.total)))
		}
		rv.Stop = widget.NewButtonWithIcon(a.T("ikebanaapp.review.stop"), theme.CancelIcon(), func() {
			v.stopReview()
			v.backToReplay()
		})
		return a.screen(title, container.NewVBox(note(a.T("ikebanaapp.review.running")), rv.Progress), kit.Tall(rv.Stop), v.backToReplay)
	}
	figure := func(name, value string) fyne.CanvasObject {
		return container.NewBorder(nil, nil, nil, kit.Bold(value), label(name))
	}
	rv.Accuracy = kit.Heading(a.T("ikebanaapp.review.accuracy", map[string]any{"Accuracy": l.Fixed(rep.Accuracy, 1)}))
	items := []fyne.CanvasObject{
		rv.Accuracy,
		note(a.T("ikebanaapp.review.accuracy.about")),
		figure(l.N("ikebanaapp.review.skill", len(rep.Decisions)), l.Fixed(rep.Skill, 2)),
		figure(a.T("ikebanaapp.review.start"), l.Fixed(rep.Start, 1)),
		figure(a.T("ikebanaapp.review.result"), l.Fixed(rep.Result, 1)),
		figure(a.T("ikebanaapp.review.expected"), signedShare(l, rep.Expected-rep.Start, 1)),
		figure(a.T("ikebanaapp.review.luck"), signedShare(l, rep.Luck, 1)),
		note(a.T("ikebanaapp.review.luck.about")),
		widget.NewSeparator(),
		kit.Subheading(a.T("ikebanaapp.review.key")),
	}
	if len(rep.Key) == 0 {
		items = append(items, note(a.T("ikebanaapp.review.key.none")))
	}
	for _, m := range rep.Key {
		text := v.decisionText(m.Decision)
		for _, r := range v.reasons(m) {
			text += "\n• " + r
		}
		i := m.Index
		show := widget.NewButtonWithIcon(a.T("ikebanaapp.review.show"), theme.VisibilityIcon(), func() {
			v.cur.Seek(i)
			v.backToReplay()
		})
		rv.Key = append(rv.Key, show)
		items = append(items, label(text), container.NewHBox(kit.Tall(show)))
	}
	items = append(items, widget.NewSeparator(), kit.Subheading(a.T("ikebanaapp.review.all")))
	for _, d := range rep.Decisions {
		lbl := label(v.decisionText(d))
		if d.Loss > 0 {
			lbl.Importance = widget.WarningImportance
		}
		rv.Lines = append(rv.Lines, lbl)
		items = append(items, lbl)
	}
	back := widget.NewButtonWithIcon(a.T("ikebanaapp.review.replay"), theme.MediaPlayIcon(), v.backToReplay)
	return a.screen(title, container.NewVBox(items...), kit.Tall(back), v.backToReplay)
}

// decisionText words a graded decision: where, the move played and the
// best with the win share each was expected to bring, and the loss.
func (v *ReplayView) decisionText(d review.Decision) string {
	a, l := v.a, v.a.l()
	s := v.rp.State(d.Index)
	data := map[string]any{
		"Round":  l.Number(d.Round),
		"Move":   l.Number(d.Index + 1),
		"Played": v.moveText(d.Played, s),
		"PPts":   l.Fixed(d.PlayedShare, 1),
	}
	if d.Best == d.Played {
		return a.T("ikebanaapp.review.decision.best", data)
	}
	data["Best"] = v.moveText(d.Best, s)
	data["BPts"] = l.Fixed(d.BestShare, 1)
	if d.Loss < 0.005 { // the move played rated as well: no loss (docs/review.md)
		return a.T("ikebanaapp.review.decision.even", data)
	}
	data["Loss"] = l.Fixed(d.Loss, 2)
	return a.T("ikebanaapp.review.decision", data)
}

// reasons words the advisor's reasons for the better move of a costly
// decision, as the table's hint words them.
func (v *ReplayView) reasons(m review.Moment) []string {
	if len(m.Reasons) == 0 {
		return nil
	}
	s := v.rp.State(m.Index)
	adv := advice.Advice{Move: m.Best, Phase: m.Phase, Card: m.Card, Reason: m.Reasons[0], Reasons: m.Reasons}
	if m.Best.Kind == ikebana.MoveBuy {
		adv.Card = s.DiscardTop(m.Best.From)
	}
	var out []string
	for _, t := range iketutorial.HintTexts(adv) {
		out = append(out, v.a.sayWith(v.words(), t))
	}
	return out
}

// signedShare writes x with its sign and the given decimals, a minus sign as
// the scores show it.
func signedShare(l *i18n.Localizer, x float64, decimals int) string {
	p := math.Pow(10, float64(decimals))
	if x = math.Round(x*p) / p; x < 0 {
		return "−" + l.Fixed(-x, decimals)
	}
	return "+" + l.Fixed(x, decimals)
}
