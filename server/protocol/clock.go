package protocol

import "encoding/json"

// checkClock refuses a create whose "clock" is given as 0: the server's
// clocks are 15, 30, 60, 120 and 300 seconds, and a create that wants the
// default leaves "clock" out (Create.Clock's omitempty does).
func checkClock(msg any, frame []byte) *Error {
	c, ok := msg.(*Create)
	if !ok || c.Clock != 0 {
		return nil
	}
	var given struct {
		Clock *int `json:"clock"`
	}
	if json.Unmarshal(frame, &given) == nil && given.Clock != nil {
		return Errorf(CodeBadOptions, "create: clock 0 is none of the server's clocks; leave clock out for the default")
	}
	return nil
}
