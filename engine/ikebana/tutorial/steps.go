package tutorial

import (
	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/internal/lesson"
)

// steps is a lesson as the shared runner plays it (lesson.Steps): the
// positions it stages, and the computers' replies.
type steps struct{ l Lesson }

// pos is a staged game and the computers' scripted moves still to come.
type pos = lesson.Pos[ikebana.State, []ikebana.Move]

func (s steps) Len() int { return len(s.l.steps) }

func (s steps) Stage(i int) (pos, bool, error) {
	set := s.l.steps[i].setup
	if set == nil {
		return pos{}, false, nil
	}
	st, replies, err := set.stage()
	return pos{State: st, Extra: replies}, true, err
}

func (s steps) Free(i int) bool    { return s.l.steps[i].free }
func (s steps) Replies(i int) bool { return s.l.steps[i].reply }
func (s steps) Over(p pos) bool    { return p.Has && !p.State.Phase().Playing() }

func (s steps) Reply(p *pos, rec *played) { p.State = reply(p.State, &p.Extra, rec) }
