// Package pushtest is a push service for tests: an HTTP server that takes
// Web Push requests as a browser's push service would, and decrypts each
// payload with the subscription's private key (RFC 8291, aes128gcm), as
// the browser does, so a test reads what the browser would show.
package pushtest

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/ecdh"
	"crypto/hkdf"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
)

// Service is a push service with one subscription's keys.
type Service struct {
	srv  *httptest.Server
	key  *ecdh.PrivateKey
	auth []byte

	mu       sync.Mutex
	received []Push
	gone     bool
	wake     chan struct{}
}

// Push is one notification as the service received and decrypted it.
type Push struct {
	Payload []byte
	VAPID   string // the k= of the request's Authorization header
	TTL     string
	Topic   string
	Err     error // why the request could not be read
}

// New starts a push service; Close stops it.
func New() *Service {
	key, err := ecdh.P256().GenerateKey(rand.Reader)
	if err != nil {
		panic(err)
	}
	s := &Service{key: key, auth: make([]byte, 16), wake: make(chan struct{}, 1)}
	rand.Read(s.auth)
	s.srv = httptest.NewServer(http.HandlerFunc(s.serve))
	return s
}

// Close stops the service.
func (s *Service) Close() { s.srv.Close() }

// Endpoint is the subscription's endpoint.
func (s *Service) Endpoint() string { return s.srv.URL + "/push/1" }

// P256dh and Auth are the subscription's keys, base64url, as a browser
// gives them.
func (s *Service) P256dh() string {
	return base64.RawURLEncoding.EncodeToString(s.key.PublicKey().Bytes())
}
func (s *Service) Auth() string { return base64.RawURLEncoding.EncodeToString(s.auth) }

// Gone makes the service answer 410 Gone from now on, as for a browser
// that unsubscribed.
func (s *Service) Gone() {
	s.mu.Lock()
	s.gone = true
	s.mu.Unlock()
}

// Received returns the notifications received so far.
func (s *Service) Received() []Push {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Push(nil), s.received...)
}

// Wake is signalled after each notification received.
func (s *Service) Wake() <-chan struct{} { return s.wake }

func (s *Service) serve(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(io.LimitReader(r.Body, 8192))
	p := Push{TTL: r.Header.Get("TTL"), Topic: r.Header.Get("Topic")}
	if auth := r.Header.Get("Authorization"); strings.HasPrefix(auth, "vapid ") {
		for _, part := range strings.Split(strings.TrimPrefix(auth, "vapid "), ",") {
			if k, ok := strings.CutPrefix(strings.TrimSpace(part), "k="); ok {
				p.VAPID = k
			}
		}
	}
	switch {
	case err != nil:
		p.Err = err
	case r.Method != http.MethodPost || r.Header.Get("Content-Encoding") != "aes128gcm":
		p.Err = fmt.Errorf("pushtest: %s with Content-Encoding %q", r.Method, r.Header.Get("Content-Encoding"))
	default:
		p.Payload, p.Err = s.decrypt(body)
	}
	s.mu.Lock()
	gone := s.gone
	s.received = append(s.received, p)
	s.mu.Unlock()
	select {
	case s.wake <- struct{}{}:
	default:
	}
	if gone {
		w.WriteHeader(http.StatusGone)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

// decrypt reads an aes128gcm body (RFC 8188) of one record, its key from
// the subscription's keys and the sender's key in the header (RFC 8291).
func (s *Service) decrypt(body []byte) ([]byte, error) {
	if len(body) < 21 {
		return nil, errors.New("pushtest: a body shorter than its header")
	}
	salt, idlen := body[:16], int(body[20])
	rs := binary.BigEndian.Uint32(body[16:20])
	if len(body) < 21+idlen || idlen != 65 {
		return nil, fmt.Errorf("pushtest: a key id of %d bytes", idlen)
	}
	senderKey, ciphertext := body[21:21+idlen], body[21+idlen:]
	if uint32(len(ciphertext)) > rs {
		return nil, errors.New("pushtest: more than one record")
	}
	sender, err := ecdh.P256().NewPublicKey(senderKey)
	if err != nil {
		return nil, err
	}
	secret, err := s.key.ECDH(sender)
	if err != nil {
		return nil, err
	}
	keyInfo := append(append([]byte("WebPush: info\x00"), s.key.PublicKey().Bytes()...), senderKey...)
	prkKey, err := hkdf.Extract(sha256.New, secret, s.auth)
	if err != nil {
		return nil, err
	}
	ikm, err := hkdf.Expand(sha256.New, prkKey, string(keyInfo), 32)
	if err != nil {
		return nil, err
	}
	prk, err := hkdf.Extract(sha256.New, ikm, salt)
	if err != nil {
		return nil, err
	}
	cek, err := hkdf.Expand(sha256.New, prk, "Content-Encoding: aes128gcm\x00", 16)
	if err != nil {
		return nil, err
	}
	nonce, err := hkdf.Expand(sha256.New, prk, "Content-Encoding: nonce\x00", 12)
	if err != nil {
		return nil, err
	}
	block, err := aes.NewCipher(cek)
	if err != nil {
		return nil, err
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	plain, err := gcm.Open(nil, nonce, ciphertext, nil)
	if err != nil {
		return nil, err
	}
	// The last record ends with a 2 and any zeros of padding.
	plain = []byte(strings.TrimRight(string(plain), "\x00"))
	if len(plain) == 0 || plain[len(plain)-1] != 2 {
		return nil, errors.New("pushtest: no last-record delimiter")
	}
	return plain[:len(plain)-1], nil
}
