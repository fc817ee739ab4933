package koikoi

import (
	"slices"
	"strings"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/names"
	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/store"
)

// narrator tells the steps of a game in sentences: the table's message
// line and game log, and a lesson's line about the moves it shows.
type narrator struct {
	a      *App
	viewer koikoi.Seat    // the seat spoken to as "you"
	pass   bool           // a game of two people: each seat by its number
	other  string         // online, the other person's name ("" for the computer)
	drew   [2]koikoi.Card // the cards that chose the game's first Oya, by seat
}

// narrator returns the table's narrator for its viewer of the moment.
func (t *tableScreen) narrator() narrator {
	obs := t.c.Observe()
	return narrator{a: t.a, viewer: t.viewer, pass: t.c.Save.Mode == store.ModePass, other: t.c.otherName(), drew: obs.FirstDraw()}
}

// seatName returns how the table calls seat s in a sentence's subject.
func (t narrator) seatName(s koikoi.Seat) string {
	if t.pass {
		return t.a.T("ui.player.n", M{"N": int(s) + 1})
	}
	if s == t.viewer {
		return t.a.T("term.you")
	}
	return t.opponent()
}

// opponent returns how the table calls the viewer's opponent (not in a
// game of two people at one phone): by name online, else the computer.
func (t narrator) opponent() string {
	if t.other != "" {
		return t.other
	}
	return t.a.T("term.computer")
}

// you reports whether the narration speaks to the player about seat s
// ("You played…") rather than of it ("Computer played…").
func (t narrator) you(s koikoi.Seat) bool {
	return !t.pass && s == t.viewer
}

// names returns how the viewer and the other seat are called.
func (t narrator) names() (me, opp string) {
	if t.pass {
		v := t.viewer
		return t.a.T("ui.player.n", M{"N": int(v) + 1}), t.a.T("ui.player.n", M{"N": int(v.Other()) + 1})
	}
	return t.a.T("term.you"), t.opponent()
}

// say returns the message of id in its "you" form for seat s
// (table.you.<id>) or its third-person form (table.they.<id>).
func (t narrator) say(s koikoi.Seat, id string, data M) string {
	if data == nil {
		data = M{}
	}
	if t.you(s) {
		return t.a.T("table.you."+id, data)
	}
	data["Name"] = t.seatName(s)
	return t.a.T("table.they."+id, data)
}

// cardList names cards for a sentence: "A", "A and B", "A, B and C".
func (t narrator) cardList(s koikoi.Set) i18n.Noun {
	return cardNouns(t.a.l(), s, func(said []string) string {
		switch len(said) {
		case 0:
			return ""
		case 1:
			return said[0]
		}
		return t.a.T("table.and", M{"A": strings.Join(said[:len(said)-1], ", "), "B": said[len(said)-1]})
	})
}

// toldStep is one step of the narration: step i of steps, said in the
// language of the moment each time the table writes it.
type toldStep struct {
	steps []Step
	i     int
}

// toldLines returns the narration's lines, in the language of now, each
// once.
func (t *tableScreen) toldLines() []string {
	n := t.narrator()
	var out []string
	for _, s := range t.told {
		if l := n.narrate(s.steps, s.i); l != "" && !slices.Contains(out, l) {
			out = append(out, l)
		}
	}
	return out
}

// narrate returns the line that tells step i of steps, or "" when the
// step adds nothing to the line before it (a capture already told with
// its play, a card waiting for a choice).
func (t narrator) narrate(steps []Step, i int) string {
	a := t.a
	s := steps[i]
	card := cardNoun(a.l(), s.Card)
	// waits reports whether a choice follows the step.
	waits := i+1 < len(steps) && steps[i+1].Kind == StepPending
	switch s.Kind {
	case StepDeal:
		return t.dealLine(s)
	case StepExchange:
		if s.Swap {
			return t.say(s.Seat, "swap", nil)
		}
		return t.say(s.Seat, "keep", nil)
	case StepPlay:
		switch {
		case s.Wild && waits:
			return t.say(s.Seat, "gaji.choose", M{"Card": card})
		case s.Wild:
			return t.say(s.Seat, "gaji.took", M{"Card": card, "Took": t.cardList(s.Took)})
		case waits:
			return t.say(s.Seat, "play.choose", M{"Card": card})
		case s.Took.Empty():
			return t.say(s.Seat, "play.laid", M{"Card": card})
		}
		return t.say(s.Seat, "play.took", M{"Card": card, "Took": t.cardList(s.Took)})
	case StepDraw:
		if i+1 < len(steps) && steps[i+1].Kind == StepLand {
			l := steps[i+1]
			switch {
			case i+2 < len(steps) && steps[i+2].Kind == StepPending:
				return t.say(s.Seat, "draw.choose", M{"Card": card})
			case l.Took.Empty():
				return t.say(s.Seat, "draw.laid", M{"Card": card})
			}
			return t.say(s.Seat, "draw.took", M{"Card": card, "Took": t.cardList(l.Took)})
		}
		return t.say(s.Seat, "draw.laid", M{"Card": card})
	case StepTake:
		// A capture chosen by hand is told here; the others with their play.
		if i == 0 || steps[i-1].Kind != StepPlay && steps[i-1].Kind != StepLand {
			return t.say(s.Seat, "chose", M{"Card": card, "Took": t.cardList(s.Took)})
		}
	case StepYaku:
		var ys []string
		for y, p := range s.Yaku {
			if p > 0 {
				ys = append(ys, names.Yaku(a.l(), koikoi.Yaku(y)))
			}
		}
		return t.say(s.Seat, "yaku", M{"Yaku": strings.Join(ys, ", ")})
	case StepKoiKoi:
		return t.say(s.Seat, "koikoi", nil)
	case StepShobu:
		return t.say(s.Seat, "shobu", nil)
	case StepHiki:
		return t.say(s.Seat, "hiki", M{"Month": names.Month(a.l(), s.Card.Month())})
	case StepRoundEnd:
		if s.Result.Draw {
			return a.T("table.end.draw")
		}
		return t.say(s.Result.Winner, "win", M{"Points": a.l().N("count.points", s.Result.Points)})
	}
	return ""
}

// dealLine tells deal step s: who deals, and at the game's first deal how
// the Oya was chosen.
func (t narrator) dealLine(s Step) string {
	a := t.a
	dealer := s.Seat
	if drew := t.drew; s.Round == 1 && drew[0].Valid() {
		me, opp := t.names()
		v := t.viewer
		return a.T("ui.status.firstdeal", M{"Me": me, "Opp": opp, "Dealer": t.seatName(dealer),
			"Mine": names.Card(a.l(), drew[v]), "Theirs": names.Card(a.l(), drew[v.Other()])})
	}
	return t.say(dealer, "deal", M{"Round": a.l().Number(s.Round)})
}
