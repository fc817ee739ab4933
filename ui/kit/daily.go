package kit

// DailyOnline is what the online screens lend a game's daily deal: whether
// the player has an online identity (a finished daily is sent only then:
// nobody is made to sign up), sending a finished daily, the day's table,
// and the sentence of an error. Its functions are called on the UI
// goroutine; Submit's done is too.
type DailyOnline struct {
	Identity func() bool
	// Submit sends game's daily of date: the person's moves (Move.String)
	// and the final result seat by seat; done gets the place ranked and
	// how many played the day, or the error.
	Submit func(game, date string, moves []string, result []int, done func(place, players int, err error))
	// Board shows the day's table of game; open replays a closed day's
	// line from its person's moves (its back arrow returns to the table);
	// back leaves the table.
	Board func(game, date string, open func(moves []string, back func()) error, back func())
	// ErrorText is the one sentence that tells err; Final reports whether
	// after err the server takes no result of that day any more (one was
	// taken, or the day is closed): the result is then no longer pending.
	ErrorText func(err error) string
	Final     func(err error) bool
}
