package ikebana

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	iketutorial "github.com/koikoi-app/koikoi/engine/ikebana/tutorial"
	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// lessonPlaces returns where the lesson screen's parts are, in window
// coordinates: the board, the text panel and the actions, and on a table
// the other florists' rows, the pile, the card turned over, the pile's
// count (its height on screen and whether it is under the pile; its x
// follows its text), the narration and the player's bouquet.
func lessonPlaces(s *LessonScreen) map[string]kit.Rect {
	abs := func(o fyne.CanvasObject) kit.Rect {
		return kit.Rect{Pos: fyne.CurrentApp().Driver().AbsolutePositionForObject(o), Size: o.Size()}
	}
	v := s.v
	m := map[string]kit.Rect{"board": abs(v.board), "panel": abs(v.root.Objects[2]), "actions": abs(v.actions)}
	if t := v.table; t != nil && s.View().Table != nil {
		for i, r := range t.rows {
			m[fmt.Sprintf("row %d", i)] = abs(r.box)
		}
		pile, count := abs(t.pile), abs(t.pileCount)
		m["pile"], m["drawn"] = pile, abs(t.drawn)
		under := float32(0)
		if count.Pos.Y >= pile.Pos.Y+pile.Size.Height {
			under = 1
		}
		m["pile count"] = kit.Rect{Pos: fyne.NewPos(under, count.Pos.Y), Size: fyne.NewSize(0, count.Size.Height)}
		if t.narration.Visible() {
			m["narration"] = abs(t.narration)
		}
		m["bouquet"] = abs(t.mine)
		m["discard top"] = abs(t.myTop)
	}
	return m
}

// TestLessonBoardStill goes through every lesson, in every language, at
// phone, tall phone and landscape sizes, with a wrong answer before the
// right one wherever the step has one: the board's parts (the rows, the
// pile and its count, the narration, the player's bouquet), the text
// panel and the actions are where they were at the lesson's first step
// that showed them, and the panel never needs to scroll.
func TestLessonBoardStill(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	sizes := []fyne.Size{{Width: 360, Height: 640}, {Width: 412, Height: 915}, {Width: 915, Height: 412}}
	for _, lang := range i18n.Languages() {
		for _, sz := range sizes {
			name := fmt.Sprintf("%s %vx%v", lang.Code, sz.Width, sz.Height)
			a, sh := newTestApp(t, t.TempDir())
			sh.lang = lang.Code
			sh.win.SetPadded(false)
			sh.win.Resize(sz)
			a.ShowTutorial()
			for _, id := range iketutorial.LessonIDs {
				a.OpenLesson(id)
				s := a.Lesson()
				first := map[string]kit.Rect{}
				check := func(where string) {
					t.Helper()
					if sc := s.v.root.Objects[2].(*container.Scroll); sc.Content.MinSize().Height > sc.Size().Height+0.5 {
						t.Errorf("%s: the text panel needs %v dp, has %v", where, sc.Content.MinSize().Height, sc.Size().Height)
					}
					for k, r := range lessonPlaces(s) {
						if f, ok := first[k]; !ok {
							first[k] = r
						} else if f != r {
							t.Errorf("%s: the %s moved from %v to %v", where, k, f, r)
						}
					}
				}
				for n := 0; n < 60 && s.View().Index < s.View().Count; n++ {
					v := s.View()
					where := fmt.Sprintf("%s %s step %d", name, id, v.Index)
					check(where)
					wrongs := 0 // one wrong decision is enough; every wrong card is tried
					switch {
					case v.Action == iketutorial.ActionTap:
						for _, c := range v.Cards {
							if s.View().Index != v.Index {
								break
							}
							s.TapCard(c)
							if s.View().Index == v.Index {
								check(where + " after a wrong tap on " + c.String())
							}
						}
					case v.Action == iketutorial.ActionMove && !v.HasHint && v.HasWant:
						st, _ := s.state()
						for _, m := range append(st.LegalMoves(), ikebana.Refuse, ikebana.Buy(iketutorial.You)) {
							if m != v.Want && wrongs == 0 {
								s.Choose(m)
								if s.View().Index == v.Index {
									wrongs++
									check(fmt.Sprintf("%s after %v", where, m))
								}
							}
						}
						if s.View().Index == v.Index {
							s.Choose(v.Want)
						}
					default:
						advance(s)
					}
				}
			}
		}
	}
}
