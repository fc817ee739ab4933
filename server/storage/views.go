package storage

import (
	"encoding/json"
	"errors"
)

// AppendViews appends an event's Views as the JSON array both stores keep
// (null for no views, null for a seat without a part), written as they
// are: they are already JSON, which encoding/json would check and compact
// again at every commit.
func AppendViews(b []byte, views []json.RawMessage) []byte {
	if views == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i, v := range views {
		if i > 0 {
			b = append(b, ',')
		}
		if v == nil {
			b = append(b, "null"...)
		} else {
			b = append(b, v...)
		}
	}
	return append(b, ']')
}

var errViews = errors.New("storage: an event's views are not a JSON array")

// ParseViews reads what AppendViews wrote: each element of the array as
// it is, nil for null. It only finds where each element ends (the store
// wrote them from valid JSON); the frames sent carry them unchanged.
func ParseViews(b []byte) ([]json.RawMessage, error) {
	b = trimSpace(b)
	if len(b) == 0 || string(b) == "null" {
		return nil, nil
	}
	if b[0] != '[' || b[len(b)-1] != ']' {
		return nil, errViews
	}
	out := []json.RawMessage{}
	rest := trimSpace(b[1 : len(b)-1])
	for len(rest) > 0 {
		n, err := valueEnd(rest)
		if err != nil {
			return nil, err
		}
		v := trimSpace(rest[:n])
		if string(v) == "null" {
			v = nil
		}
		out = append(out, json.RawMessage(v))
		rest = trimSpace(rest[n:])
		if len(rest) > 0 {
			if rest[0] != ',' {
				return nil, errViews
			}
			rest = trimSpace(rest[1:])
			if len(rest) == 0 {
				return nil, errViews
			}
		}
	}
	return out, nil
}

// valueEnd returns the length of the JSON value b starts with: up to the
// first comma outside strings, objects and arrays.
func valueEnd(b []byte) (int, error) {
	depth := 0
	for i := 0; i < len(b); i++ {
		switch b[i] {
		case '"':
			for i++; i < len(b) && b[i] != '"'; i++ {
				if b[i] == '\\' {
					i++
				}
			}
			if i >= len(b) {
				return 0, errViews
			}
		case '{', '[':
			depth++
		case '}', ']':
			if depth--; depth < 0 {
				return 0, errViews
			}
		case ',':
			if depth == 0 {
				return i, nil
			}
		}
	}
	if depth != 0 {
		return 0, errViews
	}
	return len(b), nil
}

func trimSpace(b []byte) []byte {
	for len(b) > 0 && isSpace(b[0]) {
		b = b[1:]
	}
	for len(b) > 0 && isSpace(b[len(b)-1]) {
		b = b[:len(b)-1]
	}
	return b
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }
