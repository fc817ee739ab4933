package online_test

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/server/protocol"
)

// TestConnectErrors: each way a first connection fails has its error.
func TestConnectErrors(t *testing.T) {
	srv := startServer(t, hubConfig())
	web := httptest.NewServer(http.NotFoundHandler())
	defer web.Close()
	for _, tc := range []struct {
		name, addr, secret, player string
		want                       error
	}{
		{"nothing listens", "ws://" + freePort(t), online.NewSecret(), "Aki", online.ErrNoServer},
		{"a web server, not a game server", web.URL, online.NewSecret(), "Aki", online.ErrBadAddress},
		{"no such host", "ws://no-such-host.invalid:8090", online.NewSecret(), "Aki", online.ErrBadAddress},
		{"not an address", "ftp://example.org", online.NewSecret(), "Aki", online.ErrBadAddress},
		{"a new player without a name", srv.url(), online.NewSecret(), "", online.ErrBadName},
		{"a name with a control character", srv.url(), online.NewSecret(), "A\x07ki", online.ErrBadName},
		{"a malformed secret", srv.url(), "short", "Aki", online.ErrBadSecret},
		{"another protocol version", fakeServer(t, protocol.CodeVersion), online.NewSecret(), "Aki", online.ErrVersion},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := online.Connect(ctxT(t, patience), online.Config{Address: tc.addr, Secret: tc.secret, Name: tc.player, Log: quiet()})
			if err == nil {
				s.Close()
			}
			if !errors.Is(err, tc.want) {
				t.Errorf("Connect = %v; want %v", err, tc.want)
			}
		})
	}
}

// TestRequestErrors: a refused request returns the error of its code,
// from the server itself and, for every code, from a server that refuses
// everything with it.
func TestRequestErrors(t *testing.T) {
	srv := startServer(t, hubConfig())
	ctx := ctxT(t, patience)
	a, _ := connect(t, srv, "Aki")
	b, _ := connect(t, srv, "Ben")
	if _, err := a.Join(ctx, "ACDEFG"); !errors.Is(err, online.ErrNotFound) {
		t.Errorf("Join(no such code) = %v; want ErrNotFound", err)
	}
	if _, err := a.Join(ctx, "x"); !errors.Is(err, online.ErrNotFound) {
		t.Errorf("Join(x) = %v; want ErrNotFound", err)
	}
	if _, err := a.Create(ctx, "chess", online.Options{}, []online.Seat{{Kind: online.Person}}, 0); !errors.Is(err, online.ErrBadOptions) {
		t.Errorf("Create(chess) = %v; want ErrBadOptions", err)
	}
	ta, err := a.Create(ctx, "ikebana", online.Options{Players: 3}, []online.Seat{{Kind: online.Person}, {Kind: online.Person}, {Kind: online.Person}}, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := b.Join(ctx, ta.Invite()); err != nil {
		t.Fatal(err)
	}
	if err := b.Rename(ctx, ""); !errors.Is(err, online.ErrBadName) {
		t.Errorf("Rename(\"\") = %v; want ErrBadName", err)
	}
	if err := b.Rename(ctx, "Benjamin"); err != nil || b.Name() != "Benjamin" {
		t.Errorf("Rename = %v, name %q", err, b.Name())
	}
	m, err := online.NewIkebana(ta)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Stop()
	if err := m.NextRound(); !errors.Is(err, online.ErrRoundNotOver) {
		t.Errorf("NextRound at a waiting table = %v", err)
	}
	draw, _ := ikebana.ParseMove("draw")
	if err := m.Submit(draw); !errors.Is(err, online.ErrNotYourTurn) {
		t.Errorf("Submit before the start = %v; want ErrNotYourTurn", err)
	}

	for code, want := range map[string]error{
		protocol.CodeFull: online.ErrFull, protocol.CodeLimit: online.ErrLimit, protocol.CodeNotFound: online.ErrNotFound,
		protocol.CodeUnavailable: online.ErrUnavailable, protocol.CodeInternal: online.ErrServer,
		protocol.CodeRateLimited: online.ErrRateLimited, protocol.CodeBadMessage: online.ErrProtocol, "a_new_code": online.ErrServer,
	} {
		s, err := online.Connect(ctx, online.Config{Address: fakeServer(t, code), Secret: online.NewSecret(), Name: "Aki", Log: quiet()})
		if err != nil {
			t.Fatal(err)
		}
		_, err = s.Join(ctx, "ACDEFG")
		var se *online.ServerError
		if !errors.Is(err, want) || !errors.As(err, &se) || se.Code != code {
			t.Errorf("Join answered %s = %v; want %v", code, err, want)
		}
		s.Close()
	}
}

// fakeServer serves a WebSocket that answers hello with code when it is
// "version", and every other request with an error of code.
func fakeServer(t *testing.T, code string) string {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c, err := websocket.Accept(w, r, nil)
		if err != nil {
			return
		}
		defer c.CloseNow()
		ctx := r.Context()
		for {
			_, b, err := c.Read(ctx)
			if err != nil {
				return
			}
			msg, id, perr := protocol.Decode(b)
			if perr != nil {
				return
			}
			if _, ok := msg.(*protocol.Hello); ok && code != protocol.CodeVersion {
				c.Write(ctx, websocket.MessageText, []byte(`{"type":"welcome","re":`+strconv.FormatInt(id, 10)+`,"v":1,"player":"p","name":"Aki","tables":[]}`))
				continue
			}
			c.Write(ctx, websocket.MessageText, protocol.EncodeError(id, protocol.Errorf(code, "refused")))
		}
	}))
	t.Cleanup(srv.Close)
	return "ws" + strings.TrimPrefix(srv.URL, "http") + "/v1/ws"
}

