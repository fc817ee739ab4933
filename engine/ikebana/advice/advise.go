package advice

import (
	"math"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/ai"
	"github.com/koikoi-app/koikoi/engine/ikebana/internal/seatview"
)

// Advice is the assist shown to players who turn hints on: the move the
// hard level plays, the button that makes it, and why.
type Advice struct {
	// Move is the suggested move, and so the button to highlight:
	// MoveDraw the pile (Draw), MoveBuy the top of seat Move.From's
	// discard pile (Buy), MoveKeep the card turned over (Keep), MoveRefuse
	// (Refuse). Phase says which pair of buttons is showing: draw or buy
	// at PhaseStart, keep or refuse at PhaseDrawn.
	Move  ikebana.Move
	Phase ikebana.Phase
	// Card is the card Move takes or refuses: the top of Move.From's
	// discard pile for a buy, the card turned over for keep and refuse,
	// NoCard for a draw.
	Card ikebana.Card
	// Reason is the main reason, Reasons[0]: what the move does.
	Reason Reason
	// Reasons are every reason, the main one first, then what the move
	// gives up and what the search measured. Each is a claim Check
	// verifies against the position.
	Reasons []Reason
	// Outlooks are the legal moves as the search rated them, in the order
	// of the observation's LegalMoves; nil when Searched is false.
	Outlooks []ai.MoveValue
	// WinChance is the seat's chance of winning the game (a win shared by
	// k counting 1/k) when it makes Move and everyone plays on as the
	// normal level judges, 0 to 1, with each seat's strength when the
	// table is known (ai.WithLevels). It is calibrated
	// (docs/ikebana-ai.md); Searched is false when it was not measured or
	// not calibrated at such a table (ai.Calibrated), and then it must not
	// be shown.
	WinChance float64
	Searched  bool
}

// Advise returns the hard level's suggestion for the seat to move and why,
// with the seat's chance of winning. It takes the options of ai.New:
// without ai.WithBudget it searches as the hard level plays, which is what
// makes the suggestion the hard level's move; a smaller budget answers
// faster and plays weaker. When the seat is not to move it returns an
// Advice with nothing to show: Searched false, Reasons nil, Card NoCard.
func Advise(obs *ikebana.Observation, opts ...ai.Option) Advice {
	if !obs.MyTurn() {
		return Advice{Move: ikebana.Move{Kind: ikebana.MoveKeep}, Phase: obs.Phase, Card: ikebana.NoCard, Reason: newReason(Nothing)}
	}
	an := ai.Analyze(obs, opts...)
	m := an.Best
	// Where the chance is not calibrated the search's numbers are not
	// given: the move is still the search's.
	a := Advice{Move: m, Phase: obs.Phase, Card: moveCard(obs, m), Searched: len(an.Moves) > 0 && ai.Calibrated(obs, opts...)}
	mine, _ := an.Of(m)
	if a.Searched {
		a.Outlooks, a.WinChance = an.Moves, mine.Win
	}
	v := seatview.Of(obs)
	a.Reasons = append(a.Reasons, mainReason(&v, m, m != an.Normal))
	if r, ok := passedCard(&v, m); ok {
		a.Reasons = append(a.Reasons, r)
	}
	if alt, ok := bestAlternative(a.Outlooks, m); ok {
		r := newReason(Outlook)
		r.Alt, r.AltCard = alt.Move, moveCard(obs, alt.Move)
		r.Points, r.AltPoints = roundInt(mine.Points), roundInt(alt.Points)
		a.Reasons = append(a.Reasons, r)
		r.Kind, r.Points, r.AltPoints = Wins, 0, 0
		r.Chance, r.AltChance = percent(mine.Win), percent(alt.Win)
		if r.Chance < r.AltChance {
			r.Kind = Even
		}
		a.Reasons = append(a.Reasons, r)
	}
	a.Reason = a.Reasons[0]
	return a
}

// bestAlternative is the other legal move the search rated highest.
func bestAlternative(os []ai.MoveValue, m ikebana.Move) (ai.MoveValue, bool) {
	var best ai.MoveValue
	ok := false
	for _, o := range os {
		if o.Move != m && (!ok || o.Win > best.Win) {
			best, ok = o, true
		}
	}
	return best, ok
}

// percent is a chance in whole percent.
func percent(p float64) int { return roundInt(100 * p) }

func roundInt(x float64) int { return int(math.Round(x)) }
