package ws

import (
	"net/http"
	"testing"
)

func TestClientAddr(t *testing.T) {
	proxies, err := ParseProxies("10.0.0.0/8, 192.0.2.7")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, remote string
		header       http.Header
		want         string
	}{
		{"direct", "203.0.113.5:4000", nil, "203.0.113.5"},
		{"a header from anyone else is ignored", "203.0.113.5:4000", http.Header{"X-Forwarded-For": {"198.51.100.1"}}, "203.0.113.5"},
		{"through a trusted proxy", "10.1.2.3:4000", http.Header{"X-Forwarded-For": {"198.51.100.1"}}, "198.51.100.1"},
		{"a client's own X-Forwarded-For is not believed", "10.1.2.3:4000", http.Header{"X-Forwarded-For": {"6.6.6.6, 198.51.100.1"}}, "198.51.100.1"},
		{"two trusted proxies", "10.1.2.3:4000", http.Header{"X-Forwarded-For": {"198.51.100.1, 192.0.2.7"}}, "198.51.100.1"},
		{"Forwarded", "192.0.2.7:4000", http.Header{"Forwarded": {`for=198.51.100.1;proto=https, for="[2001:db8::1]:4711"`}}, "2001:db8::1"},
		{"a trusted proxy with no header", "10.1.2.3:4000", nil, "10.1.2.3"},
		{"an unreadable hop", "10.1.2.3:4000", http.Header{"X-Forwarded-For": {"unknown"}}, "10.1.2.3"},
		{"IPv4 in IPv6", "[::ffff:203.0.113.5]:4000", nil, "203.0.113.5"},
	} {
		r := &http.Request{RemoteAddr: tc.remote, Header: tc.header}
		if got := clientAddr(r, proxies); got != tc.want {
			t.Errorf("%s: clientAddr = %q; want %q", tc.name, got, tc.want)
		}
	}
	if _, err := ParseProxies("10.0.0.0/33"); err == nil {
		t.Error("ParseProxies accepted a bad prefix")
	}
}

func TestHostAllowed(t *testing.T) {
	patterns := []string{"play.example.org", "*.example.net"}
	for host, want := range map[string]bool{
		"127.0.0.1:8090": true, "[::1]:8090": true, "192.168.1.20": true, "localhost:8090": true, "LOCALHOST": true,
		"play.example.org": true, "play.example.org.:443": true, "eu.example.net": true,
		"evil.example.com": false, "example.net": false, "play.example.org.evil.com": false, "": false,
	} {
		if got := hostAllowed(host, patterns); got != want {
			t.Errorf("hostAllowed(%q) = %v; want %v", host, got, want)
		}
	}
}
