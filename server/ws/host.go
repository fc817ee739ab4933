package ws

import (
	"net"
	"net/netip"
	"path"
	"strings"
)

// hostAllowed reports whether a request's Host may be served: an address
// (127.0.0.1, 192.168.1.20, [::1], with any port), localhost, or a name
// that matches one of the patterns (play.example.org, *.example.net).
//
// A page whose own host name an attacker rebinds to this server's address
// (DNS rebinding) sends that name as its Host and as its Origin, which then
// look alike to the origin check: only the Host tells. An address cannot
// be rebound, so it is always allowed.
func hostAllowed(host string, patterns []string) bool {
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	host = strings.ToLower(strings.TrimSuffix(strings.Trim(host, "[]"), "."))
	if host == "" {
		return false
	}
	if _, err := netip.ParseAddr(host); err == nil {
		return true
	}
	if host == "localhost" {
		return true
	}
	for _, p := range patterns {
		if h, _, err := net.SplitHostPort(p); err == nil {
			p = h
		}
		if ok, _ := path.Match(strings.ToLower(p), host); ok {
			return true
		}
	}
	return false
}
