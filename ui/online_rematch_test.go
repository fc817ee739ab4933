package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/node/nodetest"
)

// sitTogether has Aki open a two-seat Ikebana table and Ben join it by
// code; it returns once both tables show.
func sitTogether(t *testing.T, aki, ben *phone) {
	t.Helper()
	aki.Online.ShowLobby("ikebana")
	test.Tap(aki.Online.View.Lobby.Create)
	c := aki.Online.View.Create
	c.Players.SetSelectedIndex(0)  // two florists
	c.Seats[1].SetSelectedIndex(0) // a friend
	test.Tap(c.Create)
	run(t, "Aki's waiting room", func() bool { return aki.Online.View.Room != nil }, aki)
	ben.Online.ShowLobby("ikebana")
	test.Type(ben.Online.View.Lobby.Code, aki.Online.View.Room.Code.Text)
	test.Tap(ben.Online.View.Lobby.Join)
	run(t, "both tables", func() bool { return aki.Ikebana.Table() != nil && ben.Ikebana.Table() != nil }, aki, ben)
}

// playOn makes p's move when it is p's turn, through the table's
// buttons, and goes on from the scores; it reports whether p sees the
// final standings.
func playOn(p *phone) bool {
	m, tb := p.Ikebana.Match(), p.Ikebana.Table()
	if m == nil {
		return false
	}
	switch o := m.Observe(); {
	case o.Phase == ikebana.PhaseGameOver && p.Ikebana.Final != nil:
		return true
	case (o.Phase == ikebana.PhaseRoundOver || o.Phase == ikebana.PhaseGameOver) && p.Ikebana.Scores != nil && p.Ikebana.Scores.Next.Visible():
		test.Tap(p.Ikebana.Scores.Next)
	case tb == nil || !m.MyTurn():
	case o.Phase == ikebana.PhaseStart && tb.Draw.Visible() && !tb.Draw.Disabled():
		test.Tap(tb.Draw)
	case o.Phase == ikebana.PhaseDrawn && tb.Keep.Visible() && !tb.Keep.Disabled():
		test.Tap(tb.Keep)
	}
	return false
}

// TestIkebanaOnlineChatAndRematch: at an online Ikebana table Aki says
// Good luck from the bar's menu and Ben sees it beside her name; the two
// play the whole game to the final standings, both ask for a rematch
// from the bar, and both sit at the new table with the same people.
func TestIkebanaOnlineChatAndRematch(t *testing.T) {
	addr := nodetest.Start(t, hub.Config{})
	aki, ben := newPhone(t, addr, "Aki"), newPhone(t, addr, "Ben")
	sitTogether(t, aki, ben)

	bar := aki.Online.View.Bar
	test.Tap(bar.Chat.Button)
	test.Tap(bar.Chat.Menu.Items[1].(fyne.Tappable)) // Good luck!
	run(t, "Aki's message on Ben's phone", func() bool {
		said := ben.Online.View.Bar.Presence.Said[0]
		return said.Visible() && said.Text == "Good luck!"
	}, aki, ben)

	run(t, "the final standings on both phones", func() bool {
		a, b := playOn(aki), playOn(ben)
		return a && b
	}, aki, ben)
	first := aki.Online.View.Bar.Table().ID()
	for _, p := range []*phone{aki, ben} {
		if p.Ikebana.Final.Rematch.Visible() {
			t.Error("the final standings offer an offline rematch at an online table")
		}
		run(t, "Rematch on the bar", func() bool { return p.Online.View.Bar.Rematch.Visible() }, aki, ben)
		test.Tap(p.Online.View.Bar.Rematch)
	}
	defer func() {
		if t.Failed() {
			for _, p := range []*phone{aki, ben} {
				b := p.Online.View.Bar
				t.Logf("bar of %s: status %s, rematch %+v, next %v, button %q shown %v disabled %v", b.Table().ID(), b.Table().Status(), b.Table().RematchState(), b.Table().Next(), b.Rematch.Text, b.Rematch.Visible(), b.Rematch.Disabled())
			}
		}
	}()
	run(t, "the rematch on both phones", func() bool {
		a, b := aki.Online.View.Bar.Table(), ben.Online.View.Bar.Table()
		return a.ID() != first && a.ID() == b.ID() && aki.Ikebana.Table() != nil && ben.Ikebana.Table() != nil
	}, aki, ben)
	in := aki.Online.View.Bar.Table().Info()
	if in.Seats[0].Name != "Aki" || in.Seats[1].Name != "Ben" {
		t.Errorf("the rematch's seats: %+v", in.Seats)
	}
}
