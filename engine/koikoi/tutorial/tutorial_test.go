package tutorial

import (
	"encoding/json"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/internal/i18ntest"
)

// ruleSets are the presets and a few option changes that add or remove steps.
func ruleSets(t *testing.T) map[string]koikoi.Rules {
	t.Helper()
	m := map[string]koikoi.Rules{}
	for _, name := range koikoi.PresetNames {
		m[name] = koikoi.MustPreset(name)
	}
	for _, v := range []struct{ preset, opts string }{
		{"rulebook", "exchange=on gaji=on"},
		{"museum", "exchange=on viewing=with-other-yaku"},
		{"standard", "viewing=off tsukifuda=off sake-as-plain=off"},
	} {
		r := koikoi.MustPreset(v.preset)
		if err := r.SetAll(strings.Fields(v.opts)...); err != nil {
			t.Fatal(err)
		}
		m[v.preset+" "+v.opts] = r
	}
	return m
}

// leakRE finds message ids shown as text.
var leakRE = regexp.MustCompile(`(tutorial|card|yaku|kind|month|count)\.[a-z0-9]`)

var locs = i18ntest.Localizers()

// checkText renders t in every language and fails on a missing id, a
// missing placeholder or an empty text.
func checkText(t *testing.T, where string, tx Text) {
	t.Helper()
	if tx.ID == "" {
		t.Errorf("%s: no text", where)
		return
	}
	for _, l := range locs {
		i18ntest.Rendered(t, where, tx.ID, l.Code(), tx.Render(l), leakRE)
	}
}

// wrongActions returns every wrong action of the step: a tap on each card
// on screen that is not a right answer, and each button that is not
// expected. Each is made on the runner and must change nothing.
func wrongActions(r *Runner, v StepView) []func() Feedback {
	s := r.cur()
	var cs []koikoi.Card
	if v.Table != nil {
		o := v.Table
		cs = append(cs, (o.Hand | o.Field | o.Captured | o.OppCaptured).Cards()...)
	}
	cs = append(cs, v.Cards...)
	var fs []func() Feedback
	tap := func(c koikoi.Card) { fs = append(fs, func() Feedback { return r.TapCard(c) }) }
	for _, c := range cs {
		switch v.Action {
		case ActionTap:
			if !s.answer.Has(c) {
				tap(c)
			}
		case ActionMove:
			st, _ := r.State()
			var m koikoi.Move
			if ph := st.Phase(); ph == koikoi.PhaseCaptureHand || ph == koikoi.PhaseCaptureDraw {
				m = koikoi.Capture(c)
			} else {
				m = koikoi.Play(c)
			}
			legal := slices.Contains(st.LegalMoves(), m)
			if !legal || (len(s.expect) > 0 && !slices.Contains(s.expect, m) && !s.free) {
				tap(c)
			}
		default:
			tap(c)
		}
	}
	if v.Action == ActionKoiKoi && !s.free {
		for _, m := range []koikoi.Move{koikoi.KoiKoi, koikoi.Shobu} {
			if len(s.expect) > 0 && !slices.Contains(s.expect, m) {
				fs = append(fs, func() Feedback { return r.Choose(m) })
			}
		}
	}
	if v.Action != ActionNext {
		fs = append(fs, func() Feedback {
			if r.Next() {
				return Feedback{OK: true}
			}
			return Feedback{Text: Text{ID: "tutorial.wrong.read"}}
		})
	}
	return fs
}

// rightAction makes the step's expected action and reports its feedback.
func rightAction(r *Runner) Feedback {
	return Feedback{OK: r.auto()}
}

