package match

import "errors"

// Errors a match returns besides its engine's. Callers test them with
// errors.Is.
var (
	// ErrHandover: the phone must go to the next player (AcceptHandover)
	// before the table shows a hand or takes a move.
	ErrHandover = errors.New("match: hand the phone over first")
	// ErrStopped: the match was stopped.
	ErrStopped = errors.New("match: stopped")
	// ErrRoundNotOver: NextRound while a round is under way, from a match
	// whose engine does not say it in its own words (an online match: the
	// server deals by itself, and a second NextRound may find the next
	// round already dealt).
	ErrRoundNotOver = errors.New("match: the round is not over")
	// ErrGameOver: NextRound after the last round, from a match whose
	// engine does not say it in its own words (an online match: the
	// server may have ended the game while the scores were shown, the
	// last round played out or a player gone).
	ErrGameOver = errors.New("match: the game is over")
)

// SeatKind says who sits in a seat.
type SeatKind uint8

// The kinds of seats.
const (
	Computer SeatKind = iota // a computer player at Level
	Person                   // a person on this phone
	Remote                   // a person elsewhere, online
)

var seatKindNames = [...]string{"computer", "person", "remote"}

// String returns the kind's name.
func (k SeatKind) String() string {
	if int(k) < len(seatKindNames) {
		return seatKindNames[k]
	}
	return "seat-kind(?)"
}

// Seat is who sits in one seat of a table.
type Seat struct {
	Kind  SeatKind
	Level string // a computer's level, one of its game's ai.Levels
	Name  string // a person's name, or the computer's
}

// Sequenced is an event with its number in the match's stream: the first
// event is 1, and each next one is one more. A client that lost its
// connection asks for the events after the last number it saw.
type Sequenced[E any] struct {
	Seq   uint64
	Event E
}

// Match is a table seen from one seat, the viewer. O is the game's
// observation, M its move and E its event. A Match is safe for use by
// several goroutines.
type Match[O, M, E any] interface {
	// Viewer returns the seat the table is seen from. In pass-and-play it
	// is the person whose turn it is, once the phone is handed over.
	Viewer() int
	// Seats returns who sits in every seat.
	Seats() []Seat
	// Observe returns what the viewer sees now.
	Observe() O
	// LegalMoves returns the viewer's legal moves now: none when it is
	// not its turn (or the phone must be handed over).
	LegalMoves() []M
	// Since returns, in one read, what changed after event number seq:
	// the events numbered after it, as the viewer may see them, oldest
	// first, and what the viewer sees after them. The two agree: no move
	// comes between them.
	Since(seq uint64) (events []Sequenced[E], obs O)
	// Updates returns a channel that receives after every change (an
	// event, a computer starting to think, a handover). It holds one
	// pending signal; read Since when it fires. Stop closes it.
	Updates() <-chan struct{}
	// Submit makes the viewer's move. A move out of turn or illegal is the
	// engine's error, and changes nothing.
	Submit(m M) error
	// NextRound deals the next round once a round is over.
	NextRound() error
	// Thinking reports whether a computer (or a remote person) is choosing
	// its move.
	Thinking() bool
	// Handover reports whether the phone must go to the viewer before the
	// table shows its hand (pass-and-play); AcceptHandover says it did.
	Handover() bool
	AcceptHandover()
	// Stop ends the match's work: a computer move under way is dropped.
	Stop()
}

// Holder is a match that can hold its computers after a turn until the
// person at the phone lets them on ("tap to continue"): a Local match
// with Options.Hold. A table asks for it with a type assertion; a match
// with no computers here (online) is no Holder.
type Holder interface {
	// Held reports whether the match holds after a computer's turn: no
	// computer thinks or plays until Release.
	Held() bool
	// Release lets the computers play on.
	Release()
}
