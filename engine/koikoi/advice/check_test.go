package advice

import (
	"errors"
	"testing"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/ai"
)

// lie returns reason r changed into a claim the position contradicts, and
// false for kinds that name nothing to change.
func lie(r Reason) (Reason, bool) {
	switch r.Kind {
	case Takes:
		r.Cards = r.Cards.Add(koikoi.PhoenixCard).Add(koikoi.CraneCard)
	case MakesYaku, SevenDoubles:
		r.Points++
	case Progress, Blocks, Threat, HandShort, RainMan:
		r.Have++
	case MonthHeld:
		r.Kind = MonthGone
	case MonthGone:
		r.Kind, r.Held = MonthHeld, koikoi.SetOf(koikoi.CraneCard)
	case PassesOver, Forgoes:
		r.Alt = koikoi.Play(koikoi.NoCard)
	case Rated:
		r.Percent++
	case ShobuWinsGame, ShobuLosesGame:
		r.You++
	case Doubled:
		r.Total++
	case PointsFavour:
		if r.Alt == koikoi.KoiKoi {
			r.Alt = koikoi.Shobu
		} else {
			r.Alt = koikoi.KoiKoi
		}
	case FollowsSearch:
		r.Opp++
	default:
		return r, false
	}
	return r, true
}

// TestCheckRefusesFalseClaims changes one reason at a time of real advice
// into a false claim and expects Check to refuse it: the claim test would
// catch an advisor that said it.
func TestCheckRefusesFalseClaims(t *testing.T) {
	refused := map[Kind]int{}
	for seed := uint64(1); seed <= 40; seed++ {
		rules := koikoi.MustPreset(koikoi.PresetNames[seed%4])
		rules.Rounds = 1 + int(seed%3)
		s, _ := koikoi.NewState(koikoi.WithRules(rules), koikoi.WithSeed(seed))
		p, _ := ai.New("normal", ai.WithSeed(seed))
		for s.Phase() < koikoi.PhaseGameOver {
			if s.Phase() == koikoi.PhaseRoundOver {
				s, _ = s.NextRound()
				continue
			}
			o := s.Observe(s.ToMove())
			if len(o.LegalMoves()) > 1 {
				a := Advise(&o, ai.WithSeed(seed), ai.WithBudget(100))
				for i, r := range a.Reasons {
					bad, ok := lie(r)
					if !ok {
						continue
					}
					b := a
					b.Reasons = append([]Reason(nil), a.Reasons...)
					b.Reasons[i] = bad
					if b.Decision != nil {
						d := *b.Decision
						d.Reasons = b.Reasons
						b.Decision = &d
					}
					if err := Check(&o, b); !errors.Is(err, ErrFalseClaim) {
						t.Fatalf("Check accepts %v in place of %v (hand %v, field %v)", bad, r, o.Hand, o.Field)
					}
					refused[r.Kind]++
				}
			}
			s, _ = s.Apply(p.Move(&o))
		}
	}
	t.Logf("false claims refused: %v", refused)
}
