package online

import (
	"encoding/json"
	"time"

	"fyne.io/fyne/v2"

	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/server/protocol"
)

// At a turn-based table the bar's clock counts days and hours, and the
// bar tells when a clock ran out (the computer moved for that seat, a
// strike) and when a seat was forfeited; a player who lost their seat is
// told so for as long as the table shows.

// paceShown is how long the bar tells of a timeout or another seat's
// forfeit.
const paceShown = 20 * time.Second

// pace sets the bar up for the table's pace: a turn-based clock, and the
// last timeout or forfeit of the player's own seat that still holds (a
// strike not cleared by a move since, a seat lost) told from the start.
func (b *TableBar) pace() {
	if !b.t.TurnBased() {
		return
	}
	a := b.a
	b.Clock.SetFormat(a.spanText, a.spanText(6*24*time.Hour+23*time.Hour))
	in := b.t.Info()
	if in.Seat < 0 || in.Seat >= len(in.Seats) {
		return
	}
	me := in.Seats[in.Seat]
	if me.Forfeit || me.Strikes > 0 {
		evs := b.t.Events(0)
		for i := len(evs) - 1; i >= 0; i-- {
			if text, mine := b.paceText(evs[i], in); text != "" && mine {
				b.tell(text, me.Forfeit)
				b.a.post(b.relayout) // once the table around the bar shows
				break
			}
		}
	}
	b.paceSeen = b.t.Seq()
}

// paceNews tells the timeouts and forfeits read since the bar last
// looked. It reports whether the player's own seat was just forfeited:
// the table must show again, played by the computer.
func (b *TableBar) paceNews() (lost bool) {
	if !b.t.TurnBased() {
		return false
	}
	in := b.t.Info()
	for _, e := range b.t.Events(b.paceSeen) {
		if text, mine := b.paceText(e, in); text != "" {
			b.tell(text, mine && e.Kind == "forfeit")
			lost = lost || (mine && e.Kind == "forfeit")
		}
		b.paceSeen = e.Seq
	}
	return lost
}

// paceText is the sentence of a timeout or forfeit event ("" for another
// event), and whether it is about the player's own seat.
func (b *TableBar) paceText(e protocol.Event, in protocol.TableInfo) (text string, mine bool) {
	if e.Kind != "timeout" && e.Kind != "forfeit" {
		return "", false
	}
	var d core.TimeoutData
	if json.Unmarshal(e.Data, &d) != nil || d.Seat < 0 || d.Seat >= len(in.Seats) {
		return "", false
	}
	mine = d.Seat == in.Seat
	data := map[string]any{"Name": in.Seats[d.Seat].Name, "N": d.Strikes, "Max": core.MaxStrikes}
	switch {
	case e.Kind == "timeout" && (d.Strikes == 0 || d.Strikes >= core.MaxStrikes):
		return "", mine // the last strike: the forfeit that follows says it
	case e.Kind == "timeout" && mine:
		return b.a.T("online.pace.timeout.you", data), true
	case e.Kind == "timeout":
		return b.a.T("online.pace.timeout.other", data), false
	case mine:
		return b.a.T("online.pace.forfeit.you", data), true
	}
	return b.a.T("online.pace.forfeit.other", data), false
}

// tell shows a sentence of the pace under the bar: for a while, or for
// good (the player's seat was lost).
func (b *TableBar) tell(text string, forGood bool) {
	if b.Pace.Text == b.a.T("online.pace.forfeit.you", map[string]any{"Max": core.MaxStrikes}) {
		return // the seat is lost: that stays said
	}
	b.Pace.SetText(text)
	b.Pace.Show()
	b.relayout()
	if forGood {
		return
	}
	time.AfterFunc(paceShown, func() {
		b.a.post(func() {
			if b.Pace.Text == text {
				b.Pace.Hide()
				b.relayout()
			}
		})
	})
}

// paceLabel is the line of the pace under the bar, wrapped: hidden until
// there is news.
func (b *TableBar) paceLabel() fyne.CanvasObject {
	b.Pace = note("")
	b.Pace.Alignment = fyne.TextAlignCenter
	b.Pace.Hide()
	return b.Pace
}
