package online

import (
	"errors"
	"testing"
)

func TestParseAddress(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"ws://127.0.0.1:8090/v1/ws", "ws://127.0.0.1:8090/v1/ws"},
		{"127.0.0.1:8090", "ws://127.0.0.1:8090/v1/ws"},
		{"  play.example.org:443 ", "wss://play.example.org:443/v1/ws"},
		{"play.example.org", "ws://play.example.org/v1/ws"},
		{"https://play.example.org/", "wss://play.example.org/v1/ws"},
		{"http://192.168.1.20:8090", "ws://192.168.1.20:8090/v1/ws"},
		{"wss://play.example.org/games/v1/ws", "wss://play.example.org/games/v1/ws"},
		{"", ""},
		{"ftp://play.example.org", ""},
		{"ws://", ""},
		{"ws://user:pw@play.example.org", ""},
		{"ws://play example.org", ""},
		{"http://[::1", ""},
	} {
		got, err := ParseAddress(tc.in)
		if tc.want == "" {
			if !errors.Is(err, ErrBadAddress) {
				t.Errorf("ParseAddress(%q) = %q, %v; want ErrBadAddress", tc.in, got, err)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("ParseAddress(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
	if _, err := ParseAddress(DefaultAddress); err != nil {
		t.Errorf("DefaultAddress %q: %v", DefaultAddress, err)
	}
}
