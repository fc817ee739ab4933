// Package protocol is the online game's wire format: versioned JSON
// messages over WebSocket, one JSON object per frame, each with a "type".
// docs/online-protocol.md documents every message with an example.
//
// Decode reads a client's frame strictly: a size limit, valid UTF-8, a
// known type, no unknown field and the right type for every field. Errors
// go back as {"type":"error","error":{"code":"...","message":"..."}}.
package protocol
