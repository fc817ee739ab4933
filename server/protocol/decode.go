package protocol

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"unicode/utf8"
)

// newMessage maps each client message type to a new value of it.
var newMessage = map[string]func() any{
	"hello":            func() any { return new(Hello) },
	"rename":           func() any { return new(Rename) },
	"create":           func() any { return new(Create) },
	"join":             func() any { return new(Join) },
	"quick":            func() any { return new(Quick) },
	"accept_computer":  func() any { return new(AcceptComputer) },
	"resume":           func() any { return new(Resume) },
	"move":             func() any { return new(Move) },
	"leave":            func() any { return new(Leave) },
	"records":          func() any { return new(Records) },
	"record":           func() any { return new(GetRecord) },
	"stats":            func() any { return new(Stats) },
	"chat":             func() any { return new(Chat) },
	"rematch":          func() any { return new(Rematch) },
	"leaderboard":      func() any { return new(GetLeaderboard) },
	"profile":          func() any { return new(GetProfile) },
	"block":            func() any { return new(Block) },
	"unblock":          func() any { return new(Unblock) },
	"blocks":           func() any { return new(GetBlocks) },
	"link_code":        func() any { return new(GetLinkCode) },
	"devices":          func() any { return new(GetDevices) },
	"unlink":           func() any { return new(Unlink) },
	"daily_submit":     func() any { return new(DailySubmit) },
	"daily_board":      func() any { return new(GetDailyBoard) },
	"daily_record":     func() any { return new(GetDailyRecord) },
	"lobby":            func() any { return new(GetLobby) },
	"sit":              func() any { return new(Sit) },
	"vacation":         func() any { return new(SetVacation) },
	"friend_code":      func() any { return new(GetFriendCode) },
	"add_friend":       func() any { return new(AddFriend) },
	"remove_friend":    func() any { return new(RemoveFriend) },
	"friends":          func() any { return new(GetFriends) },
	"invite_friend":    func() any { return new(InviteFriend) },
	"invites":          func() any { return new(GetInvites) },
	"answer_invite":    func() any { return new(AnswerInvite) },
	"push_key":         func() any { return new(GetPushKey) },
	"push_subscribe":   func() any { return new(PushSubscribe) },
	"push_unsubscribe": func() any { return new(PushUnsubscribe) },
}

// Decode reads one client frame into a pointer to its message type
// (*Hello, *Move...). It returns the request ID it could read with the
// error, so the error answer can name the request.
func Decode(frame []byte) (msg any, id int64, err *Error) {
	if len(frame) > MaxMessage {
		return nil, 0, Errorf(CodeTooLarge, "a message may be at most %d bytes", MaxMessage)
	}
	if !utf8.Valid(frame) {
		return nil, 0, Errorf(CodeBadUTF8, "a message must be UTF-8")
	}
	var h Header
	if e := json.Unmarshal(frame, &h); e != nil {
		var te *json.UnmarshalTypeError
		if errors.As(e, &te) && te.Field != "" {
			return nil, 0, Errorf(CodeBadMessage, "field %s must be a %s", te.Field, te.Type)
		}
		return nil, 0, Errorf(CodeBadJSON, "a message is one JSON object: %v", e)
	}
	mk, ok := newMessage[h.Type]
	if !ok {
		return nil, h.ID, Errorf(CodeBadMessage, "unknown message type %q", h.Type)
	}
	msg = mk()
	dec := json.NewDecoder(bytes.NewReader(frame))
	dec.DisallowUnknownFields()
	if e := dec.Decode(msg); e != nil {
		var te *json.UnmarshalTypeError
		if errors.As(e, &te) {
			return nil, h.ID, Errorf(CodeBadMessage, "%s: field %s must be a %s", h.Type, te.Field, te.Type)
		}
		return nil, h.ID, Errorf(CodeBadMessage, "%s: %v", h.Type, e)
	}
	if _, e := dec.Token(); e != io.EOF {
		return nil, h.ID, Errorf(CodeBadJSON, "one JSON object per message")
	}
	if e := checkClock(msg, frame); e != nil {
		return nil, h.ID, e
	}
	return msg, h.ID, nil
}