// TestDriveEveryLesson drives every lesson to the end under every rule set,
// rendering each step and each explanation in every language and holding
// their claims against the screen: every wrong action (each card on screen,
// each wrong button, Next on a step that waits) changes nothing and
// explains truly, right ones advance, Back restores exactly.
func TestDriveEveryLesson(t *testing.T) {
	for name, rules := range ruleSets(t) {
		for _, l := range Lessons(rules) {
			t.Run(name+"/"+l.ID, func(t *testing.T) {
				checkText(t, "title", Text{ID: l.Title})
				checkText(t, "summary", Text{ID: l.Summary})
				r := NewRunner(l, rules)
				for n := 0; !r.Done(); n++ {
					if n > 200 {
						t.Fatal("lesson does not end")
					}
					v := r.Step()
					where := l.ID + "." + v.Text.ID
					checkText(t, where, v.Text)
					checkClaims(t, where, v, v.Text)
					if v.Table == nil && len(v.Cards) == 0 {
						t.Errorf("%s: nothing to show", where)
					}
					for _, wrongFn := range wrongActions(r, v) {
						f := wrongFn()
						if f.OK {
							t.Fatalf("%s: a wrong action was accepted", where)
						}
						checkText(t, where+" (wrong)", f.Text)
						checkClaims(t, where+" (wrong: "+f.Text.ID+")", v, f.Text)
						if got := r.Step(); !reflect.DeepEqual(got, v) {
							t.Fatalf("%s: a wrong action changed the step", where)
						}
					}
					if f := rightAction(r); !f.OK {
						t.Fatalf("%s: the right action was refused: %+v", where, f)
					}
					if r.Err() != nil {
						t.Fatal(r.Err())
					}
					// Back restores the step exactly; doing it again comes back.
					after := r.Step()
					if !r.Back() {
						t.Fatalf("%s: Back refused", where)
					}
					if got := r.Step(); !reflect.DeepEqual(got.Text, v.Text) || got.Index != v.Index || !reflect.DeepEqual(got.Table, v.Table) {
						t.Fatalf("%s: Back did not restore the step", where)
					}
					if f := rightAction(r); !f.OK || !reflect.DeepEqual(r.Step().Table, after.Table) {
						t.Fatalf("%s: replay after Back differs", where)
					}
				}
				if r.Next() {
					t.Error("Next after the end")
				}
				if v := r.Step(); v.Index != v.Count || v.Text.ID != "" {
					t.Errorf("end view = %+v", v)
				}
			})
		}
	}
}

// TestNextOnlyExplains checks that Next goes on from the steps that
// explain and refuses, changing nothing, on every step that waits for the
// player.
func TestNextOnlyExplains(t *testing.T) {
	for name, rules := range ruleSets(t) {
		for _, l := range Lessons(rules) {
			r := NewRunner(l, rules)
			for n := 0; !r.Done(); n++ {
				v := r.Step()
				if v.Action != ActionNext {
					if r.Next() || !reflect.DeepEqual(r.Step(), v) {
						t.Fatalf("%s/%s step %d: Next skipped a %v step", name, l.ID, v.Index, v.Action)
					}
				}
				if n > 200 || !r.auto() {
					t.Fatalf("%s/%s: stuck at step %d", name, l.ID, r.Index())
				}
			}
		}
	}
}

// runTo returns a runner of the lesson at the step with the given id.
func runTo(t *testing.T, rules koikoi.Rules, lesson, id string) *Runner {
	t.Helper()
	l, ok := LessonByID(rules, lesson)
	if !ok {
		t.Fatalf("no lesson %s", lesson)
	}
	r := NewRunner(l, rules)
	for r.cur() != nil && r.cur().id != id {
		if !r.auto() {
			t.Fatalf("%s: cannot reach %s", lesson, id)
		}
	}
	if r.Done() {
		t.Fatalf("%s: no step %s", lesson, id)
	}
	return r
}

