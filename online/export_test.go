package online

import "github.com/koikoi-app/koikoi/server/client"

// Drop drops a Session's connection as a network loss does; the Session
// reconnects by itself.
func Drop(s *Session) {
	s.mu.Lock()
	conn := s.conn
	s.mu.Unlock()
	if conn != nil {
		conn.CloseNow()
	}
}

// SetHooks sets a Session's test hooks: sent sees the type of each request
// sent; read sees each frame read, and drops the connection (before the
// frame is taken) when it returns true. Set them before the Session is in
// use.
func SetHooks(s *Session, sent func(typ string), read func(client.Message) bool) {
	s.mu.Lock()
	s.hooks.sent, s.hooks.read = sent, read
	s.mu.Unlock()
}
