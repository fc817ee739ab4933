package tutorial

import (
	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/internal/lesson"
)

// steps is a lesson as the shared runner plays it (lesson.Steps): the
// positions it stages under the rules, and the computer's replies.
type steps struct {
	l     Lesson
	rules koikoi.Rules
}

// pos is a staged round and the computer's cards in the order it plays
// them (nil: the easy level).
type pos = lesson.Pos[koikoi.State, []koikoi.Card]

func (s steps) Len() int { return len(s.l.steps) }

func (s steps) Stage(i int) (pos, bool, error) {
	set := s.l.steps[i].setup
	if set == nil {
		return pos{}, false, nil
	}
	st, err := set.stage(s.rules)
	return pos{State: st, Extra: cards(set.order)}, true, err
}

func (s steps) Free(i int) bool    { return s.l.steps[i].free }
func (s steps) Replies(i int) bool { return s.l.steps[i].reply }

func (s steps) Over(p pos) bool {
	ph := p.State.Phase()
	return p.Has && (ph == koikoi.PhaseRoundOver || ph == koikoi.PhaseGameOver)
}

func (s steps) Reply(p *pos, rec *played) { p.State = reply(p.State, p.Extra, rec) }
