package online

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
	"github.com/coder/websocket"

	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/server/protocol"
)

// fakeServer is a WebSocket server that answers hello with answer, or
// never when answer is nil.
func fakeServer(t *testing.T, answer []byte) string {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c, err := websocket.Accept(w, r, nil)
		if err != nil {
			return
		}
		defer c.CloseNow()
		ctx, cancel := context.WithTimeout(r.Context(), 5*time.Second)
		defer cancel()
		if _, _, err := c.Read(ctx); err != nil {
			return
		}
		if answer != nil {
			c.Write(ctx, websocket.MessageText, answer)
		}
		for { // read and never answer, until the client goes
			if _, _, err := c.Read(ctx); err != nil {
				return
			}
		}
	}))
	t.Cleanup(srv.Close)
	return "ws" + strings.TrimPrefix(srv.URL, "http") + "/v1/ws"
}

// closedPort returns an address where nothing listens.
func closedPort(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	return "ws://" + addr + "/v1/ws"
}

// TestErrors: each way the server can fail the player gets its one
// sentence and a way back, within the screens' bounded waits.
func TestErrors(t *testing.T) {
	newApp(t)
	addr := testServer(t, time.Minute)
	notWS := httptest.NewServer(http.NotFoundHandler())
	t.Cleanup(notWS.Close)
	version := protocol.EncodeError(1, protocol.Errorf(protocol.CodeVersion, "this server speaks protocol version 2"))
	welcome := []byte(`{"type":"welcome","re":1,"v":1,"player":"p1","name":"Ben","tables":[]}`)

	// A table whose game has started: its code is spent.
	aki := newDevice(t, addr, "Aki")
	aki.app.ShowLobby(Ikebana)
	tap(t, aki.app.View.Lobby.Create)
	aki.ike.NewTable.Players.SetSelectedIndex(0)  // two florists
	aki.ike.NewTable.Seats[1].SetSelectedIndex(0) // a friend
	tap(t, aki.app.View.Create.Create)
	until(t, "Aki's waiting room", func() bool { return aki.app.View.Room != nil }, aki)
	started := strings.ReplaceAll(aki.app.View.Room.Code.Text, " ", "")
	tap(t, aki.app.View.Room.Start)
	until(t, "Aki's game", func() bool { return aki.played != nil }, aki)

	for _, tt := range []struct {
		name, addr, code string
		settings         bool // the error offers the settings
		want             string
	}{
		{"no server", closedPort(t), "QX7K4M", false, "The game server cannot be reached. Check your connection and try again."},
		{"wrong address", "ws" + strings.TrimPrefix(notWS.URL, "http") + "/v1/ws", "QX7K4M", true, "There is no game server at this address: check it in Settings."},
		{"version", fakeServer(t, version), "QX7K4M", false, "This version of the app cannot play on this server: update the app."},
		{"no hello", fakeServer(t, nil), "QX7K4M", false, "The game server cannot be reached. Check your connection and try again."},
		{"no answer", fakeServer(t, welcome), "QX7K4M", false, "The server did not answer in time. Try again."},
		{"unknown code", addr, "qx7-k4m", false, "No table has this code. Check it and try again."},
		{"not a code", addr, "QX7K", false, "An invite code has six letters and digits, such as QX7K4M."},
		{"started", addr, started, false, "No table has this code. Check it and try again."},
	} {
		t.Run(tt.name, func(t *testing.T) {
			d := newDevice(t, tt.addr, "Ben")
			d.app.connectWait, d.app.askWait = 2*time.Second, 2*time.Second // the server that does not answer
			d.app.ShowLobby(Koikoi)
			test.Type(d.app.View.Lobby.Code, tt.code)
			tap(t, d.app.View.Lobby.Join)
			until(t, "the error", func() bool { return d.errorText() != "" }, d)
			if got := d.errorText(); got != tt.want {
				t.Errorf("error = %q; want %q", got, tt.want)
			}
			v := d.app.View.Error
			if (v.Settings != nil) != tt.settings {
				t.Errorf("Settings offered: %v; want %v", v.Settings != nil, tt.settings)
			}
			tap(t, v.Back)
			if d.app.View.Lobby == nil {
				t.Error("Back does not lead back to the online screen")
			}
		})
	}
}

// TestErrorSentences: every error of the online client has its sentence;
// a full table (the server says so when a seat is taken as the player
// joins) among them.
func TestErrorSentences(t *testing.T) {
	for _, tt := range []struct {
		err  error
		want string
	}{
		{core.ErrFull, "online.error.full"},
		{fmt.Errorf("joining: %w", &core.ServerError{Code: protocol.CodeFull, Err: core.ErrFull}), "online.error.full"},
		{core.ErrNotFound, "online.error.notfound"},
		{core.ErrVersion, "online.error.version"},
		{core.ErrBadAddress, "online.error.address"},
		{core.ErrNoServer, "online.error.noserver"},
		{core.ErrConnectionLost, "online.error.noserver"},
		{core.ErrLimit, "online.error.limit"},
		{core.ErrUnavailable, "online.error.busy"},
		{context.DeadlineExceeded, "online.error.timeout"},
		{errClosed, "online.error.closed"},
		{core.ErrServer, "online.error.other"},
	} {
		if got := errorID(tt.err); got != tt.want {
			t.Errorf("errorID(%v) = %s; want %s", tt.err, got, tt.want)
		}
	}
}
