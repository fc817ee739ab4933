package protocol

import "slices"

// The client's messages of a table's people: predefined chat and rematch.
type (
	// Chat sends one of the predefined ChatMessages to every seat of a
	// table where the player sits.
	Chat struct {
		Header
		Table string `json:"table"`
		Msg   string `json:"msg"`
	}
	// Rematch accepts (or declines) another game with the same people and
	// options once a table's game is over. Accept is required: a missing
	// answer is no decline.
	Rematch struct {
		Header
		Table  string `json:"table"`
		Accept *bool  `json:"accept"`
	}
)

// OK answers a request that has no other answer (Chat, Rematch): the
// request was taken; its event is on its way to every seat.
type OK struct {
	Type string `json:"type"` // "ok"
	Re   int64  `json:"re,omitempty"`
}

// ChatMessages are the ids of the predefined chat messages; each client
// shows its own text for them, in its player's language. There is no free
// text.
var ChatMessages = []string{"hello", "good-luck", "nice-move", "your-turn", "hurry", "oops", "thanks", "good-game"}

// ChatMessage reports whether id is one of ChatMessages.
func ChatMessage(id string) bool { return slices.Contains(ChatMessages, id) }

// ChatData is the data of a "chat" event.
type ChatData struct {
	Seat int    `json:"seat"`
	Msg  string `json:"msg,omitempty"`
	// Hidden: the sender is someone this seat blocks; Msg is left out.
	Hidden bool `json:"hidden,omitempty"`
}

// RematchData is the data of a "rematch" event: a seat's vote. Until is
// when the offer of a rematch runs out (Unix ms): a vote after it is
// refused. The vote that completes the rematch names its new table, which
// every person of the old one is seated at and resumes.
type RematchData struct {
	Seat   int    `json:"seat"`
	Accept bool   `json:"accept"`
	Until  int64  `json:"until"`
	Table  string `json:"table,omitempty"`
}
