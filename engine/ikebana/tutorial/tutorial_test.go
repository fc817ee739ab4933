package tutorial

import (
	"encoding/json"
	"reflect"
	"regexp"
	"slices"
	"testing"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/internal/i18ntest"
)

// leakRE finds message ids shown as text.
var leakRE = regexp.MustCompile(`(ikebana|ikebanaapp)\.[a-z0-9]`)

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

// checkClaims holds a text against the step it is shown on: every card of
// its data carries a claim, and every claim is true of the step's table,
// row or example bouquet.
func checkClaims(t *testing.T, where string, v StepView, tx Text) {
	t.Helper()
	claimed := ikebana.Set(0)
	for _, c := range tx.Claims {
		if c.Place != HasPrestige && c.Place != RefuseCost {
			claimed = claimed.Add(c.Card)
		}
		if !c.Holds(v) {
			t.Errorf("%s: %s claims %v %v (seat %d, %d); it is not so", where, tx.ID, c.Card, c.Place, c.Seat, c.N)
		}
	}
	for k, x := range tx.Data {
		if c, ok := x.(ikebana.Card); ok && !claimed.Has(c) {
			t.Errorf("%s: %s names %v (%s) with no claim", where, tx.ID, c, k)
		}
	}
	// A price and a payee always come with the claim that holds them.
	if _, ok := tx.Data["Price"]; ok && tx.Data["To"] != nil {
		found := false
		for _, c := range tx.Claims {
			found = found || (c.Place == RefuseCost && c.N == tx.Data["Price"] && Payee(c.Seat) == tx.Data["To"])
		}
		if !found {
			t.Errorf("%s: %s states a refusal's price and payee without a claim", where, tx.ID)
		}
	}
}

// frozen is what must not change under a wrong action.
type frozen struct {
	idx   int
	state ikebana.State
	has   bool
	view  StepView
}

func freeze(r *Runner) frozen {
	st, has := r.State()
	return frozen{r.Index(), st, has, r.Step()}
}

// wrongActions returns every wrong action of the step: taps on the cards
// on screen that are not right answers, the decisions the step does not
// accept, and Next on a step that waits.
func wrongActions(r *Runner, v StepView) map[string]func() Feedback {
	s := r.cur()
	fs := map[string]func() Feedback{}
	var cs []ikebana.Card
	cs = append(cs, v.Cards...)
	cs = append(cs, v.Bouquet...)
	if o := v.Table; o != nil {
		for p := 0; p < o.Players(); p++ {
			cs = append(cs, o.Bouquets[p].Cards()...)
			if o.Tops[p] != ikebana.NoCard {
				cs = append(cs, o.Tops[p])
			}
		}
		if o.Drawn != ikebana.NoCard {
			cs = append(cs, o.Drawn)
		}
	}
	var ms []ikebana.Move
	ms = append(ms, ikebana.Draw, ikebana.Keep, ikebana.Refuse)
	for p := 0; p < ikebana.MaxPlayers; p++ {
		ms = append(ms, ikebana.Buy(ikebana.Seat(p)))
	}
	right := func(m ikebana.Move) bool {
		st, has := r.State()
		if !has || !st.IsLegal(m) {
			return false
		}
		return s.free || slices.Contains(s.expect, m)
	}
	for _, c := range cs {
		switch v.Action {
		case ActionTap:
			if r.answers(s).Has(c) {
				continue
			}
		case ActionMove:
			if o := v.Table; o != nil {
				buy := false
				for p := 0; p < o.Players(); p++ {
					if o.Tops[p] == c && right(ikebana.Buy(ikebana.Seat(p))) {
						buy = true
					}
				}
				if buy {
					continue
				}
			}
		}
		fs["tap "+c.String()] = func() Feedback { return r.TapCard(c) }
	}
	for _, m := range ms {
		if v.Action == ActionMove && right(m) {
			continue
		}
		fs["choose "+m.String()] = func() Feedback { return r.Choose(m) }
	}
	if v.Action != ActionNext {
		fs["next"] = func() Feedback {
			if r.Next() {
				return Feedback{OK: true}
			}
			return Feedback{Text: Text{ID: "ikebana.tutorial.wrong.read"}}
		}
	}
	return fs
}

