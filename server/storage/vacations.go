package storage

import (
	"context"
	"time"
)

// Vacations is what a Store keeps of the players' vacations: while one
// runs, the player's turn-based clocks do not run out.
type Vacations interface {
	// SetVacation keeps a vacation, or changes the end of the player's
	// vacation that starts at v.Starts.
	SetVacation(ctx context.Context, v Vacation) error
	// VacationsOf lists a player's vacations that end after since, the
	// earliest first.
	VacationsOf(ctx context.Context, player string, since time.Time) ([]Vacation, error)
}

// Vacation is a time a player is away from their turn-based tables.
type Vacation struct {
	Player string
	Starts time.Time
	Ends   time.Time
}
