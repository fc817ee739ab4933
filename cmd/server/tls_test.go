package main

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/json"
	"encoding/pem"
	"math/big"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/koikoi-app/koikoi/server/client"
	"github.com/koikoi-app/koikoi/server/protocol"
)

// selfSigned writes a certificate for 127.0.0.1 and its key as PEM files
// in dir and returns their paths and the certificate.
func selfSigned(t *testing.T, dir string) (certFile, keyFile string, cert *x509.Certificate) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1),
		Subject:      pkix.Name{CommonName: "koikoi test server"},
		NotBefore:    time.Now().Add(-time.Hour),
		NotAfter:     time.Now().Add(time.Hour),
		IPAddresses:  []net.IP{net.IPv4(127, 0, 0, 1)},
		KeyUsage:     x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		IsCA:         true, BasicConstraintsValid: true,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	if cert, err = x509.ParseCertificate(der); err != nil {
		t.Fatal(err)
	}
	keyDER, err := x509.MarshalPKCS8PrivateKey(key)
	if err != nil {
		t.Fatal(err)
	}
	certFile, keyFile = filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
	write := func(name, typ string, b []byte) {
		if err := os.WriteFile(name, pem.EncodeToMemory(&pem.Block{Type: typ, Bytes: b}), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	write(certFile, "CERTIFICATE", der)
	write(keyFile, "PRIVATE KEY", keyDER)
	return certFile, keyFile, cert
}

// TestTLS serves wss:// with --tls-cert and --tls-key: a client that
// trusts the certificate says hello and is welcomed, one that does not is
// refused, and plain ws:// is not spoken. A key that is not the
// certificate's stops the server before it serves.
func TestTLS(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	dir := t.TempDir()
	certFile, keyFile, cert := selfSigned(t, dir)
	var log syncBuffer
	done := make(chan error, 1)
	runCtx, stop := context.WithCancel(ctx)
	go func() {
		done <- run(runCtx, []string{"-addr", "127.0.0.1:0", "-db", filepath.Join(dir, "s.db"), "-tls-cert", certFile, "-tls-key", keyFile}, &log)
	}()
	urlRE := regexp.MustCompile(`url=(\S+)`)
	var url string
	for url == "" && ctx.Err() == nil {
		if m := urlRE.FindStringSubmatch(logText(&log)); m != nil {
			url = m[1]
		}
		time.Sleep(20 * time.Millisecond)
	}
	if !strings.HasPrefix(url, "wss://127.0.0.1:") {
		t.Fatalf("serving at %q; want wss:// (log %s)", url, logText(&log))
	}

	pool := x509.NewCertPool()
	pool.AddCert(cert)
	trusting := &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool, MinVersion: tls.VersionTLS12}}}
	c, _, err := websocket.Dial(ctx, url, &websocket.DialOptions{HTTPClient: trusting})
	if err != nil {
		t.Fatalf("dialing %s with the certificate trusted: %v", url, err)
	}
	defer c.CloseNow()
	hello, _ := json.Marshal(protocol.Hello{Header: protocol.Header{Type: "hello"}, V: protocol.Version, Secret: client.NewSecret(), Name: "Aki"})
	if err := c.Write(ctx, websocket.MessageText, hello); err != nil {
		t.Fatal(err)
	}
	_, b, err := c.Read(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var w protocol.Welcome
	if err := json.Unmarshal(b, &w); err != nil || w.Type != "welcome" || w.Name != "Aki" {
		t.Fatalf("answer to hello over TLS: %s (%v)", b, err)
	}

	if c, _, err := websocket.Dial(ctx, url, nil); err == nil {
		c.CloseNow()
		t.Error("a client that does not trust the certificate connected")
	}
	if c, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(url, "wss"), nil); err == nil {
		c.CloseNow()
		t.Error("plain ws:// connected to a TLS server")
	}
	stop()
	if err := <-done; err != nil {
		t.Fatal(err)
	}

	_, otherKey, _ := selfSigned(t, t.TempDir())
	err = run(ctx, []string{"-addr", "127.0.0.1:0", "-db", filepath.Join(dir, "s.db"), "-tls-cert", certFile, "-tls-key", otherKey}, &syncBuffer{})
	if err == nil || !strings.Contains(err.Error(), "private key does not match") {
		t.Errorf("a key that is not the certificate's: %v; want an error", err)
	}
}