// TestDriveEveryLesson drives every lesson to its end, rendering each
// step and each explanation in every language and holding their claims
// against the board: every wrong action changes nothing and explains
// truly, right ones advance, and Back restores exactly.
func TestDriveEveryLesson(t *testing.T) {
	for _, l := range Lessons() {
		t.Run(l.ID, func(t *testing.T) {
			checkText(t, "title", Text{ID: l.Title})
			checkText(t, "summary", Text{ID: l.Summary})
			r := NewRunner(l)
			if r.Err() != nil {
				t.Fatal(r.Err())
			}
			for n := 0; !r.Done(); n++ {
				if n > 200 {
					t.Fatal("lesson does not end")
				}
				v := r.Step()
				where := l.ID + "." + v.Text.ID
				checkText(t, where, v.Text)
				checkClaims(t, where, v, v.Text)
				if v.HasHint {
					checkText(t, where+" hint", v.Hint)
					checkClaims(t, where+" hint", v, v.Hint)
					if st, _ := r.State(); !st.IsLegal(v.HintMove) {
						t.Errorf("%s: hint %v is not legal", where, v.HintMove)
					}
				}
				if v.Action == ActionTap && r.answers(r.cur()).Len() != 1 {
					t.Errorf("%s: quiz has %d right answers; want one", where, r.answers(r.cur()).Len())
				}
				before := freeze(r)
				for name, f := range wrongActions(r, v) {
					fb := f()
					if fb.OK {
						t.Errorf("%s: %s accepted", where, name)
						continue
					}
					checkText(t, where+" "+name, fb.Text)
					checkClaims(t, where+" "+name, v, fb.Text)
					if after := freeze(r); !reflect.DeepEqual(before, after) {
						t.Fatalf("%s: %s changed the position", where, name)
					}
				}
				if !r.auto() {
					t.Fatalf("%s: the right action was refused", where)
				}
				if r.Index() == before.idx {
					st, _ := r.State()
					if st == before.state {
						t.Fatalf("%s: the right action changed nothing", where)
					}
				}
				// Back restores exactly, and the step is made again.
				after := freeze(r)
				if !r.Back() {
					t.Fatalf("%s: no Back", where)
				}
				if got := freeze(r); !reflect.DeepEqual(got, before) {
					t.Fatalf("%s: Back did not restore the step", where)
				}
				if !r.auto() || !reflect.DeepEqual(freeze(r), after) {
					t.Fatalf("%s: the step made again differs", where)
				}
			}
			if v := r.Step(); v.Index != v.Count || v.Text.ID != "" {
				t.Errorf("after the end: %+v", v)
			}
			if r.Next() {
				t.Error("Next after the end")
			}
		})
	}
}

// TestTurnLesson checks the turn lesson's payments: 1 to Computer 1, 2 to
// Computer 2, 3 to Computer 1 again, then a refusal the player cannot pay,
// Computer 2's refusal paid to the player, and the purchase.
func TestTurnLesson(t *testing.T) {
	r := NewRunner(Lessons()[1])
	prestige := func() [3]int {
		st, _ := r.State()
		return [3]int{st.Prestige(0), st.Prestige(1), st.Prestige(2)}
	}
	want := func(p [3]int) {
		t.Helper()
		if got := prestige(); got != p {
			t.Fatalf("step %d: prestige %v; want %v", r.Index(), got, p)
		}
	}
	want([3]int{6, 6, 6})
	r.Next()
	r.Choose(ikebana.Draw)
	r.Choose(ikebana.Refuse)
	want([3]int{5, 7, 6})
	r.Choose(ikebana.Refuse)
	want([3]int{3, 7, 8})
	r.Choose(ikebana.Refuse)
	want([3]int{0, 10, 8})
	if fb := r.Choose(ikebana.Refuse); fb.OK || fb.Text.ID != "ikebana.tutorial.wrong.refuse" {
		t.Fatalf("a refusal without prestige: %+v", fb)
	}
	if !r.Choose(ikebana.Keep).OK {
		t.Fatal("keep refused")
	}
	want([3]int{1, 9, 8})
	r.Next()
	if fb := r.Choose(ikebana.Buy(2)); fb.Text.ID != "ikebana.tutorial.wrong.price" {
		t.Fatalf("buying what cannot be paid: %+v", fb)
	}
	if fb := r.Choose(ikebana.Buy(0)); fb.Text.ID != "ikebana.tutorial.wrong.own" {
		t.Fatalf("buying from oneself: %+v", fb)
	}
	if !r.TapCard(card("black-1a")).OK {
		t.Fatal("tapping Computer 1's discard top did not buy it")
	}
	want([3]int{0, 10, 8})
}

