package koikoi

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/store"
)

// gajiGame deals a round of preset (Gaji on) where the player, the Oya,
// holds the lightning; field and opp are the other cards dealt.
func gajiGame(t *testing.T, preset string, field, opp []koikoi.Card) *koikoi.Game {
	t.Helper()
	r := koikoi.MustPreset(preset)
	r.Set("gaji", "on")
	mine := cards(t, "nov-lightning", "feb-plain-1", "apr-plain-1", "may-plain-1", "jun-plain-1", "jul-plain-1", "oct-plain-1", "dec-plain-1")
	return dealtGame(t, r, mine, field, opp)
}

// TestGajiTwoUses taps the lightning with the Gaji live: the player is asked
// whether to play it wild or as a November card, and each answer does that.
func TestGajiTwoUses(t *testing.T) {
	field := cards(t, "jan-crane", "mar-plain-1", "aug-plain-1", "sep-plain-1", "oct-plain-2", "nov-swallow", "dec-plain-2", "jan-plain-1")
	opp := cards(t, "apr-plain-2", "may-plain-2", "jun-plain-2", "jul-plain-2", "oct-blue", "dec-plain-3", "feb-plain-2", "mar-plain-2")
	tests := []struct {
		name   string
		button string
		field  koikoi.Card // tapped after the choice, when wild
		want   koikoi.Card // then captured
	}{
		{"wild takes the crane", "gaji.wild", koikoi.CraneCard, koikoi.CraneCard},
		{"as a November card takes the swallow", "gaji.november", koikoi.NoCard, cards(t, "nov-swallow")[0]},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a := newTestApp(t, t.TempDir())
			a.StartGame(gajiGame(t, "museum", field, opp), store.KoikoiSave{Mode: store.ModeComputer})
			shellOf(a).refresh()
			tb := a.Table()
			test.Tap(tb.HandCards[koikoi.LightningCard])
			test.Tap(tb.HandCards[koikoi.LightningCard])
			b := tb.Buttons[tc.button]
			if b == nil {
				t.Fatalf("no %s button after playing the lightning", tc.button)
			}
			test.Tap(b)
			if tc.field != koikoi.NoCard {
				obs := tb.c.Observe()
				if obs.Phase != koikoi.PhaseCaptureHand || obs.Choices != obs.Field {
					t.Fatalf("after the wild choice: phase %s choices %s; want the whole field", obs.Phase, obs.Choices)
				}
				test.Tap(tb.FieldCards[tc.field])
			}
			if got := tb.c.Game.State().Captured(0); !got.Has(tc.want) {
				t.Errorf("captured %s; want %s", got, tc.want)
			}
		})
	}
	t.Run("a field card of another month: wild at once", func(t *testing.T) {
		a := newTestApp(t, t.TempDir())
		a.StartGame(gajiGame(t, "museum", field, opp), store.KoikoiSave{Mode: store.ModeComputer})
		shellOf(a).refresh()
		tb := a.Table()
		test.Tap(tb.HandCards[koikoi.LightningCard])
		test.Tap(tb.FieldCards[koikoi.CraneCard])
		if got := tb.c.Game.State(); !got.Captured(0).Has(koikoi.CraneCard) || got.GajiMonth(0) != 1 {
			t.Errorf("captured %s, Gaji month %d; want the crane taken wild", got.Captured(0), got.GajiMonth(0))
		}
	})
}

// TestHikiShown aims the Gaji at a month whose fourth card the computer
// holds (rulebook): the declaration is shown, explained, and the player
// chooses again.
func TestHikiShown(t *testing.T) {
	field := cards(t, "mar-curtain", "mar-poetry", "mar-plain-1", "aug-plain-1", "sep-plain-1", "oct-plain-2", "jan-plain-1", "dec-plain-2")
	opp := cards(t, "mar-plain-2", "apr-plain-2", "may-plain-2", "jun-plain-2", "jul-plain-2", "oct-blue", "dec-plain-3", "feb-plain-2")
	a := newTestApp(t, t.TempDir())
	a.StartGame(gajiGame(t, "rulebook", field, opp), store.KoikoiSave{Mode: store.ModeComputer})
	shellOf(a).refresh()
	tb := a.Table()
	curtain := cards(t, "mar-curtain")[0]
	test.Tap(tb.HandCards[koikoi.LightningCard])
	test.Tap(tb.FieldCards[curtain])
	obs := tb.c.Observe()
	if obs.Hiki != 1<<3 || obs.Phase != koikoi.PhaseCaptureHand || obs.Choices.Month(3) != 0 {
		t.Fatalf("Hiki %b phase %s choices %s; want March declared and a new choice", obs.Hiki, obs.Phase, obs.Choices)
	}
	top := a.h.Win.Canvas().Overlays().Top()
	if top == nil || !strings.Contains(overlayText(top), "Hiki!") || !strings.Contains(overlayText(top), "fourth") {
		t.Fatalf("no Hiki declaration shown")
	}
	shellOf(a).refresh()
	if n := len(a.h.Win.Canvas().Overlays().List()); n != 1 {
		t.Errorf("%d overlays after a refresh; want the declaration shown once", n)
	}
}

// overlayText gathers the texts of an overlay's labels.
func overlayText(o fyne.CanvasObject) string {
	var b strings.Builder
	var walk func(fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch w := o.(type) {
		case *widget.Label:
			b.WriteString(w.Text + "\n")
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(w).Objects() {
				walk(c)
			}
		case *fyne.Container:
			for _, c := range w.Objects {
				walk(c)
			}
		}
	}
	walk(o)
	return b.String()
}
