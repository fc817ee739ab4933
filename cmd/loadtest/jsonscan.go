package main

import (
	"encoding/json"
	"errors"
	"unicode/utf8"
)

// frameText is what the leak check reads of a frame, in one pass over its
// bytes (decoding each frame into maps and walking them cost the bots
// about as much CPU as the server's work on the move).
type frameText struct {
	hand   []string // the view's hand
	faceUp bool     // the view shows the other hand or the pile: the round is over
	// strs are every string value in the data and the view, but for the
	// view's past (see withoutHistory): the first draw and the last
	// round's result.
	strs []string
}

// scanFrame reads a frame's data and view (valid JSON: the client decoded
// the frame already).
func scanFrame(data, view json.RawMessage) (frameText, error) {
	var f frameText
	if data != nil {
		s := jsonScanner{b: data}
		if err := s.value(&f.strs); err != nil {
			return f, err
		}
	}
	if view == nil {
		return f, nil
	}
	s := jsonScanner{b: view}
	s.space()
	if s.peek() != '{' {
		return f, s.value(&f.strs)
	}
	s.i++
	for {
		s.space()
		if s.peek() == '}' {
			break
		}
		key, err := s.str()
		if err != nil {
			return f, err
		}
		s.space()
		if s.peek() != ':' {
			return f, errScan
		}
		s.i++
		s.space()
		n := len(f.strs)
		switch key {
		case "first_draw", "result":
			err = s.value(nil)
		default:
			err = s.value(&f.strs)
		}
		if err != nil {
			return f, err
		}
		switch key {
		case "hand":
			f.hand = f.strs[n:len(f.strs):len(f.strs)]
		case "opp_hand", "pile":
			f.faceUp = f.faceUp || len(f.strs) > n
		}
		s.space()
		if s.peek() == ',' {
			s.i++
			continue
		}
		if s.peek() != '}' {
			return f, errScan
		}
		break
	}
	if f.faceUp {
		f.strs = nil
	}
	return f, nil
}

var errScan = errors.New("loadtest: a frame's JSON ends early")

// jsonScanner walks valid JSON and collects its string values (not the
// keys of objects).
type jsonScanner struct {
	b []byte
	i int
}

func (s *jsonScanner) peek() byte {
	if s.i < len(s.b) {
		return s.b[s.i]
	}
	return 0
}

func (s *jsonScanner) space() {
	for s.i < len(s.b) && (s.b[s.i] == ' ' || s.b[s.i] == '\t' || s.b[s.i] == '\n' || s.b[s.i] == '\r') {
		s.i++
	}
}

// value reads one value, appending its strings to out unless out is nil.
func (s *jsonScanner) value(out *[]string) error {
	s.space()
	switch s.peek() {
	case '"':
		str, err := s.str()
		if err == nil && out != nil {
			*out = append(*out, str)
		}
		return err
	case '{', '[':
		obj := s.b[s.i] == '{'
		s.i++
		for {
			s.space()
			if c := s.peek(); c == '}' || c == ']' {
				s.i++
				return nil
			}
			if obj {
				if _, err := s.str(); err != nil {
					return err
				}
				s.space()
				if s.peek() != ':' {
					return errScan
				}
				s.i++
			}
			if err := s.value(out); err != nil {
				return err
			}
			s.space()
			if s.peek() == ',' {
				s.i++
			}
		}
	case 0:
		return errScan
	}
	// A number, true, false or null: up to the next delimiter.
	for s.i < len(s.b) {
		switch s.b[s.i] {
		case ',', '}', ']', ' ', '\t', '\n', '\r':
			return nil
		}
		s.i++
	}
	return nil
}

// str reads a string.
func (s *jsonScanner) str() (string, error) {
	if s.peek() != '"' {
		return "", errScan
	}
	start := s.i
	escaped := false
	for s.i++; s.i < len(s.b); s.i++ {
		switch s.b[s.i] {
		case '\\':
			escaped = true
			s.i++
		case '"':
			s.i++
			if raw := s.b[start+1 : s.i-1]; !escaped && utf8.Valid(raw) {
				return string(raw), nil
			}
			var str string
			err := json.Unmarshal(s.b[start:s.i], &str)
			return str, err
		}
	}
	return "", errScan
}
