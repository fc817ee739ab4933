package protocol

// The client's messages of blocks.
type (
	// Block blocks the person at a seat of a table where the player sits
	// or sat: never paired again by a quick match, their chat hidden.
	Block struct {
		Header
		Table string `json:"table"`
		Seat  int    `json:"seat"`
	}
	// Unblock lifts a block, by its id in Blocks' answer.
	Unblock struct {
		Header
		Block string `json:"block"`
	}
	// GetBlocks lists the players the player blocks.
	GetBlocks struct{ Header }
)

// BlockList answers GetBlocks, the newest block first.
type BlockList struct {
	Type   string         `json:"type"` // "blocks"
	Re     int64          `json:"re,omitempty"`
	Blocks []BlockedEntry `json:"blocks"`
}

// BlockedEntry is one blocked player: the block's id to unblock them by
// (not the player's id, which other players never see), their name,
// since when (Unix ms).
type BlockedEntry struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	Since int64  `json:"since"`
}