// TestFailed: a server that comes back speaking another version ends the
// reconnection: the Session reports Failed with ErrVersion, and requests
// return it.
func TestFailed(t *testing.T) {
	var conns atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c, err := websocket.Accept(w, r, nil)
		if err != nil {
			return
		}
		defer c.CloseNow()
		_, b, err := c.Read(r.Context())
		if err != nil {
			return
		}
		_, id, _ := protocol.Decode(b)
		if conns.Add(1) == 1 {
			c.Write(r.Context(), websocket.MessageText, []byte(`{"type":"welcome","re":`+strconv.FormatInt(id, 10)+`,"v":1,"player":"p","name":"Aki","tables":[]}`))
			return // and the connection drops
		}
		c.Write(r.Context(), websocket.MessageText, protocol.EncodeError(id, protocol.Errorf(protocol.CodeVersion, "v2 only")))
	}))
	defer srv.Close()
	st := &statuses{}
	var failure error
	var mu sync.Mutex
	s, err := online.Connect(ctxT(t, patience), online.Config{Address: srv.URL, Secret: online.NewSecret(), Name: "Aki",
		MinBackoff: time.Millisecond, MaxBackoff: 10 * time.Millisecond, Log: quiet(),
		OnStatus: func(status online.Status, err error) {
			st.onStatus(status, err)
			if status == online.Failed {
				mu.Lock()
				failure = err
				mu.Unlock()
			}
		}})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	waitFor(t, "the Session to fail", func() bool {
		got, _ := s.Status()
		return got == online.Failed
	})
	mu.Lock()
	defer mu.Unlock()
	if !errors.Is(failure, online.ErrVersion) || !slices.Contains(st.list(), online.Reconnecting) {
		t.Errorf("statuses %v, failure %v; want Reconnecting then Failed with ErrVersion", st.list(), failure)
	}
	if _, err := s.Stats(ctxT(t, patience)); !errors.Is(err, online.ErrVersion) {
		t.Errorf("Stats after the failure = %v; want ErrVersion", err)
	}
}
