package ws

import (
	"net"
	"net/http"
	"net/netip"
	"strings"
)

// ParseProxies reads a comma-separated list of CIDR prefixes or addresses
// (10.0.0.0/8,192.0.2.7): the reverse proxies whose forwarded address is
// believed.
func ParseProxies(list string) ([]netip.Prefix, error) {
	var out []netip.Prefix
	for _, s := range strings.Split(list, ",") {
		if s = strings.TrimSpace(s); s == "" {
			continue
		}
		if !strings.Contains(s, "/") {
			a, err := netip.ParseAddr(s)
			if err != nil {
				return nil, err
			}
			out = append(out, netip.PrefixFrom(a.Unmap(), a.Unmap().BitLen()))
			continue
		}
		p, err := netip.ParsePrefix(s)
		if err != nil {
			return nil, err
		}
		out = append(out, p.Masked())
	}
	return out, nil
}

// clientAddr is the address a request comes from: the peer's, or, when
// the peer is one of the trusted proxies, the address it forwarded (the
// last of X-Forwarded-For or Forwarded's for= that is not itself a trusted
// proxy). A header from anyone else is ignored: a client could name any
// address in it.
func clientAddr(r *http.Request, trusted []netip.Prefix) string {
	peer := peerAddr(r.RemoteAddr)
	if !peer.IsValid() {
		return r.RemoteAddr
	}
	if !isTrusted(peer, trusted) {
		return peer.String()
	}
	hops := forwarded(r.Header)
	for i := len(hops) - 1; i >= 0; i-- {
		a, err := netip.ParseAddr(hops[i])
		if err != nil {
			break // a hop we cannot read: stop at the last one we trust
		}
		a = a.Unmap()
		if !isTrusted(a, trusted) {
			return a.String()
		}
		peer = a
	}
	return peer.String()
}

// peerAddr reads host:port.
func peerAddr(remote string) netip.Addr {
	host, _, err := net.SplitHostPort(remote)
	if err != nil {
		host = remote
	}
	a, err := netip.ParseAddr(host)
	if err != nil {
		return netip.Addr{}
	}
	return a.Unmap()
}

func isTrusted(a netip.Addr, trusted []netip.Prefix) bool {
	for _, p := range trusted {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// forwarded lists the addresses the proxies forwarded, the nearest last:
// Forwarded's for= when present (RFC 7239), else X-Forwarded-For.
func forwarded(h http.Header) []string {
	var hops []string
	if fw := h.Values("Forwarded"); len(fw) > 0 {
		for _, line := range fw {
			for _, elem := range strings.Split(line, ",") {
				for _, pair := range strings.Split(elem, ";") {
					k, v, ok := strings.Cut(strings.TrimSpace(pair), "=")
					if !ok || !strings.EqualFold(k, "for") {
						continue
					}
					v = strings.Trim(v, `"`)
					if strings.HasPrefix(v, "[") { // "[2001:db8::1]:4711"
						v = strings.TrimPrefix(v, "[")
						v, _, _ = strings.Cut(v, "]")
					} else if host, _, err := net.SplitHostPort(v); err == nil {
						v = host
					}
					hops = append(hops, v)
				}
			}
		}
		return hops
	}
	for _, line := range h.Values("X-Forwarded-For") {
		for _, v := range strings.Split(line, ",") {
			hops = append(hops, strings.TrimSpace(v))
		}
	}
	return hops
}