// TestProgress records, encodes and resumes.
func TestProgress(t *testing.T) {
	ls := Lessons()
	var p Progress
	if p.Started() || p.Finished(LessonIDs) {
		t.Fatal("a new player has started")
	}
	for _, l := range ls {
		r := NewRunner(l)
		for i := 0; i < 3 && r.auto(); i++ {
		}
		p.Record(r)
		b, err := json.Marshal(p)
		if err != nil {
			t.Fatal(err)
		}
		var q Progress
		if err := json.Unmarshal(b, &q); err != nil || q.Step[l.ID] != p.Step[l.ID] || len(q.Done) != len(p.Done) {
			t.Fatalf("%s: JSON round trip: %v %+v", l.ID, err, q)
		}
		back := Resume(q, l)
		if back.Index() != r.Index() {
			t.Errorf("%s: resumed at %d; want %d", l.ID, back.Index(), r.Index())
		}
		if st, _ := back.State(); l.ID != "guided" {
			if want, _ := r.State(); !sameBoard(st, want) {
				t.Errorf("%s: resumed on another position", l.ID)
			}
		}
		for r.auto() {
		}
		p.Record(r)
	}
	if !p.Finished(LessonIDs) || len(p.Step) != 0 {
		t.Errorf("all done: %+v", p)
	}
	if r := Resume(Progress{Step: map[string]int{"cards": 99}}, ls[0]); r.Index() != 0 {
		t.Errorf("a step out of range resumes at %d", r.Index())
	}
	// a finished lesson replayed halfway and left: a replay starts again
	replayed := Progress{Done: map[string]bool{"turn": true}, Step: map[string]int{"turn": 6}}
	if r := Resume(replayed, ls[1]); r.Index() != 0 {
		t.Errorf("a finished lesson left at step 6 replays from %d; want 0", r.Index())
	}
}

// TestGuidedRoundEnds checks that following the hints ends the round.
func TestGuidedRoundEnds(t *testing.T) {
	r := NewRunner(Lessons()[3])
	for n := 0; !r.Done(); n++ {
		if n > 60 || !r.auto() {
			t.Fatalf("step %d: stuck", r.Index())
		}
	}
	st, _ := r.State()
	if st.Phase() != ikebana.PhaseRoundOver || st.Bouquet(You).Len() != ikebana.BouquetSize {
		t.Errorf("after the guided round: phase %v, bouquet %v", st.Phase(), st.Bouquet(You))
	}
}

// sameBoard reports whether two states show the same board and pile
// (states staged apart have configs of their own).
func sameBoard(a, b ikebana.State) bool {
	oa, ob := a.Observe(You), b.Observe(You)
	return oa.Phase == ob.Phase && oa.ToMove == ob.ToMove && oa.Bouquets == ob.Bouquets && oa.Discards == ob.Discards &&
		oa.Tops == ob.Tops && oa.Prestige == ob.Prestige && oa.Drawn == ob.Drawn && reflect.DeepEqual(a.Pile(), b.Pile())
}

// TestGuidedHintsFitTheTable checks that each hint to draw in the guided
// round gives the reason the table shows: at the first turn nothing has
// been discarded, so the hint must not speak of discarded cards' prices.
func TestGuidedHintsFitTheTable(t *testing.T) {
	r := NewRunner(Lessons()[3])
	first := true
	for n := 0; !r.Done(); n++ {
		v := r.Step()
		if v.HasHint && v.HintMove == ikebana.Draw {
			st, _ := r.State()
			want := "ikebana.hint.nothing"
			for p := 1; p < st.Players(); p++ {
				if c := st.DiscardTop(ikebana.Seat(p)); c != ikebana.NoCard {
					want = "ikebana.hint.dear"
					if c.Value() <= st.Prestige(You) {
						want = "ikebana.hint.draw"
						break
					}
				}
			}
			if first && want != "ikebana.hint.nothing" {
				t.Fatalf("the guided round's first turn has discarded cards: %s", want)
			}
			first = false
			if v.Hint.ID != want {
				t.Errorf("step %d, %d cards in the bouquet: hint %s; want %s", r.Index(), st.Bouquet(You).Len(), v.Hint.ID, want)
			}
		}
		if n > 60 || !r.auto() {
			t.Fatalf("step %d: stuck", r.Index())
		}
	}
	if first {
		t.Error("the guided round never hinted a draw")
	}
}
