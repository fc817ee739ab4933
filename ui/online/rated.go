package online

import (
	"context"
	"strconv"

	"fyne.io/fyne/v2/widget"

	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/server/protocol"
)

// Rated play's words, the same on every screen: a rating is written in
// plain digits (1512, as chess sites write them, never 1,512), with a "?"
// while it is provisional (docs/ratings.md).

// ratingText writes a rating: "1512", or "1512?" while provisional.
func ratingText(rating int, provisional bool) string {
	s := strconv.Itoa(rating)
	if provisional {
		s += "?"
	}
	return s
}

// signed writes a rating's change with its sign: +12, −9, ±0.
func signed(n int) string {
	switch {
	case n > 0:
		return "+" + strconv.Itoa(n)
	case n < 0:
		return "−" + strconv.Itoa(-n)
	}
	return "±0"
}

// changeText says what a rated game's end did to a rating, beside the
// player's name: "1500 → 1512 (+12)".
func changeText(r protocol.SeatRating) string {
	return strconv.Itoa(r.Rating-r.Change) + " → " + ratingText(r.Rating, r.Provisional) + " (" + signed(r.Change) + ")"
}

// seatChange returns the change of seat's rating in d.
func seatChange(d core.RatingData, seat int) (protocol.SeatRating, bool) {
	for _, r := range d.Ratings {
		if r.Seat == seat {
			return r, true
		}
	}
	return protocol.SeatRating{}, false
}

// poolRating returns the player's rating in pool from a profile; a player
// who never played a rated game there has the start's rating,
// provisional.
func poolRating(p core.Profile, pool string) protocol.PoolRating {
	for _, r := range p.Ratings {
		if r.Pool == pool {
			return r
		}
	}
	return protocol.PoolRating{Pool: pool, Rating: startRating, Deviation: startDeviation, Provisional: true}
}

// The rating every player starts from (docs/ratings.md).
const (
	startRating    = 1500
	startDeviation = 350
)

// myRating asks the server for the player's rating in a game's pool (the
// pools are named as the games) and gives it written (1512, 1512?) to
// show, on the UI goroutine; an error shows nothing (the rating is a
// courtesy, the table plays on without it).
func (a *App) myRating(game string, show func(string)) {
	s := a.current()
	if s == nil {
		return
	}
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), a.askWait)
		defer cancel()
		p, err := s.Profile(ctx)
		if err != nil {
			return
		}
		r := poolRating(p, game)
		a.post(func() { show(ratingText(r.Rating, r.Provisional)) })
	}()
}

// ratedCheck is the choice of a rated game (Create a table, the quick
// match), checked as the player last chose; a change is saved with the
// settings, for the next table and the next launch.
func (a *App) ratedCheck() *widget.Check {
	c := widget.NewCheck(a.T("online.rated.check"), nil)
	c.SetChecked(a.ratedChoice())
	c.OnChanged = func(on bool) {
		if !c.Disabled() && on != a.ratedChoice() {
			a.h.Settings().OnlineRated = on
			a.h.SaveSettings()
		}
	}
	return c
}

// ratedChoice returns the player's last choice of a rated game.
func (a *App) ratedChoice() bool { return a.h.Settings().OnlineRated }
