package koikoi

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/uitest"
)

// TestBlockedYakuShowsSo: two blue ribbons while the third lies in the
// other side's captures read "Aotan out of reach", never "Aotan 2/3";
// with the third still to be had, "Aotan 2/3".
func TestBlockedYakuShowsSo(t *testing.T) {
	a := newTestApp(t, t.TempDir())
	r := koikoi.MustPreset("standard")
	obs := koikoi.Observation{Rules: &r, Month: 1}
	blue := koikoi.BlueRibbons.Cards()
	mine := koikoi.SetOf(blue[0], blue[1])
	progress := a.T("ui.badge.progress", M{"Yaku": a.T("yaku.aotan.name"), "Have": "2", "Need": "3"})
	blocked := a.T("ui.badge.blocked", M{"Yaku": a.T("yaku.aotan.name")})

	free := a.capBadges(mine, 0, r.Yaku(mine, 1), 0, &obs, true)
	if !slices.Contains(free, progress) || slices.Contains(free, blocked) {
		t.Errorf("third blue ribbon free: badges %q; want %q", free, progress)
	}
	taken := a.capBadges(mine, koikoi.SetOf(blue[2]), r.Yaku(mine, 1), 0, &obs, true)
	if slices.Contains(taken, progress) || !slices.Contains(taken, blocked) {
		t.Errorf("third blue ribbon taken: badges %q; want %q and no %q", taken, blocked, progress)
	}
}

// TestBadgesFollowTheCards plays the stacked round's crane onto its
// partner with the animations on: while the cards travel, the player's
// captures line counts only the captures shown; once they rest it counts
// them. After a Shobu, the next round's deal starts with empty lines,
// not the last round's badges.
func TestBadgesFollowTheCards(t *testing.T) {
	a, tb := animatedTable(t, stackedGame(t), store.ModeComputer)
	a.settings().YakuProgress = true
	crane, partner := cards(t, "jan-crane")[0], cards(t, "jan-plain-1")[0]
	test.Tap(tb.HandCards[crane])
	test.Tap(tb.FieldCards[partner])
	if !tb.seq.Busy() {
		t.Fatal("the capture is not animated")
	}
	sanko := a.T("ui.badge.progress", M{"Yaku": a.T("yaku.sanko.name"), "Have": "1", "Need": "3"})
	for n := 0; n < 80 && tb.seq.Busy(); n++ {
		shown := tb.model.set(atCaps, tb.viewer)
		line := tb.texts.capLine[0].Text
		if !shown.Has(crane) && strings.Contains(line, sanko) {
			t.Fatalf("tick %d: the line %q counts the crane before it reaches the captures", n, line)
		}
		tb.seq.Tick(float32(n%2+1) / 2)
	}
	tb.seq.Finish()
	if line := tb.texts.capLine[0].Text; !strings.Contains(line, sanko) {
		t.Errorf("the crane rests in the captures; the line says %q, not %q", line, sanko)
	}

	// A round ended by Shobu, then the next deal: its lines start empty.
	a = newTestApp(t, t.TempDir())
	a.settings().YakuProgress = true
	a.StartGame(stackedGame(t), store.KoikoiSave{Mode: store.ModeComputer})
	playToKoiKoi(t, a)
	test.Tap(a.Table().Buttons["shobu"])
	tb = a.Table()
	tb.seq.Speed = 1
	tb.Hold()
	test.Tap(tb.Buttons["next"])
	if !tb.Animating() {
		t.Fatal("the deal is not animated")
	}
	for side := 0; side < 2; side++ {
		if got, want := tb.texts.capLine[side].Text, tb.capOwner(side); got != want {
			t.Errorf("round two's deal: captures line %d says %q; want only %q", side, got, want)
		}
	}
	tb.seq.Finish()
}

// TestBadgesAllShown: a line of badges shrinks until every badge fits
// (it kept the first five that fitted at one size and dropped the rest
// unsaid); when even the smallest size cannot hold them, a count says how
// many are left out.
func TestBadgesAllShown(t *testing.T) {
	uitest.NewTempApp(t)
	parts := []string{"You", "Sankou 2/3", "Inoshikachou 2/3", "Akatan 1/3", "Aotan 1/3", "Tane 3/5", "Tsukifuda 2/4", "Kasu 4/10"}
	all := strings.Join(parts[:7], " · ")
	w := float32(340)
	got, size := joinFitting(parts[:7], " · ", w, 11)
	if got != all || !fits(got, w, size, fyne.TextStyle{Bold: true}) {
		t.Errorf("joinFitting at %v = %q at %v; want every badge, fitting", w, got, size)
	}
	got, size = joinFitting(parts, " · ", 200, 11)
	if !strings.HasSuffix(got, "+"+fmt.Sprint(len(parts)-len(strings.Split(got, " · "))+1)) || !fits(got, 200, size, fyne.TextStyle{Bold: true}) {
		t.Errorf("joinFitting at 200 = %q at %v; want the badges that fit and the count of the others", got, size)
	}
}