// TestPositionsDoWhatTheTextsSay checks the staged positions against the
// claims of their texts, under every rule set.
func TestPositionsDoWhatTheTextsSay(t *testing.T) {
	for name, rules := range ruleSets(t) {
		t.Run(name, func(t *testing.T) {
			// Lesson 3 is one round: captures stay from step to step.
			r := runTo(t, rules, "capture", "intro")
			var kept koikoi.Set
			for r.cur() != nil && r.cur().setup == nil || r.Index() == 0 {
				o := r.obs()
				if o.Captured&kept != kept {
					t.Fatalf("capture step %d: captures %v lost %v", r.Index(), o.Captured, kept&^o.Captured)
				}
				kept = o.Captured
				if !r.auto() {
					t.Fatal("capture: stuck")
				}
			}
			if kept.Len() < 10 {
				t.Errorf("capture: the round took only %v", kept)
			}
			// capture.one: the played card takes its partner, the draw takes another.
			r = runTo(t, rules, "capture", "one")
			if f := r.TapCard(card("feb-plain-1")); !f.OK {
				t.Fatal("capture.one refused")
			}
			o := r.obs()
			if !o.Captured.Has(card("feb-plain-2")) || o.Drawn != card("apr-ribbon") || !o.Captured.Has(card("apr-plain-1")) {
				t.Errorf("capture.draw: captured %v, drawn %v", o.Captured, o.Drawn)
			}
			// capture.none: the card stays in the field.
			r = runTo(t, rules, "capture", "none")
			r.TapCard(card("sep-plain-1"))
			if o := r.obs(); !o.Field.Has(card("sep-plain-1")) || !o.Field.Has(o.Drawn) {
				t.Errorf("capture.none: field %v", o.Field)
			}
			// capture.two: a choice between the two August cards, the player's.
			r = runTo(t, rules, "capture", "two")
			r.TapCard(card("aug-geese"))
			if st, _ := r.State(); st.Phase() != koikoi.PhaseCaptureHand || st.Choices() != set("aug-moon aug-plain-1") || r.cur().id != "choose" {
				t.Errorf("capture.two: phase %v choices %v", st.Phase(), st.Choices())
			}
			if f := r.TapCard(card("aug-plain-1")); !f.OK || !r.obs().Captured.Has(card("aug-plain-1")) || r.Step().Text.Data["Card"] != card("aug-plain-1") {
				t.Error("capture.choose: the plain was not taken")
			}
			// capture.three: all four March cards.
			r = runTo(t, rules, "capture", "three")
			r.TapCard(card("mar-plain-2"))
			if got := r.obs().Captured.Month(3); got != koikoi.MonthSet(3) {
				t.Errorf("capture.three took %v", got)
			}
			// capture.empty: one card turned up into an emptied field.
			r = runTo(t, rules, "capture", "empty")
			if o := r.obs(); o.Field != set("jan-crane") || o.Phase != koikoi.PhasePlay || !o.MyTurn {
				t.Errorf("capture.empty: field %v phase %v", o.Field, o.Phase)
			}
			// capture.end: the crane makes Sanko, shown before the lesson ends.
			r.TapCard(card("jan-plain-1"))
			if o := r.obs(); r.cur() == nil || r.cur().id != "end" || o.Yaku[koikoi.Sanko] == 0 {
				t.Errorf("capture.end: yaku %v", o.Yaku)
			}
			// setup: teshi and kuttsuki end the round at once for 6 points.
			for id, why := range map[string]koikoi.EndReason{"teshi": koikoi.EndTeshi, "kuttsuki": koikoi.EndKuttsuki} {
				r = runTo(t, rules, "setup", id)
				if res := r.obs().Result; res.Reason != why || res.Winner != 0 || res.Points != koikoi.HandWinPoints {
					t.Errorf("setup.%s: %+v", id, res)
				}
			}
			// yaku.badges: the badge quoted comes from rules.Progress.
			r = runTo(t, rules, "yaku", "badges")
			d := r.Step().Text.Data
			if d["Yaku"] != koikoi.Sanko || d["Have"] != 2 || d["Need"] != 3 {
				t.Errorf("yaku.badges data %v", d)
			}
			// yaku points are the rules' own.
			r = runTo(t, rules, "yaku", "animals")
			if got := rules.Yaku(koikoi.InoShikaCho, 1)[koikoi.Inoshikacho]; Points(got) != r.Step().Text.Data["Points"] {
				t.Errorf("yaku.animals quotes %v; rules score %d", r.Step().Text.Data["Points"], got)
			}
			// koikoi.gain quotes rules.Score; the multiplier text only where
			// the caller's score grows.
			r = runTo(t, rules, "koikoi", "gain")
			now, self, opp := koiExample(rules)
			v := r.Step()
			d = v.Text.Data
			if d["Now"] != Points(now.Total) || d["AfterSelf"] != Points(self.Total) || now.Total == 0 {
				t.Errorf("koikoi.gain data %v", d)
			}
			if (v.Text.ID == "tutorial.koikoi.gain-mult") != (self.Total > now.Total) {
				t.Errorf("koikoi.gain: %s for %d -> %d", v.Text.ID, now.Total, self.Total)
			}
			r = runTo(t, rules, "koikoi", "risk")
			if v := r.Step(); (v.Text.ID == "tutorial.koikoi.risk-mult") != (opp.Total > now.Total) {
				t.Errorf("koikoi.risk: %s for %d -> %d", v.Text.ID, now.Total, opp.Total)
			}
			// The go-on position: Inoshikacho early, many cards left that
			// match the field, an opponent with plain cards only.
			r = runTo(t, rules, "koikoi", "go-play")
			r.TapCard(card("jun-butterflies"))
			o = r.obs()
			if o.Phase != koikoi.PhaseKoiKoi || o.Yaku[koikoi.Inoshikacho] == 0 || o.Hand.Len() != 6 || o.OppYaku.Any() || (o.OppCaptured&^koikoi.Plains) != 0 || matching(o) < 2 {
				t.Errorf("koikoi.go: phase %v yaku %v hand %d opp %v", o.Phase, o.Yaku, o.Hand.Len(), o.OppCaptured)
			}
			if f := r.Choose(koikoi.Shobu); f.OK || f.Text.ID != "tutorial.wrong.go-on" {
				t.Errorf("koikoi.go-choose accepted Shobu: %+v", f)
			}
			// The stop position: the opponent is one bright from Sanko.
			r = runTo(t, rules, "koikoi", "stop-play")
			r.TapCard(card("jun-butterflies"))
			o = r.obs()
			if o.Phase != koikoi.PhaseKoiKoi || (o.OppCaptured&koikoi.Brights&^koikoi.SetOf(card("nov-rainman"))).Len() != 2 || !o.Field.Has(koikoi.MoonCard) {
				t.Errorf("koikoi.stop: phase %v opp %v field %v", o.Phase, o.OppCaptured, o.Field)
			}
			if f := r.Choose(koikoi.KoiKoi); f.OK || f.Text.ID != "tutorial.wrong.stop" {
				t.Errorf("koikoi.stop-choose accepted Koi-Koi: %+v", f)
			}
			want := rules.Score(o.Captured, koikoi.ScoreContext{Month: o.Month, FieldBrights: o.FieldBrights}).Total
			if f := r.Choose(koikoi.Shobu); !f.OK {
				t.Fatal("Shobu refused")
			}
			if got := r.Step().Text.Data["Points"]; got != Points(want) || want == 0 {
				t.Errorf("koikoi.stop-after quotes %v; rules.Score gives %d", got, want)
			}
		})
	}
}

