package protocol

import "encoding/json"

// PeekID reads a frame's request "id" alone, without checking the rest
// of the message, so that a message refused before it is decoded (over
// the rate limit) is still answered with its "re". 0 when it has none or
// the frame is not a JSON object.
func PeekID(frame []byte) int64 {
	var h struct {
		ID int64 `json:"id"`
	}
	if len(frame) > MaxMessage || json.Unmarshal(frame, &h) != nil {
		return 0
	}
	return h.ID
}
