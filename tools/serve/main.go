package main

import (
	"errors"
	"flag"
	"fmt"
	"log"
	"mime"
	"net"
	"net/http"
	"os"
	"time"
)

func main() {
	dir := flag.String("dir", "build/web", "directory to serve")
	addr := flag.String("addr", "127.0.0.1:8080", "loopback address to listen on")
	flag.Parse()

	if err := run(*dir, *addr); err != nil {
		log.Fatal(err)
	}
}

// run checks its arguments, listens on addr and serves dir until the process ends.
func run(dir, addr string) error {
	if err := checkLoopback(addr); err != nil {
		return err
	}
	st, err := os.Stat(dir)
	if err != nil {
		return fmt.Errorf("cannot serve %s: %w (run `make web` first)", dir, err)
	}
	if !st.IsDir() {
		return fmt.Errorf("cannot serve %s: not a directory", dir)
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	fmt.Printf("serving %s on http://%s/\n", dir, ln.Addr())
	srv := &http.Server{
		Handler:           newHandler(dir),
		ReadHeaderTimeout: 10 * time.Second,
	}
	return srv.Serve(ln)
}

// checkLoopback returns an error unless addr is host:port with a loopback host.
func checkLoopback(addr string) error {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return fmt.Errorf("bad address %q: %w", addr, err)
	}
	if host == "localhost" {
		return nil
	}
	ip := net.ParseIP(host)
	if ip == nil || !ip.IsLoopback() {
		return errors.New("refusing to listen on " + addr + ": only loopback addresses are allowed")
	}
	return nil
}

// newHandler returns a handler serving the files under dir, with caching off
// and an explicit MIME type for WebAssembly.
func newHandler(dir string) http.Handler {
	// The builtin table knows .wasm, but a system mime.types may override it.
	_ = mime.AddExtensionType(".wasm", "application/wasm")
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		files.ServeHTTP(w, r)
	})
}