// TestGuidedRound plays the guided round to its end with the hints, and
// once with the first legal move, under every rule set.
func TestGuidedRound(t *testing.T) {
	for name, rules := range ruleSets(t) {
		for _, useHint := range []bool{true, false} {
			r := runTo(t, rules, "guided", "play")
			moves := 0
			for r.cur() != nil && r.cur().free {
				v := r.Step()
				if v.Action == ActionNext || !v.HasHint {
					t.Fatalf("%s: free step without an action or hint", name)
				}
				checkText(t, "guided", v.Text)
				checkClaims(t, "guided", v, v.Text)
				m := v.Hint
				if !useHint {
					m = r.run.Pos.State.LegalMoves()[0]
				}
				if f := r.make(m); !f.OK {
					t.Fatalf("%s: move %v refused", name, m)
				}
				moves++
			}
			o := r.obs()
			if o.Phase != koikoi.PhaseRoundOver || o.Result.Reason == koikoi.EndNone || moves < 3 {
				t.Errorf("%s: the round did not end properly: %v after %d moves", name, o.Result.Reason, moves)
			}
			v := r.Step()
			checkText(t, "guided.end", v.Text)
			if !r.Next() || !r.Done() {
				t.Errorf("%s: guided lesson not done", name)
			}
		}
	}
}

