package online

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
