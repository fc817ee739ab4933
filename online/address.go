package online

import (
	"fmt"
	"net/url"
	"strings"
)

// DefaultAddress is the server a build plays on until the player sets
// another in Settings. A release sets it at link time:
//
//	go build -ldflags "-X github.com/koikoi-app/koikoi/online.DefaultAddress=wss://play.example.org/v1/ws"
//
// The development default is the server `make server` starts.
var DefaultAddress = "ws://127.0.0.1:8090/v1/ws"

// wsPath is where a game server serves its WebSocket (server/node.Path).
const wsPath = "/v1/ws"

// ParseAddress reads a server address as a player may type it: a full
// WebSocket URL, an http(s) URL (read as ws(s)), or a bare host with an
// optional port (ws:// then, wss:// for port 443). The path defaults to
// the server's /v1/ws. It returns the WebSocket URL, or ErrBadAddress.
func ParseAddress(s string) (string, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return "", fmt.Errorf("%w: empty", ErrBadAddress)
	}
	if !strings.Contains(s, "://") {
		scheme := "ws://"
		if strings.HasSuffix(strings.SplitN(s, "/", 2)[0], ":443") {
			scheme = "wss://"
		}
		s = scheme + s
	}
	u, err := url.Parse(s)
	if err != nil {
		return "", fmt.Errorf("%w: %v", ErrBadAddress, err)
	}
	switch u.Scheme {
	case "ws", "wss":
	case "http":
		u.Scheme = "ws"
	case "https":
		u.Scheme = "wss"
	default:
		return "", fmt.Errorf("%w: scheme %q", ErrBadAddress, u.Scheme)
	}
	if u.Hostname() == "" || u.User != nil || u.Fragment != "" || strings.ContainsAny(u.Host, " \t") {
		return "", fmt.Errorf("%w: %q", ErrBadAddress, s)
	}
	if u.Path == "" || u.Path == "/" {
		u.Path = wsPath
	}
	return u.String(), nil
}
