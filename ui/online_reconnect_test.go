package ui

import (
	"slices"
	"testing"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/node/nodetest"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// TestIkebanaOnlineReconnect: the server goes down mid-round; both
// phones show the reconnecting banner over the table; it comes back, the
// banner goes, and the round plays on to its scores, the same on both.
func TestIkebanaOnlineReconnect(t *testing.T) {
	srv := nodetest.New(t, hub.Config{})
	aki, ben := newPhone(t, srv.URL(), "Aki"), newPhone(t, srv.URL(), "Ben")
	sitTogether(t, aki, ben)
	for range 3 { // a few moves each
		run(t, "Aki's turn", func() bool {
			playOn(ben)
			return aki.Ikebana.Match().MyTurn()
		}, aki, ben)
		playOn(aki)
	}
	if aki.Online.View.Bar.Banner.Visible() {
		t.Fatal("the reconnecting banner shows while connected")
	}
	srv.Stop()
	run(t, "the banners", func() bool {
		return aki.Online.View.Bar.Banner.Visible() && ben.Online.View.Bar.Banner.Visible()
	}, aki, ben)
	if got := aki.Online.View.Bar.Banner.Label.Text; got != "Connection lost: reconnecting…" {
		t.Errorf("banner %q", got)
	}
	// Reconnecting, a phone cannot tell who else is connected: its own
	// dot is grey, the other person's a hollow ring, the computer's none.
	for _, p := range []*phone{aki, ben} {
		if got, want := dots(p), dotsWhile(p, kit.DotAway, kit.DotUnknown); !slices.Equal(got, want) {
			t.Errorf("reconnecting, the dots %q; want %q", got, want)
		}
	}
	srv.Restart()
	run(t, "the banners gone", func() bool {
		return !aki.Online.View.Bar.Banner.Visible() && !ben.Online.View.Bar.Banner.Visible()
	}, aki, ben)
	run(t, "every person's dot green again", func() bool {
		return slices.Equal(dots(aki), dotsWhile(aki, kit.DotHere, kit.DotHere)) &&
			slices.Equal(dots(ben), dotsWhile(ben, kit.DotHere, kit.DotHere))
	}, aki, ben)
	over := func(p *phone) bool {
		m := p.Ikebana.Match()
		return m != nil && m.Observe().Phase == ikebana.PhaseRoundOver && p.Ikebana.Scores != nil
	}
	run(t, "the round's scores on both phones", func() bool {
		if !over(aki) {
			playOn(aki)
		}
		if !over(ben) {
			playOn(ben)
		}
		return over(aki) && over(ben)
	}, aki, ben)
	ra, rb := aki.Ikebana.Match().State().Result(), ben.Ikebana.Match().State().Result()
	for p := range ra.Prestige {
		if ra.Prestige[p] != rb.Prestige[p] {
			t.Errorf("seat %d: %d prestige on Aki's phone, %d on Ben's", p, ra.Prestige[p], rb.Prestige[p])
		}
	}
}

// dots are the presence dots p's online table shows, seat by seat.
func dots(p *phone) []string {
	var out []string
	for _, s := range p.Online.View.Bar.Presence.Seats {
		out = append(out, s.Dot())
	}
	return out
}

// dotsWhile are the dots p's table should show: own for p's seat, other
// for the other people's, none for the computers'.
func dotsWhile(p *phone, own, other string) []string {
	in := p.Online.View.Bar.Table().Info()
	var out []string
	for i, s := range in.Seats {
		switch {
		case s.Kind != "person":
			out = append(out, "")
		case i == in.Seat:
			out = append(out, own)
		default:
			out = append(out, other)
		}
	}
	return out
}
