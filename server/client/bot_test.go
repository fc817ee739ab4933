package client

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/koikoi-app/koikoi/server/game"
	"github.com/koikoi-app/koikoi/server/protocol"
)

// fakeServer hands each accepted WebSocket to the test, which plays the
// server's part frame by frame.
func fakeServer(t *testing.T, ctx context.Context) (url string, conns <-chan *websocket.Conn) {
	t.Helper()
	ch := make(chan *websocket.Conn, 2)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c, err := websocket.Accept(w, r, nil)
		if err != nil {
			return
		}
		ch <- c
		<-ctx.Done() // the test closes it
	}))
	t.Cleanup(srv.Close)
	return "ws" + strings.TrimPrefix(srv.URL, "http"), ch
}

// tableState is the state of a Koi-Koi table at seq 5 where seat 0 is to
// move.
func tableState(t *testing.T, re int64) []byte {
	t.Helper()
	r, _ := game.Lookup("koikoi")
	setup, err := r.Check(game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	g, _, err := r.New(setup.Text, 1)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(protocol.State{Type: "state", Re: re, View: g.View(g.ToMove()),
		Table: protocol.TableInfo{ID: "t1", Game: "koikoi", Status: "playing", Seq: 5, Seat: g.ToMove()}})
	return b
}

// readMsg reads the bot's next frame as a move or a resume.
func readMsg(t *testing.T, ctx context.Context, c *websocket.Conn) (typ string, id, seq int64) {
	t.Helper()
	_, b, err := c.Read(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var m struct {
		Type  string `json:"type"`
		ID    int64  `json:"id"`
		Seq   int64  `json:"seq"`
		After int64  `json:"after"`
	}
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	return m.Type, m.ID, m.Seq + m.After
}

// TestBotMovesAgain: a bot whose move is refused as unavailable asks for
// the state and, still to move at that seq, moves again; a bot whose move
// was lost with its connection moves again when the state on the new
// connection shows it still to move.
func TestBotMovesAgain(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	url, conns := fakeServer(t, ctx)
	dial := func() (*Conn, *websocket.Conn) {
		c, err := Dial(ctx, url)
		if err != nil {
			t.Fatal(err)
		}
		return c, <-conns
	}
	conn, srv := dial()
	bot := &Bot{Conn: conn, Level: "easy", Choose: game.BotMove}
	if err := bot.Take(Message{Type: "state", Raw: tableState(t, 0)}); err != nil {
		t.Fatal(err)
	}
	played := make(chan error, 1)
	go func() { played <- bot.Play(ctx) }()

	typ, id, seq := readMsg(t, ctx, srv)
	if typ != "move" || seq != 5 {
		t.Fatalf("first frame %s at %d; want a move at 5", typ, seq)
	}
	srv.Write(ctx, websocket.MessageText, protocol.EncodeError(id, protocol.Errorf(protocol.CodeUnavailable, "try again")))
	typ, id, seq = readMsg(t, ctx, srv)
	if typ != "resume" || seq != 5 {
		t.Fatalf("after unavailable: %s after %d; want a resume after 5", typ, seq)
	}
	srv.Write(ctx, websocket.MessageText, tableState(t, id))
	if typ, _, seq = readMsg(t, ctx, srv); typ != "move" || seq != 5 {
		t.Fatalf("after the state: %s at %d; want the move again at 5", typ, seq)
	}

	// The connection breaks with the move in flight: on a new one, the
	// state of the resume at the same seq has the bot move again.
	srv.CloseNow()
	if err := <-played; err == nil {
		t.Fatal("Play went on without its connection")
	}
	conn, srv = dial()
	bot.Conn = conn
	go func() { played <- bot.Play(ctx) }()
	srv.Write(ctx, websocket.MessageText, tableState(t, 1))
	if typ, _, seq = readMsg(t, ctx, srv); typ != "move" || seq != 5 {
		t.Fatalf("after the resume: %s at %d; want the move again at 5", typ, seq)
	}
	srv.CloseNow()
	if err := <-played; err == nil || errors.Is(err, ErrEnded) {
		t.Fatalf("Play: %v; want the broken connection", err)
	}
	if bot.Moves != 3 {
		t.Errorf("%d moves sent; want 3", bot.Moves)
	}
}