func TestProgress(t *testing.T) {
	rules := koikoi.MustPreset("standard")
	ls := Lessons(rules)
	var p Progress
	r := NewRunner(ls[2], rules)
	r.Next()
	r.TapCard(card("feb-plain-1"))
	p.Record(r)
	b, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	var q Progress
	if err := json.Unmarshal(b, &q); err != nil {
		t.Fatal(err)
	}
	r2 := Resume(q, ls[2], rules)
	if r2.Index() != r.Index() || !reflect.DeepEqual(r2.Step(), func() StepView { v := r.Step(); v.CanBack = true; return v }()) {
		t.Errorf("resumed at %d; want %d", r2.Index(), r.Index())
	}
	if !r2.Back() {
		t.Error("Back after Resume")
	}
	r.Skip()
	if !r.Done() {
		t.Error("Skip did not end the lesson")
	}
	p.Record(r)
	if !p.Done["capture"] || p.Finished(LessonIDs) {
		t.Errorf("progress %+v", p)
	}
	for _, l := range ls {
		rr := NewRunner(l, rules)
		rr.Skip()
		p.Record(rr)
	}
	if !p.Finished(LessonIDs) {
		t.Error("all lessons skipped: not finished")
	}
	if got := Resume(p, ls[0], rules).Index(); got != 0 {
		t.Errorf("a finished lesson replays from %d", got)
	}
}

// TestTextFiles checks that the five tutorial files hold the same ids with
// the same placeholders, and that every id the lessons use exists.
func TestTextFiles(t *testing.T) {
	read := func(code string) map[string]map[string]string {
		f, err := i18n.Messages(code)
		if err != nil {
			t.Fatal(err)
		}
		for id := range f {
			if !strings.HasPrefix(id, "tutorial.") {
				delete(f, id) // the tutorial's messages only
			}
		}
		return f
	}
	names := i18ntest.Placeholders
	en := read("en")
	for _, l := range i18n.Languages() {
		f := read(l.Code)
		if len(f) != len(en) {
			t.Errorf("%s: %d ids; English has %d", l.Code, len(f), len(en))
		}
		for id, m := range en {
			if !slices.Equal(names(f[id]["other"]), names(m["other"])) || f[id]["other"] == "" {
				t.Errorf("%s: %s placeholders %v; want %v", l.Code, id, names(f[id]["other"]), names(m["other"]))
			}
		}
		// every id resolves through the i18n package.
		loc := i18n.New(l.Code)
		for id := range en {
			if loc.T(id) == id {
				t.Errorf("%s: %s not loaded by the i18n package", l.Code, id)
			}
		}
	}
}

// TestWrongPlayNamesEveryPartner: the answer to a hand card played
// instead of the step's names every field card of its month (one, two or
// three), in every language, at every staged position of every lesson.
func TestWrongPlayNamesEveryPartner(t *testing.T) {
	rules := koikoi.MustPreset("standard")
	seen := map[int]bool{}
	for _, l := range Lessons(rules) {
		r := NewRunner(l, rules)
		for n := 0; n < 200 && r.cur() != nil; n++ {
			if st, has := r.State(); has {
				for _, c := range st.Hand(0).Cards() {
					partners := st.Field().Month(c.Month())
					tx := r.notThisOne(c, c)
					var named koikoi.Set
					for _, k := range []string{"Target", "Second", "Third"} {
						if p, ok := tx.Data[k].(koikoi.Card); ok {
							named = named.Add(p)
						}
					}
					if named != partners {
						t.Errorf("%s step %d: %v names %v; the field holds %v of its month", l.ID, r.Index(), c, named, partners)
					}
					seen[partners.Len()] = true
					checkText(t, l.ID, tx)
				}
			}
			if !r.auto() {
				break
			}
		}
	}
	if !seen[2] {
		t.Error("no position with two partners in the field was checked")
	}
}

// TestWrongMonthNamesThePlantOnce: the answer to a card of another month
// names the month alone, as the card's name already says its plant
// ("Paulownia belongs to December", not "… December · Paulownia").
func TestWrongMonthNamesThePlantOnce(t *testing.T) {
	c := card("dec-plain-1")
	tx := Text{ID: "tutorial.wrong.month", Data: map[string]any{"Card": c, "Month": MonthName(c.Month())}}
	for _, l := range locs {
		got := tx.Render(l)
		if plant := strings.ToLower(l.T("card.dec-plain-1")); strings.Count(strings.ToLower(got), plant) != 1 {
			t.Errorf("%s: %q names %q %d times", l.Code(), got, plant, strings.Count(strings.ToLower(got), plant))
		}
	}
}
